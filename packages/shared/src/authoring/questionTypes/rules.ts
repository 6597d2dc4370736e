// Every question type's rules by its key, and dispatch on a body's type: what the server, the exam screen,
// the result sheet and the reports call. No zod here (the exam screen's first load stays small): the
// schemas join these rules in registry.ts.
import { choiceRules } from './choice/choiceRules.js';
import { clozeRules } from './cloze/clozeRules.js';
import type { DisplayWords, TypeRules, AnswerParse } from './common/typeRules.js';
import { descriptiveRules } from './descriptive/descriptiveRules.js';
import { matchingRules } from './matching/matchingRules.js';
import type { AttemptKeys, CandidateBodyView, Fraction, MarkingRules, QuestionBody, QuestionTypeKey } from './model.js';
import { numericalRules } from './numerical/numericalRules.js';
import { orderingRules } from './ordering/orderingRules.js';
import { shortAnswerRules } from './shortAnswer/shortAnswerRules.js';
import { trueFalseRules } from './trueFalse/trueFalseRules.js';

type BodyOf<K extends QuestionTypeKey> = Extract<QuestionBody, { type: K }>;

/** The rules of each type, by its key. */
export const QUESTION_TYPE_RULES: { [K in QuestionTypeKey]: TypeRules<BodyOf<K>, unknown> } = {
  choice: choiceRules,
  descriptive: descriptiveRules,
  trueFalse: trueFalseRules,
  shortAnswer: shortAnswerRules,
  numerical: numericalRules,
  matching: matchingRules,
  ordering: orderingRules,
  cloze: clozeRules,
};

/** The rules of a body's type, typed for any body. */
const rulesOf = (body: QuestionBody) => QUESTION_TYPE_RULES[body.type] as TypeRules<QuestionBody, unknown>;

/** What a candidate may see of a body during the attempt (never a key). */
export const bodyCandidateView = (body: QuestionBody, keys: AttemptKeys): CandidateBodyView =>
  rulesOf(body).candidateView(body, keys);

/** A wire answer read against a body, or why it is refused. */
export const parseBodyAnswer = (body: QuestionBody, wire: string, keys: AttemptKeys): AnswerParse<unknown> =>
  rulesOf(body).parseAnswer(body, wire, keys);

/** The fraction of the question's mark a wire answer earns; null for a type graded by hand. */
export const scoreBodyAnswer = (
  body: QuestionBody,
  wire: string,
  keys: AttemptKeys,
  marking: MarkingRules,
): Fraction | null => rulesOf(body).score(body, wire, keys, marking);

/** A wire answer as a reader reads it. */
export const displayBodyAnswer = (body: QuestionBody, wire: string, keys: AttemptKeys, words?: DisplayWords): string =>
  rulesOf(body).displayAnswer(body, wire, keys, words);

/** A body's key as a reader reads it. */
export const displayBodyKey = (body: QuestionBody, words?: DisplayWords): string =>
  rulesOf(body).displayKey(body, words);
