// Issue 22 on the exam screen: a candidate takes an assessment with one question of every auto-scored
// type (true/false, short answer, numerical, matching, ordering, cloze) with the keyboard alone on a
// phone, in Spanish, and reads the result; then, on a laptop, moves the ordering with the mouse and finds
// every typed answer again after a reload. Screenshots at 375 and 1280 px, axe on every type.
import { LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoRawTranslationKeys, expectNoSeriousAxeViolations, screenshot, settle } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { answersOf, latestAttempt, signInCandidate, startFromDashboard, waitForResultSheet } from './examSteps';
import { focused, liveTypedAssessment, ORDER, PAIRS, Q, shownOrder, tabTo } from './examTypesSteps';

const es = translations.es;
const en = translations.en;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

/** Waits for "Question n of total" in the language given, and answers the question's own text. */
async function questionShown(page: Page, heading: string): Promise<string> {
  await expect.poll(() => page.getByTestId('exam-progress').innerText(), { timeout: 15_000 }).toBe(heading);
  // The type's renderer arrives with the first question of its type (a part of its own).
  await page.getByTestId('exam-part-loading').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByTestId('exam-question-text').waitFor({ state: 'visible' });
  return page.getByTestId('exam-question-text').innerText();
}

/** Which of the six questions a text is. */
const kindOf = (text: string) => (Object.keys(Q) as (keyof typeof Q)[]).find((k) => text.startsWith(Q[k]))!;

/** Screenshots at 375 and 1280 px, axe at both, back to the width the test runs at. */
async function shoot(page: Page, name: string, width: number) {
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 800 });
    await settle(page);
    await screenshot(page, `${name}-${w}`);
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize({ width, height: 800 });
  await expectNoRawTranslationKeys(page);
}

/** Moves the items into ORDER with the Move up buttons, reached and pressed with the keyboard only. */
async function orderByKeyboard(page: Page, moveUp: string, moved: string) {
  for (let i = 0; i < ORDER.length; i++) {
    const item = ORDER[i]!;
    const at = (await shownOrder(page)).indexOf(item);
    if (at === i) continue;
    await tabTo(page, fill(moveUp, { item }));
    for (let step = at; step > i; step--) await page.keyboard.press('Enter');
    const announced = fill(moved, { item, position: i + 1, total: ORDER.length });
    await expect.poll(() => page.getByTestId('exam-ordering-announcement').innerText()).toBe(announced);
  }
  expect(await shownOrder(page)).toEqual(ORDER);
}

describe('Exam with every question type', () => {
  const env = useE2eEnvironment();

  it('a candidate answers every type with the keyboard alone on a phone, in Spanish', async () => {
    const { page, baseUrl, server } = env;
    const title = 'Todos los tipos';
    const quizTopicId = await liveTypedAssessment(baseUrl, title);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInCandidate(page, baseUrl);
    await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [LANGUAGE_STORAGE_KEY, 'es'] as const);
    await page.reload();
    await startFromDashboard(page, baseUrl, title);

    const t = es.examTypes;
    for (let n = 1; n <= 6; n++) {
      const kind = kindOf(await questionShown(page, fill(es.exam.questionOf, { current: n, total: 6 })));
      // The focus is on the question's heading: everything below is reached with Tab.
      expect(await focused(page)).toBe('exam-progress');
      if (kind === 'trueFalse') {
        expect(await page.getByRole('radio').count()).toBe(2);
        expect(await page.getByTestId('exam-option-row-A').innerText()).toContain(es.exam.trueLabel);
        await page.keyboard.press('1');
        expect(await page.getByTestId('exam-option-A').isChecked()).toBe(true);
        await shoot(page, 'exam-types-truefalse-es', 375);
        await page.keyboard.press('Enter');
      } else if (kind === 'shortAnswer' || kind === 'numerical') {
        const testId = kind === 'numerical' ? 'exam-answer-number' : 'exam-answer-line';
        await tabTo(page, testId);
        expect(await page.getByTestId(testId).getAttribute('inputmode')).toBe(
          kind === 'numerical' ? 'decimal' : 'text',
        );
        await page.keyboard.type(kind === 'numerical' ? '3.14' : 'paris');
        if (kind === 'numerical') await shoot(page, 'exam-types-numerical-es', 375);
        await page.keyboard.press('Enter');
      } else if (kind === 'matching') {
        for (let i = 0; i < PAIRS.length; i++) {
          await tabTo(page, `exam-matching-select-${i}`);
          const stem = await page.getByTestId('exam-matching-stem').nth(i).innerText();
          const choice = PAIRS.find(([s]) => s === stem)![1];
          // A closed select takes typed letters: the first choice that starts with them is chosen.
          await page.keyboard.type(choice);
          await expect
            .poll(() =>
              page
                .getByTestId(`exam-matching-select-${i}`)
                .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
            )
            .toBe(choice);
        }
        await shoot(page, 'exam-types-matching-es', 375);
        await page.keyboard.press('Enter');
      } else if (kind === 'ordering') {
        await orderByKeyboard(page, t.moveUp, t.orderMoved);
        await shoot(page, 'exam-types-ordering-es', 375);
        await tabTo(page, 'exam-submit');
        await page.keyboard.press('Enter');
      } else {
        await tabTo(page, fill(t.blankLabel, { no: 1 }));
        await page.keyboard.type('Paris');
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe(fill(t.blankLabel, { no: 2 }));
        expect(await page.getByTestId('exam-blank-2').getAttribute('inputmode')).toBe('decimal');
        await page.keyboard.type('3.14');
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe(fill(t.blankLabel, { no: 3 }));
        await page.keyboard.type('blue');
        await shoot(page, 'exam-types-cloze-es', 375);
        await page.keyboard.press('Enter');
      }
    }
    await waitForResultSheet(page);

    // What the server stored: each type's wire form.
    const attempt = latestAttempt(server.databasePath, quizTopicId);
    const answers = answersOf(server.databasePath, attempt.quizResponseInitialId);
    expect(answers).toHaveLength(6);
    const parts = answers.map((a) => a.userAnswer.split('#####'));
    expect(answers.map((a) => a.userAnswer)).toEqual(expect.arrayContaining(['true', 'paris', '3.14']));
    expect(parts.map((p) => p.length).sort()).toEqual([1, 1, 1, 3, 3, 4]);
    await expect.poll(() => page.getByTestId('result-table-row').count()).toBe(6);
    const cells = await page.getByTestId('result-answer').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining([es.examResult.answerTrue, 'paris', '3.14']));
    expect(cells.join('\n')).toContain('France → Paris');
    // The order as a numbered list, one item a line.
    expect(cells.join('\n')).toContain(ORDER.join('\n'));
    // The cloze text with each blank filled where it stands: Paris in place, never [[1]] (issue 22).
    const cloze = page.getByTestId('result-cloze');
    expect(await cloze.innerText()).not.toMatch(/\[\[\d+\]\]/);
    expect(await cloze.getByTestId('cloze-blank').first().innerText()).toContain('Paris');
    await shoot(page, 'exam-types-result-es', 375);
  }, 240_000);

  it('on a laptop, drags the ordering with the mouse and finds every typed answer again after a reload', async () => {
    const { page, baseUrl, server } = env;
    const title = 'Every type, resumed';
    const quizTopicId = await liveTypedAssessment(baseUrl, title);
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    const heading = (n: number) => fill(en.exam.questionOf, { current: n, total: 6 });

    for (let n = 1; n <= 6; n++) {
      const kind = kindOf(await questionShown(page, heading(n)));
      if (kind === 'trueFalse') {
        await page.getByTestId('exam-option-row-B').click();
      } else if (kind === 'shortAnswer' || kind === 'numerical') {
        const box = page.getByTestId(kind === 'numerical' ? 'exam-answer-number' : 'exam-answer-line');
        await box.fill(kind === 'numerical' ? '3.2' : 'Lyon');
        await page.reload();
        await questionShown(page, heading(n));
        await expect.poll(() => box.inputValue()).toBe(kind === 'numerical' ? '3.2' : 'Lyon');
      } else if (kind === 'matching') {
        await page.getByTestId('exam-matching-select-0').selectOption({ label: 'Lisbon' });
        await page.getByTestId('exam-matching-clear-0').waitFor({ state: 'visible' });
        await page.reload();
        await questionShown(page, heading(n));
        await expect
          .poll(() =>
            page.getByTestId('exam-matching-select-0').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
          )
          .toBe('Lisbon');
      } else if (kind === 'ordering') {
        const before = await shownOrder(page);
        const handles = page.getByTestId('exam-ordering-handle');
        const from = (await handles.nth(before.length - 1).boundingBox())!;
        const to = (await handles.nth(0).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
        await page.mouse.up();
        const dragged = [before[before.length - 1]!, ...before.slice(0, -1)];
        await expect.poll(() => shownOrder(page)).toEqual(dragged);
        const announced = fill(en.examTypes.orderMoved, { item: dragged[0]!, position: 1, total: ORDER.length });
        await expect.poll(() => page.getByTestId('exam-ordering-announcement').innerText()).toBe(announced);
        await page.reload();
        await questionShown(page, heading(n));
        await expect.poll(() => shownOrder(page)).toEqual(dragged);
        await shoot(page, 'exam-types-ordering-dragged', 1280);
      } else {
        await page.getByTestId('exam-blank-1').fill('Lyon');
        await page.getByTestId('exam-blank-3').selectOption({ label: 'green' });
        await page.reload();
        await questionShown(page, heading(n));
        await expect.poll(() => page.getByTestId('exam-blank-1').inputValue()).toBe('Lyon');
        await expect
          .poll(() => page.getByTestId('exam-blank-3').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
          .toBe('green');
        await shoot(page, 'exam-types-cloze-resumed', 1280);
      }
      await page.getByTestId('exam-submit').click();
    }
    await waitForResultSheet(page);
    const attempt = latestAttempt(server.databasePath, quizTopicId);
    const answers = answersOf(server.databasePath, attempt.quizResponseInitialId).map((a) => a.userAnswer);
    expect(answers).toEqual(expect.arrayContaining(['false', 'Lyon', '3.2']));
    // One pair (Lisbon for the first stem), the dragged order, two blanks.
    expect(answers.map((a) => a.split('#####').length).sort()).toEqual([1, 1, 1, 1, 2, 4]);
  }, 240_000);
});
