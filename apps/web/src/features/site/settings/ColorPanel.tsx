import {
  APP_BAR_PALETTE,
  BODY_PALETTE,
  colorSettingRequest,
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR,
  PRIMARY_PALETTE,
} from '@assessly/shared';
import { MenuRounded, PaletteOutlined } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { settingsApi } from '../api/settingsApi';
import { ColorField } from './ColorField';
import { FieldGrid, type PanelProps } from './panelLayout';
import { PrimaryContrast } from './PrimaryContrast';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

/** Text colour readable on a background (as MUI's getContrastText does for the real app bar). */
const textOn = (hex: string) => (getContrastRatio(hex, '#fff') >= 3 ? '#fff' : 'rgba(0,0,0,0.87)');

interface PreviewColors {
  appBarColor: string;
  headerColor: string;
  bodyColor: string;
  footerColor: string;
  primaryColor: string;
}

/** A small picture of the shell in the chosen colours; invalid entries show the stored colour. */
function ColorPreview({ colors, title }: { colors: PreviewColors; title: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      aria-label={t('siteSettings.preview')}
      role="img"
      data-testid="settings-color-preview"
      sx={{ overflow: 'hidden', borderRadius: 2, maxWidth: 420 }}
    >
      <Box
        sx={{
          bgcolor: colors.appBarColor,
          color: textOn(colors.appBarColor),
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
        }}
        data-testid="settings-color-preview-appbar"
      >
        <MenuRounded fontSize="small" />
        <Typography variant="subtitle2" component="span" noWrap sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', minHeight: 120 }}>
        <Box sx={{ width: 72, bgcolor: colors.headerColor, borderRight: 1, borderColor: 'divider', p: 1 }}>
          {[0, 1, 2].map((i) => (
            <Box key={i} sx={{ height: 8, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.12)', mb: 1 }} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, bgcolor: colors.bodyColor, p: 1.5 }} data-testid="settings-color-preview-body">
          <Box sx={{ bgcolor: '#fff', borderRadius: 1, p: 1, border: 1, borderColor: 'divider' }}>
            <Typography variant="caption" sx={{ color: 'rgba(0,0,0,0.7)' }}>
              {t('siteSettings.previewBody')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
              <Box
                component="span"
                data-testid="settings-color-preview-button"
                sx={{
                  bgcolor: colors.primaryColor,
                  color: '#fff',
                  borderRadius: 1.5,
                  px: 1.5,
                  py: 0.5,
                  fontSize: 13,
                  fontWeight: 600,
                }}
              >
                {t('siteSettingsLook.previewButton')}
              </Box>
              <Box
                component="span"
                sx={{ color: colors.primaryColor, fontSize: 13, fontWeight: 600, textDecoration: 'underline' }}
              >
                {t('siteSettingsLook.previewLink')}
              </Box>
            </Box>
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          bgcolor: colors.footerColor,
          color: textOn(colors.footerColor),
          borderTop: 1,
          borderColor: 'divider',
          textAlign: 'center',
          py: 0.5,
        }}
      >
        <Typography variant="caption">{t('siteSettings.previewFooter')}</Typography>
      </Box>
    </Paper>
  );
}

/**
 * Colour: app bar, primary (issue 20) and body from palettes or custom, footer and header custom, with a
 * live preview and the primary colour's contrast with white text and with the body and header colours.
 */
export function ColorPanel({ settings, ...toggle }: PanelProps) {
  const { t } = useTranslation();
  const { form, panel } = usePanelForm({
    schema: colorSettingRequest,
    defaults: {
      appBarColor: settings.appBarColor,
      footerColor: settings.footerColor,
      bodyColor: settings.bodyColor,
      headerColor: settings.headerColor,
      // A server from before the setting answers none: the theme's blue is what the site shows.
      primaryColor: settings.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    },
    save: settingsApi.updateColor,
  });
  const watched = form.watch();
  const pick = (key: keyof PreviewColors) => {
    const value = String(watched[key] ?? '');
    return HEX_COLOR.test(value) ? value : (settings[key] ?? DEFAULT_PRIMARY_COLOR);
  };
  const colors = {
    appBarColor: pick('appBarColor'),
    headerColor: pick('headerColor'),
    bodyColor: pick('bodyColor'),
    footerColor: pick('footerColor'),
    primaryColor: pick('primaryColor'),
  };

  return (
    <SettingsPanel id="color" icon={<PaletteOutlined />} {...toggle} {...panel}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <FieldGrid>
          <ColorField
            control={form.control}
            name="appBarColor"
            label={t('siteSettings.appBarColor')}
            palette={APP_BAR_PALETTE}
          />
          <ColorField
            control={form.control}
            name="primaryColor"
            label={t('siteSettingsLook.primaryColor')}
            hint={t('siteSettingsLook.primaryColorHint')}
            palette={PRIMARY_PALETTE}
          />
          <ColorField
            control={form.control}
            name="bodyColor"
            label={t('siteSettings.bodyColor')}
            palette={BODY_PALETTE}
          />
          <ColorField control={form.control} name="headerColor" label={t('siteSettings.headerColor')} />
          <ColorField control={form.control} name="footerColor" label={t('siteSettings.footerColor')} />
        </FieldGrid>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('siteSettings.preview')}
          </Typography>
          <ColorPreview colors={colors} title={settings.siteTitle} />
          <Box sx={{ mt: 2.5 }}>
            <PrimaryContrast
              primary={String(watched.primaryColor ?? '')}
              bodyColor={colors.bodyColor}
              headerColor={colors.headerColor}
            />
          </Box>
        </Box>
      </Box>
    </SettingsPanel>
  );
}
