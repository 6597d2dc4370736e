import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { QUESTION_CSV_COLUMNS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examApi, liveQuiz, newCandidate } from '../helpers/examFixtures.js';
import { multipartFile } from '../helpers/files.js';
import { api, categoryId, createQuiz, demoTokens, quizBody, realAdmin } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { attemptsOf, givePlan, questionCount } from './limitsFixtures.js';

const PROCESS_SCRIPT = fileURLToPath(new URL('./limitsStartProcess.ts', import.meta.url));

/** Simultaneous requests never pass an allowance (issue 7 "Limits": concurrency). */
describe.each(testDatabases())('plan limits under concurrency on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  /** Ten live assessments: parallel starts of one assessment would resume one attempt, so each gets its own. */
  const quizzes: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    for (let i = 0; i < 10; i++) quizzes.push((await liveQuiz(t, tokens.admin)).quizTopicId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tally = (results: { statusCode: number; json(): any }[]) => {
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().responseMsg}`));
    return codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});
  };

  it('lets exactly 3 of 10 simultaneous starts through when 3 responses are left', async () => {
    const c = await newCandidate(t, 'race');
    await givePlan(t.db, c, { responseAllAssessmentCount: 5 });
    const exam = examApi(t, c.token);
    // Two responses used already: 3 left.
    for (const q of quizzes.slice(0, 2)) {
      const started = (await exam.start(q)).json() as { quizResponseInitialId: number };
      await exam.finish(started.quizResponseInitialId);
    }
    const results = await Promise.all(quizzes.map((q) => exam.start(q)));
    // The two assessments already taken allow one attempt each: 'attemptLimitExceeded' there, or the limit.
    expect(tally(results).ok).toBe(3);
    expect(await attemptsOf(t.db, c.userId)).toBe(5);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json().responseMsg).toMatch(/^(billingPlanLimitExceeded|attemptLimitExceeded)$/);
  });

  it('lets exactly 3 of 10 simultaneous assessment creations through when 3 are left', async () => {
    const email = `race-admin-${kind}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const admin = await realAdmin(t, email);
    await givePlan(t.db, { userId: admin.userId, email }, { assessmentCount: 4 });
    await createQuiz(t, admin.token);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(t, admin.token).post('/Quiz/CreateQuizTopic', quizBody())),
    );
    expect(tally(results)).toEqual({ ok: 3, '202 assessmentLimitExceeded': 7 });
    const created = await t.db.selectFrom('quiz_topic').select('quizTopicId').where('addedBy', '=', admin.userId);
    expect((await created.execute()).length).toBe(4);
  });

  it('keeps simultaneous question saves and imports within the question quota', async () => {
    const email = `race-author-${kind}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const admin = await realAdmin(t, email);
    const paymentId = await givePlan(t.db, { userId: admin.userId, email }, { questionPerAssessmentCount: 5 });
    const quiz = await createQuiz(t, admin.token);
    const category = await categoryId(t.db, 'Race');
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        api(t, admin.token).post('/Quiz/CreateQuizQuestion', {
          quizTopicId: quiz,
          questionDetail: `Race question ${n}?`,
          questionTypeId: 1,
          questionLavelId: 1,
          questionCategoryId: category,
          optionA: 'Yes',
          optionB: 'No',
          correctOption: ['A'],
        }),
      ),
    );
    expect(tally(saves)).toEqual({ ok: 5, '202 maxQuestionQuota': 3 });
    // The quota raised to 7: two imports of two questions each with two places left, exactly one goes in, whole.
    await t.db
      .updateTable('payment')
      .set({ questionPerAssessmentCount: 7 })
      .where('paymentId', '=', paymentId)
      .execute();
    const paths = [];
    for (const file of ['a', 'b']) {
      const rows = [1, 2].map((n) => [
        `Race import ${file}${n}?`,
        1,
        1,
        1,
        category,
        'Yes',
        'No',
        '',
        '',
        '',
        'Yes',
        '',
      ]);
      const body = await multipartFile(
        'csv',
        `${file}.csv`,
        [QUESTION_CSV_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\n'),
        'text/plain',
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/UploadQuestionCsv',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(admin.token) },
      });
      paths.push((res.json() as { dbPath: string }).dbPath);
    }
    const imports = await Promise.all(
      paths.map((path) => api(t, admin.token).post('/Quiz/ReadQuestionUploadCsv', { path, quizTopicId: quiz })),
    );
    expect(tally(imports)).toEqual({ ok: 1, '202 maxQuestionQuota': 1 });
    expect(await questionCount(t.db, quiz)).toBe(7);
  });

  // Separate processes, each with its own connection to the same SQLite file, as several server
  // processes would be: the write lock taken first in the start transaction keeps the count honest.
  if (kind === 'sqlite') {
    it('lets exactly 3 of 6 starts through from separate processes on one SQLite file', async () => {
      const c = await newCandidate(t, 'procs');
      await givePlan(t.db, c, { responseAllAssessmentCount: 3 });
      const children = quizzes.slice(0, 6).map((q) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', PROCESS_SCRIPT, t.config.DATABASE_URL, String(c.userId), c.email, String(q)],
          { stdio: ['pipe', 'pipe', 'inherit'] },
        );
        const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
        return { child, next: async () => String((await lines.next()).value) };
      });
      // Every process has its connection open before any of them starts.
      for (const p of children) expect(await p.next()).toBe('ready');
      for (const p of children) p.child.stdin.write('go\n');
      const results = await Promise.all(
        children.map(async (p) => JSON.parse(await p.next()) as { ok: boolean; code?: string }),
      );
      expect(results.filter((r) => r.ok).length).toBe(3);
      expect(results.filter((r) => !r.ok).map((r) => r.code)).toEqual(Array(3).fill('billingPlanLimitExceeded'));
      expect(await attemptsOf(t.db, c.userId)).toBe(3);
    }, 60_000);
  }
});
