// Moodle's cloze (multianswer) syntax, read and written (issue 22): `{weight:TYPE:alternatives}` blanks in a
// question text, as Moodle's qtype_multianswer reads them, so that a cloze text moves between Moodle, GIFT
// "missing word" forms, QTI and us without loss. Pure string work, no zod.
//
// Simplifications, on purpose:
// - The type names are read with every alias (SA, MW, MC, MCV…) but written back in their long form
//   (SHORTANSWER, MULTICHOICE_V…): scoring and display are the same.
// - MULTIRESPONSE blanks become choice blanks with `multiple`; Moodle's vertical / horizontal layout and its
//   shuffle flag are kept only so that an export writes the same type name back; the exam screen shows a
//   single-answer blank as a dropdown and a multiple one as check boxes, whatever the layout.
// - A weight of 0 or none is 1, as in Moodle (its `empty('0')` is true).
// - Answer texts and feedback are trimmed: the surrounding white space of `{1:SA:=Paris # well done }` is
//   not part of the answer in any reading.
import type { ChoiceOption, ClozeBlank, ClozeChoiceLayout, NumericAnswer, TextAnswer } from '../model.js';
import { formatFraction, parseFraction, roundFraction } from '../fraction.js';

/** Message keys (authoring messages) of a text that is not valid cloze syntax. */
export type ClozeError =
  'clozeNoBlanks' | 'clozeUnclosedBlank' | 'clozeEmptyAnswer' | 'clozeBadNumber' | 'clozeMarkerInText';
/** A parsed cloze text: each blank replaced by `[[n]]`, and the blanks; or why it could not be read. */
export type ClozeParse = { text: string; blanks: ClozeBlank[] } | { error: ClozeError; blank?: number };

/** The marker of blank `no` in the text a candidate sees. */
export const clozeMarker = (no: number): string => `[[${no}]]`;
const MARKER = /\[\[(\d+)\]\]/g;
const HAS_MARKER = /\[\[\d+\]\]/;

type SubType =
  | { kind: 'text'; caseSensitive: boolean }
  | { kind: 'number' }
  | { kind: 'choice'; multiple: boolean; layout: ClozeChoiceLayout; shuffle: boolean };

const text = (caseSensitive: boolean): SubType => ({ kind: 'text', caseSensitive });
const choice = (multiple: boolean, layout: ClozeChoiceLayout, shuffle: boolean): SubType => ({
  kind: 'choice',
  multiple,
  layout,
  shuffle,
});

/** Every type name Moodle reads (question/type/multianswer/questiontype.php, ANSWER_TYPE_DEF_REGEX). */
const SUB_TYPES: Record<string, SubType> = {
  SHORTANSWER: text(false),
  SA: text(false),
  MW: text(false),
  SHORTANSWER_C: text(true),
  SAC: text(true),
  MWC: text(true),
  NUMERICAL: { kind: 'number' },
  NM: { kind: 'number' },
  MULTICHOICE: choice(false, 'dropdown', false),
  MC: choice(false, 'dropdown', false),
  MULTICHOICE_S: choice(false, 'dropdown', true),
  MCS: choice(false, 'dropdown', true),
  MULTICHOICE_V: choice(false, 'vertical', false),
  MCV: choice(false, 'vertical', false),
  MULTICHOICE_VS: choice(false, 'vertical', true),
  MCVS: choice(false, 'vertical', true),
  MULTICHOICE_H: choice(false, 'horizontal', false),
  MCH: choice(false, 'horizontal', false),
  MULTICHOICE_HS: choice(false, 'horizontal', true),
  MCHS: choice(false, 'horizontal', true),
  MULTIRESPONSE: choice(true, 'vertical', false),
  MR: choice(true, 'vertical', false),
  MULTIRESPONSE_S: choice(true, 'vertical', true),
  MRS: choice(true, 'vertical', true),
  MULTIRESPONSE_H: choice(true, 'horizontal', false),
  MRH: choice(true, 'horizontal', false),
  MULTIRESPONSE_HS: choice(true, 'horizontal', true),
  MRHS: choice(true, 'horizontal', true),
};

/** The start of a blank: `{`, an optional weight, a known type name, each followed by a colon. */
const BLANK_HEAD = /\{(\d*):([A-Z_]+):/y;
/** Characters a backslash escapes inside a blank. */
const ESCAPABLE = new Set(['}', '#', '~', '/', '"', '\\']);
/** `&#39;` and `&#x27;` in an HTML answer are entities, not the start of a feedback (as Moodle reads them). */
const ENTITY_AFTER_AMP = /^#(?:\d+|x[0-9a-f]+);/i;

/** One alternative of a blank, still in its written form (escapes kept): `%50%Marseille#feedback`. */
interface RawAlternative {
  answer: string;
  feedback?: string;
}

/** Reads the alternatives of a blank from `start` (just after its head) to its closing brace. */
function lexAlternatives(source: string, start: number): { alternatives: RawAlternative[]; end: number } | null {
  const alternatives: RawAlternative[] = [];
  let current: RawAlternative = { answer: '' };
  let inFeedback = false;
  for (let i = start; i < source.length; i++) {
    const c = source[i] as string;
    const next = source[i + 1];
    let piece = c;
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      piece = c + next;
      i++;
    } else if (c === '}' || c === '~') {
      alternatives.push(current);
      if (c === '}') return { alternatives, end: i + 1 };
      current = { answer: '' };
      inFeedback = false;
      continue;
    } else if (c === '#' && !inFeedback && !(source[i - 1] === '&' && ENTITY_AFTER_AMP.test(source.slice(i)))) {
      inFeedback = true;
      current.feedback = '';
      continue;
    }
    if (inFeedback) current.feedback += piece;
    else current.answer += piece;
  }
  return null;
}

/** The written form's escapes undone. */
const unescape = (raw: string): string => raw.replace(/\\([}#~/"\\])/g, '$1');

/** A number as Moodle's cloze writes it: decimal point or comma, optional exponent. */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;
const readNumber = (raw: string): number | null => (NUMBER.test(raw) ? Number(raw.replace(',', '.')) : null);

type Alternative = { fraction: number; text: string; feedback?: string };

/** An alternative's fraction (`=` is 1, `%50%` is 0.5, none is 0), its text and its feedback, unescaped. */
function readAlternative(raw: RawAlternative): Alternative | null {
  const { fraction, rest } = parseFraction(raw.answer);
  const textOut = unescape(rest).trim();
  if (!textOut) return null;
  const feedback = raw.feedback === undefined ? '' : unescape(raw.feedback).trim();
  return feedback ? { fraction, text: textOut, feedback } : { fraction, text: textOut };
}

/** `3.14:0.01` as a value and its tolerance (none is 0; a negative one counts as its size, as in Moodle). */
function numericAnswer(alt: Alternative): NumericAnswer | null {
  const [valueText = '', toleranceText, ...extra] = alt.text.split(':');
  const value = readNumber(valueText.trim());
  const tolerance = toleranceText === undefined ? 0 : readNumber(toleranceText.trim());
  if (value === null || tolerance === null || extra.length > 0) return null;
  const answer: NumericAnswer = { value, tolerance: Math.abs(tolerance), fraction: alt.fraction };
  return alt.feedback ? { ...answer, feedback: alt.feedback } : answer;
}

/** A blank from its type and its alternatives, or the reason it is not valid. */
function buildBlank(no: number, weight: number, type: SubType, raws: RawAlternative[]): ClozeBlank | ClozeError {
  const alts: Alternative[] = [];
  for (const raw of raws) {
    const alt = readAlternative(raw);
    if (!alt) return 'clozeEmptyAnswer';
    alts.push(alt);
  }
  if (type.kind === 'text') {
    const answers: TextAnswer[] = alts.map((a) => ({ ...a }));
    return { no, kind: 'text', weight, caseSensitive: type.caseSensitive, answers };
  }
  if (type.kind === 'number') {
    const answers = alts.map(numericAnswer);
    if (answers.some((a) => a === null)) return 'clozeBadNumber';
    return { no, kind: 'number', weight, answers: answers as NumericAnswer[] };
  }
  const options: ChoiceOption[] = alts.map((a) => ({ ...a }));
  const { multiple, layout, shuffle } = type;
  return { no, kind: 'choice', weight, options, multiple, layout, shuffle };
}

/**
 * Reads a cloze text: every `{weight:TYPE:alternatives}` blank (an unknown type name, or a brace that does
 * not start a blank, is plain text) is replaced by `[[n]]`, n counting from 1. Refused: no blank, a blank
 * not closed, an empty alternative, a number that is not one, and a text that already holds `[[n]]`
 * (it would be taken for a blank).
 */
export function parseCloze(source: string): ClozeParse {
  const blanks: ClozeBlank[] = [];
  /** The text between blanks, in order: one more piece than there are blanks. */
  const pieces: string[] = [];
  let piece = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    piece += source.slice(i, open);
    BLANK_HEAD.lastIndex = open;
    const head = BLANK_HEAD.exec(source);
    const type = head ? SUB_TYPES[head[2] as string] : undefined;
    if (!head || !type) {
      piece += '{';
      i = open + 1;
      continue;
    }
    const no = blanks.length + 1;
    const lexed = lexAlternatives(source, BLANK_HEAD.lastIndex);
    if (!lexed) return { error: 'clozeUnclosedBlank', blank: no };
    const blank = buildBlank(no, Number(head[1]) || 1, type, lexed.alternatives);
    if (typeof blank === 'string') return { error: blank, blank: no };
    blanks.push(blank);
    pieces.push(piece);
    piece = '';
    i = lexed.end;
  }
  pieces.push(piece + source.slice(i));
  if (blanks.length === 0) return { error: 'clozeNoBlanks' };
  if (pieces.some((p) => HAS_MARKER.test(p))) return { error: 'clozeMarkerInText' };
  return { text: pieces.map((p, n) => (n === 0 ? p : clozeMarker(n) + p)).join(''), blanks };
}

/** The written form of a text inside a blank: the characters the syntax gives a meaning escaped. */
const escapeText = (value: string): string => value.replace(/[\\}#~]/g, (c) => `\\${c}`);

/** The type name a blank is written with (the long form). */
function typeName(blank: ClozeBlank): string {
  if (blank.kind === 'text') return blank.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
  if (blank.kind === 'number') return 'NUMERICAL';
  const base = blank.multiple ? 'MULTIRESPONSE' : 'MULTICHOICE';
  const layout = blank.layout ?? (blank.multiple ? 'vertical' : 'dropdown');
  const direction = layout === 'horizontal' ? 'H' : layout === 'vertical' && !blank.multiple ? 'V' : '';
  const suffix = direction + (blank.shuffle ? 'S' : '');
  return suffix ? `${base}_${suffix}` : base;
}

/** A number as written: the shortest form that reads back as the same number. */
const writeNumber = (value: number): string => String(value);

/**
 * One alternative: its fraction, its text (or value:tolerance) and its feedback. A text ending in `&` gets a
 * space before the feedback's `#`, which would otherwise read as an entity (`a&` + `#1;` is `a&#1;`); the
 * space goes when the text is read back, trimmed.
 */
function writeAlternative(fraction: number, body: string, feedback: string | undefined): string {
  const fb = feedback?.trim() ? `${body.endsWith('&') ? ' ' : ''}#${escapeText(feedback)}` : '';
  return `${formatFraction(roundFraction(fraction))}${body}${fb}`;
}

/** One blank in Moodle's syntax. */
export function writeBlank(blank: ClozeBlank): string {
  let alternatives: string[];
  if (blank.kind === 'number')
    alternatives = blank.answers.map((a) =>
      writeAlternative(a.fraction, `${writeNumber(a.value)}:${writeNumber(a.tolerance)}`, a.feedback),
    );
  else {
    const list = blank.kind === 'text' ? blank.answers : blank.options;
    alternatives = list.map((a) => writeAlternative(a.fraction, escapeText(a.text), a.feedback));
  }
  return `{${blank.weight}:${typeName(blank)}:${alternatives.join('~')}}`;
}

/**
 * The inverse of parseCloze: each `[[n]]` of the text replaced by blank n in Moodle's syntax. A marker with
 * no blank of its number is left as it is (validateDraft refuses such a question before it gets here).
 */
export function writeCloze(textWithMarkers: string, blanks: readonly ClozeBlank[]): string {
  const byNo = new Map(blanks.map((b) => [b.no, b]));
  return textWithMarkers.replace(MARKER, (marker, n: string) => {
    const blank = byNo.get(Number(n));
    return blank ? writeBlank(blank) : marker;
  });
}
