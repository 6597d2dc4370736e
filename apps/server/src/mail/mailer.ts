import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { AppError } from '../errors/AppError.js';
import { emailSettingsComplete, type SettingsRow } from '../modules/Settings/settingsRepository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * SMTP from the Email settings panel (spec 000 §3), or from SMTP_* variables when the panel is empty.
 * Incomplete settings give 'Email settings not done yet', never a crash.
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

export async function sendMail(settings: SettingsRow, config: Config, mail: OutgoingMail): Promise<void> {
  const smtp = smtpOptions(settings, config);
  if (!smtp) throw new AppError('emailSettingsNotDoneYet');
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: config.SMTP_SECURE ?? smtp.port === 465,
    auth: smtp.pass ? { user: smtp.user, pass: smtp.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({ from: `"${settings.siteTitle.replace(/"/g, '')}" <${smtp.from}>`, ...mail });
  } catch {
    throw new AppError('mailSendFailed');
  } finally {
    transport.close();
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain branded layout; every piece of text is escaped, links are only ones the server built. */
export function renderMail(opts: {
  siteTitle: string;
  logoUrl: string | null;
  header: string;
  body: string;
  link?: { href: string; label: string };
}) {
  const logo = opts.logoUrl
    ? `<img src="${escapeHtml(opts.logoUrl)}" alt="" style="max-height:48px"/>`
    : `<strong>${escapeHtml(opts.siteTitle)}</strong>`;
  const button = opts.link
    ? `<p><a href="${escapeHtml(opts.link.href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(opts.link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(opts.link.href)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px">${logo}<h2>${escapeHtml(opts.header)}</h2><p>${escapeHtml(opts.body)}</p>${button}<hr/><p style="font-size:12px;color:#777">${escapeHtml(opts.siteTitle)}</p></body></html>`;
  const text = `${opts.header}\n\n${opts.body}\n${opts.link ? `\n${opts.link.label}: ${opts.link.href}\n` : ''}\n${opts.siteTitle}`;
  return { html, text };
}
