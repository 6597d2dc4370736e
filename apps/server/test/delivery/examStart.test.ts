import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptRow, examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, createQuiz, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(testDatabases())('starting an exam on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let me: ReturnType<typeof examApi>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    me = examApi(t, tokens.candidate);
  });
  afterAll(async () => {
    await t?.close();
  });

  const listedIds = async (token = tokens.candidate) =>
    ok<{ quizTopicId: number }[]>(await examApi(t, token).running()).map((q) => q.quizTopicId);

  it('lists the live assessments the candidate may take, with what the dashboard shows', async () => {
    const { quizTopicId } = await liveQuiz(t, tokens.admin, { quizTime: 15, allowExamOnNewWindow: true }, [{}, {}]);
    await api(t, tokens.admin).post('/Settings/CreateInstruction', { quizTopicId, description: 'Be honest.' });
    const stopped = await createQuiz(t, tokens.admin);
    const later = await liveQuiz(t, tokens.admin, { quizscheduleStartTime: iso(48 * hour) });
    const ended = await liveQuiz(t, tokens.admin);
    await t.db
      .updateTable('quiz_topic')
      .set({ quizscheduleStartTime: iso(-48 * hour), quizscheduleEndTime: iso(-hour) })
      .where('quizTopicId', '=', ended.quizTopicId)
      .execute();

    const list = ok<any[]>(await me.running());
    expect(list.find((q) => q.quizTopicId === quizTopicId)).toEqual({
      quizTopicId,
      quizTitle: expect.any(String),
      quizTime: 15,
      quizTotalMarks: 10,
      quizPassMarks: 5,
      quizMarkOptionId: 1,
      questionsCount: 2,
      allowExamOnNewWindow: true,
      instructionsCount: 1,
      openAttemptId: null,
      attemptsTaken: 0,
    });
    const ids = list.map((q) => q.quizTopicId);
    for (const hidden of [stopped, later.quizTopicId, ended.quizTopicId]) expect(ids).not.toContain(hidden);
  });

  it('shows an invited-only assessment to the invited e-mails only, and refuses the others with an alert', async () => {
    const invitee = await newCandidate(t, 'invitee');
    const outsider = await newCandidate(t, 'outsider');
    const { quizTopicId } = await liveQuiz(t, tokens.admin, {
      quizParticipantOptionId: 2,
      participantEmails: `${invitee.email.toUpperCase()}, someone.else@example.com`,
    });
    expect(await listedIds(invitee.token)).toContain(quizTopicId);
    expect(await listedIds(outsider.token)).not.toContain(quizTopicId);

    const refused = refusal(await examApi(t, outsider.token).start(quizTopicId));
    expect(refused).toMatchObject({ status: 'alert', responseMsg: 'notInvitedToAssessment' });
    expect(
      await t.db
        .selectFrom('quiz_attempt')
        .select('quizResponseInitialId')
        .where('userId', '=', outsider.userId)
        .execute(),
    ).toEqual([]);
    expect(ok(await examApi(t, invitee.token).start(quizTopicId))).toMatchObject({ quizTopicId, resumed: false });
  });

  it('refuses assessments that are missing, stopped or outside their schedule with an alert', async () => {
    const stopped = await createQuiz(t, tokens.admin);
    const later = await liveQuiz(t, tokens.admin, { quizscheduleStartTime: iso(48 * hour) });
    const ended = await liveQuiz(t, tokens.admin);
    await t.db
      .updateTable('quiz_topic')
      .set({ quizscheduleStartTime: iso(-48 * hour), quizscheduleEndTime: iso(-60_000) })
      .where('quizTopicId', '=', ended.quizTopicId)
      .execute();
    for (const id of [999_999, stopped, later.quizTopicId, ended.quizTopicId]) {
      expect(refusal(await me.start(id)), `assessment ${id}`).toMatchObject({
        status: 'alert',
        responseMsg: 'assessmentNotAvailable',
        message: 'This assessment is not open right now',
      });
    }
  });

  it('snapshots the assessment into the attempt, with the deadline from the time', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      tokens.admin,
      {
        quizTime: 7,
        quizTotalMarks: 9,
        quizPassMarks: 4,
        allowCorrectOption: true,
        allowQuizSkip: true,
        allowMultipleAnswer: true,
      },
      [{}, {}, {}],
    );
    const attempt = ok(await me.start(quizTopicId));
    expect(attempt).toMatchObject({
      quizTopicId,
      quizTime: 7,
      quizTotalMarks: 9,
      quizMarkOptionId: 1,
      totalQuestions: 3,
      currentSerial: 0,
      allowQuizStop: false,
      allowQuizSkip: true,
      allowMultipleSelection: true,
      finished: false,
      resumed: false,
    });
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(7 * 60_000);
    expect(Math.abs(Date.parse(attempt.serverNow) - Date.now())).toBeLessThan(10_000);
    const row = await attemptRow(t.db, attempt.quizResponseInitialId);
    expect(row).toMatchObject({
      email: DEMO_ACCOUNTS.candidate.email,
      quizMark: 9,
      quizPassMarks: 4,
      quizTime: 7,
      allowCorrectOption: 1,
      allowAnswerExplation: 0,
      attemptCount: 1,
      finishedAt: null,
    });
    // Not shuffled: the order in which the questions were added.
    expect(JSON.parse(row.questionOrder)).toEqual(questionIds);
    // Later edits of the assessment do not change the attempt.
    await t.db
      .updateTable('quiz_topic')
      .set({ quizTotalMarks: 50, quizTime: 90 })
      .where('quizTopicId', '=', quizTopicId)
      .execute();
    expect(ok(await me.start(quizTopicId))).toMatchObject({ quizTotalMarks: 9, quizTime: 7, resumed: true });
  });

  it('resumes the attempt under way at the question where the candidate left', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const { quizTopicId, questionIds } = await liveQuiz(t, tokens.admin, {}, [{}, {}, {}]);
    const first = ok(await exam.start(quizTopicId));
    ok(
      await exam.answer({
        quizResponseInitialId: first.quizResponseInitialId,
        quizQuestionId: questionIds[0],
        userAnswer: 'Second',
      }),
    );
    expect(ok<any[]>(await exam.running()).find((q) => q.quizTopicId === quizTopicId)).toMatchObject({
      openAttemptId: first.quizResponseInitialId,
      attemptsTaken: 0,
    });
    const again = ok(await exam.start(quizTopicId));
    expect(again).toMatchObject({
      quizResponseInitialId: first.quizResponseInitialId,
      resumed: true,
      currentSerial: 1,
      startedAt: first.startedAt,
      deadlineAt: first.deadlineAt,
    });
  });

  it('allows one finished attempt unless multiple attempts are allowed', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const single = await liveQuiz(t, tokens.admin);
    ok(await exam.finish(await startedAttempt(t, cand.token, single.quizTopicId)));
    expect(refusal(await exam.start(single.quizTopicId))).toMatchObject({
      status: 'error',
      responseMsg: 'attemptLimitExceeded',
    });
    expect(await listedIds(cand.token)).not.toContain(single.quizTopicId);

    const multiple = await liveQuiz(t, tokens.admin, { allowMultipleAttempt: true });
    ok(await exam.finish(await startedAttempt(t, cand.token, multiple.quizTopicId)));
    expect(ok<any[]>(await exam.running()).find((q) => q.quizTopicId === multiple.quizTopicId)).toMatchObject({
      openAttemptId: null,
      attemptsTaken: 1,
    });
    const second = ok(await exam.start(multiple.quizTopicId));
    expect(second.resumed).toBe(false);
    expect((await attemptRow(t.db, second.quizResponseInitialId)).attemptCount).toBe(2);
  });

  it('never opens two attempts for simultaneous starts of the same candidate', async () => {
    const cand = await newCandidate(t);
    const { quizTopicId } = await liveQuiz(t, tokens.admin, { allowMultipleAttempt: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => examApi(t, cand.token).start(quizTopicId)));
    const ids = new Set(answers.map((r) => ok<{ quizResponseInitialId: number }>(r).quizResponseInitialId));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .where('userId', '=', cand.userId)
      .where('quizTopicId', '=', quizTopicId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('shows instructions to a candidate only for an assessment they may take now', async () => {
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const { quizTopicId } = await liveQuiz(t, tokens.admin);
    ok(await api(t, tokens.admin).post('/Settings/CreateInstruction', { quizTopicId, description: 'No phones.' }));
    const invitedOnly = await liveQuiz(t, tokens.admin, {
      quizParticipantOptionId: 2,
      participantEmails: 'nobody.here@example.com',
    });
    expect(ok<any[]>(await exam.instructions(quizTopicId)).map((i) => i.description)).toEqual(['No phones.']);
    expect((await exam.instructions(invitedOnly.quizTopicId)).statusCode).toBe(403);
    // Still readable while the attempt is under way, not after the only attempt is finished.
    const attemptId = await startedAttempt(t, cand.token, quizTopicId);
    expect((await exam.instructions(quizTopicId)).statusCode).toBe(200);
    ok(await exam.finish(attemptId));
    expect((await exam.instructions(quizTopicId)).statusCode).toBe(403);
    expect((await examApi(t, tokens.admin).instructions(quizTopicId)).statusCode).toBe(200);
  });

  it('keeps candidates out of admin routes and admins out of candidate routes', async () => {
    const { quizTopicId } = await liveQuiz(t, tokens.admin);
    const candidate = api(t, tokens.candidate);
    for (const url of [
      `/Quiz/GetQuizQuestionList/${quizTopicId}`,
      `/Quiz/GetSingleQuiz/${quizTopicId}`,
      `/Quiz/GetQuizParticipantsEmail/${quizTopicId}`,
    ]) {
      expect((await candidate.get(url)).statusCode, url).toBe(403);
    }
    const admin = examApi(t, tokens.admin);
    const anonymous = examApi(t, '');
    const calls = (e: ReturnType<typeof examApi>) => [
      e.running(),
      e.start(quizTopicId),
      e.order(quizTopicId),
      e.question(quizTopicId, 0),
      e.answer({ quizResponseInitialId: 1, quizQuestionId: 1, userAnswer: 'x' }),
      e.check(1),
      e.finish(1),
    ];
    for (const res of await Promise.all(calls(admin))) expect(res.statusCode, res.body).toBe(403);
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode, res.body).toBe(401);
    expect(
      await t.db.selectFrom('quiz_attempt').select('userId').where('quizTopicId', '=', quizTopicId).execute(),
    ).toEqual([]);
  });

  it('documents every exam and result route in OpenAPI', async () => {
    const spec = (await api(t, null).get('/openapi.json')).json();
    for (const [path, method, tag] of [
      ['/api/Quiz/GetRunningQuizes/{id}', 'get', 'Quiz: exam'],
      ['/api/Quiz/CreateQuizResponseInitial', 'post', 'Quiz: exam'],
      ['/api/Quiz/GetRandomQuestions/{quizId}/{randomFlag}', 'get', 'Quiz: exam'],
      ['/api/Quiz/GetSingleQuestion/{quizId}/{serial}', 'get', 'Quiz: exam'],
      ['/api/Quiz/CreateQuizResponseDetail', 'post', 'Quiz: exam'],
      ['/api/Quiz/CheckQuizEndTime/{id}', 'get', 'Quiz: exam'],
      ['/api/Quiz/UpdateQuizTakenTime', 'put', 'Quiz: exam'],
      ['/api/Report/GetFinishedExamInfo/{quizResponseInitialId}', 'get', 'Report: results'],
      ['/api/Report/GetFinishedExamResult/{id}', 'get', 'Report: results'],
    ]) {
      const op = spec.paths[path!]?.[method!];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual([tag]);
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '403', '404']));
    }
  });
});
