import { roundFraction, type Fraction, type QuestionDraft, type TextFormat } from '@assessly/shared';

/**
 * The small conversions between Moodle XML's values and the question model's, used by both directions so
 * that a round trip gives the same values back.
 */

/** `fraction="33.33333"` (a percentage) → 0.3333333: Moodle stores fractions with 7 places (decimal(12,7)). */
export function fractionFromPercent(raw: string | undefined): Fraction {
  const percent = raw === undefined || raw.trim() === '' ? 0 : Number(raw);
  return roundFraction(percent / 100);
}

/** 0.3333333 → "33.33333", as Moodle writes its percentages (no trailing zeros). */
export function percentFromFraction(fraction: Fraction): string {
  return String(Math.round(roundFraction(fraction) * 1e7) / 1e5 + 0);
}

/** The question's mark as Moodle writes defaultgrade ("1.0000000"). */
export const formatMark = (mark: number): string => mark.toFixed(7);

/**
 * Moodle's text formats → ours. moodle_auto_format (plain text with line breaks and links made
 * automatically) and plain_text both become 'plain'; wiki_like (long gone from Moodle) too; an unknown
 * format is html, as Moodle assumes.
 */
export function textFormatOf(format: string | undefined): TextFormat {
  switch (format?.trim()) {
    case 'moodle_auto_format':
    case 'plain_text':
    case 'wiki_like':
      return 'plain';
    case 'markdown':
      return 'markdown';
    default:
      return 'html';
  }
}

/** Ours → Moodle's: 'plain' is written as plain_text, the format that shows the text as it is. */
export function moodleFormatOf(format: TextFormat): string {
  return format === 'plain' ? 'plain_text' : format;
}

const TRUE_WORDS = new Set(['true', '1', 'yes']);

/** Moodle's booleans: "true"/"false" in <single> and <shuffleanswers>, 1/0 elsewhere. */
export const isTrue = (raw: string | undefined): boolean => TRUE_WORDS.has((raw ?? '').trim().toLowerCase());

/** A number field, or NaN when it is absent or not a number (checked by the caller). */
export function numberOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return Number.NaN;
  return Number(raw.trim());
}

// Moodle's category paths start with a context ($course$, $system$, $module$, $cat$) and, since Moodle 3.5,
// the context's "top" category. Neither names a category an author made, so both are dropped:
// "$course$/top/Algebra/Linear" and "$course$/Algebra/Linear" both give "Algebra/Linear".
const CONTEXT_SEGMENT = /^\$[a-z]+\$$/i;

/**
 * The category of a `<question type="category">` path, or undefined for a path naming only a context or
 * top. A "/" inside a Moodle category name is written "//"; it is kept as "//" in our path, so that the
 * export writes the same name back.
 */
export function categoryFromPath(path: string): string | undefined {
  const segments = path.trim().split(/(?<!\/)\/(?!\/)/);
  if (segments[0] !== undefined && CONTEXT_SEGMENT.test(segments[0].trim())) segments.shift();
  if (segments[0]?.trim().toLowerCase() === 'top') segments.shift();
  const kept = segments.map((s) => s.trim()).filter((s) => s !== '');
  return kept.length === 0 ? undefined : kept.join('/');
}

/** The path written for a draft's category: in the course's question bank, under its top category. */
export const pathOfCategory = (category: string | undefined): string =>
  category ? `$course$/top/${category}` : '$course$/top';

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The MIME type of an embedded file by its name's extension, when it is a known one. */
export function mimeTypeOf(name: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : MIME_TYPES[extension];
}

export type DraftFile = NonNullable<QuestionDraft['files']>[number];
