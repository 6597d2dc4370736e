// Choice questions, single or multiple answer (issue 22 type 1). The options' texts live in optionA–E, so a
// candidate needs nothing more than them; the body adds each option's fraction and feedback.
//
// Scoring: the sum of the chosen options' fractions, capped at 1 (a single answer is a sum of one).
// - A chosen option with a fraction of its own below 0 counts that fraction: GIFT's %-100%, Moodle's
//   negative fractions, which are Moodle's only negative marking (it has no assessment-wide penalty).
// - A chosen option with fraction 0 is a wrong choice without a fraction of its own: it costs
//   marking.penalty, the assessment's negative marking, as ClassMarker's "deduct n% per wrong answer" does.
//   So an option's own negative fraction replaces the penalty, never adds to it.
// - Nothing chosen (or an answer that cannot be read) scores 0 and is never penalised.
// - The question's floor (marking.floorQuestionAtZero) and the [-1, 1] bounds are applied last.
import type { ChoiceOption, QuestionBody } from '../model.js';
import { PART_SEPARATOR } from '../common/display.js';
import { finalFraction, percentNote } from '../common/scoreRules.js';
import type { AnswerParse, TypeRules } from '../common/typeRules.js';
import { wireParts } from '../common/wire.js';

export type ChoiceBody = Extract<QuestionBody, { type: 'choice' }>;
/** The indices of the chosen options, in the order sent. */
export type ChoiceAnswer = number[];

/** Chosen option texts (wire parts) read as option indices: each must be an option, one unless multiple. */
export function chooseOptions(
  options: readonly ChoiceOption[],
  parts: string[],
  multiple: boolean,
): AnswerParse<number[]> {
  const unique = [...new Set(parts)];
  if (unique.length === 0) return { ok: false, error: 'emptyAnswer' };
  const chosen = unique.map((part) => options.findIndex((option) => option.text.trim() === part));
  if (chosen.some((i) => i < 0)) return { ok: false, error: 'invalidOption' };
  if (chosen.length > 1 && !multiple) return { ok: false, error: 'multipleAnswerNotAllowed' };
  return { ok: true, answer: chosen };
}

/** What a chosen option earns: its fraction, or the penalty when it is a wrong option without one. */
const earned = (option: ChoiceOption, penalty: number): number =>
  option.fraction === 0 ? -Math.abs(penalty) : option.fraction;

/** The raw fraction of some chosen options: their sum, capped at 1 (the floor is the question's). */
export const chosenFraction = (options: readonly ChoiceOption[], chosen: readonly number[], penalty: number): number =>
  Math.min(
    1,
    chosen.reduce((sum, i) => sum + earned(options[i] as ChoiceOption, penalty), 0),
  );

/** The key of some options: those that earn or cost something, with their fraction when not 100%. */
export const optionsKey = (options: readonly ChoiceOption[], separator = PART_SEPARATOR): string =>
  options
    .filter((option) => option.fraction !== 0)
    .map((option) => option.text.trim() + percentNote(option.fraction))
    .join(separator);

export const choiceRules: TypeRules<ChoiceBody, ChoiceAnswer> = {
  candidateView: () => ({}),
  parseAnswer: (body, wire) => chooseOptions(body.options, wireParts(wire), body.multiple),
  score(body, wire, _keys, marking) {
    const parsed = chooseOptions(body.options, wireParts(wire), body.multiple);
    return finalFraction(parsed.ok ? chosenFraction(body.options, parsed.answer, marking.penalty) : 0, marking);
  },
  displayAnswer: (_body, wire) => [...new Set(wireParts(wire))].join(PART_SEPARATOR),
  displayKey: (body) => optionsKey(body.options),
};
