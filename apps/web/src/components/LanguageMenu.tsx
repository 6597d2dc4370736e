import { LOCALE_TAG, LOCALES, type Locale } from '@assessly/shared';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLocale, storedLocale } from '../i18n';
import { TopBarMenu } from './TopBarMenu';

/** Each language in its own name and script; not translated on purpose. */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  in: 'हिन्दी',
  bn: 'বাংলা',
};

/** Language menu (spec 000 §4): the choice is stored locally and the page reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = storedLocale();
  return (
    <TopBarMenu label={t('shell.language')} icon={<TranslateIcon />} testId="language-button">
      {(close) =>
        LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={LOCALE_TAG[locale]}
            selected={locale === current}
            onClick={() => {
              close();
              if (locale !== current) void changeLocale(locale);
            }}
          >
            <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{NATIVE_NAMES[locale]}</ListItemText>
          </MenuItem>
        ))
      }
    </TopBarMenu>
  );
}
