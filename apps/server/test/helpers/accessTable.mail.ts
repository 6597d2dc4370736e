import { enqueueMail, recordDirectMail } from '../../src/mail/outbox.js';
import type { AccessWorld } from './accessActors.js';
import { at, c, send, type AccessCase } from './accessRequests.js';

/** The Mail log's part of the expected-access table (accessTable.ts): admins only, with real mails. */

const newestMailId = async (w: AccessWorld) =>
  (await w.t.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

/** A queued mail of its own for each call. */
async function queuedMail(w: AccessWorld) {
  await enqueueMail(w.t.db, { to: `log-${w.uid()}@matrix.test`, subject: 'Matrix', html: '<p>M</p>', text: 'M' });
  return newestMailId(w);
}

/** A given-up mail for each call, which "Send again" queues again. */
async function failedMail(w: AccessWorld) {
  const mail = { to: `failed-${w.uid()}@matrix.test`, subject: 'Matrix', html: '<p>M</p>', text: 'M' };
  await recordDirectMail(w.t.db, mail, { sent: false, error: 'smtpRejected: 550 matrix' });
  return newestMailId(w);
}

export const mailLogCases: AccessCase[] = [
  c('GET /api/Settings/GetMailLog/{page}/{itemsPerPage}', 'admin', at('/Settings/GetMailLog/1/10?status=failed')),
  c(
    'GET /api/Settings/GetMailPreview/{id}',
    'admin',
    at(async (w) => `/Settings/GetMailPreview/${await queuedMail(w)}`),
  ),
  c(
    'PUT /api/Settings/RetryMail/{id}',
    'admin',
    at(async (w) => `/Settings/RetryMail/${await failedMail(w)}`),
    { ok: [{ status: 200, code: 'mailRetryQueued' }] },
  ),
  c(
    'POST /api/Settings/SendTestMail',
    'admin',
    send('/Settings/SendTestMail', () => ({})),
  ),
];
