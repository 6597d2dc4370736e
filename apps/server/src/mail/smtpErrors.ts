import type { ErrorCode } from '@assessly/shared';
import { isErrorCode } from '@assessly/shared';
import { AppError } from '../errors/AppError.js';

/**
 * Why a mail could not be sent, in terms an admin can act on: a registry code (translated on screen)
 * and the mail server's own words or the network error (`detail`, shown untranslated beside it).
 * nodemailer tells the cases apart by `code` (ESOCKET, EDNS, ETIMEDOUT, EAUTH, EENVELOPE …), and a
 * refusal by the server carries its SMTP reply in `response`.
 */
export interface MailFailure {
  code: ErrorCode;
  detail: string;
}

interface SmtpError {
  code?: string;
  /** The SMTP command that failed (CONN, AUTH PLAIN, MAIL FROM, RCPT TO …). */
  command?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

const DETAIL_MAX = 200;
/** Stands in for a missing detail, so that "(…)" in the translated text is never empty. */
const NO_DETAIL = '—';

/** The first line of a message, without OpenSSL's error-stack prefix, at most 200 characters. */
function oneLine(text: string): string {
  const tls = /SSL routines:[^:]*:([^:\n]+)/.exec(text);
  const line = (tls?.[1] ?? text).split('\n')[0]!.trim();
  return line.length > DETAIL_MAX ? `${line.slice(0, DETAIL_MAX - 1)}…` : line;
}

function codeOf(error: SmtpError): ErrorCode {
  const text = error.message ?? '';
  switch (error.code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return 'smtpAuthFailed';
    case 'EDNS':
      return 'smtpHostNotFound';
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return 'smtpTimeout';
    case 'ETLS':
      return 'smtpTlsFailed';
    case 'EENVELOPE':
      // The envelope's refusal: of the recipient (RCPT TO), or of the sender or the mail as a whole.
      return error.command === 'RCPT TO' ? 'smtpRecipientRefused' : 'smtpRejected';
  }
  if (/SSL routines|certificate|TLS|wrong version number/i.test(text)) return 'smtpTlsFailed';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'smtpHostNotFound';
  if (/ETIMEDOUT|timed? ?out/i.test(text)) return 'smtpTimeout';
  if (error.code === 'ESOCKET' || error.code === 'ECONNECTION' || /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(text))
    return 'smtpConnectionFailed';
  if (error.responseCode && error.responseCode >= 400) return 'smtpRejected';
  return 'mailSendFailed';
}

/**
 * A failed send as a MailFailure. `secret` (the SMTP password) is blanked out of the detail should a
 * server ever echo it back: the detail is stored in the outbox and shown on screen.
 */
export function describeMailFailure(error: unknown, secret?: string): MailFailure {
  if (error instanceof AppError) {
    const detail = error.options.params?.detail;
    return { code: error.code, detail: typeof detail === 'string' && detail !== NO_DETAIL ? detail : '' };
  }
  const smtp = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpError;
  let detail = oneLine(smtp.response ?? smtp.message ?? '');
  if (secret) detail = detail.split(secret).join('•••');
  return { code: codeOf(smtp), detail };
}

/** The outbox's lastError column: "code" or "code: detail". */
export const failureText = (failure: MailFailure): string =>
  failure.detail ? `${failure.code}: ${failure.detail}` : failure.code;

/** Reads a lastError back; text written before the codes were kept (or unknown) is all detail. */
export function parseFailureText(text: string | null): { code: ErrorCode; detail: string } | null {
  if (!text) return null;
  const match = /^(\w+)(?:: ([\s\S]*))?$/.exec(text);
  if (match && isErrorCode(match[1])) return { code: match[1], detail: match[2] ?? '' };
  return { code: 'mailSendFailed', detail: text };
}

/** The failure as the error a route answers (202 with the translated reason and the detail). */
export const mailFailureError = (failure: MailFailure) =>
  new AppError(failure.code, { params: { detail: failure.detail || NO_DETAIL } });
