import { describe, expect, it } from 'vitest';
import { parseAiken } from '../../src/modules/authoring/import/aikenParser.js';
import { ImportProblem } from '../../src/modules/authoring/import/importProblem.js';

const SAMPLE = `\uFEFFWhat is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D

Which LMS has the most quiz import formats?
A) Moodle
B) ATutor
C) Claroline
D) Blackboard
E) WebCT
ANSWER: a
Which planet is closest to the sun?
A. Mercury
B. Venus
ANSWER:B
`;

function problemOf(text: string): ImportProblem {
  try {
    parseAiken(text);
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

describe('Aiken parser', () => {
  it("reads questions with 'A.' and 'A)' options, with or without blank lines between them", () => {
    expect(parseAiken(SAMPLE)).toEqual([
      {
        line: 1,
        text: 'What is the correct answer to this question?',
        options: ['Is it this one?', 'Maybe this answer?', 'Possibly this one?', 'Must be this one!'],
        correct: [3],
        explanation: '',
        descriptive: false,
      },
      {
        line: 8,
        text: 'Which LMS has the most quiz import formats?',
        options: ['Moodle', 'ATutor', 'Claroline', 'Blackboard', 'WebCT'],
        correct: [0],
        explanation: '',
        descriptive: false,
      },
      {
        line: 15,
        text: 'Which planet is closest to the sun?',
        options: ['Mercury', 'Venus'],
        correct: [1],
        explanation: '',
        descriptive: false,
      },
    ]);
  });

  it('refuses a question without its ANSWER line, at the line of that question', () => {
    expect(problemOf('Q1?\nA. a\nB. b\nANSWER: A\n\nQ2?\nA. a\nB. b\n\nQ3?\nA. x\nB. y\nANSWER: B')).toMatchObject({
      row: 6,
      key: 'aikenMissingAnswer',
    });
    expect(problemOf('Q1?\nA. a\nB. b\n')).toMatchObject({ row: 1, key: 'aikenMissingAnswer' });
  });

  it('refuses an answer letter that names no option', () => {
    expect(problemOf('Q?\nA. a\nB. b\nANSWER: C')).toMatchObject({
      row: 4,
      key: 'aikenBadAnswer',
      params: { value: 'C' },
    });
  });

  it('refuses options out of order, more than 5 options, fewer than 2 and none', () => {
    expect(problemOf('Q?\nA. a\nC. c\nANSWER: A')).toMatchObject({
      row: 3,
      key: 'aikenOptionOrder',
      params: { value: 'B' },
    });
    expect(problemOf('Q?\nA. a\nB. b\nC. c\nD. d\nE. e\nF. f\nANSWER: A')).toMatchObject({
      row: 7,
      key: 'tooManyOptions',
    });
    expect(problemOf('Q?\nA. a\nANSWER: A')).toMatchObject({ row: 1, key: 'tooFewOptions' });
    expect(problemOf('Q?\nANSWER: A')).toMatchObject({ row: 1, key: 'aikenNoOptions' });
  });
});
