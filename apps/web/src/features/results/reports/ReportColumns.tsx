import { resultStatus, type Locale, type ResultRow, type ResultStatus } from '@assessly/shared';
import { Box, Chip, type ChipProps } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { DateTimeCell } from '../../../components/DateTimeCell';
import { formatNumber } from '../resultSheet/resultFormat';
import { shownMarks } from './reportFormat';

const STATUS_CHIP: Record<ResultStatus, { color?: ChipProps['color']; sx?: object }> = {
  passed: { color: 'success' },
  failed: { color: 'error' },
  // Dark amber on light amber: MUI's warning colours are too pale for text (contrast).
  pending: { sx: { bgcolor: '#fff3e0', color: '#7a3e00' } },
  notApplicable: {},
};

/** Passed / Failed / Pending / n/a of spec 001 §4, as a small chip. */
function ResultStatusChip({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  const status = resultStatus(row);
  const { color, sx } = STATUS_CHIP[status];
  return (
    <Chip
      size="small"
      label={t(`examResult.${status}`)}
      color={color}
      sx={{ fontWeight: 600, ...sx }}
      data-testid="report-status"
      data-status={status}
    />
  );
}

const NUMBER = { align: 'right', width: '1%' } as const;

/** An address that may break after its @ rather than overflow a narrow column. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * Around a results DataTable: eleven columns fit a laptop beside the menu when headings may wrap
 * between words and cells are a little tighter; with `stickyLast` the last column (the candidate's
 * actions) stays in view while the table scrolls sideways.
 */
export function ResultsTableFrame({ children, stickyLast }: { children: ReactNode; stickyLast?: boolean }) {
  return (
    <Box
      sx={{
        '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1, '&:first-of-type': { pl: 2 } },
        '& .MuiTableCell-head:not(.MuiTableCell-paddingCheckbox)': {
          whiteSpace: 'normal',
          lineHeight: 1.3,
          minWidth: 56,
        },
        ...(stickyLast && {
          '& .MuiTableRow-root > .MuiTableCell-root:last-of-type': {
            position: 'sticky',
            right: 0,
            bgcolor: 'background.paper',
            boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
          },
          // Opaque versions of the heading's and the hovered row's tints (the cell covers what scrolls under it).
          '& .MuiTableHead-root .MuiTableCell-root:last-of-type, & .MuiTableRow-hover:hover > .MuiTableCell-root:last-of-type':
            { bgcolor: '#f5f5f5' },
        }),
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The result columns of both report screens (spec 001 §2): name, email, title, time (min), time taken
 * (min), marks, marks obtained, status, attempt number and attempt date-time. Numbers and dates follow
 * the user's language; an assessment without marks shows n/a.
 */
export function useResultColumns(): DataTableColumn<ResultRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language as Locale;
    const n = (value: number) => formatNumber(value, locale);
    const na = t('examResult.notApplicable');
    return [
      {
        key: 'fullName',
        header: t('reports.colName'),
        render: (r) => <span data-testid="report-name">{r.fullName}</span>,
      },
      { key: 'email', header: t('reports.colEmail'), render: (r) => <EmailText email={r.email} /> },
      {
        key: 'quizTitle',
        header: t('reports.colTitle'),
        render: (r) => <span data-testid="report-title">{r.quizTitle}</span>,
      },
      {
        key: 'quizTime',
        header: t('reports.colTime'),
        ...NUMBER,
        render: (r) => (r.quizTime > 0 ? n(r.quizTime) : t('reports.noTimeLimit')),
      },
      { key: 'timeTaken', header: t('reports.colTimeTaken'), ...NUMBER, render: (r) => n(r.timeTaken) },
      {
        key: 'quizMark',
        header: t('reports.colMarks'),
        ...NUMBER,
        render: (r) => <span data-testid="report-marks">{r.quizMark > 0 ? n(r.quizMark) : na}</span>,
      },
      {
        key: 'userObtainedQuizMark',
        header: t('reports.colObtained'),
        ...NUMBER,
        render: (r) => {
          const { obtained } = shownMarks(r);
          return <span data-testid="report-obtained">{obtained === null ? na : n(obtained)}</span>;
        },
      },
      { key: 'status', header: t('reports.colStatus'), render: (r) => <ResultStatusChip row={r} /> },
      {
        key: 'attemptCount',
        header: t('reports.colAttempt'),
        ...NUMBER,
        render: (r) => <span data-testid="report-attempt">{n(r.attemptCount)}</span>,
      },
      {
        key: 'dateAdded',
        header: t('reports.colDate'),
        // The spec's 19 characters, the date over the time so the column stays narrow (as the logs show them).
        render: (r) => <DateTimeCell value={r.dateAdded} testId="report-date" />,
      },
    ];
  }, [t, i18n.language]);
}
