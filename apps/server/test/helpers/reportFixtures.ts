import type { TestApp } from './testApp.js';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from './examFixtures.js';

/**
 * The results of the report tests, all made through the exam routes: assessment A (one choice worth
 * 10, pass 5) finished by Ann (right, passed) and Ben (wrong, failed); assessment B (a choice worth 2
 * and an essay worth 3) finished by Ann and Cid (both pending examine); Dan has only started A.
 * `finished` lists the finished attempts newest first.
 */
export async function reportScenario(t: TestApp, adminToken: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const a = await liveQuiz(
    t,
    adminToken,
    { quizTitle: `Alpha results ${suffix}`, quizTotalMarks: 10, quizPassMarks: 5 },
    [{ optionA: 'First', optionB: 'Second', correctOption: ['B'] }],
  );
  const b = await liveQuiz(
    t,
    adminToken,
    { quizTitle: `Beta results ${suffix}`, quizMarkOptionId: 3, quizPassMarks: 1 },
    [
      { optionA: 'First', optionB: 'Second', correctOption: ['B'], perQuestionMark: 2 },
      { questionTypeId: 2, perQuestionMark: 3, correctOption: [] },
    ],
  );
  const people = {
    ann: await newCandidate(t, 'ann'),
    ben: await newCandidate(t, 'ben'),
    cid: await newCandidate(t, 'cid'),
    dan: await newCandidate(t, 'dan'),
  };
  for (const [name, person] of Object.entries(people)) {
    await t.db
      .updateTable('app_user')
      .set({ fullName: `${name} ${suffix}` })
      .where('userId', '=', person.userId)
      .execute();
  }

  async function finish(token: string, quiz: { quizTopicId: number; questionIds: number[] }, answers: string[]) {
    const exam = examApi(t, token);
    const id = await startedAttempt(t, token, quiz.quizTopicId);
    for (const [i, userAnswer] of answers.entries())
      ok(await exam.answer({ quizResponseInitialId: id, quizQuestionId: quiz.questionIds[i], userAnswer }));
    ok(await exam.finish(id));
    return id;
  }
  const annA = await finish(people.ann.token, a, ['Second']);
  const benA = await finish(people.ben.token, a, ['First']);
  const annB = await finish(people.ann.token, b, ['Second', 'An essay']);
  const cidB = await finish(people.cid.token, b, ['First', 'Another essay']);
  const danOpen = await startedAttempt(t, people.dan.token, a.quizTopicId);
  return {
    suffix,
    a,
    b,
    people,
    ids: { annA, benA, annB, cidB, danOpen },
    finished: [cidB, annB, benA, annA],
  };
}
export type ReportScenario = Awaited<ReturnType<typeof reportScenario>>;
