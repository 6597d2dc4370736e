// The FAQ, the public contact form and the messages it sends (spec 000 §2 FAQ, Contacts; §5).
import { z } from 'zod';
import { idParam, pagedList, requiredText } from '../common/schemas.js';

const CONTACT_NAME_MIN = 6;
const CONTACT_MESSAGE_MIN = 10;

// ---------------------------------------------------------------- FAQ

export const faqRowSchema = z.object({
  faqId: z.number(),
  title: z.string(),
  description: z.string(),
  addedBy: z.number().nullable(),
  lastUpdatedBy: z.number().nullable(),
  dateAdded: z.string(),
});
export type FaqRow = z.infer<typeof faqRowSchema>;
/** GetFaqList: every entry. */
export const faqList = z.array(faqRowSchema);

/** FAQ form (spec 000 §5): title and description required; titles unique ('Duplicate FAQ!'). */
export const faqInput = z.object({
  faqId: idParam().optional(),
  title: requiredText().max(300, { error: 'tooLong' }),
  description: requiredText().max(5000, { error: 'tooLong' }),
  addedBy: z.number().optional(),
  lastUpdatedBy: z.number().optional(),
});
/** UpdateFaq names the entry it changes. */
export const faqUpdateInput = faqInput.extend({ faqId: idParam() });
/** CreateFaq / UpdateFaq answer the message key and the entry's id. */
export const faqSavedResponse = z.object({ responseMsg: z.string(), faqId: z.number() });

// ---------------------------------------------------------------- contacts

/** The public contact form (spec 000 §5) with the spec's own messages; an empty field gives only its 'empty' message. */
export const contactForm = z.object({
  name: z
    .string({ error: 'nameEmpty' })
    .trim()
    .min(1, { error: 'nameEmpty', abort: true })
    .min(CONTACT_NAME_MIN, { error: 'min6Character' })
    .max(100, { error: 'max100characters' }),
  email: z
    .string({ error: 'emailEmpty' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'emailEmpty', abort: true })
    .max(254, { error: 'wrongEmail' })
    .email({ error: 'wrongEmail' }),
  message: z
    .string({ error: 'messageEmpty' })
    .trim()
    .min(1, { error: 'messageEmpty', abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: 'min10Character' })
    .max(5000, { error: 'tooLong' }),
});
export type ContactForm = z.output<typeof contactForm>;
export type ContactFormValues = z.input<typeof contactForm>;

export const contactRowSchema = z.object({
  contactId: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  dateAdded: z.string(),
});
export type ContactRow = z.infer<typeof contactRowSchema>;
/** GetContacts: every message, newest first. */
export const contactList = z.array(contactRowSchema);
/** The Contacts table, one page at a time (newest first). */
export const contactPage = pagedList(contactRowSchema);
