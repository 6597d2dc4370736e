// Per-candidate extra time (issue 4): GetExtraTime, SaveExtraTime, DeleteExtraTime and findExtraTime.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findExtraTime } from '../../src/modules/delivery/accommodations/accommodationRepository.js';
import { api, createQuiz, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, registerUser, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin: demoAdmin, candidate: demoCandidate } = DEMO_ACCOUNTS;

interface Entry {
  accommodationId: number;
  userId: number;
  email: string;
  fullName: string;
  quizTopicId: number | null;
  extraMinutes: number;
  timeMultiplier: number;
}

describe.each(testDatabases())('extra time on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let admin: ReturnType<typeof api>;
  let quizId: number;
  let candidateId: number;
  let adminId: number;

  const userIdOf = async (email: string) =>
    (await t.db.selectFrom('app_user').select('userId').where('email', '=', email).executeTakeFirstOrThrow()).userId;
  const save = (body: Record<string, unknown>) => admin.post('/Quiz/SaveExtraTime', body);
  const entries = async (quizTopicId: number | 0): Promise<Entry[]> => {
    const res = await admin.get(`/Quiz/GetExtraTime/${quizTopicId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const saved = async (body: Record<string, unknown>): Promise<number> => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'accommodationSaved', accommodationId: expect.any(Number) });
    return res.json().accommodationId;
  };
  const rowsOf = (userId: number) =>
    t.db.selectFrom('exam_accommodation').selectAll().where('userId', '=', userId).execute();
  const issuesOf = async (body: Record<string, unknown>) => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().issues as { path: string; message: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    admin = api(t, tokens.admin);
    quizId = (
      await t.db
        .selectFrom('quiz_topic')
        .select('quizTopicId')
        .where('quizTitle', '=', 'General knowledge quiz')
        .executeTakeFirstOrThrow()
    ).quizTopicId;
    candidateId = await userIdOf(demoCandidate.email);
    adminId = await userIdOf(demoAdmin.email);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('exam_accommodation').execute();
  });

  it('saves an entry for an assessment and lists it with the candidate, addedBy from the token', async () => {
    expect(await entries(quizId)).toEqual([]);
    const id = await saved({
      email: ' Candidate@Example.com ',
      quizTopicId: quizId,
      extraMinutes: 15,
      timeMultiplier: 1,
    });
    expect(await entries(quizId)).toEqual([
      {
        accommodationId: id,
        userId: candidateId,
        email: demoCandidate.email,
        fullName: demoCandidate.fullName,
        quizTopicId: quizId,
        extraMinutes: 15,
        timeMultiplier: 1,
      },
    ]);
    // Entries of one assessment stay out of the every-assessment list.
    expect(await entries(0)).toEqual([]);
    const [row] = await rowsOf(candidateId);
    expect(row).toMatchObject({ addedBy: adminId, quizTopicId: quizId });
  });

  it('replaces the entry of the same candidate and scope, and keeps the other scope apart', async () => {
    await saved({ email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 15, timeMultiplier: 1 });
    const allId = await saved({ email: demoCandidate.email, quizTopicId: null, extraMinutes: 5, timeMultiplier: 1 });
    const newId = await saved({
      email: demoCandidate.email,
      quizTopicId: quizId,
      extraMinutes: 0,
      timeMultiplier: 1.5,
    });
    expect(await entries(quizId)).toEqual([
      expect.objectContaining({ accommodationId: newId, extraMinutes: 0, timeMultiplier: 1.5 }),
    ]);
    expect(await entries(0)).toEqual([
      expect.objectContaining({ accommodationId: allId, quizTopicId: null, extraMinutes: 5, timeMultiplier: 1 }),
    ]);
    // The every-assessment entry (NULL scope) is replaced too, although NULL never equals NULL.
    const allAgain = await saved({ email: demoCandidate.email, extraMinutes: 20, timeMultiplier: 2 });
    expect(await entries(0)).toEqual([
      expect.objectContaining({ accommodationId: allAgain, extraMinutes: 20, timeMultiplier: 2 }),
    ]);
    expect(await rowsOf(candidateId)).toHaveLength(2);
  });

  it('never stores two entries of one scope, even when saves race', async () => {
    for (const quizTopicId of [quizId, null]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          save({ email: demoCandidate.email, quizTopicId, extraMinutes: i + 1, timeMultiplier: 1 }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    }
    const rows = await rowsOf(candidateId);
    expect(rows.map((r) => r.quizTopicId).sort()).toEqual([quizId, null].sort());
  });

  it('lists the entries of several candidates by name', async () => {
    const other = await registerUser(t.app, { email: 'abe@example.com', fullName: 'Abe Early' });
    await saved({ email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 10, timeMultiplier: 1 });
    await saved({ email: 'abe@example.com', quizTopicId: quizId, extraMinutes: 0, timeMultiplier: 2 });
    const list = await entries(quizId);
    expect(list.map((e) => [e.fullName, e.userId])).toEqual([
      ['Abe Early', other.userId],
      [demoCandidate.fullName, candidateId],
    ]);
  });

  it('refuses invalid values field by field (400 with message keys)', async () => {
    const base = { email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 10, timeMultiplier: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ extraMinutes: -1 }, 'body.extraMinutes', 'positiveNumber'],
      [{ extraMinutes: 2.5 }, 'body.extraMinutes', 'positiveInteger'],
      [{ extraMinutes: 10_001 }, 'body.extraMinutes', 'tooLarge'],
      [{ timeMultiplier: 0.5 }, 'body.timeMultiplier', 'minMultiplier'],
      [{ timeMultiplier: 10.5 }, 'body.timeMultiplier', 'maxMultiplier'],
      [{ email: 'not-an-address' }, 'body.email', 'emailInvalid'],
      [{ email: '' }, 'body.email', 'required'],
      // Nothing added: 0 minutes and a multiplier of 1.
      [{ extraMinutes: 0, timeMultiplier: 1 }, 'body.extraMinutes', 'noExtraTime'],
    ];
    for (const [change, path, message] of cases)
      expect(await issuesOf({ ...base, ...change }), JSON.stringify(change)).toContainEqual({ path, message });
    // The limits themselves are accepted.
    await saved({ ...base, extraMinutes: 10_000, timeMultiplier: 10 });
    await saved({ ...base, extraMinutes: 0, timeMultiplier: 1.01 });
    expect(await rowsOf(candidateId)).toHaveLength(1);
  });

  it('refuses an unknown e-mail and an admin e-mail (noCandidateForEmail) and stores nothing', async () => {
    for (const email of ['nobody@example.com', demoAdmin.email, DEMO_ACCOUNTS.superAdmin.email]) {
      const body = refusal(await save({ email, quizTopicId: quizId, extraMinutes: 5, timeMultiplier: 1 }));
      expect(body).toMatchObject({
        status: 'error',
        responseMsg: 'noCandidateForEmail',
        message: 'There is no candidate with this e-mail',
      });
    }
    expect(await t.db.selectFrom('exam_accommodation').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown assessment or entry', async () => {
    const res = await save({ email: demoCandidate.email, quizTopicId: 999_999, extraMinutes: 5, timeMultiplier: 1 });
    expect(res.statusCode).toBe(404);
    expect((await admin.get('/Quiz/GetExtraTime/999999')).statusCode).toBe(404);
    expect((await admin.delete('/Quiz/DeleteExtraTime/999999')).statusCode).toBe(404);
    expect((await admin.get('/Quiz/GetExtraTime/-1')).statusCode).toBe(400);
  });

  it('deletes an entry', async () => {
    const id = await saved({ email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 5, timeMultiplier: 1 });
    const res = await admin.delete(`/Quiz/DeleteExtraTime/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect(await entries(quizId)).toEqual([]);
    expect((await admin.delete(`/Quiz/DeleteExtraTime/${id}`)).statusCode).toBe(404);
  });

  it('is for admins only: a candidate gets 403, nobody signed in 401', async () => {
    const id = await saved({ email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 5, timeMultiplier: 1 });
    const body = { email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 60, timeMultiplier: 1 };
    for (const [caller, status] of [
      [api(t, tokens.candidate), 403],
      [api(t, null), 401],
    ] as const) {
      expect((await caller.get(`/Quiz/GetExtraTime/${quizId}`)).statusCode).toBe(status);
      expect((await caller.get('/Quiz/GetExtraTime/0')).statusCode).toBe(status);
      expect((await caller.post('/Quiz/SaveExtraTime', body)).statusCode).toBe(status);
      expect((await caller.delete(`/Quiz/DeleteExtraTime/${id}`)).statusCode).toBe(status);
    }
    expect(await rowsOf(candidateId)).toEqual([expect.objectContaining({ accommodationId: id, extraMinutes: 5 })]);
  });

  it('findExtraTime: the assessment entry wins over the every-assessment entry', async () => {
    const otherQuiz = await createQuiz(t, tokens.admin);
    expect(await findExtraTime(t.db, candidateId, quizId)).toEqual({ extraMinutes: 0, timeMultiplier: 1 });
    await saved({ email: demoCandidate.email, quizTopicId: null, extraMinutes: 5, timeMultiplier: 1.25 });
    expect(await findExtraTime(t.db, candidateId, quizId)).toEqual({ extraMinutes: 5, timeMultiplier: 1.25 });
    const own = await saved({ email: demoCandidate.email, quizTopicId: quizId, extraMinutes: 30, timeMultiplier: 1 });
    expect(await findExtraTime(t.db, candidateId, quizId)).toEqual({ extraMinutes: 30, timeMultiplier: 1 });
    // Another assessment still gets the every-assessment entry; another candidate gets nothing.
    expect(await findExtraTime(t.db, candidateId, otherQuiz)).toEqual({ extraMinutes: 5, timeMultiplier: 1.25 });
    expect(await findExtraTime(t.db, adminId, quizId)).toEqual({ extraMinutes: 0, timeMultiplier: 1 });
    await admin.delete(`/Quiz/DeleteExtraTime/${own}`);
    expect(await findExtraTime(t.db, candidateId, quizId)).toEqual({ extraMinutes: 5, timeMultiplier: 1.25 });
  });

  it('drops the entries of a deleted assessment with it', async () => {
    const otherQuiz = await createQuiz(t, tokens.admin);
    await saved({ email: demoCandidate.email, quizTopicId: otherQuiz, extraMinutes: 5, timeMultiplier: 1 });
    expect((await admin.delete(`/Quiz/DeleteQuiz/${otherQuiz}`)).statusCode).toBe(200);
    expect(await rowsOf(candidateId)).toEqual([]);
  });
});
