import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const { admin, candidate } = DEMO_ACCOUNTS;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())('instructions on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let adminId: number;
  let titles = 0;

  const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const read = (quizTopicId: number, token: string | null = tokens.admin) =>
    call('GET', `/api/Settings/GetInstructions/${quizTopicId}`, undefined, token);
  const texts = async (quizTopicId: number) =>
    ((await read(quizTopicId)).json() as { description: string }[]).map((i) => i.description);
  const create = (quizTopicId: number, description: string) =>
    call('POST', '/api/Settings/CreateInstruction', { quizTopicId, description });
  async function created(quizTopicId: number, description: string): Promise<number> {
    const res = await create(quizTopicId, description);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().instructionId;
  }
  /** A survey assessment (mark option 2 needs no time or marks). */
  async function createQuiz(): Promise<number> {
    const res = await call('POST', '/api/Quiz/CreateQuizTopic', {
      quizTitle: `Instruction test ${++titles}`,
      quizMarkOptionId: 2,
      quizParticipantOptionId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().quizTopicId;
  }
  const expectDuplicate = (res: { statusCode: number; json(): any }) => {
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'error',
      responseMsg: 'duplicateInstruction',
      message: 'Duplicate Instruction!',
    });
  };

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

  it('adds instructions and lists them in the order they were added', async () => {
    const id = await createQuiz();
    const res = await create(id, '  Read every question twice. ');
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved', instructionId: expect.any(Number) });
    const second = await created(id, 'No calculators.');
    expect((await read(id)).json()).toEqual([
      { instructionId: res.json().instructionId, quizTopicId: id, description: 'Read every question twice.' },
      { instructionId: second, quizTopicId: id, description: 'No calculators.' },
    ]);
    const row = await t.db
      .selectFrom('quiz_instruction')
      .select(['addedBy', 'lastUpdatedBy'])
      .where('instructionId', '=', second)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ addedBy: adminId, lastUpdatedBy: null });
  });

  it('refuses the same description twice in one assessment, whatever the case and spaces', async () => {
    const id = await createQuiz();
    await created(id, 'Keep your camera on.');
    expectDuplicate(await create(id, '  keep YOUR  camera on. '));
    expect(await texts(id)).toEqual(['Keep your camera on.']);
    await created(await createQuiz(), 'Keep your camera on.');
  });

  it('requires a description (400) and an existing assessment (404)', async () => {
    const id = await createQuiz();
    const empty = await create(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'body.description', message: 'required' }]);
    expect((await create(999999, 'Anything')).statusCode).toBe(404);
    expect((await read(999999)).statusCode).toBe(404);
  });

  it('changes an instruction within its assessment, refusing duplicates and unknown ids', async () => {
    const id = await createQuiz();
    const first = await created(id, 'Answer in English.');
    await created(id, 'Time is limited.');
    const res = await call('PUT', '/api/Settings/UpdateInstruction', {
      instructionId: first,
      description: 'Answer in English or Spanish.',
    });
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated', instructionId: first });
    expect(await texts(id)).toEqual(['Answer in English or Spanish.', 'Time is limited.']);
    const row = await t.db
      .selectFrom('quiz_instruction')
      .select(['lastUpdatedBy', 'lastUpdated'])
      .where('instructionId', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lastUpdatedBy: adminId, lastUpdated: expect.any(String) });

    const dup = { instructionId: first, quizTopicId: id, description: 'TIME is limited.' };
    expectDuplicate(await call('PUT', '/api/Settings/UpdateInstruction', dup));
    const unknown = { instructionId: 999999, description: 'Whatever' };
    expect((await call('PUT', '/api/Settings/UpdateInstruction', unknown)).statusCode).toBe(404);
    const other = await createQuiz();
    const moved = { instructionId: first, quizTopicId: other, description: 'Moved' };
    expect((await call('PUT', '/api/Settings/UpdateInstruction', moved)).statusCode).toBe(404);
    expect(await texts(other)).toEqual([]);
  });

  it('deletes an instruction, then 404s it', async () => {
    const id = await createQuiz();
    const gone = await created(id, 'Temporary rule.');
    await created(id, 'Permanent rule.');
    expect((await call('DELETE', `/api/Settings/DeleteInstruction/${gone}`)).json()).toEqual({
      responseMsg: 'successfullyDeleted',
    });
    expect(await texts(id)).toEqual(['Permanent rule.']);
    expect((await call('DELETE', `/api/Settings/DeleteInstruction/${gone}`)).statusCode).toBe(404);
  });

  it('lets a candidate read the instructions of a running assessment only', async () => {
    const id = await createQuiz();
    await created(id, 'Good luck!');
    const hidden = await read(id, tokens.candidate);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().responseMsg).toBe('noAccess');

    const category = await call('POST', '/api/Quiz/CreateQuestionCategory', { questionCategoryName: 'Feedback' });
    const question = await call('POST', '/api/Quiz/CreateQuizQuestion', {
      quizTopicId: id,
      questionDetail: 'How was the course?',
      questionTypeId: 2,
      questionLavelId: 1,
      questionCategoryId: category.json().questionCategoryId,
    });
    expect(question.statusCode, question.body).toBe(200);
    expect((await call('PUT', '/api/Quiz/StartQuiz', { quizTopicId: id })).json().responseMsg).toBe('assessmentIsLive');

    const shown = await read(id, tokens.candidate);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual([{ instructionId: expect.any(Number), quizTopicId: id, description: 'Good luck!' }]);
    await call('PUT', '/api/Quiz/StopQuiz', { quizTopicId: id });
    expect((await read(id, tokens.candidate)).statusCode).toBe(403);
  });

  it('refuses the writes to a candidate (403) and everything to an anonymous caller (401)', async () => {
    const id = await createQuiz();
    const instructionId = await created(id, 'Stay seated.');
    const writes: [Method, string, object?][] = [
      ['POST', '/api/Settings/CreateInstruction', { quizTopicId: id, description: 'Sneaky' }],
      ['PUT', '/api/Settings/UpdateInstruction', { instructionId, quizTopicId: id, description: 'Sneaky' }],
      ['DELETE', `/api/Settings/DeleteInstruction/${instructionId}`],
    ];
    for (const [method, url, payload] of writes) {
      const forbidden = await call(method, url, payload, tokens.candidate);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().responseMsg).toBe('noAccess');
    }
    for (const [method, url, payload] of [...writes, ['GET', `/api/Settings/GetInstructions/${id}`] as const])
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    expect(await texts(id)).toEqual(['Stay seated.']);
  });

  it('documents every instruction route in OpenAPI', async () => {
    const spec = (await call('GET', '/api/openapi.json', undefined, null)).json();
    for (const [path, method] of [
      ['/api/Settings/GetInstructions/{quizTopicId}', 'get'],
      ['/api/Settings/CreateInstruction', 'post'],
      ['/api/Settings/UpdateInstruction', 'put'],
      ['/api/Settings/DeleteInstruction/{id}', 'delete'],
    ]) {
      const op = spec.paths[path!]?.[method!];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['Settings: instructions']);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '403', '404']));
    }
  });
});
