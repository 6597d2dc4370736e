import { LOCALE_TAG, LOCALES, type Locale } from '@assessly/shared';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, storedLocale } from '../i18n';

/** Each language in its own name and script; not translated on purpose. */
const NATIVE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', it: 'Italiano', in: 'हिन्दी', bn: 'বাংলা' };

/** Language menu (spec 000 §4): the choice is stored locally and the page reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = storedLocale();

  const choose = (locale: Locale) => {
    setAnchor(null);
    if (locale !== current) changeLocale(locale);
  };

  return (
    <>
      <Tooltip title={t('shell.language')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="language-button"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={LOCALE_TAG[locale]} selected={locale === current} onClick={() => choose(locale)}>
            <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{NATIVE_NAMES[locale]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
