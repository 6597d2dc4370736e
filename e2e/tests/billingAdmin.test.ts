// Billing plans, Payments, and the candidate's pricing dialog and package usage panel (issue 7, spec 000 §2).
import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  settle,
  signIn,
  xlsxSheet,
} from '../harness/browser';
import { openDrawerMenu, useE2eEnvironment } from '../harness/setup';
import { chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin, candidate } = DEMO_ACCOUNTS;
const en = translations.en;
const b = en.billing;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

/** The same screen in Italian: the choice is stored and the page reloads (spec 000 §4). */
async function inItalian(page: Page, shoot: () => Promise<void>) {
  await page.evaluate((key) => localStorage.setItem(key, 'it'), LANGUAGE_STORAGE_KEY);
  await page.reload();
  await shoot();
  await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  await page.reload();
}

/** Signs in through the API and answers a caller of the API with that token. */
async function apiAs(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, data: (await res.json().catch(() => null)) as any };
  };
}

/**
 * A drawer dialog at 375 px and 1280 px: below 600 px the drawer is a temporary one, closed after a resize,
 * so the dialog is opened at each width through `open` and closed with `close` after the screenshot.
 */
async function dialogAtBothWidths(page: Page, name: string, open: () => Promise<void>, close: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    await open();
    await screenshot(page, `${name}-${width}`);
    await close();
  }
}

describe('Billing plans, payments, pricing and package usage', () => {
  const env = useE2eEnvironment();
  const notice = () => env.page.getByTestId('notice');
  const planRow = (page: Page, text: string) => page.getByTestId('plans-row').filter({ hasText: text });

  it("lets the admin create and edit a plan, says 'Duplicate Price!', and refuses to delete a plan in use", async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, '/settings/plans');
    await planRow(page, 'Professional').waitFor();
    expect(await page.getByTestId('page-title').innerText()).toBe(en.pages.plans);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    // The Free plan is held by the demo candidate: its delete is blocked, and the tooltip says why.
    const free = planRow(page, 'Free');
    const blockedDelete = free.locator('[data-testid^="plan-delete-wrap-"]');
    expect(await free.locator('[data-testid^="plan-delete-"]:not([data-testid*="wrap"])').isDisabled()).toBe(true);
    await blockedDelete.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: fill(b.planInUseTip, { count: 1 }) })
      .waitFor();

    // New plan: the counts validate as the admin types.
    await page.getByTestId('plan-new').click();
    const dialog = page.getByTestId('plan-dialog');
    await dialog.waitFor({ state: 'visible' });
    await inputByTestId(page, 'plan-title').fill('  Campus  ');
    await chooseOption(page, 'plan-interval', 'Yearly');
    await inputByTestId(page, 'plan-price').fill('49');
    await inputByTestId(page, 'plan-assessmentCount').fill('0');
    await dialog.getByText(en.messages.numberRule).waitFor();
    await inputByTestId(page, 'plan-assessmentCount').fill('40');
    await inputByTestId(page, 'plan-responseAllAssessmentCount').fill('4000');
    await inputByTestId(page, 'plan-responsePerAssessmentCount').fill('300');
    await inputByTestId(page, 'plan-questionPerAssessmentCount').fill('150');
    await page.getByTestId('plan-additional-text').fill('For departments with many candidates');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'billing-plan-dialog-en-1280');
    await page.getByTestId('plan-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullySaved);
    const team = planRow(page, 'Campus');
    await team.waitFor();
    expect(await team.innerText()).toContain('$49');
    expect(await team.innerText()).toContain(b.intervals.Yearly);
    expect(await team.innerText()).toContain('4,000');

    // Edit to the price of another plan: 'Duplicate Price!' as a notice and on the field; the dialog stays.
    await team.locator('[data-testid^="plan-edit-"]').click();
    await dialog.waitFor({ state: 'visible' });
    expect(await inputByTestId(page, 'plan-title').inputValue()).toBe('Campus');
    await inputByTestId(page, 'plan-price').fill('19');
    await page.getByTestId('plan-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain('Duplicate Price!');
    expect(await dialog.innerText()).toContain('Duplicate Price!');
    await expectNoSeriousAxeViolations(page);
    await inputByTestId(page, 'plan-price').fill('59.5');
    await page.getByTestId('plan-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullyUpdated);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => team.innerText()).toContain('$59.50');

    // An unused plan can be deleted after the question.
    await team.locator('[data-testid^="plan-delete-"]:not([data-testid*="wrap"])').click();
    await page.getByTestId('plan-delete-confirm').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullyDeleted);
    await team.waitFor({ state: 'detached' });

    await screenshotsAtBothWidths(page, 'billing-plans', screenshot);
    await inItalian(page, async () => {
      await planRow(page, 'Professional').waitFor();
      expect(await page.getByTestId('page-title').innerText()).toBe(translations.it.pages.plans);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshotsAtBothWidths(page, 'billing-plans-it', screenshot);
    });
  });

  it("shows the demo candidate's payment and exports the payments as Excel (PDF too, no CSV)", async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, '/settings/payments');
    const row = page.getByTestId('payments-row').filter({ hasText: candidate.email });
    await row.waitFor();
    expect(await row.innerText()).toContain('Free');
    expect(await row.innerText()).toContain(b.paymentModes['N/A']);
    expect(await row.innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.getByTestId('payments-export-pdf').isVisible()).toBe(true);
    expect(await page.getByTestId('payments-export-csv').count()).toBe(0);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    const download = await downloadFile(page, 'payments-export-xlsx');
    expect(download.name).toBe('payments.xlsx');
    const { values } = await xlsxSheet(download.data);
    expect(values(1)).toEqual([
      b.colUserEmail,
      b.colTitle,
      `${b.colPrice} (USD)`,
      b.colPaymentMode,
      b.colInterval,
      b.colStart,
      b.colEnd,
      b.colTransaction,
      b.colDate,
    ]);
    const demo = [2, 3, 4, 5].map(values).find((v) => v[0] === candidate.email)!;
    expect(demo.slice(0, 5)).toEqual([candidate.email, 'Free', '0', b.paymentModes['N/A'], b.intervals.Monthly]);
    for (const date of [demo[5], demo[6], demo[8]]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await screenshotsAtBothWidths(page, 'billing-payments', screenshot);
    await inItalian(page, async () => {
      await page.getByTestId('payments-row').first().waitFor();
      await expectNoRawTranslationKeys(page);
      await screenshotsAtBothWidths(page, 'billing-payments-it', screenshot);
    });
  });

  it('shows the candidate the plans from the drawer, and the package usage as bars with the right numbers', async () => {
    const { page, baseUrl } = env;
    // One finished response on the demo assessment, used against the demo candidate's Free plan.
    const call = await apiAs(baseUrl, candidate.email, candidate.password);
    const running = await call('GET', '/Quiz/GetRunningQuizes/0');
    const quiz = (running.data as { quizTopicId: number; quizTitle: string }[])[0]!;
    const first = await call('POST', '/Quiz/CreateQuizResponseInitial', { quizTopicId: quiz.quizTopicId });
    expect(first.status).toBe(200);
    await call('PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: first.data.quizResponseInitialId });

    await signIn(page, baseUrl, candidate.email, candidate.password);
    const openDrawer = async () => {
      await openDrawerMenu(page);
      await page.getByTestId('plan-button').waitFor({ state: 'visible' });
    };
    await openDrawer();
    await page.getByTestId('plan-button').click();
    const pricing = page.getByTestId('pricing-dialog');
    await pricing.getByTestId('pricing-plans').waitFor();
    // The public plan list, whatever the other tests of the file left in it.
    const plans = (await (await fetch(`${baseUrl}/api/Settings/GetPlanList`)).json()) as { title: string }[];
    expect(await pricing.locator('[data-testid^="plan-card-"]').count()).toBe(plans.length);
    expect(await pricing.locator('[data-testid^="plan-card-"]').first().innerText()).toContain('Free');
    expect(await page.getByTestId('pricing-current-plan').innerText()).toContain('Free');
    expect(await pricing.locator('[data-recommended="true"]').innerText()).toContain(
      plans[Math.floor(plans.length / 2)]!.title,
    );
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('pricing-close').click();
    await pricing.waitFor({ state: 'detached' });

    await openDrawer();
    await page.getByTestId('plan-expiry-button').click();
    const usage = page.getByTestId('usage-dialog');
    const bar = (id: string) => usage.getByTestId(id);
    await bar('usage-responses').waitFor();
    expect(await page.getByTestId('usage-plan-name').innerText()).toBe('Free');
    expect(await bar('usage-assessments').getAttribute('data-used')).toBe('1');
    expect(await bar('usage-assessments').getAttribute('data-allowed')).toBe('3');
    expect(await bar('usage-assessments-text').innerText()).toBe(fill(b.usedOf, { used: 1, allowed: 3 }));
    expect(await bar('usage-responses-text').innerText()).toBe(fill(b.usedOf, { used: 1, allowed: 50 }));
    expect(await bar(`usage-per-${quiz.quizTopicId}-text`).innerText()).toBe(fill(b.usedOf, { used: 1, allowed: 20 }));
    expect(await bar(`usage-per-${quiz.quizTopicId}`).innerText()).toContain(quiz.quizTitle);
    const meter = usage.getByRole('progressbar', { name: b.assessmentsAttended });
    expect(await meter.getAttribute('aria-valuenow')).toBe(String(Math.round(100 / 3)));
    expect(Number(await page.getByTestId('usage-days-left').innerText())).toBeGreaterThan(0);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    // See plans leads from the usage panel to the pricing dialog.
    await page.getByTestId('usage-see-plans').click();
    await pricing.getByTestId('pricing-plans').waitFor();
    await page.getByTestId('pricing-close').click();
    await pricing.waitFor({ state: 'detached' });

    const shots = async (suffix: string) => {
      await dialogAtBothWidths(
        page,
        `billing-pricing${suffix}`,
        async () => {
          await openDrawer();
          await page.getByTestId('plan-button').click();
          await pricing.getByTestId('pricing-plans').waitFor();
        },
        async () => {
          await page.getByTestId('pricing-close').click();
          await pricing.waitFor({ state: 'detached' });
        },
      );
      await dialogAtBothWidths(
        page,
        `billing-usage${suffix}`,
        async () => {
          await openDrawer();
          await page.getByTestId('plan-expiry-button').click();
          await bar('usage-responses').waitFor();
        },
        async () => {
          await page.getByTestId('usage-close').click();
          await usage.waitFor({ state: 'detached' });
        },
      );
    };
    await shots('');
    await inItalian(page, async () => {
      await openDrawer();
      await page.getByTestId('plan-expiry-button').click();
      await bar('usage-responses').waitFor();
      expect(await bar('usage-responses-text').innerText()).toBe(
        fill(translations.it.billing.usedOf, { used: 1, allowed: 50 }),
      );
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('usage-close').click();
      await usage.waitFor({ state: 'detached' });
      await shots('-it');
    });
  });
});
