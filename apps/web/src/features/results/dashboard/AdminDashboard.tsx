import { Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { useApiError } from '../../../lib/useApiError';
import { AnalyticsView } from '../analytics/AnalyticsView';
import { dashboardApi, dashboardKeys } from '../api/dashboardApi';
import { AdminTiles } from './AdminTiles';

/**
 * The admin's part of the dashboard (spec 001 §2): the four tiles (GetStatus), then the analytics view.
 * Loaded lazily by DashboardPage, so candidates never download it.
 */
export default function AdminDashboard() {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const status = useQuery({ queryKey: dashboardKeys.status, queryFn: dashboardApi.status, staleTime: 30_000 });
  useEffect(() => {
    if (status.error) onApiError(status.error);
  }, [status.error, onApiError]);

  return (
    <>
      {status.isError ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ErrorState onRetry={() => void status.refetch()} testId="admin-tiles" />
        </Paper>
      ) : (
        <AdminTiles status={status.data} />
      )}
      <AnalyticsView heading={t('analytics.title')} />
    </>
  );
}
