import fc from 'fast-check';
import {
  ANSWER_SEPARATOR,
  bodyCandidateView,
  checkAnswer,
  parseBodyAnswer,
  parseCloze,
  scoreBodyAnswer,
  type QuestionBody,
} from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { attemptKeys, newAttemptSecret } from '../../src/modules/delivery/exam/attemptKeys.js';
import { clozeText, typedCases } from './typedExam.js';

/**
 * The exam screen checks an answer against what it was shown (checkAnswer with the candidate's view); the
 * server reads it with the question's body and the attempt's keys (the registry's parseAnswer) and scores
 * it. For any wire text made of the view's ids, foreign ids, texts and separators, both must agree, and a
 * score must stay within its bounds.
 */
const cloze = parseCloze(clozeText());
if ('error' in cloze) throw new Error('the test cloze does not parse');
const bodies: [number, QuestionBody][] = [
  ...typedCases()
    .filter((c) => c.question.body && [3, 6, 7].includes(c.question.questionTypeId))
    .map((c): [number, QuestionBody] => [c.question.questionTypeId, c.question.body!]),
  [8, { type: 'cloze', blanks: cloze.blanks }],
  [8, { type: 'cloze', blanks: cloze.blanks.map((b) => (b.kind === 'choice' ? { ...b, multiple: true } : b)) }],
];
const options = { optionA: 'True', optionB: 'False', optionC: '', optionD: '', optionE: '' };

describe('the shared wire check and the question engine agree (issue 22)', () => {
  for (const [questionTypeId, body] of bodies) {
    it(`reads every ${body.type} answer alike${'blanks' in body && body.blanks.some((b) => b.kind === 'choice' && b.multiple) ? ' (multiple)' : ''}`, () => {
      const keys = attemptKeys(newAttemptSecret(), 42);
      const view = bodyCandidateView(body, keys);
      const ids = [...(view.items ?? []), ...(view.stems ?? []), ...(view.choices ?? [])].map((x) => x.id);
      const blankIds = (view.blanks ?? []).flatMap((b) => (b.choices ?? []).map((c) => c.id));
      const foreign = attemptKeys(newAttemptSecret(), 42);
      const atom = fc.oneof(
        fc.constantFrom(...ids, ...blankIds, 'true', 'false', ' TRUE ', '', '=', ANSWER_SEPARATOR),
        fc.constantFrom(foreign.idFor('item', 0), foreign.idFor('stem', 1), foreign.idFor('choice', 2)),
        fc.string({ maxLength: 6 }),
      );
      const part = fc.oneof(
        atom,
        fc.tuple(fc.oneof(atom, fc.constantFrom('1', '2', '3', '01', '4')), atom).map(([k, v]) => `${k}=${v}`),
      );
      const wire = fc.array(part, { maxLength: 6 }).map((parts) => parts.join(ANSWER_SEPARATOR));
      fc.assert(
        fc.property(wire, (w) => {
          const shared = checkAnswer({ questionTypeId, ...options, ...view }, w, { allowMultiple: true });
          const engine = parseBodyAnswer(body, w, keys);
          expect(shared.ok, w).toBe(engine.ok);
          if (!shared.ok && !engine.ok) expect(shared.error, w).toBe(engine.error);
          // What the screen stores, the engine reads too, and scores within bounds either way.
          if (shared.ok) expect(parseBodyAnswer(body, shared.answer, keys).ok, shared.answer).toBe(true);
          for (const floor of [true, false]) {
            const marking = { penalty: 0.5, floorQuestionAtZero: floor, floorAttemptAtZero: true };
            const fraction = scoreBodyAnswer(body, w, keys, marking)!;
            expect(fraction).toBeGreaterThanOrEqual(floor ? 0 : -1);
            expect(fraction).toBeLessThanOrEqual(1);
          }
        }),
        { numRuns: 1000 },
      );
    });
  }
});
