import { LOCALE_TAG } from '@assessly/shared';
import { storedLocale } from '../i18n';

/** A date-time in the user's language and time zone, e.g. "5 May 2025, 09:30"; the raw text if unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALE_TAG[storedLocale()], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
