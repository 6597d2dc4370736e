import { PictureAsPdf } from '@mui/icons-material';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../lib/Notifier';

/**
 * The Result.pdf icon button (spec 001 §2, shown by the page at 960 px and wider). The PDF libraries
 * load only on the first click.
 */
export function ResultPdfButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const label = busy ? t('examResult.pdfWorking') : t('examResult.downloadPdf');

  const download = async () => {
    const element = target.current;
    if (!element || busy) return;
    setBusy(true);
    try {
      const { saveResultPdf } = await import('./resultPdf');
      await saveResultPdf(element);
    } catch (error) {
      console.error(error);
      notify({ key: 'examResult.pdfFailed', long: true, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span data-html2canvas-ignore="true">
        <IconButton
          onClick={() => void download()}
          disabled={busy}
          aria-label={label}
          aria-busy={busy}
          color="primary"
          size="large"
          sx={{ border: 1, borderColor: 'divider' }}
          data-testid="result-pdf"
        >
          {busy ? <CircularProgress size={24} aria-hidden /> : <PictureAsPdf />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
