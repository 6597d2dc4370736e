import { parseCloze, writeBlank, writeCloze, type ClozeBlank, type QuestionDraft } from '@assessly/shared';

/**
 * A cloze draft's text holds its blanks in Moodle's syntax (model.ts), as every format reads and writes it.
 * QTI puts interactions in the text instead: the reader writes each blank where its interaction stood, the
 * writer takes the blanks out of the text again and puts an interaction where each one stood.
 */

const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-9;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Moodle's syntax writes a blank's weight as a whole number, and a cloze scores its blanks by their weights
 * relative to each other (the mark is the question's own): a foreign item's points (0.5, 1/3…) become the
 * smallest whole numbers in the same proportion. Points that no factor up to 1000 makes whole are kept to
 * six decimals, well within the 7 places fractions are kept to.
 */
export function wholeWeights(blanks: ClozeBlank[]): ClozeBlank[] {
  const weights = blanks.map((b) => b.weight);
  if (weights.every(isWhole)) return blanks;
  let whole: number[];
  const factor = Array.from({ length: 1000 }, (_, i) => i + 1).find((k) => weights.every((w) => isWhole(w * k)));
  if (factor === undefined) {
    const scaled = weights.map((w) => Math.max(1, Math.round(w * 1e6)));
    const common = scaled.reduce(gcd);
    whole = scaled.map((w) => w / common);
  } else whole = weights.map((w) => Math.round(w * factor));
  return blanks.map((b, i) => ({ ...b, weight: whole[i]! }));
}

/**
 * The draft's text of a cloze read from QTI: each `[[n]]` marker replaced by blank n in Moodle's syntax.
 * Undefined when the text would not read back as these blanks: the text around them already holds a
 * marker or a blank (`{1:SHORTANSWER:…}`), or a blank's texts do not survive the syntax.
 */
export function clozeSource(markerText: string, blanks: readonly ClozeBlank[]): string | undefined {
  const source = writeCloze(markerText, blanks);
  const parsed = parseCloze(source);
  if ('error' in parsed || parsed.blanks.length !== blanks.length) return undefined;
  const same = parsed.blanks.every((b, i) => writeBlank(b) === writeBlank(blanks[i]!));
  return same ? source : undefined;
}

/**
 * The text a cloze question is written to QTI with: its blanks taken out and `[[n]]` in their place, for the
 * writer to put blank n's interaction there. A text that is not valid cloze syntax (which validateDraft
 * refuses, so no stored question has one) is written as it stands.
 */
export function markerText(draft: QuestionDraft): string {
  if (draft.body.type !== 'cloze') return draft.text;
  const parsed = parseCloze(draft.text);
  return 'error' in parsed ? draft.text : parsed.text;
}
