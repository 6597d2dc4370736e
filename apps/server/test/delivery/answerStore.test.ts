import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAnswerIfOpen } from '../../src/modules/delivery/exam/answerSaveRepository.js';
import {
  answerRows,
  attemptRow,
  examApi,
  liveQuiz,
  newCandidate,
  ok,
  startedAttempt,
  storedAnswer,
} from '../helpers/examFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin } = DEMO_ACCOUNTS;

const answer = storedAnswer;

describe.each(testDatabases())('storing answers (one write per save, group commit on SQLite) on %s', (kind) => {
  let t: TestApp;
  let quiz: { quizTopicId: number; questionIds: number[] };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const adminToken = await t.login(admin.email, admin.password);
    quiz = await liveQuiz(t, adminToken, { allowQuestionSuffle: false }, [{}, {}, {}]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores, replaces (keeping the first save date) and moves the resume position only forward', async () => {
    const { token } = await newCandidate(t);
    const attemptId = await startedAttempt(t, token, quiz.quizTopicId);
    const [q0, q1] = quiz.questionIds as [number, number];
    expect(await storeAnswerIfOpen(t.db, answer(attemptId, q1, 1, 'First', '2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(await storeAnswerIfOpen(t.db, answer(attemptId, q0, 0, 'Second', '2026-01-01T00:01:00.000Z'))).toBe(true);
    expect(await storeAnswerIfOpen(t.db, answer(attemptId, q1, 1, 'Second', '2026-01-01T00:02:00.000Z'))).toBe(true);
    expect((await attemptRow(t.db, attemptId)).currentSerial).toBe(2);
    const rows = await answerRows(t.db, attemptId);
    expect(rows.map((r) => [r.quizQuestionId, r.userAnswer, r.userObtainedQuestionMark])).toEqual([
      [q0, 'Second', 1],
      [q1, 'Second', 1],
    ]);
    expect(rows[1]).toMatchObject({ dateAdded: '2026-01-01T00:00:00.000Z', lastUpdated: '2026-01-01T00:02:00.000Z' });
  });

  it('stores nothing and answers false once the attempt is finished', async () => {
    const { token } = await newCandidate(t);
    const attemptId = await startedAttempt(t, token, quiz.quizTopicId);
    await t.db
      .updateTable('quiz_attempt')
      .set({ finishedAt: new Date().toISOString() })
      .where('quizResponseInitialId', '=', attemptId)
      .execute();
    const at = new Date().toISOString();
    expect(await storeAnswerIfOpen(t.db, answer(attemptId, quiz.questionIds[0]!, 0, 'Second', at))).toBe(false);
    expect(await answerRows(t.db, attemptId)).toEqual([]);
    expect((await attemptRow(t.db, attemptId)).currentSerial).toBe(0);
  });

  it('acknowledges every one of many simultaneous saves, each stored with its own text', async () => {
    const candidates = await Promise.all(Array.from({ length: 12 }, () => newCandidate(t, 'together')));
    const attempts = await Promise.all(candidates.map((c) => startedAttempt(t, c.token, quiz.quizTopicId)));
    const saves = candidates.flatMap((c, i) =>
      quiz.questionIds.map((quizQuestionId, serial) =>
        examApi(t, c.token).answer({
          quizResponseInitialId: attempts[i],
          quizQuestionId,
          userAnswer: serial % 2 === 0 ? 'Second' : 'First',
          isAnswerSkipped: false,
          pointerLeaveCount: 0,
          visibilitychangeCount: 0,
        }),
      ),
    );
    for (const res of await Promise.all(saves)) ok(res);
    for (const attemptId of attempts) {
      const rows = await answerRows(t.db, attemptId);
      expect(rows.map((r) => r.userAnswer)).toEqual(['Second', 'First', 'Second']);
    }
  });
});
