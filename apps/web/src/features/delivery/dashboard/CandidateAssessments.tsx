import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { useApiError } from '../../../lib/useApiError';
import { candidateDashboardApi, examKeys } from '../api/candidateDashboardApi';
import { CompletedQuizCard } from './CompletedQuizCard';
import { InstructionsDialog } from './InstructionsDialog';
import { NoAssessment } from './NoAssessment';
import { QuizPaymentAlert } from './QuizPaymentAlert';
import { RunningQuizCard } from './RunningQuizCard';
import { OpenedWindowAlert, StartRefusalAlert } from './StartNotices';
import { useQuizPaymentReturn } from './useQuizPayment';
import { useStartAssessment } from './useStartAssessment';

/** One column on phones, two on tablets, three on wide screens. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
};

function LoadingCards() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('dashboard.loadingAssessments')} sx={GRID} data-testid="running-quiz-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={196} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/**
 * The candidate's part of the dashboard (spec 001 §2): one card per live assessment with Start (or
 * Resume for an attempt under way), or the 'no assessment' text.
 */
export function CandidateAssessments({ email }: { email: string }) {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const running = useQuery({
    queryKey: examKeys.running(email),
    queryFn: () => candidateDashboardApi.runningQuizzes(email),
    // Back from an exam in another window: the card must say Resume, or disappear once the last attempt ended.
    refetchOnWindowFocus: true,
  });
  // Finished assessments stay on the dashboard as Completed, with their result (issue 20).
  const completed = useQuery({
    queryKey: examKeys.completed(email),
    queryFn: () => candidateDashboardApi.completedQuizzes(),
    refetchOnWindowFocus: true,
  });
  const { refetch: refetchRunning } = running;
  const { refetch: refetchCompleted } = completed;
  const refetch = useCallback(() => {
    void refetchCompleted();
    return refetchRunning();
  }, [refetchCompleted, refetchRunning]);
  const refreshCards = useCallback(() => void refetch(), [refetch]);
  const starter = useStartAssessment(refreshCards);
  // Back from paying for an assessment: record the payment, then start it.
  useQuizPaymentReturn(running.data, starter.start);
  // A failed load goes to NoInternet when the server is unreachable (spec 001 §2); a refusal says why.
  useEffect(() => {
    if (running.error) onApiError(running.error);
  }, [running.error, onApiError]);

  const finished = completed.data ?? [];
  let body;
  if (running.isPending) body = <LoadingCards />;
  else if (running.isError)
    body = (
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <ErrorState onRetry={() => void refetch()} testId="running-quiz" />
      </Paper>
    );
  else if (running.data.length === 0 && finished.length === 0) body = <NoAssessment />;
  else
    body = (
      <Box
        component="ul"
        aria-label={t('dashboard.assessmentsLabel')}
        sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}
        data-testid="running-quiz-list"
      >
        {running.data.map((quiz) => (
          <RunningQuizCard
            key={quiz.quizTopicId}
            quiz={quiz}
            busy={starter.busyId === quiz.quizTopicId && starter.instructionsStep === null}
            disabled={starter.busyId !== null && starter.busyId !== quiz.quizTopicId}
            onStart={(q) => void starter.start(q)}
          />
        ))}
        {finished.map((quiz) => (
          <CompletedQuizCard key={`done-${quiz.quizTopicId}`} quiz={quiz} />
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="live-assessments-heading">
      <Typography id="live-assessments-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.liveAssessments')}
      </Typography>
      {starter.refusal?.code === 'quizPaymentRequired' ? (
        <QuizPaymentAlert refusal={starter.refusal} onClose={starter.dismissRefusal} />
      ) : (
        starter.refusal && <StartRefusalAlert refusal={starter.refusal} onClose={starter.dismissRefusal} />
      )}
      {starter.opened && <OpenedWindowAlert opened={starter.opened} onClose={starter.dismissOpened} />}
      {body}
      <InstructionsDialog
        step={starter.instructionsStep}
        busy={starter.busyId !== null && starter.instructionsStep !== null}
        onContinue={starter.proceed}
        onCancel={starter.cancel}
      />
    </Box>
  );
}
