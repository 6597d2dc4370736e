import type { AnalyticsItem } from '@assessly/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiError } from '../../../lib/useApiError';
import { dashboardApi, dashboardKeys } from '../api/dashboardApi';
import type { ChartSpec } from './chartSpecs';

/** One chart's data as the charts chunk receives it. */
export interface ChartData {
  spec: ChartSpec;
  items: AnalyticsItem[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The calls of the visible charts for a period, all at once. They start here, outside the lazily loaded
 * charts chunk, so the data and the chart library download side by side. A failure goes through the
 * app's error handler (NoInternet when the server is unreachable) and the chart shows Retry.
 */
export function useAnalytics(specs: ChartSpec[], days: number): ChartData[] {
  const onApiError = useApiError();
  const queries = useQueries({
    queries: specs.map((spec) => ({
      queryKey: dashboardKeys.analytics(spec.call, spec.x(days)),
      queryFn: () => dashboardApi.analytics(spec.call, spec.x(days)),
      staleTime: 60_000,
    })),
  });
  const firstError = queries.find((q) => q.error)?.error;
  useEffect(() => {
    if (firstError) onApiError(firstError);
  }, [firstError, onApiError]);
  return specs.map((spec, i) => {
    const q = queries[i]!;
    return { spec, items: q.data, loading: q.isPending, error: q.error, retry: () => void q.refetch() };
  });
}
