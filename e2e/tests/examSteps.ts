// Steps shared by the exam-taking browser tests (examTaking.test.ts, examEnding.test.ts): live assessments
// made through the real API with the admin's token, the candidate's start through the dashboard, and
// reads / writes of the server's SQLite file for what no screen offers yet (a near deadline, the exam
// settings).
import { DEMO_ACCOUNTS, type QuestionFormValues, type QuizTopicFormValues } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { crc32, deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from '../harness/browser';
import { adminApi } from './questionFixtures';

export const en = translations.en;
export const { candidate } = DEMO_ACCOUNTS;

export type NewQuestion = Omit<Partial<QuestionFormValues>, 'quizTopicId'> & { questionDetail: string };

/** Creates an assessment with its questions and takes it live; answers its id and question ids in order. */
export async function liveAssessment(
  baseUrl: string,
  quiz: Partial<QuizTopicFormValues> & { quizTitle: string },
  questions: NewQuestion[],
): Promise<{ quizTopicId: number; questionIds: number[] }> {
  const api = await adminApi(baseUrl);
  const questionCategoryId = await api.createCategory(`Exam ${quiz.quizTitle}`);
  const quizTopicId = await api.createQuiz(quiz);
  const questionIds: number[] = [];
  for (const q of questions) questionIds.push(await api.createQuestion({ quizTopicId, questionCategoryId, ...q }));
  const live = await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId });
  if (live.status !== 200) throw new Error(`StartQuiz answered ${live.status}: ${JSON.stringify(live.data)}`);
  return { quizTopicId, questionIds };
}

/** A PNG of one colour: a real picture for the image tab, made here rather than kept as a binary file. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a question image as the admin; answers its stored path. */
export async function uploadQuestionImage(baseUrl: string, png: Buffer): Promise<string> {
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${baseUrl}/api/Quiz/UploadQuestionImage`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`UploadQuestionImage answered ${response.status}`);
  return ((await response.json()) as { dbPath: string }).dbPath;
}

/** A descriptive question (no options, graded by hand). */
export const descriptive = (questionDetail: string): NewQuestion => ({
  questionDetail,
  questionTypeId: 2,
  optionA: '',
  optionB: '',
  correctOption: [],
});

export async function signInCandidate(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, candidate.email, candidate.password);
}

/** Starts an assessment from its card on the candidate dashboard (Continue in the instructions, if any). */
export async function startFromDashboard(page: Page, baseUrl: string, title: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/dashboard') await page.goto(`${baseUrl}/dashboard`);
  const card = page.getByTestId('running-quiz-card').filter({ hasText: title });
  await card.getByTestId('running-quiz-start').click();
  const continueButton = page.getByTestId('instructions-continue');
  await Promise.race([
    page.waitForURL((url) => url.pathname === '/quiz/startQuiz'),
    continueButton.waitFor({ state: 'visible' }).then(() => continueButton.click()),
  ]);
  await page.waitForURL((url) => url.pathname === '/quiz/startQuiz');
  await page.getByTestId('exam-question').waitFor({ state: 'visible' });
}

/** Waits for 'Question n of total' and answers the question's text. */
export async function expectQuestion(page: Page, n: number, total: number): Promise<string> {
  const heading = en.exam.questionOf.replace('{{current}}', String(n)).replace('{{total}}', String(total));
  await expect.poll(() => page.getByTestId('exam-progress').innerText(), { timeout: 15_000 }).toBe(heading);
  await page.getByTestId('exam-question').waitFor({ state: 'visible' });
  return page.getByTestId('exam-question-text').innerText();
}

/** The option row whose text is exactly `text`. */
export const optionRow = (page: Page, text: string) =>
  page.locator('[data-testid^="exam-option-row-"]').filter({ has: page.getByText(text, { exact: true }) });

export async function waitForResultSheet(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/quiz/result', { timeout: 30_000 });
}

/** Makes the page believe the candidate switched to another tab, as the browser does. */
export async function leaveTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    // Back on the tab: the prototype's getter answers again.
    delete (document as unknown as { visibilityState?: string }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The pointer leaves the exam area (a touch does so after every tap: it must not count). */
export async function pointerLeaves(page: Page, pointerType: 'mouse' | 'touch' = 'mouse'): Promise<void> {
  await page
    .getByTestId('exam-screen')
    .evaluate(
      (area, type) => area.dispatchEvent(new PointerEvent('pointerleave', { pointerType: type, isPrimary: true })),
      pointerType,
    );
}

// ---- the server's database ----------------------------------------------------------------------

function withDb<T>(path: string, work: (db: Database.Database) => T): T {
  const db = new Database(path, { timeout: 10_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export interface AttemptRecord {
  quizResponseInitialId: number;
  questionOrder: number[];
  deadlineAt: string | null;
  finishedAt: string | null;
  currentSerial: number;
}

/** The candidate's latest attempt of an assessment. */
export function latestAttempt(path: string, quizTopicId: number): AttemptRecord {
  const row = withDb(path, (db) =>
    db
      .prepare(
        `SELECT quizResponseInitialId, questionOrder, deadlineAt, finishedAt, currentSerial FROM quiz_attempt
          WHERE quizTopicId = ? AND email = ? ORDER BY quizResponseInitialId DESC LIMIT 1`,
      )
      .get(quizTopicId, candidate.email),
  ) as (Omit<AttemptRecord, 'questionOrder'> & { questionOrder: string }) | undefined;
  if (!row) throw new Error(`no attempt of assessment ${quizTopicId}`);
  return { ...row, questionOrder: JSON.parse(row.questionOrder) as number[] };
}

export interface AnswerRecord {
  quizQuestionId: number;
  userAnswer: string;
  isAnswerSkipped: number;
  pointerLeaveCount: number | null;
  visibilitychangeCount: number | null;
}

/** The attempt's submitted answers (and, once it has ended, the on-screen answers it ended with). */
export function answersOf(path: string, attemptId: number): AnswerRecord[] {
  return answerRecords(path, attemptId, 0);
}

/** The on-screen answers the server keeps for an attempt under way (issue 20), not submitted yet. */
export function draftsOf(path: string, attemptId: number): AnswerRecord[] {
  return answerRecords(path, attemptId, 1);
}

function answerRecords(path: string, attemptId: number, isDraft: 0 | 1): AnswerRecord[] {
  return withDb(path, (db) =>
    db
      .prepare(
        `SELECT quizQuestionId, userAnswer, isAnswerSkipped, pointerLeaveCount, visibilitychangeCount
           FROM quiz_answer WHERE quizResponseInitialId = ? AND isDraft = ? ORDER BY serial`,
      )
      .all(attemptId, isDraft),
  ) as AnswerRecord[];
}

/** Moves an attempt's deadline (there is no screen for it, and no test-only route on the server). */
export function moveDeadline(path: string, attemptId: number, deadline: Date): void {
  withDb(path, (db) =>
    db
      .prepare('UPDATE quiz_attempt SET deadlineAt = ? WHERE quizResponseInitialId = ?')
      .run(deadline.toISOString(), attemptId),
  );
}

export type ExamSettings = Partial<
  Record<'endExam' | 'tabChangeEndExam' | 'logoOnExamPage', 0 | 1> & { logoPath: string | null }
>;

/** Sets the exam rules of the site settings directly (siteSettings.test.ts drives the Exam panel itself). */
export function setExamSettings(path: string, settings: ExamSettings): void {
  const entries = Object.entries(settings);
  if (entries.length === 0) return;
  const assignments = entries.map(([column]) => `"${column}" = ?`).join(', ');
  withDb(path, (db) =>
    db
      .prepare(`UPDATE site_settings SET ${assignments} WHERE siteSettingsId = 1`)
      .run(...entries.map(([, value]) => value)),
  );
}
