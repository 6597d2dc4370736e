// Numerical questions (issue 22 type 5): the number typed (numberReading.ts says how it is read, with its
// unit) scores the best fraction among the accepted values it is within tolerance of, 0 otherwise. A
// wrong number is not a wrong choice: no penalty. Text that is not a number is kept and scores 0.
import type { NumericAnswer, NumericUnit, QuestionBody } from '../model.js';
import type { KeyEntry } from '../common/display.js';
import { bestFraction, finalFraction } from '../common/scoreRules.js';
import { withFlatTexts } from '../common/typeRules.js';
import { readTyped, typedPart } from '../shortAnswer/shortAnswerRules.js';
import { typedValue, withinTolerance } from './numberReading.js';

export type NumericalBody = Extract<QuestionBody, { type: 'numerical' }>;

/** The raw fraction a typed answer earns: the best accepted value it is within tolerance of, else 0. */
export function numericFraction(
  answers: readonly NumericAnswer[],
  typed: string,
  units: readonly NumericUnit[] = [],
  unitRequired = false,
): number {
  const x = typedValue(typed, units, unitRequired);
  if (x === null) return 0;
  return bestFraction(answers.filter((a) => withinTolerance(x, a)).map((a) => a.fraction));
}

/** The accepted values that earn something as key entries: "3.14 ± 0.01 m" (the unit of multiplier 1). */
export function numericEntries(answers: readonly NumericAnswer[], units: readonly NumericUnit[] = []): KeyEntry[] {
  const base = units.find((u) => u.multiplier === 1)?.unit;
  return answers
    .filter((a) => a.fraction > 0)
    .map((a) => ({
      text: `${a.value}${a.tolerance ? ` ± ${a.tolerance}` : ''}${base ? ` ${base}` : ''}`,
      fraction: a.fraction,
    }));
}

export const numericalRules = withFlatTexts<NumericalBody, string>({
  layout: 'typed',
  candidateView: () => ({}),
  parseAnswer: (_body, wire) => readTyped(wire),
  score: (body, wire, _keys, marking) =>
    finalFraction(numericFraction(body.answers, wire, body.units, body.unitRequired), marking),
  answerParts: (body, wire) =>
    typedPart(wire, (typed) => numericFraction(body.answers, typed, body.units, body.unitRequired)),
  keyLines: (body) => [{ entries: numericEntries(body.answers, body.units) }],
});
