import { describe, expect, it } from 'vitest';
import { parseGift } from '../../src/modules/authoring/import/giftParser.js';
import { ImportProblem } from '../../src/modules/authoring/import/importProblem.js';

/** A realistic Moodle export: comments, titles, format markers, escapes, feedback and blank lines. */
const MOODLE_SAMPLE = `// question: 1  name: Capital
// Exported from Moodle
$CATEGORY: $course$/top/Geography

::Capital::[html]What is the capital of France?{
  =Paris#Right!
  ~London#No, that is England.
  ~Berlin
  ~Madrid
}

::Primes:: Which of these numbers are prime? {
  ~%50%2
  ~%50%3
  ~%-100%4
}

The sun rises in the east.{TRUE}

Water boils at 50 \\{degrees\\} Celsius at sea level.{F#It boils at 100.}

Explain the difference between weather and climate. {}

What does 1 \\= 1 mean in C\\: assignment or comparison? {=assignment \\~ error ~comparison ~neither####In C, = assigns.}

Moodle costs {~lots of money =nothing ~a small amount} to download.
`;

function problemOf(text: string): ImportProblem {
  try {
    parseGift(text);
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

describe('GIFT parser', () => {
  const questions = parseGift(MOODLE_SAMPLE);

  it('reads every question with the line it starts on', () => {
    expect(questions.map((q) => q.line)).toEqual([5, 12, 18, 20, 22, 24, 26]);
  });

  it('reads multiple choice: options in order, = marks the right one, feedback and title dropped', () => {
    expect(questions[0]).toEqual({
      line: 5,
      text: 'What is the capital of France?',
      options: ['Paris', 'London', 'Berlin', 'Madrid'],
      correct: [0],
      explanation: '',
      descriptive: false,
    });
  });

  it('reads weighted answers: every positive weight is a correct answer', () => {
    expect(questions[1]).toMatchObject({ options: ['2', '3', '4'], correct: [0, 1] });
  });

  it('reads true/false in both spellings as the options True and False', () => {
    expect(questions[2]).toMatchObject({
      text: 'The sun rises in the east.',
      options: ['True', 'False'],
      correct: [0],
    });
    expect(questions[3]).toMatchObject({
      text: 'Water boils at 50 {degrees} Celsius at sea level.',
      options: ['True', 'False'],
      correct: [1],
    });
  });

  it('reads an essay as a descriptive question', () => {
    expect(questions[4]).toMatchObject({ descriptive: true, options: [], correct: [] });
  });

  it('restores escaped characters and keeps the general feedback as the explanation', () => {
    expect(questions[5]).toMatchObject({
      text: 'What does 1 = 1 mean in C: assignment or comparison?',
      options: ['assignment ~ error', 'comparison', 'neither'],
      correct: [0],
      explanation: 'In C, = assigns.',
    });
  });

  it('keeps a blank where a missing-word answer block stood', () => {
    expect(questions[6]).toMatchObject({
      text: 'Moodle costs _____ to download.',
      options: ['lots of money', 'nothing', 'a small amount'],
      correct: [1],
    });
  });

  it('refuses unsupported question types with the line of the question', () => {
    const prefix = 'First? {=a ~b}\n\n';
    expect(problemOf(`${prefix}Match these. {=cat -> animal =rose -> flower =oak -> tree}`)).toMatchObject({
      row: 3,
      key: 'giftMatching',
    });
    expect(problemOf(`${prefix}// comment\nHow much is 2+2? {#4}`)).toMatchObject({ row: 4, key: 'giftNumeric' });
    expect(problemOf(`${prefix}Who wrote Hamlet? {=Shakespeare =William Shakespeare}`)).toMatchObject({
      row: 3,
      key: 'giftShortAnswer',
    });
  });

  it('refuses more than 5 options, a missing answer block and an unclosed one', () => {
    expect(problemOf('Pick one {=a ~b ~c ~d ~e ~f}')).toMatchObject({
      row: 1,
      key: 'tooManyOptions',
      params: { max: 5 },
    });
    expect(problemOf('A question without answers')).toMatchObject({ row: 1, key: 'giftNoAnswerBlock' });
    expect(problemOf('Pick one {=a ~b')).toMatchObject({ row: 1, key: 'giftUnclosedBlock' });
  });

  it('reads an empty file (only comments) as no questions', () => {
    expect(parseGift('// nothing here\n\n')).toEqual([]);
  });
});
