// The question dialog's body fields (issue 22) as pure data: percentages to fractions and back, the body
// each type sends, the field an issue of the shared schema lands on, and the questions table's summaries.
import type { QuestionBody } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  bodyFieldPath,
  bodyFormFrom,
  bodyFromForm,
  emptyBodyForm,
  fractionOf,
  percentText,
  type BodyFormValues,
  type BodySource,
} from '../../src/features/authoring/questions/body/bodyForm';
import { answerSummary } from '../../src/features/authoring/questions/body/bodySummary';
import { impliedCredits } from '../../src/features/authoring/questions/body/ChoiceExtrasFields';
import { stepTarget } from '../../src/features/authoring/questions/body/OrderingFields';
import { penaltyOptions } from '../../src/features/authoring/assessments/NegativeMarkingFields';

const NO_OPTIONS = { optionA: '', optionB: '', optionC: '', optionD: '', optionE: '' };
const source = (questionTypeId: number, over: Partial<BodySource> = {}): BodySource => ({
  questionTypeId,
  options: NO_OPTIONS,
  multiple: false,
  ...over,
});

/** i18next's t over the English table, enough for the summaries' keys and {{placeholders}}. */
function t(key: string, params: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations.en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}
const summary = (body: QuestionBody | null, questionTypeId = 1, correctOptionText = '') =>
  answerSummary({ questionTypeId, correctOptionText, body }, t, 'en');

describe('credits as percentages', () => {
  it('shows fractions without binary noise and reads them back to 7 places', () => {
    expect(percentText(1)).toBe('100');
    expect(percentText(-1)).toBe('-100');
    expect(percentText(0.3333333)).toBe('33.33333');
    expect(percentText(0.125)).toBe('12.5');
    expect(fractionOf('33.33333')).toBe(0.3333333);
    expect(fractionOf(' 50 ')).toBe(0.5);
    expect(fractionOf('-100')).toBe(-1);
    expect(fractionOf('12,5')).toBe(0.125);
    expect(fractionOf('')).toBeNaN();
    expect(fractionOf('half')).toBeNaN();
  });
});

describe('the body each type sends', () => {
  it('short answer: trimmed texts, fractions, feedback only when written', () => {
    const form = emptyBodyForm();
    form.shortAnswer = {
      caseSensitive: true,
      answers: [
        { text: ' Paris ', fraction: '100', feedback: ' Right ' },
        { text: 'Marseille', fraction: '50', feedback: '' },
      ],
    };
    expect(bodyFromForm(form, source(4))).toEqual({
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [
        { text: 'Paris', fraction: 1, feedback: 'Right' },
        { text: 'Marseille', fraction: 0.5, feedback: undefined },
      ],
    });
  });

  it('numerical: a range is its middle with half its width as tolerance; units with multipliers', () => {
    const form = emptyBodyForm();
    form.numerical = {
      unitRequired: true,
      units: [
        { unit: 'm', multiplier: '1' },
        { unit: 'cm', multiplier: '100' },
      ],
      answers: [
        { value: '3.14', tolerance: '0.01', range: false, min: '', max: '', fraction: '100', feedback: '' },
        { value: '', tolerance: '', range: true, min: '1', max: '5', fraction: '50', feedback: '' },
      ],
    };
    expect(bodyFromForm(form, source(5))).toEqual({
      type: 'numerical',
      unitRequired: true,
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      answers: [
        { value: 3.14, tolerance: 0.01, fraction: 1, feedback: undefined },
        { value: 3, tolerance: 2, fraction: 0.5, feedback: undefined },
      ],
    });
  });

  it('matching, ordering and true/false', () => {
    const form = emptyBodyForm();
    form.matching = { pairs: [{ stem: ' Forum ', choice: 'Discussions' }], distractors: [{ text: ' Chat ' }] };
    form.ordering = { items: [{ text: 'one' }, { text: ' two ' }], scoring: 'longestRun' };
    form.trueFalse = { correct: 'false', feedbackTrue: '', feedbackFalse: '42 is the answer' };
    expect(bodyFromForm(form, source(6))).toEqual({
      type: 'matching',
      pairs: [{ stem: 'Forum', choice: 'Discussions' }],
      distractors: ['Chat'],
    });
    expect(bodyFromForm(form, source(7))).toEqual({ type: 'ordering', items: ['one', 'two'], scoring: 'longestRun' });
    expect(bodyFromForm(form, source(3))).toEqual({
      type: 'trueFalse',
      correct: false,
      feedbackTrue: undefined,
      feedbackFalse: '42 is the answer',
    });
  });

  it('choice: none without credits; with them, one option per filled letter in order', () => {
    const form = emptyBodyForm();
    const options = { ...NO_OPTIONS, optionA: 'yellow', optionC: 'red', optionD: 'off-beige' };
    expect(bodyFromForm(form, source(1, { options }))).toBeUndefined();
    form.choice.extras = true;
    form.choice.options[0] = { fraction: '50', feedback: 'right; good!' };
    form.choice.options[1] = { fraction: '25', feedback: 'an empty option is left out' };
    form.choice.options[2] = { fraction: '-100', feedback: '' };
    form.choice.options[3] = { fraction: '50', feedback: '' };
    expect(bodyFromForm(form, source(1, { options, multiple: true }))).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: 'yellow', fraction: 0.5, feedback: 'right; good!' },
        { text: 'red', fraction: -1, feedback: undefined },
        { text: 'off-beige', fraction: 0.5, feedback: undefined },
      ],
    });
  });

  it('descriptive and cloze send no body built from these fields', () => {
    expect(bodyFromForm(emptyBodyForm(), source(2))).toBeUndefined();
    expect(bodyFromForm(emptyBodyForm(), source(8))).toBeUndefined();
  });
});

describe('edit mode', () => {
  it('gives a stored body back to the same fields, so that saving unchanged sends the same body', () => {
    const bodies: [number, QuestionBody][] = [
      [4, { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'Frog', fraction: 1, feedback: 'Good!' }] }],
      [
        5,
        {
          type: 'numerical',
          unitRequired: false,
          units: [{ unit: 'km', multiplier: 0.001 }],
          answers: [{ value: 3, tolerance: 2, fraction: 1 }],
        },
      ],
      [6, { type: 'matching', pairs: [{ stem: 'a', choice: 'b' }], distractors: ['c'] }],
      [7, { type: 'ordering', items: ['x', 'y', 'z'], scoring: 'perPosition' }],
      [3, { type: 'trueFalse', correct: true, feedbackTrue: 'yes' }],
    ];
    for (const [typeId, body] of bodies) {
      const again = bodyFromForm(bodyFormFrom(body, NO_OPTIONS), source(typeId));
      expect(JSON.parse(JSON.stringify(again))).toEqual(body);
    }
  });

  it("matches a choice body's credits to the letters by their text", () => {
    const options = { ...NO_OPTIONS, optionA: 'red', optionB: 'yellow' };
    const form = bodyFormFrom(
      {
        type: 'choice',
        multiple: false,
        options: [
          { text: 'yellow', fraction: 1 },
          { text: 'red', fraction: -0.5, feedback: 'no' },
        ],
      },
      options,
    );
    expect(form.choice.extras).toBe(true);
    expect(form.choice.options.slice(0, 3)).toEqual([
      { fraction: '-50', feedback: 'no' },
      { fraction: '100', feedback: '' },
      { fraction: '0', feedback: '' },
    ]);
  });
});

describe("the field a shared schema's issue is shown on", () => {
  const form: BodyFormValues = emptyBodyForm();
  form.numerical.answers = [{ ...form.numerical.answers[0]!, range: true }];
  const options = { ...NO_OPTIONS, optionA: 'a', optionC: 'c' };

  it('follows each type to its field', () => {
    expect(bodyFieldPath(form, source(4), ['answers', 1, 'fraction'])).toBe('body.shortAnswer.answers.1.fraction');
    expect(bodyFieldPath(form, source(4), ['answers'])).toBe('body.shortAnswer.answers');
    expect(bodyFieldPath(form, source(6), ['distractors', 0])).toBe('body.matching.distractors.0.text');
    expect(bodyFieldPath(form, source(7), ['items', 2])).toBe('body.ordering.items.2.text');
    expect(bodyFieldPath(form, source(8), ['blanks', 0, 'answers'])).toBe('questionDetail');
  });

  it("puts a range's issues on its bounds and a choice option's on its letter", () => {
    expect(bodyFieldPath(form, source(5), ['answers', 0, 'value'])).toBe('body.numerical.answers.0.min');
    expect(bodyFieldPath(form, source(5), ['answers', 0, 'tolerance'])).toBe('body.numerical.answers.0.max');
    // With the lower bound given, a missing middle is the upper bound's fault.
    const lowerGiven: BodyFormValues = {
      ...form,
      numerical: { ...form.numerical, answers: [{ ...form.numerical.answers[0]!, min: '1' }] },
    };
    expect(bodyFieldPath(lowerGiven, source(5), ['answers', 0, 'value'])).toBe('body.numerical.answers.0.max');
    expect(bodyFieldPath(form, source(1, { options }), ['options', 1, 'text'])).toBe('optionC');
    expect(bodyFieldPath(form, source(1, { options }), ['options', 1, 'fraction'])).toBe(
      'body.choice.options.2.fraction',
    );
  });
});

describe('the questions table summary', () => {
  it('lists answers with their credit, in the reader’s number format', () => {
    const shortAnswer: QuestionBody = {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'Paris', fraction: 1 },
        { text: 'Marseille', fraction: 0.5 },
        { text: '*', fraction: 0 },
      ],
    };
    expect(summary(shortAnswer, 4)).toBe('Paris (100%), Marseille (50%)');
    expect(answerSummary({ questionTypeId: 4, correctOptionText: '', body: shortAnswer }, t, 'es')).toBe(
      'Paris (100\u00a0%), Marseille (50\u00a0%)',
    );
    expect(summary({ ...shortAnswer, caseSensitive: true }, 4)).toBe('Paris (100%), Marseille (50%) · case-sensitive');
  });

  it('says what each other type holds', () => {
    expect(
      summary({ type: 'matching', pairs: [1, 2, 3].map(() => ({ stem: 's', choice: 'c' })), distractors: ['d'] }, 6),
    ).toBe('Pairs: 3 · wrong answers: 1');
    expect(summary({ type: 'ordering', items: ['a', 'b', 'c', 'd'], scoring: 'allOrNothing' }, 7)).toBe(
      'Items: 4 · All or nothing',
    );
    expect(
      summary(
        {
          type: 'numerical',
          unitRequired: false,
          units: [{ unit: 'm', multiplier: 1 }],
          answers: [{ value: 3, tolerance: 2, fraction: 1 }],
        },
        5,
      ),
    ).toBe('3 ± 2 (100%) · units: m');
    expect(summary({ type: 'trueFalse', correct: false }, 3)).toBe('False');
    expect(
      summary(
        {
          type: 'cloze',
          blanks: [
            { no: 1, kind: 'text', weight: 1, caseSensitive: false, answers: [{ text: 'Paris', fraction: 1 }] },
            { no: 2, kind: 'choice', weight: 1, options: [{ text: 'yes', fraction: 1 }] },
          ],
        },
        8,
      ),
    ).toBe('Blanks: 2 (text, choice)');
  });

  it('keeps the correct options of a choice question without a body; descriptive ones are graded by hand', () => {
    expect(summary(null, 1, 'Red#####Blue')).toBe('Red, Blue');
    expect(summary(null, 2)).toBe('Graded by hand');
  });
});

describe('helpers of the editors', () => {
  it('moves an ordering item one step, never past either end', () => {
    expect(stepTarget(0, 3, -1)).toBeNull();
    expect(stepTarget(0, 3, 1)).toBe(1);
    expect(stepTarget(2, 3, 1)).toBeNull();
    expect(stepTarget(2, 3, -1)).toBe(1);
  });

  it('starts per-option credits from the correct answer: all of it, or equal shares', () => {
    expect(impliedCredits(['B'])).toEqual(['0', '100', '0', '0', '0']);
    expect(impliedCredits(['A', 'C', 'D'])).toEqual(['33.33333', '0', '33.33333', '33.33333', '0']);
    expect(impliedCredits([])).toEqual(['0', '0', '0', '0', '0']);
  });

  it('offers the usual penalties, keeping a stored one that is not among them', () => {
    const labels = (current: number) =>
      penaltyOptions(
        current,
        (n) => `${Math.round(n * 100)}%`,
        'None',
        (p) => `${p} of the mark`,
      );
    expect(labels(0).map((o) => o.value)).toEqual([0, 0.1, 0.2, 0.25, 0.3333333, 0.5, 1]);
    expect(labels(0)[0]!.label).toBe('None');
    expect(labels(0.15).map((o) => o.value)).toEqual([0, 0.1, 0.15, 0.2, 0.25, 0.3333333, 0.5, 1]);
    expect(labels(0.15)[2]!.label).toBe('15% of the mark');
  });
});
