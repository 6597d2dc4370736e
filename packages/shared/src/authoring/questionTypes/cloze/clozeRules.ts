// Cloze questions (issue 22 type 8): the question text holds blanks in Moodle's syntax (clozeSyntax.ts); the
// candidate sees it with each blank as [[n]] (clozeCandidateText) and answers `blankNo=value` parts: the
// text typed, or a choice's opaque id (several parts with the same blankNo for a multiple-response blank).
// Each blank is scored on its own by its kind's rule: a text blank as a short answer, a number blank as a
// numerical question without units, a choice blank as a choice question (the assessment's penalty for a
// wrong choice included), within [-1, 1]. The question's fraction is sum(weight × fraction) / sum(weight);
// an empty or unanswered blank scores 0 and is never penalised.
import type { AttemptKeys, CandidateBodyView, ClozeBlank, QuestionBody } from '../model.js';
import { chosenFraction, optionEntries } from '../choice/choiceRules.js';
import { comparableText } from '../common/answerText.js';
import { ALTERNATIVE_SEPARATOR, markOf, type AnswerPart, type KeyEntry } from '../common/display.js';
import { finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';
import { keptReading } from '../common/kept.js';
import { idIndex, inAttemptOrder, wirePair, wireParts } from '../common/wire.js';
import { numericEntries, numericFraction } from '../numerical/numericalRules.js';
import { acceptedEntries, typedFraction } from '../shortAnswer/shortAnswerRules.js';
import { parseCloze } from './clozeSyntax.js';

export type ClozeBody = Extract<QuestionBody, { type: 'cloze' }>;
/** Per blank number: the text typed, or the indices of the options chosen. Unanswered blanks are absent. */
export type ClozeAnswer = Record<number, string | number[]>;

/** The kind of ids of a blank's choices in AttemptKeys ('blank3'). */
export const blankKind = (no: number): string => `blank${no}`;

/**
 * The question text as a candidate sees it: each blank replaced by [[n]]. Never send the stored text of a
 * cloze question to a candidate: it holds the answers. A text that is not valid cloze syntax gives ''.
 */
export function clozeCandidateText(questionText: string): string {
  const parsed = parseCloze(questionText);
  return 'error' in parsed ? '' : parsed.text;
}

function blankView(blank: ClozeBlank, keys: AttemptKeys): NonNullable<CandidateBodyView['blanks']>[number] {
  if (blank.kind !== 'choice') return { no: blank.no, kind: blank.kind };
  const kind = blankKind(blank.no);
  const listed = blank.shuffle
    ? inAttemptOrder(keys, kind, blank.options)
    : blank.options.map((item, index) => ({ item, index }));
  const choices = listed.map(({ item, index }) => ({ id: keys.idFor(kind, index), text: item.text }));
  return blank.multiple
    ? { no: blank.no, kind: 'choice', choices, multiple: true }
    : { no: blank.no, kind: 'choice', choices };
}

/** One `blankNo=value` part added to the answer; false when it names no blank or no choice of it. */
function addPart(
  answer: ClozeAnswer,
  blank: ClozeBlank,
  value: string,
  keys: AttemptKeys,
): AnswerParse<ClozeAnswer> | null {
  const had = answer[blank.no];
  if (blank.kind !== 'choice') {
    if (had !== undefined) return { ok: false, error: 'invalidOption' };
    answer[blank.no] = value;
    return null;
  }
  const option = idIndex(keys, blankKind(blank.no), blank.options.length).get(value);
  if (option === undefined || typeof had === 'string') return { ok: false, error: 'invalidOption' };
  const chosen = had ?? [];
  if (!chosen.includes(option)) chosen.push(option);
  if (chosen.length > 1 && !blank.multiple) return { ok: false, error: 'multipleAnswerNotAllowed' };
  answer[blank.no] = chosen;
  return null;
}

/**
 * The wire answer read blank by blank; parts with an empty value are left out (an empty blank). The last
 * reading of a frozen body is kept (a save checks, scores and writes the same answer).
 */
const readBlanks = keptReading((body: ClozeBody, wire: string, keys: AttemptKeys): AnswerParse<ClozeAnswer> => {
  const answer: ClozeAnswer = {};
  for (const part of wireParts(wire)) {
    const pair = wirePair(part);
    const blank = pair && /^\d+$/.test(pair.key) ? body.blanks.find((b) => b.no === Number(pair.key)) : undefined;
    if (!pair || !blank) return { ok: false, error: 'invalidOption' };
    if (pair.value === '') continue;
    const refused = addPart(answer, blank, pair.value, keys);
    if (refused) return refused;
  }
  return Object.keys(answer).length === 0 ? { ok: false, error: 'emptyAnswer' } : { ok: true, answer };
});

/** The raw fraction of one blank, within [-1, 1]. */
function blankFraction(blank: ClozeBlank, given: string | number[] | undefined, penalty: number): number {
  if (given === undefined) return 0;
  let raw: number;
  if (blank.kind === 'choice') raw = typeof given === 'string' ? 0 : chosenFraction(blank.options, given, penalty);
  else if (typeof given !== 'string') raw = 0;
  else if (blank.kind === 'text') raw = typedFraction(blank.answers, given, blank.caseSensitive);
  else raw = numericFraction(blank.answers, given);
  return Math.min(1, Math.max(-1, raw));
}

/** What one blank's answer reads as: the text typed, or the texts of the choices chosen; null when empty. */
function blankAnswerText(blank: ClozeBlank, given: string | number[] | undefined): string | null {
  if (given === undefined) return null;
  if (typeof given === 'string') return comparableText(given, true);
  if (blank.kind !== 'choice') return null;
  return given.map((i) => blank.options[i]?.text ?? '').join(ALTERNATIVE_SEPARATOR);
}

/** One blank's key entries: its accepted answers, values or options with their credit. */
function blankEntries(blank: ClozeBlank): KeyEntry[] {
  if (blank.kind === 'text') return acceptedEntries(blank.answers);
  if (blank.kind === 'number') return numericEntries(blank.answers);
  return optionEntries(blank.options);
}

/**
 * Every blank with what was put in it, marked by its own fraction (the assessment's penalty left out: a
 * wrong choice is wrong either way); none when the answer is empty or unreadable.
 */
function blankParts(body: ClozeBody, wire: string, keys: AttemptKeys): AnswerPart[] {
  const parsed = readBlanks(body, wire, keys);
  if (!parsed.ok) return [];
  return body.blanks.map((blank) => {
    const given = parsed.answer[blank.no];
    return {
      label: String(blank.no),
      text: blankAnswerText(blank, given),
      mark: markOf(blankFraction(blank, given, 0)),
    };
  });
}

export const clozeRules = withFlatTexts<ClozeBody, ClozeAnswer>({
  layout: 'blanks',
  candidateView: (body, keys) => ({ blanks: body.blanks.map((blank) => blankView(blank, keys)) }),
  parseAnswer: readBlanks,
  score(body, wire, keys, marking) {
    const parsed = readBlanks(body, wire, keys);
    if (!parsed.ok) return finalFraction(0, marking);
    const total = body.blanks.reduce((sum, b) => sum + b.weight, 0);
    const earned = body.blanks.reduce(
      (sum, b) => sum + b.weight * blankFraction(b, parsed.answer[b.no], marking.penalty),
      0,
    );
    return finalFraction(total > 0 ? earned / total : 0, marking);
  },
  answerParts: blankParts,
  keyLines: (body) => body.blanks.map((blank) => ({ label: String(blank.no), entries: blankEntries(blank) })),
});
