import { UI } from '@assessly/shared';
import { Refresh, WifiOff } from '@mui/icons-material';
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { endpoints } from '../../api/endpoints';
import { SETTINGS_QUERY_KEY } from '../../lib/settings';
import { ErrorScreen } from './ErrorScreen';

/**
 * The server could not be reached. The site settings are re-checked every 30 s (and when the browser
 * reports it is online again, or on request); once they load, "You are back online." appears.
 */
export default function NoInternetPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(false);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const settings = await endpoints.siteSettings();
      if (!mounted.current) return;
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      setOnline(true);
    } catch {
      // Still offline: the next check comes with the interval.
    } finally {
      if (mounted.current) setChecking(false);
    }
  }, [queryClient]);

  useEffect(() => {
    mounted.current = true;
    if (online) return;
    const id = window.setInterval(() => void check(), UI.noInternetRecheckMs);
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', onOnline);
    };
  }, [online, check]);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  return (
    <ErrorScreen
      icon={WifiOff}
      tone="warning"
      title={t('errorPages.noInternetTitle')}
      text={t('errorPages.noInternetText')}
      action={online ? undefined : { to: '/signIn', label: t('errorPages.goSignIn') }}
    >
      <Box sx={{ mb: 3, minHeight: 48, display: 'flex', alignItems: 'center' }} aria-live="polite">
        {online ? (
          <Alert
            severity="success"
            variant="outlined"
            data-testid="back-online"
            action={
              <Button
                component={RouterLink}
                to="/signIn"
                color="inherit"
                size="small"
                data-testid="back-online-continue"
              >
                {t('common.continue')}
              </Button>
            }
          >
            {t('common.backOnline')}
          </Alert>
        ) : (
          <Button
            variant="text"
            onClick={() => void check()}
            loading={checking}
            loadingPosition="start"
            startIcon={<Refresh />}
          >
            {checking ? t('errorPages.checking') : t('errorPages.checkNow')}
          </Button>
        )}
      </Box>
    </ErrorScreen>
  );
}
