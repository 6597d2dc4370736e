import { Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { AnalyticsView } from './AnalyticsView';
import { ItemAnalysis } from './ItemAnalysis';

/** /report/analysis (spec 001 §2 "Analytics"): the analytics view, then the item analysis (beyond the spec). */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('pages.analysis')} />
      <AnalyticsView />
      <Divider />
      <ItemAnalysis />
    </Stack>
  );
}
