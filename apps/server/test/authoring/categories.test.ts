import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { expectRefusal } from '../helpers/quizFixtures.js';

const { admin, candidate } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface CategoryRow {
  questionCategoryId: number;
  questionCategoryName: string;
  questionsCount: number;
}

describe.each(testDatabases())('question categories on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const categories = async (): Promise<CategoryRow[]> => (await call('GET', '/api/Quiz/GetQuestionCategory')).json();
  const byName = async (name: string) => (await categories()).find((c) => c.questionCategoryName === name);
  const create = (questionCategoryName: string) =>
    call('POST', '/api/Quiz/CreateQuestionCategory', { questionCategoryName });
  const update = (questionCategoryId: number, questionCategoryName: string) =>
    call('PUT', '/api/Quiz/UpdateQuestionCategory', { questionCategoryId, questionCategoryName });
  const remove = (id: number) => call('DELETE', `/api/Quiz/DeleteSingleQuestionCategory/${id}`);
  async function created(name: string): Promise<number> {
    const res = await create(name);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().questionCategoryId;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = {
      admin: await t.login(admin.email, admin.password),
      candidate: await t.login(candidate.email, candidate.password),
    };
    adminId = (await t.db.selectFrom('app_user').select('userId').where('email', '=', admin.email).executeTakeFirst())!
      .userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the demo categories once, however often the demo seed runs', async () => {
    await seedDemo(t.db);
    const names = (await categories()).map((c) => c.questionCategoryName);
    expect(names).toEqual(['General knowledge', 'Mathematics', 'Programming']);
  });

  it('creates a category with the trimmed name and lists every category by name with its question count', async () => {
    const res = await create('  algebra basics ');
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved', questionCategoryId: expect.any(Number) });
    const id = res.json().questionCategoryId;
    const list = await categories();
    expect(list.map((c) => c.questionCategoryName)).toEqual([
      'algebra basics',
      'General knowledge',
      'Mathematics',
      'Programming',
    ]);
    expect(list[0]).toEqual({ questionCategoryId: id, questionCategoryName: 'algebra basics', questionsCount: 0 });
    const row = await t.db
      .selectFrom('question_category')
      .select(['addedBy', 'nameKey'])
      .where('questionCategoryId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ addedBy: adminId, nameKey: 'algebra basics' });
  });

  it('refuses a name that exists already, whatever the case and spaces', async () => {
    for (const name of ['general knowledge', '  GENERAL   Knowledge ', 'Mathematics'])
      expectRefusal(await create(name), 'categoryExists', 'This Category already exists!');
    expect(
      (await categories()).filter((c) => c.questionCategoryName.toLowerCase() === 'general knowledge'),
    ).toHaveLength(1);
  });

  it('requires a name of at most 100 characters (400)', async () => {
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'body.questionCategoryName', message: 'required' }]);
    const long = await create('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'body.questionCategoryName', message: 'max100characters' }]);
  });

  it('renames a category, refusing a name another category has, and 404s unknown ids', async () => {
    const id = await created('Chemistry');
    const res = await update(id, 'Organic chemistry');
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated', questionCategoryId: id });
    expect(await byName('Organic chemistry')).toMatchObject({ questionCategoryId: id });
    const row = await t.db
      .selectFrom('question_category')
      .select(['lastUpdatedBy', 'lastUpdated', 'nameKey'])
      .where('questionCategoryId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lastUpdatedBy: adminId, lastUpdated: expect.any(String), nameKey: 'organic chemistry' });
    expectRefusal(await update(id, ' programming'), 'categoryExists', 'This Category already exists!');
    // A category may change the case of its own name.
    expect((await update(id, 'ORGANIC Chemistry')).statusCode).toBe(200);
    expect((await update(999999, 'Nowhere')).statusCode).toBe(404);
    const noId = await call('PUT', '/api/Quiz/UpdateQuestionCategory', { questionCategoryName: 'No id' });
    expect(noId.statusCode).toBe(400);
  });

  it('refuses to delete a category its questions use, and deletes it once they are gone', async () => {
    const id = await created('Astronomy');
    const quiz = await call('POST', '/api/Quiz/CreateQuizTopic', {
      quizTitle: 'Stars',
      quizMarkOptionId: 2,
      quizParticipantOptionId: 1,
    });
    expect(quiz.statusCode, quiz.body).toBe(200);
    const question = await call('POST', '/api/Quiz/CreateQuizQuestion', {
      quizTopicId: quiz.json().quizTopicId,
      questionDetail: 'Which star is closest to Earth?',
      questionTypeId: 2,
      questionLavelId: 1,
      questionCategoryId: id,
    });
    expect(question.statusCode, question.body).toBe(200);
    expect((await byName('Astronomy'))?.questionsCount).toBe(1);

    const refused = await remove(id);
    expectRefusal(refused, 'categoryInUse', 'This category is used by 1 questions and can not be deleted');
    expect(refused.json().params).toEqual({ count: 1 });
    expect(await byName('Astronomy')).toBeDefined();

    await call('DELETE', `/api/Quiz/DeleteSingleQuizQuestion/${question.json().quizQuestionId}`);
    expect((await remove(id)).json()).toEqual({ responseMsg: 'successfullyDeleted' });
    expect(await byName('Astronomy')).toBeUndefined();
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('refuses every category route to a candidate (403) and to an anonymous caller (401)', async () => {
    const id = await created('Physics');
    const routes: [Method, string, object?][] = [
      ['GET', '/api/Quiz/GetQuestionCategory'],
      ['POST', '/api/Quiz/CreateQuestionCategory', { questionCategoryName: 'Sneaky' }],
      ['PUT', '/api/Quiz/UpdateQuestionCategory', { questionCategoryId: id, questionCategoryName: 'Sneaky' }],
      ['DELETE', `/api/Quiz/DeleteSingleQuestionCategory/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const forbidden = await call(method, url, payload, tokens.candidate);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().responseMsg).toBe('noAccess');
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await byName('Physics')).toBeDefined();
    expect(await byName('Sneaky')).toBeUndefined();
  });

  it('documents every category route in OpenAPI', async () => {
    const spec = (await call('GET', '/api/openapi.json', undefined, null)).json();
    for (const [path, method] of [
      ['/api/Quiz/GetQuestionCategory', 'get'],
      ['/api/Quiz/CreateQuestionCategory', 'post'],
      ['/api/Quiz/UpdateQuestionCategory', 'put'],
      ['/api/Quiz/DeleteSingleQuestionCategory/{id}', 'delete'],
    ]) {
      const op = spec.paths[path!]?.[method!];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['Quiz: question categories']);
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '403', '404']));
    }
  });
});
