// Steps shared by the Manage Assessments browser tests (assessments.test.ts, assessmentLive.test.ts).
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { inputByTestId, settle, signIn } from '../harness/browser';

export const en = translations.en;
const { admin } = DEMO_ACCOUNTS;

/** Signs the demo admin in and opens Manage Assessments. */
export async function openTopics(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, admin.email, admin.password, '/quiz/topics');
  await page.getByTestId('quiz-table-row').first().waitFor({ state: 'visible' });
}

/** The table row (or phone card) of one assessment. */
export const quizRow = (page: Page, title: string) =>
  page.getByTestId('quiz-table-row').filter({ has: page.getByText(title, { exact: true }) });

/** Picks an option of an MUI select by its value. */
export async function choose(page: Page, testId: string, value: number | string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option-${value}`).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

export const field = (page: Page, testId: string) => inputByTestId(page, testId);
export const textarea = (page: Page, testId: string) => page.locator(`textarea[data-testid="${testId}"]`);

/** The dialog's helper or error text of a field. */
export async function helperTextOf(page: Page, testId: string): Promise<string> {
  const id = await field(page, testId).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

export async function expectNotice(page: Page, text: string): Promise<void> {
  const notice = page.getByTestId('notice').filter({ hasText: text });
  await notice.waitFor({ state: 'visible' });
  // Close it so that the next notice is not confused with this one. On a busy machine it may hide by
  // itself before the click lands (seen once in CI): that is just as good.
  await notice
    .getByRole('button')
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if (await notice.isVisible()) throw error;
    });
  await notice.waitFor({ state: 'hidden' });
}

export interface NewQuiz {
  title: string;
  markOption?: 1 | 2 | 3;
  time?: string;
  total?: string;
  pass?: string;
}

/** Opens New assessment and fills the basic fields; the caller submits. */
export async function fillNewQuiz(page: Page, quiz: NewQuiz): Promise<void> {
  await page.getByTestId('quiz-new').click();
  await field(page, 'quiz-title').waitFor({ state: 'visible' });
  await field(page, 'quiz-title').fill(quiz.title);
  if (quiz.markOption && quiz.markOption !== 1) await choose(page, 'quiz-mark-option', quiz.markOption);
  if (quiz.time !== undefined) await field(page, 'quiz-time').fill(quiz.time);
  if (quiz.total !== undefined) await field(page, 'quiz-total-marks').fill(quiz.total);
  if (quiz.pass !== undefined) await field(page, 'quiz-pass-marks').fill(quiz.pass);
}

/** Submits the assessment dialog and waits until it has closed with the given notice. */
export async function submitQuiz(page: Page, notice: string): Promise<void> {
  await page.getByTestId('quiz-dialog-submit').click();
  await expectNotice(page, notice);
  await page.getByTestId('quiz-dialog').waitFor({ state: 'hidden' });
  await settle(page);
}

/** The row's cells as text: [actions, title, time, total, pass, questions, status]. */
export async function rowCells(page: Page, title: string): Promise<string[]> {
  const row = quizRow(page, title);
  await row.waitFor({ state: 'visible' });
  return (await row.locator('td').allInnerTexts()).map((s) => s.trim());
}

/** Confirms the open confirmation dialog of Manage Assessments. */
export async function confirm(page: Page, testId = 'quiz-confirm'): Promise<void> {
  await page.getByTestId(`${testId}-confirm`).click();
  await page.getByTestId(testId).waitFor({ state: 'hidden' });
}

/** The signed-in admin's bearer token, for API calls the test makes itself. */
export async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/** A JSON call to the real server with the admin's token; fails the test unless it answers 200. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await response.json()) as T;
  expect(response.status, JSON.stringify(data)).toBe(200);
  return data;
}
