import { type ContactForm, siteRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/**
 * POST /Settings/CreateContacts (public): 200 { responseMsg: 'contactMessageSent' }, 202/400 refusals,
 * 429 'tooManyRequests' when the sender is rate-limited. Quiet: a refusal on the public page must never
 * redirect to an error screen.
 */
export const contactApi = {
  create: (form: ContactForm) => call(siteRefs.CreateContacts, { body: form }, { quiet: true }),
};
