// Reading /report/certificates links, certificate dates in the user's language and where the certificate
// image sits on the landscape PDF page (spec 001 §2 "Certificate view", §5 display rules, §9). Kept apart
// from certificatePdf.ts so that it loads (and is tested) without the PDF libraries.
import { LOCALE_TAG, type Locale } from '@assessly/shared';
import type { CertificateTarget } from '../api/certificateApi';

/** The certificate's proportions: A4 landscape, 297 by 210. */
export const CERTIFICATE_ASPECT = { width: 297, height: 210 } as const;

/** Certificate.pdf: one landscape A4 page, the certificate 250 mm wide in the middle (spec 001 §9). */
export const CERTIFICATE_PDF = {
  fileName: 'Certificate.pdf',
  pageWidth: 297,
  pageHeight: 210,
  imageWidth: 250,
  /** The least margin above and below when a long text made the certificate taller than usual. */
  minMargin: 10,
} as const;

const positiveId = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
};

/**
 * ?templateId=T[&userId=U&attemptId=A]: a candidate's certificate with both userId and attemptId, the
 * admin preview with the template alone; null when the template id is missing or not an id.
 */
export function parseCertificateTarget(params: URLSearchParams): CertificateTarget | null {
  const templateId = positiveId(params.get('templateId'));
  if (!templateId) return null;
  const userId = positiveId(params.get('userId'));
  const attemptId = positiveId(params.get('attemptId'));
  return userId && attemptId ? { templateId, userId, attemptId } : { templateId };
}

/**
 * A certificate date (YYYY-MM-DD, or a date-time of which the first 10 characters count) written in the
 * user's language, e.g. "5 May 2025"; the text as it is when it is not a date.
 */
export function formatCertificateDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return value;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  // UTC on both sides: the calendar day stays the one written, whatever the user's time zone.
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Where the certificate image goes on the page, in mm: 250 mm wide and centred; a certificate that grew
 * taller than 297:210 (a very long text) is made smaller so that it still fits with a margin.
 */
export function pdfPlacement(imageWidthPx: number, imageHeightPx: number) {
  const { pageWidth, pageHeight, imageWidth, minMargin } = CERTIFICATE_PDF;
  const ratio = imageHeightPx / imageWidthPx;
  let width: number = imageWidth;
  let height = width * ratio;
  if (height > pageHeight - 2 * minMargin) {
    height = pageHeight - 2 * minMargin;
    width = height / ratio;
  }
  return { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height };
}

/** Texts the standard PDF font can write (Latin-1); others stay in the picture only. */
export const pdfWritable = (text: string) => /^[\t\n\r\u0020-\u00ff]*$/.test(text);
