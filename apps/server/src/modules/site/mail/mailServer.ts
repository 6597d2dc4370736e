import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import type { Config } from '../../../config.js';
import type { MailServer } from '../../../mail/mailer.js';
import { emailSettingsComplete, loadSettings, type SettingsRow } from '../settings/settingsRepository.js';

/**
 * SMTP from the Email settings panel (spec 000 §3), or from SMTP_* variables when the panel is empty.
 * Null means 'Email settings not done yet'.
 */
export function mailServerOf(settings: SettingsRow, config: Config): MailServer | null {
  const senderName = settings.siteTitle;
  if (emailSettingsComplete(settings)) {
    return {
      host: settings.host!,
      port: settings.port,
      user: settings.defaultEmail!,
      pass: settings.smtpPassword!,
      from: settings.defaultEmail!,
      senderName,
    };
  }
  if (config.SMTP_HOST && config.SMTP_PORT && config.SMTP_USER) {
    return {
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      pass: config.SMTP_PASSWORD ?? '',
      from: config.SMTP_USER,
      senderName,
    };
  }
  return null;
}

/** Whether mail can be sent at all; requests that mail check this first and refuse with emailSettingsNotDoneYet. */
export const emailSettingsReady = (settings: SettingsRow, config: Config): boolean =>
  mailServerOf(settings, config) !== null;

/** Where the mail server comes from (the Mail log says it): the Email settings panel, the SMTP_* variables, or nowhere. */
export function mailSource(settings: SettingsRow, config: Config): 'panel' | 'environment' | null {
  if (emailSettingsComplete(settings)) return 'panel';
  return mailServerOf(settings, config) ? 'environment' : null;
}

/** The mail server of this moment, read from the settings now (the outbox worker asks at each run). */
export async function currentMailServer(app: FastifyInstance): Promise<MailServer | null> {
  return mailServerOf(await loadSettings(app.db), app.config);
}

/** Whether the site can send mail now (the start banner says so). */
export async function mailIsReady(db: DB, config: Config): Promise<boolean> {
  return emailSettingsReady(await loadSettings(db), config);
}
