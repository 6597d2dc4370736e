import { MARK_OPTION, parseCloze, QUESTION_CSV_COLUMNS, type QuestionBody } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/files.js';
import { api, categoryId, createQuiz, demoTokens, insertQuestion, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { CLOZE_TEXT, EVERY_TYPE, type TypedQuestion } from './questionBodies.js';

/** Issue 22: the eight question types through CreateQuizQuestion / UpdateQuizQuestion / GetQuizQuestionList. */
describe.each(testDatabases())('question types on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let token: string;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
    category = await categoryId(t.db, 'Question types');
  });
  afterAll(async () => {
    await t?.close();
  });

  const marked = () =>
    createQuiz(t, token, { quizMarkOptionId: MARK_OPTION.perQuestion, quizTotalMarks: 0, allowMultipleAnswer: true });
  const payload = (quizTopicId: number, q: object) => ({
    quizTopicId,
    questionLavelId: 1,
    questionCategoryId: category,
    ...q,
  });
  const add = (quizTopicId: number, q: object) => admin.post('/Quiz/CreateQuizQuestion', payload(quizTopicId, q));
  const list = async (quizTopicId: number) => (await admin.get(`/Quiz/GetQuizQuestionList/${quizTopicId}`)).json();
  const issues = (res: { statusCode: number; json(): { issues?: unknown } }) => {
    expect(res.statusCode).toBe(400);
    return res.json().issues;
  };

  it('stores a question of every type and lists each with its body; types 1–3 keep filling the columns', async () => {
    const quiz = await marked();
    for (const q of EVERY_TYPE) {
      const res = await add(quiz, q);
      expect(res.statusCode, `${q.questionTypeId}: ${res.body}`).toBe(200);
    }
    const rows = await list(quiz);
    expect(rows.map((r: { questionTypeId: number }) => r.questionTypeId)).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [choice, legacy, descriptive, trueFalse, ...others] = rows;
    expect(choice).toMatchObject({ correctOption: ['A'], correctOptionText: 'Paris', body: EVERY_TYPE[0]!.body });
    // A choice question its columns say whole stores no body, as before issue 22.
    expect(legacy).toMatchObject({ correctOption: ['A', 'B'], correctOptionText: '2#####3', body: null });
    expect(descriptive).toMatchObject({ optionA: '', correctOption: [], body: null });
    expect(trueFalse).toMatchObject({
      optionA: 'True',
      optionB: 'False',
      correctOption: ['B'],
      correctOptionText: 'False',
      body: EVERY_TYPE[3]!.body,
    });
    for (const [i, row] of others.entries()) {
      const sent = EVERY_TYPE[4 + i]!;
      // A cloze text is stored in the one form every format gives back (~green written ~%0%green).
      const text = sent.questionDetail.replace('~green', '~%0%green');
      expect(row).toMatchObject({ questionDetail: text, optionA: '', correctOption: [] });
      // The cloze question sent no body: its text's blanks are its body.
      const blanks = parseCloze(CLOZE_TEXT);
      expect(row.body).toEqual(sent.body ?? { type: 'cloze', blanks: 'blanks' in blanks ? blanks.blanks : [] });
    }
  });

  it('refuses ##### in a choice option, which a candidate answer would split (2#####3 scored as 2 and 3)', async () => {
    const quiz = await marked();
    const res = await add(quiz, { ...EVERY_TYPE[1], optionB: '2#####3', correctOption: ['B'], body: undefined });
    expect(issues(res)).toEqual([{ path: 'body.optionB', message: 'answerSeparatorInText' }]);
    const answers = { ...EVERY_TYPE[4]!.body, answers: [{ text: 'Rome#####Roma', fraction: 1 }] };
    expect(issues(await add(quiz, { ...EVERY_TYPE[4], body: answers as TypedQuestion['body'] }))).toEqual([
      { path: 'body.body.answers.0.text', message: 'answerSeparatorInText' },
    ]);
    expect(await list(quiz)).toEqual([]);
  });

  it('refuses ##### in an option of an imported CSV row, naming the column', async () => {
    const quiz = await marked();
    const row = ['Which is prime?', 1, 1, 1, category, '2#####3', '4', '', '', '', '4', ''].join(',');
    const file = await multipartFile('csv', 'q.csv', `${QUESTION_CSV_COLUMNS.join(',')}\n${row}\n`, 'text/csv');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadQuestionCsv',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
    const body = refusal(
      await admin.post('/Quiz/ReadQuestionUploadCsv', { path: uploaded.json().dbPath, quizTopicId: quiz }),
    );
    expect(body.params).toMatchObject({
      row: 2,
      reason: expect.stringContaining('column optionA: A text may not contain #####'),
    });
  });

  it('refuses a body of another type, a missing body, an unknown type and options that differ from A–E', async () => {
    const quiz = await marked();
    const ordering = EVERY_TYPE[7]!.body;
    expect(issues(await add(quiz, { ...EVERY_TYPE[4], body: ordering }))).toEqual([
      { path: 'body.body.type', message: 'invalidQuestionBody' },
    ]);
    expect(issues(await add(quiz, { ...EVERY_TYPE[5], body: undefined }))).toEqual([
      { path: 'body.body', message: 'required' },
    ]);
    expect((await add(quiz, { ...EVERY_TYPE[2], questionTypeId: 9 })).statusCode).toBe(400);
    const choice = EVERY_TYPE[0]!;
    expect(issues(await add(quiz, { ...choice, optionC: 'Nice' }))).toEqual([
      { path: 'body.body.options', message: 'invalidQuestionBody' },
    ]);
    expect(await list(quiz)).toEqual([]);
  });

  it('reads a cloze text without a body, and refuses a text that is no cloze or a body that is not its text', async () => {
    const quiz = await marked();
    const cloze = EVERY_TYPE[8]!;
    expect(issues(await add(quiz, { ...cloze, questionDetail: 'Paris is {1:SHORTANSWER:=capital' }))).toEqual([
      { path: 'body.questionDetail', message: 'clozeUnclosedBlank' },
    ]);
    const other = parseCloze('A {1:SHORTANSWER:=b} c');
    const blanks = 'blanks' in other ? other.blanks : [];
    expect(issues(await add(quiz, { ...cloze, body: { type: 'cloze', blanks } }))).toEqual([
      { path: 'body.questionDetail', message: 'clozeBlanksMismatch' },
    ]);
    expect((await add(quiz, cloze)).statusCode).toBe(200);
  });

  it('takes a true/false answer as correctOption (A true, B false), as a client of the spec sends it', async () => {
    const quiz = await marked();
    const res = await add(quiz, { ...EVERY_TYPE[3], body: undefined, correctOption: ['A'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(quiz))[0]).toMatchObject({
      correctOption: ['A'],
      correctOptionText: 'True',
      body: { type: 'trueFalse', correct: true },
    });
    expect(issues(await add(quiz, { ...EVERY_TYPE[3], questionDetail: 'Other?', body: undefined }))).toEqual([
      { path: 'body.body', message: 'required' },
    ]);
  });

  it('takes the right letters of a choice question from its fractions', async () => {
    const quiz = await marked();
    const res = await add(quiz, { ...EVERY_TYPE[0], correctOption: ['B'] });
    expect(res.statusCode).toBe(200);
    expect((await list(quiz))[0]).toMatchObject({ correctOption: ['A'], correctOptionText: 'Paris' });
  });

  it('needs an answer that earns marks in a marked assessment, not in a survey', async () => {
    const noScore = {
      ...EVERY_TYPE[4],
      body: { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'x', fraction: 0 }] },
    };
    const quiz = await marked();
    expect(issues(await add(quiz, noScore as TypedQuestion))).toEqual([
      { path: 'body.body', message: 'noScoringAnswer' },
    ]);
    const noRight = {
      ...EVERY_TYPE[0],
      correctOption: [],
      body: {
        type: 'choice',
        multiple: false,
        options: ['Paris', 'Lyon', 'Marseille'].map((text) => ({ text, fraction: 0 })),
      },
    };
    expect(issues(await add(quiz, noRight))).toEqual([{ path: 'body.body', message: 'noScoringAnswer' }]);
    const survey = await createQuiz(t, token, { quizMarkOptionId: MARK_OPTION.survey, quizTime: 0, quizTotalMarks: 0 });
    // A survey keeps no right answers: its option-based questions need none (the types with a key are
    // refused in a survey: surveyTypes.test.ts).
    expect((await add(survey, noRight)).statusCode).toBe(200);
    expect((await list(survey))[0]).toMatchObject({ optionA: 'Paris', correctOption: [], body: null });
  });

  it('keeps an assessment switched from a survey to marks from going live with a question that earns nothing', async () => {
    const fields = { quizMarkOptionId: MARK_OPTION.survey, quizTime: 0, quizTotalMarks: 0 };
    const survey = await createQuiz(t, token, fields);
    // A short-answer question that earns nothing, stored while a survey still took every type.
    const noScore: QuestionBody = { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'x', fraction: 0 }] };
    await insertQuestion(t.db, survey, {
      ...EVERY_TYPE[4],
      optionA: '',
      optionB: '',
      correctOption: [],
      perQuestionMark: 0,
      body: noScore,
    });
    const topic = (await admin.get(`/Quiz/GetSingleQuiz/${survey}`)).json();
    const marked = { ...topic, quizMarkOptionId: MARK_OPTION.perQuestion, quizTime: 10 };
    const switched = await admin.put('/Quiz/UpdateQuizTopic', marked);
    expect(refusal(switched)).toMatchObject({ responseMsg: 'correctAnswersMissingForMarks', params: { count: 1 } });
    const saved = await admin.put('/Quiz/UpdateQuizTopic', { ...marked, acceptMissingCorrectAnswers: true });
    expect(saved.statusCode).toBe(200);
    expect(refusal(await admin.put('/Quiz/StartQuiz', { quizTopicId: survey })).responseMsg).toBe(
      'correctAnswerMissing',
    );
  });

  it('changes a question into another type: nothing of the old type stays', async () => {
    const quiz = await marked();
    const id = (await add(quiz, EVERY_TYPE[0]!)).json().quizQuestionId;
    const res = await admin.put('/Quiz/UpdateQuizQuestion', payload(quiz, { ...EVERY_TYPE[7], quizQuestionId: id }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(quiz))[0]).toMatchObject({
      questionTypeId: 7,
      optionA: '',
      optionC: '',
      correctOption: [],
      correctOptionText: '',
      body: EVERY_TYPE[7]!.body,
    });
    const back = await admin.put('/Quiz/UpdateQuizQuestion', payload(quiz, { ...EVERY_TYPE[1], quizQuestionId: id }));
    expect(back.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('quiz_question')
      .select('questionData')
      .where('quizQuestionId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.questionData).toBeNull();
  });
});
