import { UI, type Locale, type ResultRow } from '@assessly/shared';
import { RateReviewOutlined, ReceiptLongOutlined, WorkspacePremiumOutlined } from '@mui/icons-material';
import { Box, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CertificatePdfDownload } from '../certificates/CertificatePdfDownload';
import { formatNumber } from '../resultSheet/resultFormat';
import { ResultPdfDownload } from '../resultSheet/ResultPdfDownload';
import { certificateLink } from './reportFormat';

/** What the row's buttons name: who, which assessment, which attempt. */
function useRowNames(row: ResultRow) {
  const { i18n } = useTranslation();
  return {
    name: row.fullName,
    title: row.quizTitle,
    attempt: formatNumber(row.attemptCount, i18n.language as Locale),
  };
}

function DetailButton({ row, onOpen }: { row: ResultRow; onOpen: (row: ResultRow) => void }) {
  const { t } = useTranslation();
  const names = useRowNames(row);
  return (
    <Tooltip title={t('reports.details')}>
      <IconButton
        aria-label={t('reports.detailsAria', names)}
        onClick={() => onOpen(row)}
        data-testid="report-detail-open"
      >
        <ReceiptLongOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** Admin: the detail report of an examined result, or the review of a pending one (spec 001 §2). */
export function AdminRowActions(props: {
  row: ResultRow;
  onDetail: (row: ResultRow) => void;
  onReview: (row: ResultRow) => void;
}) {
  const { row, onDetail, onReview } = props;
  const { t } = useTranslation();
  const names = useRowNames(row);
  if (row.isExamined) return <DetailButton row={row} onOpen={onDetail} />;
  return (
    <Tooltip title={t('reports.review')}>
      <IconButton
        color="primary"
        aria-label={t('reports.reviewAria', names)}
        onClick={() => onReview(row)}
        data-testid="report-review-open"
      >
        <RateReviewOutlined />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Candidate: the details; once the result is examined, Result.pdf; and when it was earned (the caller
 * decides `certificate`, spec 001 §6) the certificate, to view in a new window or to download. The PDF
 * downloads appear at 960 px and wider, as on the result and certificate pages (spec 001 §9).
 */
export function StudentRowActions(props: { row: ResultRow; certificate: boolean; onDetail: (row: ResultRow) => void }) {
  const { row, certificate, onDetail } = props;
  const { t } = useTranslation();
  const names = useRowNames(row);
  const wide = useMediaQuery(`(min-width:${UI.pdfMinWidth}px)`, { noSsr: true });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DetailButton row={row} onOpen={onDetail} />
      {wide && row.isExamined && (
        <ResultPdfDownload
          row={row}
          admin={false}
          variant="icon"
          ariaLabel={t('reports.downloadResultPdfAria', names)}
        />
      )}
      {certificate && (
        // Spec 001 §7: viewing a certificate opens it in a new window (the session is shared by the tab).
        <Tooltip title={t('reports.certificateNewWindow')}>
          <IconButton
            color="primary"
            component="a"
            href={certificateLink(row)}
            target="_blank"
            rel="noopener"
            aria-label={t('reports.certificateNewWindowAria', names)}
            data-testid="report-certificate"
          >
            <WorkspacePremiumOutlined />
          </IconButton>
        </Tooltip>
      )}
      {certificate && wide && (
        <CertificatePdfDownload row={row} ariaLabel={t('reports.downloadCertificateAria', names)} />
      )}
    </Box>
  );
}
