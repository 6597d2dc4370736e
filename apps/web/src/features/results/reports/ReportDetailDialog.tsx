import { UI, type ResultRow } from '@assessly/shared';
import { Skeleton, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { ViewDialog } from '../../../components/ViewDialog';
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
    <ViewDialog
      open={Boolean(row)}
      onClose={onClose}
      title={t('reports.detailTitle', { name: row?.fullName ?? '' })}
      testId="report-detail"
      closeTestId="report-detail-close"
      closeLabel={t('reports.close')}
      closeContained
      width="wide"
      // Result.pdf of this result (issue 20), at 960 px and wider as everywhere (spec 001 §9).
      actions={
        wide && shown?.isExamined && details.isSuccess ? (
          <ResultPdfDownload row={shown} admin={admin} variant="button" />
        ) : undefined
      }
    >
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
    </ViewDialog>
  );
}
