import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '../../src/db/dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { resultCount, type ResultFilter } from '../../src/modules/results/reports/reportRepository.js';
import { sweepOverdueAttempts } from '../../src/modules/delivery/exam/sweep.js';
import { examApi, liveQuiz, newCandidate, ok, shiftAttempt, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * The results pages' totals come from result_count (migration 0011), kept by triggers on quiz_attempt.
 * They must always equal a count of the attempts themselves, whatever changed them: finishes (many at
 * once, the sweep), grading, rows written straight into the table, deleting a user or an assessment
 * (cascades), and attempts finished before the migration ran (its backfill).
 */
describe.each(testDatabases())('results totals on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const quizzes: { quizTopicId: number; questionIds: number[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await demoTokens(t)).admin;
    for (const title of ['Counted choice', 'Counted essay']) {
      quizzes.push(
        await liveQuiz(t, admin, { quizTitle: `${title} ${Math.random().toString(36).slice(2, 8)}`, quizTime: 10 }, [
          { optionA: 'First', optionB: 'Second', correctOption: ['B'] },
          ...(title.includes('essay') ? [{ questionTypeId: 2, correctOption: [] }] : []),
        ]),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every filter of the admin page (no filter, each assessment; all, pending, graded): totals as counted. */
  async function expectExact() {
    const filters: ResultFilter[] = [0, ...quizzes.map((q) => q.quizTopicId)].flatMap((quizTopicId) =>
      [0, 1, 2].map((reportTypeId) => ({ reportTypeId, quizTopicId })),
    );
    for (const filter of filters) {
      const counted = await t.db
        .selectFrom('quiz_attempt')
        .select(countAll().as('n'))
        .where('finishedAt', 'is not', null)
        .$if(filter.quizTopicId > 0, (q) => q.where('quizTopicId', '=', filter.quizTopicId))
        .$if(filter.reportTypeId > 0, (q) => q.where('isExamined', '=', filter.reportTypeId === 1 ? 0 : 1))
        .executeTakeFirstOrThrow();
      expect({ filter, count: await resultCount(t.db, filter) }).toEqual({ filter, count: Number(counted.n) });
    }
    const page = ok<{ count: number }>(await api(t, admin).get('/Report/GetResults/1/10/0/0'));
    expect(page.count).toBe(await resultCount(t.db, { reportTypeId: 0, quizTopicId: 0 }));
  }

  /** `n` candidates who each start the assessment and answer every question (the choice right, the essay at length). */
  async function started(quiz: { quizTopicId: number; questionIds: number[] }, n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const cand = await newCandidate(t, 'counted');
        const id = await startedAttempt(t, cand.token, quiz.quizTopicId);
        const exam = examApi(t, cand.token);
        for (const [i, quizQuestionId] of quiz.questionIds.entries()) {
          const userAnswer = i === 0 ? 'Second' : 'An essay that waits for a reviewer.';
          ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId, userAnswer }));
        }
        return { ...cand, id, exam };
      }),
    );
  }

  it('counts attempts finished at the same moment, each once, the essays as pending', async () => {
    const [choice, essay] = quizzes as [(typeof quizzes)[0], (typeof quizzes)[0]];
    const people = [...(await started(choice, 8)), ...(await started(essay, 8))];
    await expectExact(); // started attempts count for nothing yet
    await Promise.all(people.map((p) => p.exam.finish(p.id).then(ok)));
    await expectExact();
    expect(await resultCount(t.db, { reportTypeId: 1, quizTopicId: essay.quizTopicId })).toBe(8);
  }, 120_000);

  it('moves a graded attempt from pending to graded, and counts what the sweep finishes', async () => {
    const essay = quizzes[1]!;
    const attempt = await t.db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .where('quizTopicId', '=', essay.quizTopicId)
      .where('isExamined', '=', 0)
      .executeTakeFirstOrThrow();
    const [pending] = ok<{ quizResponseDetailId: number }[]>(
      await api(t, admin).get(`/Report/GetPendingExamine/${attempt.quizResponseInitialId}`),
    );
    ok(await api(t, admin).put(`/Report/UpdateMarksObtain/${pending!.quizResponseDetailId}/1`, {}));
    expect(await resultCount(t.db, { reportTypeId: 1, quizTopicId: essay.quizTopicId })).toBe(7);
    await expectExact();

    const [late] = await started(quizzes[0]!, 1);
    await shiftAttempt(t.db, late!.id, 60 * 60);
    expect(await sweepOverdueAttempts(t.db)).toBeGreaterThanOrEqual(1);
    await expectExact();
  }, 60_000);

  it('follows rows written straight into the table and deletions of users and assessments', async () => {
    const template = await t.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('finishedAt', 'is not', null)
      .executeTakeFirstOrThrow();
    const { quizResponseInitialId: _id, ...row } = template;
    const cand = await newCandidate(t, 'direct');
    await t.db
      .insertInto('quiz_attempt')
      .values(Array.from({ length: 40 }, (_, i) => ({ ...row, userId: cand.userId, isExamined: i % 4 === 0 ? 0 : 1 })))
      .execute();
    await expectExact();
    // A finished attempt reopened and changed by hand, as an operator might.
    await t.db
      .updateTable('quiz_attempt')
      .set({ finishedAt: null })
      .where('userId', '=', cand.userId)
      .where('isExamined', '=', 0)
      .execute();
    await expectExact();

    await t.db.deleteFrom('app_user').where('userId', '=', cand.userId).execute(); // attempts go by cascade
    await expectExact();
    await t.db.deleteFrom('quiz_topic').where('quizTopicId', '=', quizzes[0]!.quizTopicId).execute();
    expect(await resultCount(t.db, { reportTypeId: 0, quizTopicId: quizzes[0]!.quizTopicId })).toBe(0);
    quizzes.shift();
    await expectExact();
  }, 60_000);

  it('counts the attempts finished before the migration ran', async () => {
    const before = await resultCount(t.db, { reportTypeId: 0, quizTopicId: 0 });
    expect(before).toBeGreaterThan(0);
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    // Back to before 0011, whatever later migrations there are, then up again.
    const down = await migrator.migrateTo('0010_result_indexes');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0011_result_counts');
    await migrateToLatest(t.db);
    expect(await resultCount(t.db, { reportTypeId: 0, quizTopicId: 0 })).toBe(before);
    await expectExact();
  }, 60_000);
});
