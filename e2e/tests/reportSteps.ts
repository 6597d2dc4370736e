// Steps shared by the report browser tests (adminReports.test.ts, studentReports.test.ts): candidates
// registered and attempts taken through the real API, sign-in in a chosen language, the results table's
// rows as the screen shows them, a local SMTP server, and writes to the server's SQLite file for what no
// screen of this issue offers (the e-mail settings, a non-demo admin).
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { signIn } from '../harness/browser';
import type { GivenAnswer } from './candidateExamFixtures';

export type Call = <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; data: T }>;

export function apiAs(baseUrl: string, token: string): Call {
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

export async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { token: string }).token;
}

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

/** Registers a candidate (POST /User/StudentRegistration) and answers their API caller. */
export async function registerCandidate(baseUrl: string, account: Account): Promise<Call> {
  const response = await fetch(`${baseUrl}/api/User/StudentRegistration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const data = (await response.json()) as { token?: string };
  if (response.status !== 200 || !data.token)
    throw new Error(`StudentRegistration answered ${response.status}: ${JSON.stringify(data)}`);
  return apiAs(baseUrl, data.token);
}

/** Takes and finishes a whole attempt as the caller; answers by question id (default 'Yes'). */
export async function takeAttempt(
  call: Call,
  quizTopicId: number,
  answers: Record<number, GivenAnswer> = {},
): Promise<number> {
  const attempt = await ok<{ quizResponseInitialId: number }>(call, 'POST', '/Quiz/CreateQuizResponseInitial', {
    quizTopicId,
  });
  const order = await ok<{ quizQuestionId: number }[]>(call, 'GET', `/Quiz/GetRandomQuestions/${quizTopicId}/0`);
  for (const { quizQuestionId } of order) {
    const given = answers[quizQuestionId] ?? {};
    await ok(call, 'POST', '/Quiz/CreateQuizResponseDetail', {
      quizResponseInitialId: attempt.quizResponseInitialId,
      quizQuestionId,
      userAnswer: given.isAnswerSkipped ? '' : (given.userAnswer ?? 'Yes'),
      isAnswerSkipped: given.isAnswerSkipped ?? false,
      pointerLeaveCount: 0,
      visibilitychangeCount: 0,
    });
  }
  await ok(call, 'PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: attempt.quizResponseInitialId });
  return attempt.quizResponseInitialId;
}

/** Signs in (as the sign-in form does) and opens the dashboard, in a language chosen first when given. */
export async function signInAs(page: Page, baseUrl: string, account: Account, language?: string): Promise<void> {
  await signIn(page, baseUrl, account.email, account.password, '/dashboard', language);
}

export interface ShownRow {
  name: string;
  title: string;
  status: string;
  obtained: string;
  attempt: string;
}

/** The rows of the results table as shown (wide table or phone cards alike). */
export async function shownRows(page: Page): Promise<ShownRow[]> {
  const rows = await page.getByTestId('results-row').all();
  return Promise.all(
    rows.map(async (row) => ({
      name: await row.getByTestId('report-name').innerText(),
      title: await row.getByTestId('report-title').innerText(),
      status: (await row.getByTestId('report-status').getAttribute('data-status')) ?? '',
      obtained: await row.getByTestId('report-obtained').innerText(),
      attempt: await row.getByTestId('report-attempt').innerText(),
    })),
  );
}

/** Waits until the results table shows `count` rows and no longer loads. */
export async function waitForRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="results-row"]').length === n &&
      document.querySelector('[data-testid="results"]')?.getAttribute('aria-busy') === 'false',
    count,
    { timeout: 15_000 },
  );
}

/** Picks an option of a report filter (an Autocomplete) by its id, or clears it with null. */
export async function pickFilter(page: Page, testId: string, id: number | null): Promise<void> {
  const input = page.getByTestId(testId);
  if (id === null) {
    await input.hover();
    await page.locator(`.MuiAutocomplete-root:has([data-testid="${testId}"]) .MuiAutocomplete-clearIndicator`).click();
    return;
  }
  await input.click();
  await page.getByTestId(`${testId}-option-${id}`).click();
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

/** Points the site's SMTP settings at a test mail server (siteSettings.test.ts drives the Email panel itself). */
export function setEmailSettings(path: string, port: number): void {
  withDb(path, (db) =>
    db
      .prepare(
        `UPDATE site_settings SET host = '127.0.0.1', port = ?, defaultEmail = 'results@example.com',
           smtpPassword = 'secret' WHERE siteSettingsId = 1`,
      )
      .run(port),
  );
}

/** The demo flag of an account (the demo admin may not send mail: its password is public). */
export function setDemoFlag(path: string, email: string, isDemo: boolean): void {
  withDb(path, (db) => db.prepare('UPDATE app_user SET isDemo = ? WHERE email = ?').run(isDemo ? 1 : 0, email));
}

// ---- a local SMTP server ------------------------------------------------------------------------

export interface LocalSmtp {
  port: number;
  messages: string[];
  waitFor(predicate: (message: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** An SMTP server on loopback that accepts any login and keeps every message it receives. */
export async function startSmtp(): Promise<LocalSmtp> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    messages,
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
