import { contactForm, contactPage, contactRowSchema, pagedParams, responseMsgSchema } from '@assessly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/responses.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import * as contacts from './contactRepository.js';

const tags = ['Settings: contacts'];
const admin = { access: 'admin' } as const;

/**
 * Messages of the public contact form against spam: a few per address and per sender within the
 * limiter's window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). Only valid forms count: the
 * schema refuses the others before the handler runs.
 */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_LIMIT_PER_EMAIL = 3;

/** Contacts (spec 000 §2, §5, §7): CreateContacts (public, rate-limited), GetContacts and a paged list. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/CreateContacts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a message from the public contact form (429 tooManyRequests when sent too often)',
        body: contactForm,
        response: { 200: responseMsgSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceLimit(app, `contact-ip:${request.ip}`, CONTACT_LIMIT_PER_IP);
      await enforceLimit(app, `contact-email:${request.body.email}`, CONTACT_LIMIT_PER_EMAIL);
      await contacts.insertContact(app.db, request.body, request.ip || null);
      return { responseMsg: 'contactMessageSent' };
    },
  );

  app.get(
    '/GetContacts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every contact message, newest first',
        response: { 200: z.array(contactRowSchema), ...errorResponses },
      },
    },
    async () => contacts.listContacts(app.db),
  );

  app.get(
    '/GetContactList/:page/:itemsPerPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of contact messages, newest first, with the total count',
        params: pagedParams,
        response: { 200: contactPage, ...errorResponses },
      },
    },
    async (request) => contacts.contactPage(app.db, request.params.page, request.params.itemsPerPage),
  );
};
export default contactRoutes;
