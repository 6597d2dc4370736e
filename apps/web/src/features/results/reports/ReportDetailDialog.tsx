import { UI, type ResultRow } from '@assessly/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { useApiError } from '../../../lib/useApiError';
import { resultSheetApi, resultSheetKeys } from '../api/resultSheetApi';
import { ResultAnswersTable } from '../resultSheet/ResultAnswersTable';
import { ResultPdfDownload } from '../resultSheet/ResultPdfDownload';
import { ResultSummary } from '../resultSheet/ResultSummary';

export interface ReportDetailDialogProps {
  /** The result to show; null closes the dialog. */
  row: ResultRow | null;
  /** Admins always see the correct answers and explanations (spec 001 §6). */
  admin: boolean;
  onClose: () => void;
}

/**
 * The detail report of one examined result: the result sheet's summary and answers (GetFinishedExamInfo,
 * GetFinishedExamResult) in a dialog 1000 px wide, full screen on phones. A candidate sees the correct
 * answers and explanations only as the server returns them, i.e. when the assessment allows them.
 */
export function ReportDetailDialog({ row, admin, onClose }: ReportDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery(`(min-width:${UI.pdfMinWidth}px)`, { noSsr: true });
  const onApiError = useApiError();
  const attemptId = row?.quizResponseInitialId ?? 0;
  const info = useQuery({
    queryKey: resultSheetKeys.finishedInfo(attemptId),
    queryFn: () => resultSheetApi.finishedInfo(attemptId),
    enabled: attemptId > 0,
  });
  const details = useQuery({
    queryKey: resultSheetKeys.finishedResult(attemptId),
    queryFn: () => resultSheetApi.finishedResult(attemptId),
    enabled: attemptId > 0,
  });
  const loadError = info.error ?? details.error;
  useEffect(() => {
    if (loadError) onApiError(loadError);
  }, [loadError, onApiError]);

  const base = info.data ?? row;
  const shown = base && admin ? { ...base, allowCorrectOption: true, allowAnswerExplation: true } : base;

  return (
    <Dialog
      open={Boolean(row)}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      data-testid="report-detail"
      slotProps={{ paper: { sx: fullScreen ? undefined : { maxWidth: 1000 } } }}
    >
      <DialogTitle id={titleId}>{t('reports.detailTitle', { name: row?.fullName ?? '' })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {info.isPending && <Skeleton variant="rounded" height={200} sx={{ borderRadius: 3 }} />}
        {info.isError && <ErrorState onRetry={() => void info.refetch()} testId="report-detail" />}
        {shown && !info.isPending && !info.isError && (
          <>
            <ResultSummary row={shown} />
            <ResultAnswersTable
              row={shown}
              details={details.data}
              loading={details.isPending}
              error={details.isError ? details.error : undefined}
              onRetry={() => void details.refetch()}
              headers={
                admin
                  ? { userAnswer: t('reports.detailAnswer'), userObtainedQuestionMark: t('reports.detailMarks') }
                  : undefined
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {/* Result.pdf of this result (issue 20), at 960 px and wider as everywhere (spec 001 §9). */}
        {wide && shown?.isExamined && details.isSuccess && (
          <ResultPdfDownload row={shown} admin={admin} variant="button" />
        )}
        <Button variant="contained" onClick={onClose} data-testid="report-detail-close">
          {t('reports.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
