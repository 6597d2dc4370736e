import type { Translation } from '@assessly/shared/i18n';
import type { AnalyticsCall } from '../api/dashboardApi';
import { monthsForDays } from './chartData';

type AnalyticsKey = keyof Translation['analytics'];

/**
 * days / months: vertical bars over every day or month of the period (issue 20: counts of separate days
 * are bars, not a smoothed curve that invents values between them); names: horizontal bars over names.
 */
export type ChartKind = 'days' | 'months' | 'names';
export type ChartField = 'date' | 'month' | 'quizTitle' | 'browser' | 'platform';
/** Theme palette entries the charts are drawn in (one per chart, so neighbours differ). */
export type ChartColor = 'primary' | 'success' | 'info' | 'warning' | 'secondary' | 'error';

export interface ChartSpec {
  id: string;
  call: AnalyticsCall;
  kind: ChartKind;
  field: ChartField;
  title: AnalyticsKey;
  /** Label of the category axis (dates, months, names) and of the value axis. */
  categoryAxis: AnalyticsKey;
  valueAxis: AnalyticsKey;
  color: ChartColor;
  /** {x} of the call for a period of `days` days. */
  x: (days: number) => number;
  /** Values are money (the site's currency; two decimals). */
  money?: boolean;
  /** Shown (and called) for the SuperAdmin only (spec 001 §6). */
  superAdminOnly?: boolean;
  /** Spans the whole row on wide screens. */
  wide?: boolean;
}

const days = (d: number) => d;

/** The charts of the analytics view (spec 001 §7 "Dashboard and analytics"), in display order. */
export const CHART_SPECS: ChartSpec[] = [
  {
    id: 'payments',
    call: 'GetPaymentSummaryByDate',
    kind: 'days',
    field: 'date',
    title: 'paymentsTitle',
    categoryAxis: 'axisDate',
    valueAxis: 'axisAmount',
    color: 'success',
    x: days,
    money: true,
    superAdminOnly: true,
    wide: true,
  },
  {
    id: 'attempts',
    call: 'GetQuizCountByDate',
    kind: 'days',
    field: 'date',
    title: 'attemptsTitle',
    categoryAxis: 'axisDate',
    valueAxis: 'axisAttempts',
    color: 'primary',
    x: days,
  },
  {
    id: 'candidates',
    call: 'GetUserCountByQuiz',
    kind: 'names',
    field: 'quizTitle',
    title: 'candidatesTitle',
    categoryAxis: 'axisAssessment',
    valueAxis: 'axisCandidates',
    color: 'info',
    x: days,
  },
  {
    id: 'loginsMonth',
    call: 'GetLogInSummaryByMonth',
    kind: 'months',
    field: 'month',
    title: 'loginsMonthTitle',
    categoryAxis: 'axisMonth',
    valueAxis: 'axisSignIns',
    color: 'success',
    x: monthsForDays,
  },
  {
    id: 'loginsDate',
    call: 'GetLogInSummaryByDate',
    kind: 'days',
    field: 'date',
    title: 'loginsDateTitle',
    categoryAxis: 'axisDate',
    valueAxis: 'axisSignIns',
    color: 'primary',
    x: days,
  },
  {
    id: 'browsers',
    call: 'GetBrowserCount',
    kind: 'names',
    field: 'browser',
    title: 'browsersTitle',
    categoryAxis: 'axisBrowser',
    valueAxis: 'axisSignIns',
    color: 'warning',
    x: days,
  },
  {
    id: 'platforms',
    call: 'GetPlatformCount',
    kind: 'names',
    field: 'platform',
    title: 'platformsTitle',
    categoryAxis: 'axisPlatform',
    valueAxis: 'axisSignIns',
    color: 'info',
    x: days,
  },
];

/** The charts a user sees: the payment chart only for the SuperAdmin. */
export const visibleCharts = (superAdmin: boolean): ChartSpec[] =>
  CHART_SPECS.filter((spec) => superAdmin || !spec.superAdminOnly);
