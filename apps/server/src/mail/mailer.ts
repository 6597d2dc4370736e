import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { AppError } from '../errors/AppError.js';
import { emailSettingsComplete, type SettingsRow } from '../modules/Settings/settingsRepository.js';
import { describeMailFailure, mailFailureError } from './smtpErrors.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * SMTP from the Email settings panel (spec 000 §3), or from SMTP_* variables when the panel is empty.
 * Null means 'Email settings not done yet'.
 */
export function smtpOptions(settings: SettingsRow, config: Config) {
  if (emailSettingsComplete(settings)) {
    return {
      host: settings.host!,
      port: settings.port,
      user: settings.defaultEmail!,
      pass: settings.smtpPassword!,
      from: settings.defaultEmail!,
    };
  }
  if (config.SMTP_HOST && config.SMTP_PORT && config.SMTP_USER) {
    return {
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      pass: config.SMTP_PASSWORD ?? '',
      from: config.SMTP_USER,
    };
  }
  return null;
}

/** Whether mail can be sent at all; requests that mail check this first and refuse with emailSettingsNotDoneYet. */
export const emailSettingsReady = (settings: SettingsRow, config: Config): boolean =>
  smtpOptions(settings, config) !== null;

/** Where the mail server comes from (the Mail log says it): the Email settings panel, the SMTP_* variables, or nowhere. */
export function mailSource(settings: SettingsRow, config: Config): 'panel' | 'environment' | null {
  if (emailSettingsComplete(settings)) return 'panel';
  return smtpOptions(settings, config) ? 'environment' : null;
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
export function openMailSender(settings: SettingsRow, config: Config, connections = 1): MailSender {
  const smtp = smtpOptions(settings, config);
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
  const from = `"${settings.siteTitle.replace(/["\r\n]/g, '')}" <${smtp.from}>`;
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
export async function sendMail(settings: SettingsRow, config: Config, mail: OutgoingMail): Promise<void> {
  const sender = openMailSender(settings, config);
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
