import { UI } from '@assessly/shared';
import { HourglassTop } from '@mui/icons-material';
import { Box, Paper, Skeleton, Typography, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { StatusCard } from '../../../components/StatusCard';
import { ErrorState } from '../../../components/TableStates';
import { useApiError } from '../../../lib/useApiError';
import { resultSheetApi, resultSheetKeys } from '../api/resultSheetApi';
import { ResultAnswersTable } from './ResultAnswersTable';
import { useResultFlag } from './resultFlag';
import { ResultPdfButton } from './ResultPdfButton';
import { ResultSummary } from './ResultSummary';

/** /quiz/result: only with a result flag (set when an attempt ends); without one, the dashboard. */
export default function ResultPage() {
  const attemptId = useResultFlag();
  if (attemptId === null) return <Navigate to="/dashboard" replace />;
  return <ResultSheet attemptId={attemptId} />;
}

function LoadingSheet() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('examResult.loading')} data-testid="result-loading">
      <Skeleton variant="text" width={260} sx={{ fontSize: 30, mb: 2 }} />
      <Skeleton variant="rounded" height={220} sx={{ borderRadius: 3, mb: 3 }} />
      <Skeleton variant="rounded" height={260} sx={{ borderRadius: 3 }} />
    </Box>
  );
}

/** Descriptive answers still wait for an examiner: only this message (spec 001 §2). */
function PendingResult() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader title={t('examResult.title')} />
      <StatusCard
        icon={HourglassTop}
        title={t('examResult.pendingTitle')}
        text={t('examResult.pendingText')}
        testId="result-pending"
        action={{ to: '/dashboard', label: t('examResult.backToDashboard'), testId: 'result-dashboard' }}
      />
    </Box>
  );
}

/** The result sheet of one finished attempt: summary, answers and (960 px and wider) the PDF button. */
function ResultSheet({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const sheetRef = useRef<HTMLDivElement>(null);
  // Follows the window: the button appears and disappears as the window is resized (spec 001 §9).
  const wide = useMediaQuery(`(min-width:${UI.pdfMinWidth}px)`, { noSsr: true });
  const info = useQuery({
    queryKey: resultSheetKeys.finishedInfo(attemptId),
    queryFn: () => resultSheetApi.finishedInfo(attemptId),
  });
  const examined = info.data?.isExamined === true;
  const details = useQuery({
    queryKey: resultSheetKeys.finishedResult(attemptId),
    queryFn: () => resultSheetApi.finishedResult(attemptId),
    enabled: examined,
  });
  // A failed load goes to NoInternet when the server is unreachable (spec 001 §2); a refusal says why.
  const loadError = info.error ?? details.error;
  useEffect(() => {
    if (loadError) onApiError(loadError);
  }, [loadError, onApiError]);

  if (info.isPending) return <LoadingSheet />;
  if (info.isError)
    return (
      <Box>
        <PageHeader title={t('examResult.title')} />
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ErrorState onRetry={() => void info.refetch()} testId="result" />
        </Paper>
      </Box>
    );
  if (!examined) return <PendingResult />;

  return (
    <Box ref={sheetRef} data-testid="result-sheet">
      <PageHeader
        title={t('examResult.title')}
        actions={wide && details.isSuccess ? <ResultPdfButton target={sheetRef} /> : undefined}
      />
      <ResultSummary row={info.data} />
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }} data-pdf-break>
        {t('examResult.answersHeading')}
      </Typography>
      <ResultAnswersTable
        row={info.data}
        details={details.data}
        loading={details.isPending}
        error={details.isError ? details.error : undefined}
        onRetry={() => void details.refetch()}
      />
    </Box>
  );
}
