// Readers of the certificates' browser tests (certificates.test.ts): dates as the screens write them, the
// text of a generated PDF, the certificate sheet's parts and the page's width.
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The day as the screens write it in English (spec: dates in the user's language). */
export const longDate = (day: string, tag = 'en') =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The text of every Flate-compressed stream of a PDF (jsPDF compresses the page content). */
export function pdfStreams(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      /* not a Flate stream (e.g. the JPEG) */
    }
  }
  return out.join('\n');
}

export const sheetText = (page: Page, part: string) => page.getByTestId(`certificate-${part}`).innerText();
/** The page's width; polled, since the shell's bar follows a resize a moment later. */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
