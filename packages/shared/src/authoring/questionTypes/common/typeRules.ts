// What every question type provides besides its schema (issue 22): plain functions, no zod, so that the exam
// screen can use them without loading the schemas. The registry joins them with each type's schema.
import type { AttemptKeys, CandidateBodyView, Fraction, MarkingRules, QuestionBody } from '../model.js';
import { flatAnswer, flatKey, type AnswerLayout, type AnswerPart, type KeyLine } from './display.js';

/** Message keys of a refused answer (common and delivery messages, codes of the error registry). */
export type BodyAnswerRefusal = 'emptyAnswer' | 'invalidOption' | 'multipleAnswerNotAllowed';
/** An answer in its wire form, read against the question and the attempt's keys, or why it is refused. */
export type AnswerParse<A> = { ok: true; answer: A } | { ok: false; error: BodyAnswerRefusal };

/** The words a display needs in the reader's language; English when none are given. */
export interface DisplayWords {
  true: string;
  false: string;
}
export const ENGLISH_WORDS: DisplayWords = { true: 'True', false: 'False' };

/** What a question type writes itself: the rules of its own body (withFlatTexts adds the flat texts). */
export interface PartRules<B extends QuestionBody, A> {
  /** How its answers and keys are laid out on result sheets, reports, the grading dialog and PDFs. */
  layout: AnswerLayout;
  /** What a candidate may see of the body: shuffled with keys.order, ids from keys.idFor, never a key. */
  candidateView(body: B, keys: AttemptKeys): CandidateBodyView;
  /** The wire answer (issue 22's forms, parts joined by #####) read into this type's answer. */
  parseAnswer(body: B, wire: string, keys: AttemptKeys): AnswerParse<A>;
  /**
   * The fraction of the question's mark the answer earns, penalties included, in [-1, 1] and in [0, 1] when
   * marking.floorQuestionAtZero; 0 for an empty or unreadable answer (never penalised); null when the type
   * is graded by hand (descriptive).
   */
  score(body: B, wire: string, keys: AttemptKeys, marking: MarkingRules): Fraction | null;
  /**
   * The answer as a reader reads it, part by part, each marked as it scored (texts, never ids). Matching
   * and cloze give a part for every stem and blank (null text when left empty) once anything was answered;
   * an empty or unreadable answer gives no parts.
   */
  answerParts(body: B, wire: string, keys: AttemptKeys): AnswerPart[];
  /** The key: the right answers with their credit (none for a type graded by hand). */
  keyLines(body: B): KeyLine[];
}

/** The rules of one question type, on the body of its own type. */
export interface TypeRules<B extends QuestionBody, A> extends PartRules<B, A> {
  /** The answer as one text (stored with the answer, written to exports): its parts joined. */
  displayAnswer(body: B, wire: string, keys: AttemptKeys, words?: DisplayWords): string;
  /** The key as one text, as the same reader reads it. */
  displayKey(body: B, words?: DisplayWords): string;
}

/** A type's rules with its flat texts, which are its parts and key lines joined (display.ts). */
export function withFlatTexts<B extends QuestionBody, A>(rules: PartRules<B, A>): TypeRules<B, A> {
  return {
    ...rules,
    displayAnswer: (body, wire, keys, words = ENGLISH_WORDS) =>
      flatAnswer(rules.layout, rules.answerParts(body, wire, keys), words),
    displayKey: (body, words = ENGLISH_WORDS) => flatKey(rules.layout, rules.keyLines(body), words),
  };
}
