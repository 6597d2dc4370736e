// @vitest-environment jsdom
// The AI question window's result (issue 22): every saved question read for its type, with the key parts
// the question dialog names, in the user's language.
import type { AiGenerationResponse, AiSavedQuestion } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadLocale } from '../../src/i18n';
import { AiQuestionsResult } from '../../src/features/authoring/questions/AiQuestionsResult';

const base = { options: [], correctOptions: [], answerExplanation: '', perQuestionMark: 2, body: null };
const QUESTIONS: AiSavedQuestion[] = [
  {
    ...base,
    questionTypeId: 1,
    questionDetail: 'Capital of France?',
    options: ['Paris', 'Rome'],
    correctOptions: ['Paris'],
    answerExplanation: 'Paris is on the Seine.',
  },
  {
    ...base,
    questionTypeId: 4,
    questionDetail: 'Largest planet?',
    body: {
      type: 'shortAnswer',
      answers: [
        { text: 'Jupiter', fraction: 1 },
        { text: 'Jove', fraction: 0.5 },
      ],
      caseSensitive: false,
    },
  },
  {
    ...base,
    questionTypeId: 5,
    questionDetail: 'Pi to two decimals?',
    body: {
      type: 'numerical',
      answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }],
      units: [],
      unitRequired: false,
    },
  },
  {
    ...base,
    questionTypeId: 6,
    questionDetail: 'Match the capitals.',
    body: {
      type: 'matching',
      pairs: [
        { stem: 'France', choice: 'Paris' },
        { stem: 'Italy', choice: 'Rome' },
      ],
      distractors: ['Lyon'],
    },
  },
  {
    ...base,
    questionTypeId: 7,
    questionDetail: 'Order from the Sun.',
    body: { type: 'ordering', items: ['Mercury', 'Venus', 'Earth'], scoring: 'allOrNothing' },
  },
  { ...base, questionTypeId: 2, questionDetail: 'Explain gravity.' },
];

const result: AiGenerationResponse = {
  responseMsg: 'aiQuestionsGenerated',
  params: { count: QUESTIONS.length, dropped: 0 },
  dropped: [],
  questions: QUESTIONS,
};

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const items = () => screen.getAllByTestId('ai-saved-question');

describe('the saved questions of an AI generation', () => {
  it('shows each question with its type and key, as the question dialog names them', async () => {
    await loadLocale('en');
    const q = translations.en.questions;
    render(<AiQuestionsResult result={result} quizTitle="Geography" total={6} marks />);
    const list = screen.getByRole('region', { name: 'Questions saved to “Geography”' });
    expect(within(list).getByRole('heading', { name: 'Saved questions: 6' })).toBeInTheDocument();
    expect(items().map((item) => item.dataset.type)).toEqual(['1', '4', '5', '6', '7', '2']);
    const [choice, short, numerical, matching, ordering, descriptive] = items().map((item) => item.textContent ?? '');
    expect(choice).toContain(q.typeNames.choice);
    expect(choice).toContain('A. Paris (correct answer)');
    expect(choice).toContain('B. Rome');
    expect(choice).not.toContain('Rome (correct answer)');
    expect(choice).toContain(`${q.explanation}: Paris is on the Seine.`);
    expect(choice).toContain(`${q.colMarks}: 2`);
    expect(short).toContain(`${q.acceptedAnswers}: Jupiter (100%), Jove (50%)`);
    expect(numerical).toContain(`${q.acceptedValues}: 3.14 ± 0.01 (100%)`);
    expect(matching).toContain(q.typeNames.matching);
    expect(
      within(items()[3]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['France → Paris', 'Italy → Rome']);
    expect(matching).toContain('Wrong answers: Lyon');
    const order = within(items()[4]!).getByRole('list');
    expect(order.tagName).toBe('OL');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mercury', 'Venus', 'Earth']);
    expect(ordering).toContain(q.orderItems);
    expect(descriptive).toContain(q.summaryDescriptive);
  });

  it('speaks the user language and leaves marks out when the assessment spreads them', async () => {
    await loadLocale('es');
    await act(() => i18n.changeLanguage('es'));
    const q = translations.es.questions;
    render(<AiQuestionsResult result={result} quizTitle="Geografía" total={6} marks={false} />);
    expect(screen.getByRole('heading', { name: 'Preguntas guardadas: 6' })).toBeInTheDocument();
    const texts = items().map((item) => item.textContent ?? '');
    expect(texts[0]).toContain('A. Paris (respuesta correcta)');
    expect(texts[1]).toContain(q.typeNames.shortAnswer);
    expect(texts[3]).toContain('Respuestas incorrectas: Lyon');
    expect(texts[4]).toContain(q.typeNames.ordering);
    expect(texts.join(' ')).not.toContain(`${q.colMarks}:`);
  });
});
