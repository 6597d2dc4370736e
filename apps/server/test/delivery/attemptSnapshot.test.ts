import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { attemptRow, examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Issue 22: what an attempt keeps for the new question types (migration 0017): its secret and its marking. */
describe.each(testDatabases())('the attempt snapshot of issue 22 on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every attempt its own random secret and copies the negative marking at the start', async () => {
    const marking = { negativeMarkPenalty: 0.25, floorQuestionAtZero: false, floorAttemptAtZero: false };
    const { quizTopicId } = await liveQuiz(t, adminToken, marking);
    const secrets = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const cand = await newCandidate(t);
      const row = await attemptRow(t.db, await startedAttempt(t, cand.token, quizTopicId));
      expect(row.attemptSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      secrets.add(row.attemptSecret!);
      expect([row.negativeMarkPenalty, row.floorQuestionAtZero, row.floorAttemptAtZero]).toEqual([0.25, 0, 0]);
    }
    expect(secrets.size).toBe(3);
  });

  it('keeps the marking of the start when the assessment changes later, and never sends the secret', async () => {
    const { quizTopicId } = await liveQuiz(t, adminToken);
    const cand = await newCandidate(t);
    const started = await examApi(t, cand.token).start(quizTopicId);
    const attemptId = ok(started).quizResponseInitialId as number;
    await t.db.updateTable('quiz_topic').set({ negativeMarkPenalty: 1, floorQuestionAtZero: 0 }).execute();
    const row = await attemptRow(t.db, attemptId);
    expect([row.negativeMarkPenalty, row.floorQuestionAtZero, row.floorAttemptAtZero]).toEqual([0, 1, 1]);
    const resumed = await examApi(t, cand.token).start(quizTopicId);
    for (const res of [started, resumed]) expect(res.body).not.toContain(row.attemptSecret!);
  });

  it('migration 0017 gives attempts stored before a secret each, no penalty and both floors', async () => {
    const { quizTopicId } = await liveQuiz(t, adminToken);
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push(await startedAttempt(t, (await newCandidate(t)).token, quizTopicId));
    const names = Object.keys(migrations);
    const previous = names[names.indexOf('0017_attempt_keys') - 1]!;
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const columns = async (table: string) =>
      (await t.db.introspection.getTables()).find((x) => x.name === table)!.columns.map((c) => c.name);
    expect(await columns('quiz_attempt')).not.toContain('attemptSecret');
    expect(await columns('quiz_answer')).not.toContain('answerText');

    await migrateToLatest(t.db);
    const rows = await Promise.all(ids.map((id) => attemptRow(t.db, id)));
    for (const row of rows) {
      expect(row.attemptSecret).toMatch(/^[0-9a-f]{64}$/);
      expect([row.negativeMarkPenalty, row.floorQuestionAtZero, row.floorAttemptAtZero]).toEqual([0, 1, 1]);
    }
    expect(rows[0]!.attemptSecret).not.toBe(rows[1]!.attemptSecret);
  });
});
