// True/false questions (issue 22 type 3): answered `true` or `false`; right scores 1, wrong scores 0 less the
// assessment's penalty (a wrong choice, as in a choice question), unanswered 0.
import type { QuestionBody } from '../model.js';
import { finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';

export type TrueFalseBody = Extract<QuestionBody, { type: 'trueFalse' }>;

/** `true` or `false` (any case, white space around ignored). */
function readTrueFalse(wire: string): AnswerParse<boolean> {
  const value = wire.trim().toLowerCase();
  if (value === '') return { ok: false, error: 'emptyAnswer' };
  if (value === 'true' || value === 'false') return { ok: true, answer: value === 'true' };
  return { ok: false, error: 'invalidOption' };
}

/** `true` / `false` as a part's or a key's text (a screen words it in its reader's language). */
const truth = (value: boolean): string => (value ? 'true' : 'false');

export const trueFalseRules = withFlatTexts<TrueFalseBody, boolean>({
  layout: 'truth',
  candidateView: () => ({}),
  parseAnswer: (_body, wire) => readTrueFalse(wire),
  score(body, wire, _keys, marking) {
    const parsed = readTrueFalse(wire);
    if (!parsed.ok) return finalFraction(0, marking);
    return finalFraction(parsed.answer === body.correct ? 1 : -Math.abs(marking.penalty), marking);
  },
  answerParts(body, wire) {
    const parsed = readTrueFalse(wire);
    if (parsed.ok) return [{ text: truth(parsed.answer), mark: parsed.answer === body.correct ? 'right' : 'wrong' }];
    // Not a truth value (never stored so by the exam): shown as it is, scored nothing.
    return wire.trim() ? [{ text: wire.trim(), mark: 'wrong' }] : [];
  },
  keyLines: (body) => [{ entries: [{ text: truth(body.correct), fraction: 1 }] }],
});
