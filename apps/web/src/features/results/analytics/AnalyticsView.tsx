/**
 * AnalyticsView: the period selector and the analytics charts, shared by the admin dashboard and
 * /report/analysis (spec 001 §2). The charts themselves (and recharts) arrive in a lazy chunk; the data
 * calls start here at once. The payment chart is the SuperAdmin's only: hidden and never called for admins.
 *
 * Test ids: `analytics-view`, `analytics-range`, `analytics-range-<days>`, `analytics-charts-loading`,
 * and per chart `chart-<id>` (`-drawing`, `-empty`, `-error`, `-total`).
 */
import { LOCALE_TAG, ROLE } from '@assessly/shared';
import { Box, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { storedLocale } from '../../../i18n';
import { lazyPage } from '../../../lib/lazyPage';
import { useSiteSettings } from '../../../lib/settings';
import { session } from '../../../session/session';
import type { AnalyticsChartsProps } from './AnalyticsCharts';
import { DEFAULT_RANGE, formatCount, RANGE_DAYS, type RangeDays } from './chartData';
import { visibleCharts } from './chartSpecs';
import { useAnalytics } from './useAnalytics';

// lazyPage (chunk timeout, one reload after a deploy) is typed for route pages without props; the charts
// component takes props, hence the cast.
const AnalyticsCharts = lazyPage(
  () => import('./AnalyticsCharts') as unknown as Promise<{ default: ComponentType }>,
) as unknown as LazyExoticComponent<ComponentType<AnalyticsChartsProps>>;

function ChartsLoading({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('analytics.loadingCharts')}
      data-testid="analytics-charts-loading"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={320} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

export interface AnalyticsViewProps {
  /** A heading above the view (the dashboard's); the analytics page has its own h1 instead. */
  heading?: string;
}

export function AnalyticsView({ heading }: AnalyticsViewProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE);
  const superAdmin = session.user()?.userRoleId === ROLE.SuperAdmin;
  const specs = visibleCharts(superAdmin);
  const charts = useAnalytics(specs, days);
  const settings = useSiteSettings().data;
  const localeTag = LOCALE_TAG[storedLocale()];

  return (
    <Stack spacing={2} component="section" aria-label={heading ?? t('analytics.title')} data-testid="analytics-view">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          {heading && (
            <Typography variant="h5" component="h2" sx={{ fontSize: { xs: 20, sm: 24 } }}>
              {heading}
            </Typography>
          )}
          <Typography color="text.secondary" variant="body2">
            {t('analytics.intro')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={days}
          onChange={(_, value: RangeDays | null) => value && setDays(value)}
          aria-label={t('analytics.rangeLabel')}
          data-testid="analytics-range"
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' }, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' } } }}
        >
          {RANGE_DAYS.map((d) => (
            <ToggleButton key={d} value={d} data-testid={`analytics-range-${d}`} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
              {t('analytics.rangeDays', { days: formatCount(d, localeTag) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Suspense fallback={<ChartsLoading count={specs.length} />}>
        <AnalyticsCharts
          charts={charts}
          localeTag={localeTag}
          currency={{ code: (settings?.currency ?? '').toUpperCase(), symbol: settings?.currencySymbol ?? '' }}
        />
      </Suspense>
    </Stack>
  );
}
