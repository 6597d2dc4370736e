import { readFileSync } from 'node:fs';
import { QUESTION_TYPE_ID, type ParsedBank, type QuestionBody, type QuestionDraft } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseGift, writeGift } from '../../../src/modules/authoring/exchange/gift/index.js';

/** Moodle's own GIFT test file (question/format/gift/tests/fixtures), kept unchanged beside the repo. */
const FIXTURE = '../shared/fixtures/moodle/questions.gift.txt';

function draftOf(bank: ParsedBank, item: string): QuestionDraft {
  const found = bank.questions.find((q) => q.item === item);
  if (!found) throw new Error(`item ${item} was not imported: ${JSON.stringify(bank.report)}`);
  return found.draft;
}

function bodyOf<K extends QuestionBody['type']>(draft: QuestionDraft, type: K): Extract<QuestionBody, { type: K }> {
  expect(draft.body.type).toBe(type);
  return draft.body as Extract<QuestionBody, { type: K }>;
}

describe("Moodle's GIFT fixture", () => {
  const bank = parseGift(readFileSync(FIXTURE));

  it('imports all nine questions, each reported ok with its type', () => {
    expect(bank.questions).toHaveLength(9);
    expect(bank.report.map((l) => [l.item, l.title, l.status, l.questionTypeId])).toEqual([
      ['1', 'Q8', 'ok', QUESTION_TYPE_ID.descriptive],
      ['2', 'Moodle activities', 'ok', QUESTION_TYPE_ID.matching],
      ['3', 'Q2', 'ok', QUESTION_TYPE_ID.choice],
      ['4', 'colours', 'ok', QUESTION_TYPE_ID.choice],
      ['5', 'Q5', 'ok', QUESTION_TYPE_ID.numerical],
      ['6', 'Shortanswer', 'ok', QUESTION_TYPE_ID.shortAnswer],
      ['7', 'Q1', 'ok', QUESTION_TYPE_ID.trueFalse],
      ['8', '2-08 TSL', 'ok', QUESTION_TYPE_ID.trueFalse],
      ['9', '2-08 TSL', 'ok', QUESTION_TYPE_ID.trueFalse],
    ]);
  });

  it('reads the essay as a descriptive question', () => {
    expect(draftOf(bank, '1')).toEqual({
      title: 'Q8',
      text: 'How are you?',
      textFormat: 'plain',
      mark: 1,
      body: { type: 'descriptive' },
      explanation: '',
    });
  });

  it('reads the matching pairs, their format markers stripped, and the stemless choice as a distractor', () => {
    const draft = draftOf(bank, '2');
    expect(draft.textFormat).toBe('html');
    expect(draft.text).toBe('Match the <b>activity</b> to the description.');
    expect(bodyOf(draft, 'matching')).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'An activity supporting asynchronous discussions.', choice: 'Forum' },
        { stem: 'A teacher asks a question and specifies a choice of multiple responses.', choice: 'Choice' },
        { stem: 'A bank of record entries which participants can add to.', choice: 'Database' },
        { stem: 'A collection of web pages that anyone can add to or edit.', choice: 'Wiki' },
      ],
      distractors: ['Chat'],
    });
  });

  it('reads the single-answer choice with the feedback of each option', () => {
    expect(bodyOf(draftOf(bank, '3'), 'choice')).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: 'yellow', fraction: 1, feedback: 'right; good!' },
        { text: 'red', fraction: 0, feedback: "wrong, it's yellow" },
        { text: 'blue', fraction: 0, feedback: "wrong, it's yellow" },
      ],
    });
  });

  it('reads the multiple response with its positive and negative weights', () => {
    expect(bodyOf(draftOf(bank, '4'), 'choice')).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: 'yellow', fraction: 0.5, feedback: 'right; good!' },
        { text: 'red', fraction: -1, feedback: 'wrong' },
        { text: 'off-beige', fraction: 0.5, feedback: 'right; good!' },
        { text: 'blue', fraction: -1, feedback: 'wrong' },
      ],
    });
  });

  it('reads 3:2 as the range 1 to 5 and notes the feedback for any other number it can not keep', () => {
    const draft = draftOf(bank, '5');
    expect(bodyOf(draft, 'numerical')).toEqual({
      type: 'numerical',
      answers: [{ value: 3, tolerance: 2, fraction: 1 }],
      units: [],
      unitRequired: false,
    });
    // The fixture has `";` after the block (a leftover of a PHP string): Moodle reads text after the block
    // as a missing word, and so do we.
    expect(draft.text).toBe('What is a number from 1 to 5? _____";');
    expect(bank.report[4]!.reason).toContain('Completely wrong');
  });

  it('reads the short answers with their weights, the * wildcard and feedback', () => {
    expect(bodyOf(draftOf(bank, '6'), 'shortAnswer')).toEqual({
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'Frog', fraction: 1, feedback: 'Good!' },
        { text: 'Cat', fraction: 0.5, feedback: 'What is it with Moodlers and cats?' },
        { text: '*', fraction: 0, feedback: 'Completely wrong' },
      ],
    });
  });

  it('reads FALSE with its wrong and right feedback and the general feedback', () => {
    const draft = draftOf(bank, '7');
    expect(draft.body).toEqual({
      type: 'trueFalse',
      correct: false,
      // Shown to a candidate who answers true (wrong here), then to one who answers false.
      feedbackTrue: '42 is the Ultimate Answer.',
      feedbackFalse: 'You gave the right answer.',
    });
    expect(draft.explanation).toBe("This is, of course, a Hitchiker's Guide to the Galaxy reference.");
  });

  it('reads {T} and {TRUE} alike', () => {
    for (const item of ['8', '9']) {
      expect(draftOf(bank, item)).toMatchObject({
        text: 'TSL is blablabla.',
        body: { type: 'trueFalse', correct: true },
      });
    }
  });

  it('writes the bank back to GIFT that reads as the same questions', () => {
    const drafts = bank.questions.map((q) => q.draft);
    const exported = writeGift(drafts);
    expect(exported.skipped).toEqual([]);
    expect(parseGift(exported.gift).questions.map((q) => q.draft)).toEqual(drafts);
  });
});
