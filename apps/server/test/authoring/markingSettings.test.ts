import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { api, createQuiz, demoTokens, insertQuestion, quizBody } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Issue 22: migration 0016 and the assessment's negative-marking settings through the API. */
describe.each(testDatabases())('negative marking settings on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = api(t, (await demoTokens(t)).admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const single = async (quizTopicId: number) => (await admin.get(`/Quiz/GetSingleQuiz/${quizTopicId}`)).json();

  it('migration 0016: no penalty and both floors for existing assessments, no body for existing questions, types 3–8', async () => {
    const names = Object.keys(migrations);
    const previous = names[names.indexOf('0016_question_engine') - 1]!;
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const quiz = await createQuiz(t, (await demoTokens(t)).admin);
    const question = await insertQuestion(t.db, quiz);
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const columns = async (table: string) =>
      (await t.db.introspection.getTables()).find((x) => x.name === table)!.columns.map((c) => c.name);
    expect(await columns('quiz_topic')).not.toContain('negativeMarkPenalty');
    expect(await columns('quiz_question')).not.toContain('questionData');
    const types = async () =>
      (await admin.get('/Quiz/GetQuestionType')).json().map((r: { questionTypeId: number }) => r.questionTypeId);
    expect(await types()).toEqual([1, 2]);

    await migrateToLatest(t.db);
    const topic = await t.db
      .selectFrom('quiz_topic')
      .selectAll()
      .where('quizTopicId', '=', quiz)
      .executeTakeFirstOrThrow();
    expect([topic.negativeMarkPenalty, topic.floorQuestionAtZero, topic.floorAttemptAtZero]).toEqual([0, 1, 1]);
    const row = await t.db
      .selectFrom('quiz_question')
      .select('questionData')
      .where('quizQuestionId', '=', question)
      .executeTakeFirstOrThrow();
    expect(row.questionData).toBeNull();
    expect(await types()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await single(quiz)).toMatchObject({
      negativeMarkPenalty: 0,
      floorQuestionAtZero: true,
      floorAttemptAtZero: true,
    });
  });

  it('creates and updates an assessment with a penalty and the floors turned off', async () => {
    const body = quizBody({ negativeMarkPenalty: 0.25, floorQuestionAtZero: false, floorAttemptAtZero: true });
    const created = await admin.post('/Quiz/CreateQuizTopic', body);
    expect(created.statusCode, created.body).toBe(200);
    const quizTopicId = created.json().quizTopicId as number;
    expect(await single(quizTopicId)).toMatchObject({
      negativeMarkPenalty: 0.25,
      floorQuestionAtZero: false,
      floorAttemptAtZero: true,
    });

    const updated = await admin.put('/Quiz/UpdateQuizTopic', {
      ...body,
      quizTopicId,
      negativeMarkPenalty: '0.5',
      floorQuestionAtZero: true,
      floorAttemptAtZero: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await single(quizTopicId)).toMatchObject({
      negativeMarkPenalty: 0.5,
      floorQuestionAtZero: true,
      floorAttemptAtZero: false,
    });
    // Left out (a client of before issue 22), the settings take their defaults, as other left-out flags do.
    const older = { ...quizBody(), quizTitle: body.quizTitle, quizTopicId };
    expect((await admin.put('/Quiz/UpdateQuizTopic', older)).statusCode).toBe(200);
    expect(await single(quizTopicId)).toMatchObject({
      negativeMarkPenalty: 0,
      floorQuestionAtZero: true,
      floorAttemptAtZero: true,
    });
  });

  it('refuses a penalty below 0 or above the whole mark', async () => {
    for (const [penalty, message] of [
      [-0.1, 'positiveNumber'],
      [1.5, 'tooLarge'],
      ['much', 'positiveNumber'],
    ] as const) {
      const res = await admin.post('/Quiz/CreateQuizTopic', quizBody({ negativeMarkPenalty: penalty }));
      expect(res.statusCode, String(penalty)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'body.negativeMarkPenalty', message }]);
    }
  });
});
