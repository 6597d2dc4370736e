import { QUESTION_CSV_COLUMNS, uniqueKey } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { counts, importer } from './importTools.js';

const csvRow = (...values: (string | number)[]) => values.join(',');

/** Issue 22: ReadQuestionUploadCsv's modes (check, all, supported), its report, and the categories files name. */
describe.each(testDatabases())('import modes on %s', (kind) => {
  let t: TestApp;
  let io: ReturnType<typeof importer>;
  let general: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    io = importer(t, (await demoTokens(t)).admin);
    general = await categoryId(t.db, 'General');
  });
  afterAll(async () => {
    await t?.close();
  });

  const questionsOf = (quizTopicId: number) =>
    t.db
      .selectFrom('quiz_question')
      .selectAll()
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute();
  const categoryNamed = (name: string) =>
    t.db.selectFrom('question_category').selectAll().where('nameKey', '=', uniqueKey(name)).execute();

  it('checks a GIFT file, refuses it whole for an unsupported item, and imports the supported items', async () => {
    const quiz = await io.assessment();
    const text = 'Q1? {=a ~b}\n\nA description, without answers.\n\nMatch. {=cat -> animal =rose -> flower}\n';
    const base = { quizTopicId: quiz, format: 'gift', questionCategoryId: general, questionLavelId: 1 };
    const path = await io.upload(text, 'bank.txt');
    const checked = (await io.read({ ...base, path, mode: 'check' })).json();
    expect(checked).toMatchObject({ responseMsg: 'importChecked', params: { ok: 2, unsupported: 1, invalid: 0 } });
    expect(checked.report.map((l: { status: string }) => l.status)).toEqual(['ok', 'unsupported', 'ok']);
    expect(checked.report.map((l: { questionTypeId: number | null }) => l.questionTypeId)).toEqual([1, null, 6]);
    expect(await questionsOf(quiz)).toEqual([]);

    // The check kept the file for the import that follows; all of it or nothing is refused.
    const all = refusal(await io.read({ ...base, path, mode: 'all' }));
    expect(all.responseMsg).toBe('importItemsRefused');
    expect(all.params).toEqual({ count: 1, item: '2', reason: checked.report[1].reason });
    expect(all.message).toContain('item 2');
    expect(await questionsOf(quiz)).toEqual([]);

    const again = await io.upload(text, 'bank.txt');
    const supported = await io.read({ ...base, path: again, mode: 'supported' });
    expect(supported.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 2 } });
    const stored = await questionsOf(quiz);
    expect(stored.map((q) => [q.questionTypeId, q.optionA, q.correctOption])).toEqual([
      [1, 'a', 'A'],
      [6, '', ''],
    ]);
    expect(JSON.parse(stored[1]!.questionData!)).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'cat', choice: 'animal' },
        { stem: 'rose', choice: 'flower' },
      ],
      distractors: [],
    });
  });

  it('reports every CSV row, imports the good ones on request, and none when nothing can be imported', async () => {
    const quiz = await io.assessment();
    const rows = [
      csvRow('Capital of France?', 1, 1, 1, general, 'Paris', 'Rome', '', '', '', 'Paris', ''),
      csvRow('Capital of Italy?', 1, 1, 1, general, 'Paris', 'Rome', '', '', '', 'Milan', ''),
      csvRow('Capital of Spain?', 1, 1, 1, general, 'Madrid', 'Rome', '', '', '', 'Madrid', ''),
    ];
    const file = `${QUESTION_CSV_COLUMNS.join(',')}\n${rows.join('\n')}\n`;
    const path = await io.upload(file, 'q.csv');
    const checked = (await io.read({ path, quizTopicId: quiz, mode: 'check' })).json();
    expect(counts(checked.report)).toEqual({ total: 3, ok: 2, unsupported: 0, invalid: 1 });
    expect(checked.report[1]).toEqual({
      item: '3',
      title: 'Capital of Italy?',
      status: 'invalid',
      reason: 'the correct answer "Milan" is not one of the options',
      questionTypeId: 1,
    });
    expect(refusal(await io.read({ path, quizTopicId: quiz, mode: 'all' })).params).toEqual({
      row: 3,
      reason: 'the correct answer "Milan" is not one of the options',
    });
    const again = await io.upload(file, 'q.csv');
    const supported = await io.read({ path: again, quizTopicId: quiz, mode: 'supported' });
    expect(supported.json()).toMatchObject({ responseMsg: 'questionsImported', params: { count: 2 } });
    expect((await questionsOf(quiz)).map((q) => q.questionDetail)).toEqual(['Capital of France?', 'Capital of Spain?']);

    // The same file again: every row is in the assessment already.
    const third = await io.upload(file, 'q.csv');
    expect(refusal(await io.read({ path: third, quizTopicId: quiz, mode: 'supported' })).responseMsg).toBe(
      'noImportableItems',
    );
  });

  it('creates the categories a file names once, by their whole path, and only when it imports', async () => {
    const long = `Course/${'Chapter with a long name '.repeat(4).trim()}/Algebra/Linear equations`;
    const text = `$CATEGORY: $course$/top/Maths/Algebra\n\nOne? {=a ~b}\n\n$CATEGORY: ${long}\n\nTwo? {=a ~b}\n`;
    const base = { format: 'gift', questionCategoryId: general, questionLavelId: 1 };
    const first = await io.assessment();
    const path = await io.upload(text, 'bank.gift');
    expect((await io.read({ ...base, path, quizTopicId: first, mode: 'check' })).statusCode).toBe(200);
    expect(await categoryNamed('Maths/Algebra')).toEqual([]);
    expect((await io.read({ ...base, path, quizTopicId: first })).json().responseMsg).toBe('questionsImported');
    const second = await io.assessment();
    const again = await io.upload(text, 'bank.gift');
    expect((await io.read({ ...base, path: again, quizTopicId: second })).json().responseMsg).toBe('questionsImported');

    const maths = await categoryNamed('Maths/Algebra');
    expect(maths).toHaveLength(1);
    const shortened = '…/Algebra/Linear equations';
    const [q1, q2] = await questionsOf(second);
    expect(q1!.questionCategoryId).toBe(maths[0]!.questionCategoryId);
    const named = await t.db
      .selectFrom('question_category')
      .select('questionCategoryName')
      .where('questionCategoryId', '=', q2!.questionCategoryId)
      .executeTakeFirstOrThrow();
    expect(named.questionCategoryName.length).toBeLessThanOrEqual(100);
    expect(named.questionCategoryName.endsWith(shortened)).toBe(true);
  });

  it("reads GIFT and Aiken files saved as Windows-1252 or UTF-16, as teachers' editors save them", async () => {
    const base = { questionCategoryId: general, questionLavelId: 1 };
    const aiken = Buffer.from('Où est le café ?\nA. Là\nB. Ici\nANSWER: A\n', 'latin1');
    const gift = Buffer.from('\uFEFFQuel thé ? {=Vert ~Noir}\n', 'utf16le');
    for (const [data, name, format, text] of [
      [aiken, 'bank.txt', 'aiken', 'Où est le café ?'],
      [gift, 'bank.gift', 'gift', 'Quel thé ?'],
    ] as const) {
      const quizTopicId = await io.assessment();
      const res = await io.read({ ...base, path: await io.upload(data, name), quizTopicId, format });
      expect(res.json().responseMsg, format).toBe('questionsImported');
      expect((await questionsOf(quizTopicId))[0]!.questionDetail).toBe(text);
    }
  });

  it('needs an existing category and level for a file that names neither', async () => {
    const quizTopicId = await io.assessment();
    const path = await io.upload('One? {=a ~b}\n', 'bank.gift');
    const res = await io.read({ path, quizTopicId, format: 'gift', questionCategoryId: 999_999, questionLavelId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.questionCategoryId', message: 'required' }]);
    const ok = await io.read({ path, quizTopicId, format: 'gift', questionCategoryId: general, questionLavelId: 1 });
    expect(ok.json().responseMsg).toBe('questionsImported');
  });
});
