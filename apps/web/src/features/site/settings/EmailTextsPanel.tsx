import { EMAIL_TEXT_FIELDS, emailTextSettingRequest, type EmailTextField } from '@assessly/shared';
import { ForwardToInboxOutlined, InfoOutlined } from '@mui/icons-material';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AiTextField } from '../../ai';
import { settingsApi } from '../api/settingsApi';
import { FieldGrid, type PanelProps } from './panelLayout';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

const MAILS = ['forgetPasswordEmail', 'welcomeEmail', 'invitationEmail'] as const;
const PARTS = ['Subject', 'Header', 'Body'] as const;

type Values = Record<EmailTextField, string>;

/**
 * Email texts (each with the AI help icon): subject, header and body of the forgot-password, welcome and
 * invitation mails; the result mail's header (its subject and body are written when results are sent,
 * so they are only described).
 */
export function EmailTextsPanel({ settings, ...toggle }: PanelProps) {
  const { t } = useTranslation();
  const { form, panel } = usePanelForm({
    schema: emailTextSettingRequest,
    defaults: Object.fromEntries(EMAIL_TEXT_FIELDS.map((f) => [f, settings.emailTexts[f] ?? ''])) as Values,
    save: settingsApi.updateEmailTexts,
  });
  const control = form.control as unknown as Control<Values, any, any>;

  return (
    <SettingsPanel id="emailTexts" icon={<ForwardToInboxOutlined />} {...toggle} {...panel}>
      <FieldGrid>
        {MAILS.map((mail) => (
          <Paper key={mail} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
              {t(`siteSettings.${mail}`)}
            </Typography>
            <Stack spacing={1.5}>
              {PARTS.map((part) => (
                <AiTextField
                  key={part}
                  control={control}
                  name={`${mail}${part}`}
                  label={t(`siteSettings.${part.toLowerCase()}`)}
                  testId={`settings-${mail}${part}`}
                  aiLabel={`${t(`siteSettings.${mail}`)}: ${t(`siteSettings.${part.toLowerCase()}`)}`}
                  required
                  multiline={part === 'Body'}
                  minRows={part === 'Body' ? 3 : undefined}
                />
              ))}
            </Stack>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('siteSettings.reportEmail')}
          </Typography>
          <AiTextField
            control={control}
            name="reportEmailHeader"
            label={t('siteSettings.header')}
            testId="settings-reportEmailHeader"
            aiLabel={`${t('siteSettings.reportEmail')}: ${t('siteSettings.header')}`}
            required
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, color: 'text.secondary' }} data-testid="settings-report-fixed">
            <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
            <Typography variant="body2">{t('siteSettings.reportEmailFixed')}</Typography>
          </Box>
        </Paper>
      </FieldGrid>
    </SettingsPanel>
  );
}
