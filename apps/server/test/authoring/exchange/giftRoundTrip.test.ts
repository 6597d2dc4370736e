import type { QuestionDraft } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseGift, writeGift } from '../../../src/modules/authoring/exchange/gift/index.js';

/** A text that needs every GIFT escape. */
const SPECIAL = 'a{b}c ~ = # : \\ and C:\\new';

const draft = (body: QuestionDraft['body'], extra: Partial<QuestionDraft> = {}): QuestionDraft => ({
  text: `Question with ${SPECIAL}?`,
  textFormat: 'plain',
  mark: 1,
  body,
  explanation: '',
  ...extra,
});

/** One draft of every type GIFT can write, with weights, feedback and texts that need escapes. */
const DRAFTS: QuestionDraft[] = [
  draft(
    {
      type: 'choice',
      multiple: false,
      options: [
        { text: `right ${SPECIAL}`, fraction: 1, feedback: `yes ${SPECIAL}` },
        { text: 'half', fraction: 0.5 },
        { text: 'wrong', fraction: 0, feedback: 'no' },
        { text: 'costly', fraction: -1 },
      ],
    },
    { title: `Title ${SPECIAL}`, category: 'Maths/Algebra', explanation: `General ${SPECIAL}` },
  ),
  draft(
    {
      type: 'choice',
      multiple: true,
      options: [
        { text: 'one third', fraction: 0.3333333 },
        { text: 'another third', fraction: 0.3333333 },
        { text: 'the last third', fraction: 0.3333334, feedback: 'rounded up' },
        { text: '%50% off', fraction: 0 },
        { text: '[html] is a marker', fraction: -0.5 },
      ],
    },
    { category: 'Maths/Algebra', textFormat: 'html', text: '<p>Pick <b>all</b> thirds</p>' },
  ),
  draft({
    type: 'choice',
    multiple: false,
    options: [
      { text: 'both', fraction: 1 },
      { text: 'right', fraction: 1 },
    ],
  }),
  draft({ type: 'descriptive' }, { category: 'Writing', textFormat: 'markdown', text: 'Explain **why**.' }),
  draft({ type: 'trueFalse', correct: true, feedbackTrue: 'Right!', feedbackFalse: `Wrong ${SPECIAL}` }),
  draft({ type: 'trueFalse', correct: false, feedbackFalse: 'Only the right one has feedback' }, { mark: 2.5 }),
  draft({ type: 'trueFalse', correct: true }),
  draft(
    {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: `Paris ${SPECIAL}`, fraction: 1, feedback: 'Good' },
        { text: 'paris*', fraction: 0.3333333 },
        { text: '%5% tip', fraction: 1 },
        { text: '*', fraction: 0, feedback: 'Anything else' },
      ],
    },
    { text: 'The capital of France is _____, on the Seine.', category: 'Geography' },
  ),
  draft(
    {
      type: 'numerical',
      answers: [
        { value: 3.1415, tolerance: 0.0005, fraction: 1, feedback: `Pi ${SPECIAL}` },
        { value: -3.14, tolerance: 0.01, fraction: -1 },
        { value: 3, tolerance: 0, fraction: 0.5 },
        { value: 1.5e-7, tolerance: 1e-8, fraction: 0.1 },
      ],
      units: [],
      unitRequired: false,
    },
    { title: 'Pi', explanation: 'About 3.14159.' },
  ),
  draft(
    {
      type: 'matching',
      pairs: [
        { stem: `Stem ${SPECIAL}`, choice: `Choice ${SPECIAL}` },
        { stem: '[plain] looks like a marker', choice: '[html] kept as it is' },
        { stem: 'Second', choice: 'leads -> here' },
      ],
      distractors: ['Extra', `Other ${SPECIAL}`],
    },
    { textFormat: 'html', text: 'Match<br>them' },
  ),
  draft(
    { type: 'ordering', items: ['First', `Second ${SPECIAL}`, 'Third\nover two lines'], scoring: 'allOrNothing' },
    { explanation: 'In order of size.' },
  ),
  draft({ type: 'ordering', items: ['a', 'b'], scoring: 'perPosition' }),
  draft({ type: 'ordering', items: ['x', 'y', 'z'], scoring: 'longestRun' }, { text: '// not a comment' }),
  draft({ type: 'descriptive' }, { text: 'Line one\nline two\n\nafter a blank line', title: 'Multi-line' }),
];

describe('GIFT round trip', () => {
  const exported = writeGift(DRAFTS);

  it('writes every question of every type but cloze, and reads each back exactly', () => {
    expect(exported.skipped).toEqual([]);
    expect(exported.notes).toEqual([]);
    const bank = parseGift(exported.gift);
    expect(bank.report.every((l) => l.status === 'ok')).toBe(true);
    expect(bank.questions.map((q) => q.draft)).toStrictEqual(DRAFTS);
  });

  it('escapes special characters and writes fractions as Moodle does', () => {
    expect(exported.gift).toContain('a\\{b\\}c \\~ \\= \\# \\: \\\\ and C\\:\\\\new');
    expect(exported.gift).toContain('~%33.33333%one third');
    expect(exported.gift).toContain('~%33.33334%the last third#rounded up');
    expect(exported.gift).toContain('~%-100%costly');
    expect(exported.gift).toContain('=%50%3:0');
    expect(exported.gift).toContain('// [mark:2.5]');
  });

  it('writes a $CATEGORY: line each time the category changes, and only then', () => {
    expect(exported.gift.match(/^\$CATEGORY: .*$/gm)).toEqual([
      '$CATEGORY: $course$/top/Maths/Algebra',
      '$CATEGORY: $course$/top',
      '$CATEGORY: $course$/top/Writing',
      '$CATEGORY: $course$/top',
      '$CATEGORY: $course$/top/Geography',
      '$CATEGORY: $course$/top',
    ]);
  });

  it('puts the answer block of a missing-word question where its blank is', () => {
    expect(exported.gift).toContain('The capital of France is {\n\t=Paris ');
    expect(exported.gift).toContain('\t=%0%*#Anything else\n}, on the Seine.');
  });

  it('reads back trimmed texts and drops empty feedback, as the reader gives them', () => {
    const untidy = draft(
      {
        type: 'choice',
        multiple: false,
        options: [
          { text: ' a ', fraction: 1, feedback: '' },
          { text: 'b', fraction: 0 },
        ],
      },
      { text: '  Padded\r\ntext  ', title: '' },
    );
    const back = parseGift(writeGift([untidy]).gift).questions[0]!.draft;
    expect(back).toStrictEqual(
      draft(
        {
          type: 'choice',
          multiple: false,
          options: [
            { text: 'a', fraction: 1 },
            { text: 'b', fraction: 0 },
          ],
        },
        { text: 'Padded\ntext' },
      ),
    );
  });
});

describe('GIFT export of what GIFT can not say', () => {
  const cloze = draft(
    {
      type: 'cloze',
      blanks: [{ no: 1, kind: 'text', weight: 1, caseSensitive: false, answers: [{ text: 'Paris', fraction: 1 }] }],
    },
    { text: 'The capital is {1:SHORTANSWER:=Paris}.', title: 'Capital cloze' },
  );
  const kept = draft({ type: 'trueFalse', correct: true }, { title: 'Kept' });
  const units = draft({
    type: 'numerical',
    answers: [{ value: 5, tolerance: 0, fraction: 1 }],
    units: [{ unit: 'km', multiplier: 1 }],
    unitRequired: true,
  });
  const caseSensitive = draft({ type: 'shortAnswer', caseSensitive: true, answers: [{ text: 'NaCl', fraction: 1 }] });
  const noFull = draft({
    type: 'choice',
    multiple: false,
    options: [
      { text: 'half', fraction: 0.5 },
      { text: 'none', fraction: 0 },
    ],
  });
  const arrow = draft({ type: 'matching', pairs: [{ stem: 'a -> b', choice: 'c' }], distractors: [] });
  const arrowAnswer = draft({ type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'x->y', fraction: 1 }] });
  const oneOption = draft({ type: 'choice', multiple: true, options: [{ text: 'only', fraction: 1 }] });
  const exported = writeGift([cloze, kept, units, caseSensitive, noFull, arrow, arrowAnswer, oneOption]);

  it('lists each question it leaves out, with the reason, and writes the rest', () => {
    expect(exported.skipped.map((s) => [s.item, s.reason])).toEqual([
      ['1', 'GIFT has no cloze questions; export the assessment as Moodle XML or QTI to keep it'],
      ['3', 'GIFT has no units for numerical answers; export as Moodle XML or QTI to keep them'],
      ['4', 'GIFT short answers are never case-sensitive; export as Moodle XML or QTI to keep it'],
      ['5', 'GIFT reads a single-answer choice with no option worth 100% as multiple response'],
      ['6', 'GIFT reads "->" in a matching stem as a matching pair, so the text can not be written'],
      ['7', 'GIFT reads "->" in a short answer as a matching pair, so the text can not be written'],
      ['8', 'GIFT can not write this question so that it reads back the same'],
    ]);
    expect(exported.skipped[0]!.title).toBe('Capital cloze');
    expect(parseGift(exported.gift).questions.map((q) => q.draft)).toStrictEqual([kept]);
  });

  it('notes the images a question carries, which a GIFT file can not', () => {
    const withImage = draft({ type: 'descriptive' }, { files: [{ name: 'a.png', data: new Uint8Array([1, 2]) }] });
    const result = writeGift([withImage]);
    expect(result.skipped).toEqual([]);
    expect(result.notes).toEqual([
      {
        item: '1',
        title: withImage.text,
        reason: 'GIFT does not carry files; the images of the question are not in the file',
      },
    ]);
  });
});
