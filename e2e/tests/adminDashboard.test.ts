// The admin dashboard and /report/analysis (spec 001 §2 "Dashboard", "Analytics"; §7 "Dashboard and
// analytics") and the item analysis (beyond the spec): the four tiles with their counts and links, the
// charts drawn from finished attempts and sign-ins made through the real API, the payment chart for the
// SuperAdmin only, the item analysis table of the demo quiz with its CSV, axe, and the 375 px layout.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  pageWidth,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { expectAxisTitlesWhole, expectMonthsAndBars } from './chartSteps';

const a = translations.en.analytics;
const es = translations.es.analytics;
const DEMO_QUIZ = 'General knowledge quiz';
const ITALY = 'What is the capital of Italy?';
const SQRT = 'What is $\\sqrt{16}$?';
const MARS = 'Which planet is known as the Red Planet?';
const CONTINENTS = 'How many continents are there on Earth?';
const GAS = 'Which gas do plants take from the air for photosynthesis?';
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];

/**
 * Six attempts of the demo quiz (null = skipped). Totals 10, 8, 6, 4, 2, 2: the upper third is the first
 * two, the lower third the last two. Italy: 4 of 6 right, upper 1 − lower 0 = 1.00; Mars: 5 of 6 right,
 * upper 1 − lower 1 = 0.00 (flagged as low); the gas question is skipped once.
 */
const SHEET: Record<string, string | null>[] = [
  { [ITALY]: 'Rome', [SQRT]: '$4$', [MARS]: 'Mars', [CONTINENTS]: 'Seven', [GAS]: 'Carbon dioxide' },
  { [ITALY]: 'Rome', [SQRT]: '$4$', [MARS]: 'Mars', [CONTINENTS]: 'Six', [GAS]: 'Carbon dioxide' },
  { [ITALY]: 'Rome', [SQRT]: '$4$', [MARS]: 'Venus', [CONTINENTS]: 'Seven', [GAS]: 'Oxygen' },
  { [ITALY]: 'Rome', [SQRT]: '$2$', [MARS]: 'Mars', [CONTINENTS]: 'Five', [GAS]: 'Oxygen' },
  { [ITALY]: 'Madrid', [SQRT]: '$2$', [MARS]: 'Mars', [CONTINENTS]: 'Five', [GAS]: 'Oxygen' },
  { [ITALY]: 'Paris', [SQRT]: '$8$', [MARS]: 'Mars', [CONTINENTS]: 'Five', [GAS]: null },
];
const DRAWN_CHARTS = ['attempts', 'candidates', 'loginsMonth', 'loginsDate', 'browsers', 'platforms'];

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function caller(baseUrl: string, token: string, userAgent?: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(userAgent ? { 'User-Agent': userAgent } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as T;
    if (response.status !== 200)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
    return data;
  };
}

async function signInApi(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A new candidate registered through the API, whose sign-in is recorded with a browser's User-Agent. */
async function registeredCandidate(baseUrl: string, n: number): Promise<Call> {
  const res = await fetch(`${baseUrl}/api/User/StudentRegistration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName: `Analytics Candidate ${n}`,
      email: `analytics${n}@example.com`,
      password: 'candidate-pass-1',
    }),
  });
  if (res.status !== 200) throw new Error(`registration answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const call = caller(baseUrl, token, USER_AGENTS[n % USER_AGENTS.length]);
  await call('POST', '/User/CreateLoginHistory', { locationInfo: 'UTC' });
  return call;
}

/** Takes and finishes the demo quiz with the given answers (matched by question text). */
async function takeQuiz(call: Call, quizTopicId: number, answers: Record<string, string | null>) {
  const { quizResponseInitialId } = await call<{ quizResponseInitialId: number }>(
    'POST',
    '/Quiz/CreateQuizResponseInitial',
    { quizTopicId },
  );
  const order = await call<{ serial: number }[]>('GET', `/Quiz/GetRandomQuestions/${quizTopicId}/0`);
  for (const { serial } of order) {
    const q = await call<{ quizQuestionId: number; questionDetail: string }>(
      'GET',
      `/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`,
    );
    const answer = answers[q.questionDetail];
    if (answer === undefined) throw new Error(`no answer for ${q.questionDetail}`);
    await call('POST', '/Quiz/CreateQuizResponseDetail', {
      quizResponseInitialId,
      quizQuestionId: q.quizQuestionId,
      userAnswer: answer ?? '',
      isAnswerSkipped: answer === null,
      pointerLeaveCount: 0,
      visibilitychangeCount: 0,
    });
  }
  await call('PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId });
}

async function signInAs(page: Page, baseUrl: string, who: 'admin' | 'superAdmin', language?: string) {
  // Charts drawn at once (the app honours reduced motion), so screenshots never catch them half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, baseUrl, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password, '/dashboard', language);
}

/** Waits until every listed chart has drawn marks (bars, an area or a line) in its svg. */
async function expectDrawn(page: Page, ids: string[]) {
  for (const id of ids) {
    const marks = page.locator(
      `[data-testid="chart-${id}-drawing"] svg :is(.recharts-bar-rectangle path, path.recharts-area-area, path.recharts-line-curve)`,
    );
    await marks.first().waitFor({ state: 'attached' });
    expect(await marks.count(), id).toBeGreaterThan(0);
    const ticks = page.locator(`[data-testid="chart-${id}-drawing"] .recharts-cartesian-axis-tick-value`);
    expect(await ticks.count(), `${id} ticks`).toBeGreaterThan(1);
  }
}

/** A full-page screenshot from the top, nothing focused: a sticky bar would otherwise sit mid-page. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

async function expectPhoneLayout(page: Page, selector: string) {
  // The charts follow a resize a moment later (batched ResizeObserver callbacks): wait for the page to
  // fit before measuring, and let the measurement below name what does not fit if it never does.
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  await expect
    .poll(() => pageWidth(page))
    .toBeLessThanOrEqual(viewport)
    .catch(() => undefined);
  const lefts = await page
    .locator(selector)
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)));
  expect(new Set(lefts).size, selector).toBe(1);
  // Nothing makes the page scroll sideways; the elements reaching past the edge are named when it does.
  const { overflow, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      overflow: document.documentElement.scrollWidth - width,
      outside: Array.from(document.querySelectorAll('body *'))
        .filter((e) => !e.closest('svg') && e.getBoundingClientRect().right > width + 0.5)
        .map((e) => `${e.tagName} ${e.getAttribute('data-testid') ?? String(e.className).slice(0, 60)}`),
    };
  });
  expect(overflow, outside.join('\n')).toBeLessThanOrEqual(0);
  await expectAxisTitlesWhole(page);
}

describe('Admin dashboard and analytics', () => {
  const env = useE2eEnvironment();
  let quizTopicId: number;

  beforeAll(async () => {
    const { baseUrl } = env;
    const admin = caller(baseUrl, await signInApi(baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
    const quizzes = await admin<{ quizTopicId: number; quizTitle: string }[]>('GET', '/Quiz/GetQuizesForReports');
    quizTopicId = quizzes.find((q) => q.quizTitle === DEMO_QUIZ)!.quizTopicId;
    const demo = caller(
      baseUrl,
      await signInApi(baseUrl, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password),
    );
    await takeQuiz(demo, quizTopicId, SHEET[0]!);
    for (let n = 1; n < SHEET.length; n++)
      await takeQuiz(await registeredCandidate(baseUrl, n), quizTopicId, SHEET[n]!);
  }, 120_000);

  it('shows the admin four tiles with their counts and links, and the charts without payments', async () => {
    const { page, baseUrl } = env;
    const calls: string[] = [];
    page.on('request', (r) => calls.push(r.url()));
    await signInAs(page, baseUrl, 'admin');
    // Six candidates (the demo one and five registered), the two demo assessments, one live, 5 + 3 questions.
    const tiles = {
      candidates: ['6', '/user/users'],
      assessments: ['2', '/quiz/topics'],
      live: ['1', '/quiz/topics'],
      questions: ['8', '/question/quizes'],
    };
    for (const [id, [count, href]] of Object.entries(tiles)) {
      await expect.poll(() => page.getByTestId(`tile-${id}-value`).innerText(), { timeout: 15_000 }).toBe(count);
      expect(await page.getByTestId(`tile-${id}`).getAttribute('href')).toBe(href);
    }
    expect(await page.getByTestId('tile-live').innerText()).toContain(a.tileLive);

    await expectDrawn(page, DRAWN_CHARTS);
    expect(await page.getByTestId('chart-payments').count()).toBe(0);
    expect(calls.filter((u) => u.includes('GetPaymentSummaryByDate'))).toEqual([]);
    const attempts = page.getByTestId('chart-attempts');
    expect(await attempts.getByRole('heading', { level: 3 }).innerText()).toBe(a.attemptsTitle);
    expect(await attempts.getByTestId('chart-attempts-total').innerText()).toBe('Total 6');
    expect(await attempts.getByTestId('chart-attempts-horizontal-axis-title').innerText()).toBe(a.axisDate);
    expect(await attempts.getByTestId('chart-attempts-vertical-axis-title').innerText()).toBe(a.axisAttempts);
    await expectMonthsAndBars(page, 6);
    expect(
      await page.getByTestId('chart-candidates').locator('.recharts-cartesian-axis-tick-value').allTextContents(),
    ).toContainEqual(expect.stringContaining('General knowledge'));

    // Another period reloads the charts; the charts chunk stays loaded.
    await page.getByTestId('analytics-range-7').click();
    await expectDrawn(page, ['attempts']);
    expect(await page.getByTestId('analytics-range-7').getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await shot(page, 'admin-dashboard-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expectPhoneLayout(page, '[data-testid^="tile-"][href]');
    await expectPhoneLayout(page, '[data-testid="analytics-charts"] > section');
    await expectDrawn(page, DRAWN_CHARTS);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'admin-dashboard-375');

    await page.getByTestId('tile-questions').click();
    await page.waitForURL((url) => url.pathname === '/question/quizes');
  });

  it('shows the SuperAdmin the payment chart too', async () => {
    const { page, baseUrl, server } = env;
    const db = new Database(server.databasePath, { timeout: 10_000 });
    try {
      const user = db.prepare('SELECT userId FROM app_user WHERE email = ?').get(DEMO_ACCOUNTS.candidate.email) as {
        userId: number;
      };
      const now = new Date().toISOString();
      db.prepare(
        `INSERT INTO payment (userId, billingPlanId, title, price, paymentMode, interval, assessmentCount,
          responseAllAssessmentCount, responsePerAssessmentCount, questionPerAssessmentCount, startDate, endDate,
          userEmail, dateAdded) VALUES (?, NULL, 'Professional', 19, 'Stripe', 'Monthly', 1, 1, 1, 1, ?, ?, ?, ?)`,
      ).run(user.userId, now, now, DEMO_ACCOUNTS.candidate.email, now);
    } finally {
      db.close();
    }
    await signInAs(page, baseUrl, 'superAdmin');
    await expectDrawn(page, ['payments', ...DRAWN_CHARTS]);
    const payments = page.getByTestId('chart-payments');
    expect(await payments.getByRole('heading', { level: 3 }).innerText()).toBe(a.paymentsTitle);
    expect(await payments.getByTestId('chart-payments-total').innerText()).toMatch(/19/);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'superadmin-dashboard-1280');
  });

  it('hosts the analytics view and the item analysis of the demo quiz on /report/analysis, with its CSV', async () => {
    const { page, baseUrl } = env;
    await signInAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/report/analysis`);
    expect(await page.getByTestId('page-title').innerText()).toBe(translations.en.pages.analysis);
    await expectDrawn(page, DRAWN_CHARTS);
    expect(await page.getByTestId('item-analysis-prompt').innerText()).toBe(a.pickPrompt);

    await page.getByTestId('item-analysis-quiz').click();
    await page.getByRole('option', { name: DEMO_QUIZ }).click();
    const rows = page.getByTestId('item-analysis-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(5);
    expect(await page.getByTestId('item-analysis-attempts').innerText()).toBe('Finished attempts: 6');
    expect(await page.getByTestId('item-analysis-few').count()).toBe(0);

    const italy = rows.nth(0);
    expect(await italy.innerText()).toContain(ITALY);
    expect(await italy.innerText()).toMatch(/\b6\b[\s\S]*67%[\s\S]*1\.00/);
    const options = italy.getByTestId('item-analysis-option');
    const optionTexts = (await options.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(optionTexts).toEqual(['A17% (1)', `B67% (4)${a.correctOption}`, 'C17% (1)', 'D0% (0)']);
    expect(await options.nth(1).getAttribute('data-correct')).toBe('true');
    expect(await options.nth(1).innerText()).toContain('67% (4)');
    const mars = rows.nth(2);
    expect(await mars.getByTestId('item-analysis-low').innerText()).toContain('0.00');
    expect(await mars.innerText()).toContain('83%');
    const gas = rows.nth(4);
    expect((await gas.locator('td').last().innerText()).trim()).toBe('1');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('item-analysis-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('item-analysis.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`1,${ITALY},Multiple choice,6,66.7,1.00,Madrid,1,Rome,4,Paris,1,Lisbon,0`);

    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await shot(page, 'analytics-page-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expectPhoneLayout(page, '[data-testid="analytics-charts"] > section');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'analytics-page-375');
  });

  it('speaks the user language (Spanish) on the dashboard and the analysis page', async () => {
    const { page, baseUrl } = env;
    await signInAs(page, baseUrl, 'admin', 'es');
    await expect
      .poll(() => page.getByTestId('tile-candidates').innerText(), { timeout: 15_000 })
      .toContain(es.tileCandidates);
    await expectDrawn(page, DRAWN_CHARTS);
    expect(await page.getByTestId('chart-loginsMonth').getByRole('heading', { level: 3 }).innerText()).toBe(
      es.loginsMonthTitle,
    );
    expect(await page.getByTestId('analytics-range-30').innerText()).toBe('30 días');
    await expectNoRawTranslationKeys(page);
    await expectAxisTitlesWhole(page);
    await shot(page, 'admin-dashboard-es-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expectPhoneLayout(page, '[data-testid="analytics-charts"] > section');
    await expectMonthsAndBars(page, 6);
    await shot(page, 'admin-dashboard-es-375');
    // A year of months at 375 px: every month keeps its label (turned when they do not fit side by side).
    await page.getByTestId('analytics-range-365').click();
    await expectDrawn(page, ['loginsMonth']);
    await expectMonthsAndBars(page, 12);
    await expectAxisTitlesWhole(page);
    await shot(page, 'admin-dashboard-es-375-year');

    // Hindi at 375 px: the longest axis titles and labels of the five languages.
    await page.evaluate(() => localStorage.setItem('language', 'in'));
    await page.reload();
    await expectDrawn(page, DRAWN_CHARTS);
    await expectPhoneLayout(page, '[data-testid="analytics-charts"] > section');
    await expectMonthsAndBars(page, 6);
    await shot(page, 'admin-dashboard-hi-375');
    await page.evaluate(() => localStorage.setItem('language', 'es'));

    await page.goto(`${baseUrl}/report/analysis?quizTopicId=${quizTopicId}`);
    await expect.poll(() => page.getByTestId('item-analysis-table-row').count(), { timeout: 15_000 }).toBe(5);
    expect(await page.getByTestId('item-analysis-attempts').innerText()).toBe('Intentos terminados: 6');
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await shot(page, 'analytics-page-es-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
    await shot(page, 'analytics-page-es-1280');
  });
});
