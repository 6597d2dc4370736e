import type { ResultDetail, ResultRow } from '@assessly/shared';
import { PictureAsPdf } from '@mui/icons-material';
import { Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRichText } from '../../../components/RichText';
import { useNotify } from '../../../lib/Notifier';
import { useApiError } from '../../../lib/useApiError';
import { resultSheetApi, resultSheetKeys } from '../api/resultSheetApi';
import { displayOf, displayTexts } from './answerDisplay';
import { ResultAnswersTable } from './ResultAnswersTable';
import { afterPaint, OffscreenHolder } from './ResultPdfOffscreen';
import { ResultSummary } from './ResultSummary';

/** The width of the off-screen sheet: a laptop's content width, so the PDF looks like the sheet on screen. */
const SHEET_WIDTH = 1100;

/** Every text of the answers that may hold math or code: questions, answers and keys as the sheet shows them. */
const richTexts = (details: ResultDetail[]) =>
  details.flatMap((d) => [
    { text: d.questionDetail, code: d.isCodeSnippet },
    ...displayTexts(displayOf(d)).map((text) => ({ text, code: d.isCodeSnippet })),
    { text: d.answerExplanation },
    { text: d.feedback ?? '' },
  ]);

/** The result sheet of one attempt, drawn off-screen; `onReady` gets it once its texts are rendered. */
function OffscreenResult(props: {
  row: ResultRow;
  admin: boolean;
  onReady: (sheet: HTMLElement) => void;
  onFail: (error: unknown) => void;
}) {
  const { row, admin, onReady, onFail } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const taken = useRef(false);
  const attemptId = row.quizResponseInitialId;
  const info = useQuery({
    queryKey: resultSheetKeys.finishedInfo(attemptId),
    queryFn: () => resultSheetApi.finishedInfo(attemptId),
  });
  const details = useQuery({
    queryKey: resultSheetKeys.finishedResult(attemptId),
    queryFn: () => resultSheetApi.finishedResult(attemptId),
  });
  // A load that failed for good (not one being tried again on mount) ends the download.
  const failure = (!info.isFetching && info.error) || (!details.isFetching && details.error) || null;
  useEffect(() => {
    if (failure) onFail(failure);
  }, [failure, onFail]);
  useEffect(() => {
    if (!info.data || !details.data) return;
    let alive = true;
    void preloadRichText(richTexts(details.data))
      .then(afterPaint)
      .then(() => {
        // Once: a later render of the caller must not take a second picture.
        if (!alive || !ref.current || taken.current) return;
        taken.current = true;
        onReady(ref.current);
      });
    return () => {
      alive = false;
    };
  }, [info.data, details.data, onReady]);

  if (!info.data || !details.data) return null;
  // Admins always see the correct answers and explanations (spec 001 §6), in the PDF too.
  const shown = admin ? { ...info.data, allowCorrectOption: true, allowAnswerExplation: true } : info.data;
  return (
    <OffscreenHolder ref={ref} width={SHEET_WIDTH}>
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {t('examResult.title')}
      </Typography>
      <ResultSummary row={shown} />
      <Typography variant="h6" component="p" sx={{ mb: 1.5 }} data-pdf-break>
        {t('examResult.answersHeading')}
      </Typography>
      <ResultAnswersTable
        row={shown}
        details={details.data}
        loading={false}
        error={undefined}
        onRetry={() => undefined}
        headers={
          admin
            ? { userAnswer: t('reports.detailAnswer'), userObtainedQuestionMark: t('reports.detailMarks') }
            : undefined
        }
      />
    </OffscreenHolder>
  );
}

export interface ResultPdfDownloadProps {
  /** An examined result. */
  row: ResultRow;
  /** Admins' PDFs show every column (spec 001 §6). */
  admin: boolean;
  /** An icon in a list row, or a text button in a dialog. */
  variant: 'icon' | 'button';
  ariaLabel?: string;
}

/**
 * Result.pdf of a result from a list or a dialog (issue 20: candidates download it from Reports at any
 * time once the result is examined): the sheet is drawn off-screen and pictured exactly as the result
 * page pictures itself. The callers show it at 960 px and wider only (spec 001 §2, §9).
 */
export function ResultPdfDownload({ row, admin, variant, ariaLabel }: ResultPdfDownloadProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const onApiError = useApiError();
  const [busy, setBusy] = useState(false);
  const label = busy ? t('reports.pdfWorking') : t('reports.downloadResultPdf');

  const save = useCallback(
    async (sheet: HTMLElement) => {
      try {
        const { saveResultPdf } = await import('./resultPdf');
        await saveResultPdf(sheet);
      } catch (error) {
        console.error(error);
        notify({ key: 'examResult.pdfFailed', long: true, severity: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  // The sheet's data come from the same calls as the result page: a refusal or an outage says so.
  const fail = useCallback(
    (error: unknown) => {
      onApiError(error);
      setBusy(false);
    },
    [onApiError],
  );
  const offscreen = busy && <OffscreenResult row={row} admin={admin} onReady={save} onFail={fail} />;
  if (variant === 'button')
    return (
      <>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          onClick={() => setBusy(true)}
          loading={busy}
          loadingPosition="start"
          data-testid="result-pdf-download"
        >
          {label}
        </Button>
        {offscreen}
      </>
    );
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            color="primary"
            onClick={() => setBusy(true)}
            disabled={busy}
            aria-busy={busy}
            aria-label={ariaLabel ?? label}
            data-testid="result-pdf-download"
          >
            {busy ? <CircularProgress size={22} aria-hidden /> : <PictureAsPdf />}
          </IconButton>
        </span>
      </Tooltip>
      {offscreen}
    </>
  );
}
