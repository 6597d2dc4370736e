import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/AppError.js';
import { renderMail, sendMail, smtpOptions } from '../../mail/mailer.js';
import { issueResetToken } from '../User/passwordResetRepository.js';
import { findUserByEmail } from '../User/userRepository.js';
import { loadSettings, type SettingsRow } from './settingsRepository.js';

const emailTexts = (s: SettingsRow) => JSON.parse(s.emailTextsJson) as Record<string, string>;

/** Absolute links use the configured public URL, never a URL from the request body (no phishing links). */
export const siteUrl = (app: FastifyInstance, s: SettingsRow) =>
  (s.clientUrl || app.config.publicUrl).replace(/\/$/, '');
const logoUrl = (app: FastifyInstance, s: SettingsRow) => (s.logoPath ? `${siteUrl(app, s)}${s.logoPath}` : null);

/** Forgot password: a single-use link valid for one hour; no password is ever mailed. */
export async function sendPasswordResetMail(app: FastifyInstance, toEmail: string) {
  const user = await findUserByEmail(app.db, toEmail);
  if (!user) throw new AppError('noUserForEmail');
  if (user.isDemo) throw new AppError('demoOperationNotAllowed');
  const settings = await loadSettings(app.db);
  if (!smtpOptions(settings, app.config)) throw new AppError('emailSettingsNotDoneYet');
  const token = await issueResetToken(app.db, user.userId);
  const texts = emailTexts(settings);
  const link = `${siteUrl(app, settings)}/resetPassword?token=${encodeURIComponent(token)}`;
  const body = renderMail({
    siteTitle: settings.siteTitle,
    logoUrl: logoUrl(app, settings),
    header: texts.forgetPasswordEmailHeader ?? 'Password reset',
    body: texts.forgetPasswordEmailBody ?? '',
    link: { href: link, label: texts.forgetPasswordEmailSubject ?? 'Reset password' },
  });
  await sendMail(settings, app.config, {
    to: user.email,
    subject: texts.forgetPasswordEmailSubject ?? 'Reset password',
    ...body,
  });
}

export async function sendWelcomeMail(app: FastifyInstance, to: { email: string; fullName: string }) {
  const settings = await loadSettings(app.db);
  if (!settings.allowWelcomeEmail || !smtpOptions(settings, app.config)) return;
  const texts = emailTexts(settings);
  const body = renderMail({
    siteTitle: settings.siteTitle,
    logoUrl: logoUrl(app, settings),
    header: `${texts.welcomeEmailHeader ?? 'Welcome'} ${to.fullName}`,
    body: texts.welcomeEmailBody ?? '',
    link: { href: `${siteUrl(app, settings)}/signIn`, label: settings.siteTitle },
  });
  await sendMail(settings, app.config, { to: to.email, subject: texts.welcomeEmailSubject ?? 'Welcome', ...body });
}
