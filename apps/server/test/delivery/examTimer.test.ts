import { ANSWER_GRACE_SECONDS } from '@assessly/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttempt } from '../../src/modules/delivery/exam/attemptService.js';
import { saveAnswer } from '../../src/modules/delivery/exam/answerService.js';
import { registerIntervalWorker } from '../../src/lib/intervalWorker.js';
import { sweepOverdueAttempts, sweepWorker } from '../../src/modules/delivery/exam/sweep.js';
import {
  answerRows,
  attemptRow,
  examApi,
  insertCandidate,
  liveQuiz,
  newCandidate,
  ok,
  shiftAttempt,
} from '../helpers/examFixtures.js';
import { demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const minute = 60;

describe.each(testDatabases())('the server timer on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A one-minute assessment of three questions started by a new candidate. */
  async function oneMinuteAttempt(quiz: Record<string, unknown> = {}) {
    const { quizTopicId, questionIds } = await liveQuiz(t, adminToken, { quizTime: 1, ...quiz }, [{}, {}, {}]);
    const cand = await newCandidate(t);
    const exam = examApi(t, cand.token);
    const attempt = ok(await exam.start(quizTopicId));
    const id: number = attempt.quizResponseInitialId;
    const answer = (i: number) =>
      exam.answer({ quizResponseInitialId: id, quizQuestionId: questionIds[i], userAnswer: 'Second' });
    return { quizTopicId, questionIds, cand, exam, attempt, id, answer };
  }

  it('takes answers until the deadline and its grace, then finishes the attempt at the deadline', async () => {
    const { id, answer, exam, quizTopicId } = await oneMinuteAttempt();
    ok(await answer(0));
    // The deadline passed 2 seconds ago: inside the network grace, the answer is still taken.
    await shiftAttempt(t.db, id, minute + 2);
    expect(ok(await exam.check(id))).toBe(true);
    expect((await attemptRow(t.db, id)).finishedAt).toBeNull();
    ok(await answer(1));
    // Past deadline + grace: refused, and the attempt is finished with the answers given until then.
    await shiftAttempt(t.db, id, ANSWER_GRACE_SECONDS + 5);
    expect(refusal(await answer(2))).toMatchObject({
      responseMsg: 'examTimeOver',
      message: expect.stringContaining('time for this assessment is over'),
    });
    const attempt = await attemptRow(t.db, id);
    expect(attempt.finishedAt).toBe(attempt.deadlineAt);
    expect(attempt.timeTaken).toBe(1);
    const rows = await answerRows(t.db, id);
    expect(rows.map((r) => [r.serial, r.isAnswerSkipped])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
    ]);
    expect(attempt.userObtainedQuizMark).toBeCloseTo(rows[0]!.questionMark + rows[1]!.questionMark, 2);
    expect(refusal(await exam.question(quizTopicId, 2)).responseMsg).toBe('attemptClosed');
    expect(ok(await exam.check(id))).toBe(true);
  });

  it('finishes an overdue attempt when its next question is asked for', async () => {
    const { id, exam, quizTopicId } = await oneMinuteAttempt();
    ok(await exam.question(quizTopicId, 0));
    await shiftAttempt(t.db, id, minute + ANSWER_GRACE_SECONDS + 3);
    expect(refusal(await exam.question(quizTopicId, 1)).responseMsg).toBe('examTimeOver');
    expect(await attemptRow(t.db, id)).toMatchObject({ timeTaken: 1, finishedAt: expect.any(String) });
    expect(await answerRows(t.db, id)).toHaveLength(3);
  });

  it('never records more time than allowed, however late the candidate submits', async () => {
    const { id, exam } = await oneMinuteAttempt();
    await shiftAttempt(t.db, id, 10 * minute);
    ok(await exam.finish(id));
    expect((await attemptRow(t.db, id)).timeTaken).toBe(1);
  });

  it('closes an overdue attempt on the next start instead of resuming it', async () => {
    const single = await oneMinuteAttempt();
    await shiftAttempt(t.db, single.id, 2 * minute);
    expect(ok<any[]>(await single.exam.running()).map((q) => q.quizTopicId)).not.toContain(single.quizTopicId);
    expect(refusal(await single.exam.start(single.quizTopicId)).responseMsg).toBe('attemptLimitExceeded');
    expect(await attemptRow(t.db, single.id)).toMatchObject({ timeTaken: 1, finishedAt: expect.any(String) });

    const multiple = await oneMinuteAttempt({ allowMultipleAttempt: true });
    await shiftAttempt(t.db, multiple.id, 2 * minute);
    const next = ok(await multiple.exam.start(multiple.quizTopicId));
    expect(next).toMatchObject({ resumed: false, currentSerial: 0 });
    expect(next.quizResponseInitialId).not.toBe(multiple.id);
    expect((await attemptRow(t.db, multiple.id)).finishedAt).not.toBeNull();
    expect((await attemptRow(t.db, next.quizResponseInitialId)).attemptCount).toBe(2);
  });

  it('extends the deadline by the candidate’s extra time, which the schedule end does not cut', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(
      t,
      adminToken,
      { quizTime: 1, quizscheduleStartTime: new Date(Date.now() - 3_600_000).toISOString() },
      [{}, {}],
    );
    const cand = await newCandidate(t);
    const now = new Date().toISOString();
    await t.db
      .insertInto('exam_accommodation')
      .values([
        { userId: cand.userId, quizTopicId: null, extraMinutes: 30, timeMultiplier: 1, addedBy: null, dateAdded: now },
        { userId: cand.userId, quizTopicId, extraMinutes: 10, timeMultiplier: 2, addedBy: null, dateAdded: now },
      ])
      .execute();
    const exam = examApi(t, cand.token);
    const attempt = ok(await exam.start(quizTopicId));
    // 1 minute × 2 + 10 minutes: the entry for this assessment wins over the one for every assessment.
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(12 * 60_000);

    // The schedule ends and five minutes pass: far beyond the assessment's own minute, within the extra time.
    await t.db
      .updateTable('quiz_topic')
      .set({ quizscheduleEndTime: new Date(Date.now() - 60_000).toISOString() })
      .where('quizTopicId', '=', quizTopicId)
      .execute();
    await shiftAttempt(t.db, attempt.quizResponseInitialId, 5 * minute);
    ok(await exam.question(quizTopicId, 1));
    ok(
      await exam.answer({
        quizResponseInitialId: attempt.quizResponseInitialId,
        quizQuestionId: questionIds[1],
        userAnswer: 'Second',
      }),
    );
    expect(ok(await exam.check(attempt.quizResponseInitialId))).toBe(false);
    expect(await sweepOverdueAttempts(t.db)).toBe(0);
    ok(await exam.finish(attempt.quizResponseInitialId));
    expect((await attemptRow(t.db, attempt.quizResponseInitialId)).timeTaken).toBeCloseTo(5, 1);

    // Another candidate without extra time gets the assessment's minute.
    const plain = await newCandidate(t);
    const other = await liveQuiz(t, adminToken, { quizTime: 1 });
    const theirs = ok(await examApi(t, plain.token).start(other.quizTopicId));
    expect(Date.parse(theirs.deadlineAt) - Date.parse(theirs.startedAt)).toBe(60_000);
  });

  it('sweeps every overdue attempt exactly once, even with two sweeps at the same time', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(t, adminToken, { quizTime: 1, allowMultipleAttempt: true }, [
      {},
      {},
      {},
      {},
    ]);
    const survey = await liveQuiz(t, adminToken, {
      quizMarkOptionId: 2,
      quizTime: 0,
      quizTotalMarks: 0,
      quizPassMarks: 0,
    });
    const started: { id: number; userId: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `sweep${i}-${kind}@example.com`;
      const userId = await insertCandidate(t.db, email);
      const attempt = await startAttempt(t.db, { userId, email }, quizTopicId);
      started.push({ id: attempt.quizResponseInitialId, userId });
      if (i === 0) {
        const input = {
          quizResponseInitialId: attempt.quizResponseInitialId,
          quizQuestionId: questionIds[0]!,
          userAnswer: 'Second',
          isAnswerSkipped: false,
          pointerLeaveCount: 4,
          visibilitychangeCount: null,
          isDraft: false,
        };
        await saveAnswer(t.db, { userId }, input);
      }
      if (i === 5) await startAttempt(t.db, { userId, email }, survey.quizTopicId);
    }
    // The clock runs on by 1 minute and 10 seconds for the first five; the sixth started a minute later.
    const later = new Date(Date.now() + minute * 1000 + (ANSWER_GRACE_SECONDS + 5) * 1000);
    await t.db
      .updateTable('quiz_attempt')
      .set({ deadlineAt: new Date(later.getTime() + 30_000).toISOString() })
      .where('quizResponseInitialId', '=', started[5]!.id)
      .execute();

    // Attempts left open by the tests above that are overdue by then are swept too.
    const overdue = await t.db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .where('finishedAt', 'is', null)
      .where('deadlineAt', '<', new Date(later.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString())
      .execute();
    expect(overdue.map((r) => r.quizResponseInitialId)).toEqual(
      expect.arrayContaining(started.slice(0, 5).map((s) => s.id)),
    );
    const counts = await Promise.all([sweepOverdueAttempts(t.db, later), sweepOverdueAttempts(t.db, later)]);
    expect(counts[0]! + counts[1]!).toBe(overdue.length);
    expect(await sweepOverdueAttempts(t.db, later)).toBe(0);

    for (const { id } of started.slice(0, 5)) {
      const attempt = await attemptRow(t.db, id);
      expect(attempt.finishedAt).toBe(attempt.deadlineAt);
      expect(attempt.timeTaken).toBe(1);
      expect(await answerRows(t.db, id)).toHaveLength(4);
    }
    expect((await answerRows(t.db, started[0]!.id)).map((r) => r.isAnswerSkipped)).toEqual([0, 1, 1, 1]);
    expect(await attemptRow(t.db, started[0]!.id)).toMatchObject({ pointerLeaveCountSum: 4, isExamined: 1 });
    // Not yet overdue, or without a timer: left open.
    expect((await attemptRow(t.db, started[5]!.id)).finishedAt).toBeNull();
    const open = await t.db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .where('quizTopicId', '=', survey.quizTopicId)
      .where('finishedAt', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });
  it('runs the sweep on its own every EXAM_SWEEP_SECONDS outside tests, and stops with the app', async () => {
    const { id } = await oneMinuteAttempt();
    await shiftAttempt(t.db, id, 2 * minute);
    const app = Fastify({ logger: false });
    app.decorate('config', { ...t.config, NODE_ENV: 'production', EXAM_SWEEP_SECONDS: 1 });
    app.decorate('db', t.db);
    registerIntervalWorker(app, sweepWorker(app));
    await app.ready();
    try {
      const until = Date.now() + 10_000;
      while ((await attemptRow(t.db, id)).finishedAt === null && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await app.close();
    }
    expect(await attemptRow(t.db, id)).toMatchObject({ timeTaken: 1, finishedAt: expect.any(String) });
  });
});
