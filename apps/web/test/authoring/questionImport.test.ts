// @vitest-environment jsdom
// Import files are checked in the browser before anything is uploaded (the upload itself runs in the
// browser tests against the real server: e2e/tests/questionImport.test.ts).
import { describe, expect, it } from 'vitest';
import { importFileProblem, importKind } from '../../src/features/authoring/questions/questionImport';

describe('import file checks', () => {
  it('knows CSV, GIFT and text files by name', () => {
    expect(importKind('Questions.CSV')).toBe('csv');
    expect(importKind('moodle.gift')).toBe('gift');
    expect(importKind('aiken.txt')).toBe('txt');
    expect(importKind('questions.xlsx')).toBeNull();
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
