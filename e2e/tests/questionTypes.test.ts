import { DEMO_ACCOUNTS, QUESTION_TYPE_ID, type QuestionBody } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminApi, screenshotsAtBothWidths } from './questionFixtures';
import { chooseByKeyboard, inputValues, press, saveQuestion, startQuestion, typeInto } from './questionTypesSteps';

const { admin } = DEMO_ACCOUNTS;
const en = translations.en;
const es = translations.es;

interface StoredQuestion {
  questionDetail: string;
  questionTypeId: number;
  body: QuestionBody | null;
}

/** Signs in and opens the questions of a new assessment, in `language` when given. */
async function openQuestions(page: Page, baseUrl: string, title: string, language?: string) {
  const api = await adminApi(baseUrl);
  const category = await api.createCategory(`${title} category`);
  const quizId = await api.createQuiz({ quizTitle: title });
  await signIn(page, baseUrl, admin.email, admin.password, `/question/quizQuestions?quizTopicId=${quizId}`, language);
  await page.getByTestId('questions-empty').waitFor();
  const stored = async () =>
    (await api.call<StoredQuestion[]>('GET', `/Quiz/GetQuizQuestionList/${quizId}`)).data.sort((a, b) =>
      a.questionDetail.localeCompare(b.questionDetail),
    );
  return { category, stored };
}

const summaryOf = (page: Page, text: string) =>
  page.getByTestId('questions-row').filter({ hasText: text }).getByTestId('question-answer-summary').innerText();

describe('the question dialog of each type, by keyboard', () => {
  const env = useE2eEnvironment();

  it('creates true/false and short answer questions, shows them summed up, and edits one back', async () => {
    const { page, baseUrl } = env;
    const { category, stored } = await openQuestions(page, baseUrl, 'E2E Types A');

    await startQuestion(page, QUESTION_TYPE_ID.trueFalse, 'A: 42 is the answer to everything.', category);
    await press(page, 'question-tf-false', 'Space');
    await typeInto(page, 'question-tf-feedback-false', 'It is the Ultimate Answer.');
    await saveQuestion(page);

    await startQuestion(page, QUESTION_TYPE_ID.shortAnswer, 'B: The capital of France?', category);
    await typeInto(page, 'question-answer-text-0', 'Paris');
    await press(page, 'question-answer-add');
    await typeInto(page, 'question-answer-text-1', 'paris*');
    await typeInto(page, 'question-answer-fraction-1', '50');
    await press(page, 'question-case-sensitive', 'Space');
    await saveQuestion(page);

    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(2);
    expect(await summaryOf(page, '42 is the answer')).toBe(en.questions.answerFalse);
    expect(await summaryOf(page, 'capital of France')).toBe('Paris (100%), paris* (50%) · case-sensitive');
    const [tf, short] = await stored();
    expect(tf!.body).toMatchObject({ type: 'trueFalse', correct: false, feedbackFalse: 'It is the Ultimate Answer.' });
    expect(short!.body).toMatchObject({
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [
        { text: 'Paris', fraction: 1 },
        { text: 'paris*', fraction: 0.5 },
      ],
    });

    // Edit: the stored body comes back into the type's fields.
    const shortRow = page.getByTestId('questions-row').filter({ hasText: 'capital of France' });
    await shortRow.getByRole('button', { name: /Edit question/ }).click();
    expect(await inputValues(page, 'question-answer-text')).toEqual(['Paris', 'paris*']);
    expect(await page.getByTestId('question-answer-fraction-1').inputValue()).toBe('50');
    expect(await page.getByTestId('question-case-sensitive').isChecked()).toBe(true);
    await press(page, 'question-dialog-cancel');
    await page.getByTestId('question-dialog').waitFor({ state: 'detached' });
  });

  it('creates a numerical question with a range and units, and shows it summed up at both widths', async () => {
    const { page, baseUrl } = env;
    const { category, stored } = await openQuestions(page, baseUrl, 'E2E Types N');

    await startQuestion(page, QUESTION_TYPE_ID.numerical, 'C: A number from 1 to 5?', category);
    await press(page, 'question-number-range-0', 'Space');
    await typeInto(page, 'question-number-min-0', '1');
    await typeInto(page, 'question-number-max-0', '5');
    await press(page, 'question-unit-add');
    await typeInto(page, 'question-unit-0', 'm');
    await press(page, 'question-unit-add');
    await typeInto(page, 'question-unit-1', 'cm');
    await typeInto(page, 'question-unit-multiplier-1', '100');
    await settle(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-types-numerical-1280');
    await saveQuestion(page);

    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(1);
    expect(await summaryOf(page, 'number from 1 to 5')).toBe('3 ± 2 (100%) · units: m, cm');
    const [numerical] = await stored();
    expect(numerical!.body).toMatchObject({
      type: 'numerical',
      answers: [{ value: 3, tolerance: 2, fraction: 1 }],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
    });
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-types-table', screenshot);
  });

  it('creates matching and ordering questions, the order moved by keyboard and announced', async () => {
    const { page, baseUrl } = env;
    const { category, stored } = await openQuestions(page, baseUrl, 'E2E Types B');
    // On a phone the dialog fills the screen and each pair stacks its two fields.
    await page.setViewportSize({ width: 375, height: 800 });

    await startQuestion(page, QUESTION_TYPE_ID.matching, 'D: Match the activity to its description.', category);
    const pairs = [
      ['Asynchronous discussions', 'Forum'],
      ['Entries anyone can add', 'Database'],
      ['Pages anyone can edit', 'Wiki'],
    ];
    for (const [i, [stem, choice]] of pairs.entries()) {
      await typeInto(page, `question-pair-stem-${i}`, stem!);
      await typeInto(page, `question-pair-choice-${i}`, choice!);
    }
    await press(page, 'question-distractor-add');
    await typeInto(page, 'question-distractor-0', 'Chat');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-types-matching-375');
    await saveQuestion(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await startQuestion(page, QUESTION_TYPE_ID.ordering, 'E: Put the stages of a butterfly in order.', category);
    for (const [i, stage] of ['Larva', 'Egg', 'Pupa'].entries()) await typeInto(page, `question-item-${i}`, stage);
    await press(page, 'question-item-add');
    await typeInto(page, 'question-item-3', 'Adult');
    // Egg goes up with its button; the focus stays with Egg (on its down button, as it is now first).
    await press(page, 'question-item-up-1');
    expect(await inputValues(page, 'question-item')).toEqual(['Egg', 'Larva', 'Pupa', 'Adult']);
    await expect
      .poll(() => page.getByTestId('question-item-announcement').innerText())
      .toBe('“Egg” moved to position 1 of 4');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('question-item-down-0');
    // Alt+Arrow in a field moves its item and keeps the typing there.
    await page.getByTestId('question-item-3').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowDown');
    expect(await inputValues(page, 'question-item')).toEqual(['Egg', 'Larva', 'Pupa', 'Adult']);
    await chooseByKeyboard(page, 'question-order-scoring', 'perPosition');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-types-ordering-1280');
    await saveQuestion(page);

    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(2);
    expect(await summaryOf(page, 'Match the activity')).toBe('Pairs: 3 · wrong answers: 1');
    expect(await summaryOf(page, 'butterfly')).toBe(`Items: 4 · ${en.questions.scoring.perPosition}`);
    const [matching, ordering] = await stored();
    expect(matching!.body).toEqual({
      type: 'matching',
      pairs: pairs.map(([stem, choice]) => ({ stem, choice })),
      distractors: ['Chat'],
    });
    expect(ordering!.body).toEqual({
      type: 'ordering',
      items: ['Egg', 'Larva', 'Pupa', 'Adult'],
      scoring: 'perPosition',
    });
    await expectNoRawTranslationKeys(page);
  });

  it('creates a cloze question with a live preview of its blanks, and edits it back in Moodle syntax', async () => {
    const { page, baseUrl } = env;
    const { category, stored } = await openQuestions(page, baseUrl, 'E2E Types C');

    await startQuestion(page, QUESTION_TYPE_ID.cloze, 'F: ', category);
    await typeInto(
      page,
      'question-detail',
      'F: The capital of {1:SHORTANSWER:=Paris~%50%paris} is in {2:MULTICHOICE:=France~Spain} at {1:NUMERICAL:=48.86:0.01}° N.',
    );
    const blanks = page.getByTestId('question-cloze-blanks');
    await expect.poll(() => blanks.locator('li').count()).toBe(3);
    expect(await blanks.innerText()).toContain('Paris (100%), paris (50%)');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-types-cloze-1280');
    await saveQuestion(page);

    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(1);
    expect(await summaryOf(page, 'The capital of')).toBe('Blanks: 3 (text, choice, number)');
    const [cloze] = await stored();
    expect(cloze!.questionTypeId).toBe(QUESTION_TYPE_ID.cloze);
    expect(cloze!.body?.type === 'cloze' && cloze!.body.blanks.map((b) => b.kind)).toEqual([
      'text',
      'choice',
      'number',
    ]);
    await expectNoRawTranslationKeys(page);

    // Edit: the text comes back in Moodle's syntax (as the shared writer spells it: Spain's 0 credit shows).
    const clozeRow = page.getByTestId('questions-row').filter({ hasText: 'The capital of' });
    await clozeRow.getByRole('button', { name: /Edit question/ }).click();
    expect(await page.getByTestId('question-detail').inputValue()).toContain('{2:MULTICHOICE:=France~%0%Spain}');
    await expect.poll(() => page.getByTestId('question-cloze-blanks').locator('li').count()).toBe(3);
    await press(page, 'question-dialog-cancel');
    await page.getByTestId('question-dialog').waitFor({ state: 'detached' });
  });

  it('speaks Spanish: the fields, the live messages and the table, at 375 and 1280 px', async () => {
    const { page, baseUrl } = env;
    const { category } = await openQuestions(page, baseUrl, 'E2E Tipos', 'es');
    await page.setViewportSize({ width: 375, height: 800 });

    await startQuestion(page, QUESTION_TYPE_ID.shortAnswer, '¿Capital de Francia?', category);
    const dialog = page.getByTestId('question-dialog');
    await dialog.getByText(es.questions.acceptedAnswers).waitFor();
    await typeInto(page, 'question-answer-text-0', 'París');
    await typeInto(page, 'question-answer-fraction-0', '0');
    // The list's own message, live and in Spanish, until an answer earns marks.
    const listMessage = page.getByTestId('question-answers-message');
    await expect.poll(() => listMessage.innerText()).toBe(es.messages.noScoringAnswer);
    await typeInto(page, 'question-answer-fraction-0', '150');
    await dialog.getByText(es.messages.fractionRange).waitFor();
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-types-es-375');
    await typeInto(page, 'question-answer-fraction-0', '100');
    await listMessage.waitFor({ state: 'detached' });
    await saveQuestion(page);

    await startQuestion(page, QUESTION_TYPE_ID.ordering, 'Ordena los planetas por su distancia al Sol.', category);
    for (const [i, planet] of ['Venus', 'Mercurio', 'Tierra'].entries())
      await typeInto(page, `question-item-${i}`, planet);
    await press(page, 'question-item-down-0');
    await expect
      .poll(() => page.getByTestId('question-item-announcement').innerText())
      .toBe('«Venus» movido a la posición 2 de 3');
    await screenshot(page, 'question-types-ordering-es-375');
    await saveQuestion(page);

    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(2);
    expect(await summaryOf(page, 'Capital de Francia')).toBe('París (100\u00a0%)');
    expect(await page.getByTestId('question-type-cell').allInnerTexts()).toEqual(
      expect.arrayContaining([es.questions.typeNames.shortAnswer, es.questions.typeNames.ordering]),
    );
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-types-table-es', screenshot);
  });
});
