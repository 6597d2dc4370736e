// Issue 22: how each type's stored answer and key are shown on result sheets, reports, the grading dialog
// and Result.pdf: parts as texts (never ids), each marked as it scored, and the key in lines.
import { describe, expect, it } from 'vitest';
import type { ClozeBody } from '../../src/authoring/questionTypes/cloze/clozeRules.js';
import { parseCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import { bodyAnswerDisplay, layoutOf } from '../../src/authoring/questionTypes/display.js';
import type { QuestionBody } from '../../src/authoring/questionTypes/model.js';
import { QUESTION_TYPES_REGISTRY } from '../../src/authoring/questionTypes/registry.js';
import { attemptKeys, floored, idOf, matchingWire, orderingWire } from './helpers.js';

const keys = attemptKeys('display-tests');
const view = (body: QuestionBody) => QUESTION_TYPES_REGISTRY[8].candidateView(body as ClozeBody, keys);

function clozeBody(text: string): ClozeBody {
  const parsed = parseCloze(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return { type: 'cloze', blanks: parsed.blanks };
}

describe('each type’s answer in parts and its key in lines', () => {
  it('choice: the options chosen, each right, partly right or wrong by its own fraction', () => {
    const single: QuestionBody = {
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Paris', fraction: 1 },
        { text: 'Marseille', fraction: 0.5 },
        { text: 'Lyon', fraction: 0 },
      ],
    };
    expect(bodyAnswerDisplay(single, 'Marseille', keys)).toEqual({
      layout: 'options',
      parts: [{ text: 'Marseille', mark: 'partial' }],
      key: [
        {
          entries: [
            { text: 'Paris', fraction: 1 },
            { text: 'Marseille', fraction: 0.5 },
          ],
        },
      ],
    });
    expect(bodyAnswerDisplay(single, 'Lyon', keys).parts).toEqual([{ text: 'Lyon', mark: 'wrong' }]);
    const multiple: QuestionBody = {
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 0.5 },
        { text: '3', fraction: 0.5 },
        { text: '4', fraction: -1 },
      ],
    };
    // In a multiple-answer question each right option earns its share: it is right, not partly right.
    expect(bodyAnswerDisplay(multiple, '2#####4#####2', keys).parts).toEqual([
      { text: '2', mark: 'right' },
      { text: '4', mark: 'wrong' },
    ]);
    expect(bodyAnswerDisplay(multiple, '', keys).parts).toEqual([]);
  });

  it('true/false: the value, not a word of any language, and right or wrong', () => {
    const body: QuestionBody = { type: 'trueFalse', correct: false };
    expect(bodyAnswerDisplay(body, 'TRUE', keys)).toEqual({
      layout: 'truth',
      parts: [{ text: 'true', mark: 'wrong' }],
      key: [{ entries: [{ text: 'false', fraction: 1 }] }],
    });
    expect(bodyAnswerDisplay(body, ' false ', keys).parts).toEqual([{ text: 'false', mark: 'right' }]);
    expect(bodyAnswerDisplay(body, '', keys).parts).toEqual([]);
  });

  it('short answer and numerical: the text typed, marked by the best accepted answer it matches', () => {
    const short: QuestionBody = {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'Rome', fraction: 1 },
        { text: 'Rom*', fraction: 0.5 },
        { text: 'Milan', fraction: 0 },
      ],
    };
    expect(bodyAnswerDisplay(short, '  rome ', keys).parts).toEqual([{ text: 'rome', mark: 'right' }]);
    expect(bodyAnswerDisplay(short, 'Romulus', keys).parts).toEqual([{ text: 'Romulus', mark: 'partial' }]);
    expect(bodyAnswerDisplay(short, 'Milan', keys).parts).toEqual([{ text: 'Milan', mark: 'wrong' }]);
    // Answers worth nothing are no part of the key.
    expect(bodyAnswerDisplay(short, '', keys)).toEqual({
      layout: 'typed',
      parts: [],
      key: [
        {
          entries: [
            { text: 'Rome', fraction: 1 },
            { text: 'Rom*', fraction: 0.5 },
          ],
        },
      ],
    });
    const numerical: QuestionBody = {
      type: 'numerical',
      answers: [
        { value: 105, tolerance: 5, fraction: 1 },
        { value: 90, tolerance: 10, fraction: 0.25 },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitRequired: false,
    };
    expect(bodyAnswerDisplay(numerical, '10400 cm', keys).parts).toEqual([{ text: '10400 cm', mark: 'right' }]);
    expect(bodyAnswerDisplay(numerical, '85', keys).parts).toEqual([{ text: '85', mark: 'partial' }]);
    expect(bodyAnswerDisplay(numerical, 'far', keys).parts).toEqual([{ text: 'far', mark: 'wrong' }]);
    expect(bodyAnswerDisplay(numerical, '', keys).key).toEqual([
      {
        entries: [
          { text: '105 ± 5 m', fraction: 1 },
          { text: '90 ± 10 m', fraction: 0.25 },
        ],
      },
    ]);
  });

  it('matching: every stem with the choice’s text (never its id), the unanswered one empty and wrong', () => {
    const body: QuestionBody = {
      type: 'matching',
      pairs: [
        { stem: 'France', choice: 'Paris' },
        { stem: 'Italy', choice: 'Rome' },
        { stem: 'Spain', choice: 'Madrid' },
      ],
      distractors: ['Lisbon'],
    };
    const shown = QUESTION_TYPES_REGISTRY[6].candidateView(body, keys);
    const wire = matchingWire(shown, [
      ['France', 'Paris'],
      ['Italy', 'Lisbon'],
    ]);
    expect(bodyAnswerDisplay(body, wire, keys)).toEqual({
      layout: 'pairs',
      parts: [
        { label: 'France', text: 'Paris', mark: 'right' },
        { label: 'Italy', text: 'Lisbon', mark: 'wrong' },
        { label: 'Spain', text: null, mark: 'wrong' },
      ],
      key: [
        { label: 'France', entries: [{ text: 'Paris', fraction: 1 }] },
        { label: 'Italy', entries: [{ text: 'Rome', fraction: 1 }] },
        { label: 'Spain', entries: [{ text: 'Madrid', fraction: 1 }] },
      ],
    });
    expect(bodyAnswerDisplay(body, '', keys).parts).toEqual([]);
  });

  it('ordering: the items in the candidate’s order, each marked as the question scores it', () => {
    const items = ['Egg', 'Larva', 'Pupa', 'Adult'];
    const perPosition: QuestionBody = { type: 'ordering', items, scoring: 'perPosition' };
    const shown = QUESTION_TYPES_REGISTRY[7].candidateView(perPosition, keys);
    const wire = orderingWire(shown, ['Egg', 'Pupa', 'Adult', 'Larva']);
    expect(bodyAnswerDisplay(perPosition, wire, keys)).toEqual({
      layout: 'order',
      parts: [
        { text: 'Egg', mark: 'right' },
        { text: 'Pupa', mark: 'wrong' },
        { text: 'Adult', mark: 'wrong' },
        { text: 'Larva', mark: 'wrong' },
      ],
      key: [{ entries: items.map((text) => ({ text, fraction: 1 })) }],
    });
    // Longest run: Pupa → Adult stand as in the key, wherever they stand: they count, and are right.
    const run: QuestionBody = { type: 'ordering', items, scoring: 'longestRun' };
    expect(bodyAnswerDisplay(run, wire, keys).parts.map((p) => p.mark)).toEqual(['wrong', 'right', 'right', 'wrong']);
    expect(QUESTION_TYPES_REGISTRY[7].score(run, wire, keys, floored)).toBe(0.5);
    const none = orderingWire(shown, ['Adult', 'Pupa', 'Larva', 'Egg']);
    expect(bodyAnswerDisplay(run, none, keys).parts.every((p) => p.mark === 'wrong')).toBe(true);
  });

  it('cloze: every blank with what was put in it (a dropdown’s choice text, not its id), marked on its own', () => {
    const body = clozeBody('{1:SA:=Paris~%50%Marseille} is in France; pi is {1:NM:=3.14:0.01}; {1:MC:=blue~green}.');
    const blue = idOf(view(body).blanks?.[2]?.choices, 'blue');
    const green = idOf(view(body).blanks?.[2]?.choices, 'green');
    expect(bodyAnswerDisplay(body, `1=Marseille#####3=${green}`, keys)).toEqual({
      layout: 'blanks',
      parts: [
        { label: '1', text: 'Marseille', mark: 'partial' },
        { label: '2', text: null, mark: 'wrong' },
        { label: '3', text: 'green', mark: 'wrong' },
      ],
      key: [
        {
          label: '1',
          entries: [
            { text: 'Paris', fraction: 1 },
            { text: 'Marseille', fraction: 0.5 },
          ],
        },
        { label: '2', entries: [{ text: '3.14 ± 0.01', fraction: 1 }] },
        { label: '3', entries: [{ text: 'blue', fraction: 1 }] },
      ],
    });
    const right = bodyAnswerDisplay(body, `1= Paris #####2=3.14#####3=${blue}`, keys);
    expect(right.parts.map((p) => [p.text, p.mark])).toEqual([
      ['Paris', 'right'],
      ['3.14', 'right'],
      ['blue', 'right'],
    ]);
    expect(JSON.stringify(right)).not.toContain(blue);
  });

  it('descriptive: the text written, unmarked; no key', () => {
    expect(bodyAnswerDisplay({ type: 'descriptive' }, ' Water evaporates. ', keys)).toEqual({
      layout: 'text',
      parts: [{ text: 'Water evaporates.' }],
      key: [],
    });
  });

  it('lays out every questionTypeId, an unknown one as options', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 99].map(layoutOf)).toEqual([
      'options',
      'text',
      'truth',
      'typed',
      'typed',
      'pairs',
      'order',
      'blanks',
      'options',
    ]);
  });
});

describe('the flat texts stored with an answer are its parts joined', () => {
  it('reads back what each type stored', () => {
    const body = clozeBody('{1:SA:=Paris} and {1:MC:=yes~no}');
    const yes = idOf(view(body).blanks?.[1]?.choices, 'yes');
    const cloze = QUESTION_TYPES_REGISTRY[8];
    expect(cloze.displayAnswer(body, `1=Lyon#####2=${yes}`, keys)).toBe('[[1]] Lyon; [[2]] yes');
    expect(cloze.displayAnswer(body, '', keys)).toBe('');
    expect(QUESTION_TYPES_REGISTRY[3].displayAnswer({ type: 'trueFalse', correct: true }, 'true', keys)).toBe('True');
    expect(
      QUESTION_TYPES_REGISTRY[3].displayKey({ type: 'trueFalse', correct: false }, { true: 'Vero', false: 'Falso' }),
    ).toBe('Falso');
  });
});
