// How each question type's answer and key read on the result sheet, the report details, Result.pdf and
// the grading dialog (issue 22). The server sends them readable (answerText, and correctAnswer as the
// type's key), so this only chooses the form: option texts (math and code), a typed text, a word in the
// reader's language, or one line per part.
import { QUESTION_TYPE_ID, splitAnswer, type ResultDetail } from '@assessly/shared';
import { answerList } from './resultFormat';

/**
 * Between the parts of a readable answer or key: a matching pair, a cloze blank, an accepted answer
 * ("Paris; Marseille (50%)"), as packages/shared writes them (questionTypes/common/display.ts).
 */
export const PART_SEPARATOR = '; ';

/** A result row as issue 22's server sends it: the answer as a reader reads it beside its wire form. */
export type ReadableDetail = ResultDetail & { answerText?: string };

export type Shown =
  /** Option texts of a choice question, shown as the exam showed them. */
  | { kind: 'options'; parts: string[] }
  /** Written or typed text, or an order ("Egg → Larva → Pupa"), as it is. */
  | { kind: 'text'; text: string }
  /** True or false, in the reader's language. */
  | { kind: 'truth'; value: boolean }
  /** One line per pair, blank or accepted answer. */
  | { kind: 'lines'; lines: string[] };

type Typed = Pick<ResultDetail, 'questionTypeId'>;
const is = (d: Typed, type: keyof typeof QUESTION_TYPE_ID) => d.questionTypeId === QUESTION_TYPE_ID[type];
/** Types whose answer and key are written by the candidate or the author, not chosen from options. */
const LINE_TYPES = ['shortAnswer', 'numerical', 'matching', 'cloze'] as const;

/** `true` / `false` in any case (the wire form, or the True / False words of the server's text). */
function truthOf(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : null;
}

const lines = (text: string): Shown => ({ kind: 'lines', lines: text.split(PART_SEPARATOR).filter((l) => l.trim()) });

/** The candidate's answer; null when there is none (skipped, or left empty). */
export function shownAnswer(d: ReadableDetail): Shown | null {
  const readable = d.answerText ?? d.userAnswer;
  if (!d.userAnswer.trim() && !readable.trim()) return null;
  // A descriptive answer reads as before issue 22: its text, any ##### parts separated by commas.
  if (is(d, 'descriptive')) return { kind: 'text', text: answerList(d.userAnswer) };
  if (is(d, 'shortAnswer') || is(d, 'numerical') || is(d, 'ordering')) return { kind: 'text', text: readable };
  if (is(d, 'trueFalse')) {
    const value = truthOf(d.userAnswer) ?? truthOf(readable);
    return value === null ? { kind: 'text', text: readable } : { kind: 'truth', value };
  }
  if (is(d, 'matching') || is(d, 'cloze')) return lines(readable);
  return { kind: 'options', parts: splitAnswer(d.userAnswer) };
}

/** The key (the right answers, with their credit when partial); null when the row carries none. */
export const shownKey = (d: ReadableDetail): Shown | null => keyShown(d.questionTypeId, d.correctAnswer);

/** A key as the server writes it for a question of this type (a result row, an item of the item analysis). */
export function keyShown(questionTypeId: number, key: string): Shown | null {
  const d = { questionTypeId };
  if (!key.trim()) return null;
  if (is(d, 'trueFalse')) {
    const value = truthOf(key);
    return value === null ? { kind: 'text', text: key } : { kind: 'truth', value };
  }
  if (is(d, 'ordering')) return { kind: 'text', text: key };
  if (LINE_TYPES.some((type) => is(d, type))) return lines(key);
  return { kind: 'options', parts: splitAnswer(key) };
}
