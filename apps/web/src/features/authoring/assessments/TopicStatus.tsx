import { liveStatus, type QuizTopic } from '@assessly/shared';
import { Chip, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';

/**
 * The Status column of Manage Assessments (spec 001 §2): 'On-live' only when the assessment runs inside its
 * schedule; a muted 'Scheduled' (its start date in a tooltip) while the start of a running one lies ahead;
 * blank otherwise, stopped or past the schedule's end alike.
 */
export function TopicStatus({ quiz, now }: { quiz: QuizTopic; now?: Date }) {
  const { t } = useTranslation();
  const status = liveStatus(quiz, now);
  if (status === 'onLive')
    return <Chip size="small" color="success" label={t('assessments.onLive')} data-testid="quiz-on-live" />;
  if (status === 'scheduled')
    return (
      <Tooltip title={t('assessments.scheduledFrom', { date: formatDateTime(quiz.quizscheduleStartTime!) })}>
        <Typography variant="body2" color="text.secondary" tabIndex={0} data-testid="quiz-scheduled">
          {t('assessments.scheduled')}
        </Typography>
      </Tooltip>
    );
  return null;
}
