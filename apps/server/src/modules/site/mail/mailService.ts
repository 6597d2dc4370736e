import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../errors/AppError.js';
import { emailSettingsReady } from './mailServer.js';
import { enqueueMail } from '../../../mail/outbox.js';
import { emailTexts, publicSiteUrl, siteMail } from './siteMail.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { issueResetToken } from '../../accounts/index.js';
import { findUserByEmail } from '../../accounts/index.js';
import { loadSettings, type SettingsRow } from '../settings/settingsRepository.js';

/**
 * The site's account mails (forgot password, welcome). Like every mail they go to the durable outbox
 * and the request answers at once: the outbox worker sends them with the SMTP settings of that moment
 * and retries through mail server outages, so no request ever waits for (or fails on) SMTP.
 */

/** Absolute links use the configured public URL, never a URL from the request body (no phishing links). */
export const siteUrl = publicSiteUrl;

/** 'Email settings not done yet', checked before anything else a mail request does. */
export function requireEmailSettings(app: FastifyInstance, settings: SettingsRow): void {
  if (!emailSettingsReady(settings, app.config)) refuse('emailSettingsNotDoneYet');
}

/**
 * Forgot password: a single-use link valid for one hour; no password is ever mailed. The queued mail
 * holds the link until it is sent: the outbox keeps a sent mail only with the link masked (outbox.ts),
 * and the token itself is stored only as a hash and stops working after an hour.
 * Without a mail server the visitor (a candidate, not the admin) is told that reset by mail is not
 * available here and to ask the site's administrator: the admin's "Email settings not done yet" would
 * mean nothing to them.
 */
export async function sendPasswordResetMail(app: FastifyInstance, toEmail: string): Promise<void> {
  const settings = await loadSettings(app.db);
  if (!emailSettingsReady(settings, app.config)) refuse('passwordResetMailUnavailable');
  const user = (await findUserByEmail(app.db, toEmail)) ?? refuse('noUserForEmail');
  if (user.isDemo) refuse('demoOperationNotAllowed');
  const token = await issueResetToken(app.db, user.userId);
  const href = `${siteUrl(app, settings)}/resetPassword?token=${encodeURIComponent(token)}`;
  // The button reads as the mail's subject ("Reset your password" by default).
  const label = emailTexts(settings).forgetPasswordEmailSubject;
  await enqueueMail(app.db, siteMail(app, settings, 'forgetPassword', { to: user.email, link: { href, label } }));
}

/** The welcome mail of one user: the Email texts, their name under the header, a link to sign in. */
const welcomeMail = (app: FastifyInstance, settings: SettingsRow, to: { email: string; fullName: string }) =>
  siteMail(app, settings, 'welcome', {
    to: to.email,
    lead: to.fullName.trim() || undefined,
    link: { href: `${siteUrl(app, settings)}/signIn` },
  });

/**
 * The welcome mail after registration (spec 000 §4): queued when allowWelcomeEmail is on and the e-mail
 * settings are complete, otherwise nothing. It never throws: a mail must not cost anyone their account.
 */
export async function sendWelcomeMail(app: FastifyInstance, to: { email: string; fullName: string }): Promise<void> {
  try {
    const settings = await loadSettings(app.db);
    if (!settings.allowWelcomeEmail || !emailSettingsReady(settings, app.config)) return;
    await enqueueMail(app.db, welcomeMail(app, settings, to));
  } catch (err) {
    app.log.warn({ err: String(err) }, 'welcome mail not queued');
  }
}

/**
 * SendWelcomeMail: an admin (re)sends the welcome mail to an existing user, e.g. one created by hand or
 * one whose first mail was lost in their spam folder. Only users' own addresses can be mailed, and the
 * demo admin (whose password is public) may not mail at all, so the call is no open relay. It is an
 * explicit admin action, so it does not depend on allowWelcomeEmail (which governs the automatic mail).
 */
export async function resendWelcomeMail(app: FastifyInstance, toEmail: string, sender: AuthUser): Promise<void> {
  if (sender.isDemo) refuse('demoOperationNotAllowed');
  const settings = await loadSettings(app.db);
  requireEmailSettings(app, settings);
  const user = (await findUserByEmail(app.db, toEmail)) ?? refuse('noUserForEmail');
  await enqueueMail(app.db, welcomeMail(app, settings, { email: user.email, fullName: user.fullName }));
}
