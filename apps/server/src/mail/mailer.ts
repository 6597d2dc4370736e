import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { AppError } from '../errors/AppError.js';
import { describeMailFailure, mailFailureError } from './smtpErrors.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail server to send through, as the site settings (or the SMTP_* variables) give it: the feature
 * that owns the settings builds it (site/mail/mailServer.ts), mail/ only sends.
 */
export interface MailServer {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** The sender's address, and the name shown beside it (the site's title). */
  from: string;
  senderName: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * An SMTP connection for several mails (the outbox worker opens one per run, with the settings of that
 * moment). `connections` > 1 keeps a small pool, so a batch does not pay for a fresh connection and
 * greeting per mail. An SMTP failure becomes an AppError naming its reason (smtpErrors.ts: smtpAuthFailed,
 * smtpConnectionFailed …, with the server's words as `detail`); missing settings emailSettingsNotDoneYet.
 */
export function openMailSender(smtp: MailServer | null, config: Config, connections = 1): MailSender {
  if (!smtp) {
    return {
      send: () => Promise.reject(new AppError('emailSettingsNotDoneYet')),
      close: () => undefined,
    };
  }
  const common = {
    host: smtp.host,
    port: smtp.port,
    secure: config.SMTP_SECURE ?? smtp.port === 465,
    auth: smtp.pass ? { user: smtp.user, pass: smtp.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transport =
    connections > 1
      ? nodemailer.createTransport({ ...common, pool: true, maxConnections: connections, maxMessages: 100 })
      : nodemailer.createTransport(common);
  const from = `"${smtp.senderName.replace(/["\r\n]/g, '')}" <${smtp.from}>`;
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw mailFailureError(describeMailFailure(error, smtp.pass));
      }
    },
    close: () => transport.close(),
  };
}

/** One mail on its own connection. */
export async function sendMail(server: MailServer | null, config: Config, mail: OutgoingMail): Promise<void> {
  const sender = openMailSender(server, config);
  try {
    await sender.send(mail);
  } finally {
    sender.close();
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Line ends as \n, no trailing spaces at line ends, no blank lines at either end. */
const normaliseText = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/^\n+|\s+$/g, '');

/**
 * Text as HTML that keeps its line breaks: escaped first, then paragraphs at blank lines and <br> at
 * single line breaks, so what the admin typed in the Email texts reads the same in the mail.
 */
export function textToHtml(text: string, style = 'margin:0 0 14px;line-height:1.5'): string {
  const paragraphs = normaliseText(text)
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '');
  return paragraphs.map((p) => `<p style="${style}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

export interface MailLayout {
  siteTitle: string;
  /** Absolute URL of the site logo, or null to show the site title instead. */
  logoUrl: string | null;
  header: string;
  /** A line of its own above the body (the recipient's name, an assessment's title). */
  lead?: string;
  body: string;
  /** Only links the server built (never taken from a request). */
  link?: { href: string; label: string };
}

/**
 * The one branded layout of every mail: logo (or the site title), header, optional lead line, body
 * with its line breaks, an optional button with the link spelled out under it, and the site title at
 * the foot. Every piece of text is escaped. The plain-text part carries the same words in the same order.
 */
export function renderMail(opts: MailLayout) {
  const title = escapeHtml(opts.siteTitle);
  const logo = opts.logoUrl
    ? `<img src="${escapeHtml(opts.logoUrl)}" alt="${title}" style="max-height:48px;max-width:240px;border:0"/>`
    : `<strong style="font-size:18px">${title}</strong>`;
  const lead = opts.lead ? textToHtml(opts.lead, 'margin:0 0 14px;font-weight:bold') : '';
  const button = opts.link
    ? `<p style="margin:20px 0 8px"><a href="${escapeHtml(opts.link.href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(opts.link.label)}</a></p><p style="font-size:12px;color:#555555;word-break:break-all">${escapeHtml(opts.link.href)}</p>`
    : '';
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.header)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;max-width:560px;margin:auto;padding:24px">` +
    `<div style="margin-bottom:16px">${logo}</div><h2>${escapeHtml(opts.header)}</h2>${lead}${textToHtml(opts.body)}${button}` +
    `<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0 12px"/><p style="font-size:12px;color:#777777">${title}</p></body></html>`;
  const blocks = [
    normaliseText(opts.header),
    opts.lead ? normaliseText(opts.lead) : '',
    normaliseText(opts.body),
    opts.link ? `${opts.link.label}: ${opts.link.href}` : '',
    opts.siteTitle,
  ];
  return { html, text: `${blocks.filter(Boolean).join('\n\n')}\n` };
}
