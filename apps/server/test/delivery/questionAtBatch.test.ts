import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findQuestionAt } from '../../src/modules/delivery/exam/questionAtRepository.js';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin } = DEMO_ACCOUNTS;

// GetSingleQuestion's reads of one turn: on PostgreSQL one statement for all (questionAtBatchPg.ts), on
// SQLite one each. Either way every caller gets exactly what its own read alone would give.
describe.each(testDatabases())('question reads of the same moment on %s', (kind) => {
  let t: TestApp;
  let quiz: { quizTopicId: number; questionIds: number[] };
  let candidates: { token: string; userId: number; attemptId: number }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    quiz = await liveQuiz(t, await t.login(admin.email, admin.password), { allowQuestionSuffle: true }, [{}, {}, {}]);
    candidates = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const c = await newCandidate(t, 'qbatch');
        return { ...c, attemptId: await startedAttempt(t, c.token, quiz.quizTopicId) };
      }),
    );
    // One candidate has answered their first question: the read carries the saved answer.
    const first = candidates[0]!;
    const shown = ok(await examApi(t, first.token).question(quiz.quizTopicId, 0));
    ok(
      await examApi(t, first.token).answer({
        quizResponseInitialId: first.attemptId,
        quizQuestionId: shown.quizQuestionId,
        userAnswer: shown.optionB,
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each read of a turn as the same read alone would, in order', async () => {
    const stranger = await newCandidate(t, 'qbatch');
    const keys = [
      ...candidates.flatMap((c) => [0, 1, 2].map((serial) => ({ userId: c.userId, serial }))),
      { userId: candidates[1]!.userId, serial: 3 }, // past the last position
      { userId: stranger.userId, serial: 0 }, // no attempt of this assessment
    ];
    const read = (k: { userId: number; serial: number }) => findQuestionAt(t.db, k.userId, quiz.quizTopicId, k.serial);
    const together = await Promise.all(keys.map(read));
    const alone = [];
    for (const k of keys) alone.push(await read(k));
    expect(together).toEqual(alone);

    // Each read follows its own candidate's shuffled order, and the saved answer belongs to its reader.
    candidates.forEach((c, i) => {
      const rows = together.slice(i * 3, i * 3 + 3);
      const order = JSON.parse(rows[0]!.questionOrder) as number[];
      expect(rows.map((r) => r!.quizQuestionId)).toEqual(order);
      expect(rows.every((r) => r!.quizResponseInitialId === c.attemptId)).toBe(true);
    });
    expect(together[0]!.savedAnswer).not.toBeNull();
    expect(together.slice(3, 12).every((r) => r!.savedAnswer === null)).toBe(true);
    expect(together.at(-2)).toMatchObject({ quizResponseInitialId: candidates[1]!.attemptId, quizQuestionId: null });
    expect(together.at(-1)).toBeUndefined();
  });
});
