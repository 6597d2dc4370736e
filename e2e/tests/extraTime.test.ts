// Extra time (issue 4): an admin gives the demo candidate extra time on the demo 'General knowledge quiz'
// (10 minutes), replaces and deletes it, and gives extra time for all assessments. Real server, real Chromium.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoRawTranslationKeys, expectNoSeriousAxeViolations, screenshot, settle } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminToken, apiCall, en, expectNotice, field, helperTextOf, openTopics, quizRow } from './assessmentSteps';

const x = en.extraTime;
const m = en.messages;
const { candidate } = DEMO_ACCOUNTS;
const QUIZ = 'General knowledge quiz';

const dialog = (page: Page) => page.getByTestId('extra-time-dialog');
const entryRows = (page: Page) => page.getByTestId('extra-time-table-row');

/** The cells of the list's rows as text, actions (the last cell) left out. */
async function entryCells(page: Page): Promise<string[][]> {
  const rows = await entryRows(page).all();
  const cells = await Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
  return cells.map((row) => row.slice(0, -1).map((s) => s.replace(/\s+/g, ' ').trim()));
}

async function fillEntry(page: Page, email: string, minutes: string, multiplier: string) {
  await field(page, 'extra-time-email').fill(email);
  await field(page, 'extra-time-minutes').fill(minutes);
  await field(page, 'extra-time-multiplier').fill(multiplier);
}

/** Saves the form and waits for the notice and the refreshed list of `rows` entries. */
async function saveEntry(page: Page, rows: number) {
  await page.getByTestId('extra-time-dialog-submit').click();
  await expectNotice(page, m.accommodationSaved);
  await expect.poll(() => entryRows(page).count()).toBe(rows);
  // The form is emptied for the next candidate.
  expect(await field(page, 'extra-time-email').inputValue()).toBe('');
}

async function openQuizExtraTime(page: Page) {
  await quizRow(page, QUIZ).getByTestId('quiz-extra-time').click();
  await dialog(page).waitFor({ state: 'visible' });
  await settle(page);
}

describe('Extra time', () => {
  const env = useE2eEnvironment();

  it('adds, replaces and deletes extra time for one candidate on one assessment', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await openQuizExtraTime(page);
    expect(await dialog(page).getByRole('heading').first().innerText()).toBe(x.titleFor.replace('{{title}}', QUIZ));
    expect(await page.getByTestId('extra-time-explanation').innerText()).toContain(x.explanation);
    expect(await page.getByTestId('extra-time-base').innerText()).toBe(x.assessmentTime.replace('{{minutes}}', '10'));
    await page.getByTestId('extra-time-table-empty').waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(page);

    // Refusals: nothing added, an unknown e-mail, an admin's e-mail.
    await fillEntry(page, candidate.email, '0', '1');
    await page.getByTestId('extra-time-dialog-submit').click();
    await expect.poll(() => helperTextOf(page, 'extra-time-minutes')).toBe(m.noExtraTime);
    await field(page, 'extra-time-multiplier').fill('11');
    await expect.poll(() => helperTextOf(page, 'extra-time-multiplier')).toBe(m.maxMultiplier);
    for (const email of ['nobody@example.com', DEMO_ACCOUNTS.admin.email]) {
      await fillEntry(page, email, '15', '1');
      await page.getByTestId('extra-time-dialog-submit').click();
      await expectNotice(page, m.noCandidateForEmail);
      await expect.poll(() => helperTextOf(page, 'extra-time-email')).toBe(m.noCandidateForEmail);
    }
    expect(await entryRows(page).count()).toBe(0);

    // 15 extra minutes on a 10-minute assessment: 25 minutes.
    await fillEntry(page, candidate.email, '15', '1');
    await saveEntry(page, 1);
    expect(await entryCells(page)).toEqual([[`${candidate.fullName} ${candidate.email}`, '15 min', '× 1', '25 min']]);
    await screenshot(page, 'extra-time-dialog-1280');
    await expectNoSeriousAxeViolations(page);

    // Saving again for the same candidate replaces the entry: 10 × 1.5 = 15 minutes.
    await fillEntry(page, candidate.email.toUpperCase(), '0', '1.5');
    await page.getByTestId('extra-time-dialog-submit').click();
    await expectNotice(page, m.accommodationSaved);
    await expect
      .poll(() => entryCells(page))
      .toEqual([[`${candidate.fullName} ${candidate.email}`, '0 min', '× 1.5', '15 min']]);

    // The list survives closing and opening again.
    await page.getByTestId('extra-time-dialog-cancel').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await openQuizExtraTime(page);
    await expect.poll(() => entryRows(page).count()).toBe(1);

    // Delete, after confirming.
    await page.getByTestId('extra-time-delete').click();
    const confirmText = await page.getByTestId('extra-time-delete-confirm').innerText();
    expect(confirmText).toContain(candidate.fullName);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('extra-time-delete-confirm-confirm').click();
    await expectNotice(page, m.successfullyDeleted);
    await page.getByTestId('extra-time-table-empty').waitFor({ state: 'visible' });
    const stored = await apiCall<unknown[]>(baseUrl, await adminToken(page), 'GET', '/Quiz/GetExtraTime/0');
    expect(stored).toEqual([]);
    await expectNoRawTranslationKeys(page);
  });

  it('gives extra time for all assessments, apart from the entries of one assessment', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await page.getByTestId('extra-time-all').click();
    await dialog(page).waitFor({ state: 'visible' });
    expect(await dialog(page).getByRole('heading').first().innerText()).toBe(x.titleAll);
    expect(await page.getByTestId('extra-time-explanation').innerText()).toContain(x.explanationAll);
    await fillEntry(page, candidate.email, '20', '1.25');
    await saveEntry(page, 1);
    // No resulting-time column without an assessment.
    expect(await entryCells(page)).toEqual([[`${candidate.fullName} ${candidate.email}`, '20 min', '× 1.25']]);
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);

    const token = await adminToken(page);
    const all = await apiCall<{ quizTopicId: number | null; extraMinutes: number }[]>(
      baseUrl,
      token,
      'GET',
      '/Quiz/GetExtraTime/0',
    );
    expect(all).toEqual([expect.objectContaining({ quizTopicId: null, extraMinutes: 20, timeMultiplier: 1.25 })]);

    // The assessment's own list does not show it.
    await page.getByTestId('extra-time-dialog-cancel').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await openQuizExtraTime(page);
    await page.getByTestId('extra-time-table-empty').waitFor({ state: 'visible' });

    // At phone width the dialog fills the screen and the entries become cards.
    await page.getByTestId('extra-time-dialog-cancel').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('extra-time-all').click();
    await dialog(page).waitFor({ state: 'visible' });
    await expect.poll(() => entryRows(page).count()).toBe(1);
    expect(await entryRows(page).first().innerText()).toContain('20 min');
    await screenshot(page, 'extra-time-dialog-375');
    await expectNoSeriousAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
