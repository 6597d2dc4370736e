import { DEMO_ACCOUNTS, ROLE, questionInput, uniqueKey, type QuestionFormValues } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';
import { questionColumns } from '../../src/modules/authoring/questions/questionColumns.js';
import { bearer, registerUser, type TestApp } from './testApp.js';

/** Tokens of the demo admin and the demo candidate. */
export async function demoTokens(t: TestApp) {
  return {
    admin: await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    candidate: await t.login(DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password),
  };
}

/** An admin who is not a demo account (registered as a candidate, then promoted), signed in. */
export async function realAdmin(t: TestApp, email: string) {
  const password = 'real-admin-pass-1';
  const { userId } = await registerUser(t.app, { email, password, fullName: 'Real Admin' });
  await t.db.updateTable('app_user').set({ userRoleId: ROLE.Admin }).where('userId', '=', userId).execute();
  return { userId, token: await t.login(email, password) };
}

/** A valid mark-option-1 assessment body for CreateQuizTopic, with the given changes. */
export const quizBody = (changes: Record<string, unknown> = {}) => ({
  quizTitle: `Assessment ${Math.random().toString(36).slice(2, 10)}`,
  quizTime: 20,
  quizMarkOptionId: 1,
  quizParticipantOptionId: 1,
  quizTotalMarks: 10,
  quizPassMarks: 5,
  ...changes,
});

export function api(t: TestApp, token: string | null) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send: call,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Creates an assessment through the API and answers its id (throws unless 200). */
export async function createQuiz(t: TestApp, token: string, changes: Record<string, unknown> = {}): Promise<number> {
  const res = await api(t, token).post('/Quiz/CreateQuizTopic', quizBody(changes));
  if (res.statusCode !== 200) throw new Error(`CreateQuizTopic answered ${res.statusCode} ${res.body}`);
  return (res.json() as { quizTopicId: number }).quizTopicId;
}

/** A question category row (questions need one), created once per name. */
export async function categoryId(db: DB, name = 'Test category'): Promise<number> {
  await db
    .insertInto('question_category')
    .values({
      questionCategoryName: name,
      nameKey: uniqueKey(name),
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .onConflict((oc) => oc.column('nameKey').doNothing())
    .execute();
  const row = await db
    .selectFrom('question_category')
    .select('questionCategoryId')
    .where('nameKey', '=', uniqueKey(name))
    .executeTakeFirstOrThrow();
  return row.questionCategoryId;
}

/**
 * A question stored directly (not through the question routes), built by the shared schema and the
 * storage helper the routes use. By default: option-based, correct answer B, 1 mark.
 */
export async function insertQuestion(
  db: DB,
  quizTopicId: number,
  changes: Partial<QuestionFormValues> = {},
): Promise<number> {
  const question = questionInput.parse({
    quizTopicId,
    questionDetail: `Question ${Math.random().toString(36).slice(2, 10)}`,
    perQuestionMark: 1,
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: await categoryId(db),
    optionA: 'First',
    optionB: 'Second',
    correctOption: ['B'],
    ...changes,
  });
  const row = await db
    .insertInto('quiz_question')
    .values({
      ...questionColumns(question),
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('quizQuestionId')
    .executeTakeFirstOrThrow();
  return row.quizQuestionId;
}

export const marksOf = async (db: DB, quizTopicId: number) =>
  (
    await db
      .selectFrom('quiz_question')
      .select('perQuestionMark')
      .where('quizTopicId', '=', quizTopicId)
      .orderBy('quizQuestionId')
      .execute()
  ).map((r) => r.perQuestionMark);

/** The body of a 202 refusal, checked to be one. */
/** A 202 'error' refusal with the code and, when given, the English text of the registry. */
export function expectRefusal(res: LightMyRequestResponse, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: 'error', responseMsg: code, message: message ?? expect.any(String) });
}

export function refusal(res: LightMyRequestResponse) {
  if (res.statusCode !== 202) throw new Error(`expected a 202 refusal, got ${res.statusCode} ${res.body}`);
  return res.json() as { status: string; responseMsg: string; message: string; params?: Record<string, unknown> };
}
