import { DEMO_ACCOUNTS, QUESTION_CSV_COLUMNS, SAMPLE_CSV_PATH } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { categoryId, createQuiz, demoTokens, insertQuestion, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const HEADER = QUESTION_CSV_COLUMNS.join(',');
/** A CSV row from values in QUESTION_CSV_COLUMNS order (quoted when needed). */
const row = (...values: (string | number)[]) =>
  values.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(',');
const capital = (city: string, country: string, wrong = 'Nowhere') =>
  row(`What is the capital of ${country}?`, 1, 1, 1, 1, city, wrong, '', '', '', city, '');
const csv = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

const GIFT = `// Geography, exported from Moodle
::Capital:: What is the capital of France? {=Paris ~London ~Berlin}

Which of these numbers are prime? {~%50%2 ~%50%3 ~%-100%4}

The sun rises in the east. {T}

Explain the difference between weather and climate. {}
`;
const AIKEN = `Which planet is closest to the sun?
A. Mercury
B. Venus
C. Earth
ANSWER: A

Which gas do plants take in?
A) Oxygen
B) Carbon dioxide
ANSWER: B
`;

describe.each(testDatabases())('question import on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let general: number;
  let science: number;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    general = await categoryId(t.db, 'General');
    science = await categoryId(t.db, 'Science');
    adminId = (
      await t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', DEMO_ACCOUNTS.admin.email)
        .executeTakeFirstOrThrow()
    ).userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(route: 'UploadQuestionCsv' | 'UploadQuestionText', content: string | Buffer, name: string) {
    const body = await multipartFile(route === 'UploadQuestionCsv' ? 'csv' : 'file', name, content, 'text/plain');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Quiz/${route}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.admin) },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { dbPath: string }).dbPath;
  }
  const read = (payload: Record<string, unknown>, headers: Record<string, string> = {}, token = tokens.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Quiz/ReadQuestionUploadCsv',
      payload,
      headers: { ...bearer(token), ...headers },
    });
  const importCsv = async (quizTopicId: number, text: string, headers?: Record<string, string>) =>
    read({ path: await upload('UploadQuestionCsv', text, 'questions.csv'), quizTopicId }, headers);
  const questionsOf = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .selectAll()
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();
  const quizRow = (quizTopicId: number) =>
    t.db.selectFrom('quiz_topic').selectAll().where('quizTopicId', '=', quizTopicId).executeTakeFirstOrThrow();

  it('imports the sample CSV cleanly into a mark-option-1 assessment and deletes the import file', async () => {
    // The sample names category id 1: the demo seed's first category, or the first one created.
    const first = () =>
      t.db
        .selectFrom('question_category')
        .select('questionCategoryId')
        .where('questionCategoryId', '=', 1)
        .executeTakeFirst();
    if (!(await first())) await categoryId(t.db, 'First category');
    expect(await first()).toBeDefined();
    const quiz = await createQuiz(t, tokens.admin, {
      quizTotalMarks: 100,
      quizPassMarks: 40,
      allowMultipleAnswer: true,
    });
    const sample = (await t.app.inject({ method: 'GET', url: SAMPLE_CSV_PATH })).rawPayload;
    const path = await upload('UploadQuestionCsv', sample, 'sample-upload.csv');
    const res = await read({ path, quizTopicId: quiz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responseMsg: 'questionsImported',
      params: { count: 3 },
      report: [
        { item: '2', title: 'What is the capital of France?', status: 'ok', reason: '', questionTypeId: 1 },
        { item: '3', title: 'Which of these numbers are prime?', status: 'ok', reason: '', questionTypeId: 1 },
        {
          item: '4',
          title: 'Explain the difference between weather and climate.',
          status: 'ok',
          reason: '',
          questionTypeId: 2,
        },
      ],
    });

    const stored = await questionsOf(quiz);
    expect(stored.map((q) => [q.questionTypeId, q.questionLavelId, q.questionCategoryId])).toEqual([
      [1, 1, 1],
      [1, 2, 1],
      [2, 3, 1],
    ]);
    expect(stored.map((q) => q.correctOption)).toEqual(['A', 'A#####B#####D', '']);
    expect(stored.map((q) => q.correctOptionText)).toEqual(['Paris', '2#####3#####5', '']);
    expect(stored.map((q) => q.perQuestionMark)).toEqual([33.34, 33.33, 33.33]);
    expect(stored.every((q) => q.addedBy === adminId && q.dateAdded)).toBe(true);
    expect((await quizRow(quiz)).categories).toBe('1');
    expect(await t.db.selectFrom('uploaded_file').select('path').where('path', '=', path).execute()).toEqual([]);
    expect((await read({ path, quizTopicId: quiz })).statusCode).toBe(404);
  });

  it('rejects a file whose row 3 is wrong with the row and the reason, and imports nothing', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const text = csv(
      capital('Paris', 'France'),
      row('Bad row', 1, 1, 1, 99, 'a', 'b', '', '', '', 'a', ''),
      capital('Rome', 'Italy'),
    );
    const body = refusal(await importCsv(quiz, text));
    expect(body.responseMsg).toBe('csvUploadInstruction');
    expect(body.params).toEqual({ row: 3, reason: 'unknown category id 99' });
    expect(body.message).toContain('row 3');
    expect(await questionsOf(quiz)).toEqual([]);

    const spanish = refusal(await importCsv(quiz, text, { 'x-language': 'es' }));
    expect(spanish.params).toEqual({ row: 3, reason: 'id de categoría desconocido 99' });
    expect(spanish.message).toContain('fila 3');
  });

  it('checks every row with the rules of the question dialog', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const cases: [string, string][] = [
      [
        row('Q', 1, 3, 1, 1, 'a', 'b', '', '', '', 'a', ''),
        'question type must be 1 (option-based) or 2 (descriptive)',
      ],
      [row('Q', 1, 1, 'Impossible', 1, 'a', 'b', '', '', '', 'a', ''), 'unknown level id Impossible'],
      [
        row('Q', 1, 1, 1, 1, 'Paris', 'London', '', '', '', 'Rome', ''),
        'the correct answer "Rome" is not one of the options',
      ],
      [
        row('Q', 1, 1, 1, 1, 'Paris', 'London', '', '', '', 'Paris#####London', ''),
        'column correctOption: This assessment allows only one correct answer per question',
      ],
      [row('Q', 1, 1, 1, 1, 'Paris', '', '', '', '', 'Paris', ''), 'column optionB: Required'],
      [row('', 1, 1, 1, 1, 'Paris', 'London', '', '', '', 'Paris', ''), 'column questionDetail: Required'],
      [
        row('Q', 'abc', 1, 1, 1, 'Paris', 'London', '', '', '', 'Paris', ''),
        'column perQuestionMark: Enter a number of 0 or more',
      ],
      [row('Q', 1, 1, 1, 1, 'Paris', 'London', '', '', '', '', ''), 'column correctOption: Required'],
    ];
    for (const [bad, reason] of cases) {
      const body = refusal(await importCsv(quiz, csv(capital('Paris', 'France'), bad)));
      expect(body.params, bad).toEqual({ row: 3, reason });
    }
    expect(await questionsOf(quiz)).toEqual([]);
  });

  it('refuses questions repeated in the file or already in the assessment', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const inFile = refusal(
      await importCsv(quiz, csv(capital('Paris', 'France'), capital('Rome', 'Italy'), capital('Paris', 'France'))),
    );
    expect(inFile.params).toEqual({ row: 4, reason: 'the question appears twice in the file' });

    expect((await importCsv(quiz, csv(capital('Paris', 'France')))).statusCode).toBe(200);
    const again = row('  what is the capital of   FRANCE? ', 1, 1, 1, 1, 'Paris', 'Lyon', '', '', '', 'Paris', '');
    const existing = refusal(await importCsv(quiz, csv(capital('Rome', 'Italy'), again)));
    expect(existing.params).toEqual({ row: 3, reason: 'the assessment already has this question' });
    expect(await questionsOf(quiz)).toHaveLength(1);
  });

  it('numbers rows by file line, accepts names, a BOM and any column order', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const columns = [...QUESTION_CSV_COLUMNS].reverse();
    const values = (q: string, level: string, category: string) =>
      row('', 'London', '', '', '', 'Paris', 'London', category, level, 1, 1, q);
    const text = `\uFEFF${columns.join(',')}\r\n${values('Line one\nline two', 'medium', 'science')}\r\n${values('Other', 'Hard', 'Nope')}\r\n`;
    expect(refusal(await importCsv(quiz, text)).params).toEqual({ row: 4, reason: 'unknown category id Nope' });

    const good = `\uFEFF${columns.join(',')}\r\n${values('Line one\nline two', 'medium', 'science')}\r\n`;
    expect((await importCsv(quiz, good)).json()).toMatchObject({
      responseMsg: 'questionsImported',
      params: { count: 1 },
    });
    const [stored] = await questionsOf(quiz);
    expect(stored).toMatchObject({
      questionDetail: 'Line one\nline two',
      questionLavelId: 2,
      questionCategoryId: science,
      optionA: 'London',
      optionB: 'Paris',
      correctOption: 'A',
      correctOptionText: 'London',
    });
  });

  it('refuses a missing column at row 1 and a file without questions', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const noAnswers = QUESTION_CSV_COLUMNS.filter((c) => c !== 'answerExplanation').join(',');
    expect(refusal(await importCsv(quiz, `${noAnswers}\nQ,1,1,1,1,a,b,,,,a\n`)).params).toEqual({
      row: 1,
      reason: 'the column answerExplanation is missing',
    });
    expect(refusal(await importCsv(quiz, `${HEADER}\n\n`)).responseMsg).toBe('importFileEmpty');
  });

  it('follows the mark option: question-wise marks are required and totalled, surveys keep none', async () => {
    const perQuestion = await createQuiz(t, tokens.admin, { quizMarkOptionId: 3, quizTotalMarks: 0, quizPassMarks: 0 });
    const noMark = row('Q', '', 1, 1, 1, 'a', 'b', '', '', '', 'a', '');
    expect(refusal(await importCsv(perQuestion, csv(noMark))).params).toEqual({
      row: 2,
      reason: 'column perQuestionMark: Must be greater than 0',
    });
    const marked = (q: string, mark: number) => row(q, mark, 1, 1, 1, 'a', 'b', '', '', '', 'b', '');
    expect((await importCsv(perQuestion, csv(marked('Q1', 2.5), marked('Q2', 4)))).statusCode).toBe(200);
    expect((await quizRow(perQuestion)).quizTotalMarks).toBe(6.5);

    const survey = await createQuiz(t, tokens.admin, {
      quizMarkOptionId: 2,
      quizTime: 0,
      quizTotalMarks: 0,
      quizPassMarks: 0,
    });
    expect((await importCsv(survey, csv(marked('S1', 3)))).statusCode).toBe(200);
    expect(await questionsOf(survey)).toMatchObject([{ perQuestionMark: 0, correctOption: '', correctOptionText: '' }]);
  });

  it('stops a live assessment it imports into and says so', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    await insertQuestion(t.db, quiz);
    const start = await t.app.inject({
      method: 'PUT',
      url: '/api/Quiz/StartQuiz',
      payload: { quizTopicId: quiz },
      headers: bearer(tokens.admin),
    });
    expect(start.statusCode).toBe(200);
    const res = await importCsv(quiz, csv(capital('Paris', 'France')));
    expect(res.json()).toMatchObject({ responseMsg: 'liveInterruptionForRunningAssessment', params: { count: 1 } });
    expect((await quizRow(quiz)).isRunning).toBe(0);
    expect((await questionsOf(quiz)).map((q) => q.perQuestionMark)).toEqual([5, 5]);
  });

  it('reads only private import files, for admins only', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadQuestionImage',
      ...(await (async () => {
        const body = await multipartFile('image', 'a.png', PNG_1X1, 'image/png');
        return { payload: body.payload, headers: { ...body.headers, ...bearer(tokens.admin) } };
      })()),
    });
    expect((await read({ path: image.json().dbPath, quizTopicId: quiz })).statusCode).toBe(404);
    expect((await read({ path: '/private/imports/missing.csv', quizTopicId: quiz })).statusCode).toBe(404);
    const path = await upload('UploadQuestionCsv', csv(capital('Paris', 'France')), 'q.csv');
    expect((await read({ path, quizTopicId: 999_999 })).statusCode).toBe(404);
    expect((await read({ path, quizTopicId: quiz }, {}, tokens.candidate)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Quiz/ReadQuestionUploadCsv',
          payload: { path, quizTopicId: quiz },
        })
      ).statusCode,
    ).toBe(401);
    expect(await questionsOf(quiz)).toEqual([]);
  });

  it('imports a GIFT file with the chosen category and level', async () => {
    const quiz = await createQuiz(t, tokens.admin, {
      quizMarkOptionId: 3,
      quizTotalMarks: 0,
      quizPassMarks: 0,
      allowMultipleAnswer: true,
    });
    const path = await upload('UploadQuestionText', GIFT, 'bank.gift');
    const missing = await read({ path, quizTopicId: quiz, format: 'gift', questionLavelId: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'body.questionCategoryId', message: 'required' }]);

    // The refused request left the file in place: the same upload imports once corrected.
    const res = await read({
      path,
      quizTopicId: quiz,
      format: 'gift',
      questionCategoryId: science,
      questionLavelId: 2,
    });
    expect(res.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 4 } });
    const stored = await questionsOf(quiz);
    expect(stored.map((q) => [q.questionDetail, q.questionTypeId, q.optionA, q.optionB, q.correctOption])).toEqual([
      ['What is the capital of France?', 1, 'Paris', 'London', 'A'],
      ['Which of these numbers are prime?', 1, '2', '3', 'A#####B'],
      ['The sun rises in the east.', 3, 'True', 'False', 'A'],
      ['Explain the difference between weather and climate.', 2, '', '', ''],
    ]);
    // Half a mark for each prime and all of it lost for 4 is what the columns say: no body is stored.
    expect(stored.map((q) => q.questionData)).toEqual([null, null, '{"type":"trueFalse","correct":true}', null]);
    expect(
      stored.every((q) => q.questionCategoryId === science && q.questionLavelId === 2 && q.perQuestionMark === 1),
    ).toBe(true);
    expect((await quizRow(quiz)).quizTotalMarks).toBe(4);
  });

  it('imports an Aiken file', async () => {
    const quiz = await createQuiz(t, tokens.admin);
    const path = await upload('UploadQuestionText', AIKEN, 'aiken.txt');
    const res = await read({
      path,
      quizTopicId: quiz,
      format: 'aiken',
      questionCategoryId: general,
      questionLavelId: 1,
    });
    expect(res.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 2 } });
    expect((await questionsOf(quiz)).map((q) => [q.optionC, q.correctOptionText])).toEqual([
      ['Earth', 'Mercury'],
      ['', 'Carbon dioxide'],
    ]);
  });

  it('imports 5,000 rows in one go', async () => {
    const quiz = await createQuiz(t, tokens.admin, { quizTotalMarks: 1000, quizPassMarks: 500 });
    const rows = Array.from({ length: 5000 }, (_, i) =>
      row(
        `Bulk question number ${i + 1}: which option is right?`,
        1,
        1,
        (i % 3) + 1,
        i % 2 ? 'Science' : general,
        `Right ${i}`,
        `Wrong ${i}`,
        'Maybe',
        '',
        '',
        `Right ${i}`,
        'Because.',
      ),
    );
    const res = await importCsv(quiz, csv(...rows));
    expect(res.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 5000 } });
    const stored = await questionsOf(quiz);
    expect(stored).toHaveLength(5000);
    expect(stored.every((q) => q.correctOption === 'A' && q.perQuestionMark === 0.2)).toBe(true);
    expect((await quizRow(quiz)).categories).toBe(`${general},${science}`);
  });
});
