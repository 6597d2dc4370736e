// Issue 22 on the result screens: an attempt with a question of every type (choice, descriptive, true/false,
// short answer, numerical, matching, ordering, cloze). The examiner's grading dialog lists every question,
// each type's answer read-only with its key and mark, the written one taking a mark; the candidate's sheet
// (in Spanish) shows the cloze text with Paris where its blank stands and never [[n]] nor an id; the report
// details, Result.pdf and item analysis read the same. Screenshots at 375 and 1280 px, axe on each.
import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  SCREENSHOT_DIR,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { openResult, viewportScreenshot } from './candidateExamFixtures';
import { Q } from './examTypesSteps';
import { pickFilter, waitForRows } from './reportSteps';
import { answerEveryType, everyTypeAssessment, EXTRA, WRITTEN } from './resultTypesSteps';

const en = translations.en;
const es = translations.es;
const TITLE = 'Every type, results';
const MARKER = /\[\[\d+\]\]/;

/**
 * Screenshots at 375 and 1280 px, axe at both; back to 1280. With `shown`, the viewport alone, scrolled to
 * it (a dialog's content, the part of a long page the screenshot is about).
 */
async function shoot(page: Page, name: string, shown?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    if (shown) {
      await shown.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, `${name}-${width}`);
    } else await screenshot(page, `${name}-${width}`);
  }
  await expectNoRawTranslationKeys(page);
}

/** The blanks of a filled cloze text: [blank number, mark, text]. */
const blanksOf = async (page: Page, scope: ReturnType<Page['getByTestId']>) =>
  Promise.all(
    (await scope.getByTestId('cloze-blank').all()).map(async (b) => [
      await b.getAttribute('data-blank'),
      await b.getAttribute('data-mark'),
      (await b.innerText()).trim(),
    ]),
  );

describe('every question type on the result screens', () => {
  const env = useE2eEnvironment();
  let quizTopicId = 0;
  let attemptId = 0;
  let ids: string[] = [];

  it('the grading dialog lists every question, each type read-only but the written answer, which is marked', async () => {
    const { page, baseUrl } = env;
    quizTopicId = await everyTypeAssessment(baseUrl, TITLE, { allowCorrectOption: true });
    ({ attemptId, ids } = await answerEveryType(baseUrl, quizTopicId));
    expect(ids.length).toBeGreaterThan(10);

    await signIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/report/admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('results-row').first().waitFor();
    await pickFilter(page, 'report-quiz-filter', quizTopicId);
    await waitForRows(page, 1);
    await page.getByTestId('report-review-open').click();
    const dialog = page.getByTestId('review-dialog');
    const cards = dialog.getByTestId('review-answer');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(8);
    const types = await dialog.getByTestId('review-type').allInnerTexts();
    expect([...types].sort()).toEqual(Object.values(en.questions.typeNames).sort());
    // Only the written answer takes a mark; every other one shows the mark it scored.
    const gradable = await Promise.all((await cards.all()).map((c) => c.getAttribute('data-gradable')));
    expect(gradable.filter((g) => g === 'true')).toHaveLength(1);
    expect(await dialog.getByTestId('review-mark').count()).toBe(1);
    const written = cards.filter({ hasText: EXTRA.descriptive });
    expect(await written.getByTestId('review-user-answer').innerText()).toBe(WRITTEN);

    // The cloze: Paris where its first blank stands, green by its text, the key beside the wrong blanks.
    const cloze = cards.filter({ hasText: Q.cloze }).getByTestId('review-question');
    expect(await cloze.innerText()).not.toMatch(MARKER);
    expect(await blanksOf(page, cloze)).toEqual([
      ['1', 'right', expect.stringContaining('Paris')],
      ['2', 'wrong', expect.stringContaining('3.2')],
      ['3', 'wrong', expect.stringContaining('green')],
    ]);
    expect(await cloze.getByTestId('cloze-blank-key').allInnerTexts()).toEqual([
      expect.stringContaining('3.14 ± 0.01'),
      expect.stringContaining('blue'),
    ]);
    const matching = cards.filter({ hasText: Q.matching });
    expect(await matching.getByTestId('review-user-answer').innerText()).toMatch(/France → Paris[\s\S]*Italy → Lisbon/);
    expect(await matching.getByTestId('review-key').innerText()).toContain('Italy → Rome');
    const dialogText = await dialog.innerText();
    for (const id of ids) expect(dialogText).not.toContain(id);
    await shoot(page, 'result-types-grading-en', cards.filter({ hasText: Q.matching }));
    await shoot(page, 'result-types-grading-cloze-en', cards.filter({ hasText: Q.cloze }));

    // The same dialog in Spanish: the type names and the mark words in the reader's language.
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.getByTestId('results-row').first().waitFor();
    await pickFilter(page, 'report-quiz-filter', quizTopicId);
    await waitForRows(page, 1);
    await page.getByTestId('report-review-open').click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(8);
    const spanish = await dialog.getByTestId('review-type').allInnerTexts();
    expect([...spanish].sort()).toEqual(Object.values(translations.es.questions.typeNames).sort());
    await shoot(page, 'result-types-grading-es', cards.filter({ hasText: Q.matching }));
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);

    await inputByTestId(page, 'review-mark').fill('0.5');
    await dialog.getByTestId('review-save').click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  }, 240_000);

  it('the candidate’s sheet in Spanish fills the cloze text with Paris in place, never [[n]] nor an id', async () => {
    const { page, baseUrl } = env;
    const { email, password } = DEMO_ACCOUNTS.candidate;
    await signIn(page, baseUrl, email, password, '/dashboard', 'es');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openResult(page, baseUrl, attemptId);
    await expect.poll(() => page.getByTestId('result-table-row').count(), { timeout: 15_000 }).toBe(8);
    const cloze = page.getByTestId('result-cloze');
    expect(await cloze.innerText()).not.toMatch(MARKER);
    expect(await blanksOf(page, cloze)).toEqual([
      ['1', 'right', expect.stringContaining('Paris')],
      ['2', 'wrong', expect.stringContaining('3.2')],
      ['3', 'wrong', expect.stringContaining('green')],
    ]);
    // Words in Spanish: the blank's name for a screen reader, true/false.
    expect(await cloze.getByTestId('cloze-blank').first().textContent()).toContain(
      es.examResult.blankLabel.replace('{{no}}', '1'),
    );
    const answers = await page.getByTestId('result-answer').allInnerTexts();
    expect(answers).toEqual(expect.arrayContaining([expect.stringContaining(es.examResult.answerTrue)]));
    expect(answers.join('\n')).toMatch(/France → Paris[\s\S]*Italy → Lisbon/);
    expect(answers.join('\n')).toMatch(/Mercury[\s\S]*Venus[\s\S]*Mars[\s\S]*Earth/);
    const table = await page.getByTestId('result-table').innerText();
    expect(table).not.toMatch(MARKER);
    for (const id of ids) expect(table).not.toContain(id);
    await shoot(page, 'result-types-sheet-es');

    // Result.pdf of the same sheet (a picture of it).
    await page.setViewportSize({ width: 1280, height: 900 });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('result-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Result.pdf');
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Kept next to the screenshots (gitignored) for a look at its pages.
    writeFileSync(join(SCREENSHOT_DIR, 'result-types-es.pdf'), bytes);
  }, 240_000);

  it('the report details and item analysis read every type the same way', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/report/admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('results-row').first().waitFor();
    await pickFilter(page, 'report-quiz-filter', quizTopicId);
    await waitForRows(page, 1);
    await page.getByTestId('report-detail-open').click();
    const detail = page.getByTestId('report-detail');
    await expect.poll(() => detail.getByTestId('result-table-row').count(), { timeout: 15_000 }).toBe(8);
    const cloze = detail.getByTestId('result-cloze');
    expect(await cloze.innerText()).not.toMatch(MARKER);
    expect((await blanksOf(page, cloze))[0]).toEqual(['1', 'right', expect.stringContaining('Paris')]);
    expect(await detail.getByTestId('result-correct').allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Blank 1: Paris[\s\S]*Blank 2: 3\.14 ± 0\.01[\s\S]*Blank 3: blue/),
      ]),
    );
    await shoot(page, 'result-types-detail-en', cloze);
    await page.setViewportSize({ width: 1280, height: 900 });
    await detail.getByTestId('report-detail-close').click();

    await page.goto(`${baseUrl}/report/analysis`);
    await page.getByTestId('item-analysis-quiz').click();
    await page.getByRole('option', { name: TITLE }).click();
    const rows = page.getByTestId('item-analysis-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(8);
    const clozeRow = rows.filter({ hasText: Q.cloze });
    expect(await clozeRow.innerText()).not.toMatch(MARKER);
    expect(await clozeRow.getByTestId('cloze-blank').count()).toBe(3);
    expect(await clozeRow.getByTestId('item-analysis-key').innerText()).toMatch(/Blank 1: Paris/);
    expect(await rows.filter({ hasText: Q.ordering }).getByTestId('item-analysis-key').innerText()).toMatch(
      /Mercury[\s\S]*Venus[\s\S]*Earth[\s\S]*Mars/,
    );
    await shoot(page, 'result-types-items-en', clozeRow);
  }, 240_000);
});
