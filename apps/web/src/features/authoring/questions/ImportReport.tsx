import type { ImportReportLine } from '@assessly/shared';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { typeKeyOf } from './body/bodyForm';
import { reportCounts, type ImportMode } from './questionImport';

interface Props {
  fileName: string;
  report: ImportReportLine[];
  onImport: (mode: ImportMode) => void;
  onCancel: () => void;
}

const STATUS_COLOR = { ok: 'success', unsupported: 'warning', invalid: 'error' } as const;

/** A report line with its place in the report: items need not be unique (a QTI identifier used twice). */
type ReportRow = ImportReportLine & { position: number };

function useColumns(): DataTableColumn<ReportRow>[] {
  const { t } = useTranslation();
  const typeName = (id: number | null) => {
    const key = id === null ? null : typeKeyOf(id);
    return key ? t(`questions.typeNames.${key}`) : '';
  };
  return [
    { key: 'item', header: t('questions.reportItem'), width: '1%' },
    {
      key: 'title',
      header: t('questions.reportItemTitle'),
      render: (line) => <Box sx={{ minWidth: 120, maxWidth: 320, overflowWrap: 'anywhere' }}>{line.title}</Box>,
    },
    {
      key: 'status',
      header: t('questions.reportStatus'),
      render: (line) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[line.status]}
          label={t(`questions.reportStatusName.${line.status}`)}
          data-testid={`import-report-status-${line.status}`}
        />
      ),
    },
    {
      key: 'reason',
      header: t('questions.reportReason'),
      render: (line) => <Box sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{line.reason}</Box>,
    },
    { key: 'questionTypeId', header: t('questions.reportType'), render: (line) => typeName(line.questionTypeId) },
  ];
}

/**
 * The check's report (issue 22): every item of the file with its status and the reason it cannot be
 * imported, then the author's choice. "Import all" adds every item or nothing, so it is offered only
 * when every item is ready; otherwise the ready ones can be imported on their own.
 */
export function ImportReport({ fileName, report, onImport, onCancel }: Props) {
  const { t } = useTranslation();
  const counts = reportCounts(report);
  const allReady = counts.total > 0 && counts.ok === counts.total;
  const columns = useColumns();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'grid', gap: 2 }} data-testid="import-report">
      <Box>
        <Typography variant="h6" component="h2">
          {t('questions.reportTitle', { file: fileName })}
        </Typography>
        <Typography color="text.secondary" data-testid="import-report-summary">
          {t('questions.reportSummary', counts)}
        </Typography>
      </Box>
      <DataTable
        ariaLabel={t('questions.reportLabel', { file: fileName })}
        rows={report.map((line, position) => ({ ...line, position }))}
        getRowId={(line) => line.position}
        columns={columns}
        emptyText={t('questions.reportNothing')}
        testId="import-report-lines"
      />
      {counts.ok === 0 ? (
        <Alert severity="error" data-testid="import-report-nothing">
          {t('questions.reportNothing')}
        </Alert>
      ) : (
        !allReady && (
          <Typography variant="body2" color="text.secondary">
            {t('questions.reportAllHint')}
          </Typography>
        )
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} data-testid="import-report-cancel">
          {t('common.cancel')}
        </Button>
        {counts.ok > 0 && !allReady && (
          <Button variant="contained" onClick={() => onImport('supported')} data-testid="import-report-supported">
            {t('questions.importSupported', { count: counts.ok })}
          </Button>
        )}
        <Button
          variant={allReady ? 'contained' : 'outlined'}
          disabled={!allReady}
          onClick={() => onImport('all')}
          data-testid="import-report-all"
        >
          {t('questions.importAll')}
        </Button>
      </Box>
    </Paper>
  );
}
