import { MARK_OPTION } from '@assessly/shared';
import { translateMessage } from '@assessly/shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, categoryId, createQuiz, demoTokens, insertQuestion, quizBody, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { counts, importer } from './importTools.js';
import { EVERY_TYPE } from './questionBodies.js';

/**
 * A survey (mark option 2) takes option-based and descriptive questions only, as the question dialog
 * offers: the server refuses the other types with surveyQuestionType when a question is created, updated
 * or imported (an import reports such items invalid, with the reason in the caller's language).
 */
describe.each(testDatabases())('question types of a survey on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof api>;
  let io: ReturnType<typeof importer>;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
    io = importer(t, token);
    category = await categoryId(t.db, 'Survey types');
  });
  afterAll(async () => {
    await t?.close();
  });

  const survey = () =>
    createQuiz(t, token, { quizMarkOptionId: MARK_OPTION.survey, quizTotalMarks: 0, quizPassMarks: 0 });
  const stored = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .select('questionTypeId')
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();
  const inSpanish = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { ...bearer(token), 'x-language': 'es' } });

  it('refuses a question of types 3 to 8 on create, and takes option-based and descriptive ones', async () => {
    const quiz = await survey();
    const place = { quizTopicId: quiz, questionLavelId: 1, questionCategoryId: category };
    for (const q of EVERY_TYPE) {
      const res = await admin.post('/Quiz/CreateQuizQuestion', { ...q, ...place });
      if (q.questionTypeId <= 2) expect(res.json().responseMsg, res.body).toBe('successfullySaved');
      else {
        const refused = refusal(res);
        expect(refused.responseMsg, `type ${q.questionTypeId}`).toBe('surveyQuestionType');
        expect(refused.message).toBe(translateMessage('en', 'surveyQuestionType'));
      }
    }
    expect((await stored(quiz)).map((r) => r.questionTypeId)).toEqual([1, 1, 2]);
    const spanish = refusal(await inSpanish('POST', '/Quiz/CreateQuizQuestion', { ...EVERY_TYPE[6]!, ...place }));
    expect(spanish.message).toBe('Una encuesta solo admite preguntas de opciones y descriptivas');
  });

  it('refuses to change a question of a survey to another type, or to save one of another type', async () => {
    const quiz = await survey();
    const place = { quizTopicId: quiz, questionLavelId: 1, questionCategoryId: category };
    const created = await admin.post('/Quiz/CreateQuizQuestion', { ...EVERY_TYPE[0], ...place });
    const quizQuestionId = created.json().quizQuestionId as number;
    const toShort = await admin.put('/Quiz/UpdateQuizQuestion', { ...EVERY_TYPE[4], ...place, quizQuestionId });
    expect(refusal(toShort).responseMsg).toBe('surveyQuestionType');
    expect((await stored(quiz)).map((r) => r.questionTypeId)).toEqual([1]);

    // A question of another type stored before the rule (or while the assessment was marked): its next
    // save must make it one a survey takes.
    const legacy = await insertQuestion(t.db, quiz, { questionTypeId: 3, optionA: '', optionB: '', correctOption: [] });
    const again = await inSpanish('PUT', '/Quiz/UpdateQuizQuestion', {
      ...EVERY_TYPE[3],
      ...place,
      quizQuestionId: legacy,
    });
    expect(refusal(again).responseMsg).toBe('surveyQuestionType');
    const fixed = await admin.put('/Quiz/UpdateQuizQuestion', {
      ...EVERY_TYPE[2],
      ...place,
      quizQuestionId: legacy,
    });
    expect(fixed.json().responseMsg, fixed.body).toBe('successfullyUpdated');
  });

  it('reports the items of other types invalid when a file is imported into a survey', async () => {
    const quiz = await survey();
    const gift = [
      'Which colour do you like? {=red ~blue ~green}',
      'What would you change? {}',
      'The course was too long. {T}',
      'Name a city you like. {=Paris =Rome}',
      'Match. {=cat -> animal =rose -> flower}',
    ].join('\n\n');
    const base = { quizTopicId: quiz, format: 'gift', questionCategoryId: category, questionLavelId: 1 };
    const path = await io.upload(gift, 'survey.gift');
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/ReadQuestionUploadCsv',
      payload: { ...base, path, mode: 'check' },
      headers: { ...bearer(token), 'x-language': 'es' },
    });
    const report = checked.json().report as { status: string; reason: string; questionTypeId: number }[];
    expect(counts(report as never)).toEqual({ total: 5, ok: 2, unsupported: 0, invalid: 3 });
    expect(report.map((l) => [l.status, l.questionTypeId])).toEqual([
      ['ok', 1],
      ['ok', 2],
      ['invalid', 3],
      ['invalid', 4],
      ['invalid', 6],
    ]);
    for (const line of report.slice(2))
      expect(line.reason).toBe('Una encuesta solo admite preguntas de opciones y descriptivas');

    const all = refusal(await io.read({ ...base, path, mode: 'all' }));
    expect(all.params).toMatchObject({ count: 3, item: '3', reason: translateMessage('en', 'surveyQuestionType') });
    expect(await stored(quiz)).toEqual([]);
    const again = await io.upload(gift, 'survey.gift');
    const supported = await io.read({ ...base, path: again, mode: 'supported' });
    expect(supported.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 2 } });
    expect((await stored(quiz)).map((r) => r.questionTypeId)).toEqual([1, 2]);
  });

  it('reports them in a Moodle XML file too', async () => {
    const quiz = await survey();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="essay"><name><text>Opinion</text></name><questiontext format="html"><text>Your opinion?</text></questiontext></question>
  <question type="numerical"><name><text>Age</text></name><questiontext format="html"><text>How old is the Earth, in billions of years?</text></questiontext>
    <answer fraction="100"><text>4.5</text><tolerance>0.1</tolerance></answer></question>
</quiz>`;
    const path = await io.upload(xml, 'survey.xml');
    const base = { quizTopicId: quiz, format: 'moodlexml', questionCategoryId: category, questionLavelId: 1 };
    const report = (await io.read({ ...base, path, mode: 'check' })).json().report;
    expect(report).toEqual([
      { item: '1', title: 'Opinion', status: 'ok', reason: '', questionTypeId: 2 },
      {
        item: '2',
        title: 'Age',
        status: 'invalid',
        reason: translateMessage('en', 'surveyQuestionType'),
        questionTypeId: 5,
      },
    ]);
  });
  it('refuses to make an assessment holding other types a survey, naming how many and the first', async () => {
    const marked = await createQuiz(t, token);
    const place = { quizTopicId: marked, questionLavelId: 1, questionCategoryId: category };
    for (const q of [EVERY_TYPE[0], EVERY_TYPE[2], EVERY_TYPE[4]])
      expect((await admin.post('/Quiz/CreateQuizQuestion', { ...q, ...place })).json().responseMsg).toBe(
        'successfullySaved',
      );
    const toSurvey = quizBody({
      quizTopicId: marked,
      quizMarkOptionId: MARK_OPTION.survey,
      quizTotalMarks: 0,
      quizPassMarks: 0,
    });
    const refused = refusal(await inSpanish('PUT', '/Quiz/UpdateQuizTopic', toSurvey));
    expect(refused.responseMsg).toBe('surveyHasOtherTypes');
    expect(refused.params).toMatchObject({ count: 1 });
    expect(refused.message).toContain('Preguntas que una encuesta no admite: 1');
    const after = await t.db
      .selectFrom('quiz_topic')
      .select('quizMarkOptionId')
      .where('quizTopicId', '=', marked)
      .executeTakeFirstOrThrow();
    expect(after.quizMarkOptionId).not.toBe(MARK_OPTION.survey);

    // With only option-based and descriptive questions left, the switch goes through.
    const others = await t.db
      .selectFrom('quiz_question')
      .select('quizQuestionId')
      .where('quizTopicId', '=', marked)
      .where('questionTypeId', 'not in', [1, 2])
      .execute();
    for (const { quizQuestionId } of others)
      expect((await admin.delete(`/Quiz/DeleteSingleQuizQuestion/${quizQuestionId}`)).statusCode).toBe(200);
    expect((await admin.put('/Quiz/UpdateQuizTopic', toSurvey)).json().responseMsg).toBe('successfullyUpdated');
  });
});
