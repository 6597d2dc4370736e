import { z } from 'zod';
import { emailField, idParam } from '../common/schemas.js';

/**
 * The Mail log (issue 20): the mail outbox as admins see it. A mail is `queued` until its first try,
 * `sending` while a worker holds it, `retrying` after a failed try (with the reason and the next try),
 * `sent`, or `failed` once its tries are used up.
 */
const MAIL_STATES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The list's filter: queued (waiting, no failure yet), sent, failed (given up or waiting for a retry). */
export const MAIL_LOG_FILTERS = ['all', 'queued', 'sent', 'failed'] as const;
export type MailLogFilter = (typeof MAIL_LOG_FILTERS)[number];
export const mailLogQuery = z.object({ status: z.enum(MAIL_LOG_FILTERS).default('all') });

const mailLogRowSchema = z.object({
  id: z.number(),
  toEmail: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the next try is due (queued and retrying mails only). */
  nextAttemptAt: z.string().nullable(),
  /** Why the last try failed: a message key of the registry (smtpAuthFailed …), and the server's own words. */
  errorCode: z.string().nullable(),
  errorDetail: z.string().nullable(),
});
export type MailLogRow = z.infer<typeof mailLogRowSchema>;

/** Where the mail server comes from: the Email settings panel, the SMTP_* environment, or nowhere yet. */
const MAIL_SOURCES = ['panel', 'environment'] as const;

export const mailLogPage = z.object({
  responseMsg: z.array(mailLogRowSchema),
  count: z.number(),
  /** False while no mail server is set: queued mails wait (the screen explains it). */
  mailReady: z.boolean(),
  mailSource: z.enum(MAIL_SOURCES).nullable(),
  /** Tries before a mail is given up. */
  maxAttempts: z.number(),
});
export type MailLogPage = z.infer<typeof mailLogPage>;

/** One mail as it would look; password-reset links are masked. */
export const mailPreviewSchema = z.object({
  id: z.number(),
  toEmail: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** False for a mail whose text was not kept (sent before the log kept texts). */
  bodyKept: z.boolean(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

export const mailIdParams = z.object({ id: idParam() });

/** SendTestMail: to the address typed, or to the admin's own when it is left empty. */
export const testMailRequest = z.object({
  toEmail: z.union([z.literal(''), emailField()]).optional(),
});
export type TestMailRequest = z.input<typeof testMailRequest>;
export const testMailResponse = z.object({
  responseMsg: z.literal('testMailSent'),
  params: z.object({ email: z.string() }),
});
