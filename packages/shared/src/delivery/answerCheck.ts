// What an exam answer may be (spec 001 §5 "Exam answers", issue 20 drafts), written once for the exam screen,
// which checks an answer before it sends it, and the server, which checks it again before it stores it.
import { ANSWER_SEPARATOR, OPTION_LETTERS, QUESTION_TYPE, type OptionLetter } from '../authoring/questionKinds.js';
import type { CandidateBodyView } from '../authoring/questionTypes/model.js';
import { checkWire, hasWireForm } from './answerWire.js';
import { splitAnswer } from './examRules.js';

/**
 * What the answer rules read of a question: its type, its option texts and, for ordering, matching and
 * cloze, what the candidate was shown of its body (issue 22): the exam's view, or the server's same view.
 */
export type AnswerableQuestion = { questionTypeId: number } & {
  [L in OptionLetter as `option${L}`]: string;
} & CandidateBodyView;

/** One option a candidate may choose. */
export interface AnswerOption {
  letter: OptionLetter;
  text: string;
}

/** A choice question is answered by choosing options; any other (descriptive) question by writing a text. */
export const isChoiceQuestion = (q: Pick<AnswerableQuestion, 'questionTypeId'>): boolean =>
  q.questionTypeId === QUESTION_TYPE.option;

/** The options of a choice question: A and B always, C–E when the author filled them in; none otherwise. */
export function answerOptions(q: AnswerableQuestion): AnswerOption[] {
  if (!isChoiceQuestion(q)) return [];
  return OPTION_LETTERS.map((letter) => ({ letter, text: q[`option${letter}`] })).filter(
    (option, i) => i < 2 || option.text.trim() !== '',
  );
}

/**
 * The wire form of the chosen options: their texts, trimmed, in A–E order, joined with ##### (the server grades
 * texts, not letters). Letters of options the question does not have are left out; nothing chosen gives ''.
 */
export function answerFromChoice(q: AnswerableQuestion, letters: readonly OptionLetter[]): string {
  return answerOptions(q)
    .filter((option) => letters.includes(option.letter))
    .map((option) => option.text.trim())
    .join(ANSWER_SEPARATOR);
}

/** The message keys of a refused answer. */
export type AnswerRefusal = 'emptyAnswer' | 'invalidOption' | 'multipleAnswerNotAllowed';
export type AnswerCheck = { ok: true; answer: string } | { ok: false; error: AnswerRefusal };

export interface AnswerRules {
  /** The assessment allows several options to be chosen (the attempt's allowMultipleSelection). */
  allowMultiple: boolean;
  /**
   * The on-screen answer, sent as the candidate changes it (issue 20): it may be blank (nothing chosen or
   * typed yet, or cleared), and is then '' (skipped if the attempt ends on it); otherwise checked as an answer.
   */
  draft?: boolean;
}

/**
 * An answer in its wire form, checked, and the form it is stored in. A descriptive, short-answer or
 * numerical answer is its text, trimmed. A choice answer is option texts separated by #####: each part
 * trimmed, empty parts and repeats dropped, kept in the order sent; texts are compared exactly, as the
 * server stores and grades them. True/false, ordering, matching and cloze answers follow issue 22's wire
 * forms (answerWire.ts). Refused, in this order: nothing chosen or written (emptyAnswer; a blank draft is
 * ''), a part that is not one of the question's options, items, stems, choices or blanks (invalidOption),
 * several options where one is allowed (multipleAnswerNotAllowed).
 */
export function checkAnswer(q: AnswerableQuestion, userAnswer: string, rules: AnswerRules): AnswerCheck {
  if (rules.draft && userAnswer.trim() === '') return { ok: true, answer: '' };
  if (hasWireForm(q.questionTypeId)) return checkWire(q.questionTypeId, q, userAnswer);
  if (!isChoiceQuestion(q)) {
    const text = userAnswer.trim();
    return text ? { ok: true, answer: text } : { ok: false, error: 'emptyAnswer' };
  }
  const parts = [...new Set(splitAnswer(userAnswer))];
  if (parts.length === 0) return { ok: false, error: 'emptyAnswer' };
  const options = answerOptions(q).map((option) => option.text.trim());
  if (!parts.every((part) => options.includes(part))) return { ok: false, error: 'invalidOption' };
  if (parts.length > 1 && !rules.allowMultiple) return { ok: false, error: 'multipleAnswerNotAllowed' };
  return { ok: true, answer: parts.join(ANSWER_SEPARATOR) };
}
