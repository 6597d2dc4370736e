import type { MailLogFilter, MailLogPage, MailLogRow, MailPreview, MailState } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { notFound, refuse } from '../../../errors/AppError.js';
import { emailSettingsReady, mailSource } from './mailServer.js';
import { maskCredentials } from '../../../mail/maskCredentials.js';
import { MAX_ATTEMPTS, requeueMail } from '../../../mail/outbox.js';
import { parseFailureText } from '../../../mail/smtpErrors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { loadSettings } from '../settings/settingsRepository.js';
import { findMail, mailPage, type MailListRow } from './mailLogRepository.js';

/**
 * The Mail log (issue 20): every mail of the outbox for admins, with why a try failed and when the next
 * one is due, a preview, and "Send again".
 *
 * Who sees what: only admins and SuperAdmins (the routes' access). A mail may hold a password reset
 * link, which is a credential: the preview masks every `token=` value (maskCredentials), and a sent mail
 * is kept only masked (outbox.ts markSent), so the token is in the table only until its mail is sent.
 * The demo admin (whose password is public) may read the log but not send anything from it.
 */

function stateOf(row: Pick<MailListRow, 'status' | 'lastError'>): MailState {
  if (row.status === 'pending') return row.lastError ? 'retrying' : 'queued';
  return row.status;
}

function toLogRow(row: MailListRow): MailLogRow {
  const state = stateOf(row);
  const failure = parseFailureText(row.lastError);
  return {
    id: row.id,
    toEmail: row.toEmail,
    subject: row.subject,
    state,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: state === 'queued' || state === 'retrying' ? row.nextAttemptAt : null,
    errorCode: state === 'sent' ? null : (failure?.code ?? null),
    errorDetail: state === 'sent' ? null : failure?.detail || null,
  };
}

export async function mailLog(
  app: FastifyInstance,
  page: number,
  perPage: number,
  filter: MailLogFilter,
): Promise<MailLogPage> {
  const [settings, { rows, count }] = await Promise.all([
    loadSettings(app.db),
    mailPage(app.db, page, perPage, filter),
  ]);
  return {
    responseMsg: rows.map(toLogRow),
    count,
    mailReady: emailSettingsReady(settings, app.config),
    mailSource: mailSource(settings, app.config),
    maxAttempts: MAX_ATTEMPTS,
  };
}

/** One mail as it would look, credentials masked. */
export async function mailPreview(app: FastifyInstance, id: number): Promise<MailPreview> {
  const mail = (await findMail(app.db, id)) ?? notFound();
  return {
    id: mail.id,
    toEmail: mail.toEmail,
    subject: mail.subject,
    html: maskCredentials(mail.html),
    text: maskCredentials(mail.text),
    bodyKept: mail.html !== '' || mail.text !== '',
  };
}

/** "Send again": the worker picks the mail up on its next run (every MAIL_OUTBOX_SECONDS). */
export async function retryMail(app: FastifyInstance, id: number, user: AuthUser): Promise<void> {
  if (user.isDemo) refuse('demoOperationNotAllowed');
  if (await requeueMail(app.db, id, new Date())) return;
  if (!(await findMail(app.db, id))) notFound();
  refuse('mailNotRetryable');
}
