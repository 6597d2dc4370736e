import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MARK_OPTION, type Question } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPackage } from '../../src/modules/authoring/exchange/qti/zipReader.js';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { api, categoryId, createQuiz, demoTokens } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { importer } from './importTools.js';
import { EVERY_TYPE } from './questionBodies.js';

/** A GIF of one pixel: other bytes than PNG_1X1. */
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const UPLOAD = /\/upload\/questions\/[0-9a-f-]{36}\.(png|gif)/g;

type Format = 'gift' | 'moodlexml' | 'qti';
const FILE_NAMES: Record<Format, string> = { gift: 'bank.gift', moodlexml: 'bank.xml', qti: 'bank.zip' };

/** The entries of a zip and the text of some, through the package reader the import uses. */
async function zipEntries(data: Buffer, names: string[]): Promise<{ has: (p: string) => boolean; texts: string[] }> {
  const path = join(tmpdir(), `assessly-test-${randomUUID()}.zip`);
  writeFileSync(path, data);
  const zip = await openPackage(path);
  try {
    const texts = [];
    for (const name of names) texts.push((await zip.read(name)).toString('utf8'));
    return { has: (p) => zip.has(p), texts };
  } finally {
    zip.close();
    rmSync(path, { force: true });
  }
}

/**
 * A question's own image (imagePath, set in the question dialog) travels with it: Moodle XML embeds it as
 * a base64 <file> referred to by @@PLUGINFILE@@ in the question text, a QTI package holds it beside its
 * item (listed in the manifest, shown by the item body), GIFT names its address in a comment and says so.
 * Imported again, each question has its image back, the same bytes.
 */
describe.each(testDatabases())("a question's own image through export and import on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof api>;
  let io: ReturnType<typeof importer>;
  let source: number;
  let category: number;
  let original: Question[];
  const images: Record<string, Buffer> = {};

  async function uploadImage(name: string, data: Buffer, type: string): Promise<string> {
    const body = await multipartFile('image', name, data, type);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadQuestionImage',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().dbPath as string;
    images[path] = data;
    return path;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
    io = importer(t, token);
    category = await categoryId(t.db, 'Images');
    source = await createQuiz(t, token, {
      quizMarkOptionId: MARK_OPTION.perQuestion,
      quizTotalMarks: 0,
      allowMultipleAnswer: true,
    });
    const png = await uploadImage('map.png', PNG_1X1, 'image/png');
    const gif = await uploadImage('dot.gif', GIF_1X1, 'image/gif');
    const questions = [
      // A plain-text choice question with its image.
      { ...EVERY_TYPE[0], imagePath: png },
      // An HTML text showing an image, and its own image: the same upload.
      {
        ...EVERY_TYPE[4],
        questionDetail: `<p>Which city is this? <img src="${png}" alt="A city"/></p>`,
        imagePath: png,
      },
      // A cloze question (GIFT can not hold it) with its image.
      { ...EVERY_TYPE[8], imagePath: gif },
      // An ordering question with another image.
      { ...EVERY_TYPE[7], imagePath: gif },
      // And one without.
      EVERY_TYPE[6],
    ];
    for (const q of questions) {
      const res = await admin.post('/Quiz/CreateQuizQuestion', {
        ...q,
        quizTopicId: source,
        questionLavelId: 2,
        questionCategoryId: category,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    original = await io.questions(source);
    expect(original.map((q) => q.imagePath)).toEqual([png, png, gif, gif, null]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (format: Format) =>
    t.app.inject({ method: 'GET', url: `/api/Quiz/ExportQuestions/${source}/${format}`, headers: bearer(token) });

  async function reimport(file: Buffer, format: Format): Promise<Question[]> {
    const quizTopicId = await io.assessment();
    const path = await io.upload(file, FILE_NAMES[format]);
    const res = await io.read({ path, quizTopicId, format, questionCategoryId: category, questionLavelId: 2 });
    expect(res.json().responseMsg, res.body).toBe('questionsImported');
    return io.questions(quizTopicId);
  }

  /** The bytes of a stored upload, as the site serves it. */
  const bytesOf = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).rawPayload;

  /** Everything of a question but its ids and the names of the uploads it points at. */
  const comparable = (q: Question) => {
    const { quizQuestionId: _id, quizTopicId: _quiz, questionCategoryId: _c, ...rest } = q;
    return {
      ...rest,
      imagePath: rest.imagePath?.replace(UPLOAD, 'IMAGE') ?? null,
      questionDetail: rest.questionDetail.replace(UPLOAD, 'IMAGE'),
    };
  };

  it('embeds the image in Moodle XML as Moodle does, and imports it back as the question’s image', async () => {
    const file = await download('moodlexml');
    expect(file.statusCode).toBe(200);
    const xml = file.body;
    const name = original[0]!.imagePath!.split('/').pop()!;
    const start = xml.indexOf('<question type="multichoice">');
    const first = xml.slice(start, xml.indexOf('</question>', start));
    // A plain text with an image is written as Moodle's auto-format, so that Moodle shows the image.
    expect(first).toContain('<questiontext format="moodle_auto_format">');
    expect(first).toContain(`<img src="@@PLUGINFILE@@/${name}" alt="" class="assessly-question-image"/>`);
    expect(first).toContain(`<file name="${name}" path="/" encoding="base64">${PNG_1X1.toString('base64')}</file>`);

    const imported = await reimport(file.rawPayload, 'moodlexml');
    expect(imported.map(comparable)).toEqual(original.map(comparable));
    for (const [i, q] of imported.entries()) {
      if (original[i]!.imagePath === null) continue;
      expect(q.imagePath).not.toBe(original[i]!.imagePath);
      expect((await bytesOf(q.imagePath!)).equals(images[original[i]!.imagePath!]!)).toBe(true);
    }
    // The text's image and the question's own image are one upload, as they were.
    expect(imported[1]!.questionDetail).toContain(imported[1]!.imagePath!);
  });

  it('holds the image beside its item in a QTI package, listed in the manifest and shown by the item', async () => {
    const file = await download('qti');
    expect(file.statusCode).toBe(200);
    const name = original[2]!.imagePath!.split('/').pop()!;
    const zip = await zipEntries(file.rawPayload, ['imsmanifest.xml', 'items/Q0003/item.xml']);
    const [manifest, item] = zip.texts as [string, string];
    expect(zip.has(`items/Q0003/${name}`)).toBe(true);
    expect(manifest).toContain(`<file href="items/Q0003/${name}"/>`);
    expect(item).toContain(`<div data-assessly-image="question"><img src="${name}" alt=""/></div>`);

    const imported = await reimport(file.rawPayload, 'qti');
    expect(imported.map(comparable)).toEqual(original.map(comparable));
    for (const [i, q] of imported.entries()) {
      if (original[i]!.imagePath === null) continue;
      expect((await bytesOf(q.imagePath!)).equals(images[original[i]!.imagePath!]!)).toBe(true);
    }
  });

  it('names the image in GIFT (which carries no files), says so, and finds it again on this site', async () => {
    const file = await download('gift');
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-export-skipped']).toBe('1');
    // Questions 1, 2 and 4 are in the file with their image's address; the cloze (3) is not in the file.
    expect(file.headers['x-export-notes']).toBe('3');
    const head = file.body.split('\n\n')[0]!.split('\n');
    expect(head[0]).toMatch(/^\/\/ Not exported: question 3 /);
    expect(head[1]).toBe(
      `// Note on question 1 "Which city is the capital of France?": GIFT does not carry files: the question’s image is not in the file, only its address on this site (${original[0]!.imagePath}), in a comment that an import here reads back`,
    );
    expect(file.body).toContain(`// [mark:2]\n// [image:${original[0]!.imagePath}]\n`);

    const imported = await reimport(file.rawPayload, 'gift');
    const kept = original.filter((q) => q.questionTypeId !== 8);
    expect(imported.map(comparable)).toEqual(kept.map(comparable));
    // The same uploads: GIFT only names them.
    expect(imported.map((q) => q.imagePath)).toEqual(kept.map((q) => q.imagePath));
    expect((await bytesOf(imported[0]!.imagePath!)).equals(PNG_1X1)).toBe(true);
  });

  it('leaves out, and says so, an image a GIFT file names that is not on this site', async () => {
    const gone = `/upload/questions/${randomUUID()}.png`;
    const text = `// [image:${gone}]\nWhich is right? {=this ~that}\n\n// [image:${original[3]!.imagePath}]\nAnd here? {=this ~that}\n`;
    const quizTopicId = await io.assessment();
    const path = await io.upload(text, 'bank.gift');
    const base = { path, quizTopicId, format: 'gift', questionCategoryId: category, questionLavelId: 2 };
    const checked = (await io.read({ ...base, mode: 'check' })).json();
    expect(checked.report.map((l: { status: string; reason: string }) => [l.status, l.reason])).toEqual([
      ['ok', `the question’s image ${gone} is not on this site and is left out`],
      ['ok', ''],
    ]);
    expect((await io.read({ ...base, mode: 'all' })).json().responseMsg).toBe('questionsImported');
    expect((await io.questions(quizTopicId)).map((q: Question) => q.imagePath)).toEqual([null, original[3]!.imagePath]);
  });

  it("reads Moodle 1.9's own image field (<image> and <image_base64>) as the question's image", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="essay">
    <name><text>Old</text></name>
    <questiontext format="html"><text>Describe the picture.</text></questiontext>
    <image>pics/old picture.gif</image>
    <image_base64>${GIF_1X1.toString('base64')}</image_base64>
  </question>
</quiz>`;
    const quizTopicId = await io.assessment();
    const path = await io.upload(xml, 'old.xml');
    const res = await io.read({
      path,
      quizTopicId,
      format: 'moodlexml',
      questionCategoryId: category,
      questionLavelId: 2,
    });
    expect(res.json().responseMsg, res.body).toBe('questionsImported');
    const [q] = (await io.questions(quizTopicId)) as Question[];
    expect(q!.questionDetail).toBe('Describe the picture.');
    expect(q!.imagePath).toMatch(/^\/upload\/questions\/[0-9a-f-]{36}\.gif$/);
    expect((await bytesOf(q!.imagePath!)).equals(GIF_1X1)).toBe(true);
  });
});
