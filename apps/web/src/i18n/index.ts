import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, LOCALE_TAG, type Locale } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export function storedLocale(): Locale {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** Spec 000 §4: a language change is stored locally and reloads the page. */
export function changeLocale(locale: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  window.location.reload();
}

const locale = storedLocale();
document.documentElement.lang = LOCALE_TAG[locale];

void i18next.use(initReactI18next).init({
  lng: locale,
  fallbackLng: 'en',
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: translations[l] }])),
  interpolation: { escapeValue: false },
  // Keys like 'Examine & Reports' contain no separators we use, but menu titles may contain dots.
  keySeparator: '.',
  nsSeparator: false,
  returnNull: false,
});

export default i18next;
