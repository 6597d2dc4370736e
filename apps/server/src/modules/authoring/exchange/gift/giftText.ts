import type { Fraction, TextFormat } from '@assessly/shared';

/**
 * The small pieces of GIFT's syntax both directions share, so that what the writer escapes is exactly what
 * the reader unescapes: escapes, format markers, weights, numbers and category paths.
 */

// GIFT escapes these after a backslash; \n stands for a line break. While a question is read, each escape is
// swapped for a Unicode noncharacter (U+FDD0…, reserved for internal use, never in interchanged text), so
// that splitting on ~ = # { } : never sees an escaped one; restore() puts the characters back at the end.
const ESCAPABLE = '\\~=#{}:n';
const PLACEHOLDER_BASE = 0xfdd0;
const ESCAPE = /\\([\\~=#{}:n])/g;
const PLACEHOLDER = /[\ufdd0-\ufdd7]/g;

export function protectEscapes(text: string): string {
  return text.replace(ESCAPE, (_, c: string) => String.fromCharCode(PLACEHOLDER_BASE + ESCAPABLE.indexOf(c)));
}

export function restoreEscapes(text: string): string {
  return text.replace(PLACEHOLDER, (c) => {
    const original = ESCAPABLE[c.charCodeAt(0) - PLACEHOLDER_BASE]!;
    return original === 'n' ? '\n' : original;
  });
}

/** The writer's side: every special character escaped and line breaks written as \n (one line per text). */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
}

// Moodle's four format names. [moodle] is Moodle's auto-format (plain text with line breaks and links made
// automatically), which is also what a text without a marker is: both are 'plain' here, as the Moodle XML
// importer reads moodle_auto_format.
const FORMAT_MARKER = /^\[(moodle|html|plain|markdown)\]/;
const FORMAT_OF: Record<string, TextFormat> = { moodle: 'plain', plain: 'plain', html: 'html', markdown: 'markdown' };

/** A text of a question (protected), its leading format marker read and removed, escapes restored, trimmed. */
export function readText(raw: string): { text: string; format: TextFormat | undefined } {
  const trimmed = raw.trim();
  const marker = FORMAT_MARKER.exec(trimmed);
  const rest = marker ? trimmed.slice(marker[0].length) : trimmed;
  return { text: restoreEscapes(rest).trim(), format: marker ? FORMAT_OF[marker[1]!] : undefined };
}

/** The marker written before a question's text ('plain' needs none: no marker reads as plain). */
export const markerOf = (format: TextFormat): string => (format === 'plain' ? '' : `[${format}]`);

/** A marker that reads as the format: Moodle's auto-format stands for plain where a marker is needed. */
const explicitMarkerOf = (format: TextFormat): string => `[${format === 'plain' ? 'moodle' : format}]`;

export const startsLikeMarker = (text: string): boolean => FORMAT_MARKER.test(text);

/**
 * A text written where the reader strips a leading format marker (options, answers, stems, feedback): one
 * that itself starts like a marker gets an explicit marker in front, so that only the added one is stripped.
 */
export function guardMarker(escaped: string, format: TextFormat): string {
  return startsLikeMarker(escaped) ? `${explicitMarkerOf(format)}${escaped}` : escaped;
}

/**
 * A question's text with its format marker; plain text gets one only when it is needed: when the text
 * starts like a marker, or like a comment (//) where nothing (no title) comes before it on the line.
 */
export function withFormat(escaped: string, format: TextFormat, titled: boolean): string {
  const needsMarker = startsLikeMarker(escaped) || (!titled && escaped.startsWith('//'));
  return needsMarker ? `${explicitMarkerOf(format)}${escaped}` : `${markerOf(format)}${escaped}`;
}

/** Moodle keeps fractions to 7 decimal places (decimal(12,7)); GIFT writes percentages. */
export const roundFraction = (value: number): number => Math.round(value * 1e7) / 1e7;

/** 0.3333333 → "33.33333", as Moodle writes %n% (no trailing zeros). */
export function percentOf(fraction: Fraction): string {
  const percent = Math.round(fraction * 1e7) / 1e5;
  return String(Object.is(percent, -0) ? 0 : percent);
}

/** A leading %n% weight: %50%, %-100%, %33.33333%. */
export const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;
/** Anything between two percent signs at the start, which a reader could take for a weight. */
export const LOOKS_LIKE_WEIGHT = /^%[^%]*%/;

/** A decimal number as PHP's is_numeric takes it (no hex, no Infinity, no empty string). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseNumber(raw: string): number | undefined {
  const text = raw.trim();
  return NUMBER.test(text) ? Number(text) : undefined;
}

/** Decimal places written in a number ("3.141" → 3), or undefined for exponent notation. */
function decimalsOf(raw: string): number | undefined {
  if (/e/i.test(raw)) return undefined;
  return raw.trim().split('.')[1]?.length ?? 0;
}

/**
 * A range min..max as a value and a tolerance: the midpoint and the half-width, rounded to one place more
 * than the bounds are written with, so that 3.141..3.142 gives 3.1415 and 0.0005 rather than binary noise.
 */
export function rangeToTolerance(minRaw: string, maxRaw: string, min: number, max: number) {
  const places = [decimalsOf(minRaw), decimalsOf(maxRaw)];
  const value = (min + max) / 2;
  const tolerance = (max - min) / 2;
  if (places.some((p) => p === undefined)) return { value, tolerance };
  const factor = 10 ** (Math.max(...(places as number[])) + 1);
  return { value: Math.round(value * factor) / factor, tolerance: Math.round(tolerance * factor) / factor };
}

// Moodle's category paths start with a context ($course$, $system$, $module$, $cat$) and, since Moodle 3.5,
// the context's "top" category; neither names a category an author made, so both are dropped (as the Moodle
// XML importer does): "$course$/top/Algebra/Linear" and "$course$/Algebra/Linear" both give "Algebra/Linear".
const CONTEXT_SEGMENT = /^\$[a-z]+\$$/i;

export function categoryFromPath(path: string): string | undefined {
  const segments = path.trim().split(/(?<!\/)\/(?!\/)/);
  if (segments[0] !== undefined && CONTEXT_SEGMENT.test(segments[0].trim())) segments.shift();
  if (segments[0]?.trim().toLowerCase() === 'top') segments.shift();
  const kept = segments.map((s) => s.trim()).filter((s) => s !== '');
  return kept.length === 0 ? undefined : kept.join('/');
}

/** The path written for a category: in the course's question bank, under its top category. */
export const pathOfCategory = (category: string | undefined): string =>
  category ? `$course$/top/${category}` : '$course$/top';

/** The start of a text for a report line when the question has no title. */
export function excerpt(text: string, length = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}
