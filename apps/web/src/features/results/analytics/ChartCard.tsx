import { Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/TableStates';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { ChartPoint } from './chartData';

export interface ChartCardProps {
  id: string;
  title: string;
  /** "Total …" under the title; omitted when a sum would mean nothing. */
  total?: string;
  superAdminOnly?: boolean;
  /** Spans both columns of the grid on wide screens. */
  wide?: boolean;
  points: ChartPoint[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Height of the drawing area, so loading, empty and drawn states take the same room. */
  height: number;
  categoryHeader: string;
  valueHeader: string;
  /** Titles of the vertical axis (shown above the drawing) and the horizontal one (below it). */
  verticalAxisTitle: string;
  horizontalAxisTitle: string;
  format: (value: number) => string;
  children: ReactNode;
}

/** An axis title: text that wraps in any language rather than a label cut at the drawing's edge. */
const AXIS_TITLE_SX = { display: 'block', color: 'text.primary', fontWeight: 500, lineHeight: 1.4, m: 0 } as const;
/** Two one-line axis titles (12 px at line height 1.4) and the gap under the drawing. */
const AXIS_TITLES_HEIGHT = 38;

/**
 * The frame of one chart: its title, the total, and either a skeleton, the error with Retry, the empty
 * text, or the chart. The drawing is hidden from screen readers, which read the same figures from a
 * visually hidden table instead (days without activity left out).
 */
export function ChartCard(props: ChartCardProps) {
  const { id, title, total, points, loading, error, onRetry, height, children } = props;
  const { t } = useTranslation();
  const headingId = `chart-${id}-title`;
  const empty = !loading && !error && !(points ?? []).some((p) => p.count > 0);

  let body: ReactNode;
  // Loading and empty take the drawing's room with its two axis titles, so nothing jumps when it is drawn.
  const room = height + AXIS_TITLES_HEIGHT;
  if (loading) body = <Skeleton variant="rounded" height={room} aria-hidden />;
  else if (error) body = <ErrorState onRetry={onRetry} testId={`chart-${id}`} />;
  else if (empty)
    body = (
      <Box sx={{ minHeight: room, display: 'grid', alignItems: 'center' }}>
        <EmptyState text={t('analytics.noData')} testId={`chart-${id}`} />
      </Box>
    );
  else
    body = (
      <>
        <Box aria-hidden data-testid={`chart-${id}-axes`}>
          <Typography
            variant="caption"
            component="p"
            sx={AXIS_TITLE_SX}
            data-testid={`chart-${id}-vertical-axis-title`}
          >
            {props.verticalAxisTitle}
          </Typography>
          <Box sx={{ height, minWidth: 0 }} data-testid={`chart-${id}-drawing`}>
            {children}
          </Box>
          <Typography
            variant="caption"
            component="p"
            sx={{ ...AXIS_TITLE_SX, textAlign: 'center', mt: 0.5 }}
            data-testid={`chart-${id}-horizontal-axis-title`}
          >
            {props.horizontalAxisTitle}
          </Typography>
        </Box>
        {/* A table ignores a 1 px width: the hidden box around it keeps it from widening the page. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{t('analytics.dataTableCaption', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{props.categoryHeader}</th>
                <th scope="col">{props.valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {points!
                .filter((p) => p.count > 0)
                .map((p) => (
                  <tr key={p.key}>
                    <th scope="row">{p.fullLabel}</th>
                    <td>{props.format(p.count)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </Box>
      </>
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={loading}
      data-testid={`chart-${id}`}
      sx={{
        position: 'relative',
        p: { xs: 1.5, sm: 2.5 },
        borderRadius: 3,
        minWidth: 0,
        gridColumn: props.wide ? '1 / -1' : 'auto',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: { xs: 16, sm: 18 } }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {props.superAdminOnly && <Chip size="small" variant="outlined" label={t('analytics.superAdminOnly')} />}
          {total && !loading && !error && (
            <Typography variant="body2" color="text.secondary" data-testid={`chart-${id}-total`}>
              {t('analytics.total', { value: total })}
            </Typography>
          )}
        </Stack>
      </Stack>
      {body}
    </Paper>
  );
}
