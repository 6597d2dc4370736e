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
import { adminApi } from './questionFixtures';

const { admin } = DEMO_ACCOUNTS;
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
});
