import { LOCALE_TAG, type Locale } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../errors/errorHandler.js';
import type { TableRow } from './tableTypes.js';

/** What every export route shares: the labels in the caller's language (its entry is in the route table). */
export type Labels = (typeof translations)['en']['exportColumns'];
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** What every export shares: headings in the caller's language, the PDF's date line and page label. */
export function documentLabels(locale: Locale) {
  const labels = translations[locale].exportColumns;
  const date = new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  return {
    labels,
    subtitle: fill(labels.exportedOn, { date }),
    pageLabel: (page: number) => fill(labels.page, { page }),
  };
}

export async function* mapRows<T>(rows: AsyncIterable<T>, map: (row: T) => TableRow) {
  for await (const row of rows) yield map(row);
}

/** documentLabels for the language of the request. */
export const requestDocument = (request: FastifyRequest) => documentLabels(requestLocale(request));
