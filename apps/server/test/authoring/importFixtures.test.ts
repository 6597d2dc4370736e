import type { ImportReportLine } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { counts, fixture, importer } from './importTools.js';

/** Issue 22: the real files of other systems (../shared/fixtures) through the import calls. */
describe.each(testDatabases())('importing other systems’ files on %s', (kind) => {
  let t: TestApp;
  let io: ReturnType<typeof importer>;
  let fallback: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    io = importer(t, (await demoTokens(t)).admin);
    fallback = await categoryId(t.db, 'Imported');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fixture imported into a new assessment; the questions it gives no category go to "Imported". */
  async function importFile(path: string, format: string, mode: string) {
    const quizTopicId = await io.assessment();
    const uploaded = await io.upload(fixture(path), path.split('/').pop()!);
    const res = await io.read({
      path: uploaded,
      quizTopicId,
      format,
      mode,
      questionCategoryId: fallback,
      questionLavelId: 2,
    });
    return { quizTopicId, res };
  }
  const uploadsOf = (text: string) => [...text.matchAll(/\/upload\/questions\/[0-9a-f-]{36}\.(png|jpg|gif|webp)/g)];

  it("imports Moodle's GIFT test file: every form but a repeated question, which is reported", async () => {
    const { quizTopicId, res } = await importFile('moodle/questions.gift.txt', 'gift', 'check');
    const checked = res.json();
    expect(checked.responseMsg).toBe('importChecked');
    expect(counts(checked.report)).toEqual({ total: 9, ok: 8, unsupported: 0, invalid: 1 });
    expect(checked.report.map((l: ImportReportLine) => l.questionTypeId)).toEqual([2, 6, 1, 1, 5, 4, 3, 3, 3]);
    expect(checked.report[8]).toMatchObject({
      item: '9',
      status: 'invalid',
      reason: 'the question appears twice in the file',
    });
    expect(await io.questions(quizTopicId)).toEqual([]);

    const all = await importFile('moodle/questions.gift.txt', 'gift', 'all');
    expect(refusal(all.res)).toMatchObject({ responseMsg: 'importItemsRefused', params: { count: 1, item: '9' } });
    const { quizTopicId: quiz, res: supported } = await importFile('moodle/questions.gift.txt', 'gift', 'supported');
    expect(supported.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 8 } });
    const stored = await io.questions(quiz);
    expect(stored.map((q: { questionTypeId: number }) => q.questionTypeId)).toEqual([2, 6, 1, 1, 5, 4, 3, 3]);
    // The single-answer and the multiple-response question of one text both came in, told apart by their answers.
    expect(stored[3]).toMatchObject({ optionA: 'yellow', optionC: 'off-beige', correctOption: ['A', 'C'] });
    expect(stored[1].body).toMatchObject({ type: 'matching', distractors: ['Chat'] });
    expect(stored[1].body.pairs).toHaveLength(4);
  });

  it('imports the Moodle XML test files whole, with their categories and embedded images', async () => {
    const expected: [string, number, number[]][] = [
      ['moodle/multichoice.xml', 1, [1]],
      ['moodle/truefalse.xml', 2, [3, 3]],
      ['moodle/nested_categories_with_questions.xml', 5, [3, 2, 3, 3, 3]],
      ['moodle/multianswer.xml', 1, [8]],
    ];
    for (const [path, count, types] of expected) {
      const { quizTopicId, res } = await importFile(path, 'moodlexml', 'all');
      expect(res.json(), path).toMatchObject({ responseMsg: 'questionsImported', params: { count } });
      expect(counts(res.json().report)).toMatchObject({ total: count, ok: count });
      const stored = await io.questions(quizTopicId);
      expect(
        stored.map((q: { questionTypeId: number }) => q.questionTypeId),
        path,
      ).toEqual(types);
      if (path.includes('nested')) {
        expect(stored.map((q: { questionCategoryName: string }) => q.questionCategoryName)).toEqual([
          'Iota',
          'Iota/Kappa',
          'Iota/Kappa',
          'Iota/Kappa/Lambda',
          'Iota/Mu',
        ]);
      }
    }
    // The mp3 of multichoice.xml is said on its report line, not silently dropped.
    const { res } = await importFile('moodle/multichoice.xml', 'moodlexml', 'check');
    expect(res.json().report[0].reason).toContain('bonjour.mp3');
  });

  it("turns a cloze question's embedded images into uploads its text shows", async () => {
    const { quizTopicId } = await importFile('moodle/multianswer.xml', 'moodlexml', 'all');
    const [cloze] = await io.questions(quizTopicId);
    expect(cloze.questionDetail).not.toContain('@@PLUGINFILE@@');
    const images = uploadsOf(cloze.questionDetail);
    expect(images.length).toBeGreaterThan(0);
    for (const [path] of images) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
    expect(cloze.body.blanks.length).toBeGreaterThan(0);
  });

  it('reads both QTI packages: what fits is imported with its images, every other item is reported', async () => {
    const packages: [string, { total: number; ok: number; unsupported: number; invalid: number }][] = [
      ['qti/qti3-shared-vocabulary.zip', { total: 28, ok: 5, unsupported: 23, invalid: 0 }],
      ['qti/qti22-items.zip', { total: 57, ok: 19, unsupported: 33, invalid: 5 }],
    ];
    for (const [path, expected] of packages) {
      const checked = (await importFile(path, 'qti', 'check')).res.json();
      expect(counts(checked.report), path).toEqual(expected);
      const unsupported = checked.report.filter((l: ImportReportLine) => l.status === 'unsupported');
      expect(unsupported.every((l: ImportReportLine) => l.reason !== '')).toBe(true);
      expect(refusal((await importFile(path, 'qti', 'all')).res).responseMsg).toBe('importItemsRefused');

      const { quizTopicId, res } = await importFile(path, 'qti', 'supported');
      expect(res.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: expected.ok } });
      const stored = await io.questions(quizTopicId);
      expect(stored).toHaveLength(expected.ok);
      const texts = stored.map((q: { questionDetail: string }) => q.questionDetail).join('\n');
      expect(uploadsOf(texts).length, path).toBeGreaterThan(0);
    }
  });

  it("imports the original product's sample CSV", async () => {
    // It names category id 2: the second category created (the earlier imports created several).
    await categoryId(t.db, 'Second');
    const quizTopicId = await io.assessment();
    const res = await io.read({
      path: await io.upload(fixture('original/sample-upload.csv'), 'sample-upload.csv'),
      quizTopicId,
    });
    expect(res.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 3 } });
    expect(counts(res.json().report)).toEqual({ total: 3, ok: 3, unsupported: 0, invalid: 0 });
    const stored = await io.questions(quizTopicId);
    expect(stored.map((q: { correctOptionText: string }) => q.correctOptionText)).toEqual(['Canebarre', 'Greece', '']);
    expect(stored.every((q: { questionCategoryId: number }) => q.questionCategoryId === 2)).toBe(true);
  });
});
