// @vitest-environment jsdom
// The questions table of an assessment, against a real HTTP server on loopback that records the writes: on a
// phone each card lists only the options its question has, and a type without options is read by its
// summary (issue 22); the filters by text, category, level, type and tag, and the bulk changes of the
// selected questions (issue 23).
import type { Question } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import QuestionsPage from '../../src/features/authoring/questions/QuestionsPage';
import { NotifierProvider } from '../../src/lib/Notifier';
import { serveApi } from '../helpers/loopbackApi';

const q = translations.en.questions;
const tq = translations.en.questionTags;

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
    tags: ['Europe', 'Unit 7'],
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
    questionLavelId: 2,
    tags: ['unit 7'],
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
    questionCategoryId: 4,
    questionCategoryName: 'Countries',
  },
  { ...base, quizQuestionId: 4, questionDetail: 'Describe the Río Grande', questionTypeId: 2 },
];

const writes: { url: string; body: any }[] = [];

function answer(method: string, url: string, body: any): [number, unknown] {
  if (method === 'PUT') {
    writes.push({ url, body });
    return [200, { responseMsg: 'successfullyUpdated', count: body.quizQuestionIds.length }];
  }
  if (url === '/api/Quiz/GetSingleQuiz/7')
    return [200, { quizTopicId: 7, quizTitle: 'Geography', quizMarkOptionId: 1, isRunning: false }];
  if (url === '/api/Quiz/GetQuizQuestionList/7') return [200, rows];
  if (url === '/api/Quiz/GetQuestionCategory')
    return [
      200,
      [
        { questionCategoryId: 3, questionCategoryName: 'Capitals', questionsCount: 3 },
        { questionCategoryId: 4, questionCategoryName: 'Countries', questionsCount: 1 },
        { questionCategoryId: 5, questionCategoryName: 'Revision', questionsCount: 0 },
      ],
    ];
  if (url === '/api/Quiz/GetQuestionLavel')
    return [
      200,
      [
        { questionLavelId: 1, questionLavelName: 'Easy' },
        { questionLavelId: 2, questionLavelName: 'Medium' },
      ],
    ];
  if (url === '/api/Quiz/GetQuestionTags') return [200, [{ tag: 'Unit 7', questionsCount: 2 }]];
  return [404, null];
}

serveApi(answer);
beforeEach(() => {
  writes.length = 0;
});
afterEach(() => {
  cleanup();
  phone = false;
});

function renderPage(query = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotifierProvider>
        <MemoryRouter initialEntries={[`/question/quizQuestions?quizTopicId=7${query}`]}>
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
      ['Describe the', q.summaryDescriptive],
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

/** The texts of the rows shown. */
async function shownTexts() {
  await screen.findAllByTestId('questions-row');
  return screen.getAllByTestId('question-cell').map((cell) => cell.textContent);
}
/** Chooses an option of a filter (a select whose display carries the test id). */
async function choose(testId: string, value: string | number) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(`${testId}-option-${value}`));
}

describe('the filters of the question bank', () => {
  it('filters by tag (any case), category, level and type, and says how many pass', async () => {
    renderPage();
    expect(await shownTexts()).toHaveLength(4);
    await choose('question-filter-tag', 'unit 7');
    expect(await shownTexts()).toEqual(['Two options', 'True or false']);
    expect(screen.getByTestId('question-filter-shown')).toHaveTextContent('Shown: 2 of 4');
    await choose('question-filter-level', 2);
    expect(await shownTexts()).toEqual(['True or false']);
    fireEvent.click(screen.getByTestId('question-filter-clear'));
    expect(await shownTexts()).toHaveLength(4);
    await choose('question-filter-category', 4);
    expect(await shownTexts()).toEqual(['Match them']);
    await choose('question-filter-category', 'all');
    await choose('question-filter-type', 2);
    expect(await shownTexts()).toEqual(['Describe the Río Grande']);
  });

  it('searches the texts, options and tags without regard to case or accents', async () => {
    renderPage();
    await shownTexts();
    const search = screen.getByTestId('question-filter-text');
    fireEvent.change(search, { target: { value: 'rio' } });
    expect(await shownTexts()).toEqual(['Describe the Río Grande']);
    fireEvent.change(search, { target: { value: 'ROME' } });
    expect(await shownTexts()).toEqual(['Two options', 'Match them']);
    fireEvent.change(search, { target: { value: 'europe paris' } });
    expect(await shownTexts()).toEqual(['Two options']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(await screen.findByText(tq.noMatch)).toBeInTheDocument();
  });

  it('reads the filters from the address', async () => {
    renderPage('&tag=Unit%207&type=3');
    expect(await shownTexts()).toEqual(['True or false']);
  });
});

describe('the bulk changes of the question bank', () => {
  async function selectTwo() {
    renderPage();
    await shownTexts();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select question 3' }));
    expect(screen.getByTestId('question-bulk-count')).toHaveTextContent('Selected: 2');
  }

  it('adds tags to the selected questions', async () => {
    await selectTwo();
    fireEvent.click(screen.getByTestId('question-bulk-add-open'));
    const input = screen.getByTestId('question-bulk-add-tags');
    fireEvent.change(input, { target: { value: 'Revision' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('question-bulk-add-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('question-bulk-add-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/Quiz/BulkUpdateQuestionTags',
      body: { quizQuestionIds: [1, 3], add: ['Revision'] },
    });
    await screen.findByText('Tags added to the selected questions (2)');
  });

  it('removes one of the tags the selected questions carry', async () => {
    await selectTwo();
    fireEvent.click(screen.getByTestId('question-bulk-remove-open'));
    fireEvent.mouseDown(screen.getByTestId('question-bulk-remove-tags'));
    // Only the tags of the selection are offered.
    const options = await screen.findAllByTestId('question-bulk-remove-tags-option');
    expect(options.map((o) => o.textContent)).toEqual(['Europe', 'Unit 7']);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(screen.getByTestId('question-bulk-remove-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('question-bulk-remove-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ quizQuestionIds: [1, 3], remove: ['Unit 7'] });
  });

  it('moves the selected questions to another category', async () => {
    await selectTwo();
    fireEvent.click(screen.getByTestId('question-bulk-move-open'));
    expect(screen.getByTestId('question-bulk-move-submit')).toBeDisabled();
    fireEvent.mouseDown(screen.getByTestId('question-bulk-move-category'));
    fireEvent.click(await screen.findByTestId('question-bulk-move-category-option-5'));
    await waitFor(() => expect(screen.getByTestId('question-bulk-move-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('question-bulk-move-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: '/api/Quiz/MoveQuestionsToCategory',
      body: { quizQuestionIds: [1, 3], questionCategoryId: 5 },
    });
    await screen.findByText('Questions moved (2)');
  });

  it('applies only to the selected questions the filters show', async () => {
    await selectTwo();
    await choose('question-filter-category', 3);
    expect(screen.getByTestId('question-bulk-count')).toHaveTextContent('Selected: 1');
    fireEvent.click(screen.getByTestId('question-bulk-move-open'));
    fireEvent.mouseDown(screen.getByTestId('question-bulk-move-category'));
    fireEvent.click(await screen.findByTestId('question-bulk-move-category-option-5'));
    await waitFor(() => expect(screen.getByTestId('question-bulk-move-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('question-bulk-move-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body.quizQuestionIds).toEqual([1]);
  });
});
