// Issue 22: questions imported as HTML (a Moodle XML file, through the import screen) are shown formatted
// and safe on the questions table, in the question dialog's preview, on the exam screen and on the result
// sheet and in Result.pdf: bold, italics, an embedded image (an upload now), a table, TeX, a cloze blank
// inside a paragraph; never a tag as text, never a script run. Screenshots at 375 and 1280 px.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@assessly/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, SCREENSHOT_DIR, screenshot, settle, signIn } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { signInCandidate, solidPng, startFromDashboard, waitForResultSheet } from './examSteps';
import { adminApi, chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin } = DEMO_ACCOUNTS;
const TITLE = 'E2E HTML bank';
const PNG = solidPng(60, 36, [200, 40, 40]).toString('base64');

/** A Moodle XML bank as Moodle writes it: HTML texts in CDATA, an image embedded, and payloads that must not run. */
const BANK = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Sum</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>What is <b>2+2</b>? <img src="@@PLUGINFILE@@/red%20box.png" alt="Red box" width="60" height="36" onerror="window.__xss = 1" /></p>
<p onmouseover="window.__xss = 2">Think of \\(2^2\\) in <i>words</i>.<script>window.__xss = 3</script></p>
<table><tr><th>Sum</th><th>Result</th></tr><tr><td>1+1</td><td>2</td></tr></table>]]></text>
      <file name="red box.png" path="/" encoding="base64">${PNG}</file>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Because <strong>two and two</strong> make four.</p><iframe src="https://example.com"></iframe>]]></text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <single>true</single>
    <shuffleanswers>0</shuffleanswers>
    <answer fraction="100" format="html"><text><![CDATA[<p><b>Four</b></p>]]></text></answer>
    <answer fraction="0" format="html"><text><![CDATA[<p>Five<svg onload="window.__xss = 4"></svg></p>]]></text></answer>
  </question>
  <question type="cloze">
    <name><text>Capital</text></name>
    <questiontext format="html"><text><![CDATA[<p>The capital of <b>France</b> is {1:SHORTANSWER:=Paris}.</p>]]></text></questiontext>
  </question>
</quiz>
`;

/** What must never be on screen: a tag as text, a payload's element or handler, a payload that ran. */
async function expectSafeAndFormatted(page: Page, shown: string | Locator) {
  const texts = await (typeof shown === 'string' ? page.getByTestId(shown) : shown).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text, `${String(shown)} shows a tag`).not.toMatch(/<\/?[a-z]+[^>]*>/i);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: Array.from(document.querySelectorAll('[onerror], [onmouseover], [onload], iframe, svg[onload]')).map(
      (e) => e.outerHTML,
    ),
    scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
  }));
  expect(state).toEqual({ xss: undefined, injected: [], scripts: 0 });
}

/** The embedded image, an upload now: shown (loaded, not a broken picture). */
async function expectImageShown(page: Page, scope: string) {
  const image = page.getByTestId(scope).locator('img[alt="Red box"]').first();
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^\/upload\/questions\/[0-9a-f-]{36}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60);
}

describe('questions imported as HTML', () => {
  const env = useE2eEnvironment();

  it('show formatted and safe on the questions table, the preview, the exam and the result sheet', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const category = await api.createCategory('E2E HTML');
    const quizTopicId = await api.createQuiz({
      quizTitle: TITLE,
      quizTotalMarks: 2,
      allowQuestionSuffle: false,
      allowCorrectOption: true,
      allowAnswerExplation: true,
    });
    await signIn(page, baseUrl, admin.email, admin.password, `/question/quizQuestions?quizTopicId=${quizTopicId}`);
    await page.getByTestId('questions-empty').waitFor();

    // The import as an admin does it: the file, its category and level, the check, then Import all.
    await page
      .getByTestId('questions-upload-input')
      .setInputFiles({ name: 'html-bank.xml', mimeType: 'text/xml', buffer: Buffer.from(BANK) });
    await page.getByTestId('import-format-dialog').waitFor();
    await chooseOption(page, 'import-category', category);
    await chooseOption(page, 'import-level', 1);
    await page.getByTestId('import-format-dialog-submit').click();
    await page.getByTestId('import-report').waitFor({ timeout: 30_000 });
    await page.getByTestId('import-report-all').click();
    await page.getByTestId('import-result').waitFor();

    // The questions table: formatted, the image shown, no tag anywhere.
    const rows = page.getByTestId('questions-row');
    await expect.poll(() => rows.count()).toBe(2);
    const first = page.getByTestId('question-cell').first();
    expect(await first.locator('b').first().innerText()).toBe('2+2');
    await first.locator('.katex').first().waitFor();
    await expectImageShown(page, 'question-cell');
    expect(await page.getByTestId('question-cell').nth(1).locator('b').innerText()).toBe('France');
    expect(await rows.first().locator('b', { hasText: 'Four' }).count()).toBeGreaterThan(0);
    await expectSafeAndFormatted(page, 'question-cell');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'html-questions-table', screenshot);

    // The question dialog: the text is the source to edit, its preview the formatted question.
    const [question] = (await api.call<{ quizQuestionId: number }[]>('GET', `/Quiz/GetQuizQuestionList/${quizTopicId}`))
      .data;
    await page.getByTestId(`question-edit-${question!.quizQuestionId}`).click();
    const preview = page.getByTestId('question-preview');
    await preview.locator('table th', { hasText: 'Result' }).waitFor();
    expect(await preview.locator('i').innerText()).toBe('words');
    await expectSafeAndFormatted(page, 'question-preview');
    await settle(page);
    await screenshot(page, 'html-question-dialog-1280');
    await page.keyboard.press('Escape');

    // The exam screen, on a phone and on a laptop.
    expect((await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId })).status).toBe(200);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, TITLE);
    const text = page.getByTestId('exam-question-text');
    await text.locator('b', { hasText: '2+2' }).waitFor();
    await text.locator('.katex').first().waitFor();
    await text.locator('.rich-html-table td', { hasText: '1+1' }).waitFor();
    await expectImageShown(page, 'exam-question-text');
    expect(await page.getByTestId('exam-option-row-A').locator('b').innerText()).toBe('Four');
    expect(await page.getByTestId('exam-option-row-B').innerText()).toContain('Five');
    await expectSafeAndFormatted(page, 'exam-question');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'html-exam-choice', screenshot);
    await page.getByTestId('exam-option-row-A').click();
    await page.getByTestId('exam-submit').click();

    // The cloze blank stands inside its paragraph, in the line, not as [[1]] nor as a tag.
    const blank = page.getByTestId('exam-blank-1');
    await blank.waitFor();
    expect(await page.getByTestId('exam-question-text').locator('b').innerText()).toBe('France');
    expect(await page.getByTestId('exam-question-text').innerText()).not.toContain('[[');
    await expectSafeAndFormatted(page, 'exam-question-text');
    await blank.fill('Paris');
    await screenshotsAtBothWidths(page, 'html-exam-cloze', screenshot);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('exam-submit').click();

    // The result sheet: the question, its right answer and its explanation, formatted.
    await waitForResultSheet(page);
    await expect.poll(() => page.getByTestId('result-table-row').count()).toBe(2);
    const sheet = page.getByTestId('result-table-row').first();
    await sheet.locator('b', { hasText: '2+2' }).waitFor();
    await sheet.locator('strong', { hasText: 'two and two' }).waitFor();
    await expectSafeAndFormatted(page, sheet);
    // The cloze row: its HTML text formatted, the blank filled in its line, no marker and no tag.
    const clozeRow = page.getByTestId('result-cloze');
    await clozeRow.locator('b', { hasText: 'France' }).waitFor();
    expect(await clozeRow.getByTestId('cloze-blank').innerText()).toContain('Paris');
    expect(await clozeRow.innerText()).not.toContain('[[');
    await expectSafeAndFormatted(page, clozeRow);
    await screenshotsAtBothWidths(page, 'html-result-sheet', screenshot);

    // Result.pdf, a picture of the sheet drawn off-screen: taken once the HTML renderer and KaTeX are in.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('result-pdf').click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, 'html-result.pdf'), pdf);
  }, 240_000);
});
