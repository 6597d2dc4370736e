import type { ItemAnalysis, ResultDetail } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { typedCases, typedQuiz, type ShownQuestion, type TypedCase } from '../delivery/typedExam.js';

type Way = 'right' | 'partial';

/**
 * Issue 22 in the results: the sheet, the report details and the grading dialog's data show each type's
 * answer and key as readable text with the fraction scored; the key only where the assessment allows it;
 * item analysis counts partial credit in its facility; exports and certificates follow the partial totals.
 */
describe.each(testDatabases())('results of every question type on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const cases = typedCases();
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A candidate's finished attempt, every question answered `way` (partial falls back to wrong). */
  async function finished(quiz: { quizTopicId: number; questionIds: number[] }, way: Way, list = cases) {
    const cand = await newCandidate(t, way);
    const exam = examApi(t, cand.token);
    const attemptId = await startedAttempt(t, cand.token, quiz.quizTopicId);
    for (let serial = 0; serial < list.length; serial++) {
      const q = ok<ShownQuestion>(await exam.question(quiz.quizTopicId, serial));
      const c = list[quiz.questionIds.indexOf(q.quizQuestionId)]!;
      const userAnswer = way === 'right' ? c.right(q) : (c.partial ?? c.wrong)(q);
      ok(await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: q.quizQuestionId, userAnswer }));
    }
    ok(await exam.finish(attemptId));
    return { cand, exam, attemptId };
  }
  const byName = (quiz: { questionIds: number[] }, rows: ResultDetail[]) =>
    new Map(rows.map((r) => [cases[quiz.questionIds.indexOf(r.quizQuestionId)]!.name, r]));

  it('shows each answer and key readably, with the fraction scored, on the sheet and in the reports', async () => {
    const quiz = await typedQuiz(t, adminToken, cases, { allowCorrectOption: true });
    const { exam, attemptId } = await finished(quiz, 'partial');
    const rows = byName(quiz, ok<ResultDetail[]>(await exam.result(attemptId)));
    const expected: Record<string, { answer: string; key: string | RegExp; fraction: number | null }> = {
      'choice with fractions': { answer: 'Marseille', key: 'Paris; Marseille (50%)', fraction: 0.5 },
      'true/false': { answer: 'True', key: 'False', fraction: 0 },
      'short answer': { answer: 'Romulus', key: 'Rome; Rom* (50%); xaccepted (10%)', fraction: 0.5 },
      numerical: { answer: '85', key: /^105 ± 5 m; 90 ± 10 m \(25%\)/, fraction: 0.25 },
      matching: {
        answer: 'France → Paris; Italy → Lisbon; Spain → Madrid',
        key: 'France → Paris; Italy → Rome; Spain → Madrid',
        fraction: 0.6667,
      },
      ordering: {
        answer: 'Mercury → Venus → Mars → Earth',
        key: 'Mercury → Venus → Earth → Mars',
        fraction: 0.5,
      },
      cloze: {
        answer: '[[1]] Marseille; [[2]] 3.14; [[3]] blue',
        key:
          '[[1]] Paris / Marseille (50%) / xcloze (10%); [[2]] 3.14 ± 0.01 / 3 ± 0.5 (50%) / 27182.818 ± 0.0031 (10%); ' +
          '[[3]] blue / red (-50%)',
        fraction: 0.8333,
      },
      descriptive: { answer: 'No idea.', key: '', fraction: null },
    };
    for (const [name, want] of Object.entries(expected)) {
      const row = rows.get(name)!;
      expect(row.answerText, name).toBe(want.answer);
      if (typeof want.key === 'string') expect(row.correctAnswer, name).toBe(want.key);
      else expect(row.correctAnswer, name).toMatch(want.key);
      expect(row.fraction, name).toBe(want.fraction);
    }
    // The cloze text reads with its blanks as [[n]]: its stored text holds the answers.
    expect(rows.get('cloze')!.questionDetail).toBe('Capital [[1]], pi [[2]] and the sky [[3]].');
    // The wire form stays in userAnswer (ids of this attempt for matching and ordering).
    expect(rows.get('true/false')!.userAnswer).toBe('true');
    expect(rows.get('matching')!.userAnswer).toMatch(/^[\w-]{12}=[\w-]{12}(#####[\w-]{12}=[\w-]{12}){2}$/);

    // The examiner's views (report details, the grading dialog's data) read the same.
    const admin = api(t, adminToken);
    const report = byName(quiz, ok<ResultDetail[]>(await admin.get(`/Report/GetFinishedExamResult/${attemptId}`)));
    expect(report.get('ordering')).toMatchObject({ answerText: 'Mercury → Venus → Mars → Earth', fraction: 0.5 });
    for (const path of ['GetPendingExamine', 'GetResultByTopic']) {
      const pending = ok<ResultDetail[]>(await admin.get(`/Report/${path}/${attemptId}`));
      expect(pending, path).toMatchObject([{ questionTypeId: 2, answerText: 'No idea.', fraction: null }]);
    }
  });

  it('sends a candidate no key when the assessment does not show correct answers', async () => {
    const quiz = await typedQuiz(t, adminToken, cases, { allowCorrectOption: false });
    const { exam, attemptId } = await finished(quiz, 'partial');
    const rows = ok<ResultDetail[]>(await exam.result(attemptId));
    for (const row of rows) expect(row.correctAnswer).toBe('');
    const body = JSON.stringify(rows);
    for (const secret of ['Rome', 'Madrid → ', 'Earth → Mars', 'xcloze', 'Paris /']) expect(body).not.toContain(secret);
    // The candidate's own answers still read readably.
    expect(byName(quiz, rows).get('ordering')!.answerText).toBe('Mercury → Venus → Mars → Earth');
  });

  it('counts partial credit in item analysis: facility is the mean fraction scored', async () => {
    const quiz = await typedQuiz(t, adminToken, cases);
    await finished(quiz, 'right');
    const { attemptId } = await finished(quiz, 'partial');
    const admin = api(t, adminToken);
    const rows = ok<ResultDetail[]>(await admin.get(`/Report/GetResultByTopic/${attemptId}`));
    const descriptive = rows.find((r) => r.questionTypeId === 2)!;
    ok(await admin.put(`/Report/UpdateMarksObtain/${descriptive.quizResponseDetailId}/2`, {}));
    const analysis = ok<ItemAnalysis>(await admin.get(`/Report/GetItemAnalysis/${quiz.quizTopicId}`));
    const items = new Map(
      analysis.items.map((item) => [cases[quiz.questionIds.indexOf(item.quizQuestionId)]!.name, item]),
    );
    const facility = (c: TypedCase) =>
      (c.marks.right + (c.marks.partial ?? c.marks.wrong)) / 2 / c.question.perQuestionMark;
    for (const c of cases.filter((x) => x.question.questionTypeId !== 2))
      expect(items.get(c.name)!.facility, c.name).toBeCloseTo(facility(c), 3);
    // The descriptive answer: one waits for its mark (left out), one has 2 of 5.
    expect(items.get('descriptive')).toMatchObject({ facility: 0.4, pending: 1 });
    expect(items.get('ordering')!.key).toBe('Mercury → Venus → Earth → Mars');
    expect(items.get('true/false')).toMatchObject({
      key: 'False',
      options: [
        { letter: 'A', text: 'True', chosen: 1, correct: false },
        { letter: 'B', text: 'False', chosen: 1, correct: true },
      ],
    });
    expect(items.get('choice with fractions')!.key).toBeNull();

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Export/itemAnalysis/csv?quizTopicId=${quiz.quizTopicId}`,
      headers: { authorization: `Bearer ${adminToken}`, 'x-language': 'en' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    for (const text of ['Matching', 'Ordering', 'Fill in the blanks (cloze)', 'Mercury → Venus → Earth → Mars'])
      expect(csv.body).toContain(text);
  });

  it('passes and fails on partial totals in the results export and for a certificate', async () => {
    const template = ok<{ certificateTemplateId: number }>(
      await api(t, adminToken).post('/Quiz/CreateCertificateTemplate', {
        title: 'Typed',
        heading: 'Well done',
        mainText: 'Marks [marksObtained]',
      }),
    ).certificateTemplateId;
    // Pass mark 8.5 of 17 (the auto-scored types only): the partly right attempt's 9 passes.
    const autoScored = cases.filter((c) => c.question.questionTypeId !== 2);
    const quiz = await typedQuiz(t, adminToken, autoScored, { quizPassMarks: 8.5, certificateTemplateId: template });
    const partial = await finished(quiz, 'partial', autoScored);
    const show = (token: string, attemptId: number, userId: number) =>
      api(t, token).get(`/Quiz/ShowCertificate/${template}/${userId}/${attemptId}`);
    ok(await show(partial.cand.token, partial.attemptId, partial.cand.userId));
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Export/results/csv?quizTopicId=${quiz.quizTopicId}`,
      headers: { authorization: `Bearer ${adminToken}`, 'x-language': 'en' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toMatch(/,9,Passed,/);
  });
});
