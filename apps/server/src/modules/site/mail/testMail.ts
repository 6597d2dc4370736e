import type { Locale } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../errors/AppError.js';
import { renderMail, sendMail, type OutgoingMail } from '../../../mail/mailer.js';
import { recordDirectMail } from '../../../mail/outbox.js';
import { mailServerOf } from './mailServer.js';
import { siteLogoUrl } from './siteMail.js';
import { describeMailFailure, failureText, mailFailureError } from '../../../mail/smtpErrors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { requireEmailSettings } from './mailService.js';
import { loadSettings } from '../settings/settingsRepository.js';

/**
 * The Email panel's "Send a test mail" (issue 20): one mail sent at once, not through the outbox, with
 * the saved settings (or the SMTP_* variables they fall back to), so that the admin learns right away
 * whether mail works and, if not, the mail server's reason in their language. The mail is written to
 * the Mail log like every other. The demo admin may not send it: with its public password anyone could
 * mail any address through the site.
 */
export async function sendTestMail(
  app: FastifyInstance,
  user: AuthUser,
  toEmail: string | undefined,
  locale: Locale,
): Promise<string> {
  if (user.isDemo) refuse('demoOperationNotAllowed');
  const settings = await loadSettings(app.db);
  requireEmailSettings(app, settings);
  const texts = translations[locale].mailLog;
  const site = (text: string) => text.split('{{site}}').join(settings.siteTitle);
  const mail: OutgoingMail = {
    to: toEmail || user.email,
    subject: site(texts.testMailSubject).replace(/[\r\n]+/g, ' '),
    ...renderMail({
      siteTitle: settings.siteTitle,
      logoUrl: siteLogoUrl(app, settings),
      header: texts.testMailHeader,
      body: site(texts.testMailBody),
    }),
  };
  try {
    await sendMail(mailServerOf(settings, app.config), app.config, mail);
  } catch (error) {
    const failure = describeMailFailure(error);
    await recordDirectMail(app.db, mail, { sent: false, error: failureText(failure) });
    throw mailFailureError(failure);
  }
  await recordDirectMail(app.db, mail, { sent: true });
  return mail.to;
}
