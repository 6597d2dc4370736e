// Issue 22: answers shown from their stored texts when no body reads them, what a reader may see of an
// answer (no key, no marks, never an id of the attempt), and a cloze text cut at its blanks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClozeBody } from '../../src/authoring/questionTypes/cloze/clozeRules.js';
import { parseCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import {
  bodyAnswerDisplay,
  clozePieces,
  storedAnswerDisplay,
  withoutKey,
  withoutMarks,
} from '../../src/authoring/questionTypes/display.js';
import type { QuestionBody } from '../../src/authoring/questionTypes/model.js';
import { QUESTION_TYPES_REGISTRY } from '../../src/authoring/questionTypes/registry.js';
import { attemptKeys } from './helpers.js';

const keys = attemptKeys('display-tests');

function clozeBody(text: string): ClozeBody {
  const parsed = parseCloze(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return { type: 'cloze', blanks: parsed.blanks };
}

describe('an answer no body can read, shown from its stored texts', () => {
  it('a choice row of before issue 22: options marked by the stored key, case aside', () => {
    const stored = { questionTypeId: 1, userAnswer: '2#####4', correctAnswer: '2#####3' };
    expect(storedAnswerDisplay(stored, true)).toEqual({
      layout: 'options',
      parts: [
        { text: '2', mark: 'right' },
        { text: '4', mark: 'wrong' },
      ],
      key: [
        {
          entries: [
            { text: '2', fraction: 1 },
            { text: '3', fraction: 1 },
          ],
        },
      ],
    });
    expect(storedAnswerDisplay({ ...stored, userAnswer: 'PARIS', correctAnswer: 'Paris' }, true).parts).toEqual([
      { text: 'PARIS', mark: 'right' },
    ]);
    // Unmarked: a question changed since, whose stored key may not be the one that scored it.
    expect(storedAnswerDisplay(stored).parts).toEqual([{ text: '2' }, { text: '4' }]);
  });

  it('cloze and matching read back blank by blank and stem by stem, without [[n]] and without marks', () => {
    const cloze = storedAnswerDisplay({
      questionTypeId: 8,
      userAnswer: '1=Lyon#####3=aB3dE5fG7hJ9',
      answerText: '[[1]] Lyon; [[2]] —; [[3]] green',
      correctAnswer: '[[1]] Paris / Marseille (50%); [[2]] 3.14 ± 0.01; [[3]] blue',
    });
    expect(cloze).toEqual({
      layout: 'blanks',
      parts: [
        { label: '1', text: 'Lyon' },
        { label: '2', text: null },
        { label: '3', text: 'green' },
      ],
      key: [
        {
          label: '1',
          entries: [
            { text: 'Paris', fraction: 1 },
            { text: 'Marseille (50%)', fraction: 1 },
          ],
        },
        { label: '2', entries: [{ text: '3.14 ± 0.01', fraction: 1 }] },
        { label: '3', entries: [{ text: 'blue', fraction: 1 }] },
      ],
    });
    expect(JSON.stringify(cloze)).not.toMatch(/\[\[|aB3dE5/);
    const matching = storedAnswerDisplay({
      questionTypeId: 6,
      userAnswer: 'id1=id2',
      answerText: 'France → Paris; Italy → —',
      correctAnswer: 'France → Paris; Italy → Rome',
    });
    expect(matching.parts).toEqual([
      { label: 'France', text: 'Paris' },
      { label: 'Italy', text: null },
    ]);
    expect(matching.key?.[1]).toEqual({ label: 'Italy', entries: [{ text: 'Rome', fraction: 1 }] });
  });

  it('true/false, typed, ordering and descriptive rows', () => {
    expect(
      storedAnswerDisplay({ questionTypeId: 3, userAnswer: 'true', answerText: 'Vero', correctAnswer: 'False' }),
    ).toEqual({ layout: 'truth', parts: [{ text: 'true' }], key: [{ entries: [{ text: 'false', fraction: 1 }] }] });
    expect(storedAnswerDisplay({ questionTypeId: 4, userAnswer: ' paris ', correctAnswer: '' })).toEqual({
      layout: 'typed',
      parts: [{ text: 'paris' }],
      key: [],
    });
    expect(
      storedAnswerDisplay({
        questionTypeId: 7,
        userAnswer: 'a#####b',
        answerText: 'Larva → Egg',
        correctAnswer: 'Egg → Larva',
      }),
    ).toEqual({
      layout: 'order',
      parts: [{ text: 'Larva' }, { text: 'Egg' }],
      key: [
        {
          entries: [
            { text: 'Egg', fraction: 1 },
            { text: 'Larva', fraction: 1 },
          ],
        },
      ],
    });
    expect(storedAnswerDisplay({ questionTypeId: 2, userAnswer: '', correctAnswer: '' }).parts).toEqual([]);
  });
});

describe('what a reader may see', () => {
  it('drops the key, or the marks', () => {
    const shown = bodyAnswerDisplay({ type: 'trueFalse', correct: true }, 'false', keys);
    expect(withoutKey(shown)).toEqual({ layout: 'truth', parts: [{ text: 'false', mark: 'wrong' }] });
    expect(withoutMarks(shown).parts).toEqual([{ text: 'false' }]);
  });

  it('never shows an id of the attempt in any part of a matching, ordering or cloze answer', () => {
    const body = clozeBody('{1:MC:=a~b~c} {1:MC:=d~e}');
    const matching: QuestionBody = {
      type: 'matching',
      pairs: [
        { stem: 's1', choice: 'c1' },
        { stem: 's2', choice: 'c2' },
      ],
      distractors: ['c3'],
    };
    const ordering: QuestionBody = { type: 'ordering', items: ['i1', 'i2', 'i3'], scoring: 'allOrNothing' };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (secret) => {
        const k = attemptKeys(secret);
        const clozeView = QUESTION_TYPES_REGISTRY[8].candidateView(body, k);
        const matchingView = QUESTION_TYPES_REGISTRY[6].candidateView(matching, k);
        const orderingView = QUESTION_TYPES_REGISTRY[7].candidateView(ordering, k);
        const wires: [QuestionBody, string][] = [
          [body, `1=${clozeView.blanks![0]!.choices![1]!.id}#####2=${clozeView.blanks![1]!.choices![0]!.id}`],
          [matching, `${matchingView.stems![0]!.id}=${matchingView.choices![2]!.id}`],
          [ordering, orderingView.items!.map((i) => i.id).join('#####')],
        ];
        const ids = [clozeView, matchingView, orderingView].flatMap((v) =>
          [v.items, v.stems, v.choices, ...(v.blanks ?? []).map((b) => b.choices)]
            .flatMap((l) => l ?? [])
            .map((x) => x.id),
        );
        for (const [b, wire] of wires) {
          const text = JSON.stringify(bodyAnswerDisplay(b, wire, k));
          for (const id of ids) expect(text).not.toContain(id);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('a cloze text in pieces', () => {
  it('cuts at [[n]], words and blanks in order, no empty words', () => {
    expect(clozePieces('[[1]] is in France; pi is [[2]].')).toEqual([
      { blank: 1 },
      { text: ' is in France; pi is ' },
      { blank: 2 },
      { text: '.' },
    ]);
    expect(clozePieces('No blank')).toEqual([{ text: 'No blank' }]);
  });
});
