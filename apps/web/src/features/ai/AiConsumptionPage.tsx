import { LOCALE_TAG, type AiUsageRow, type Locale } from '@assessly/shared';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Clamped } from '../../components/Clamped';
import { DataTable } from '../../components/DataTable';
import { DateTimeCell } from '../../components/DateTimeCell';
import { PageHeader } from '../../components/PageHeader';
import { useServerPage } from '../../components/useServerPage';
import { aiApi, aiKeys } from './api/aiApi';

/** /user/aiConsumption, AI Consumption (spec 000 §2, §3): token usage of the AI helpers, newest first. */
export default function AiConsumptionPage() {
  const { t, i18n } = useTranslation();
  const paged = useServerPage(aiKeys.usage, aiApi.usage);
  const number = new Intl.NumberFormat(LOCALE_TAG[i18n.language as Locale] ?? 'en');
  const tokens = (key: 'promptTokens' | 'completionTokens' | 'totalTokens', header: string, strong = false) => ({
    key,
    header,
    align: 'right' as const,
    render: (row: AiUsageRow) => (
      <Box sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}>
        {number.format(row[key])}
      </Box>
    ),
  });

  return (
    <Box>
      <PageHeader title={t('pages.aiConsumption')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('siteContent.aiIntro')}
      </Typography>
      <DataTable<AiUsageRow>
        ariaLabel={t('siteContent.aiTableLabel')}
        testId="ai-usage"
        {...paged}
        getRowId={(row) => row.aiUsageId}
        emptyText={t('siteContent.aiEmpty')}
        columns={[
          {
            key: 'dateAdded',
            header: t('siteContent.colDate'),
            render: (row) => <DateTimeCell value={row.dateAdded} />,
          },
          {
            // The model with the kind of answer under it: one column, so the details stay in view.
            key: 'model',
            header: `${t('siteContent.colModel')} / ${t('siteContent.colObject')}`,
            render: (row) => (
              <Box>
                <Chip size="small" variant="outlined" label={row.model} />
                <Box sx={{ color: 'text.secondary', fontSize: 13, mt: 0.5, pl: 0.5 }}>{row.object}</Box>
              </Box>
            ),
          },
          tokens('promptTokens', t('siteContent.colPromptTokens')),
          tokens('completionTokens', t('siteContent.colCompletionTokens')),
          tokens('totalTokens', t('siteContent.colTotalTokens'), true),
          {
            key: 'id',
            header: t('siteContent.colId'),
            render: (row) => (
              <Box component="code" sx={{ fontSize: 12, overflowWrap: 'anywhere', minWidth: 120, display: 'block' }}>
                {row.id}
              </Box>
            ),
          },
          {
            key: 'additionalDetail',
            header: t('siteContent.colDetails'),
            render: (row) => (row.additionalDetail ? <Clamped text={row.additionalDetail} lines={2} /> : ''),
          },
        ]}
      />
    </Box>
  );
}
