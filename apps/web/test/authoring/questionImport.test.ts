// @vitest-environment jsdom
// Import files are checked in the browser before anything is uploaded (the upload itself runs in the
// browser tests against the real server: e2e/tests/questionImport.test.ts, questionTypesImport.test.ts).
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/features/authoring/questions/ImportFormatDialog';
import { importFileProblem, importKind, reportCounts } from '../../src/features/authoring/questions/questionImport';

describe('import file checks', () => {
  it('knows CSV, GIFT and text files by name', () => {
    expect(importKind('Questions.CSV')).toBe('csv');
    expect(importKind('moodle.gift')).toBe('gift');
    expect(importKind('aiken.txt')).toBe('txt');
    expect(importKind('questions.xlsx')).toBeNull();
  });

  it('knows Moodle XML files and QTI packages by name, and which formats each kind may be (issue 22)', () => {
    expect(importKind('bank.XML')).toBe('moodlexml');
    expect(importKind('qti3-shared-vocabulary.zip')).toBe('qti');
    expect(formatsFor('txt')).toEqual(['gift', 'aiken']);
    expect(formatsFor('gift')).toEqual(['gift']);
    expect(formatsFor('moodlexml')).toEqual(['moodlexml']);
    expect(formatsFor('qti')).toEqual(['qti']);
    expect(formatsFor('csv')).toEqual([]);
  });

  it("counts a check's report by status", () => {
    const line = (status: 'ok' | 'unsupported' | 'invalid') => ({
      item: '1',
      title: 't',
      status,
      reason: '',
      questionTypeId: null,
    });
    expect(reportCounts([line('ok'), line('ok'), line('invalid'), line('unsupported')])).toEqual({
      total: 4,
      ok: 2,
      unsupported: 1,
      invalid: 1,
    });
  });

  it('refuses other names (csvUploadError), empty and too large files before uploading', () => {
    expect(importFileProblem({ name: 'questions.xlsx', size: 10 })).toEqual({ key: 'csvUploadError' });
    expect(importFileProblem({ name: 'q.csv', size: 0 })).toEqual({ key: 'importFileEmpty' });
    expect(importFileProblem({ name: 'q.csv', size: 11 * 2 ** 20 })).toEqual({
      key: 'fileTooLarge',
      params: { max: 10 },
    });
    expect(importFileProblem({ name: 'q.csv', size: 10 })).toBeNull();
  });
});
