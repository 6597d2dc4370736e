// Keyboard steps of the question-type browser tests (issue 22): fields are reached with the focus and
// filled, ticked and chosen with keys, as someone without a mouse does.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Focuses a text field (its <input> or <textarea>) and types into it, replacing what it held. */
export async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]`).first().focus();
  await page.keyboard.press('ControlOrMeta+A');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Backspace');
}

/** Focuses a control (button, checkbox, radio, switch) and presses a key on it: Enter or Space. */
export async function press(page: Page, testId: string, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press(key);
}

/** The test id of the focused element. */
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/**
 * Chooses an option of a RhfSelect with the keyboard: the arrow key opens the list on the selected (or
 * first) option, more arrows walk down it, Enter chooses.
 */
export async function chooseByKeyboard(page: Page, testId: string, value: string | number): Promise<void> {
  const wanted = `${testId}-option-${value}`;
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  // The list takes the focus once it has opened.
  await expect.poll(() => focusedTestId(page)).toMatch(new RegExp(`^${testId}-option-`));
  for (let step = 0; step < 12 && (await focusedTestId(page)) !== wanted; step++)
    await page.keyboard.press('ArrowDown');
  expect(await focusedTestId(page)).toBe(wanted);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The values of the inputs whose test ids are `${prefix}-0`, `${prefix}-1`, … in the order shown. */
export function inputValues(page: Page, prefix: string): Promise<string[]> {
  return page
    .locator(`input[data-testid^="${prefix}-"]`)
    .evaluateAll(
      (inputs, p) =>
        inputs
          .filter((input) => new RegExp(`^${p}-\\d+$`).test(input.getAttribute('data-testid') ?? ''))
          .map((input) => (input as HTMLInputElement).value),
      prefix,
    );
}

/** Starts a new question of `typeId` by keyboard: text, level, category and type. */
export async function startQuestion(page: Page, typeId: number, text: string, category: number): Promise<void> {
  await press(page, 'question-new');
  await page.getByTestId('question-dialog').waitFor();
  await typeInto(page, 'question-detail', text);
  await chooseByKeyboard(page, 'question-level', 1);
  await chooseByKeyboard(page, 'question-category', category);
  await chooseByKeyboard(page, 'question-type', typeId);
}

/** Saves the dialog with Enter on its primary button and waits for it to close. */
export async function saveQuestion(page: Page): Promise<void> {
  await press(page, 'question-dialog-submit');
  await page.getByTestId('question-dialog').waitFor({ state: 'detached' });
}
