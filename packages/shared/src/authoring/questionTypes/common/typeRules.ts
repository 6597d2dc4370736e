// What every question type provides besides its schema (issue 22): plain functions, no zod, so that the exam
// screen can use them without loading the schemas. The registry joins them with each type's schema.
import type { AttemptKeys, CandidateBodyView, Fraction, MarkingRules, QuestionBody } from '../model.js';

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

/** The rules of one question type, on the body of its own type. */
export interface TypeRules<B extends QuestionBody, A> {
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
  /** The answer as a reader of a result sheet, a report or a PDF reads it. */
  displayAnswer(body: B, wire: string, keys: AttemptKeys, words?: DisplayWords): string;
  /** The key (the right answers and their fractions) as the same reader reads it. */
  displayKey(body: B, words?: DisplayWords): string;
}
