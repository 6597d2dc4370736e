import type { Locale, ResultRow, resultsApi, RouteOutput } from '@assessly/shared';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { ViewDialog } from '../../../components/ViewDialog';
import { useNotify } from '../../../lib/Notifier';
import { useApiError } from '../../../lib/useApiError';
import { reportApi, reportKeys } from '../api/reportApi';
import { resultSheetApi, resultSheetKeys } from '../api/resultSheetApi';
import { formatNumber } from '../resultSheet/resultFormat';
import { ReviewAnswerCard } from './ReviewAnswerCard';

export interface ReviewDialogProps {
  /** The attempt to review; null closes the dialog. */
  row: ResultRow | null;
  onClose: () => void;
}

function LoadingAnswers() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('reports.reviewLoading')}>
      <Skeleton variant="rounded" height={180} sx={{ borderRadius: 2, mb: 2 }} />
      <Skeleton variant="rounded" height={180} sx={{ borderRadius: 2 }} />
    </Box>
  );
}

/**
 * The review dialog (spec 001 §2, §4): every question of the attempt (GetFinishedExamResult, issue 22),
 * each type's answer with its key and the mark it scored; the descriptive answers (GetPendingExamine says
 * which still wait) each marked on its own, the others read-only. After a save the pending list and the
 * answers reload; once nothing remains the dialog closes and every results list reloads (the attempt is
 * examined and its total recomputed by the server).
 */
export function ReviewDialog({ row, onClose }: ReviewDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onApiError = useApiError();
  const attemptId = row?.quizResponseInitialId ?? 0;
  const pending = useQuery({
    queryKey: reportKeys.pending(attemptId),
    queryFn: () => reportApi.pendingExamine(attemptId),
    enabled: attemptId > 0,
    // Always the server's current list: another examiner may have marked answers meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
  const answers = useQuery({
    queryKey: resultSheetKeys.finishedResult(attemptId),
    queryFn: () => resultSheetApi.finishedResult(attemptId),
    enabled: attemptId > 0,
    staleTime: 0,
  });
  const loadError = pending.error ?? answers.error;

  const finish = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    void queryClient.invalidateQueries({ queryKey: resultSheetKeys.finishedResult(attemptId) });
    void queryClient.invalidateQueries({ queryKey: resultSheetKeys.finishedInfo(attemptId) });
  };

  useEffect(() => {
    if (loadError) onApiError(loadError);
  }, [loadError, onApiError]);

  // Opened on an attempt with nothing left to mark (e.g. marked elsewhere): close and show the fresh list.
  const nothingLeft = Boolean(row) && pending.isSuccess && !pending.isFetching && pending.data.length === 0;
  useEffect(() => {
    if (!nothingLeft) return;
    notify({ key: 'reports.reviewNothing', severity: 'info' });
    finish();
    // finish only closes and invalidates; it changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nothingLeft]);

  const saved = (result: RouteOutput<typeof resultsApi.UpdateMarksObtain>) => {
    if (result.pendingCount === 0) {
      notify({ key: 'reports.reviewDone', severity: 'success' });
      finish();
      return;
    }
    const count = formatNumber(result.pendingCount, i18n.language as Locale);
    notify({ key: 'reports.reviewSaved', params: { count }, severity: 'success' });
    void queryClient.invalidateQueries({ queryKey: reportKeys.pending(attemptId) });
    void queryClient.invalidateQueries({ queryKey: resultSheetKeys.finishedResult(attemptId) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  };

  const attempt = row ? formatNumber(row.attemptCount, i18n.language as Locale) : '';

  return (
    <ViewDialog
      open={Boolean(row)}
      onClose={onClose}
      title={t('reports.reviewTitle', { title: row?.quizTitle ?? '' })}
      testId="review-dialog"
      closeTestId="review-close"
      closeLabel={t('reports.close')}
      width="wide"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.reviewIntro', { name: row?.fullName ?? '', attempt })}
      </Typography>
      {(pending.isPending || answers.isPending) && !loadError && <LoadingAnswers />}
      {loadError && (
        <ErrorState
          onRetry={() => void Promise.all([pending.isError && pending.refetch(), answers.isError && answers.refetch()])}
          testId="review"
        />
      )}
      {pending.isSuccess && answers.isSuccess && (
        <Stack spacing={2} aria-busy={pending.isFetching || answers.isFetching}>
          {answers.data.map((answer, index) => (
            <ReviewAnswerCard key={answer.quizResponseDetailId} answer={answer} number={index + 1} onSaved={saved} />
          ))}
        </Stack>
      )}
    </ViewDialog>
  );
}
