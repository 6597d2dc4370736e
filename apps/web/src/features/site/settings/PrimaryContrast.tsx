import {
  formatContrastRatio,
  LOCALE_TAG,
  primaryColorChecks,
  type Locale,
  type PrimaryColorUse,
} from '@assessly/shared';
import { CheckCircleOutlined, ErrorOutlined } from '@mui/icons-material';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const USE_LABEL: Record<PrimaryColorUse, 'contrastWhiteText' | 'contrastBody' | 'contrastHeader'> = {
  whiteText: 'contrastWhiteText',
  body: 'contrastBody',
  header: 'contrastHeader',
};

interface Props {
  primary: string;
  bodyColor: string;
  headerColor: string;
}

/**
 * The primary colour's contrast with everything it meets (the shared WCAG rule), as the admin picks it:
 * each pair with its ratio and Readable / Too low. White text below 4.5:1 is refused on save (the field
 * says why); a low ratio on the body or header colour is a warning, since the admin may still change those.
 * Test ids: `primary-contrast`, `primary-contrast-<use>` (data-passes), `primary-contrast-warning`.
 */
export function PrimaryContrast({ primary, bodyColor, headerColor }: Props) {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_TAG[i18n.language as Locale] ?? 'en';
  const checks = primaryColorChecks(primary, { bodyColor, headerColor });
  if (checks.length === 0) return null;
  const backgroundLow = checks.some((check) => check.use !== 'whiteText' && !check.passes);
  const whiteTextOk = checks.find((check) => check.use === 'whiteText')?.passes ?? true;
  return (
    <Box data-testid="primary-contrast" aria-live="polite">
      <Typography variant="subtitle2" component="h3">
        {t('siteSettingsLook.contrastHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('siteSettingsLook.contrastIntro')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {checks.map((check) => (
          <Box
            component="li"
            key={check.use}
            data-testid={`primary-contrast-${check.use}`}
            data-passes={check.passes}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {check.passes ? (
              <CheckCircleOutlined fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
            ) : (
              <ErrorOutlined fontSize="small" color="error" aria-hidden />
            )}
            <Box
              aria-hidden
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                minWidth: 36,
                height: 22,
                px: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: check.use === 'whiteText' ? primary : check.against,
                color: check.use === 'whiteText' ? '#FFFFFF' : primary,
                fontSize: 12,
                fontWeight: 700,
              }}
            >
              Aa
            </Box>
            <Typography variant="body2" component="span" sx={{ flex: '1 1 160px' }}>
              {t(`siteSettingsLook.${USE_LABEL[check.use]}`)}
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {t('siteSettingsLook.contrastRatio', { ratio: formatContrastRatio(check.ratio, tag) })}
              {' · '}
              <Box component="span" sx={{ color: check.passes ? 'success.dark' : 'error.main' }}>
                {check.passes ? t('siteSettingsLook.contrastOk') : t('siteSettingsLook.contrastLow')}
              </Box>
            </Typography>
          </Box>
        ))}
      </Stack>
      {whiteTextOk && backgroundLow && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="primary-contrast-warning">
          {t('siteSettingsLook.contrastBackgroundWarning')}
        </Alert>
      )}
    </Box>
  );
}
