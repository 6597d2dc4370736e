// The answer rules of spec 001 §5 "Exam answers", pure so that they are unit-tested without a browser.
import { ANSWER_SEPARATOR, OPTION_LETTERS, QUESTION_TYPE, splitAnswer, type ExamQuestion } from '@assessly/shared';

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

export type AnswerCheck =
  { ok: true; answer: string } | { ok: false; error: 'emptyAnswer' | 'multipleAnswerNotAllowed' };

/**
 * The answer to send, or the spec's refusal: nothing chosen or an empty text gives 'Empty answer!',
 * several choices where only one is allowed gives 'Multiple answer not allowed!'. The answer is the
 * chosen option TEXTS in A–E order joined with #####, as the server grades texts, not letters.
 */
export function composeAnswer(q: ExamQuestion, draft: ExamDraft, allowMultiple: boolean): AnswerCheck {
  if (isDescriptive(q)) {
    const text = draft.text.trim();
    return text ? { ok: true, answer: text } : { ok: false, error: 'emptyAnswer' };
  }
  const chosen = questionOptions(q).filter((o) => draft.letters.includes(o.letter));
  if (chosen.length === 0) return { ok: false, error: 'emptyAnswer' };
  if (chosen.length > 1 && !allowMultiple) return { ok: false, error: 'multipleAnswerNotAllowed' };
  return { ok: true, answer: chosen.map((o) => o.text.trim()).join(ANSWER_SEPARATOR) };
}

/**
 * The on-screen answer in the wire form the server stores as a draft (issue 20): the same texts as
 * composeAnswer, but nothing chosen or typed is allowed (an empty string) rather than refused.
 */
export function composeDraft(q: ExamQuestion, draft: ExamDraft): string {
  if (isDescriptive(q)) return draft.text.trim();
  return questionOptions(q)
    .filter((o) => draft.letters.includes(o.letter))
    .map((o) => o.text.trim())
    .join(ANSWER_SEPARATOR);
}

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
