import type { Locale, RunningQuiz } from '@assessly/shared';
import { AssignmentOutlined, OpenInNew, PlayArrow, Replay } from '@mui/icons-material';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount, isResume, marksApply } from './runningQuiz';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Time (minutes or 'No time limit'), marks ('n/a' for surveys) and question count of one assessment. */
export function QuizFacts({ quiz }: { quiz: RunningQuiz }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language as Locale);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)', gap: 1.5, m: 0 }}
      data-testid="running-quiz-facts"
    >
      <Fact
        label={t('dashboard.time')}
        value={
          quiz.quizTime > 0 ? t('dashboard.minutes', { minutes: count(quiz.quizTime) }) : t('dashboard.noTimeLimit')
        }
        testId="running-quiz-time"
      />
      <Fact
        label={t('dashboard.marks')}
        value={marksApply(quiz) ? count(quiz.quizTotalMarks) : t('dashboard.notApplicable')}
        testId="running-quiz-marks"
      />
      <Fact label={t('dashboard.questions')} value={count(quiz.questionsCount)} testId="running-quiz-questions" />
    </Box>
  );
}

export interface RunningQuizCardProps {
  quiz: RunningQuiz;
  /** This card's start is on its way. */
  busy: boolean;
  /** Another card's start is on its way. */
  disabled: boolean;
  onStart: (quiz: RunningQuiz) => void;
}

/** One live assessment of the candidate's dashboard (spec 001 §2): title, facts, Start or Resume. */
export function RunningQuizCard({ quiz, busy, disabled, onStart }: RunningQuizCardProps) {
  const { t } = useTranslation();
  const resume = isResume(quiz);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="running-quiz-card"
      data-quiz-id={quiz.quizTopicId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: 2 },
      }}
    >
      {/* A column: the facts sit at the bottom, so they line up across the cards of a row. */}
      <CardContent sx={{ flexGrow: 1, pb: 1, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
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
              bgcolor: 'rgba(21,101,192,0.08)',
              color: 'primary.main',
            }}
          >
            <AssignmentOutlined />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75 }}>
            <Typography
              component="h3"
              variant="h6"
              sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
              data-testid="running-quiz-title"
            >
              {quiz.quizTitle}
            </Typography>
            {(resume || quiz.allowExamOnNewWindow) && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
                {resume && (
                  <Chip
                    label={t('dashboard.inProgress')}
                    size="small"
                    // Dark amber on light amber: MUI's warning chip has too little contrast for small text.
                    sx={{ bgcolor: '#fff3e0', color: '#7a3e00', fontWeight: 600 }}
                    data-testid="running-quiz-in-progress"
                  />
                )}
                {quiz.allowExamOnNewWindow && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <OpenInNew aria-hidden sx={{ fontSize: 14 }} />
                    {t('dashboard.opensInNewWindow')}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <QuizFacts quiz={quiz} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          startIcon={resume ? <Replay /> : <PlayArrow />}
          loading={busy}
          disabled={disabled}
          onClick={() => onStart(quiz)}
          aria-label={t(resume ? 'dashboard.resumeAria' : 'dashboard.startAria', { title: quiz.quizTitle })}
          data-testid="running-quiz-start"
        >
          {resume ? t('dashboard.resume') : t('dashboard.start')}
        </Button>
      </CardActions>
    </Card>
  );
}
