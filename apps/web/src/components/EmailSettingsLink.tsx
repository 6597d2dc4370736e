import { OpenInNew } from '@mui/icons-material';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EMAIL_SETTINGS_PATH } from './noMailServer';

/**
 * "Open the Email settings", beside an "Email settings not done yet" an admin sees (a notice, a field's
 * message). It opens in a new tab: the message often comes from a dialog whose typed contents a navigation
 * would lose, and the admin comes back to it once the settings are saved.
 */
export function EmailSettingsLink({ inheritColor = false }: { inheritColor?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      href={EMAIL_SETTINGS_PATH}
      target="_blank"
      rel="noopener"
      color={inheritColor ? 'inherit' : 'primary'}
      aria-label={t('mailLog.openEmailSettingsNewTab')}
      data-testid="email-settings-link"
      sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {t('mailLog.openEmailSettings')}
      <OpenInNew aria-hidden sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }} />
    </Link>
  );
}
