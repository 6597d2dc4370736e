// The answer rules of spec 001 §5 "Exam answers", pure so that they are unit-tested without a browser.
import {
  answerFromChoice,
  ANSWER_SEPARATOR,
  checkAnswer,
  OPTION_LETTERS,
  QUESTION_TYPE_ID,
  splitAnswer,
  type AnswerCheck,
  type CandidateBodyView,
  type QuestionTypeKey,
  type ExamQuestion,
} from '@assessly/shared';

export type { AnswerCheck };

export type Letter = (typeof OPTION_LETTERS)[number];

export interface ExamOption {
  letter: Letter;
  text: string;
}

/** A question as GetSingleQuestion sends it, with what its type needs (issue 22: items, stems, blanks). */
export type TypedExamQuestion = ExamQuestion & CandidateBodyView;

/**
 * What the candidate has chosen or typed for the current question (also the locally kept draft): the
 * letters of a choice or true/false question; the text of any other, which for ordering, matching and
 * cloze is its wire form (examWire.ts), kept by their renderers.
 */
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

type Typed = Pick<ExamQuestion, 'questionTypeId'>;
const TYPE_KEYS = Object.keys(QUESTION_TYPE_ID) as QuestionTypeKey[];
/** The question's type (issue 22); an id this screen does not know is taken as a choice, as before. */
export const answerKind = (q: Typed): QuestionTypeKey =>
  TYPE_KEYS.find((key) => QUESTION_TYPE_ID[key] === q.questionTypeId) ?? 'choice';
/** Answered by choosing letters (a choice or true/false question); every other type by its text. */
const byLetters = (q: Typed): boolean => ['choice', 'trueFalse'].includes(answerKind(q));

/** True/false on the wire (issue 22): option A is true, option B false. */
const TRUE_FALSE_WIRE: Partial<Record<Letter, string>> = { A: 'true', B: 'false' };

/** Options A–E of a choice question (C–E only when the author filled them in), A–B of a true/false one. */
export function questionOptions(q: ExamQuestion): ExamOption[] {
  if (!byLetters(q)) return [];
  return OPTION_LETTERS.map((letter) => ({ letter, text: q[OPTION_FIELDS[letter]] ?? '' })).filter(
    (o, i) => i < 2 || o.text.trim() !== '',
  );
}

/**
 * The answer to send, or the spec's refusal ('Empty answer!', 'Multiple answer not allowed!'), by the rule the
 * server runs too (checkAnswer in packages/shared): the chosen option TEXTS in A–E order joined with #####, as
 * the server grades texts, not letters; true/false as `true` or `false`; any other answer as its wire form
 * (issue 22), a text trimmed. An ordering question the candidate left as shown is answered in that order.
 */
export function composeAnswer(q: TypedExamQuestion, draft: ExamDraft, allowMultiple: boolean): AnswerCheck {
  const shownOrder = answerKind(q) === 'ordering' && !draft.text.trim();
  const wire = shownOrder ? (q.items ?? []).map((item) => item.id).join(ANSWER_SEPARATOR) : composeDraft(q, draft);
  return checkAnswer(q, wire, { allowMultiple });
}

/**
 * The on-screen answer in the wire form the server stores as a draft (issue 20): the same as composeAnswer,
 * but nothing chosen or typed is allowed (an empty string) rather than refused, and an ordering question
 * counts only once the candidate has moved an item.
 */
export function composeDraft(q: ExamQuestion, draft: ExamDraft): string {
  if (!byLetters(q)) return draft.text.trim();
  if (answerKind(q) === 'trueFalse') return draft.letters.map((letter) => TRUE_FALSE_WIRE[letter] ?? '').join('');
  return answerFromChoice(q, draft.letters);
}

/** The draft of an answer the server already holds (a resumed attempt), so the candidate sees it again. */
export function draftFromSaved(q: ExamQuestion): ExamDraft {
  const saved = q.savedAnswer ?? '';
  if (!saved) return EMPTY_DRAFT;
  if (!byLetters(q)) return { letters: [], text: saved };
  if (answerKind(q) === 'trueFalse') {
    const letter = OPTION_LETTERS.find((l) => TRUE_FALSE_WIRE[l] === saved.trim().toLowerCase());
    return { letters: letter ? [letter] : [], text: '' };
  }
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

/** What the exam screen hands the renderer of an ordering, matching, cloze, short-answer or numerical question. */
export interface TypedAnswerProps {
  question: TypedExamQuestion;
  /** The on-screen answer in its wire form (ExamDraft.text). */
  value: string;
  disabled: boolean;
  /** The id of the question's heading ('Question 3 of 20'), which names the answer's group. */
  labelledBy: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}
