// Constants every domain uses: the languages, the web app's layout and timing, upload limits.

export const LOCALES = ['en', 'es', 'it', 'in', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** BCP 47 tags for the html lang attribute and Intl; the spec's 'in' means Hindi. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', es: 'es', it: 'it', in: 'hi', bn: 'bn' };

export const UI = {
  fullscreenMinWidth: 960,
  lockMinWidth: 960,
  pdfMinWidth: 960,
  landingDrawerMaxWidth: 850,
  shortMessageMs: 3000,
  longMessageMs: 12000,
  pageSize: 10,
  studentResultsPageSize: 5,
  progressInitial: 0.1,
  progressCompleteDelayMs: 500,
  noInternetRecheckMs: 30000,
  lockOverlayOpacity: 0.95,
  chunkLoadTimeoutMs: 120000,
} as const;

/** Uploads: question images and CSV files. */
export const UPLOAD_LIMITS = { imageBytes: 5 * 1024 * 1024, importBytes: 10 * 1024 * 1024 } as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
