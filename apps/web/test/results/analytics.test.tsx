// @vitest-environment jsdom
// The analytics view's data shaping (continuous axes, labels and numbers in the user's language, totals),
// which charts a role sees, the chart cards' empty state and figures, the admin tiles, and the item
// analysis table — rendered with the real i18n tables.
import type { AnalyticsItem, DashboardStatus } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../src/i18n';
import AnalyticsCharts from '../../src/features/results/analytics/AnalyticsCharts';
import {
  categorySeries,
  dayLabels,
  fillDays,
  fillMonths,
  formatCount,
  monthLabels,
  monthsForDays,
  seriesTotal,
  timeSeries,
} from '../../src/features/results/analytics/chartData';
import { CHART_SPECS, visibleCharts } from '../../src/features/results/analytics/chartSpecs';
import {
  itemAnalysisColumns,
  optionShare,
  type AnalysisItem,
} from '../../src/features/results/analytics/itemAnalysisColumns';
import type { ChartData } from '../../src/features/results/analytics/useAnalytics';
import { AdminTiles } from '../../src/features/results/dashboard/AdminTiles';
import { DataTable } from '../../src/components/DataTable';
import i18next from '../../src/i18n';

const a = translations.en.analytics;
afterEach(cleanup);
beforeAll(() => {
  // jsdom has no layout: recharts' container only needs the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const wrap = (children: ReactNode) => render(<MemoryRouter>{children}</MemoryRouter>);

describe('continuous axes', () => {
  it('fills the missing days between the first and the last with 0, sorted, duplicates added up', () => {
    const items: AnalyticsItem[] = [
      { date: '2025-03-02', count: 4 },
      { date: '2025-02-27', count: 1 },
      { date: '2025-03-02', count: 1 },
    ];
    expect(fillDays(items)).toEqual([
      { key: '2025-02-27', count: 1 },
      { key: '2025-02-28', count: 0 },
      { key: '2025-03-01', count: 0 },
      { key: '2025-03-02', count: 5 },
    ]);
    expect(fillDays([])).toEqual([]);
    expect(fillDays([{ month: '2025-01', count: 3 }])).toEqual([]);
  });

  it('fills the missing months, across a year', () => {
    expect(
      fillMonths([
        { month: '2025-02', count: 2 },
        { month: '2024-11', count: 7 },
      ]),
    ).toEqual([
      { key: '2024-11', count: 7 },
      { key: '2024-12', count: 0 },
      { key: '2025-01', count: 0 },
      { key: '2025-02', count: 2 },
    ]);
  });

  it('asks the month chart for the months of the period, at least six', () => {
    expect([7, 30, 90, 365].map(monthsForDays)).toEqual([6, 6, 6, 12]);
  });
});

describe('labels and numbers in the user language', () => {
  it('labels days and months (UTC, as the server counts them)', () => {
    expect(dayLabels('2025-05-03', 'en')).toEqual({ label: 'May 3', fullLabel: 'May 3, 2025' });
    expect(dayLabels('2025-05-03', 'es').label).toBe('3 may');
    expect(dayLabels('2025-05-03', 'it').fullLabel).toBe('3 mag 2025');
    expect(monthLabels('2025-01', 'en')).toEqual({ label: 'Jan 2025', fullLabel: 'January 2025' });
    expect(monthLabels('2025-01', 'es').fullLabel).toBe('enero de 2025');
  });

  it('writes numbers with the language digits and separators', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'it')).toBe('12.345');
    expect(formatCount(218.5, 'en', 2)).toBe('218.5');
    expect(formatCount(12, 'bn')).toBe('১২');
  });

  it('builds time points with axis and tooltip labels', () => {
    const points = timeSeries(
      [
        { date: '2025-05-01', count: 2 },
        { date: '2025-05-03', count: 1 },
      ],
      'date',
      'en',
    );
    expect(points.map((p) => [p.key, p.label, p.count])).toEqual([
      ['2025-05-01', 'May 1', 2],
      ['2025-05-02', 'May 2', 0],
      ['2025-05-03', 'May 3', 1],
    ]);
    expect(seriesTotal(points)).toBe(3);
  });

  it('orders names most first and translates Unknown for browsers and platforms only', () => {
    const browsers = categorySeries(
      [
        { browser: 'Firefox', count: 1 },
        { browser: 'Unknown', count: 3 },
        { browser: 'Chrome', count: 3 },
      ],
      'browser',
      'Desconocido',
    );
    expect(browsers.map((p) => [p.key, p.label, p.count])).toEqual([
      ['Chrome', 'Chrome', 3],
      ['Unknown', 'Desconocido', 3],
      ['Firefox', 'Firefox', 1],
    ]);
    expect(categorySeries([{ quizTitle: 'Unknown', count: 1 }], 'quizTitle', 'x')[0]!.label).toBe('Unknown');
  });

  it('adds money up to the cent', () => {
    const points = [0.1, 0.2, 19].map((count, i) => ({ key: String(i), label: '', fullLabel: '', count }));
    expect(seriesTotal(points)).toBe(19.3);
  });
});

describe('charts by role', () => {
  it('shows the payment chart to the SuperAdmin only, and the six others to every admin', () => {
    expect(visibleCharts(true).map((c) => c.id)).toEqual(CHART_SPECS.map((c) => c.id));
    expect(visibleCharts(false).map((c) => c.call)).toEqual([
      'GetQuizCountByDate',
      'GetUserCountByQuiz',
      'GetLogInSummaryByMonth',
      'GetLogInSummaryByDate',
      'GetBrowserCount',
      'GetPlatformCount',
    ]);
  });
});

describe('chart cards', () => {
  const chart = (id: string, items: AnalyticsItem[] | undefined, over: Partial<ChartData> = {}): ChartData => ({
    spec: CHART_SPECS.find((s) => s.id === id)!,
    items,
    loading: false,
    error: null,
    retry: () => undefined,
    ...over,
  });

  it('says "No data for this period" instead of an empty box, and gives the figures of a drawn chart', () => {
    render(
      <AnalyticsCharts
        localeTag="en"
        currency={{ code: 'USD', symbol: '$' }}
        charts={[
          chart('attempts', [
            { date: '2025-05-01', count: 0 },
            { date: '2025-05-02', count: 0 },
          ]),
          chart('payments', [
            { date: '2025-05-01', count: 19 },
            { date: '2025-05-02', count: 199.5 },
          ]),
          chart('browsers', [{ browser: 'Unknown', count: 2 }]),
          chart('platforms', undefined, { loading: true }),
        ]}
      />,
    );
    expect(screen.getByTestId('chart-attempts-empty')).toHaveTextContent(a.noData);
    expect(screen.queryByTestId('chart-attempts-drawing')).toBeNull();

    const payments = screen.getByTestId('chart-payments');
    expect(within(payments).getByRole('heading', { level: 3 })).toHaveTextContent(a.paymentsTitle);
    expect(screen.getByTestId('chart-payments-total')).toHaveTextContent('Total $218.5');
    expect(within(payments).getByText(a.superAdminOnly)).toBeInTheDocument();
    const table = within(payments).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Amount (USD)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'May 2, 2025 $199.5' })).toBeInTheDocument();

    expect(within(screen.getByTestId('chart-browsers')).getByRole('row', { name: `${a.unknown} 2` })).toBeTruthy();
    expect(screen.getByTestId('chart-platforms')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('admin tiles', () => {
  const status: DashboardStatus = { totalStudents: 1234, totalQuizes: 7, liveQuizes: 2, totalQuestions: 58 };

  it('show the four counts and link where the spec says', () => {
    wrap(<AdminTiles status={status} />);
    const tile = (id: string) => screen.getByTestId(`tile-${id}`);
    expect(screen.getByTestId('tile-candidates-value')).toHaveTextContent('1,234');
    expect(tile('candidates')).toHaveAccessibleName(`1,234 ${a.tileCandidates}`);
    expect(tile('candidates')).toHaveAttribute('href', '/user/users');
    expect(tile('assessments')).toHaveAttribute('href', '/quiz/topics');
    expect(tile('live')).toHaveAccessibleName(`2 ${a.tileLive}`);
    expect(tile('live')).toHaveAttribute('href', '/quiz/topics');
    expect(tile('questions')).toHaveAttribute('href', '/question/quizes');
  });

  it('keep the links while the counts load', () => {
    wrap(<AdminTiles status={undefined} />);
    expect(screen.getByTestId('tile-questions')).toHaveAttribute('href', '/question/quizes');
    expect(screen.getByTestId('tile-questions-value')).toHaveTextContent('');
  });
});

describe('item analysis table', () => {
  const item = (over: Partial<AnalysisItem>): AnalysisItem => ({
    number: 1,
    quizQuestionId: 1,
    questionDetail: 'Capital of Italy?',
    questionTypeId: 1,
    isCodeSnippet: false,
    answered: 4,
    facility: 0.75,
    discrimination: 0.5,
    skipped: 1,
    pending: 0,
    options: [
      { letter: 'A', text: 'Madrid', chosen: 1, correct: false },
      { letter: 'B', text: 'Rome', chosen: 3, correct: true },
    ],
    ...over,
  });

  it('shows facility in percent, discrimination with 2 decimals (low ones flagged) and the options shares', () => {
    const rows = [
      item({}),
      item({ number: 2, quizQuestionId: 2, discrimination: 0.125, facility: null }),
      item({ number: 3, quizQuestionId: 3, questionTypeId: 2, options: [], discrimination: null }),
    ];
    wrap(
      <DataTable
        rows={rows}
        columns={itemAnalysisColumns(i18next.t, 'en')}
        getRowId={(r) => r.quizQuestionId}
        emptyText=""
        ariaLabel="items"
        testId="items"
      />,
    );
    const [first, second, third] = screen.getAllByTestId('items-row');
    expect(first).toHaveTextContent(/^1\.Capital of Italy\?/);
    expect(first).toHaveTextContent('75%');
    expect(first).toHaveTextContent('0.50');
    const options = within(first!).getAllByTestId('item-analysis-option');
    expect(options.map((o) => o.textContent)).toEqual(['A25% (1)', `B75% (3)${a.correctOption}`]);
    expect(options[1]).toHaveAttribute('data-correct', 'true');
    expect(within(first!).queryByTestId('item-analysis-low')).toBeNull();

    expect(within(second!).getByTestId('item-analysis-low')).toHaveTextContent(`0.13 (${a.lowDiscrimination})`);
    expect(second).toHaveTextContent(a.notAvailable);
    expect(third).toHaveTextContent(a.descriptiveAnswers);
    expect(optionShare(3, 0)).toBe(0);
  });

  it('says how many answers wait for their mark, and shows a code snippet as code (issue 20)', async () => {
    const rows = [
      item({ questionTypeId: 2, options: [], facility: 0.5, pending: 2 }),
      item({ number: 2, quizQuestionId: 2, isCodeSnippet: true, questionDetail: 'x = 1\ny = 2', pending: 0 }),
    ];
    wrap(
      <DataTable
        rows={rows}
        columns={itemAnalysisColumns(i18next.t, 'en')}
        getRowId={(r) => r.quizQuestionId}
        emptyText=""
        ariaLabel="items"
        testId="items"
      />,
    );
    const [essay, code] = screen.getAllByTestId('items-row');
    expect(within(essay!).getByTestId('item-analysis-facility')).toHaveTextContent('50%');
    expect(within(essay!).getByTestId('item-analysis-pending')).toHaveTextContent('2 waiting to be marked');
    expect(within(code!).queryByTestId('item-analysis-pending')).toBeNull();
    await waitFor(() => expect(code!.querySelector('pre code')).not.toBeNull());
  });

  it('shows the key of a question without options to count (issue 22), one line per part', () => {
    const withKey = (over: Partial<AnalysisItem>, keyDisplay: AnalysisItem['keyDisplay']) => ({
      ...item(over),
      keyDisplay,
    });
    const full = (text: string) => ({ text, fraction: 1 });
    const rows = [
      withKey(
        { questionTypeId: 6, options: [] },
        {
          layout: 'pairs',
          parts: [],
          key: [
            { label: 'France', entries: [full('Paris')] },
            { label: 'Italy', entries: [full('Rome')] },
          ],
        },
      ),
      withKey(
        { number: 2, quizQuestionId: 2, questionTypeId: 4, options: [] },
        { layout: 'typed', parts: [], key: [{ entries: [full('Paris'), { text: 'Lutetia', fraction: 0.5 }] }] },
      ),
      // A cloze text reads with its blanks numbered where they stand, its key beside it: never [[n]].
      withKey(
        { number: 3, quizQuestionId: 3, questionTypeId: 8, options: [], questionDetail: 'Capital [[1]], pi [[2]].' },
        {
          layout: 'blanks',
          parts: [],
          key: [
            { label: '1', entries: [full('Paris')] },
            { label: '2', entries: [full('3.14 ± 0.01')] },
          ],
        },
      ),
    ];
    wrap(
      <DataTable
        rows={rows}
        columns={itemAnalysisColumns(i18next.t, 'en')}
        getRowId={(r) => r.quizQuestionId}
        emptyText=""
        ariaLabel="items"
        testId="items"
      />,
    );
    const [matching, short, cloze] = screen.getAllByTestId('items-row');
    const key = within(matching!).getByTestId('item-analysis-key');
    expect(key).toHaveTextContent(a.keyLabel);
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['France → Paris', 'Italy → Rome']);
    expect(
      within(within(short!).getByTestId('item-analysis-key'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Paris', 'Lutetia (50%)']);
    expect(matching).not.toHaveTextContent(a.descriptiveAnswers);
    expect(cloze!.textContent).not.toMatch(/\[\[\d\]\]/);
    expect(within(cloze!).getAllByTestId('cloze-blank')).toHaveLength(2);
    expect(
      within(within(cloze!).getByTestId('item-analysis-key'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blank 1: Paris', 'Blank 2: 3.14 ± 0.01']);
  });
});
