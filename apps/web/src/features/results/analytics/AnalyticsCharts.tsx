/**
 * The analytics charts, drawn with recharts. This module is loaded lazily (its own chunk with the chart
 * library): the dashboard tiles and the exam screen never download it.
 */
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './ChartCard';
import {
  barChartHeight,
  categorySeries,
  formatCount,
  monthAxisHeight,
  monthTickLayout,
  monthTickParts,
  seriesTotal,
  timeSeries,
  valueAxisWidth,
  type ChartPoint,
} from './chartData';
import type { ChartSpec } from './chartSpecs';
import type { ChartData } from './useAnalytics';
import { useElementWidth } from './useElementWidth';

const SERIES_HEIGHT = 260;
/** Short, so a chart is readable almost at once (recharts' default is 1.5 s). */
const ANIMATION_MS = 500;
const TICK_FONT = 12;

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
  valueAxis: string;
  format: (value: number) => string;
  localeTag: string;
  phone: boolean;
  animate: boolean;
  /** The drawing's size (measured: the month axis lays its labels out for the width it has). */
  width: number;
  height: number;
}

/** Axis and tooltip styling shared by every chart, from the theme. */
function useChartStyle() {
  const theme = useTheme();
  const tick = { fontSize: TICK_FONT, fill: theme.palette.text.secondary };
  const tooltip = {
    contentStyle: {
      borderRadius: 8,
      border: `1px solid ${theme.palette.divider}`,
      fontFamily: theme.typography.fontFamily,
      fontSize: 13,
    },
    labelStyle: { fontWeight: 600, color: theme.palette.text.primary },
  };
  return { tick, tooltip, grid: theme.palette.divider };
}

const labelOf = (points: ChartPoint[]) => {
  const byKey = new Map(points.map((p) => [p.key, p]));
  return {
    tick: (key: string) => byKey.get(key)?.label ?? key,
    full: (key: string) => byKey.get(key)?.fullLabel ?? key,
  };
};

interface TickProps {
  x?: number;
  y?: number;
  index?: number;
  payload?: { value: string };
}

/**
 * A month's tick: the short month, with the year under the first month and under each January; turned
 * 45° or upright when the months would not fit side by side, so every month keeps its label.
 */
function MonthTick({ x = 0, y = 0, index = 0, payload, layout, localeTag, fill }: TickProps & MonthTickStyle) {
  const { month, year } = monthTickParts(payload?.value ?? '', index, localeTag);
  if (layout === 'flat')
    return (
      <text x={x} y={y} textAnchor="middle" fontSize={TICK_FONT} fill={fill} data-testid="month-tick">
        <tspan x={x} dy="0.9em">
          {month}
        </tspan>
        {year && (
          <tspan x={x} dy="1.25em">
            {year}
          </tspan>
        )}
      </text>
    );
  const angle = layout === 'angled' ? -45 : -90;
  return (
    <text
      x={x}
      y={y + 4}
      textAnchor="end"
      dominantBaseline="central"
      fontSize={TICK_FONT}
      fill={fill}
      transform={`rotate(${angle} ${x} ${y + 4})`}
      data-testid="month-tick"
    >
      {year ? `${month} ${year}` : month}
    </text>
  );
}

interface MonthTickStyle {
  layout: ReturnType<typeof monthTickLayout>;
  localeTag: string;
  fill: string;
}

/** A day or month series as vertical bars over a continuous axis (every month labelled). */
function TimeBars({ spec, points, color, valueAxis, format, localeTag, phone, animate, width, height }: DrawProps) {
  const style = useChartStyle();
  const labels = labelOf(points);
  const yWidth = valueAxisWidth(points, format, TICK_FONT);
  const margin = { top: 8, right: phone ? 8 : 16, bottom: 4, left: 0 };
  const months = spec.kind === 'months';
  const monthLabels = months
    ? points.map((p, i) => {
        const parts = monthTickParts(p.key, i, localeTag);
        return parts.year ? `${parts.month} ${parts.year}` : parts.month;
      })
    : [];
  const layout = monthTickLayout(
    months ? points.map((p, i) => monthTickParts(p.key, i, localeTag).month) : [],
    width - yWidth - margin.left - margin.right,
    TICK_FONT,
  );
  return (
    <BarChart width={width} height={height} data={points} margin={margin} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={style.grid} />
      {months ? (
        <XAxis
          dataKey="key"
          interval={0}
          height={monthAxisHeight(layout, layout === 'flat' ? [] : monthLabels, TICK_FONT)}
          tick={<MonthTick layout={layout} localeTag={localeTag} fill={style.tick.fill} />}
        />
      ) : (
        <XAxis
          dataKey="key"
          tickFormatter={labels.tick}
          tick={style.tick}
          tickMargin={6}
          minTickGap={phone ? 12 : 20}
        />
      )}
      <YAxis allowDecimals={Boolean(spec.money)} tickFormatter={format} tick={style.tick} width={yWidth} />
      <Tooltip
        {...style.tooltip}
        separator=": "
        labelFormatter={(key) => labels.full(String(key))}
        formatter={(value) => [format(Number(value)), valueAxis]}
        cursor={{ fillOpacity: 0.3 }}
      />
      <Bar
        dataKey="count"
        fill={color}
        radius={[3, 3, 0, 0]}
        maxBarSize={months ? 48 : 24}
        isAnimationActive={animate}
        animationDuration={ANIMATION_MS}
      />
    </BarChart>
  );
}

/** Names (assessments, browsers, platforms) as horizontal bars, most first; long names are shortened. */
function NameBars({ points, color, valueAxis, format, phone, animate, width, height }: DrawProps) {
  const style = useChartStyle();
  const max = phone ? 13 : 22;
  const short = (name: string) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);
  return (
    <BarChart
      width={width}
      height={height}
      data={points}
      layout="vertical"
      margin={{ top: 4, right: phone ? 12 : 24, bottom: 4, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={style.grid} />
      <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={style.tick} />
      <YAxis
        type="category"
        dataKey="label"
        tickFormatter={short}
        tick={style.tick}
        width={phone ? 108 : 150}
        interval={0}
      />
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

/** The drawing at the width its box has (0 until measured: nothing is drawn at a guessed width). */
function SizedChart({ draw }: { draw: Omit<DrawProps, 'width'> }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ width: '100%', height: '100%' }}>
      {width > 0 &&
        (draw.spec.kind === 'names' ? <NameBars {...draw} width={width} /> : <TimeBars {...draw} width={width} />)}
    </Box>
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
        const height = spec.kind === 'names' ? barChartHeight(points?.length ?? 0) : SERIES_HEIGHT;
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
            // Axis titles are text around the drawing, not in it: they wrap instead of being cut or
            // overlapping the ticks in a long language. The vertical axis's title sits above it.
            verticalAxisTitle={spec.kind === 'names' ? categoryAxis : valueAxis}
            horizontalAxisTitle={spec.kind === 'names' ? valueAxis : categoryAxis}
            format={format}
          >
            {points && (
              <SizedChart
                draw={{
                  spec,
                  points,
                  color: theme.palette[spec.color].main,
                  valueAxis,
                  format,
                  localeTag,
                  phone,
                  animate: !reducedMotion,
                  height,
                }}
              />
            )}
          </ChartCard>
        );
      })}
    </Box>
  );
}
