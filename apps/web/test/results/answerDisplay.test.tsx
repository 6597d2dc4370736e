// @vitest-environment jsdom
// Issue 22's answers and keys on the result sheet, the report details and Result.pdf (the same table) and
// the grading dialog's cards, from rows made as the server makes them (typedRows.ts).
import type { ResultDetail, ResultRow } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../src/i18n';
import { ReviewAnswerCard } from '../../src/features/results/reports/ReviewAnswerCard';
import { ResultAnswersTable } from '../../src/features/results/resultSheet/ResultAnswersTable';
import { allRows, ids, row, spoken } from './typedRows';

afterEach(cleanup);

const sheetRow: ResultRow = {
  quizResponseInitialId: 7,
  userId: 3,
  fullName: 'Cara Candidate',
  email: 'candidate@example.com',
  quizTopicId: 2,
  quizTitle: 'Physics',
  timeTaken: 4.5,
  quizMark: 16,
  userObtainedQuizMark: 8,
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

const sheet = (details: ResultDetail[], row = sheetRow) =>
  render(
    wrap(
      <ResultAnswersTable row={row} details={details} loading={false} error={undefined} onRetry={() => undefined} />,
    ),
  );
const cellsOf = (rowEl: HTMLElement) => ({
  answer: within(rowEl).getByTestId('result-answer'),
  key: within(rowEl).queryByTestId('result-correct'),
});
/** The lines of a list as a screen reader reads them (spoken): marks by their words. */
const items = (el: HTMLElement) =>
  within(el)
    .getAllByRole('listitem')
    .map((li) => spoken(li));

describe('the result sheet in Italian', () => {
  it('shows the cloze text with each blank filled where it stands, marked, the key beside a wrong one', async () => {
    await loadLocale('it');
    await act(() => i18next.changeLanguage('it'));
    const it = translations.it.examResult;
    try {
      sheet([row('cloze')]);
      const cloze = screen.getByTestId('result-cloze');
      expect(cloze.textContent).not.toMatch(/\[\[\d\]\]/);
      const blanks = within(cloze).getAllByTestId('cloze-blank');
      expect(blanks.map((b) => [b.dataset.blank, b.dataset.mark])).toEqual([
        ['1', 'right'],
        ['2', 'right'],
        ['3', 'wrong'],
      ]);
      // Paris in place, read as "Spazio 1: Paris (corretta)"; the dropdown's choice by its text, not its id.
      expect(spoken(blanks[0]!)).toBe(`${it.blankLabel.replace('{{no}}', '1')}: Paris (${it.markRight})`);
      expect(spoken(blanks[2]!)).toBe(`${it.blankLabel.replace('{{no}}', '3')}: green (${it.markWrong})`);
      expect(cloze.textContent).toMatch(/^The capital is .*Paris.*; pi is .*3\.14.*; the sky is .*green.*\.$/);
      expect(
        within(cloze)
          .getAllByTestId('cloze-blank-key')
          .map((k) => k.textContent),
      ).toEqual([` ${it.colCorrectAnswer}: → blue`]);
      const { answer, key } = cellsOf(screen.getByTestId('result-table-row'));
      expect(items(answer)).toEqual([
        `${it.blankLabel.replace('{{no}}', '1')}: Paris (${it.markRight})`,
        `${it.blankLabel.replace('{{no}}', '2')}: 3.14 (${it.markRight})`,
        `${it.blankLabel.replace('{{no}}', '3')}: green (${it.markWrong})`,
      ]);
      expect(items(key!)).toEqual([
        `${it.blankLabel.replace('{{no}}', '1')}: Paris / Marseille (50%)`,
        `${it.blankLabel.replace('{{no}}', '2')}: 3.14 ± 0.01`,
        `${it.blankLabel.replace('{{no}}', '3')}: blue`,
      ]);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows every type’s answer as texts, marked, true/false in the reader’s words, never an id', async () => {
    await loadLocale('it');
    await act(() => i18next.changeLanguage('it'));
    const it = translations.it.examResult;
    try {
      sheet(allRows());
      const rows = screen.getAllByTestId('result-table-row').map(cellsOf);
      const [choice, written, tf, short, numerical, matching, ordering] = rows;
      expect(spoken(choice!.answer)).toBe(`Lyon (${it.markWrong})`);
      expect(choice!.key).toHaveTextContent('Paris');
      expect(written!.answer.textContent).toBe('Water evaporates,\nthen it rains.');
      expect(written!.key!.textContent).toBe('');
      expect(spoken(tf!.answer)).toBe(`${it.answerTrue} (${it.markWrong})`);
      expect(tf!.key).toHaveTextContent(it.answerFalse);
      expect(spoken(short!.answer)).toBe(`lutetia (${it.markPartial})`);
      expect(items(short!.key!)).toEqual(['Paris', 'Lutetia (50%)']);
      expect(spoken(numerical!.answer)).toBe(`3.14 (${it.markRight})`);
      // On screen the text alone: the marks are icons.
      expect(numerical!.answer.textContent).toBe('3.14');
      expect(items(matching!.answer)).toEqual([
        `France → Paris (${it.markRight})`,
        `Italy → ${it.noAnswerPart} (${it.markWrong})`,
      ]);
      expect(items(matching!.key!)).toEqual(['France → Paris', 'Italy → Rome']);
      expect(items(ordering!.answer)).toEqual([
        `Larva (${it.markWrong})`,
        `Egg (${it.markWrong})`,
        `Pupa (${it.markRight})`,
      ]);
      expect(items(ordering!.key!)).toEqual(['Egg', 'Larva', 'Pupa']);
      const table = screen.getByTestId('result-table').textContent!;
      for (const id of ids) expect(table).not.toContain(id);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows a candidate the marked answers but no key where the assessment hides it', () => {
    sheet(allRows(true), { ...sheetRow, allowCorrectOption: false });
    expect(screen.queryAllByTestId('result-correct')).toHaveLength(0);
    expect(screen.queryAllByTestId('cloze-blank-key')).toHaveLength(0);
    const marks = screen.getAllByTestId('cloze-blank').map((b) => b.dataset.mark);
    expect(marks).toEqual(['right', 'right', 'wrong']);
    expect(screen.getByTestId('result-table')).not.toHaveTextContent('blue');
  });

  it('shows a row the server sent no display for from its stored texts, [[n]] never shown', () => {
    const stored = row('cloze', {
      display: undefined,
      answerText: '[[1]] Paris; [[2]] 3.14; [[3]] green',
      correctAnswer: '[[1]] Paris / Marseille (50%); [[2]] 3.14 ± 0.01; [[3]] blue',
    });
    sheet([stored]);
    const tableText = screen.getByTestId('result-table').textContent!;
    expect(tableText).not.toMatch(/\[\[\d\]\]/);
    expect(within(screen.getByTestId('result-cloze')).getAllByTestId('cloze-blank')[0]).toHaveTextContent('Paris');
  });
});

describe('the grading dialog’s cards', () => {
  it('shows an auto-scored answer read-only: the parts, the key and the mark it scored', () => {
    render(wrap(<ReviewAnswerCard answer={row('matching')} number={1} onSaved={() => undefined} />));
    expect(items(screen.getByTestId('review-user-answer'))).toEqual([
      'France → Paris (right)',
      'Italy → no answer (wrong)',
    ]);
    expect(items(screen.getByTestId('review-key'))).toEqual(['France → Paris', 'Italy → Rome']);
    expect(screen.getByTestId('review-question-mark')).toHaveTextContent('Scored automatically: 1 of 2');
    expect(screen.getByTestId('review-type')).toHaveTextContent(translations.en.questions.typeNames.matching);
    expect(screen.queryByTestId('review-mark')).toBeNull();
    expect(screen.queryByTestId('review-model-answer')).toBeNull();
  });

  it('fills a cloze question’s blanks where they stand', () => {
    render(wrap(<ReviewAnswerCard answer={row('cloze')} number={8} onSaved={() => undefined} />));
    const question = screen.getByTestId('review-question');
    expect(question.textContent).not.toMatch(/\[\[\d\]\]/);
    expect(spoken(within(question).getAllByTestId('cloze-blank')[0]!)).toBe('Blank 1: Paris (right)');
    expect(within(question).getByTestId('cloze-blank-key')).toHaveTextContent('blue');
  });

  it('keeps a written answer as typed and takes its mark; one marked before starts from its mark', () => {
    const written = row('descriptive', { isExamined: true, userObtainedQuestionMark: 1.5 });
    render(wrap(<ReviewAnswerCard answer={written} number={2} onSaved={() => undefined} />));
    expect(screen.getByTestId('review-user-answer').textContent).toBe('Water evaporates,\nthen it rains.');
    expect(screen.queryByTestId('review-key')).toBeNull();
    expect(screen.getByTestId('review-model-answer')).toBeInTheDocument();
    expect(screen.getByTestId('review-question-mark')).toHaveTextContent('Question mark: 2');
    expect(screen.getByTestId<HTMLInputElement>('review-mark').value).toBe('1.5');
  });

  it('has no mark field for a skipped written answer', () => {
    const skipped = row('descriptive', { isAnswerSkipped: true, userAnswer: '', display: undefined });
    render(wrap(<ReviewAnswerCard answer={skipped} number={3} onSaved={() => undefined} />));
    expect(screen.getByTestId('review-user-answer')).toHaveTextContent(translations.en.reports.reviewSkipped);
    expect(screen.queryByTestId('review-mark')).toBeNull();
  });
});
