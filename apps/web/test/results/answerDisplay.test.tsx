// @vitest-environment jsdom
// Issue 22's answers and keys on the result sheet, the report details (the same table) and the grading
// dialog. The rows are made as the server makes them: the exam screen's wire form (examWire.ts) of a real
// body's candidate view, read back by the shared display rules (answerText, and the key as correctAnswer).
import {
  bodyCandidateView,
  displayBodyAnswer,
  displayBodyKey,
  QUESTION_TYPE_ID,
  type AttemptKeys,
  type QuestionBody,
  type ResultRow,
} from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { blanksToWire, orderToWire, pairsToWire } from '../../src/features/delivery/exam/examWire';
import { loadLocale } from '../../src/i18n';
import { ReviewAnswerCard } from '../../src/features/results/reports/ReviewAnswerCard';
import { shownAnswer, shownKey, type ReadableDetail } from '../../src/features/results/resultSheet/answerDisplay';
import { ResultAnswersTable } from '../../src/features/results/resultSheet/ResultAnswersTable';

afterEach(cleanup);

/** How the shared display rules join a pair, mark a part left unanswered and join an order. */
const display = { PAIR_ARROW: ' → ', NO_ANSWER: '—', ORDER_ARROW: ' → ' };

/** Ids and order of one attempt, plain so that the test reads them (the server derives them from a secret). */
const keys: AttemptKeys = {
  idFor: (kind, index) => `${kind}-${index}`,
  order: (_kind, n) => Array.from({ length: n }, (_, i) => n - 1 - i),
};

const matching: QuestionBody = {
  type: 'matching',
  pairs: [
    { stem: 'France', choice: 'Paris' },
    { stem: 'Italy', choice: 'Rome' },
  ],
  distractors: ['Berlin'],
};
const ordering: QuestionBody = { type: 'ordering', items: ['Egg', 'Larva', 'Pupa'], scoring: 'perPosition' };
const cloze: QuestionBody = {
  type: 'cloze',
  blanks: [
    { no: 1, kind: 'text', weight: 1, caseSensitive: false, answers: [{ text: 'Paris', fraction: 1 }] },
    { no: 2, kind: 'number', weight: 1, answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }] },
  ],
};
const shortAnswer: QuestionBody = {
  type: 'shortAnswer',
  caseSensitive: false,
  answers: [
    { text: 'Paris', fraction: 1 },
    { text: 'Lutetia', fraction: 0.5 },
  ],
};
const trueFalse: QuestionBody = { type: 'trueFalse', correct: false };

/** A result row of a question with this body, answered with this wire form. */
function row(body: QuestionBody, wire: string, over: Partial<ReadableDetail> = {}): ReadableDetail {
  return {
    quizResponseDetailId: Math.floor(Math.random() * 1e6),
    quizQuestionId: 1,
    questionTypeId: QUESTION_TYPE_ID[body.type],
    questionDetail: `A ${body.type} question`,
    userAnswer: wire,
    answerText: displayBodyAnswer(body, wire, keys),
    correctAnswer: displayBodyKey(body),
    isAnswerSkipped: false,
    questionMark: 2,
    userObtainedQuestionMark: 1,
    isExamined: true,
    pointerLeaveCount: 0,
    visibilitychangeCount: 0,
    answerExplanation: '',
    isCodeSnippet: false,
    feedback: null,
    ...over,
  };
}

const view = (body: QuestionBody) => bodyCandidateView(body, keys);
const matchingView = view(matching);
const orderingView = view(ordering);
// France → Paris, Italy left unanswered.
const matchingWire = pairsToWire(
  {
    [matchingView.stems!.find((s) => s.text === 'France')!.id]: matchingView.choices!.find((c) => c.text === 'Paris')!
      .id,
  },
  matchingView.stems!,
);
// Larva, Egg, Pupa.
const orderingWire = orderToWire(['Larva', 'Egg', 'Pupa'].map((t) => orderingView.items!.find((i) => i.text === t)!));
const clozeWire = blanksToWire({ 1: 'Lyon', 2: '3.14' }, view(cloze).blanks!);

describe('how each type’s answer and key read', () => {
  it('matching and cloze: one line per pair or blank, unanswered ones marked', () => {
    expect(shownAnswer(row(matching, matchingWire))).toEqual({
      kind: 'lines',
      lines: [`France${display.PAIR_ARROW}Paris`, `Italy${display.PAIR_ARROW}${display.NO_ANSWER}`],
    });
    expect(shownKey(row(matching, matchingWire))).toEqual({
      kind: 'lines',
      lines: [`France${display.PAIR_ARROW}Paris`, `Italy${display.PAIR_ARROW}Rome`],
    });
    const answer = shownAnswer(row(cloze, clozeWire));
    expect(answer).toMatchObject({ kind: 'lines' });
    expect(answer?.kind === 'lines' && answer.lines).toEqual([
      expect.stringMatching(/Lyon$/),
      expect.stringMatching(/3\.14$/),
    ]);
  });

  it('ordering: the items in the candidate’s order; short answer: the text; its key one accepted answer a line', () => {
    expect(shownAnswer(row(ordering, orderingWire))).toEqual({
      kind: 'text',
      text: ['Larva', 'Egg', 'Pupa'].join(display.ORDER_ARROW),
    });
    expect(shownKey(row(ordering, orderingWire))).toEqual({
      kind: 'text',
      text: ['Egg', 'Larva', 'Pupa'].join(display.ORDER_ARROW),
    });
    expect(shownAnswer(row(shortAnswer, 'lutetia'))).toEqual({ kind: 'text', text: 'lutetia' });
    expect(shownKey(row(shortAnswer, 'lutetia'))).toEqual({ kind: 'lines', lines: ['Paris', 'Lutetia (50%)'] });
  });

  it('true/false: a word for the reader’s language; a skipped answer shows nothing', () => {
    expect(shownAnswer(row(trueFalse, 'true'))).toEqual({ kind: 'truth', value: true });
    expect(shownKey(row(trueFalse, 'true'))).toEqual({ kind: 'truth', value: false });
    expect(shownAnswer(row(trueFalse, '', { isAnswerSkipped: true, answerText: '' }))).toBeNull();
  });

  it('choice and descriptive rows read as before issue 22', () => {
    const choice = row(shortAnswer, '', {
      questionTypeId: QUESTION_TYPE_ID.choice,
      userAnswer: '2#####3',
      answerText: undefined,
      correctAnswer: '2#####3#####5',
    });
    expect(shownAnswer(choice)).toEqual({ kind: 'options', parts: ['2', '3'] });
    expect(shownKey(choice)).toEqual({ kind: 'options', parts: ['2', '3', '5'] });
    const written = { ...choice, questionTypeId: QUESTION_TYPE_ID.descriptive, userAnswer: 'Rain#####falls' };
    expect(shownAnswer(written)).toEqual({ kind: 'text', text: 'Rain, falls' });
  });
});

const sheetRow: ResultRow = {
  quizResponseInitialId: 7,
  userId: 3,
  fullName: 'Cara Candidate',
  email: 'candidate@example.com',
  quizTopicId: 2,
  quizTitle: 'Physics',
  timeTaken: 4.5,
  quizMark: 10,
  userObtainedQuizMark: 5,
  quizPassMarks: 5,
  quizTime: 10,
  quizMarkOptionId: 1,
  isExamined: true,
  attemptCount: 1,
  dateAdded: '2025-05-05T09:30:00.000Z',
  certificateTemplateId: null,
  pointerLeaveCountSum: 0,
  visibilitychangeCountSum: 0,
  allowCorrectOption: true,
  allowAnswerExplation: false,
};

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{node}</MemoryRouter>
  </QueryClientProvider>
);

describe('the result sheet in Italian', () => {
  it('shows every type’s answer and key readably, true/false in the reader’s words', async () => {
    await loadLocale('it');
    await act(() => i18next.changeLanguage('it'));
    const it = translations.it.examResult;
    try {
      render(
        wrap(
          <ResultAnswersTable
            row={sheetRow}
            details={[
              row(trueFalse, 'true'),
              row(matching, matchingWire),
              row(ordering, orderingWire),
              row(cloze, clozeWire),
            ]}
            loading={false}
            error={undefined}
            onRetry={() => undefined}
          />,
        ),
      );
      const [tf, match, order, gaps] = screen.getAllByTestId('result-table-row');
      expect(within(tf!).getByTestId('result-answer')).toHaveTextContent(it.answerTrue);
      expect(within(tf!).getByTestId('result-correct')).toHaveTextContent(it.answerFalse);
      const pairs = within(within(match!).getByTestId('result-answer')).getAllByRole('listitem');
      expect(pairs.map((p) => p.textContent)).toEqual([
        `France${display.PAIR_ARROW}Paris`,
        `Italy${display.PAIR_ARROW}—`,
      ]);
      expect(within(match!).getByTestId('result-correct')).toHaveTextContent(`Italy${display.PAIR_ARROW}Rome`);
      expect(within(order!).getByTestId('result-answer')).toHaveTextContent('Larva → Egg → Pupa');
      expect(within(within(gaps!).getByTestId('result-correct')).getAllByRole('listitem')).toHaveLength(2);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});

describe('the grading dialog', () => {
  it('shows another type’s answer and key as they read, beside the model answer', () => {
    render(wrap(<ReviewAnswerCard answer={row(matching, matchingWire)} number={1} onSaved={() => undefined} />));
    const answer = within(screen.getByTestId('review-user-answer')).getAllByRole('listitem');
    expect(answer.map((p) => p.textContent)).toEqual([
      `France${display.PAIR_ARROW}Paris`,
      `Italy${display.PAIR_ARROW}—`,
    ]);
    expect(screen.getByText(translations.en.reports.reviewKey)).toBeInTheDocument();
    expect(within(screen.getByTestId('review-key')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps a written answer as typed, line breaks and all', () => {
    const written = row(shortAnswer, '', {
      questionTypeId: QUESTION_TYPE_ID.descriptive,
      userAnswer: 'Water evaporates,\nthen it rains.',
      answerText: undefined,
      correctAnswer: '',
    });
    render(wrap(<ReviewAnswerCard answer={written} number={1} onSaved={() => undefined} />));
    expect(screen.getByTestId('review-user-answer').textContent).toBe('Water evaporates,\nthen it rains.');
    expect(screen.queryByTestId('review-key')).toBeNull();
  });
});
