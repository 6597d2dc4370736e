import { QUESTION_CSV_COLUMNS } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseQuestionCsv } from '../../src/modules/authoring/import/csvParser.js';
import { ImportProblem } from '../../src/modules/authoring/import/importProblem.js';

const header = QUESTION_CSV_COLUMNS.join(',');

function problemOf(text: string): ImportProblem {
  try {
    parseQuestionCsv(text);
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

describe('question CSV parser', () => {
  it('maps columns by name in any order, tolerates a BOM, CRLF and blank lines', () => {
    const reordered = [...QUESTION_CSV_COLUMNS].reverse().join(',');
    const text = `\uFEFF${reordered},extra\r\n\r\nexpl,Paris,,Madrid,Berlin,London,Paris,1,1,1,2,What is the capital of France?,x\r\n`;
    expect(parseQuestionCsv(text)).toEqual([
      {
        row: 3,
        values: {
          questionDetail: 'What is the capital of France?',
          perQuestionMark: '2',
          questionTypeId: '1',
          questionLavelId: '1',
          questionCategoryId: '1',
          optionA: 'Paris',
          optionB: 'London',
          optionC: 'Berlin',
          optionD: 'Madrid',
          optionE: '',
          correctOption: 'Paris',
          answerExplanation: 'expl',
        },
      },
    ]);
  });

  it('numbers rows by their line in the file, counting line breaks inside quoted cells', () => {
    const text = `${header}\n"Line one\nline two",1,2,1,1,,,,,,,\n\n"Say ""hi""",1,2,1,1,,,,,,,\n`;
    const rows = parseQuestionCsv(text);
    expect(rows.map((r) => r.row)).toEqual([2, 5]);
    expect(rows[0]!.values.questionDetail).toBe('Line one\nline two');
    expect(rows[1]!.values.questionDetail).toBe('Say "hi"');
  });

  it('refuses a file whose header lacks a column, at row 1', () => {
    const text = QUESTION_CSV_COLUMNS.filter((c) => c !== 'correctOption').join(',');
    expect(problemOf(`${text}\nQ,1,1,1,1,a,b,,,,\n`)).toMatchObject({
      row: 1,
      key: 'missingColumn',
      params: { column: 'correctOption' },
    });
  });

  it('refuses an unterminated quote at the row where it starts', () => {
    expect(problemOf(`${header}\nQ1,1,2,1,1,,,,,,,\n"Q2,1,2,1,1,,,,,,,\n`)).toMatchObject({
      row: 3,
      key: 'csvMalformed',
    });
  });

  it('reads an empty file and a header-only file as no rows', () => {
    expect(parseQuestionCsv('')).toEqual([]);
    expect(parseQuestionCsv(`${header}\n`)).toEqual([]);
  });
});
