import { ROLE, UI, isAdminRole, type ResultRow } from '@assessly/shared';
import { Box, Button, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/TableStates';
import { useShellUser } from '../../../lib/useShellUser';
import { reportApi, reportKeys } from '../api/reportApi';
import { ResultsTableFrame, useResultColumns } from './ReportColumns';
import { ReportDetailDialog } from './ReportDetailDialog';
import { FilterPicker } from './ReportFilters';
import { showCertificate } from './reportFormat';
import { useLoadFailure } from './reportHooks';
import { StudentRowActions } from './ReportRowActions';

/** The candidate's results, 5 a page from the server (GetResultsById with the candidate's own id). */
function StudentResults({ userId, roleId }: { userId: number; roleId: number }) {
  const { t } = useTranslation();
  const columns = useResultColumns();
  const [quizTopicId, setQuizTopicId] = useState(0);
  const [page, setPage] = useState(0);
  const [detail, setDetail] = useState<ResultRow | null>(null);
  const size = UI.studentResultsPageSize;
  const quizzes = useQuery({
    queryKey: reportKeys.studentQuizzes(userId),
    queryFn: () => reportApi.studentQuizzes(userId),
  });
  const quizOptions = useMemo(
    () => quizzes.data?.map((q) => ({ id: q.quizTopicId, label: q.quizTitle })),
    [quizzes.data],
  );
  const results = useQuery({
    queryKey: reportKeys.studentPage(page, size, userId, quizTopicId),
    queryFn: () => reportApi.studentResults(page + 1, size, userId, quizTopicId),
    placeholderData: keepPreviousData,
  });
  useLoadFailure(results.error);

  return (
    <>
      <ResultsTableFrame stickyLast>
        <DataTable
          ariaLabel={t('reports.tableLabel')}
          testId="results"
          rows={results.data?.responseMsg}
          count={results.data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          pageSize={size}
          getRowId={(r) => r.quizResponseInitialId}
          columns={columns}
          actionsPosition="last"
          actions={(r) => <StudentRowActions row={r} certificate={showCertificate(r, roleId)} onDetail={setDetail} />}
          loading={results.isPending}
          error={results.error}
          onRetry={() => void results.refetch()}
          emptyText={quizTopicId ? t('reports.empty') : t('reports.studentEmpty')}
          toolbar={
            <FilterPicker
              label={t('reports.filterAssessment')}
              options={quizOptions}
              loading={quizzes.isPending}
              value={quizTopicId}
              onChange={(id) => {
                setQuizTopicId(id);
                setPage(0);
              }}
              testId="report-quiz-filter"
            />
          }
        />
      </ResultsTableFrame>
      <ReportDetailDialog row={detail} admin={false} onClose={() => setDetail(null)} />
    </>
  );
}

/**
 * /report/students, Reports (spec 001 §2, §6): the signed-in candidate's own results. The list loads
 * only for the Student role; anyone else is pointed to Examine & Reports.
 */
export default function StudentReportsPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const student = user?.userRoleId === ROLE.Student;
  return (
    <Box>
      <PageHeader title={t('pages.reportStudents')} />
      {user && student ? (
        <>
          <Typography color="text.secondary" sx={{ mt: -1, mb: 2.5 }}>
            {t('reports.studentIntro')}
          </Typography>
          <StudentResults userId={user.userId} roleId={user.userRoleId} />
        </>
      ) : (
        <Paper variant="outlined" sx={{ pb: user && isAdminRole(user.userRoleId) ? 3 : 0, textAlign: 'center' }}>
          <EmptyState text={t('reports.adminOnlyStudents')} testId="results-not-student" />
          {user && isAdminRole(user.userRoleId) && (
            <Button variant="contained" component={RouterLink} to="/report/admin" data-testid="results-open-admin">
              {t('reports.openAdminReports')}
            </Button>
          )}
        </Paper>
      )}
    </Box>
  );
}
