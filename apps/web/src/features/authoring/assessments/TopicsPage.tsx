import { MARK_OPTION, round2, UI, type QuizTopic, authoringRefs } from '@assessly/shared';
import { Add, MoreTime } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { formatDateTime } from '../../../components/formatDateTime';
import { PageHeader } from '../../../components/PageHeader';
import { successNotice, useApiMutation } from '../../../components/useApiMutation';
import { useApiError } from '../../../lib/useApiError';
import { ExtraTimeDialog } from '../../delivery';
import { quizApi, quizKeys } from '../api/quizApi';
import { QuizTopicDialog } from './QuizTopicDialog';
import { TopicActions, type TopicAction } from './TopicActions';
import { TopicStatus } from './TopicStatus';

/** The list page is kept across visits (spec 001 §2). */
const PAGE_KEY = 'quizTopicsPage';
const storedPage = () => Math.max(0, Number(sessionStorage.getItem(PAGE_KEY)) || 0);

/** The confirmation asked for; kept (closed) after the answer so that its texts do not vanish while it fades. */
type Pending = { open: boolean; action: Exclude<TopicAction, 'edit' | 'extraTime'>; quiz: QuizTopic } | null;

function useColumns(): DataTableColumn<QuizTopic>[] {
  const { t } = useTranslation();
  const na = t('table.notApplicable');
  const survey = (q: QuizTopic) => q.quizMarkOptionId === MARK_OPTION.survey;
  return [
    {
      key: 'quizTitle',
      header: t('assessments.colTitle'),
      render: (q) => <Box sx={{ minWidth: 160 }}>{q.quizTitle}</Box>,
    },
    {
      key: 'quizTime',
      header: t('assessments.colTime'),
      align: 'right',
      render: (q) => (survey(q) ? na : q.quizTime > 0 ? q.quizTime : ''),
    },
    {
      key: 'quizTotalMarks',
      header: t('assessments.colTotalMarks'),
      align: 'right',
      render: (q) => (q.quizTotalMarks > 0 ? round2(q.quizTotalMarks) : na),
    },
    {
      key: 'quizPassMarks',
      header: t('assessments.colPassMarks'),
      align: 'right',
      render: (q) => (survey(q) ? na : round2(q.quizPassMarks)),
    },
    { key: 'questionsCount', header: t('assessments.colQuestions'), align: 'right' },
    { key: 'status', header: t('assessments.colStatus'), render: (q) => <TopicStatus quiz={q} /> },
  ];
}

/** Manage Assessments (spec 001 §2 "Assessment list", §4 lifecycle). */
export default function TopicsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(storedPage);
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [pending, setPending] = useState<Pending>(null);
  // quiz null: the entries for every assessment; kept (closed) after closing so the title does not vanish mid-fade.
  const [extraTime, setExtraTime] = useState<{ open: boolean; quiz: QuizTopic | null }>({ open: false, quiz: null });
  const columns = useColumns();
  const onApiError = useApiError();

  const list = useQuery({
    queryKey: quizKeys.page(page, UI.pageSize),
    queryFn: () => quizApi.quizList(page, UI.pageSize),
    placeholderData: keepPreviousData,
  });

  // A failed load goes to NoInternet when the server is unreachable (spec 001 §2); other failures say why.
  useEffect(() => {
    if (list.error) onApiError(list.error);
  }, [list.error, onApiError]);

  const changePage = useCallback((next: number) => {
    sessionStorage.setItem(PAGE_KEY, String(next));
    setPage(next);
  }, []);

  const done = () => setPending((p) => p && { ...p, open: false });
  const invalidate = [quizKeys.list, ['quizTopic'], ['quizCards']];
  const goLive = useApiMutation({
    mutationFn: (id: number) => quizApi.startQuiz(id),
    invalidate,
    onSuccess: done,
    onError: done,
    // A schedule ahead: say when, in the user's language (the answer carries the start date).
    notify: (answer) =>
      answer.responseMsg === 'thisAssessmentWilllive' && answer.params?.date
        ? {
            key: 'assessments.willGoLiveAt',
            params: { date: formatDateTime(String(answer.params.date)) },
            long: true,
            severity: 'info',
          }
        : successNotice(answer),
  });
  const stopLive = useApiMutation({
    mutationFn: (id: number) => quizApi.stopQuiz(id),
    invalidate,
    onSuccess: done,
    onError: done,
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => quizApi.deleteQuiz(id),
    invalidate,
    onSuccess: done,
    onError: done,
  });
  const mutations = { goLive, stopLive, delete: remove };

  const onAction = (action: TopicAction, quiz: QuizTopic) => {
    if (action === 'edit') setDialog({ open: true, id: quiz.quizTopicId });
    else if (action === 'extraTime') setExtraTime({ open: true, quiz });
    else setPending({ open: true, action, quiz });
  };

  const confirmTexts =
    pending &&
    {
      goLive: {
        title: t('assessments.goLiveTitle'),
        message: t('assessments.goLiveMessage', { title: pending.quiz.quizTitle }),
        label: t('assessments.goLive'),
      },
      stopLive: {
        title: t('assessments.stopLiveTitle'),
        message: t('assessments.stopLiveMessage', { title: pending.quiz.quizTitle }),
        label: t('assessments.stopLive'),
      },
      delete: {
        title: t('assessments.deleteTitle'),
        message: `${t('messages.deleteConfirmMessage')} (${pending.quiz.quizTitle})`,
        label: t('table.delete'),
      },
    }[pending.action];

  return (
    <Box>
      <PageHeader
        title={t('pages.quizTopics')}
        actions={
          <>
            <ExportButtons route={authoringRefs.ExportQuizTopics} testId="quiz-export" />
            <Button
              variant="outlined"
              startIcon={<MoreTime />}
              onClick={() => setExtraTime({ open: true, quiz: null })}
              data-testid="extra-time-all"
            >
              {t('extraTime.allButton')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog({ open: true, id: null })}
              data-testid="quiz-new"
            >
              {t('assessments.newAssessment')}
            </Button>
          </>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2.5 }}>
        {t('assessments.subtitle')}
      </Typography>
      <DataTable
        ariaLabel={t('assessments.listLabel')}
        testId="quiz-table"
        rows={list.data?.responseMsg}
        count={list.data?.count ?? 0}
        page={page}
        onPageChange={changePage}
        columns={columns}
        getRowId={(q) => q.quizTopicId}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        actions={(q) => <TopicActions quiz={q} onAction={onAction} />}
        emptyText={t('assessments.empty')}
      />
      <QuizTopicDialog
        open={dialog.open}
        quizTopicId={dialog.id}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ExtraTimeDialog
        open={extraTime.open}
        quiz={extraTime.quiz}
        onClose={() => setExtraTime((e) => ({ ...e, open: false }))}
      />
      <ConfirmDialog
        open={Boolean(pending?.open)}
        title={confirmTexts?.title ?? ''}
        message={confirmTexts?.message ?? ''}
        confirmLabel={confirmTexts?.label}
        destructive={pending?.action !== 'goLive'}
        busy={pending ? mutations[pending.action].isPending : false}
        onConfirm={() => pending && mutations[pending.action].mutate(pending.quiz.quizTopicId)}
        onClose={done}
        testId="quiz-confirm"
      />
    </Box>
  );
}
