import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAnswerContext, storeAnswerIfOpen } from '../../src/modules/delivery/exam/answerSaveRepository.js';
import { findActiveSession, revokeSession } from '../../src/modules/accounts/auth/sessionRepository.js';
import {
  answerRows,
  attemptRow,
  liveQuiz,
  newCandidate,
  startedAttempt,
  storedAnswer,
} from '../helpers/examFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin } = DEMO_ACCOUNTS;

/** A stored answer with marks in halves and the counters the batch statement must carry as they are. */
function answer(attemptId: number, quizQuestionId: number, serial: number, userAnswer: string) {
  return {
    ...storedAnswer(attemptId, quizQuestionId, serial, userAnswer, new Date().toISOString()),
    questionMark: 1.5,
    userObtainedQuestionMark: userAnswer === 'Second' ? 1.5 : 0,
    pointerLeaveCount: null,
    visibilitychangeCount: 2,
  };
}

/** The session id inside a bearer token. */
const sessionOf = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return payload.sid;
};

// The same calls in one turn: on PostgreSQL one statement for all (answerBatchPg.ts), on SQLite one each.
describe.each(testDatabases())('answer saves and session reads of the same moment on %s', (kind) => {
  let t: TestApp;
  let quiz: { quizTopicId: number; questionIds: number[] };
  let candidates: { token: string; userId: number; attemptId: number }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    quiz = await liveQuiz(t, await t.login(admin.email, admin.password), { allowQuestionSuffle: false }, [{}, {}, {}]);
    candidates = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const c = await newCandidate(t, 'batch');
        return { ...c, attemptId: await startedAttempt(t, c.token, quiz.quizTopicId) };
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  // Texts that an array literal must quote: the values travel as one array per column.
  const tricky = (userId: number) => `${userId} NULL "quoted" {a,b} back\\slash, ünï 🎓`;

  it('stores every answer of a turn with its own values and moves each resume position', async () => {
    const [q0, , q2] = quiz.questionIds as [number, number, number];
    const stored = await Promise.all(
      candidates
        .slice(0, 4)
        .flatMap((c) => [
          storeAnswerIfOpen(t.db, answer(c.attemptId, q0, 0, 'Second')),
          storeAnswerIfOpen(t.db, answer(c.attemptId, q2, 2, tricky(c.userId))),
        ]),
    );
    expect(stored).toEqual(new Array(8).fill(true));
    for (const c of candidates.slice(0, 4)) {
      const rows = await answerRows(t.db, c.attemptId);
      expect(rows.map((r) => [r.quizQuestionId, r.userAnswer, Number(r.userObtainedQuestionMark)])).toEqual([
        [q0, 'Second', 1.5],
        [q2, tricky(c.userId), 0],
      ]);
      expect(rows[0]).toMatchObject({ pointerLeaveCount: null, visibilitychangeCount: 2, imagePath: null });
      expect((await attemptRow(t.db, c.attemptId)).currentSerial).toBe(3);
    }
    expect(await answerRows(t.db, candidates[4]!.attemptId)).toEqual([]);
  });

  it('keeps two saves of one question apart: one row, the later text', async () => {
    const c = candidates[4]!;
    const q0 = quiz.questionIds[0]!;
    const other = candidates[5]!;
    const stored = await Promise.all([
      storeAnswerIfOpen(t.db, answer(c.attemptId, q0, 0, 'First')),
      storeAnswerIfOpen(t.db, answer(other.attemptId, q0, 0, 'First')),
      storeAnswerIfOpen(t.db, answer(c.attemptId, q0, 0, 'Second')),
    ]);
    expect(stored).toEqual([true, true, true]);
    expect((await answerRows(t.db, c.attemptId)).map((r) => r.userAnswer)).toEqual(['Second']);
  });

  it('keeps drafts of one turn apart from submitted answers: a draft never replaces one (issue 20)', async () => {
    const [c, other] = [candidates[4]!, candidates[5]!];
    const q1 = quiz.questionIds[1]!;
    const draft = (attemptId: number, text: string) => ({ ...answer(attemptId, q1, 1, text), isDraft: 1 });
    // One turn: a draft of c, a draft and then the submitted answer of `other`.
    const firstTurn = await Promise.all([
      storeAnswerIfOpen(t.db, draft(c.attemptId, 'Draft c')),
      storeAnswerIfOpen(t.db, draft(other.attemptId, 'Draft other')),
      storeAnswerIfOpen(t.db, answer(other.attemptId, q1, 1, 'Second')),
    ]);
    expect(firstTurn).toEqual([true, true, true]);
    // Next turn: c's draft changes; a late draft of `other` meets its submitted answer and is not kept.
    const secondTurn = await Promise.all([
      storeAnswerIfOpen(t.db, draft(c.attemptId, 'Draft c, changed')),
      storeAnswerIfOpen(t.db, draft(other.attemptId, 'Late draft')),
    ]);
    expect(secondTurn).toEqual([true, false]);
    const row = async (attemptId: number) => (await answerRows(t.db, attemptId)).find((r) => r.quizQuestionId === q1)!;
    expect(await row(c.attemptId)).toMatchObject({ userAnswer: 'Draft c, changed', isDraft: 1 });
    expect(await row(other.attemptId)).toMatchObject({ userAnswer: 'Second', isDraft: 0 });
    // A draft leaves the resume position where it was (c had answered nothing at position 1 or later).
    expect((await attemptRow(t.db, c.attemptId)).currentSerial).toBe(1);
  });

  it('stores nothing for a finished attempt and still stores the others of the same turn', async () => {
    const [finished, open] = [candidates[0]!, candidates[1]!];
    await t.db
      .updateTable('quiz_attempt')
      .set({ finishedAt: new Date().toISOString() })
      .where('quizResponseInitialId', '=', finished.attemptId)
      .execute();
    const q1 = quiz.questionIds[1]!;
    const stored = await Promise.all([
      storeAnswerIfOpen(t.db, answer(finished.attemptId, q1, 1, 'Second')),
      storeAnswerIfOpen(t.db, answer(open.attemptId, q1, 1, 'Second')),
    ]);
    expect(stored).toEqual([false, true]);
    expect((await answerRows(t.db, finished.attemptId)).map((r) => r.quizQuestionId)).not.toContain(q1);
  });

  it('fails only the bad save of a turn (a value the table refuses); the others are stored', async () => {
    const [a, b] = [candidates[2]!, candidates[3]!];
    const q1 = quiz.questionIds[1]!;
    const bad = { ...answer(a.attemptId, q1, 1, 'Second'), questionDetail: null as unknown as string };
    const settled = await Promise.allSettled([
      storeAnswerIfOpen(t.db, bad),
      storeAnswerIfOpen(t.db, answer(b.attemptId, q1, 1, 'Second')),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled']);
    expect((await answerRows(t.db, b.attemptId)).map((r) => r.quizQuestionId)).toContain(q1);
    expect((await answerRows(t.db, a.attemptId)).map((r) => r.quizQuestionId)).not.toContain(q1);
  });

  it("reads each context for its owner only: another candidate's attempt and a missing question", async () => {
    const [a, b] = [candidates[0]!, candidates[1]!];
    const q0 = quiz.questionIds[0]!;
    const [own, foreign, missing] = await Promise.all([
      findAnswerContext(t.db, a.attemptId, a.userId, q0),
      findAnswerContext(t.db, b.attemptId, a.userId, q0),
      findAnswerContext(t.db, b.attemptId, b.userId, 2_000_000_000),
    ]);
    expect(own).toMatchObject({ quizResponseInitialId: a.attemptId, quizQuestionId: q0, optionA: expect.any(String) });
    expect(JSON.parse(own!.questionOrder)).toEqual(quiz.questionIds);
    expect(foreign).toBeUndefined();
    expect(missing).toMatchObject({ quizResponseInitialId: b.attemptId, quizQuestionId: null, optionA: null });
  });

  it('reads sessions of the same turn together and refuses a revoked one', async () => {
    const [a, b, c] = candidates.map((x) => sessionOf(x.token));
    await revokeSession(t.db, c!);
    const [ra, rb, rc, unknown, again] = await Promise.all([
      findActiveSession(t.db, a!),
      findActiveSession(t.db, b!),
      findActiveSession(t.db, c!),
      findActiveSession(t.db, 'no-such-session'),
      findActiveSession(t.db, a!),
    ]);
    expect(ra).toMatchObject({ userId: candidates[0]!.userId, userRoleId: 2, isDemo: 0 });
    expect(rb).toMatchObject({ userId: candidates[1]!.userId });
    expect(again).toEqual(ra);
    expect([rc, unknown]).toEqual([undefined, undefined]);
  });
});
