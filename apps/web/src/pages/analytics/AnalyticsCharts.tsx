/**
 * The analytics charts, drawn with recharts. This module is loaded lazily (its own chunk with the chart
 * library): the dashboard tiles and the exam screen never download it.
 */
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Label,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './ChartCard';
import { barChartHeight, categorySeries, formatCount, seriesTotal, timeSeries, type ChartPoint } from './chartData';
import type { ChartSpec } from './chartSpecs';
import type { ChartData } from './useAnalytics';

const SERIES_HEIGHT = 260;
/** Short, so a chart is readable almost at once (recharts' default is 1.5 s). */
const ANIMATION_MS = 500;

export interface AnalyticsChartsProps {
  charts: ChartData[];
  localeTag: string;
  /** The site's currency code and symbol, for the payment chart. */
  currency: { code: string; symbol: string };
}

interface DrawProps {
  spec: ChartSpec;
  points: ChartPoint[];
  color: string;
  categoryAxis: string;
  valueAxis: string;
  format: (value: number) => string;
  phone: boolean;
  animate: boolean;
}

/** Axis and tooltip styling shared by every chart, from the theme. */
function useChartStyle() {
  const theme = useTheme();
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  const axisLabel = { fontSize: 12, fill: theme.palette.text.primary, fontWeight: 500 };
  const tooltip = {
    contentStyle: {
      borderRadius: 8,
      border: `1px solid ${theme.palette.divider}`,
      fontFamily: theme.typography.fontFamily,
      fontSize: 13,
    },
    labelStyle: { fontWeight: 600, color: theme.palette.text.primary },
  };
  return { tick, axisLabel, tooltip, grid: theme.palette.divider };
}

const labelOf = (points: ChartPoint[]) => {
  const byKey = new Map(points.map((p) => [p.key, p]));
  return {
    tick: (key: string) => byKey.get(key)?.label ?? key,
    full: (key: string) => byKey.get(key)?.fullLabel ?? key,
  };
};

/** A day or month series: area, line or columns over a continuous time axis. */
function TimeChart({ spec, points, color, categoryAxis, valueAxis, format, phone, animate }: DrawProps) {
  const style = useChartStyle();
  const labels = labelOf(points);
  const margin = { top: 8, right: phone ? 8 : 16, bottom: 28, left: phone ? 4 : 12 };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke={style.grid} />,
    <XAxis
      key="x"
      dataKey="key"
      tickFormatter={labels.tick}
      tick={style.tick}
      tickMargin={6}
      minTickGap={phone ? 12 : 20}
    >
      <Label value={categoryAxis} position="insideBottom" offset={-20} style={style.axisLabel} />
    </XAxis>,
    <YAxis key="y" allowDecimals={Boolean(spec.money)} tickFormatter={format} tick={style.tick} width={phone ? 44 : 56}>
      <Label
        value={valueAxis}
        angle={-90}
        position="insideLeft"
        // Clear of the drawing's edge: the accents of a rotated title reach nearly to its text box.
        offset={4}
        style={{ ...style.axisLabel, textAnchor: 'middle' }}
      />
    </YAxis>,
    <Tooltip
      key="tip"
      {...style.tooltip}
      separator=": "
      labelFormatter={(key) => labels.full(String(key))}
      formatter={(value) => [format(Number(value)), valueAxis]}
    />,
  ];
  const common = { data: points, margin, accessibilityLayer: false };
  if (spec.kind === 'columns')
    return (
      <BarChart {...common}>
        {axes}
        <Bar
          dataKey="count"
          fill={color}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
          isAnimationActive={animate}
          animationDuration={ANIMATION_MS}
        />
      </BarChart>
    );
  if (spec.kind === 'line')
    return (
      <LineChart {...common}>
        {axes}
        <Line
          type="monotone"
          dataKey="count"
          stroke={color}
          strokeWidth={2}
          dot={points.length <= 14 ? { r: 3 } : false}
          isAnimationActive={animate}
          animationDuration={ANIMATION_MS}
        />
      </LineChart>
    );
  return (
    <AreaChart {...common}>
      {axes}
      <Area
        type="monotone"
        dataKey="count"
        stroke={color}
        strokeWidth={2}
        fill={color}
        fillOpacity={0.18}
        isAnimationActive={animate}
        animationDuration={ANIMATION_MS}
      />
    </AreaChart>
  );
}

/** Names (assessments, browsers, platforms) as horizontal bars, most first; long names are shortened. */
function NameBars({ points, color, categoryAxis, valueAxis, format, phone, animate }: DrawProps) {
  const style = useChartStyle();
  const max = phone ? 13 : 22;
  const short = (name: string) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);
  return (
    <BarChart
      data={points}
      layout="vertical"
      margin={{ top: 4, right: phone ? 12 : 24, bottom: 28, left: phone ? 8 : 16 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={style.grid} />
      <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={style.tick}>
        <Label value={valueAxis} position="insideBottom" offset={-20} style={style.axisLabel} />
      </XAxis>
      <YAxis
        type="category"
        dataKey="label"
        tickFormatter={short}
        tick={style.tick}
        width={phone ? 116 : 150}
        interval={0}
      >
        <Label
          value={categoryAxis}
          angle={-90}
          position="insideLeft"
          // On a phone the margin is narrow: a negative offset put the letters' tops outside the drawing.
          offset={phone ? 0 : -4}
          style={{ ...style.axisLabel, textAnchor: 'middle' }}
        />
      </YAxis>
      <Tooltip
        {...style.tooltip}
        separator=": "
        formatter={(value) => [format(Number(value)), valueAxis]}
        cursor={{ fillOpacity: 0.3 }}
      />
      <Bar
        dataKey="count"
        fill={color}
        radius={[0, 4, 4, 0]}
        maxBarSize={28}
        isAnimationActive={animate}
        animationDuration={ANIMATION_MS}
      />
    </BarChart>
  );
}

/** The cards of the charts, two columns on wide screens and one on phones. */
export default function AnalyticsCharts({ charts, localeTag, currency }: AnalyticsChartsProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
      data-testid="analytics-charts"
    >
      {charts.map(({ spec, items, loading, error, retry }) => {
        const points =
          items === undefined
            ? undefined
            : spec.field === 'date' || spec.field === 'month'
              ? timeSeries(items, spec.field, localeTag)
              : categorySeries(items, spec.field, t('analytics.unknown'));
        const digits = spec.money ? 2 : 0;
        const format = (value: number) =>
          spec.money
            ? `${currency.symbol}${formatCount(value, localeTag, digits)}`
            : formatCount(value, localeTag, digits);
        const valueAxis = t(`analytics.${spec.valueAxis}`, { currency: currency.code });
        const categoryAxis = t(`analytics.${spec.categoryAxis}`);
        const height = spec.kind === 'bars' ? barChartHeight(points?.length ?? 0) : SERIES_HEIGHT;
        const draw: DrawProps | null = points
          ? {
              spec,
              points,
              color: theme.palette[spec.color].main,
              categoryAxis,
              valueAxis,
              format,
              phone,
              animate: !reducedMotion,
            }
          : null;
        return (
          <ChartCard
            key={spec.id}
            id={spec.id}
            title={t(`analytics.${spec.title}`)}
            total={points && spec.field !== 'quizTitle' ? format(seriesTotal(points)) : undefined}
            superAdminOnly={spec.superAdminOnly}
            wide={spec.wide}
            points={points}
            loading={loading}
            error={error}
            onRetry={retry}
            height={height}
            categoryHeader={categoryAxis}
            valueHeader={valueAxis}
            format={format}
          >
            {draw && (
              <ResponsiveContainer width="100%" height="100%">
                {spec.kind === 'bars' ? <NameBars {...draw} /> : <TimeChart {...draw} />}
              </ResponsiveContainer>
            )}
          </ChartCard>
        );
      })}
    </Box>
  );
}
