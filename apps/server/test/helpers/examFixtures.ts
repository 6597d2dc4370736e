import { ROLE, type QuestionFormValues } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';
import { api, createQuiz, insertQuestion } from './quizFixtures.js';
import { registerUser, type TestApp } from './testApp.js';

/**
 * A live assessment made through the admin API (CreateQuizTopic, StartQuiz) with questions stored
 * directly; StartQuiz applies the mark option (option 1 spreads the total over the questions).
 */
export async function liveQuiz(
  t: TestApp,
  adminToken: string,
  quiz: Record<string, unknown> = {},
  questions: Partial<QuestionFormValues>[] = [{}],
): Promise<{ quizTopicId: number; questionIds: number[] }> {
  const quizTopicId = await createQuiz(t, adminToken, quiz);
  const questionIds: number[] = [];
  for (const q of questions) questionIds.push(await insertQuestion(t.db, quizTopicId, q));
  const res = await api(t, adminToken).put('/Quiz/StartQuiz', { quizTopicId });
  if (res.statusCode !== 200) throw new Error(`StartQuiz answered ${res.statusCode} ${res.body}`);
  return { quizTopicId, questionIds };
}

let candidates = 0;
/** A new candidate registered through the API, signed in. */
export async function newCandidate(t: TestApp, prefix = 'cand') {
  const email = `${prefix}${++candidates}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { token, userId } = await registerUser(t.app, { email });
  return { token, userId, email };
}

/** A candidate stored directly (no token): for service-level tests that need many of them. */
export async function insertCandidate(db: DB, email: string): Promise<number> {
  const row = await db
    .insertInto('app_user')
    .values({
      userRoleId: ROLE.Student,
      fullName: `Candidate ${email}`,
      email,
      passwordHash: 'not-a-hash',
      mobile: null,
      imagePath: null,
      dateOfBirth: null,
      address: null,
      isDemo: 0,
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return row.userId;
}

/** The exam calls of one candidate (or anyone: the token decides). */
export function examApi(t: TestApp, token: string) {
  const call = api(t, token);
  return {
    running: () => call.get('/Quiz/GetRunningQuizes/0'),
    start: (quizTopicId: number) => call.post('/Quiz/CreateQuizResponseInitial', { quizTopicId }),
    order: (quizTopicId: number) => call.get(`/Quiz/GetRandomQuestions/${quizTopicId}/1`),
    question: (quizTopicId: number, serial: number) => call.get(`/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`),
    answer: (body: Record<string, unknown>) => call.post('/Quiz/CreateQuizResponseDetail', body),
    check: (attemptId: number) => call.get(`/Quiz/CheckQuizEndTime/${attemptId}`),
    finish: (attemptId: number) => call.put('/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: attemptId }),
    info: (attemptId: number) => call.get(`/Report/GetFinishedExamInfo/${attemptId}`),
    result: (attemptId: number) => call.get(`/Report/GetFinishedExamResult/${attemptId}`),
    instructions: (quizTopicId: number) => call.get(`/Settings/GetInstructions/${quizTopicId}`),
  };
}

/** The JSON of a 200 answer, checked to be one. */
export function ok<T = any>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Starts (or resumes) an attempt and answers its id. */
export async function startedAttempt(t: TestApp, token: string, quizTopicId: number): Promise<number> {
  return ok<{ quizResponseInitialId: number }>(await examApi(t, token).start(quizTopicId)).quizResponseInitialId;
}

/** Moves an attempt into the past: its start and deadline become `seconds` earlier (a clock that ran on). */
export async function shiftAttempt(db: DB, attemptId: number, seconds: number): Promise<void> {
  const row = await db
    .selectFrom('quiz_attempt')
    .select(['startedAt', 'deadlineAt'])
    .where('quizResponseInitialId', '=', attemptId)
    .executeTakeFirstOrThrow();
  const back = (iso: string) => new Date(Date.parse(iso) - seconds * 1000).toISOString();
  await db
    .updateTable('quiz_attempt')
    .set({ startedAt: back(row.startedAt), deadlineAt: row.deadlineAt ? back(row.deadlineAt) : null })
    .where('quizResponseInitialId', '=', attemptId)
    .execute();
}

export const attemptRow = (db: DB, attemptId: number) =>
  db.selectFrom('quiz_attempt').selectAll().where('quizResponseInitialId', '=', attemptId).executeTakeFirstOrThrow();

export const answerRows = (db: DB, attemptId: number) =>
  db.selectFrom('quiz_answer').selectAll().where('quizResponseInitialId', '=', attemptId).orderBy('serial').execute();

/** The row an answer save stores (answerService fills it from the stored question), for repository tests. */
export function storedAnswer(
  attemptId: number,
  quizQuestionId: number,
  serial: number,
  userAnswer: string,
  at: string,
) {
  return {
    quizResponseInitialId: attemptId,
    quizQuestionId,
    serial,
    questionTypeId: 1,
    questionDetail: 'What is stored?',
    imagePath: null,
    videoPath: null,
    userAnswer,
    isAnswerSkipped: 0,
    correctAnswer: 'Second',
    answerExplanation: '',
    questionMark: 1,
    userObtainedQuestionMark: userAnswer === 'Second' ? 1 : 0,
    isExamined: 1,
    pointerLeaveCount: 0 as number | null,
    visibilitychangeCount: 0,
    addedBy: null,
    dateAdded: at,
    lastUpdated: null,
  };
}
