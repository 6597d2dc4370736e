import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, LOCALE_TAG, type Locale } from '@assessly/shared';
import type { Translation } from '@assessly/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EXAM_SCREEN_PATH } from './tableScope';

type Table = Partial<Translation>;
type TableLoader = () => Promise<{ default: Table }>;

/**
 * One chunk per language (issue 9: the exam screen's JavaScript): a page fetches only the table of the
 * language it shows. The build turns each of these modules into its table's data alone.
 */
const TABLES: Record<Locale, TableLoader> = {
  en: () => import('@assessly/shared/i18n/en'),
  es: () => import('@assessly/shared/i18n/es'),
  it: () => import('@assessly/shared/i18n/it'),
  in: () => import('@assessly/shared/i18n/in'),
  bn: () => import('@assessly/shared/i18n/bn'),
};

/** The exam screen's namespaces only (tableScope.ts), for a cold load of that screen. */
const EXAM_TABLES: Record<Locale, TableLoader> = {
  en: () => import('@assessly/shared/i18n/en?exam'),
  es: () => import('@assessly/shared/i18n/es?exam'),
  it: () => import('@assessly/shared/i18n/it?exam'),
  in: () => import('@assessly/shared/i18n/in?exam'),
  bn: () => import('@assessly/shared/i18n/bn?exam'),
};

export function storedLocale(): Locale {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

const fetched = new Map<Locale, Promise<Table>>();
/** Languages whose whole table i18next holds. */
const whole = new Set<Locale>();

function wholeTable(locale: Locale): Promise<Table> {
  let loading = fetched.get(locale);
  if (!loading) {
    loading = TABLES[locale]().then((module) => module.default);
    // A failed fetch (offline) is tried again by the next screen that needs the table.
    loading.catch(() => fetched.delete(locale));
    fetched.set(locale, loading);
  }
  return loading;
}

/** Adds a language's whole table to i18next, once; every screen but the exam waits for it (lazyPage). */
export async function loadLocale(locale: Locale = storedLocale()): Promise<void> {
  if (whole.has(locale)) return;
  const table = await wholeTable(locale);
  i18next.addResourceBundle(locale, 'translation', table, true, true);
  whole.add(locale);
  loadFallbackLater(locale);
}

/**
 * English is only the fallback for a key that a table lacks (the shared completeness test forbids
 * that), so it follows a whole table rather than holding up a screen, and the exam screen's cut never
 * waits for it: a key outside the cut fetches the whole table of the language (missingKeyHandler).
 */
function loadFallbackLater(locale: Locale) {
  if (locale !== 'en') window.setTimeout(() => void loadLocale('en').catch(() => undefined), 0);
}

/**
 * Spec 000 §4: a language change is stored locally and reloads the page. The new table is fetched
 * first, so that the reload finds it in the browser's cache and a failed fetch leaves the page as it was.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    await TABLES[locale]();
  } catch {
    return; // offline: the page stays in its language rather than reloading into one it cannot show
  }
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  window.location.reload();
}

const locale = storedLocale();
const examScreen = window.location.pathname === EXAM_SCREEN_PATH;
document.documentElement.lang = LOCALE_TAG[locale];

/** The table the first screen needs; should it fail to load, the page still works (showing keys). */
async function firstTable(): Promise<Table> {
  try {
    return examScreen ? (await EXAM_TABLES[locale]()).default : await wholeTable(locale);
  } catch (error) {
    console.error('the language table did not load', error);
    return {};
  }
}

// Top-level await: nothing renders (main.tsx imports this module first) before the table is there, so
// no screen shows raw keys while its language loads.
const first = await firstTable();
await i18next.use(initReactI18next).init({
  lng: locale,
  fallbackLng: 'en',
  resources: { [locale]: { translation: first } },
  interpolation: { escapeValue: false },
  // Keys like 'Examine & Reports' contain no separators we use, but menu titles may contain dots.
  keySeparator: '.',
  nsSeparator: false,
  returnNull: false,
  // The exam screen starts with a cut of the table (tableScope.ts): a key outside it, say an unexpected
  // refusal's message, fetches the whole table, and the screen renders again once it is added.
  saveMissing: true,
  missingKeyHandler: () => void loadLocale().catch(() => undefined),
  react: { bindI18nStore: 'added' },
});
if (!examScreen && Object.keys(first).length > 0) {
  whole.add(locale);
  loadFallbackLater(locale);
}

export default i18next;
