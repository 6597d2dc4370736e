import { quizTopicSchema } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { api, createQuiz, demoTokens, insertQuestion, quizBody, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, startSmtpServer, testDatabases, useSmtpServer, type TestApp } from '../helpers/testApp.js';

describe.each(testDatabases())('assessments on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = api(t, (await demoTokens(t)).admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an assessment, answers its id, and GetSingleQuiz gives back every field', async () => {
    const body = quizBody({
      quizTitle: '  Cell biology  ',
      quizTime: 45,
      quizTotalMarks: 50,
      quizPassMarks: 20,
      allowMultipleAnswer: true,
      allowMultipleAttempt: true,
      allowCorrectOption: true,
      allowAnswerExplation: true,
      allowQuizStop: true,
      allowQuizSkip: true,
      allowQuestionSuffle: true,
      allowExamOnNewWindow: true,
      quizscheduleStartTime: '2030-01-01T09:00',
      quizscheduleEndTime: '2030-01-31T18:00',
      quizPrice: 12.5,
    });
    const res = await admin.post('/Quiz/CreateQuizTopic', body);
    expect(res.statusCode).toBe(200);
    const { responseMsg, quizTopicId } = res.json();
    expect(responseMsg).toBe('successfullySaved');
    expect(quizTopicId).toEqual(expect.any(Number));

    const single = await admin.get(`/Quiz/GetSingleQuiz/${quizTopicId}`);
    expect(single.statusCode).toBe(200);
    const quiz = single.json();
    expect(Object.keys(quiz).sort()).toEqual(Object.keys(quizTopicSchema.shape).sort());
    expect(quiz).toMatchObject({
      quizTopicId,
      quizTitle: 'Cell biology',
      quizTime: 45,
      quizMarkOptionId: 1,
      quizParticipantOptionId: 1,
      certificateTemplateId: null,
      quizTotalMarks: 50,
      quizPassMarks: 20,
      allowMultipleInputByUser: false,
      allowMultipleAnswer: true,
      allowMultipleAttempt: true,
      allowCorrectOption: true,
      allowAnswerExplation: true,
      allowQuizStop: true,
      allowQuizSkip: true,
      allowQuestionSuffle: true,
      allowExamOnNewWindow: true,
      quizscheduleStartTime: '2030-01-01T09:00',
      quizscheduleEndTime: '2030-01-31T18:00',
      quizPrice: 12.5,
      isRunning: false,
      questionsCount: 0,
      categories: '',
    });
    const row = await t.db
      .selectFrom('quiz_topic as q')
      .innerJoin('app_user as u', 'u.userId', 'q.addedBy')
      .select('u.email')
      .where('q.quizTopicId', '=', quizTopicId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('admin@example.com');
  });

  it('turns empty pass marks and price into 0', async () => {
    const id = await createQuiz(t, (await demoTokens(t)).admin, { quizPassMarks: '', quizPrice: '' });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${id}`)).json()).toMatchObject({ quizPassMarks: 0, quizPrice: 0 });
    const nulls = await createQuiz(t, (await demoTokens(t)).admin, { quizPassMarks: null, quizPrice: null });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${nulls}`)).json()).toMatchObject({ quizPassMarks: 0, quizPrice: 0 });
  });

  it('needs time and total marks above 0 where the mark option shows them (400 with the fields)', async () => {
    const res = await admin.post('/Quiz/CreateQuizTopic', quizBody({ quizTime: 0, quizTotalMarks: 0 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      responseMsg: 'validationFailed',
      issues: [
        { path: 'body.quizTime', message: 'mustBeAboveZero' },
        { path: 'body.quizTotalMarks', message: 'mustBeAboveZero' },
      ],
    });
    const perQuestion = await admin.post('/Quiz/CreateQuizTopic', quizBody({ quizMarkOptionId: 3, quizTime: '' }));
    expect(perQuestion.statusCode).toBe(400);
    expect(perQuestion.json().issues).toEqual([{ path: 'body.quizTime', message: 'mustBeAboveZero' }]);
    // A survey shows neither, so neither is needed.
    const survey = await admin.post(
      '/Quiz/CreateQuizTopic',
      quizBody({ quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0 }),
    );
    expect(survey.statusCode).toBe(200);
    // The schema's own checks: negative pass marks, a title of spaces, unknown options.
    const bad = await admin.post(
      '/Quiz/CreateQuizTopic',
      quizBody({ quizTitle: '   ', quizPassMarks: -1, quizMarkOptionId: 4 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['body.quizMarkOptionId', 'body.quizPassMarks', 'body.quizTitle']);
  });

  it('answers each save-time check of spec 001 §5 with its key, in the order of the spec', async () => {
    const invited = { quizParticipantOptionId: 2, participantEmails: 'ann@example.com, bob@example.com' };
    const check = async (changes: Record<string, unknown>) =>
      refusal(await admin.post('/Quiz/CreateQuizTopic', quizBody(changes))).responseMsg;

    expect(await check({ ...invited, inviteByEmail: true })).toBe('emailSettingsNotDone');
    expect(await check({ quizscheduleEndTime: '2030-02-01' })).toBe('noScheduleStartDate');
    expect(await check({ quizscheduleStartTime: '2030-02-02', quizscheduleEndTime: '2030-02-01' })).toBe(
      'scheduleStartDateShouldGreater',
    );
    expect(await check({ ...invited, participantEmails: 'ann@example.com bob@example.com' })).toBe(
      'noCommaSeperatedEmail',
    );
    expect(await check({ ...invited, participantEmails: 'ann@example.com;bob@example.com' })).toBe(
      'noCommaSeperatedEmail',
    );
    expect(await check({ ...invited, participantEmails: 'ann@example.com\nbob@example.com' })).toBe(
      'noCommaSeperatedEmail',
    );
    expect(await check({ quizPassMarks: 10.5 })).toBe('passMarksshouldnotgreaterthanAssessmentMarks');

    // Several problems at once: the first in the spec's order wins.
    const all = {
      ...invited,
      inviteByEmail: true,
      participantEmails: 'ann@example.com bob@example.com',
      quizscheduleEndTime: '2030-02-01',
      quizPassMarks: 99,
    };
    expect(await check(all)).toBe('emailSettingsNotDone');
    expect(await check({ ...all, inviteByEmail: false })).toBe('noScheduleStartDate');
    expect(await check({ ...all, inviteByEmail: false, quizscheduleEndTime: null })).toBe('noCommaSeperatedEmail');
    expect(
      await check({ ...all, inviteByEmail: false, quizscheduleEndTime: null, participantEmails: 'ann@example.com' }),
    ).toBe('passMarksshouldnotgreaterthanAssessmentMarks');

    // The refusal is translated in the caller's language.
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/CreateQuizTopic',
      headers: { authorization: `Bearer ${(await demoTokens(t)).admin}`, 'x-language': 'es' },
      payload: quizBody({ quizPassMarks: 50 }),
    });
    expect(refusal(es).message).not.toBe(
      refusal(await admin.post('/Quiz/CreateQuizTopic', quizBody({ quizPassMarks: 50 }))).message,
    );
  });

  it('accepts a single address and the equal dates of a one-day schedule; pass marks may equal the total', async () => {
    const id = await createQuiz(t, (await demoTokens(t)).admin, {
      quizParticipantOptionId: 2,
      participantEmails: 'solo@example.com',
      quizscheduleStartTime: '2030-03-01',
      quizscheduleEndTime: '2030-03-01',
      quizPassMarks: 10,
    });
    expect((await admin.get(`/Quiz/GetQuizParticipantsEmail/${id}`)).json()).toEqual([
      { quizTopicId: id, email: 'solo@example.com' },
    ]);
  });

  it('needs complete e-mail settings to invite by e-mail, and accepts once a real SMTP server is set', async () => {
    const body = quizBody({ quizParticipantOptionId: 2, participantEmails: 'ann@example.com', inviteByEmail: true });
    expect(refusal(await admin.post('/Quiz/CreateQuizTopic', body)).responseMsg).toBe('emailSettingsNotDone');
    const smtp = await startSmtpServer();
    try {
      await useSmtpServer(t.db, smtp.port);
      expect((await admin.post('/Quiz/CreateQuizTopic', body)).statusCode).toBe(200);
      // The port must not be 0 (spec 001 §5).
      await t.db.updateTable('site_settings').set({ port: 0 }).where('siteSettingsId', '=', 1).execute();
      expect(
        refusal(await admin.post('/Quiz/CreateQuizTopic', quizBody({ ...body, quizTitle: 'Other' }))).responseMsg,
      ).toBe('emailSettingsNotDone');
    } finally {
      await t.db
        .updateTable('site_settings')
        .set({ host: null, port: 0, defaultEmail: null, smtpPassword: null })
        .where('siteSettingsId', '=', 1)
        .execute();
      await smtp.close();
    }
  });

  it("refuses a duplicate title ('Duplicate Assessment Title!'), trimmed and case-insensitive, also on update", async () => {
    const token = (await demoTokens(t)).admin;
    const first = await createQuiz(t, token, { quizTitle: 'World History' });
    for (const quizTitle of ['World History', '  world   HISTORY ']) {
      const res = refusal(await admin.post('/Quiz/CreateQuizTopic', quizBody({ quizTitle })));
      expect(res).toMatchObject({ status: 'error', responseMsg: 'duplicateAssessmentTitle' });
      expect(res.message).toBe('Duplicate Assessment Title!');
    }
    const second = await createQuiz(t, token, { quizTitle: 'World Geography' });
    const renamed = await admin.put(
      '/Quiz/UpdateQuizTopic',
      quizBody({ quizTopicId: second, quizTitle: 'WORLD history' }),
    );
    expect(refusal(renamed).responseMsg).toBe('duplicateAssessmentTitle');
    // Keeping its own title (in another case) is not a duplicate.
    const same = await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: first, quizTitle: 'world history' }));
    expect(same.statusCode).toBe(200);
    expect((await admin.get(`/Quiz/GetSingleQuiz/${second}`)).json().quizTitle).toBe('World Geography');
  });

  it('lets exactly one of several concurrent creates with the same title through', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.post('/Quiz/CreateQuizTopic', quizBody({ quizTitle: i % 2 ? 'Race title' : ' race TITLE ' })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 202);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json().responseMsg).toBe('duplicateAssessmentTitle');
    const rows = await t.db.selectFrom('quiz_topic').select('quizTitle').where('titleKey', '=', 'race title').execute();
    expect(rows).toHaveLength(1);
  });

  it('stores what each mark option keeps: a survey resets time, marks and multiple answers; 1 and 3 reset multiple input', async () => {
    const token = (await demoTokens(t)).admin;
    const survey = await createQuiz(t, token, {
      quizMarkOptionId: 2,
      quizTime: 30,
      quizTotalMarks: 40,
      quizPassMarks: 20,
      allowMultipleAnswer: true,
      allowMultipleInputByUser: true,
    });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${survey}`)).json()).toMatchObject({
      quizTime: 0,
      quizTotalMarks: 0,
      quizPassMarks: 0,
      allowMultipleAnswer: false,
      allowMultipleInputByUser: true,
    });
    for (const quizMarkOptionId of [1, 3]) {
      const id = await createQuiz(t, token, {
        quizMarkOptionId,
        allowMultipleAnswer: true,
        allowMultipleInputByUser: true,
      });
      expect((await admin.get(`/Quiz/GetSingleQuiz/${id}`)).json()).toMatchObject({
        quizTime: 20,
        quizPassMarks: 5,
        allowMultipleAnswer: true,
        allowMultipleInputByUser: false,
        // Option 3 has no total of its own: it is the sum of its question marks (none yet).
        quizTotalMarks: quizMarkOptionId === 1 ? 10 : 0,
      });
    }
  });

  it('updates a stopped assessment and records who did it; unknown or missing ids are refused', async () => {
    const id = await createQuiz(t, (await demoTokens(t)).admin, { quizTitle: 'Before update' });
    const res = await admin.put(
      '/Quiz/UpdateQuizTopic',
      quizBody({ quizTopicId: id, quizTitle: 'After update', quizTime: 15, quizTotalMarks: 30, quizPassMarks: 12 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated' });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${id}`)).json()).toMatchObject({
      quizTitle: 'After update',
      quizTime: 15,
      quizTotalMarks: 30,
      quizPassMarks: 12,
    });
    const row = await t.db
      .selectFrom('quiz_topic')
      .select(['lastUpdatedBy', 'lastUpdated'])
      .where('quizTopicId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lastUpdatedBy).toEqual(expect.any(Number));
    expect(row.lastUpdated).toEqual(expect.any(String));

    expect((await admin.put('/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: 999_999 }))).statusCode).toBe(404);
    const missing = await admin.put('/Quiz/UpdateQuizTopic', quizBody());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'body.quizTopicId', message: 'required' }]);
    expect((await admin.get('/Quiz/GetSingleQuiz/999999')).statusCode).toBe(404);
  });

  it('deletes a stopped assessment with its questions and invited list; an unknown id is not found', async () => {
    const id = await createQuiz(t, (await demoTokens(t)).admin, {
      quizParticipantOptionId: 2,
      participantEmails: 'gone@example.com',
    });
    await insertQuestion(t.db, id);
    const res = await admin.delete(`/Quiz/DeleteQuiz/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${id}`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('quiz_question').select('quizQuestionId').where('quizTopicId', '=', id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('quiz_participant').select('email').where('quizTopicId', '=', id).execute()).toEqual(
      [],
    );
    expect((await admin.delete(`/Quiz/DeleteQuiz/${id}`)).statusCode).toBe(404);
  });

  it('refers to certificate templates that exist, listed by GetCertificateInfo', async () => {
    const template = await t.db
      .insertInto('certificate_template')
      .values({
        title: 'Completion',
        heading: 'Certificate',
        mainText: 'Well done',
        backgroundColor: '#FFFFFF',
        dateAdded: nowIso(),
      })
      .returning('certificateTemplateId')
      .executeTakeFirstOrThrow();
    // The demo seed adds its own template too; the list is sorted by title.
    expect((await admin.get('/Quiz/GetCertificateInfo')).json()).toEqual([
      { certificateTemplateId: expect.any(Number), title: 'Certificate of achievement' },
      { certificateTemplateId: template.certificateTemplateId, title: 'Completion' },
    ]);
    const id = await createQuiz(t, (await demoTokens(t)).admin, {
      certificateTemplateId: template.certificateTemplateId,
    });
    expect((await admin.get(`/Quiz/GetSingleQuiz/${id}`)).json().certificateTemplateId).toBe(
      template.certificateTemplateId,
    );
    const unknown = await admin.post('/Quiz/CreateQuizTopic', quizBody({ certificateTemplateId: 424242 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'body.certificateTemplateId', message: 'notFound' }]);
  });

  it('pages the list 10 at a time, newest first, with the total count (1-based pages)', async () => {
    const token = (await demoTokens(t)).admin;
    for (let i = 0; i < 3; i++) await createQuiz(t, token);
    const all = await t.db.selectFrom('quiz_topic').select('quizTopicId').orderBy('quizTopicId', 'desc').execute();
    expect(all.length).toBeGreaterThan(10);
    const ids = all.map((r) => r.quizTopicId);

    const page1 = (await admin.get('/Quiz/GetQuizList/1/10')).json();
    expect(page1.count).toBe(ids.length);
    expect(page1.responseMsg.map((q: { quizTopicId: number }) => q.quizTopicId)).toEqual(ids.slice(0, 10));
    const page2 = (await admin.get('/Quiz/GetQuizList/2/10')).json();
    expect(page2.responseMsg.map((q: { quizTopicId: number }) => q.quizTopicId)).toEqual(ids.slice(10, 20));
    expect((await admin.get('/Quiz/GetQuizList/99/10')).json()).toEqual({ responseMsg: [], count: ids.length });
    for (const q of page1.responseMsg) expect(quizTopicSchema.safeParse(q).success).toBe(true);

    expect((await admin.get('/Quiz/GetQuizList/0/10')).statusCode).toBe(400);
    expect((await admin.get('/Quiz/GetQuizList/1/0')).statusCode).toBe(400);
  });

  it('lists every assessment with its question count for the cards, and id and title for the reports', async () => {
    const id = await createQuiz(t, (await demoTokens(t)).admin, { quizTitle: 'Counted' });
    await insertQuestion(t.db, id);
    await insertQuestion(t.db, id);
    const cards = (await admin.get('/Quiz/GetQuizWithQuestionCount')).json() as Record<string, unknown>[];
    const total = await t.db.selectFrom('quiz_topic').select('quizTopicId').execute();
    expect(cards).toHaveLength(total.length);
    expect(cards.find((c) => c.quizTopicId === id)).toEqual({
      quizTopicId: id,
      quizTitle: 'Counted',
      quizTime: 20,
      quizTotalMarks: 10,
      quizMarkOptionId: 1,
      isRunning: false,
      quizscheduleStartTime: null,
      quizscheduleEndTime: null,
      questionsCount: 2,
      categories: '',
    });
    const reports = (await admin.get('/Quiz/GetQuizesForReports')).json() as Record<string, unknown>[];
    expect(reports).toHaveLength(total.length);
    expect(reports.find((r) => r.quizTopicId === id)).toEqual({ quizTopicId: id, quizTitle: 'Counted' });
  });
});
