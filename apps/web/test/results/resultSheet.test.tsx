// @vitest-environment jsdom
// The result sheet's rules and parts (spec 001 §2 "Result sheet", §4 "Result status", §5 "Display rules",
// §9 PDF pages), rendered with the real i18n tables.
import type { ResultDetail, ResultRow } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import { readResultFlag, setResultFlag } from '../../src/features/delivery/exam/examSession';
import { ResultAnswersTable } from '../../src/features/results/resultSheet/ResultAnswersTable';
import ResultPage from '../../src/features/results/resultSheet/ResultPage';
import { useResultFlag } from '../../src/features/results/resultSheet/resultFlag';
import { answerList, optionalColumns, summarize } from '../../src/features/results/resultSheet/resultFormat';
import { pageSlices } from '../../src/features/results/resultSheet/resultPdfPages';
import { ResultSummary } from '../../src/features/results/resultSheet/ResultSummary';

const r = translations.en.examResult;
const common = translations.en.common;
afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const row = (over: Partial<ResultRow> = {}): ResultRow => ({
  quizResponseInitialId: 7,
  userId: 3,
  fullName: 'Cara Candidate',
  email: 'candidate@example.com',
  quizTopicId: 2,
  quizTitle: 'Physics',
  timeTaken: 4.5,
  quizMark: 10,
  userObtainedQuizMark: 6.666666,
  quizPassMarks: 5,
  quizTime: 10,
  quizMarkOptionId: 1,
  isExamined: true,
  attemptCount: 1,
  dateAdded: '2025-05-05T09:30:00.000Z',
  certificateTemplateId: null,
  pointerLeaveCountSum: 2,
  visibilitychangeCountSum: 1,
  allowCorrectOption: true,
  allowAnswerExplation: true,
  ...over,
});

const detail = (over: Partial<ResultDetail> = {}): ResultDetail => ({
  quizResponseDetailId: 1,
  quizQuestionId: 1,
  questionTypeId: 1,
  questionDetail: 'Which are primes?',
  userAnswer: '2#####3',
  correctAnswer: '2#####3#####5',
  isAnswerSkipped: false,
  questionMark: 3.333333,
  userObtainedQuestionMark: 0,
  isExamined: true,
  pointerLeaveCount: null,
  visibilitychangeCount: 4,
  answerExplanation: 'Primes have two divisors.',
  isCodeSnippet: false,
  feedback: null,
  ...over,
});

describe('result display rules', () => {
  it('shows several answers separated by commas', () => {
    expect(answerList('Paris')).toBe('Paris');
    expect(answerList('2#####3#####5')).toBe('2, 3, 5');
    expect(answerList('')).toBe('');
  });

  it('rounds obtained marks to 2 decimals, caps them at the total and sums the penalty', () => {
    const s = summarize(row());
    expect(s).toMatchObject({ status: 'passed', totalMarks: 10, obtainedMarks: 6.67, totalPenalty: 3 });
    expect(summarize(row({ userObtainedQuizMark: 12 })).obtainedMarks).toBe(10);
    expect(summarize(row({ userObtainedQuizMark: 12 })).scorePercent).toBe(100);
  });

  it('gives Passed, Failed, Pending and n/a', () => {
    expect(summarize(row({ userObtainedQuizMark: 5 })).status).toBe('passed');
    expect(summarize(row({ userObtainedQuizMark: 4.99 })).status).toBe('failed');
    expect(summarize(row({ isExamined: false })).status).toBe('pending');
    const survey = summarize(row({ quizMark: 0, quizPassMarks: 0, userObtainedQuizMark: 0 }));
    expect(survey).toMatchObject({
      status: 'notApplicable',
      totalMarks: null,
      obtainedMarks: null,
      scorePercent: null,
    });
  });

  it('keeps the optional columns only when the assessment allows them', () => {
    expect(optionalColumns(row())).toEqual({ correctAnswer: true, answerExplanation: true });
    expect(optionalColumns(row({ allowCorrectOption: false, allowAnswerExplation: false }))).toEqual({
      correctAnswer: false,
      answerExplanation: false,
    });
  });
});

describe('PDF pages', () => {
  it('covers the whole image without gaps, one slice per page', () => {
    const slices = pageSlices(2500, 1000, []);
    expect(slices).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 2500],
    ]);
  });

  it('ends a page at the last row boundary that fits, not inside a row', () => {
    const slices = pageSlices(2500, 1000, [300, 650, 980, 1010, 1900, 1990]);
    expect(slices).toEqual([
      [0, 980],
      [980, 1900],
      [1900, 2500],
    ]);
  });

  it('cuts at the page height when the only boundary would leave the page less than half full', () => {
    expect(pageSlices(1500, 1000, [200])).toEqual([
      [0, 1000],
      [1000, 1500],
    ]);
    expect(pageSlices(0, 1000, [])).toEqual([]);
    expect(pageSlices(800, 1000, [400])).toEqual([[0, 800]]);
  });
});

function wrap(children: ReactNode) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

describe('result summary', () => {
  it('shows every field, with n/a for a survey', () => {
    render(wrap(<ResultSummary row={row()} />));
    expect(screen.getByTestId('result-fullName')).toHaveTextContent('Cara Candidate');
    expect(screen.getByTestId('result-email')).toHaveTextContent('candidate@example.com');
    expect(screen.getByTestId('result-quizTitle')).toHaveTextContent('Physics');
    expect(screen.getByTestId('result-timeTaken')).toHaveTextContent('4.5 min');
    expect(screen.getByTestId('result-totalMarks')).toHaveTextContent('10');
    expect(screen.getByTestId('result-obtainedMarks')).toHaveTextContent('6.67');
    expect(screen.getByTestId('result-status')).toHaveTextContent(r.passed);
    expect(screen.getByTestId('result-pointerIncidents')).toHaveTextContent('2');
    expect(screen.getByTestId('result-windowsLeft')).toHaveTextContent('1');
    expect(screen.getByTestId('result-totalPenalty')).toHaveTextContent('3');
    cleanup();
    render(wrap(<ResultSummary row={row({ quizMark: 0, quizPassMarks: 0, userObtainedQuizMark: 0 })} />));
    expect(screen.getByTestId('result-totalMarks')).toHaveTextContent(r.notApplicable);
    expect(screen.getByTestId('result-obtainedMarks')).toHaveTextContent(r.notApplicable);
    expect(screen.getByTestId('result-status')).toHaveTextContent(r.notApplicable);
  });
});

describe('answers table', () => {
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('shows every column with comma-separated answers, yes/no and n/a counts', () => {
    render(
      wrap(
        <ResultAnswersTable
          row={row()}
          details={[detail(), detail({ quizResponseDetailId: 2, isAnswerSkipped: true, userAnswer: '' })]}
          loading={false}
          error={undefined}
          onRetry={() => undefined}
        />,
      ),
    );
    expect(headers()).toEqual([
      r.colQuestion,
      r.colYourAnswer,
      r.colCorrectAnswer,
      r.colSkipped,
      r.colQuestionMarks,
      r.colYourMarks,
      r.colPointerLeaves,
      r.colVisibilityChanges,
      r.colExplanation,
    ]);
    const [first, second] = screen.getAllByTestId('result-table-row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Which are primes?',
      '2, 3',
      '2, 3, 5',
      common.no,
      '3.33',
      '0',
      r.notApplicable,
      '4',
      'Primes have two divisors.',
    ]);
    expect(within(second!).getByTestId('result-skipped')).toHaveTextContent(common.yes);
  });

  it('hides the correct answer and the explanation when the assessment does not allow them', () => {
    render(
      wrap(
        <ResultAnswersTable
          row={row({ allowCorrectOption: false, allowAnswerExplation: false })}
          details={[detail({ correctAnswer: '', answerExplanation: '' })]}
          loading={false}
          error={undefined}
          onRetry={() => undefined}
        />,
      ),
    );
    expect(headers()).not.toContain(r.colCorrectAnswer);
    expect(headers()).not.toContain(r.colExplanation);
    expect(headers()).toHaveLength(7);
  });

  it('renders code and math as the exam does, and shows the examiner’s feedback under the answer', async () => {
    const code = detail({
      quizResponseDetailId: 1,
      isCodeSnippet: true,
      questionDetail: 'What does it print?\n```python\nprint(2 ** 3)\n```',
      userAnswer: 'print(8)#####8',
      correctAnswer: '8',
      answerExplanation: 'Powers: $2^3 = 8$.\n```python\nassert 2 ** 3 == 8\n```',
    });
    const essay = detail({
      quizResponseDetailId: 2,
      questionTypeId: 2,
      questionDetail: 'Explain $E = mc^2$.',
      userAnswer: 'Energy equals mass times $c^2$.',
      correctAnswer: '',
      feedback: 'Good; compare:\n```\nE = m * c ** 2\n```\nand $c^2$.',
    });
    const { container } = render(
      wrap(
        <ResultAnswersTable
          row={row()}
          details={[code, essay]}
          loading={false}
          error={undefined}
          onRetry={() => undefined}
        />,
      ),
    );
    const [first, second] = screen.getAllByTestId('result-table-row');
    // No fence is shown as typed: code blocks are highlighted, formulas are KaTeX.
    await waitFor(() => expect(first!.querySelector('pre code.hljs .hljs-built_in')).not.toBeNull());
    await waitFor(() => expect(second!.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).not.toContain('```');
    // Options of a code snippet are code, each on its own.
    expect(within(first!).getByTestId('result-answer').querySelectorAll('code.rich-code-inline')).toHaveLength(2);
    expect(within(first!).getByTestId('result-explanation').querySelector('pre')).not.toBeNull();
    // The candidate's own text stays as typed; the feedback is rendered like the rest.
    expect(within(second!).getByTestId('result-answer')).toHaveTextContent('Energy equals mass times $c^2$.');
    const feedback = within(second!).getByTestId('result-feedback');
    expect(feedback).toHaveTextContent(r.feedback);
    expect(feedback.querySelector('pre')).not.toBeNull();
    expect(within(first!).queryByTestId('result-feedback')).toBeNull();
  });

  it('shows every answer of a long attempt on one page', () => {
    const many = Array.from({ length: 35 }, (_, i) => detail({ quizResponseDetailId: i + 1 }));
    render(
      wrap(
        <ResultAnswersTable row={row()} details={many} loading={false} error={undefined} onRetry={() => undefined} />,
      ),
    );
    expect(screen.getAllByTestId('result-table-row')).toHaveLength(35);
    expect(screen.queryByTestId('result-table-pagination')).toBeNull();
  });
});

function FlagProbe() {
  const id = useResultFlag();
  return <span data-testid="flag">{String(id)}</span>;
}

describe('result flag', () => {
  it('survives the StrictMode double mount and is cleared when the page is left', async () => {
    setResultFlag(42);
    const view = render(
      <StrictMode>
        <FlagProbe />
      </StrictMode>,
    );
    expect(screen.getByTestId('flag')).toHaveTextContent('42');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readResultFlag()).toBe(42);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readResultFlag()).toBeNull();
  });

  /** Pretends this document was loaded by `type` at `path` (Navigation Timing), for the next render. */
  function loadedBy(type: 'navigate' | 'reload' | 'back_forward', path: string) {
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (kind: string) => (kind === 'navigation' ? [{ type, name: `http://localhost${path}` }] : []),
    });
  }
  const leaveDocument = async (view: { unmount: () => void }) => {
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('is cleared when the document is left by a full navigation (typed address, closed tab)', async () => {
    setResultFlag(42);
    const view = render(<FlagProbe />);
    expect(screen.getByTestId('flag')).toHaveTextContent('42');
    window.dispatchEvent(new Event('pagehide'));
    expect(readResultFlag()).toBeNull();
    await leaveDocument(view);
    // The next document: the result page typed in the address bar, or reached from another page.
    for (const [type, path] of [
      ['navigate', '/quiz/result'],
      ['reload', '/dashboard'],
      ['back_forward', '/quiz/result'],
    ] as const) {
      loadedBy(type, path);
      render(<FlagProbe />);
      expect(screen.getByTestId('flag')).toHaveTextContent('null');
      cleanup();
    }
  });

  it('is kept when the result page itself is reloaded, and only for that load', async () => {
    setResultFlag(42);
    await leaveDocument(render(<FlagProbe />));
    loadedBy('reload', '/quiz/result');
    const reloaded = render(<FlagProbe />);
    expect(screen.getByTestId('flag')).toHaveTextContent('42');
    expect(readResultFlag()).toBe(42);
    // Left in the app afterwards: gone, and a second look at the sheet in the same document finds nothing.
    reloaded.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    render(<FlagProbe />);
    expect(screen.getByTestId('flag')).toHaveTextContent('null');
  });

  it('sends the user to the dashboard without a flag', async () => {
    render(
      <MemoryRouter initialEntries={['/quiz/result']}>
        <Routes>
          <Route path="/quiz/result" element={<ResultPage />} />
          <Route path="/dashboard" element={<p>dashboard here</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
  });
});
