import type { ResultEmailInput } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import { refuse } from '../../../errors/AppError.js';
import { enqueueMail } from '../../../mail/outbox.js';
import { reportMail } from '../../site/index.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { requireEmailSettings } from '../../site/index.js';
import { loadSettings } from '../../site/index.js';

/** Spec 001 §5/§9: result e-mail recipients must be longer than 3 characters. */
const MIN_EMAIL_LENGTH = 4;
/** Addresses per lookup query, well below the bind-parameter limits. */
const LOOKUP_CHUNK = 500;

/** The request's distinct addresses longer than 3 characters. */
export const usableAddresses = (input: Pick<ResultEmailInput, 'emails'>): string[] => [
  ...new Set(input.emails.map((e) => e.email).filter((email) => email.length >= MIN_EMAIL_LENGTH)),
];

/** The addresses that belong to registered users, in the request's order. */
async function registeredAmong(db: DB, emails: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('app_user')
      .select('email')
      .where('email', 'in', emails.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) found.add(row.email);
  }
  return emails.filter((email) => found.has(email));
}

/**
 * SentEmailToCheckedStudents (spec 001 §5 "Result e-mail dialog"): mails the checked candidates the
 * admin's text. Only addresses of registered users are mailed (never arbitrary ones), the logo and
 * links come from the settings (never from the request), and the demo admin, whose password is
 * public, may not send at all. The mails go to the outbox in one transaction and the request answers
 * at once; the outbox worker sends them and retries through mail server outages. Answers the count.
 */
export async function queueResultEmails(
  app: FastifyInstance,
  input: ResultEmailInput,
  sender: AuthUser,
): Promise<number> {
  if (sender.isDemo) refuse('demoOperationNotAllowed');
  const addresses = usableAddresses(input);
  if (addresses.length === 0) refuse('noCheckedStudent');
  const settings = await loadSettings(app.db);
  requireEmailSettings(app, settings);
  const recipients = await registeredAmong(app.db, addresses);
  if (recipients.length === 0) refuse('noCheckedCandidates');
  // The admin's subject and body (escaped, line breaks kept), the report header of the Email texts, the logo.
  const mail = reportMail(app, settings, input);
  return enqueueMail(
    app.db,
    recipients.map((to) => ({ to, ...mail })),
  );
}
