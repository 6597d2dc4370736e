import { siteApi, successCode } from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import * as contacts from './contactRepository.js';

/**
 * Messages of the public contact form against spam: a few per address and per sender within the
 * limiter's window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). Only valid forms count: the
 * schema refuses the others before the handler runs.
 */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_LIMIT_PER_EMAIL = 3;

/** Contacts (spec 000 §2, §5, §7): CreateContacts (public, rate-limited), GetContacts and a paged list. */
const contactRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.CreateContacts, async (request) => {
    await enforceLimit(app, `contact-ip:${request.ip}`, CONTACT_LIMIT_PER_IP);
    await enforceLimit(app, `contact-email:${request.body.email}`, CONTACT_LIMIT_PER_EMAIL);
    await contacts.insertContact(app.db, request.body, request.ip || null);
    return { responseMsg: successCode('contactMessageSent') };
  });

  serve(app, siteApi.GetContacts, async () => contacts.listContacts(app.db));

  serve(app, siteApi.GetContactList, async (request) =>
    contacts.contactPage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default contactRoutes;
