import { PictureAsPdf } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../lib/Notifier';

/**
 * 'Download PDF' (spec 001 §2, shown by the page at 960 px and wider): Certificate.pdf, landscape. The PDF
 * libraries load only on the first click.
 */
export function CertificatePdfButton({ target, title }: { target: RefObject<HTMLElement | null>; title: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const sheet = target.current;
    if (!sheet || busy) return;
    setBusy(true);
    try {
      const { saveCertificatePdf } = await import('./certificatePdf');
      await saveCertificatePdf(sheet, title);
    } catch (error) {
      console.error(error);
      notify({ key: 'certificates.pdfFailed', long: true, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="contained"
      startIcon={<PictureAsPdf />}
      onClick={() => void download()}
      loading={busy}
      loadingPosition="start"
      data-testid="certificate-pdf"
    >
      {busy ? t('certificates.pdfWorking') : t('certificates.downloadPdf')}
    </Button>
  );
}
