/**
 * Item analysis (beyond the spec) on /report/analysis: pick an assessment, read per question how many
 * answered, the facility, the discrimination (low ones highlighted) and how often each option was chosen,
 * and download the same table as CSV. A link may preselect the assessment (?quizTopicId=).
 *
 * Test ids: `item-analysis`, `item-analysis-quiz` (the picker's input), `item-analysis-attempts`,
 * `item-analysis-few`, `item-analysis-csv`, `item-analysis-prompt`, the table `item-analysis-table` (rows
 * `item-analysis-table-row`), `item-analysis-option` (with data-correct), `item-analysis-low`.
 */
import {
  LOCALE_TAG,
  type authoringApi,
  type ItemAnalysis as ItemAnalysisData,
  type RouteOutput,
} from '@assessly/shared';
import { Description } from '@mui/icons-material';
import { Alert, Autocomplete, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { DataTable } from '../../../components/DataTable';
import { downloadApiFile } from '../../../components/download';
import { storedLocale } from '../../../i18n';
import { useApiError } from '../../../lib/useApiError';
import { dashboardApi, dashboardKeys } from '../api/dashboardApi';
import { itemAnalysisColumns, type AnalysisItem } from './itemAnalysisColumns';

/** The server's threshold for a discrimination figure (fewer finished attempts: none). */
const MIN_ATTEMPTS_FOR_DISCRIMINATION = 6;

/** An assessment of the picker (GetQuizesForReports). */
type QuizOption = RouteOutput<typeof authoringApi.GetQuizesForReports>[number];

/** The one CSV download of the table (the server's item-analysis.csv), with a spinner while it runs. */
function CsvButton({ quizTopicId }: { quizTopicId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onError = useApiError();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(dashboardApi.itemAnalysisCsvPath(quizTopicId), 'item-analysis.csv');
    } catch (error) {
      // downloadApiFile does not redirect like the JSON calls: do it here.
      if (error instanceof ApiRefusal && error.status === 401) navigate('/unauthorized');
      else if (error instanceof ApiRefusal && error.status === 403) navigate('/forbidden');
      else if (error instanceof ApiRefusal && error.status === 404) onError(new ApiRefusal(202, 'notFound', false));
      else onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<Description />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      data-testid="item-analysis-csv"
    >
      {t('analytics.exportCsv')}
    </Button>
  );
}

/** Items numbered as the assessment orders them, for the table. */
const numbered = (data: ItemAnalysisData | undefined): AnalysisItem[] | undefined =>
  data?.items.map((item, i) => ({ ...item, number: i + 1 }));

/**
 * The chosen assessment. A link may name it (?quizTopicId=); choosing another one does not touch the URL,
 * because every navigation scrolls the page to the top and the table sits below the charts.
 */
function useSelectedQuiz() {
  const [params] = useSearchParams();
  const [id, setId] = useState<number | null>(() => {
    const fromUrl = Number(params.get('quizTopicId'));
    return Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null;
  });
  return [id, setId] as const;
}

export function ItemAnalysis() {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const localeTag = LOCALE_TAG[storedLocale()];
  const [quizTopicId, select] = useSelectedQuiz();
  const quizzes = useQuery({ queryKey: dashboardKeys.quizzes, queryFn: dashboardApi.quizzesForReports });
  const analysis = useQuery({
    queryKey: dashboardKeys.itemAnalysis(quizTopicId ?? 0),
    queryFn: () => dashboardApi.itemAnalysis(quizTopicId!),
    enabled: quizTopicId !== null,
  });
  const failure = quizzes.error ?? analysis.error;
  useEffect(() => {
    if (failure) onApiError(failure);
  }, [failure, onApiError]);
  const columns = useMemo(() => itemAnalysisColumns(t, localeTag), [t, localeTag]);
  const selected = quizzes.data?.find((q) => q.quizTopicId === quizTopicId) ?? null;
  const data = analysis.data;

  return (
    <Stack component="section" spacing={2} aria-labelledby="item-analysis-title" data-testid="item-analysis">
      <Box>
        <Typography id="item-analysis-title" variant="h5" component="h2" sx={{ fontSize: { xs: 20, sm: 24 } }}>
          {t('analytics.itemTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('analytics.itemIntro')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete<QuizOption>
          options={quizzes.data ?? []}
          value={selected}
          onChange={(_, value) => select(value?.quizTopicId ?? null)}
          getOptionLabel={(q) => q.quizTitle}
          isOptionEqualToValue={(a, b) => a.quizTopicId === b.quizTopicId}
          loading={quizzes.isPending}
          loadingText={t('common.loading')}
          noOptionsText={t('analytics.noAssessments')}
          clearText={t('analytics.clearPick')}
          openText={t('analytics.pickAssessment')}
          closeText={t('common.close')}
          sx={{ width: { xs: '100%', sm: 360 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('analytics.pickAssessment')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'item-analysis-quiz' },
              }}
            />
          )}
        />
        {data && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={t('analytics.attemptsCount', { count: data.attempts })} data-testid="item-analysis-attempts" />
            <CsvButton quizTopicId={data.quizTopicId} />
          </Stack>
        )}
      </Stack>

      {quizTopicId === null ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
          <Typography color="text.secondary" data-testid="item-analysis-prompt">
            {t('analytics.pickPrompt')}
          </Typography>
        </Paper>
      ) : (
        <>
          {data && data.attempts < MIN_ATTEMPTS_FOR_DISCRIMINATION && (
            <Alert severity="info" data-testid="item-analysis-few">
              {t('analytics.fewAttempts', { count: MIN_ATTEMPTS_FOR_DISCRIMINATION })}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            <strong>{t('analytics.colFacility')}</strong>: {t('analytics.facilityHelp')}.{' '}
            <strong>{t('analytics.colDiscrimination')}</strong>: {t('analytics.discriminationHelp')}.
          </Typography>
          <DataTable<AnalysisItem>
            ariaLabel={t('analytics.tableLabel', { title: data?.quizTitle ?? selected?.quizTitle ?? '' })}
            testId="item-analysis-table"
            emptyText={t('analytics.noItems')}
            rows={numbered(data)}
            getRowId={(r) => r.quizQuestionId}
            columns={columns}
            loading={analysis.isPending}
            error={analysis.error}
            onRetry={() => void analysis.refetch()}
          />
        </>
      )}
    </Stack>
  );
}
