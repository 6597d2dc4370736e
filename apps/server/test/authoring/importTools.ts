import { readFileSync } from 'node:fs';
import { MARK_OPTION, type ImportReportLine } from '@assessly/shared';
import { expect } from 'vitest';
import { multipartFile } from '../helpers/files.js';
import { api, createQuiz } from '../helpers/quizFixtures.js';
import { bearer, type TestApp } from '../helpers/testApp.js';

/** A real file of another system (../shared/fixtures, from the repository's root, where vitest runs). */
export const fixture = (path: string) => readFileSync(`../shared/fixtures/${path}`);

/** The import calls as the Questions screen makes them: upload, then ReadQuestionUploadCsv. */
export function importer(t: TestApp, token: string) {
  const admin = api(t, token);
  async function upload(content: string | Buffer, name: string): Promise<string> {
    const csv = name.toLowerCase().endsWith('.csv');
    const body = await multipartFile(csv ? 'csv' : 'file', name, content, 'application/octet-stream');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Quiz/${csv ? 'UploadQuestionCsv' : 'UploadQuestionText'}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dbPath as string;
  }
  return {
    upload,
    read: (payload: Record<string, unknown>) => admin.post('/Quiz/ReadQuestionUploadCsv', payload),
    /** An assessment of question-wise marks that takes several right answers: every question keeps its mark. */
    assessment: () =>
      createQuiz(t, token, { quizMarkOptionId: MARK_OPTION.perQuestion, quizTotalMarks: 0, allowMultipleAnswer: true }),
    questions: async (quizTopicId: number) => (await admin.get(`/Quiz/GetQuizQuestionList/${quizTopicId}`)).json(),
  };
}

/** The number of report lines of each status. */
export function counts(report: ImportReportLine[]) {
  const of = (status: ImportReportLine['status']) => report.filter((l) => l.status === status).length;
  return { total: report.length, ok: of('ok'), unsupported: of('unsupported'), invalid: of('invalid') };
}
