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
import type { AnswerPart, KeyEntry, PartMark } from '../common/display.js';
import { finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';
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

/** The key's entries: the options that earn or cost something, with their fraction. */
export const optionEntries = (options: readonly ChoiceOption[]): KeyEntry[] =>
  options.filter((o) => o.fraction !== 0).map((o) => ({ text: o.text.trim(), fraction: o.fraction }));

/**
 * How a chosen option scored: right when it earns credit (in a multiple-answer question each right option
 * earns its share, and is right), partly right for a single answer worth part of the mark, wrong otherwise.
 */
export function optionMark(option: ChoiceOption | undefined, multiple: boolean): PartMark {
  if (!option || option.fraction <= 0) return 'wrong';
  return multiple || option.fraction >= 1 ? 'right' : 'partial';
}

/** The options chosen (wire parts, each once), each marked; an unknown text is wrong. */
function chosenParts(body: ChoiceBody, wire: string): AnswerPart[] {
  return [...new Set(wireParts(wire))].map((text) => ({
    text,
    mark: optionMark(
      body.options.find((o) => o.text.trim() === text),
      body.multiple,
    ),
  }));
}

export const choiceRules = withFlatTexts<ChoiceBody, ChoiceAnswer>({
  layout: 'options',
  candidateView: () => ({}),
  parseAnswer: (body, wire) => chooseOptions(body.options, wireParts(wire), body.multiple),
  score(body, wire, _keys, marking) {
    const parsed = chooseOptions(body.options, wireParts(wire), body.multiple);
    return finalFraction(parsed.ok ? chosenFraction(body.options, parsed.answer, marking.penalty) : 0, marking);
  },
  answerParts: (body, wire) => chosenParts(body, wire),
  keyLines: (body) => [{ entries: optionEntries(body.options) }],
});
