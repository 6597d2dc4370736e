// Test data for the question bank browser tests, created through the real API with the admin's token.
import { DEMO_ACCOUNTS, type QuestionFormValues, type QuizTopicFormValues } from '@assessly/shared';
import type { Page } from 'playwright-core';
import { settle } from '../harness/browser';

export interface AdminApi {
  call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }>;
  createCategory(name: string): Promise<number>;
  createQuiz(quiz: Partial<QuizTopicFormValues> & { quizTitle: string }): Promise<number>;
  createQuestion(
    question: Partial<QuestionFormValues> & { quizTopicId: number; questionDetail: string },
  ): Promise<number>;
}

/** Signs the demo admin in over the API and returns typed helpers that fail loudly on any refusal. */
export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: string, path: string, body?: unknown) => {
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
  const ok = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await call<T>(method, path, body);
    if (answer.status !== 200)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
    return answer.data;
  };
  return {
    call,
    createCategory: async (questionCategoryName) =>
      (await ok<{ questionCategoryId: number }>('POST', '/Quiz/CreateQuestionCategory', { questionCategoryName }))
        .questionCategoryId,
    createQuiz: async (quiz) =>
      (
        await ok<{ quizTopicId: number }>('POST', '/Quiz/CreateQuizTopic', {
          quizTime: 10,
          quizMarkOptionId: 1,
          quizParticipantOptionId: 1,
          quizTotalMarks: 10,
          quizPassMarks: 0,
          ...quiz,
        })
      ).quizTopicId,
    createQuestion: async (question) =>
      (
        await ok<{ quizQuestionId: number }>('POST', '/Quiz/CreateQuizQuestion', {
          questionTypeId: 1,
          questionLavelId: 1,
          optionA: 'Yes',
          optionB: 'No',
          correctOption: ['A'],
          ...question,
        })
      ).quizQuestionId,
  };
}

/** Picks an option of a RhfSelect (test id on the select's display element) by its value. */
export async function chooseOption(page: Page, testId: string, value: string | number): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option-${value}`).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Takes the screen as a phone (375 px) and back as a laptop (1280 px), saving both screenshots. */
export async function screenshotsAtBothWidths(
  page: Page,
  name: string,
  shoot: (page: Page, name: string) => Promise<void>,
) {
  await page.setViewportSize({ width: 375, height: 800 });
  await settle(page);
  await shoot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
  await shoot(page, `${name}-1280`);
}
