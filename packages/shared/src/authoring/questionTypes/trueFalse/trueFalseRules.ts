// True/false questions (issue 22 type 3): answered `true` or `false`; right scores 1, wrong scores 0 less the
// assessment's penalty (a wrong choice, as in a choice question), unanswered 0.
import type { QuestionBody } from '../model.js';
import { finalFraction } from '../common/scoreRules.js';
import { ENGLISH_WORDS, type AnswerParse, type TypeRules } from '../common/typeRules.js';

export type TrueFalseBody = Extract<QuestionBody, { type: 'trueFalse' }>;

/** `true` or `false` (any case, white space around ignored). */
function readTrueFalse(wire: string): AnswerParse<boolean> {
  const value = wire.trim().toLowerCase();
  if (value === '') return { ok: false, error: 'emptyAnswer' };
  if (value === 'true' || value === 'false') return { ok: true, answer: value === 'true' };
  return { ok: false, error: 'invalidOption' };
}

export const trueFalseRules: TypeRules<TrueFalseBody, boolean> = {
  candidateView: () => ({}),
  parseAnswer: (_body, wire) => readTrueFalse(wire),
  score(body, wire, _keys, marking) {
    const parsed = readTrueFalse(wire);
    if (!parsed.ok) return finalFraction(0, marking);
    return finalFraction(parsed.answer === body.correct ? 1 : -Math.abs(marking.penalty), marking);
  },
  displayAnswer(_body, wire, _keys, words = ENGLISH_WORDS) {
    const parsed = readTrueFalse(wire);
    if (!parsed.ok) return wire.trim();
    return parsed.answer ? words.true : words.false;
  },
  displayKey: (body, words = ENGLISH_WORDS) => (body.correct ? words.true : words.false),
};
