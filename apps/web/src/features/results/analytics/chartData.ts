/**
 * Data shaping of the analytics charts, free of any chart library (so it is unit-tested and stays out of
 * the charts chunk's critical path): continuous day and month axes, labels in the user's language,
 * totals and the period choices.
 */
import type { AnalyticsItem } from '@assessly/shared';

/** One bar or point: `key` is the raw value (date, month, title…), `label` what the axis shows. */
export interface ChartPoint {
  key: string;
  label: string;
  /** The tooltip's fuller label (e.g. the date with its year). */
  fullLabel: string;
  count: number;
}

/** The period selector's choices, in days. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE: RangeDays = 30;

/**
 * Months shown by the sign-ins-by-month chart for a period of days: the months of the period, but at least
 * six, so that short periods still show a trend rather than one lonely bar (7, 30, 90 → 6; 365 → 12).
 */
const MIN_MONTHS = 6;
export const monthsForDays = (days: number): number => Math.max(MIN_MONTHS, Math.round(days / 30.44));

const DAY_MS = 86_400_000;
const dayTime = (key: string) => Date.parse(`${key}T00:00:00Z`);
const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
const monthKey = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * Every day from the first to the last date of the list, missing ones with count 0. The server already
 * fills its range; this keeps the axis continuous whatever arrives (and sorts it).
 */
export function fillDays(items: AnalyticsItem[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) if (item.date) counts.set(item.date, (counts.get(item.date) ?? 0) + item.count);
  const days = [...counts.keys()].filter((k) => !Number.isNaN(dayTime(k))).sort();
  if (days.length === 0) return [];
  const out = [];
  for (let time = dayTime(days[0]!); time <= dayTime(days[days.length - 1]!); time += DAY_MS) {
    const key = new Date(time).toISOString().slice(0, 10);
    out.push({ key, count: counts.get(key) ?? 0 });
  }
  return out;
}

/** Every month from the first to the last month of the list, missing ones with count 0. */
export function fillMonths(items: AnalyticsItem[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items)
    if (item.month && /^\d{4}-\d{2}$/.test(item.month))
      counts.set(item.month, (counts.get(item.month) ?? 0) + item.count);
  const months = [...counts.keys()].sort();
  if (months.length === 0) return [];
  const out = [];
  for (let i = monthIndex(months[0]!); i <= monthIndex(months[months.length - 1]!); i++) {
    const key = monthKey(i);
    out.push({ key, count: counts.get(key) ?? 0 });
  }
  return out;
}

/** A date key as the axis shows it ("3 May") and as the tooltip does ("3 May 2025"), in UTC like the server. */
export function dayLabels(key: string, localeTag: string) {
  const date = new Date(dayTime(key));
  return {
    label: new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date),
    fullLabel: new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
  };
}

/** A month key as the axis shows it ("May 2025", short month) and as the tooltip does ("May 2025", long month). */
export function monthLabels(key: string, localeTag: string) {
  const date = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, 1));
  return {
    label: new Intl.DateTimeFormat(localeTag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date),
    fullLabel: new Intl.DateTimeFormat(localeTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date),
  };
}

/**
 * The two parts of a month's tick: the short month ("Jul"), and the year under the first month and under
 * every January, so a year is named once where it starts.
 */
export function monthTickParts(key: string, index: number, localeTag: string): { month: string; year: string } {
  const date = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, 1));
  const month = new Intl.DateTimeFormat(localeTag, { month: 'short', timeZone: 'UTC' }).format(date);
  const year = index === 0 || key.slice(5, 7) === '01' ? key.slice(0, 4) : '';
  return { month, year };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * About how wide a label is at a font size, in pixels: generous enough for Latin, Devanagari and Bengali
 * (the layout only needs to know whether labels fit, not their exact width). Characters are counted as
 * the reader sees them: a Devanagari consonant cluster with its vowel signs is one.
 */
export const labelWidth = (text: string, fontSize = 12): number =>
  Math.ceil([...graphemes.segment(text)].length * fontSize * 0.62);

/** How the month axis writes its labels so that every month has one (issue 20): flat, at 45° or upright. */
export type MonthTickLayout = 'flat' | 'angled' | 'vertical';

export function monthTickLayout(labels: string[], plotWidth: number, fontSize = 12): MonthTickLayout {
  if (labels.length === 0 || plotWidth <= 0) return 'flat';
  const slot = plotWidth / labels.length;
  const widest = Math.max(...labels.map((label) => labelWidth(label, fontSize)));
  if (widest + 6 <= slot) return 'flat';
  // At 45° neighbours clear each other while a slot is about a line and a half high.
  return slot >= fontSize * 1.5 ? 'angled' : 'vertical';
}

/** Height of the month axis for a layout: two lines flat, else the widest label turned. */
export function monthAxisHeight(layout: MonthTickLayout, labels: string[], fontSize = 12): number {
  if (layout === 'flat') return Math.round(fontSize * 2.6 + 6);
  const widest = Math.max(0, ...labels.map((label) => labelWidth(label, fontSize)));
  return Math.ceil((layout === 'angled' ? widest * Math.SQRT1_2 + fontSize : widest) + 12);
}

/** The next "nice" number at or above a value (1, 2, 2.5, 5 × 10^k), as a chart's top tick tends to be. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((n) => n * power >= value) ?? 10;
  return step * power;
}

/** Width of the value axis: room for its widest tick label, so a money figure is never cut. */
export function valueAxisWidth(points: ChartPoint[], format: (value: number) => string, fontSize = 12): number {
  const max = Math.max(0, ...points.map((p) => p.count));
  const widest = Math.max(labelWidth(format(max), fontSize), labelWidth(format(niceCeiling(max)), fontSize));
  return Math.max(28, widest + 10);
}

/** A by-date or by-month answer as chart points: continuous, labelled in the user's language. */
export function timeSeries(items: AnalyticsItem[], field: 'date' | 'month', localeTag: string): ChartPoint[] {
  const filled = field === 'date' ? fillDays(items) : fillMonths(items);
  const labels = field === 'date' ? dayLabels : monthLabels;
  return filled.map((p) => ({ ...p, ...labels(p.key, localeTag) }));
}

/** The server's name of a sign-in without a recorded browser or platform. */
const UNKNOWN_CLIENT = 'Unknown';

/** A by-category answer (assessment, browser, platform) as chart points, most first; 'Unknown' translated. */
export function categorySeries(
  items: AnalyticsItem[],
  field: 'quizTitle' | 'browser' | 'platform',
  unknownLabel: string,
): ChartPoint[] {
  return items
    .map((item) => {
      const key = item[field] ?? UNKNOWN_CLIENT;
      const label = field !== 'quizTitle' && key === UNKNOWN_CLIENT ? unknownLabel : key;
      return { key, label, fullLabel: label, count: item.count };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Sum of the counts, rounded to cents (payments add up prices). */
export const seriesTotal = (points: ChartPoint[]): number =>
  Math.round(points.reduce((sum, p) => sum + p.count, 0) * 100) / 100;

/** A number in the user's language (digits and separators), up to `fractionDigits` decimals. */
export const formatCount = (value: number, localeTag: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(localeTag, { maximumFractionDigits: fractionDigits }).format(value);

/** Height of a horizontal bar chart: room for every bar, within reason. */
export const barChartHeight = (bars: number): number => Math.min(560, Math.max(200, 48 + bars * 34));
