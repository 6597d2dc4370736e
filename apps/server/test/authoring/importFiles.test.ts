import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../helpers/files.js';
import { categoryId, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { importer } from './importTools.js';

/** A second image, other bytes than PNG_1X1 (a GIF of one pixel). */
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const moodleQuestion = (name: string, text: string, image: { name: string; data: Buffer }, answers: string) =>
  `<question type="multichoice"><name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[<p>${text} <img src="@@PLUGINFILE@@/${image.name}" alt=""></p>]]></text>
      <file name="${image.name}" path="/" encoding="base64">${image.data.toString('base64')}</file></questiontext>
    <single>true</single>${answers}</question>`;

/** Two questions with an image each: the first sound, the second without an answer that gives credit. */
const BANK = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
${moodleQuestion('Good', 'Which dot?', { name: 'dot.png', data: PNG_1X1 }, '<answer fraction="100"><text>This</text></answer><answer fraction="0"><text>That</text></answer>')}
${moodleQuestion('Bad', 'Which pixel?', { name: 'pixel.gif', data: GIF_1X1 }, '<answer fraction="0"><text>This</text></answer><answer fraction="0"><text>That</text></answer>')}
</quiz>`;

/**
 * What an import leaves in the uploads: a check stores nothing but keeps the file it was asked about for
 * the import that follows; an import, and a refused check, removes the import file; an import keeps the
 * images its imported questions show, nothing else; an import file nobody imports is removed after a day.
 */
describe.each(testDatabases())('the files an import leaves behind on %s', (kind) => {
  let t: TestApp;
  let io: ReturnType<typeof importer>;
  let questionCategoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    io = importer(t, (await demoTokens(t)).admin);
    questionCategoryId = await categoryId(t.db, 'Import files');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The stored files under a folder ('/private/imports/', '/upload/questions/'): their paths. */
  const filesUnder = async (prefix: string) =>
    (await t.db.selectFrom('uploaded_file').select('path').where('path', 'like', `${prefix}%`).execute()).map(
      (r) => r.path,
    );
  const counts = async () => ({
    imports: (await filesUnder('/private/imports/')).length,
    images: (await filesUnder('/upload/questions/')).length,
  });
  const place = async () => ({ quizTopicId: await io.assessment(), questionCategoryId, questionLavelId: 1 });

  it('stores nothing for a check, and keeps only the images of the questions an import stores', async () => {
    const base = { ...(await place()), format: 'moodlexml' };
    const before = await counts();
    const path = await io.upload(BANK, 'bank.xml');
    const checked = await io.read({ ...base, path, mode: 'check' });
    expect(checked.json().params).toEqual({ ok: 1, unsupported: 0, invalid: 1 });
    // The check kept the file for the import that follows, and stored nothing else.
    expect(await counts()).toEqual({ imports: before.imports + 1, images: before.images });

    const imported = await io.read({ ...base, path, mode: 'supported' });
    expect(imported.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 1 } });
    expect(await counts()).toEqual({ imports: before.imports, images: before.images + 1 });
    const [question] = await io.questions(base.quizTopicId);
    const image = /\/upload\/questions\/[0-9a-f-]{36}\.png/.exec(question.questionDetail)![0];
    expect(await filesUnder(image)).toEqual([image]);
  });

  it('stores no file that the imported question does not show', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz><question type="essay"><name><text>Files</text></name>
  <questiontext format="html"><text><![CDATA[<p>Describe <img src="@@PLUGINFILE@@/dot.png" alt=""></p>]]></text>
    <file name="dot.png" path="/" encoding="base64">${PNG_1X1.toString('base64')}</file>
    <file name="unused.gif" path="/" encoding="base64">${GIF_1X1.toString('base64')}</file></questiontext>
  <generalfeedback format="html"><text>Nothing to see</text>
    <file name="other.gif" path="/" encoding="base64">${GIF_1X1.toString('base64')}</file></generalfeedback>
</question></quiz>`;
    const base = { ...(await place()), format: 'moodlexml' };
    const before = await counts();
    const imported = await io.read({ ...base, path: await io.upload(xml, 'files.xml') });
    expect(imported.json().responseMsg, imported.body).toBe('questionsImported');
    expect(await counts()).toEqual({ imports: before.imports, images: before.images + 1 });
  });

  it('removes the import file when an import or a check is refused', async () => {
    const base = { ...(await place()), format: 'moodlexml' };
    const before = await counts();

    // Every item or nothing: one item can not be imported.
    const all = await io.read({ ...base, path: await io.upload(BANK, 'bank.xml'), mode: 'all' });
    expect(refusal(all).responseMsg).toBe('importItemsRefused');
    expect(await counts()).toEqual(before);

    // A check of a file that can not be read at all.
    const broken = await io.upload('<quiz><question type="essay">', 'broken.xml');
    expect(refusal(await io.read({ ...base, path: broken, mode: 'check' })).responseMsg).toBe('csvUploadInstruction');
    expect(await counts()).toEqual(before);

    // A check of a file without questions.
    const empty = await io.upload('<?xml version="1.0"?><quiz></quiz>', 'empty.xml');
    expect(refusal(await io.read({ ...base, path: empty, mode: 'check' })).responseMsg).toBe('importFileEmpty');
    expect(await counts()).toEqual(before);

    // Refused before the file is read (no category for its questions): the file stays for the corrected
    // request, which removes it.
    const unplaced = await io.upload(BANK, 'bank.xml');
    const noCategory = await io.read({ ...base, questionCategoryId: 999_999, path: unplaced, mode: 'all' });
    expect(noCategory.statusCode).toBe(400);
    expect(await filesUnder(unplaced)).toEqual([unplaced]);
    expect(refusal(await io.read({ ...base, path: unplaced, mode: 'all' })).responseMsg).toBe('importItemsRefused');
    expect(await counts()).toEqual(before);
  });

  it('removes an import file checked but never imported once it is a day old', async () => {
    const base = { ...(await place()), format: 'moodlexml' };
    const before = await counts();
    const stale = await io.upload(BANK, 'bank.xml');
    expect((await io.read({ ...base, path: stale, mode: 'check' })).statusCode).toBe(200);
    const recent = await io.upload(BANK, 'bank.xml');
    expect((await io.read({ ...base, path: recent, mode: 'check' })).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
    await t.db.updateTable('uploaded_file').set({ dateAdded: dayAgo }).where('path', '=', stale).execute();
    expect(await counts()).toEqual({ imports: before.imports + 2, images: before.images });

    // The next upload of an import file clears the ones left behind.
    const next = await io.upload('Q? {=a ~b}', 'next.gift');
    expect(await filesUnder('/private/imports/')).toEqual(expect.arrayContaining([recent, next]));
    expect(await filesUnder(stale)).toEqual([]);
    expect(await counts()).toEqual({ imports: before.imports + 2, images: before.images });
    // The recent check can still be imported.
    const imported = await io.read({ ...base, path: recent, mode: 'supported' });
    expect(imported.json().responseMsg).toBe('questionsImported');
  });
});
