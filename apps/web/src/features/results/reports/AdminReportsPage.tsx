import { UI, type Locale, type ResultRow, resultsRefs } from '@assessly/shared';
import { ForwardToInboxOutlined } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { useNotify } from '../../../lib/Notifier';
import { reportApi, reportKeys, type ResultFilters } from '../api/reportApi';
import { formatNumber } from '../resultSheet/resultFormat';
import { ResultsTableFrame, useResultColumns } from './ReportColumns';
import { ReportDetailDialog } from './ReportDetailDialog';
import { FilterPicker } from './ReportFilters';
import { emailRecipients, nextSelection } from './reportFormat';
import { useLoadFailure } from './reportHooks';
import { AdminRowActions } from './ReportRowActions';
import { ResultEmailDialog } from './ResultEmailDialog';
import { ReviewDialog } from './ReviewDialog';

const NO_FILTER: ResultFilters = { reportTypeId: 0, quizTopicId: 0 };

/** The two filters' options: report types with translated names, and the assessments with results. */
function useFilterOptions() {
  const { t } = useTranslation();
  const types = useQuery({ queryKey: reportKeys.types, queryFn: reportApi.reportTypes, staleTime: Infinity });
  const quizzes = useQuery({ queryKey: reportKeys.adminQuizzes, queryFn: reportApi.adminQuizzes });
  const typeOptions = useMemo(
    () =>
      types.data?.map((r) => ({
        id: r.reportTypeId,
        label: t(`reports.reportType${r.reportTypeId}`, { defaultValue: r.reportTypeName }),
      })),
    [types.data, t],
  );
  const quizOptions = useMemo(
    () => quizzes.data?.map((q) => ({ id: q.quizTopicId, label: q.quizTitle })),
    [quizzes.data],
  );
  return { typeOptions, quizOptions, loadingTypes: types.isPending, loadingQuizzes: quizzes.isPending };
}

/**
 * /report/admin, Examine & Reports (spec 001 §2): every finished attempt, filtered by report type and
 * assessment, 10 a page from the server, with selection for the result e-mail, exports of every
 * matching row, a detail report for examined results and the review of pending ones.
 */
export default function AdminReportsPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const columns = useResultColumns();
  const options = useFilterOptions();
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<number, ResultRow>>(new Map());
  const [detail, setDetail] = useState<ResultRow | null>(null);
  const [review, setReview] = useState<ResultRow | null>(null);
  // Kept after closing, so that the closing dialog still lists them.
  const [mail, setMail] = useState<{ open: boolean; to: string[] }>({ open: false, to: [] });
  const size = UI.pageSize;
  const results = useQuery({
    queryKey: reportKeys.adminPage(page, size, filters),
    queryFn: () => reportApi.adminResults(page + 1, size, filters),
    placeholderData: keepPreviousData,
  });
  const rows = results.data?.responseMsg;
  useLoadFailure(results.error);

  const filterBy = (change: Partial<ResultFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(0);
  };
  const openEmail = () => {
    const recipients = emailRecipients(selected.values());
    if (recipients.length === 0) notify({ key: 'noCheckedStudent', long: true, severity: 'warning' });
    else setMail({ open: true, to: recipients });
  };
  const selectedCount = formatNumber(selected.size, i18n.language as Locale);

  const toolbar = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FilterPicker
          label={t('reports.filterType')}
          options={options.typeOptions}
          loading={options.loadingTypes}
          value={filters.reportTypeId}
          onChange={(reportTypeId) => filterBy({ reportTypeId })}
          testId="report-type-filter"
        />
        <FilterPicker
          label={t('reports.filterAssessment')}
          options={options.quizOptions}
          loading={options.loadingQuizzes}
          value={filters.quizTopicId}
          onChange={(quizTopicId) => filterBy({ quizTopicId })}
          testId="report-quiz-filter"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ExportButtons route={resultsRefs.ExportResults} query={{ ...filters }} testId="results-export" />
        <Button
          variant="contained"
          size="small"
          startIcon={<ForwardToInboxOutlined />}
          onClick={openEmail}
          data-testid="report-send-email"
        >
          {t('reports.sendEmail')}
        </Button>
        {selected.size > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" role="status" data-testid="report-selected-count">
              {t('reports.selected', { count: selectedCount })}
            </Typography>
            <Button size="small" onClick={() => setSelected(new Map())} data-testid="report-clear-selection">
              {t('reports.clearSelection')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );

  return (
    <Box>
      <PageHeader title={t('pages.reportAdmin')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2.5 }}>
        {t('reports.adminIntro')}
      </Typography>
      <ResultsTableFrame>
        <DataTable
          ariaLabel={t('reports.tableLabel')}
          testId="results"
          rows={rows}
          count={results.data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          pageSize={size}
          getRowId={(r) => r.quizResponseInitialId}
          columns={columns}
          actions={(r) => <AdminRowActions row={r} onDetail={setDetail} onReview={setReview} />}
          loading={results.isPending}
          error={results.error}
          onRetry={() => void results.refetch()}
          emptyText={t('reports.empty')}
          toolbar={toolbar}
          selection={{
            selected: new Set(selected.keys()),
            onChange: (ids) => setSelected((current) => nextSelection(current, ids, rows ?? [])),
            allLabel: t('reports.selectAll'),
            rowLabel: (r) =>
              t('reports.selectRow', {
                name: r.fullName,
                title: r.quizTitle,
                attempt: formatNumber(r.attemptCount, i18n.language as Locale),
              }),
          }}
        />
      </ResultsTableFrame>
      <ReportDetailDialog row={detail} admin onClose={() => setDetail(null)} />
      <ReviewDialog row={review} onClose={() => setReview(null)} />
      <ResultEmailDialog
        open={mail.open}
        recipients={mail.to}
        onClose={() => setMail((m) => ({ ...m, open: false }))}
        onSent={() => {
          setMail((m) => ({ ...m, open: false }));
          setSelected(new Map());
        }}
      />
    </Box>
  );
}
