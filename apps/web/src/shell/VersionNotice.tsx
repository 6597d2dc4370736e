import { needsVersionRefresh } from '@assessly/shared';
import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const APP_VERSION_KEY = 'appVersion';

/**
 * Spec 000 §4: when the stored app version differs from the settings version a persistent notice
 * offers Refresh, which stores the new version and reloads the site root. A first visit stores it silently.
 */
export function VersionNotice({ version }: { version: string | undefined }) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!version) return;
    const stored = localStorage.getItem(APP_VERSION_KEY);
    if (stored === null) localStorage.setItem(APP_VERSION_KEY, version);
    else setShow(needsVersionRefresh(stored, version));
  }, [version]);

  if (!show || !version) return null;
  const refresh = () => {
    localStorage.setItem(APP_VERSION_KEY, version);
    window.location.assign('/');
  };
  return (
    <Alert
      severity="info"
      data-testid="version-notice"
      role="status"
      sx={{ boxShadow: 6, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={refresh}>
          {t('common.refresh')}
        </Button>
      }
    >
      {t('common.newVersion')}
    </Alert>
  );
}
