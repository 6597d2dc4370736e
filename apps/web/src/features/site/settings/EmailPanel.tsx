import { emailSettingRequest, type EmailSettingValues } from '@assessly/shared';
import { CheckCircleOutlined, MailOutlined, WarningAmberOutlined } from '@mui/icons-material';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RhfTextField } from '../../../components/FormFields';
import { useApiMutation } from '../../../components/useApiMutation';
import { session } from '../../../session/session';
import { settingsApi, settingsKeys } from '../api/settingsApi';
import { TestMailBox } from '../mail/TestMailBox';
import { FieldGrid, Wide, type PanelProps } from './panelLayout';
import { SecretField } from './SecretField';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

const clearPassword = (values: EmailSettingValues): EmailSettingValues => ({ ...values, password: '' });

/**
 * Opens the panel and brings it into view when the address asks for it (`?panel=email`): every "Email
 * settings not done yet" an admin sees links here (components/noMailServer.ts).
 */
function useOpenWhenAsked(onToggle: (expanded: boolean) => void) {
  const [params] = useSearchParams();
  const asked = params.get('panel') === 'email';
  // The page passes a new onToggle at each render; the effect runs once, with the latest.
  const toggle = useRef(onToggle);
  toggle.current = onToggle;
  useEffect(() => {
    if (!asked) return;
    toggle.current(true);
    // After the panel has opened (its transition) and the panels above have laid out.
    const timer = window.setTimeout(() => {
      const summary = document.getElementById('settings-email-header');
      if (!summary) return;
      summary.focus({ preventScroll: true });
      // Clear of the app bar, which stays on top of the page.
      summary.style.scrollMarginTop = '80px';
      summary.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }, 400);
    return () => window.clearTimeout(timer);
  }, [asked]);
}

/**
 * Email: the SMTP sender, password (write-only), host and port (empty is sent as 0), whether the
 * settings are complete, the site address mailed links open (UpdateClientUrl), and a test mail sent with
 * the saved settings (issue 20). The demo admin sees it read-only: the server refuses it
 * (demoOperationNotAllowed).
 */
export function EmailPanel({ settings, locked, ...toggle }: PanelProps & { locked: boolean }) {
  const { t } = useTranslation();
  const { form, panel } = usePanelForm({
    schema: emailSettingRequest,
    defaults: {
      defaultEmail: settings.defaultEmail ?? '',
      password: '',
      host: settings.host ?? '',
      port: settings.port ? String(settings.port) : '',
    },
    save: settingsApi.updateEmail,
    afterSave: clearPassword,
  });
  const origin = window.location.origin;
  const clientUrl = useApiMutation({
    mutationFn: () => settingsApi.updateClientUrl(origin),
    invalidate: [settingsKeys.admin],
  });
  const { control } = form;
  const complete = settings.hasEmailSettings;
  useOpenWhenAsked(toggle.onToggle);

  return (
    <SettingsPanel
      id="email"
      icon={<MailOutlined />}
      {...toggle}
      {...panel}
      lockedMessage={locked ? t('siteSettings.demoLocked') : undefined}
    >
      <Alert
        severity={complete ? 'success' : 'warning'}
        icon={complete ? <CheckCircleOutlined /> : <WarningAmberOutlined />}
        sx={{ mb: 2 }}
        data-testid="settings-email-status"
      >
        {complete ? t('siteSettings.emailComplete') : t('siteSettings.emailNotDone')}
      </Alert>
      <FieldGrid>
        <RhfTextField
          control={control}
          name="defaultEmail"
          label={t('siteSettings.defaultEmail')}
          testId="settings-defaultEmail"
          type="email"
          required
          disabled={locked}
        />
        <RhfTextField
          control={control}
          name="host"
          label={t('siteSettings.host')}
          testId="settings-host"
          required
          disabled={locked}
          inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
        />
        <SecretField
          control={control}
          name="password"
          label={t('siteSettings.smtpPassword')}
          testId="settings-smtpPassword"
          isSet={settings.hasSmtpPassword}
          setText={t('siteSettings.passwordSet')}
          notSetText={t('siteSettings.passwordNotSet')}
          hint={locked ? undefined : t('siteSettings.passwordHint')}
          disabled={locked}
        />
        <RhfTextField
          control={control}
          name="port"
          label={t('siteSettings.port')}
          hint={locked ? undefined : t('siteSettings.portHint')}
          testId="settings-port"
          disabled={locked}
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
        />
        <Wide>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="body2" sx={{ mr: 'auto', overflowWrap: 'anywhere' }} data-testid="settings-clientUrl">
              {t('siteSettings.clientUrl')}: <strong>{settings.clientUrl ?? t('siteSettings.clientUrlNotSet')}</strong>
            </Typography>
            {settings.clientUrl !== origin && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => clientUrl.mutate()}
                disabled={locked || clientUrl.isPending}
                data-testid="settings-clientUrl-use"
              >
                {t('siteSettings.useThisAddress', { origin })}
              </Button>
            )}
          </Box>
        </Wide>
      </FieldGrid>
      <TestMailBox ownEmail={session.user()?.email ?? ''} locked={locked} unsaved={panel.dirty} />
    </SettingsPanel>
  );
}
