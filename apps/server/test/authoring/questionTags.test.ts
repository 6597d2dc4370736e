import { translations } from '@assessly/shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/dialect.js';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, categoryId, createQuiz, demoTokens, expectRefusal, insertQuestion } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Issue 23: question tags (migration 0018), the site's tag list and the question bank's bulk changes. */
describe.each(testDatabases())('question tags on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await demoTokens(t)).admin;
    admin = api(t, adminToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  const setTags = (quizQuestionId: number, tags: unknown) =>
    admin.put('/Quiz/UpdateQuestionTags', { quizQuestionId, tags });
  const listOf = async (quizTopicId: number) =>
    ok<{ quizQuestionId: number; tags: string[]; questionCategoryId: number }[]>(
      await admin.get(`/Quiz/GetQuizQuestionList/${quizTopicId}`),
    );
  const tagsOf = async (quizTopicId: number) =>
    Object.fromEntries((await listOf(quizTopicId)).map((q) => [q.quizQuestionId, q.tags]));
  const issues = (res: { json(): any }) =>
    (res.json().issues as { path: string; message: string }[]).map((i) => `${i.path}:${i.message}`);
  const tagRows = (quizQuestionId: number) =>
    t.db.selectFrom('question_tag').selectAll().where('quizQuestionId', '=', quizQuestionId).execute();

  /** A draft assessment with `count` questions. */
  async function bank(count: number) {
    const quizTopicId = await createQuiz(t, adminToken);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await insertQuestion(t.db, quizTopicId));
    return { quizTopicId, ids };
  }

  it('replaces the tags: trimmed, spaces collapsed, repeats of any case dropped, listed alphabetically', async () => {
    const { quizTopicId, ids } = await bank(2);
    const [first, second] = ids as [number, number];
    const res = await setTags(first, ['  Week   1 ', 'geometry', 'GEOMETRY', 'Geometry ', 'algebra']);
    expect(ok(res)).toEqual({
      responseMsg: 'successfullyUpdated',
      quizQuestionId: first,
      tags: ['algebra', 'geometry', 'Week 1'],
    });
    expect(await tagsOf(quizTopicId)).toEqual({ [first]: ['algebra', 'geometry', 'Week 1'], [second]: [] });
    // Replacing: what is not named goes.
    expect(ok(await setTags(first, ['algebra'])).tags).toEqual(['algebra']);
    expect((await tagRows(first)).map((r) => r.tag)).toEqual(['algebra']);
    expect(ok(await setTags(first, [])).tags).toEqual([]);
    expect(await tagRows(first)).toEqual([]);
  });

  it("writes a tag the site already has in the site's spelling, for every script", async () => {
    const { quizTopicId, ids } = await bank(2);
    const [first, second] = ids as [number, number];
    const marker = `Álgebra-${kind}`;
    ok(await setTags(first, [marker, 'गणित']));
    const res = ok(await setTags(second, [marker.toUpperCase(), 'गणित', `nuevo-${kind}`]));
    expect(res.tags).toEqual([marker, `nuevo-${kind}`, 'गणित']);
    expect((await tagsOf(quizTopicId))[second]).toEqual(res.tags);
    const keys = (await tagRows(second)).map((r) => r.tagKey).sort();
    expect(keys).toContain(`álgebra-${kind}`);
  });

  it('refuses empty, over-long and ##### tags and more than 20, with the field and the text of each language', async () => {
    const { ids } = await bank(1);
    const id = ids[0]!;
    ok(await setTags(id, ['kept']));
    const refused = async (tags: unknown, expected: string[]) => {
      const res = await setTags(id, tags);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().responseMsg).toBe('validationFailed');
      expect(issues(res)).toEqual(expected);
    };
    await refused(['ok', '   '], ['body.tags.1:tagEmpty']);
    await refused(['x'.repeat(51)], ['body.tags.0:tagTooLong']);
    await refused(['a#####b'], ['body.tags.0:tagHasSeparator']);
    await refused(
      Array.from({ length: 21 }, (_, i) => `t${i}`),
      ['body.tags:tooManyTags'],
    );
    // 50 characters and 20 tags are fine; 21 spellings of 20 tags too.
    ok(await setTags(id, ['x'.repeat(50)]));
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(ok(await setTags(id, [...twenty, 'T0'])).tags).toHaveLength(20);
    // Nothing refused was stored.
    expect((await tagRows(id)).map((r) => r.tag).sort()).toEqual([...twenty].sort());
    for (const code of ['tagEmpty', 'tagTooLong', 'tagHasSeparator', 'tooManyTags', 'tooManyQuestionsChosen'])
      for (const language of Object.values(translations))
        expect((language.messages as Record<string, string>)[code], code).toMatch(/\S/);
  });

  it('answers 404 for an unknown question and 400 for a bad id', async () => {
    expect((await setTags(999_999, ['x'])).statusCode).toBe(404);
    expect((await setTags(0, ['x'])).statusCode).toBe(400);
  });

  it("lists the site's tags with their counts, most used first", async () => {
    const { ids } = await bank(3);
    const suffix = `${kind}-${Date.now()}`;
    ok(await setTags(ids[0]!, [`Often ${suffix}`, `Rare ${suffix}`]));
    ok(await setTags(ids[1]!, [`often ${suffix}`, `Middle ${suffix}`]));
    ok(await setTags(ids[2]!, [`OFTEN ${suffix}`, `middle ${suffix}`]));
    const all = ok<{ tag: string; questionsCount: number }[]>(await admin.get('/Quiz/GetQuestionTags'));
    const mine = all.filter((row) => row.tag.endsWith(suffix));
    expect(mine).toEqual([
      { tag: `Often ${suffix}`, questionsCount: 3 },
      { tag: `Middle ${suffix}`, questionsCount: 2 },
      { tag: `Rare ${suffix}`, questionsCount: 1 },
    ]);
    const counts = all.map((row) => row.questionsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('adds and removes tags on many questions at once, all or nothing', async () => {
    const { quizTopicId, ids } = await bank(3);
    const [a, b, c] = ids as [number, number, number];
    ok(await setTags(a, ['old', 'keep']));
    const res = ok(
      await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [a, b, b], add: ['Unit 2'], remove: ['OLD'] }),
    );
    expect(res).toEqual({ responseMsg: 'successfullyUpdated', count: 2 });
    expect(await tagsOf(quizTopicId)).toEqual({ [a]: ['keep', 'Unit 2'], [b]: ['Unit 2'], [c]: [] });

    // An unknown question: 404 and nothing changed.
    const unknown = await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [c, 999_999], add: ['x'] });
    expect(unknown.statusCode).toBe(404);
    expect((await tagsOf(quizTopicId))[c]).toEqual([]);

    // A question that would carry 21 tags: refused, and the other questions keep theirs too.
    ok(
      await setTags(
        c,
        Array.from({ length: 20 }, (_, i) => `c${i}`),
      ),
    );
    const many = await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [a, c], add: ['one more'] });
    expectRefusal(many, 'tooManyTags', translations.en.messages.tooManyTags);
    expect((await tagsOf(quizTopicId))[a]).toEqual(['keep', 'Unit 2']);
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/Quiz/BulkUpdateQuestionTags',
      headers: { authorization: `Bearer ${adminToken}`, 'x-language': 'es' },
      payload: { quizQuestionIds: [c], add: ['one more'] },
    });
    expectRefusal(spanish, 'tooManyTags', translations.es.messages.tooManyTags);
    // Removing makes room: the removal counts before the limit is checked.
    ok(await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [c], add: ['one more'], remove: ['c0'] }));
    expect((await tagsOf(quizTopicId))[c]).toContain('one more');

    const empty = await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [a] });
    expect(empty.statusCode).toBe(400);
    const none = await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: [], add: ['x'] });
    expect(issues(none)).toEqual(['body.quizQuestionIds:required']);
    const tooMany = await admin.put('/Quiz/BulkUpdateQuestionTags', {
      quizQuestionIds: Array.from({ length: 1001 }, (_, i) => i + 1),
      add: ['x'],
    });
    expect(issues(tooMany)).toEqual(['body.quizQuestionIds:tooManyQuestionsChosen']);
  });

  it('keeps a live assessment live when its tags change', async () => {
    const { quizTopicId, questionIds } = await liveQuiz(t, adminToken);
    ok(await setTags(questionIds[0]!, ['live']));
    ok(await admin.put('/Quiz/BulkUpdateQuestionTags', { quizQuestionIds: questionIds, add: ['more'] }));
    const quiz = ok(await admin.get(`/Quiz/GetSingleQuiz/${quizTopicId}`));
    expect(quiz.isRunning).toBe(true);
  });

  it('moves questions to another category, stopping a live assessment and keeping its category list', async () => {
    const from = await categoryId(t.db, `From ${kind}`);
    const to = await categoryId(t.db, `To ${kind}`);
    const live = await liveQuiz(t, adminToken, {}, [{ questionCategoryId: from }, { questionCategoryId: from }]);
    const draft = await bank(1);
    const ids = [...live.questionIds, draft.ids[0]!];
    const res = ok(await admin.put('/Quiz/MoveQuestionsToCategory', { quizQuestionIds: ids, questionCategoryId: to }));
    expect(res).toEqual({ responseMsg: 'liveInterruptionForRunningAssessment', count: 3 });
    expect((await listOf(live.quizTopicId)).map((q) => q.questionCategoryId)).toEqual([to, to]);
    expect((await listOf(draft.quizTopicId)).map((q) => q.questionCategoryId)).toEqual([to]);
    const quiz = ok(await admin.get(`/Quiz/GetSingleQuiz/${live.quizTopicId}`));
    expect(quiz).toMatchObject({ isRunning: false, categories: String(to) });
    const row = await t.db
      .selectFrom('quiz_question')
      .select(['lastUpdatedBy', 'lastUpdated'])
      .where('quizQuestionId', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row.lastUpdatedBy).toEqual(expect.any(Number));
    expect(row.lastUpdated).toEqual(expect.any(String));

    // Already there: nothing moves, nothing stops.
    const again = ok(
      await admin.put('/Quiz/MoveQuestionsToCategory', { quizQuestionIds: ids, questionCategoryId: to }),
    );
    expect(again).toEqual({ responseMsg: 'successfullyUpdated', count: 3 });

    const unknownCategory = await admin.put('/Quiz/MoveQuestionsToCategory', {
      quizQuestionIds: ids,
      questionCategoryId: 999_999,
    });
    expect(issues(unknownCategory)).toEqual(['body.questionCategoryId:required']);
    const unknownQuestion = await admin.put('/Quiz/MoveQuestionsToCategory', {
      quizQuestionIds: [ids[0]!, 999_999],
      questionCategoryId: from,
    });
    expect(unknownQuestion.statusCode).toBe(404);
    expect((await listOf(live.quizTopicId)).map((q) => q.questionCategoryId)).toEqual([to, to]);
  });

  it('never shows tags to a candidate', async () => {
    const marker = `hidden-tag-${kind}`;
    const { quizTopicId, questionIds } = await liveQuiz(t, adminToken, {}, [{}, {}]);
    for (const id of questionIds) ok(await setTags(id, [marker]));
    const candidate = await newCandidate(t, 'tags');
    const exam = examApi(t, candidate.token);
    await startedAttempt(t, candidate.token, quizTopicId);
    const bodies = [(await exam.order(quizTopicId)).body];
    for (const serial of [1, 2]) bodies.push((await exam.question(quizTopicId, serial)).body);
    for (const body of bodies) {
      expect(body).not.toContain(marker);
      expect(body).not.toMatch(/"tags"/);
    }
    const candidateCall = api(t, candidate.token);
    expect((await candidateCall.get('/Quiz/GetQuestionTags')).statusCode).toBe(403);
    expect(
      (await candidateCall.put('/Quiz/UpdateQuestionTags', { quizQuestionId: questionIds[0], tags: [] })).statusCode,
    ).toBe(403);
  });

  it('stores one row per question and key (migration 0018), and a question takes its tags with it', async () => {
    const { ids } = await bank(2);
    const [first, second] = ids as [number, number];
    ok(await setTags(first, ['Same']));
    const duplicate = t.db
      .insertInto('question_tag')
      .values({ quizQuestionId: first, tag: 'SAME', tagKey: 'same' })
      .execute();
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
    // Another question may carry the same key.
    await t.db.insertInto('question_tag').values({ quizQuestionId: second, tag: 'Same', tagKey: 'same' }).execute();
    ok(await admin.delete(`/Quiz/DeleteSingleQuizQuestion/${first}`));
    expect(await tagRows(first)).toEqual([]);
    expect(await tagRows(second)).toHaveLength(1);
  });
});
