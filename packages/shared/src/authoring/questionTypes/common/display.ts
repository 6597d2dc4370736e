// How answers and keys read on result sheets, reports, the grading dialog and PDFs (issue 22): every type
// turns a stored answer into parts (what the candidate gave, piece by piece, each marked as it scored) and
// its body into key lines (the accepted answers with their credit). Screens lay the parts out by the type's
// layout; the flat texts stored with an answer and written to exports are the same parts joined with the
// marks below, the same in every language.
import type { Fraction } from '../model.js';
import { percentNote } from './scoreRules.js';

/** Between the parts of one answer or key ("Paris; Marseille (50%)"). */
export const PART_SEPARATOR = '; ';
/** Between the alternatives of one cloze blank's key ("Paris / Marseille (50%)"). */
export const ALTERNATIVE_SEPARATOR = ' / ';
/** Between a stem and its choice ("Forum → asynchronous discussions"). */
export const PAIR_ARROW = ' → ';
/** What an unanswered stem or blank shows. */
export const NO_ANSWER = '—';
/** Between the items of an order ("Egg → Larva → Pupa"). */
export const ORDER_ARROW = ' → ';

/**
 * How a type's answer is laid out: option texts (choice), a written text (descriptive), a truth value
 * (true/false), a typed text (short answer, numerical), one part per stem (matching), the items in the
 * candidate's order (ordering), one part per blank (cloze).
 */
export type AnswerLayout = 'options' | 'text' | 'truth' | 'typed' | 'pairs' | 'order' | 'blanks';

/** How a part scored: all of its credit, some of it, or none (an unanswered stem or blank included). */
export type PartMark = 'right' | 'partial' | 'wrong';

/** One part of an answer: a chosen option, the text typed, a stem's choice, an item in its place, a blank. */
export interface AnswerPart {
  /** What the part answers: a matching stem's text, a cloze blank's number ("2"); none for other layouts. */
  label?: string;
  /**
   * What the candidate gave, as a reader reads it (an option's, a choice's or an item's text, never its id;
   * `true` / `false` for a truth value, which a screen words in its reader's language); null: left empty.
   */
  text: string | null;
  /** How it scored; absent where nothing is marked automatically (a descriptive answer, a survey). */
  mark?: PartMark;
}

/** An accepted answer, a right option, a pair's choice or an item of the key, with its share of the credit. */
export interface KeyEntry {
  text: string;
  /** 1 for full credit; a part of it, or below 0 for an option that costs marks. */
  fraction: Fraction;
}

/**
 * One line of a key: for matching a stem (label) and its choice, for cloze a blank (label, its number) and
 * its accepted answers; every other type has one line without a label: the right options, the accepted
 * answers, the truth value or the items in order.
 */
export interface KeyLine {
  label?: string;
  entries: KeyEntry[];
}

/** The mark of a part that earned this fraction of its credit. */
export const markOf = (fraction: number): PartMark => (fraction >= 1 ? 'right' : fraction > 0 ? 'partial' : 'wrong');

/** The words a flat text uses for a truth value. */
interface TruthWords {
  true: string;
  false: string;
}
const truthWord = (text: string | null, words: TruthWords): string =>
  text === 'true' ? words.true : text === 'false' ? words.false : (text ?? '');

/** A stem's or a blank's part as a flat text reads it: "France → Paris", "[[2]] 3.14". */
function labelled(layout: 'pairs' | 'blanks', label: string | undefined, text: string): string {
  return layout === 'pairs' ? `${label ?? ''}${PAIR_ARROW}${text}` : `[[${label ?? ''}]] ${text}`;
}

/**
 * An answer's parts as one text (stored with the answer, written to exports): the parts joined, a
 * stem or blank left empty as "—", and nothing at all when every part is empty.
 */
export function flatAnswer(layout: AnswerLayout, parts: readonly AnswerPart[], words: TruthWords): string {
  if (layout === 'truth') return truthWord(parts[0]?.text ?? null, words);
  if (layout === 'order') return parts.map((p) => p.text ?? NO_ANSWER).join(ORDER_ARROW);
  if (layout === 'pairs' || layout === 'blanks') {
    if (parts.every((p) => p.text === null)) return '';
    return parts.map((p) => labelled(layout, p.label, p.text ?? NO_ANSWER)).join(PART_SEPARATOR);
  }
  return parts.map((p) => p.text ?? '').join(PART_SEPARATOR);
}

/** A key entry as a flat text reads it: its text, and its credit when not 100% ("Marseille (50%)"). */
const entryText = (entry: KeyEntry): string => entry.text + percentNote(entry.fraction);

/** A key's lines as one text: "Paris; Marseille (50%)", "France → Paris; Italy → Rome", "[[1]] Paris / Lyon (50%)". */
export function flatKey(layout: AnswerLayout, lines: readonly KeyLine[], words: TruthWords): string {
  const entries = lines.flatMap((line) => line.entries);
  if (layout === 'truth') return truthWord(entries[0]?.text ?? null, words);
  if (layout === 'order') return entries.map((e) => e.text).join(ORDER_ARROW);
  if (layout === 'pairs')
    return lines
      .map((l) => labelled('pairs', l.label, l.entries.map((e) => e.text).join(PART_SEPARATOR)))
      .join(PART_SEPARATOR);
  if (layout === 'blanks')
    return lines
      .map((l) => labelled('blanks', l.label, l.entries.map(entryText).join(ALTERNATIVE_SEPARATOR)))
      .join(PART_SEPARATOR);
  return entries.map(entryText).join(PART_SEPARATOR);
}
