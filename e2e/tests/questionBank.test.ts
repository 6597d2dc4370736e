import { DEMO_ACCOUNTS, QUESTION_TYPE_ID } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminApi, chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin } = DEMO_ACCOUNTS;
const en = translations.en;
const es = translations.es;

describe('the question bank of an assessment', () => {
  const env = useE2eEnvironment();

  it('on a phone, reads each type without options by its summary, not by empty Option rows', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const questionCategoryId = await api.createCategory('E2E Bank phone');
    const quizTopicId = await api.createQuiz({ quizTitle: 'E2E Bank phone' });
    const add = (questionDetail: string, fields: Record<string, unknown>) =>
      api.createQuestion({ quizTopicId, questionCategoryId, questionDetail, ...fields });
    await add('Which city is the capital of Italy?', { optionA: 'Rome', optionB: 'Milan', correctOption: ['A'] });
    await add('The Sun is a star.', { questionTypeId: QUESTION_TYPE_ID.trueFalse, correctOption: ['A'] });
    await add('The capital of France?', {
      questionTypeId: QUESTION_TYPE_ID.shortAnswer,
      body: { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'Paris', fraction: 1 }] },
    });
    await add('Match each country with its capital.', {
      questionTypeId: QUESTION_TYPE_ID.matching,
      body: {
        type: 'matching',
        pairs: [
          { stem: 'France', choice: 'Paris' },
          { stem: 'Italy', choice: 'Rome' },
        ],
        distractors: ['Lyon'],
      },
    });
    await add('Put the planets in order.', {
      questionTypeId: QUESTION_TYPE_ID.ordering,
      body: { type: 'ordering', items: ['Mercury', 'Venus', 'Earth'], scoring: 'perPosition' },
    });
    await add('Describe the water cycle.', { questionTypeId: QUESTION_TYPE_ID.descriptive, correctOption: [] });

    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(
      page,
      baseUrl,
      admin.email,
      admin.password,
      `/question/quizQuestions?quizTopicId=${quizTopicId}`,
      'es',
    );
    const cards = page.getByTestId('questions-row');
    await expect.poll(() => cards.count()).toBe(6);
    const labelsOf = (text: string) => cards.filter({ hasText: text }).locator('dt').allInnerTexts();
    const option = (letter: string) => es.questions.colOption.replace('{{letter}}', letter);
    // The choice question lists its two options and no empty third or fourth.
    expect(await labelsOf('capital of Italy')).toEqual([
      es.questions.colCategory,
      es.questions.colMarks,
      option('A'),
      option('B'),
      es.questions.colCorrect,
    ]);
    for (const text of ['The Sun', 'capital of France', 'Match each', 'planets in order', 'water cycle'])
      expect(await labelsOf(text)).toEqual([es.questions.colCategory, es.questions.colMarks, es.questions.colCorrect]);
    const summary = (text: string) =>
      cards.filter({ hasText: text }).getByTestId('question-answer-summary').innerText();
    expect(await summary('The Sun')).toBe(es.questions.answerTrue);
    expect(await summary('water cycle')).toBe(es.questions.summaryDescriptive);
    await settle(page);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-bank-types-375-es');
  });

  it('tags two questions in the dialog, filters by the tag and moves both to another category', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const from = await api.createCategory('E2E Bank algebra');
    const to = await api.createCategory('E2E Bank revision');
    const quizTopicId = await api.createQuiz({ quizTitle: 'E2E Bank tags' });
    const ids: number[] = [];
    for (const text of ['What is 2 + 2?', 'Solve x + 1 = 3.', 'Name a prime number.'])
      ids.push(await api.createQuestion({ quizTopicId, questionCategoryId: from, questionDetail: text }));
    const [first, second, third] = ids as [number, number, number];
    const rows = page.getByTestId('questions-row');
    const rowOf = (id: number) => rows.filter({ has: page.getByTestId(`question-edit-${id}`) });

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, baseUrl, admin.email, admin.password, `/question/quizQuestions?quizTopicId=${quizTopicId}`);
    await expect.poll(() => rows.count()).toBe(3);

    // The first question gets a new tag, typed and ended with Enter.
    await page.getByTestId(`question-edit-${first}`).click();
    const tagInput = page.getByTestId('question-tags');
    await tagInput.fill('Unit 7');
    await tagInput.press('Enter');
    await tagInput.fill('a#####b');
    await tagInput.press('Enter');
    // A tag the rules refuse stays typed, with the reason under the field.
    const refusal = page.getByTestId('question-dialog').getByText(en.messages.tagHasSeparator);
    await refusal.waitFor();
    expect(await tagInput.inputValue()).toBe('a#####b');
    await tagInput.fill('');
    await refusal.waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-bank-tag-field-1280');
    await page.getByTestId('question-dialog-submit').click();
    await page.getByTestId('question-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(first).getByTestId('question-tags-cell').innerText()).toBe('Unit 7');

    // The second takes it from the site's tags, typed in another case.
    await page.getByTestId(`question-edit-${second}`).click();
    await tagInput.fill('unit');
    const suggestion = page.getByTestId('question-tags-option').filter({ hasText: 'Unit 7' });
    await expect.poll(() => suggestion.innerText()).toContain(en.questionTags.questionsCount.replace('{{count}}', '1'));
    await suggestion.click();
    await page.getByTestId('question-dialog-submit').click();
    await page.getByTestId('question-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(second).getByTestId('question-tags-cell').innerText()).toBe('Unit 7');

    // Filter by the tag: two of the three.
    await chooseOption(page, 'question-filter-tag', 'unit 7');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('question-filter-shown').innerText()).toBe(
      en.questionTags.shown.replace('{{shown}}', '2').replace('{{count}}', '3'),
    );
    expect(new URL(page.url()).searchParams.get('tag')).toBe('unit 7');

    // Select both and move them.
    await page.getByTestId('questions-select-all').check();
    await page.getByTestId('question-bulk-bar').waitFor();
    expect(await page.getByTestId('question-bulk-count').innerText()).toBe(
      en.questionTags.selected.replace('{{count}}', '2'),
    );
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-bank-selected-en', screenshot);
    await page.getByTestId('question-bulk-move-open').click();
    await chooseOption(page, 'question-bulk-move-category', to);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-bank-move-1280');
    await page.getByTestId('question-bulk-move-submit').click();
    await page.getByTestId('question-bulk-move').waitFor({ state: 'detached' });
    await page.getByTestId('notice').getByText(en.questionTags.questionsMoved.replace('{{count}}', '2')).waitFor();

    // The third stays where it was; the filter by the new category finds the two.
    await page.getByTestId('question-filter-clear').click();
    await expect.poll(() => rows.count()).toBe(3);
    await chooseOption(page, 'question-filter-category', to);
    await expect.poll(() => rows.count()).toBe(2);
    const stored = (
      await api.call<{ quizQuestionId: number; questionCategoryId: number; tags: string[] }[]>(
        'GET',
        `/Quiz/GetQuizQuestionList/${quizTopicId}`,
      )
    ).data;
    expect(stored.map((q) => [q.quizQuestionId, q.questionCategoryId, q.tags])).toEqual([
      [first, to, ['Unit 7']],
      [second, to, ['Unit 7']],
      [third, from, []],
    ]);

    // Bulk: a second tag on both at once, then the same screen in Spanish.
    await page.getByTestId('questions-select-all').check();
    await page.getByTestId('question-bulk-add-open').click();
    const bulkInput = page.getByTestId('question-bulk-add-tags');
    await bulkInput.fill('Revisión');
    await bulkInput.press('Enter');
    await page.getByTestId('question-bulk-add-submit').click();
    await page.getByTestId('question-bulk-add').waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(first).getByTestId('question-tags-cell').innerText()).toContain('Revisión');

    await signIn(
      page,
      baseUrl,
      admin.email,
      admin.password,
      `/question/quizQuestions?quizTopicId=${quizTopicId}&tag=unit%207`,
      'es',
    );
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('questions-select-all').check();
    await page.getByTestId('question-bulk-bar').waitFor();
    expect(await page.getByTestId('question-bulk-count').innerText()).toBe(
      es.questionTags.selected.replace('{{count}}', '2'),
    );
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-bank-selected-es', screenshot);
    await page.getByTestId('question-bulk-remove-open').click();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'question-bank-remove-1280-es');
  });
});
