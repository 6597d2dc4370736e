import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES_REGISTRY } from '../../src/authoring/questionTypes/registry.js';
import type { ChoiceBody } from '../../src/authoring/questionTypes/choice/choiceRules.js';
import { attemptKeys, floored, unfloored, withPenalty } from './helpers.js';

const choice = QUESTION_TYPES_REGISTRY[1];
const trueFalse = QUESTION_TYPES_REGISTRY[3];
const keys = attemptKeys('choice-tests');

/** Moodle's GIFT fixture "colours": multiple response with %50% and %-100% options. */
const colours: ChoiceBody = {
  type: 'choice',
  multiple: true,
  options: [
    { text: 'yellow', fraction: 0.5 },
    { text: 'red', fraction: -1 },
    { text: 'off-beige', fraction: 0.5 },
    { text: 'blue', fraction: -1 },
  ],
};
/** A single-answer question with plain wrong options (fraction 0). */
const single: ChoiceBody = {
  type: 'choice',
  multiple: false,
  options: [
    { text: '4', fraction: 1 },
    { text: '3', fraction: 0 },
    { text: '5', fraction: 0 },
    { text: 'about 4', fraction: 0.5 },
  ],
};
/** Multiple response whose wrong options carry no fraction of their own. */
const plainMultiple: ChoiceBody = {
  type: 'choice',
  multiple: true,
  options: [
    { text: 'A', fraction: 0.5 },
    { text: 'B', fraction: 0.5 },
    { text: 'C', fraction: 0 },
    { text: 'D', fraction: 0 },
  ],
};

const score = (body: ChoiceBody, wire: string, marking = floored) => choice.score(body, wire, keys, marking);

describe('choice: single answer', () => {
  it("scores the chosen option's fraction", () => {
    expect(score(single, '4')).toBe(1);
    expect(score(single, 'about 4')).toBe(0.5);
    expect(score(single, '3')).toBe(0);
  });

  it('costs the penalty for a wrong option, floored at 0 or not', () => {
    expect(score(single, '3', withPenalty(0.25, false))).toBe(-0.25);
    expect(score(single, '3', withPenalty(0.25, true))).toBe(0);
    expect(score(single, '4', withPenalty(0.25, false))).toBe(1);
  });

  it('never penalises an unanswered question', () => {
    expect(score(single, '', withPenalty(1, false))).toBe(0);
    expect(score(single, ' #####  ', withPenalty(1, false))).toBe(0);
  });

  it('refuses two options, an unknown one, and nothing', () => {
    expect(choice.parseAnswer(single, '4#####3', keys)).toEqual({ ok: false, error: 'multipleAnswerNotAllowed' });
    expect(choice.parseAnswer(single, '2#####3', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(choice.parseAnswer(single, '', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(choice.parseAnswer(single, ' about 4 ', keys)).toEqual({ ok: true, answer: [3] });
    expect(score(single, '4#####3', withPenalty(0.5, false))).toBe(0);
  });
});

describe('choice: multiple response with fractions', () => {
  it('sums the chosen fractions', () => {
    expect(score(colours, 'yellow#####off-beige')).toBe(1);
    expect(score(colours, 'yellow')).toBe(0.5);
    expect(score(colours, 'yellow#####off-beige#####red', unfloored)).toBe(0);
  });

  it("counts an option's own negative fraction, without the penalty on top", () => {
    expect(score(colours, 'red', withPenalty(0.25, false))).toBe(-1);
    expect(score(colours, 'yellow#####red', withPenalty(0.25, false))).toBe(-0.5);
  });

  it('stays within -1 when several negative options are chosen, 0 when floored', () => {
    expect(score(colours, 'red#####blue', unfloored)).toBe(-1);
    expect(score(colours, 'red#####blue', floored)).toBe(0);
  });

  it('caps the sum at 1', () => {
    const generous: ChoiceBody = {
      ...plainMultiple,
      options: plainMultiple.options.map((o) => ({ ...o, fraction: 1 })),
    };
    expect(score(generous, 'A#####B#####C')).toBe(1);
  });

  it('costs the penalty for each wrong option chosen (fraction 0), none without a penalty', () => {
    expect(score(plainMultiple, 'A#####B#####C#####D')).toBe(1);
    expect(score(plainMultiple, 'A#####B#####C#####D', withPenalty(0.25, false))).toBe(0.5);
    expect(score(plainMultiple, 'A#####C#####D', withPenalty(0.5, false))).toBe(-0.5);
    expect(score(plainMultiple, 'A#####C#####D', withPenalty(0.5, true))).toBe(0);
  });

  it('counts a repeated option once', () => {
    expect(score(plainMultiple, 'A#####A#####A')).toBe(0.5);
  });

  it('reads each option text whole: a wrong option "2#####3" can no longer exist, so it never scores as 2 + 3', () => {
    const texts: ChoiceBody = {
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 0.5 },
        { text: '3', fraction: 0.5 },
        { text: '5', fraction: 0 },
      ],
    };
    expect(
      choice.bodySchema.safeParse({ ...texts, options: [...texts.options, { text: '2#####3', fraction: 0 }] }).success,
    ).toBe(false);
    expect(score(texts, '2#####3')).toBe(1);
  });
});

describe('choice: display', () => {
  it('shows the chosen texts, and the key with the fractions that are not 100%', () => {
    expect(choice.displayAnswer(colours, 'yellow#####red', keys)).toBe('yellow; red');
    expect(choice.displayKey(colours)).toBe('yellow (50%); red (-100%); off-beige (50%); blue (-100%)');
    expect(choice.displayKey(single)).toBe('4; about 4 (50%)');
  });

  it('gives a candidate nothing beyond the options it already has', () => {
    expect(choice.candidateView(colours, keys)).toEqual({});
  });
});

describe('true/false', () => {
  const isFalse = { type: 'trueFalse', correct: false } as const;

  it('scores 1 for the right answer and 0 for the wrong one', () => {
    expect(trueFalse.score(isFalse, 'false', keys, floored)).toBe(1);
    expect(trueFalse.score(isFalse, ' FALSE ', keys, floored)).toBe(1);
    expect(trueFalse.score(isFalse, 'true', keys, floored)).toBe(0);
  });

  it('costs the penalty for a wrong answer, and nothing when unanswered', () => {
    expect(trueFalse.score(isFalse, 'true', keys, withPenalty(0.5, false))).toBe(-0.5);
    expect(trueFalse.score(isFalse, 'true', keys, withPenalty(0.5, true))).toBe(0);
    expect(trueFalse.score(isFalse, '', keys, withPenalty(0.5, false))).toBe(0);
  });

  it('refuses anything but true or false', () => {
    expect(trueFalse.parseAnswer(isFalse, 'yes', keys)).toEqual({ ok: false, error: 'invalidOption' });
    expect(trueFalse.parseAnswer(isFalse, '', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(trueFalse.parseAnswer(isFalse, 'true', keys)).toEqual({ ok: true, answer: true });
  });

  it('displays in the words it is given', () => {
    const words = { true: 'Verdadero', false: 'Falso' };
    expect(trueFalse.displayAnswer(isFalse, 'true', keys)).toBe('True');
    expect(trueFalse.displayAnswer(isFalse, 'true', keys, words)).toBe('Verdadero');
    expect(trueFalse.displayKey(isFalse, words)).toBe('Falso');
  });
});
