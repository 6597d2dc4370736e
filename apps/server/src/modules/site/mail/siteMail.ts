import { EMAIL_TEXT_FIELDS, type EmailTextField } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EMAIL_TEXTS } from '../../../db/seedDefaults.js';
import type { SettingsRow } from '../settings/settingsRepository.js';
import { renderMail, type OutgoingMail } from '../../../mail/mailer.js';

/**
 * Every mail of the site (welcome, invitation, report, forgot password) is built here from the Email
 * texts settings (spec 000 §3: subject, header, body; the report mail has a header only), with the
 * site's logo and title. Links and the logo URL are built from the site's public URL, never from a
 * request.
 */
export type EmailTexts = Record<EmailTextField, string>;

/** The Email texts of the settings; a field left empty (or never saved) falls back to its default. */
export function emailTexts(settings: Pick<SettingsRow, 'emailTextsJson'>): EmailTexts {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(settings.emailTextsJson) as Record<string, unknown>;
  } catch {
    // A damaged value must not stop mail: the defaults stand in.
  }
  const texts = { ...DEFAULT_EMAIL_TEXTS };
  for (const field of EMAIL_TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string' && value.trim() !== '') texts[field] = value;
  }
  return texts;
}

/** The site's public origin: the client URL of the settings, else PUBLIC_URL; no trailing slash. */
export const publicSiteUrl = (app: FastifyInstance, settings: Pick<SettingsRow, 'clientUrl'>): string =>
  (settings.clientUrl || app.config.publicUrl).replace(/\/+$/, '');

/** The logo as an absolute URL (mail clients cannot resolve relative ones), or null when none is set. */
export function siteLogoUrl(app: FastifyInstance, settings: Pick<SettingsRow, 'clientUrl' | 'logoPath'>) {
  const path = settings.logoPath?.trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicSiteUrl(app, settings)}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A mail kind whose subject, header and body all come from the Email texts. */
export type TextMailKind = 'forgetPassword' | 'welcome' | 'invitation';

export interface SiteMailInput {
  to: string;
  /** A line under the header: the recipient's name, the assessment's title. */
  lead?: string;
  /** A link the server built; its label defaults to the site title. */
  link?: { href: string; label?: string };
}

/** A welcome, invitation or forgot-password mail from the Email texts of the settings. */
export function siteMail(
  app: FastifyInstance,
  settings: SettingsRow,
  kind: TextMailKind,
  input: SiteMailInput,
): OutgoingMail {
  const texts = emailTexts(settings);
  const subject = texts[`${kind}EmailSubject` as const];
  return {
    to: input.to,
    subject: subject.replace(/[\r\n]+/g, ' '),
    ...renderMail({
      siteTitle: settings.siteTitle,
      logoUrl: siteLogoUrl(app, settings),
      header: texts[`${kind}EmailHeader` as const],
      lead: input.lead,
      body: texts[`${kind}EmailBody` as const],
      link: input.link ? { href: input.link.href, label: input.link.label ?? settings.siteTitle } : undefined,
    }),
  };
}

/** The report (result) mail: the admin's subject and body, the header of the Email texts. */
export function reportMail(
  app: FastifyInstance,
  settings: SettingsRow,
  input: { subject: string; body: string },
): Omit<OutgoingMail, 'to'> {
  return {
    subject: input.subject.replace(/[\r\n]+/g, ' '),
    ...renderMail({
      siteTitle: settings.siteTitle,
      logoUrl: siteLogoUrl(app, settings),
      header: emailTexts(settings).reportEmailHeader,
      body: input.body,
    }),
  };
}
