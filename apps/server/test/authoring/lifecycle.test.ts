import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed.js';
import { refreshCategories, stopIfRunning } from '../../src/modules/authoring/topics/topicRepository.js';
import { refreshMarks } from '../../src/modules/authoring/topics/topicService.js';
import {
  api,
  categoryId,
  createQuiz,
  demoTokens,
  insertQuestion,
  marksOf,
  quizBody,
  refusal,
} from '../helpers/quizFixtures.js';
import { ok } from '../helpers/examFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const cents = (marks: number[]) => marks.reduce((sum, m) => sum + Math.round(m * 100), 0);

describe.each(testDatabases())('assessment lifecycle on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (quizTopicId: number) => admin.put('/Quiz/StartQuiz', { quizTopicId });
  const stop = (quizTopicId: number) => admin.put('/Quiz/StopQuiz', { quizTopicId });
  const single = async (id: number) => (await admin.get(`/Quiz/GetSingleQuiz/${id}`)).json();
  const answersOf = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .select(['correctOption', 'correctOptionText'])
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();

  it('refuses to go live without questions (noQuestionsInAssessment)', async () => {
    const id = await createQuiz(t, token);
    expect(refusal(await start(id)).responseMsg).toBe('noQuestionsInAssessment');
    expect((await single(id)).isRunning).toBe(false);
  });

  it('option 1: needs a correct answer on option-based questions, then spreads the total so marks add up exactly', async () => {
    const id = await createQuiz(t, token, { quizTotalMarks: 10, quizPassMarks: 4 });
    await insertQuestion(t.db, id, { perQuestionMark: 7 });
    const missing = await insertQuestion(t.db, id, { questionDetail: 'Which one is right?', correctOption: [] });
    await insertQuestion(t.db, id, { questionTypeId: 2, optionA: '', optionB: '', correctOption: [] });

    const refused = refusal(await start(id));
    expect(refused).toMatchObject({ responseMsg: 'correctAnswerMissing', params: { question: 'Which one is right?' } });
    expect(refused.message).toContain('Which one is right?');
    expect((await single(id)).isRunning).toBe(false);

    await t.db
      .updateTable('quiz_question')
      .set({ correctOption: 'A', correctOptionText: 'First' })
      .where('quizQuestionId', '=', missing)
      .execute();
    const res = await start(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'assessmentIsLive' });
    expect((await single(id)).isRunning).toBe(true);
    const marks = await marksOf(t.db, id);
    expect(marks).toEqual([3.34, 3.33, 3.33]);
    expect(cents(marks)).toBe(1000);
  });

  it('a live assessment can not be updated or deleted; Stop Live makes it editable again', async () => {
    const id = await createQuiz(t, token, { quizTitle: 'Live one' });
    await insertQuestion(t.db, id);
    expect((await start(id)).statusCode).toBe(200);

    const update = refusal(
      await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, quizTitle: 'Renamed' })),
    );
    expect(update.responseMsg).toBe('liveAssessmentNotEditable');
    expect(refusal(await admin.delete(`/Quiz/DeleteQuiz/${id}`)).responseMsg).toBe('liveAssessmentNotEditable');
    expect(await single(id)).toMatchObject({ quizTitle: 'Live one', isRunning: true });

    const stopped = await stop(id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ responseMsg: 'assessmentStopped' });
    expect((await single(id)).isRunning).toBe(false);
    expect(
      (await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, quizTitle: 'Renamed' }))).statusCode,
    ).toBe(200);
    expect((await admin.delete(`/Quiz/DeleteQuiz/${id}`)).statusCode).toBe(200);
  });

  it('option 3: needs marks and correct answers on the questions; the total is the sum of the question marks', async () => {
    const id = await createQuiz(t, token, { quizMarkOptionId: 3, quizPassMarks: 3 });
    await insertQuestion(t.db, id, { perQuestionMark: 2.5 });
    const noMarks = await insertQuestion(t.db, id, { questionDetail: 'Unmarked question', perQuestionMark: 0 });
    expect(refusal(await start(id))).toMatchObject({
      responseMsg: 'questionMarksMissing',
      params: { question: 'Unmarked question' },
    });

    await t.db
      .updateTable('quiz_question')
      .set({ perQuestionMark: 1.25, correctOption: '' })
      .where('quizQuestionId', '=', noMarks)
      .execute();
    expect(refusal(await start(id)).responseMsg).toBe('correctAnswerMissing');

    await t.db.updateTable('quiz_question').set({ correctOption: 'B' }).where('quizQuestionId', '=', noMarks).execute();
    expect((await start(id)).json()).toEqual({ responseMsg: 'assessmentIsLive' });
    expect(await marksOf(t.db, id)).toEqual([2.5, 1.25]);
    expect(await single(id)).toMatchObject({ quizTotalMarks: 3.75, isRunning: true });
  });

  it('option 3: pass marks above the summed total can not go live', async () => {
    const id = await createQuiz(t, token, { quizMarkOptionId: 3, quizPassMarks: 5 });
    await insertQuestion(t.db, id, { perQuestionMark: 2 });
    expect(refusal(await start(id)).responseMsg).toBe('passMarksshouldnotgreaterthanAssessmentMarks');
    await insertQuestion(t.db, id, { perQuestionMark: 3 });
    expect((await start(id)).statusCode).toBe(200);
  });

  it('option 2 (survey): goes live without correct answers and clears marks and correct answers', async () => {
    const id = await createQuiz(t, token, { quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0 });
    await insertQuestion(t.db, id, { perQuestionMark: 4, correctOption: ['A'] });
    await insertQuestion(t.db, id, { correctOption: [] });
    await insertQuestion(t.db, id, { questionTypeId: 2, optionA: '', optionB: '', correctOption: [] });
    expect((await start(id)).json()).toEqual({ responseMsg: 'assessmentIsLive' });
    expect(await marksOf(t.db, id)).toEqual([0, 0, 0]);
    expect(await answersOf(id)).toEqual(Array(3).fill({ correctOption: '', correctOptionText: '' }));
    expect(await single(id)).toMatchObject({ quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0 });
  });

  it('changing the mark option on update re-applies the marks: 1 spreads, 3 totals, 2 clears', async () => {
    const id = await createQuiz(t, token, { quizTotalMarks: 100, quizPassMarks: 50 });
    for (let i = 0; i < 7; i++) await insertQuestion(t.db, id, { perQuestionMark: i + 1 });

    await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, quizTotalMarks: 100, quizPassMarks: 50 }));
    const spread = await marksOf(t.db, id);
    expect(spread).toEqual([14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
    expect(cents(spread)).toBe(10_000);

    await t.db.updateTable('quiz_question').set({ perQuestionMark: 1.1 }).where('quizTopicId', '=', id).execute();
    const perQuestion = await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, quizMarkOptionId: 3 }));
    expect(perQuestion.statusCode).toBe(200);
    expect((await single(id)).quizTotalMarks).toBe(7.7);

    await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, quizMarkOptionId: 2 }));
    expect(await marksOf(t.db, id)).toEqual(Array(7).fill(0));
    expect((await answersOf(id)).every((a) => a.correctOption === '' && a.correctOptionText === '')).toBe(true);
    // Back to a marked option: the cleared answers must be set again before going live. The save says so
    // first, and goes through once the admin confirmed.
    const back = quizBody({ quizTopicId: id, quizTotalMarks: 0.05, quizPassMarks: 0 });
    expect(refusal(await admin.put('/Quiz/UpdateQuizTopic', back)).responseMsg).toBe('correctAnswersMissingForMarks');
    ok(await admin.put('/Quiz/UpdateQuizTopic', { ...back, acceptMissingCorrectAnswers: true }));
    expect(await marksOf(t.db, id)).toEqual([0.01, 0.01, 0.01, 0.01, 0.01, 0, 0]);
    expect(refusal(await start(id)).responseMsg).toBe('correctAnswerMissing');
  });

  it('switching a survey to marks says at save time how many questions lack a correct answer, and which first', async () => {
    const survey = { quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0 };
    const id = await createQuiz(t, token, survey);
    await insertQuestion(t.db, id, { questionDetail: 'How did you like the course?', correctOption: [] });
    await insertQuestion(t.db, id, { questionDetail: 'Would you recommend it?', correctOption: [] });
    await insertQuestion(t.db, id, { questionTypeId: 2, optionA: '', optionB: '', correctOption: [] });
    const before = await single(id);

    for (const marked of [
      { quizMarkOptionId: 1, quizTime: 10, quizTotalMarks: 10, quizPassMarks: 5 },
      { quizMarkOptionId: 3, quizTime: 10, quizPassMarks: 0 },
    ]) {
      const res = await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, ...marked }));
      // Two option-based questions lack one; the descriptive question needs none.
      expect(refusal(res)).toMatchObject({
        responseMsg: 'correctAnswersMissingForMarks',
        params: { count: 2, question: 'How did you like the course?' },
      });
      expect(refusal(res).message).toContain('How did you like the course?');
      expect(await single(id)).toEqual(before);
    }
    // Answered in Spanish for a Spanish admin.
    const es = await t.app.inject({
      method: 'PUT',
      url: '/api/Quiz/UpdateQuizTopic',
      headers: { authorization: `Bearer ${token}`, 'x-language': 'es' },
      payload: quizBody({ quizTopicId: id, quizMarkOptionId: 1, quizTime: 10, quizTotalMarks: 10 }),
    });
    expect(refusal(es).message).toMatch(/^Preguntas sin respuesta correcta: 2/);

    // Other changes of the survey, and the survey's questions, save as before.
    ok(await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: id, ...survey, quizTitle: 'Renamed survey' })));
    // Confirmed: saved as marked; Go Live still refuses until the answers are set.
    const confirmed = quizBody({ quizTopicId: id, quizMarkOptionId: 1, quizTime: 10, quizTotalMarks: 10 });
    ok(await admin.put('/Quiz/UpdateQuizTopic', { ...confirmed, acceptMissingCorrectAnswers: true }));
    expect((await single(id)).quizMarkOptionId).toBe(1);
    expect(refusal(await start(id))).toMatchObject({ responseMsg: 'correctAnswerMissing' });
    // With every answer set, the switch from a survey saves at once.
    const other = await createQuiz(t, token, { ...survey, quizTitle: 'Answered survey' });
    await insertQuestion(t.db, other, { correctOption: ['A'] });
    ok(
      await admin.put(
        '/Quiz/UpdateQuizTopic',
        quizBody({ quizTopicId: other, quizTitle: 'Answered survey', quizTotalMarks: 10 }),
      ),
    );
  });

  it('a schedule start date ahead answers thisAssessmentWilllive with the date; one passed answers assessmentIsLive', async () => {
    const ahead = await createQuiz(t, token, { quizscheduleStartTime: '2999-01-01T09:00' });
    await insertQuestion(t.db, ahead);
    const res = await start(ahead);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'thisAssessmentWilllive', params: { date: '2999-01-01T09:00' } });
    expect((await single(ahead)).isRunning).toBe(true);

    const passed = await createQuiz(t, token, {
      quizscheduleStartTime: '2000-01-01T09:00',
      quizscheduleEndTime: '2999-01-01',
    });
    await insertQuestion(t.db, passed);
    expect((await start(passed)).json()).toEqual({ responseMsg: 'assessmentIsLive' });
  });

  it('a schedule whose end date has passed can not go live (scheduleEnded)', async () => {
    const ended = await createQuiz(t, token, {
      quizscheduleStartTime: '2000-01-01T09:00',
      quizscheduleEndTime: '2000-01-02',
    });
    await insertQuestion(t.db, ended);
    expect(refusal(await start(ended)).responseMsg).toBe('scheduleEnded');
    expect((await single(ended)).isRunning).toBe(false);
  });

  it('answers 404 for unknown ids on every lifecycle call', async () => {
    expect((await start(999_999)).statusCode).toBe(404);
    expect((await stop(999_999)).statusCode).toBe(404);
    expect((await admin.delete('/Quiz/DeleteQuiz/999999')).statusCode).toBe(404);
    expect((await admin.get('/Quiz/GetSingleQuiz/999999')).statusCode).toBe(404);
    expect((await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: 999_999 }))).statusCode).toBe(404);
    expect((await start(0)).statusCode).toBe(400);
  });

  it('exports stopIfRunning, refreshMarks and refreshCategories for the question and import services', async () => {
    const id = await createQuiz(t, token, { quizTotalMarks: 9 });
    const maths = await categoryId(t.db, 'Lifecycle maths');
    const other = await categoryId(t.db, 'Lifecycle other');
    await insertQuestion(t.db, id, { questionCategoryId: other });
    await insertQuestion(t.db, id, { questionCategoryId: maths });
    await insertQuestion(t.db, id, { questionCategoryId: other });
    expect((await start(id)).statusCode).toBe(200);

    await refreshCategories(t.db, id);
    expect((await single(id)).categories).toBe([maths, other].sort((a, b) => a - b).join(','));

    await insertQuestion(t.db, id, { questionCategoryId: maths });
    await refreshMarks(t.db, id);
    expect(await marksOf(t.db, id)).toEqual([2.25, 2.25, 2.25, 2.25]);

    const userId = (
      await t.db.selectFrom('app_user').select('userId').where('userRoleId', '=', 1).executeTakeFirstOrThrow()
    ).userId;
    expect(await stopIfRunning(t.db, id, userId)).toBe(true);
    expect(await stopIfRunning(t.db, id, userId)).toBe(false);
    expect((await single(id)).isRunning).toBe(false);
    await refreshMarks(t.db, 999_999);
  });

  describe('demo content', () => {
    const demoQuiz = async (title: string) => {
      const list = (await admin.get('/Quiz/GetQuizWithQuestionCount')).json() as {
        quizTopicId: number;
        quizTitle: string;
      }[];
      const card = list.find((q) => q.quizTitle === title);
      if (!card) throw new Error(`no demo assessment ${title}`);
      return single(card.quizTopicId);
    };
    const questionsOf = (quizTopicId: number) =>
      t.db
        .selectFrom('quiz_question')
        .selectAll()
        .where('quizTopicId', '=', quizTopicId)
        .orderBy('quizQuestionId')
        .execute();

    it('has a live general knowledge quiz: option 1, 10 minutes, 10 marks, pass 5, five answered questions', async () => {
      const quiz = await demoQuiz('General knowledge quiz');
      expect(quiz).toMatchObject({
        quizMarkOptionId: 1,
        quizParticipantOptionId: 1,
        quizTime: 10,
        quizTotalMarks: 10,
        quizPassMarks: 5,
        isRunning: true,
        questionsCount: 5,
      });
      const questions = await questionsOf(quiz.quizTopicId);
      expect(questions.map((q) => q.perQuestionMark)).toEqual([2, 2, 2, 2, 2]);
      for (const q of questions) {
        expect(q.questionTypeId).toBe(1);
        expect(q.correctOption).toMatch(/^[A-D]$/);
        expect(q.correctOptionText).toBe(q[`option${q.correctOption}` as 'optionA']);
      }
      expect(questions.some((q) => q.questionDetail.includes('$\\sqrt{16}$') && q.correctOptionText === '$4$')).toBe(
        true,
      );
      const categoryIds = [...new Set(questions.map((q) => q.questionCategoryId))].sort((a, b) => a - b);
      expect(quiz.categories).toBe(categoryIds.join(','));
      // It obeys the Go Live rules: stopping and starting it again succeeds and keeps the marks.
      expect((await stop(quiz.quizTopicId)).statusCode).toBe(200);
      expect((await start(quiz.quizTopicId)).json()).toEqual({ responseMsg: 'assessmentIsLive' });
      expect(await marksOf(t.db, quiz.quizTopicId)).toEqual([2, 2, 2, 2, 2]);
    });

    it('has a course feedback survey being prepared: option 2, not live, three questions, one descriptive', async () => {
      const quiz = await demoQuiz('Course feedback survey');
      expect(quiz).toMatchObject({
        quizMarkOptionId: 2,
        quizTime: 0,
        quizTotalMarks: 0,
        quizPassMarks: 0,
        isRunning: false,
        questionsCount: 3,
      });
      const questions = await questionsOf(quiz.quizTopicId);
      expect(questions.map((q) => q.questionTypeId)).toEqual([1, 1, 2]);
      for (const q of questions)
        expect(q).toMatchObject({ perQuestionMark: 0, correctOption: '', correctOptionText: '' });
      expect(questions[2]).toMatchObject({ optionA: '', optionB: '' });
    });

    it('is added once: seeding again adds nothing, nor does a title an admin only re-cased or re-spaced', async () => {
      const count = async () => (await t.db.selectFrom('quiz_topic').select('quizTopicId').execute()).length;
      const questions = async () => (await t.db.selectFrom('quiz_question').select('quizQuestionId').execute()).length;
      const survey = await demoQuiz('Course feedback survey');
      const renamed = await admin.put(
        '/Quiz/UpdateQuizTopic',
        quizBody({ ...survey, quizTitle: ' course   FEEDBACK survey', quizTime: 0, quizTotalMarks: 0 }),
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      const before = [await count(), await questions()];
      await seedDemo(t.db);
      await seedDemo(t.db);
      expect([await count(), await questions()]).toEqual(before);
    });
  });
});
