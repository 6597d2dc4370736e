import { isAdminRole } from '@assessly/shared';
import { session } from '../session/session';

/** Site settings with the Email panel opened and in view (EmailPanel reads `panel=email`). */
export const EMAIL_SETTINGS_PATH = '/settings/appSettings?panel=email';

/** The messages that mean "no mail server yet": an admin seeing one gets a link to the Email panel. */
const NO_MAIL_SERVER = new Set(['emailSettingsNotDoneYet', 'emailSettingsNotDone']);

/** Whether a notice with this message key should carry the link (only admins can act on it). */
export function wantsEmailSettingsLink(key: string): boolean {
  const bare = key.replace(/^messages\./, '');
  const user = session.user();
  return NO_MAIL_SERVER.has(bare) && Boolean(user && isAdminRole(user.userRoleId));
}
