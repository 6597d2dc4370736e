// @vitest-environment jsdom
// Issue 20 in the web app: the theme's primary colour and focus ring, the Colour panel's contrast check,
// the month axis that labels every month, the time series drawn as bars, the assessment card's menu on
// phones, and the AI helpers' "no key yet" before a form is filled.
import type { AiKeyStatus, PublicSettings, QuizCard } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { Button, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { aiKeys } from '../../src/features/ai/api/aiApi';
import { SETTINGS_QUERY_KEY } from '../../src/lib/settings';
import { themeFromSettings } from '../../src/app/theme';
import { AiKeyNotice } from '../../src/features/ai/AiKeyNotice';
import {
  labelWidth,
  monthAxisHeight,
  monthTickLayout,
  monthTickParts,
  niceCeiling,
  valueAxisWidth,
  type ChartPoint,
} from '../../src/features/results/analytics/chartData';
import { CHART_SPECS } from '../../src/features/results/analytics/chartSpecs';
import { QuizCardItem } from '../../src/features/authoring/questions/QuizCardItem';
import { PrimaryContrast } from '../../src/features/site/settings/PrimaryContrast';

const en = translations.en;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The CSS emotion wrote into the document (text nodes in development, rules in production). */
const documentCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map(
      (style) =>
        style.textContent +
        Array.from(style.sheet?.cssRules ?? [])
          .map((rule) => rule.cssText)
          .join(''),
    )
    .join('\n');

describe('theme', () => {
  it('takes the primary colour from the settings, and the blue of before when there is none', () => {
    expect(themeFromSettings({ primaryColor: '#00695C' }).palette.primary.main).toBe('#00695C');
    expect(themeFromSettings(undefined).palette.primary.main).toBe('#1565C0');
    expect(themeFromSettings({ primaryColor: 'not a colour' }).palette.primary.main).toBe('#1565C0');
    // White text on a button of any accepted primary colour.
    expect(themeFromSettings({ primaryColor: '#2E7D32' }).palette.primary.contrastText).toBe('#fff');
  });

  it('gives every button a visible keyboard focus ring in the primary colour', () => {
    render(
      <ThemeProvider theme={themeFromSettings({ primaryColor: '#6A1B9A' })}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    const css = documentCss().replace(/\s+/g, '');
    expect(css).toMatch(/\.Mui-focusVisible\{[^}]*outline:2pxsolid#6A1B9A/);
    expect(css).toMatch(/\.Mui-focusVisible\{[^}]*outline-offset:2px/);
  });
});

describe('primary colour contrast on the Colour panel', () => {
  it('lists each pair with its ratio, and warns when only the backgrounds are too dark', () => {
    const { rerender } = render(<PrimaryContrast primary="#1565C0" bodyColor="#F9F9F9" headerColor="#F5F5F5" />);
    expect(screen.getByTestId('primary-contrast-whiteText')).toHaveAttribute('data-passes', 'true');
    expect(screen.getByTestId('primary-contrast-whiteText')).toHaveTextContent('5.7:1');
    expect(screen.queryByTestId('primary-contrast-warning')).toBeNull();

    rerender(<PrimaryContrast primary="#1565C0" bodyColor="#263238" headerColor="#F5F5F5" />);
    expect(screen.getByTestId('primary-contrast-body')).toHaveAttribute('data-passes', 'false');
    expect(screen.getByTestId('primary-contrast-warning')).toHaveTextContent(
      en.siteSettingsLook.contrastBackgroundWarning,
    );

    // White text that cannot be read is the field's own refusal: no second warning under it.
    rerender(<PrimaryContrast primary="#FFD54F" bodyColor="#263238" headerColor="#F5F5F5" />);
    expect(screen.getByTestId('primary-contrast-whiteText')).toHaveAttribute('data-passes', 'false');
    expect(screen.getByTestId('primary-contrast-whiteText')).toHaveTextContent(en.siteSettingsLook.contrastLow);
    expect(screen.queryByTestId('primary-contrast-warning')).toBeNull();
  });
});

describe('analytics axes', () => {
  const months = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'];

  it('names every month, with its year under the first month and under January', () => {
    expect(months.map((m, i) => monthTickParts(m, i, 'en'))).toEqual([
      { month: 'Nov', year: '2025' },
      { month: 'Dec', year: '' },
      { month: 'Jan', year: '2026' },
      { month: 'Feb', year: '' },
      { month: 'Mar', year: '' },
      { month: 'Apr', year: '' },
    ]);
    expect(monthTickParts('2026-09', 3, 'es').month).toBe('sept');
  });

  it('turns the month labels only when they would not fit side by side', () => {
    const short = months.map((m, i) => monthTickParts(m, i, 'en').month);
    expect(monthTickLayout(short, 400)).toBe('flat');
    const year = Array.from({ length: 12 }, (_, i) =>
      monthTickParts(`2026-${String(i + 1).padStart(2, '0')}`, i, 'es'),
    );
    expect(
      monthTickLayout(
        year.map((p) => p.month),
        270,
      ),
    ).toBe('angled');
    expect(
      monthTickLayout(
        year.map((p) => p.month),
        150,
      ),
    ).toBe('vertical');
    expect(monthAxisHeight('flat', short)).toBeGreaterThanOrEqual(36);
    expect(monthAxisHeight('angled', ['sept 2026'])).toBeGreaterThan(monthAxisHeight('angled', ['jul']));
    // Devanagari vowel signs do not widen a label: graphemes are counted.
    expect(labelWidth('अक्टू॰')).toBeLessThan(labelWidth('abcdef'));
  });

  it('leaves the value axis room for its widest figure', () => {
    const points = (counts: number[]): ChartPoint[] =>
      counts.map((count, i) => ({ key: String(i), label: '', fullLabel: '', count }));
    expect(niceCeiling(95)).toBe(100);
    expect(niceCeiling(6000)).toBe(10000);
    expect(niceCeiling(0)).toBe(0);
    const money = (value: number) => `$${value.toLocaleString('es')}`;
    expect(valueAxisWidth(points([6000.5]), money)).toBeGreaterThan(valueAxisWidth(points([9]), money));
    expect(valueAxisWidth(points([6000.5]), money)).toBeGreaterThanOrEqual(labelWidth('$10.000'));
  });

  it('draws counts per day and per month as bars, never as curves', () => {
    for (const spec of CHART_SPECS) {
      const expected = spec.field === 'date' ? 'days' : spec.field === 'month' ? 'months' : 'names';
      expect(spec.kind, spec.id).toBe(expected);
    }
  });
});

const card: QuizCard = {
  quizTopicId: 7,
  quizTitle: 'Chemistry basics',
  quizTime: 20,
  quizTotalMarks: 10,
  quizMarkOptionId: 1,
  isRunning: false,
  quizscheduleStartTime: null,
  quizscheduleEndTime: null,
  questionsCount: 4,
  categories: '',
};

/** A window as wide as a phone (below MUI's sm breakpoint) or as a desktop. */
function stubWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('assessment cards on phones', () => {
  it('put the card actions in a menu behind a labelled icon button', () => {
    stubWidth(true);
    const onAdd = vi.fn();
    render(
      <MemoryRouter>
        <QuizCardItem card={card} onAdd={onAdd} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('quiz-card-add-7')).toBeNull();
    const button = screen.getByRole('button', { name: 'Actions for Chemistry basics' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(button);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([en.questionBank.openQuestionsItem, en.questionBank.addQuestions]);
    fireEvent.click(screen.getByTestId('quiz-card-menu-add-7'));
    expect(onAdd).toHaveBeenCalledWith(card);
  });

  it('keep the Add questions button on wider screens', () => {
    stubWidth(false);
    render(
      <MemoryRouter>
        <QuizCardItem card={card} onAdd={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('quiz-card-add-7')).toHaveTextContent(en.questionBank.addQuestions);
    expect(screen.queryByTestId('quiz-card-menu-7')).toBeNull();
  });
});

describe('AI helpers without a key', () => {
  const wrap = (status: AiKeyStatus, children: ReactNode) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(SETTINGS_QUERY_KEY, { aiProvider: status.aiProvider } as PublicSettings);
    client.setQueryData(aiKeys.keyStatus, status);
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  };
  const status = (over: Partial<AiKeyStatus>): AiKeyStatus => ({
    aiProvider: 'Gemini AI',
    keySet: false,
    openAiKeySet: false,
    geminiKeySet: false,
    ...over,
  });

  it('say so before the form is filled, with the way to the AI panel', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(wrap(status({}), <AiKeyNotice open testId="notice" />));
    const notice = screen.getByTestId('notice');
    expect(notice).toHaveTextContent('No Gemini AI key yet');
    expect(screen.getByRole('link', { name: en.ai.keyMissingLink })).toHaveAttribute(
      'href',
      '/settings/appSettings#settings-ai',
    );
  });

  it('say nothing when the chosen provider has its key', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(wrap(status({ aiProvider: 'Open AI', openAiKeySet: true }), <AiKeyNotice open testId="notice" />));
    expect(screen.queryByTestId('notice')).toBeNull();
  });
});
