import type { ResultRow } from '@assessly/shared';
import { FileDownload, WorkspacePremiumOutlined } from '@mui/icons-material';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../lib/Notifier';
import { useApiError } from '../../../lib/useApiError';
import { certificateApi, certificateKeys, type CertificateTarget } from '../api/certificateApi';
import { afterPaint, OffscreenHolder } from '../resultSheet/ResultPdfOffscreen';
import { CertificateSheet, contentOfView } from './CertificateSheet';

/** The certificate's award icon with a download arrow: apart from Result.pdf's icon beside it. */
function CertificateDownloadIcon() {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <WorkspacePremiumOutlined />
      <FileDownload
        sx={{
          position: 'absolute',
          right: -7,
          bottom: -5,
          fontSize: 15,
          bgcolor: 'background.paper',
          borderRadius: '50%',
        }}
      />
    </Box>
  );
}

/** The sheet's width off-screen: A4 landscape at 96 dpi, so its sizes are those of a large screen. */
const SHEET_WIDTH = 1123;

/** Every picture of the sheet has arrived (or failed): the PDF must not show a half-loaded logo. */
const picturesLoaded = (sheet: HTMLElement) =>
  Promise.all(Array.from(sheet.querySelectorAll('img')).map((img) => img.decode().catch(() => undefined)));

function OffscreenCertificate(props: {
  target: CertificateTarget;
  onReady: (sheet: HTMLElement, title: string) => void;
  onFail: (error: unknown) => void;
}) {
  const { target, onReady, onFail } = props;
  const ref = useRef<HTMLDivElement>(null);
  const taken = useRef(false);
  const view = useQuery({ queryKey: certificateKeys.view(target), queryFn: () => certificateApi.view(target) });
  const failure = !view.isFetching && view.error ? view.error : null;
  useEffect(() => {
    if (failure) onFail(failure);
  }, [failure, onFail]);
  useEffect(() => {
    if (!view.data) return;
    let alive = true;
    const title = view.data.template.title;
    void afterPaint()
      .then(() => (ref.current ? picturesLoaded(ref.current) : undefined))
      .then(() => {
        if (!alive || !ref.current || taken.current) return;
        taken.current = true;
        onReady(ref.current, title);
      });
    return () => {
      alive = false;
    };
  }, [view.data, onReady]);
  if (!view.data) return null;
  return (
    <OffscreenHolder width={SHEET_WIDTH}>
      <CertificateSheet ref={ref} content={contentOfView(view.data)} />
    </OffscreenHolder>
  );
}

/**
 * Certificate.pdf straight from Reports (issue 20): the candidate's certificate drawn off-screen and
 * saved as the certificate page saves it. The caller shows it only when the certificate is earned (spec
 * 001 §6) and the window is 960 px or wider (spec 001 §9).
 */
export function CertificatePdfDownload({ row, ariaLabel }: { row: ResultRow; ariaLabel: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const onApiError = useApiError();
  const [busy, setBusy] = useState(false);
  const target: CertificateTarget = {
    templateId: row.certificateTemplateId ?? 0,
    userId: row.userId,
    attemptId: row.quizResponseInitialId,
  };
  const save = useCallback(
    async (sheet: HTMLElement, title: string) => {
      try {
        const { saveCertificatePdf } = await import('./certificatePdf');
        await saveCertificatePdf(sheet, title);
      } catch (error) {
        console.error(error);
        notify({ key: 'certificates.pdfFailed', long: true, severity: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  const fail = useCallback(
    (error: unknown) => {
      onApiError(error);
      setBusy(false);
    },
    [onApiError],
  );
  const label = busy ? t('reports.pdfWorking') : t('reports.downloadCertificate');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            color="primary"
            onClick={() => setBusy(true)}
            disabled={busy}
            aria-busy={busy}
            aria-label={ariaLabel}
            data-testid="certificate-pdf-download"
          >
            {busy ? <CircularProgress size={22} aria-hidden /> : <CertificateDownloadIcon />}
          </IconButton>
        </span>
      </Tooltip>
      {busy && <OffscreenCertificate target={target} onReady={save} onFail={fail} />}
    </>
  );
}
