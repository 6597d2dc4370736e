// Test data for the candidate dashboard and result sheet browser tests: live assessments made with the
// admin's token, attempts taken and finished with the demo candidate's token, all through the real API.
import { DEMO_ACCOUNTS, type Attempt, type QuestionFormValues, type QuizTopicFormValues } from '@assessly/shared';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_DIR, settle, signIn } from '../harness/browser';
import { adminApi, type AdminApi } from './questionFixtures';

type Call = <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; data: T }>;

async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return token;
}

function caller(baseUrl: string, token: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, data: (await response.json().catch(() => null)) as T };
  };
}

async function ok<T>(call: Call, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(method, path, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer.data;
}

export type NewQuestion = Partial<QuestionFormValues> & { questionDetail: string };

export interface LiveQuiz {
  quizTopicId: number;
  questionIds: number[];
}

export interface Fixtures {
  admin: AdminApi;
  /** An assessment with questions and instructions; live unless `live` is false. */
  quiz(
    quiz: Partial<QuizTopicFormValues> & { quizTitle: string },
    questions: NewQuestion[],
    options?: { instructions?: string[]; live?: boolean },
  ): Promise<LiveQuiz>;
  stop(quizTopicId: number): Promise<void>;
}

export async function fixtures(baseUrl: string): Promise<Fixtures> {
  const admin = await adminApi(baseUrl);
  return {
    admin,
    async quiz(quiz, questions, { instructions = [], live = true } = {}) {
      const questionCategoryId = await admin.createCategory(`Category of ${quiz.quizTitle}`);
      const quizTopicId = await admin.createQuiz(quiz);
      const questionIds: number[] = [];
      for (const question of questions)
        questionIds.push(await admin.createQuestion({ questionCategoryId, ...question, quizTopicId }));
      for (const description of instructions) {
        const answer = await admin.call('POST', '/Settings/CreateInstruction', { quizTopicId, description });
        if (answer.status !== 200) throw new Error(`CreateInstruction answered ${answer.status}`);
      }
      if (live) {
        const answer = await admin.call('PUT', '/Quiz/StartQuiz', { quizTopicId });
        if (answer.status !== 200)
          throw new Error(`StartQuiz answered ${answer.status}: ${JSON.stringify(answer.data)}`);
      }
      return { quizTopicId, questionIds };
    },
    async stop(quizTopicId) {
      const answer = await admin.call('PUT', '/Quiz/StopQuiz', { quizTopicId });
      if (answer.status !== 200) throw new Error(`StopQuiz answered ${answer.status}`);
    },
  };
}

/** One answer as the exam screen sends it; by default the question's first option, not skipped. */
export interface GivenAnswer {
  userAnswer?: string;
  isAnswerSkipped?: boolean;
  pointerLeaveCount?: number | null;
  visibilitychangeCount?: number | null;
}

/** The demo candidate's exam calls, signed in over the API. */
export async function candidateApi(baseUrl: string) {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  const call = caller(baseUrl, await tokenOf(baseUrl, email, password));
  return {
    call,
    start: (quizTopicId: number) => ok<Attempt>(call, 'POST', '/Quiz/CreateQuizResponseInitial', { quizTopicId }),
    /**
     * Takes a whole attempt: answers every question in the attempt's order (answers are looked up by
     * question id) and finishes it with UpdateQuizTakenTime. Returns the attempt id.
     */
    async takeAndFinish(quizTopicId: number, answers: Record<number, GivenAnswer> = {}): Promise<number> {
      const attempt = await ok<Attempt>(call, 'POST', '/Quiz/CreateQuizResponseInitial', { quizTopicId });
      const order = await ok<{ serial: number; quizQuestionId: number }[]>(
        call,
        'GET',
        `/Quiz/GetRandomQuestions/${quizTopicId}/0`,
      );
      for (const { quizQuestionId } of order) {
        const given = answers[quizQuestionId] ?? {};
        await ok(call, 'POST', '/Quiz/CreateQuizResponseDetail', {
          quizResponseInitialId: attempt.quizResponseInitialId,
          quizQuestionId,
          userAnswer: given.isAnswerSkipped ? '' : (given.userAnswer ?? 'Yes'),
          isAnswerSkipped: given.isAnswerSkipped ?? false,
          // null (not tracked) is kept as null: the sheet shows it as n/a.
          pointerLeaveCount: given.pointerLeaveCount === undefined ? 0 : given.pointerLeaveCount,
          visibilitychangeCount: given.visibilitychangeCount === undefined ? 0 : given.visibilitychangeCount,
        });
      }
      await ok(call, 'PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: attempt.quizResponseInitialId });
      return attempt.quizResponseInitialId;
    },
  };
}

/** Signs the demo candidate in through the SignIn screen (optionally in another language first). */
export async function signInCandidate(page: Page, baseUrl: string, language?: string): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  await signIn(page, baseUrl, email, password, '/dashboard', language);
}

/** Sets the result flag as the exam screen does when an attempt ends, and opens the result sheet. */
export async function openResult(page: Page, baseUrl: string, attemptId: number): Promise<void> {
  await page.evaluate((id) => sessionStorage.setItem('exam.resultFlag', String(id)), attemptId);
  await page.goto(`${baseUrl}/quiz/result`);
}

/** A screenshot of the viewport only: a full-screen dialog is fixed to it, a full-page shot would cut it. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
