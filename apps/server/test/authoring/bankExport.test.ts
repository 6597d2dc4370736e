import { MARK_OPTION, type Question } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { api, categoryId, createQuiz, demoTokens } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { importer } from './importTools.js';
import { EVERY_TYPE } from './questionBodies.js';

type Format = 'gift' | 'moodlexml' | 'qti';
const FILE_NAMES: Record<Format, string> = { gift: 'bank.gift', moodlexml: 'bank.xml', qti: 'bank.zip' };
/** What GIFT can not hold of EVERY_TYPE (and the image question): a numerical question's units, a cloze. */
const notInGift = (q: Question) => q.questionTypeId === 5 || q.questionTypeId === 8;

/** What a round trip must give back: everything of a question but its ids and its images' stored names. */
function comparable(q: Question) {
  const { quizQuestionId: _id, quizTopicId: _quiz, questionCategoryId: _category, ...rest } = q;
  return { ...rest, questionDetail: rest.questionDetail.replace(/\/upload\/questions\/[0-9a-f-]{36}/g, 'IMAGE') };
}

/**
 * Issue 22: ExportQuestionBank, and the round trip. An assessment with a question of every type (and an
 * image) exported in each format and imported into a new assessment gives back every question, its
 * category, mark and body (so its scoring) exactly; what a format can not hold is reported, never lost.
 */
describe.each(testDatabases())('question bank export on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof api>;
  let io: ReturnType<typeof importer>;
  let source: number;
  let original: Question[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
    io = importer(t, token);
    const level = 2;
    const unit = await categoryId(t.db, 'Round trip/Unit 1');
    const other = await categoryId(t.db, 'Round trip');
    source = await createQuiz(t, token, {
      quizMarkOptionId: MARK_OPTION.perQuestion,
      quizTotalMarks: 0,
      allowMultipleAnswer: true,
    });
    for (const [i, q] of EVERY_TYPE.entries()) {
      const res = await admin.post('/Quiz/CreateQuizQuestion', {
        ...q,
        quizTopicId: source,
        questionLavelId: level,
        questionCategoryId: i < 4 ? unit : other,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const image = await multipartFile('image', 'dot.png', PNG_1X1, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadQuestionImage',
      payload: image.payload,
      headers: { ...image.headers, ...bearer(token) },
    });
    const withImage = await admin.post('/Quiz/CreateQuizQuestion', {
      ...EVERY_TYPE[4],
      questionDetail: `<p>Which city is this? <img src="${uploaded.json().dbPath}" alt="A city"/></p>`,
      quizTopicId: source,
      questionLavelId: level,
      questionCategoryId: other,
    });
    expect(withImage.statusCode, withImage.body).toBe(200);
    original = await io.questions(source);
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (quizTopicId: number, format: string, who = token) =>
    t.app.inject({ method: 'GET', url: `/api/Quiz/ExportQuestions/${quizTopicId}/${format}`, headers: bearer(who) });

  /** The export imported into a new assessment (every item, or the refusal): the new assessment's questions. */
  async function roundTrip(format: Format) {
    const file = await download(source, format);
    expect(file.statusCode, file.body).toBe(200);
    const quizTopicId = await io.assessment();
    const path = await io.upload(file.rawPayload, FILE_NAMES[format]);
    const questionCategoryId = await categoryId(t.db, 'Round trip');
    const res = await io.read({ path, quizTopicId, format, questionCategoryId, questionLavelId: 2 });
    expect(res.json().responseMsg, res.body).toBe('questionsImported');
    return { file, imported: (await io.questions(quizTopicId)) as Question[] };
  }

  it.each(['moodlexml', 'qti'] as const)('gives back every question exactly through %s', async (format) => {
    const { file, imported } = await roundTrip(format);
    expect(file.headers['x-export-skipped']).toBe('0');
    expect(imported.map(comparable)).toEqual(original.map(comparable));
    // The image came back as an upload of its own, with the same bytes.
    const image = /\/upload\/questions\/[0-9a-f-]{36}\.png/.exec(imported.at(-1)!.questionDetail)![0];
    expect(image).not.toBe(/\/upload\/questions\/[0-9a-f-]{36}\.png/.exec(original.at(-1)!.questionDetail)![0]);
    expect((await t.app.inject({ method: 'GET', url: image })).rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('gives back through GIFT every question GIFT can hold, and lists the others at the top of the file', async () => {
    const { file, imported } = await roundTrip('gift');
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="questions-${source}.gift.txt"`);
    expect(file.headers['x-export-skipped']).toBe('2');
    const head = file.body.split('\n\n')[0]!.split('\n');
    expect(head).toEqual([
      expect.stringMatching(/^\/\/ Not exported: question 6 "How long is a football pitch, about\?": .*unit/),
      expect.stringMatching(/^\/\/ Not exported: question 9 "The capital of France is .*cloze/i),
    ]);
    const spanish = await t.app.inject({
      method: 'GET',
      url: `/api/Quiz/ExportQuestions/${source}/gift`,
      headers: { ...bearer(token), 'x-language': 'es' },
    });
    expect(spanish.body).toMatch(/^\/\/ No exportada: pregunta 6 «How long/);
    const kept = original.filter((q) => !notInGift(q));
    expect(imported.map(comparable)).toEqual(kept.map(comparable));
  });

  it("shows each type's key in the questions table export", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Export/questions/csv?quizTopicId=${source}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    for (const key of ['Mercury → Venus → Earth → Mars', 'France → Paris', 'Rome; Rom* (50%)', 'Paris'])
      expect(res.body, key).toContain(key);
  });

  it('answers the file to admins only, and 404 for an unknown assessment or format', async () => {
    const candidate = (await demoTokens(t)).candidate;
    expect((await download(source, 'gift', candidate)).statusCode).toBe(403);
    expect((await download(999_999, 'gift')).statusCode).toBe(404);
    expect((await download(source, 'csv')).statusCode).toBe(400);
    const empty = await download(await io.assessment(), 'moodlexml');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<quiz>');
  });
});
