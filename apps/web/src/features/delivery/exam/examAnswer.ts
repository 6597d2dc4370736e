// The answer rules of spec 001 §5 "Exam answers", pure so that they are unit-tested without a browser.
import {
  answerFromChoice,
  checkAnswer,
  OPTION_LETTERS,
  QUESTION_TYPE,
  splitAnswer,
  type AnswerCheck,
  type ExamQuestion,
} from '@assessly/shared';

export type { AnswerCheck };

export type Letter = (typeof OPTION_LETTERS)[number];

export interface ExamOption {
  letter: Letter;
  text: string;
}

/** What the candidate has chosen or typed for the current question (also the locally kept draft). */
export interface ExamDraft {
  letters: Letter[];
  text: string;
}

export const EMPTY_DRAFT: ExamDraft = { letters: [], text: '' };

const OPTION_FIELDS = {
  A: 'optionA',
  B: 'optionB',
  C: 'optionC',
  D: 'optionD',
  E: 'optionE',
} as const satisfies Record<Letter, keyof ExamQuestion>;

export const isDescriptive = (q: Pick<ExamQuestion, 'questionTypeId'>): boolean =>
  q.questionTypeId === QUESTION_TYPE.descriptive;

/** Options A–E of a choice question; C–E only when the author filled them in. */
export function questionOptions(q: ExamQuestion): ExamOption[] {
  if (isDescriptive(q)) return [];
  return OPTION_LETTERS.map((letter) => ({ letter, text: q[OPTION_FIELDS[letter]] ?? '' })).filter(
    (o, i) => i < 2 || o.text.trim() !== '',
  );
}

/**
 * The answer to send, or the spec's refusal ('Empty answer!', 'Multiple answer not allowed!'), by the rule the
 * server runs too (checkAnswer in packages/shared): the chosen option TEXTS in A–E order joined with #####, as
 * the server grades texts, not letters; a descriptive answer is its text, trimmed.
 */
export function composeAnswer(q: ExamQuestion, draft: ExamDraft, allowMultiple: boolean): AnswerCheck {
  return checkAnswer(q, wireAnswer(q, draft), { allowMultiple });
}

/**
 * The on-screen answer in the wire form the server stores as a draft (issue 20): the same texts as
 * composeAnswer, but nothing chosen or typed is allowed (an empty string) rather than refused.
 */
export function composeDraft(q: ExamQuestion, draft: ExamDraft): string {
  return isDescriptive(q) ? draft.text.trim() : answerFromChoice(q, draft.letters);
}

/** What the screen holds, in the wire form: the typed text, or the chosen options' texts. */
const wireAnswer = (q: ExamQuestion, draft: ExamDraft): string =>
  isDescriptive(q) ? draft.text : answerFromChoice(q, draft.letters);

/** The draft of an answer the server already holds (a resumed attempt), so the candidate sees it again. */
export function draftFromSaved(q: ExamQuestion): ExamDraft {
  const saved = q.savedAnswer ?? '';
  if (!saved) return EMPTY_DRAFT;
  if (isDescriptive(q)) return { letters: [], text: saved };
  const texts = splitAnswer(saved).map((s) => s.toLowerCase());
  return {
    letters: questionOptions(q)
      .filter((o) => texts.includes(o.text.trim().toLowerCase()))
      .map((o) => o.letter),
    text: '',
  };
}

/** The option index a key chooses: 1–5 or A–E (either case); null for any other key or a missing option. */
export function optionIndexForKey(key: string, optionCount: number): number | null {
  let index = -1;
  if (/^[1-5]$/.test(key)) index = Number(key) - 1;
  else if (/^[a-e]$/i.test(key)) index = key.toUpperCase().charCodeAt(0) - 'A'.charCodeAt(0);
  return index >= 0 && index < optionCount ? index : null;
}

/** Chooses an option: a radio replaces the choice, a checkbox toggles it; letters stay in A–E order. */
export function toggleLetter(letters: Letter[], letter: Letter, multiple: boolean): Letter[] {
  if (!multiple) return [letter];
  const next = letters.includes(letter) ? letters.filter((l) => l !== letter) : [...letters, letter];
  return OPTION_LETTERS.filter((l) => next.includes(l));
}
