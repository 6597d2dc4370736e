// @vitest-environment jsdom
// The questions table of an assessment, against a real HTTP server on loopback: on a phone each card lists
// only the options its question has, and a type without options is read by its summary (issue 22).
import type { Question } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../src/i18n';
import QuestionsPage from '../../src/features/authoring/questions/QuestionsPage';
import { NotifierProvider } from '../../src/lib/Notifier';

const q = translations.en.questions;

let phone = false;
// jsdom has no matchMedia: answer MUI's "below 600 px" query as the test asks.
window.matchMedia = ((query: string) => ({
  matches: phone && query.includes('max-width'),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

const base = {
  quizTopicId: 7,
  perQuestionMark: 1,
  questionLavelId: 1,
  questionCategoryId: 3,
  questionCategoryName: 'Capitals',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  optionE: '',
  correctOption: [],
  correctOptionText: '',
  answerExplanation: '',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  body: null,
  tags: [],
};
const rows: Question[] = [
  {
    ...base,
    quizQuestionId: 1,
    questionDetail: 'Two options',
    questionTypeId: 1,
    optionA: 'Paris',
    optionB: 'Rome',
    correctOption: ['A'],
    correctOptionText: 'Paris',
  },
  {
    ...base,
    quizQuestionId: 2,
    questionDetail: 'True or false',
    questionTypeId: 3,
    optionA: 'True',
    optionB: 'False',
    correctOption: ['B'],
    correctOptionText: 'False',
    body: { type: 'trueFalse', correct: false },
  },
  {
    ...base,
    quizQuestionId: 3,
    questionDetail: 'Match them',
    questionTypeId: 6,
    body: {
      type: 'matching',
      pairs: [
        { stem: 'France', choice: 'Paris' },
        { stem: 'Italy', choice: 'Rome' },
      ],
      distractors: ['Lyon'],
    },
  },
  { ...base, quizQuestionId: 4, questionDetail: 'Describe it', questionTypeId: 2 },
];

let server: Server;
const realFetch = globalThis.fetch;

function answer(url: string): [number, unknown] {
  if (url === '/api/Quiz/GetSingleQuiz/7')
    return [200, { quizTopicId: 7, quizTitle: 'Geography', quizMarkOptionId: 1, isRunning: false }];
  if (url === '/api/Quiz/GetQuizQuestionList/7') return [200, rows];
  if (url === '/api/Quiz/GetQuestionCategory')
    return [200, [{ questionCategoryId: 3, questionCategoryName: 'Capitals', questionsCount: 4 }]];
  if (url === '/api/Quiz/GetQuestionLavel') return [200, [{ questionLavelId: 1, questionLavelName: 'Easy' }]];
  return [404, null];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const [status, body] = answer(req.url!);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => realFetch(`${origin}${String(input)}`, init);
});
afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});
afterEach(() => {
  cleanup();
  phone = false;
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifierProvider>
        <MemoryRouter initialEntries={['/question/quizQuestions?quizTopicId=7']}>
          <QuestionsPage />
        </MemoryRouter>
      </NotifierProvider>
    </QueryClientProvider>,
  );
}

/** The card (or row) of a question, by its text. */
async function rowOf(text: string) {
  const all = await screen.findAllByTestId('questions-row');
  const row = all.find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row of ${text}`);
  return row;
}
/** A card's labels (dt) with their values (dd). */
function cardLines(card: HTMLElement) {
  const labels = within(card).queryAllByRole('term');
  return Object.fromEntries(labels.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

describe('the questions table on a phone', () => {
  it('lists only the options a choice question has', async () => {
    phone = true;
    renderPage();
    const lines = cardLines(await rowOf('Two options'));
    expect(lines).toMatchObject({ 'Option-A': 'Paris', 'Option-B': 'Rome', [q.colCorrect]: 'Paris' });
    expect(lines).not.toHaveProperty('Option-C');
    expect(lines).not.toHaveProperty('Option-D');
  });

  it('shows the types without options by their summary, with no Option rows', async () => {
    phone = true;
    renderPage();
    for (const [text, summary] of [
      ['True or false', q.answerFalse],
      ['Match them', 'Pairs: 2 · wrong answers: 1'],
      ['Describe it', q.summaryDescriptive],
    ] as const) {
      const lines = cardLines(await rowOf(text));
      expect(Object.keys(lines).filter((label) => label?.startsWith('Option'))).toEqual([]);
      expect(lines[q.colCorrect]).toBe(summary);
    }
  });

  it('keeps every column in the wide table', async () => {
    renderPage();
    const row = await rowOf('Match them');
    expect(row.tagName).toBe('TR');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Option-A', 'Option-B', 'Option-C', 'Option-D', q.colCorrect]),
    );
  });
});
