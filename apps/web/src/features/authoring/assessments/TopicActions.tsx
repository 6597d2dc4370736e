import type { QuizTopic } from '@assessly/shared';
import { Delete, Edit, ListAlt, MoreTime, PlaylistAdd, PlayArrow, Stop } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type TopicAction = 'edit' | 'delete' | 'goLive' | 'stopLive' | 'extraTime';

interface Props {
  quiz: QuizTopic;
  onAction: (action: TopicAction, quiz: QuizTopic) => void;
}

/** A tooltip that also works on a disabled button (which fires no pointer events itself). */
function Tip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title}>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}

/**
 * The row actions of Manage Assessments: edit, delete, add questions, instructions, extra time, Go Live / Stop Live.
 * A running assessment can not be edited or deleted (spec 001 §4): those buttons are disabled and say why.
 */
export function TopicActions({ quiz, onAction }: Props) {
  const { t } = useTranslation();
  const live = quiz.isRunning;
  const id = quiz.quizTopicId;
  return (
    <>
      <Tip title={live ? t('assessments.stopFirst') : t('assessments.edit')}>
        <IconButton
          size="small"
          disabled={live}
          onClick={() => onAction('edit', quiz)}
          aria-label={`${t('assessments.edit')}: ${quiz.quizTitle}`}
          data-testid="quiz-edit"
        >
          <Edit fontSize="small" />
        </IconButton>
      </Tip>
      <Tip title={live ? t('assessments.stopFirst') : t('assessments.delete')}>
        <IconButton
          size="small"
          disabled={live}
          onClick={() => onAction('delete', quiz)}
          aria-label={`${t('assessments.delete')}: ${quiz.quizTitle}`}
          data-testid="quiz-delete"
        >
          <Delete fontSize="small" />
        </IconButton>
      </Tip>
      <Tip title={t('assessments.addQuestions')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/question/quizQuestions?quizTopicId=${id}`}
          aria-label={`${t('assessments.addQuestions')}: ${quiz.quizTitle}`}
          data-testid="quiz-questions"
        >
          <PlaylistAdd fontSize="small" />
        </IconButton>
      </Tip>
      <Tip title={t('assessments.addInstructions')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/quiz/instruction?quizTopicId=${id}`}
          aria-label={`${t('assessments.addInstructions')}: ${quiz.quizTitle}`}
          data-testid="quiz-instructions"
        >
          <ListAlt fontSize="small" />
        </IconButton>
      </Tip>
      {/* Extra time may change while the assessment is live: it applies to attempts started afterwards. */}
      <Tip title={t('extraTime.action')}>
        <IconButton
          size="small"
          onClick={() => onAction('extraTime', quiz)}
          aria-label={`${t('extraTime.action')}: ${quiz.quizTitle}`}
          data-testid="quiz-extra-time"
        >
          <MoreTime fontSize="small" />
        </IconButton>
      </Tip>
      {live ? (
        <Tip title={t('assessments.stopLive')}>
          <IconButton
            size="small"
            color="error"
            onClick={() => onAction('stopLive', quiz)}
            aria-label={`${t('assessments.stopLive')}: ${quiz.quizTitle}`}
            data-testid="quiz-stop-live"
          >
            <Stop fontSize="small" />
          </IconButton>
        </Tip>
      ) : (
        <Tip title={t('assessments.goLive')}>
          <IconButton
            size="small"
            color="success"
            onClick={() => onAction('goLive', quiz)}
            aria-label={`${t('assessments.goLive')}: ${quiz.quizTitle}`}
            data-testid="quiz-go-live"
          >
            <PlayArrow fontSize="small" />
          </IconButton>
        </Tip>
      )}
    </>
  );
}
