import { DEFAULT_LOCALE, LOCALES, LOCALE_TAG, TEXT_TRANSLATION_LOCALES, type Locale } from '@assessly/shared';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_NAMES } from '../../../components/LanguageMenu';

/** The default language's name in the tab ("English (default)"), the others in their own script. */
function useLanguageName() {
  const { t } = useTranslation();
  return (locale: Locale) =>
    locale === DEFAULT_LOCALE
      ? t('siteSettingsLook.defaultLanguage', { language: NATIVE_NAMES[locale] })
      : NATIVE_NAMES[locale];
}

/** The per-language texts a form holds, as the panels' defaults: locale → field → stored text or ''. */
export function translationDefaults<F extends string>(
  stored: Record<string, Record<string, string>> | undefined,
  fields: readonly F[],
): Record<string, Record<F, string>> {
  return Object.fromEntries(
    TEXT_TRANSLATION_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, stored?.[locale]?.[field] ?? ''])) as Record<F, string>,
    ]),
  );
}

/** A long English text shortened for a hint under its translation. */
export const shortText = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface Props {
  id: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Languages whose fields hold an error: their tab is marked, the error may be out of sight. */
  withErrors: Locale[];
  children: ReactNode;
}

/**
 * Which language the texts of a panel are edited in (issue 20): English, the default, and the other four,
 * whose empty texts show the English ones. Test ids: `${id}-language-<locale>`, `${id}-language-panel`.
 */
export function TextLanguageTabs({ id, value, onChange, withErrors, children }: Props) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  return (
    <Box>
      <Typography id={`${id}-language-label`} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('siteSettingsLook.textsLanguage')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('siteSettingsLook.textsLanguageHint')}
      </Typography>
      <Tabs
        value={value}
        onChange={(_, next: Locale) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-labelledby={`${id}-language-label`}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            lang={LOCALE_TAG[locale]}
            id={`${id}-language-tab-${locale}`}
            aria-controls={`${id}-language-panel`}
            data-testid={`${id}-language-${locale}`}
            label={
              <Box component="span" sx={{ color: withErrors.includes(locale) ? 'error.main' : undefined }}>
                {languageName(locale)}
                {withErrors.includes(locale) ? ' ⚠' : ''}
              </Box>
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-language-panel`}
        aria-labelledby={`${id}-language-tab-${value}`}
        data-testid={`${id}-language-panel`}
      >
        {children}
      </Box>
    </Box>
  );
}
