import { cutDate, resultStatus, shownObtainedMarks, type CompletedQuiz, type Locale } from '@assessly/shared';
import { AssignmentTurnedInOutlined } from '@mui/icons-material';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount } from './runningQuiz';

/** The result line of a completed card: marks and status, 'being graded', or what a survey records. */
function ResultLine({ quiz }: { quiz: CompletedQuiz }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language as Locale);
  const last = quiz.lastResult;
  if (!last) return <Typography color="text.secondary">{t('dashboard.resultBeingPrepared')}</Typography>;
  const status = resultStatus(last);
  const statusText = t(`examResult.${status}`);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
    >
      {last.quizMark > 0 && (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('dashboard.yourMarks')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="completed-quiz-marks">
            {t('dashboard.marksOf', {
              obtained: count(shownObtainedMarks(last.userObtainedQuizMark, last.quizMark)),
              total: count(last.quizMark),
            })}
          </Typography>
        </>
      )}
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('examResult.status')}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 600,
          color: status === 'passed' ? 'success.dark' : status === 'failed' ? 'error.dark' : 'text.primary',
        }}
        data-testid="completed-quiz-status"
      >
        {status === 'pending' ? t('dashboard.beingGraded') : statusText}
      </Typography>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('dashboard.finishedOn')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {cutDate(last.finishedAt)}
      </Typography>
    </Box>
  );
}

/**
 * A live assessment the candidate has finished and may not take again (issue 20): it stays on the
 * dashboard, marked Completed, with the result of their latest attempt and a way to their reports.
 */
export function CompletedQuizCard({ quiz }: { quiz: CompletedQuiz }) {
  const { t } = useTranslation();
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="completed-quiz-card"
      data-quiz-id={quiz.quizTopicId}
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3, bgcolor: 'background.default' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(46,125,50,0.1)',
              color: 'success.dark',
            }}
          >
            <AssignmentTurnedInOutlined />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75 }}>
            <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {quiz.quizTitle}
            </Typography>
            <Chip
              label={t('dashboard.completed')}
              size="small"
              // Dark green on light green: enough contrast for small text.
              sx={{ mt: 0.75, bgcolor: '#e8f5e9', color: '#1b5e20', fontWeight: 600 }}
              data-testid="completed-quiz-chip"
            />
          </Box>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <ResultLine quiz={quiz} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          size="large"
          variant="outlined"
          component={RouterLink}
          to="/report/students"
          aria-label={t('dashboard.seeResultsAria', { title: quiz.quizTitle })}
          data-testid="completed-quiz-results"
        >
          {t('dashboard.seeResults')}
        </Button>
      </CardActions>
    </Card>
  );
}
