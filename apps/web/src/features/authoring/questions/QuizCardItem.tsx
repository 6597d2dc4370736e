import { LOCALE_TAG, isOnLive, type Locale, type QuizCard } from '@assessly/shared';
import { ListAlt, MoreVert, PlaylistAdd } from '@mui/icons-material';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { questionsPath } from './AddQuestionsDialog';

/** Time as the spec shows it: blank when 0, otherwise "N minutes". */
function useTimeText() {
  const { t } = useTranslation();
  return (minutes: number) =>
    !minutes ? '' : minutes === 1 ? t('questionBank.oneMinute') : t('questionBank.minutes', { count: minutes });
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, minHeight: '1.5em' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The card's actions on a phone (issue 20): one labelled icon button ("Actions for <title>") opening a
 * menu with Open the questions and Add questions, instead of a full-width button under every card.
 * Test ids: `quiz-card-menu-<id>`, `quiz-card-menu-open-<id>`, `quiz-card-menu-add-<id>`.
 */
function CardActionsMenu({ card, onAdd }: { card: QuizCard; onAdd: (card: QuizCard) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('questionBank.cardActions', { title: card.quizTitle })}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`quiz-card-menu-${card.quizTopicId}`}
        sx={{ mt: -0.5, mr: -1 }}
      >
        <MoreVert />
      </IconButton>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          component={RouterLink}
          to={questionsPath(card.quizTopicId)}
          onClick={close}
          data-testid={`quiz-card-menu-open-${card.quizTopicId}`}
        >
          <ListItemIcon>
            <ListAlt fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('questionBank.openQuestionsItem')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onAdd(card);
          }}
          data-testid={`quiz-card-menu-add-${card.quizTopicId}`}
        >
          <ListItemIcon>
            <PlaylistAdd fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('questionBank.addQuestions')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * One assessment of All Assessments (spec 001 §2): title, On-live, time, marks, questions, Add questions
 * (a button; on a phone a labelled menu of the card's actions).
 */
export function QuizCardItem({ card, onAdd }: { card: QuizCard; onAdd: (card: QuizCard) => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const timeText = useTimeText();
  const number = (n: number) => n.toLocaleString(LOCALE_TAG[i18n.language as Locale] ?? 'en');
  const live = isOnLive(card);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="quiz-card"
      data-quiz-id={card.quizTopicId}
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3, '&:hover': { borderColor: 'primary.light' } }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, minHeight: 48 }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={questionsPath(card.quizTopicId)}
              underline="hover"
              color="inherit"
              aria-label={t('questionBank.openQuestions', { title: card.quizTitle })}
              data-testid="quiz-card-title"
            >
              {card.quizTitle}
            </Link>
          </Typography>
          {live && (
            <Chip label={t('questionBank.onLive')} color="success" size="small" data-testid="quiz-card-onlive" />
          )}
          {phone && <CardActionsMenu card={card} onAdd={onAdd} />}
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)', gap: 1, m: 0 }}
        >
          <Stat label={t('questionBank.time')} value={timeText(card.quizTime)} testId="quiz-card-time" />
          <Stat
            label={t('questionBank.marks')}
            value={card.quizTotalMarks ? number(card.quizTotalMarks) : ''}
            testId="quiz-card-marks"
          />
          <Stat label={t('questionBank.questions')} value={number(card.questionsCount)} testId="quiz-card-count" />
        </Box>
      </CardContent>
      {!phone && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<PlaylistAdd />}
            onClick={() => onAdd(card)}
            aria-label={t('questionBank.addQuestionsAria', { title: card.quizTitle })}
            data-testid={`quiz-card-add-${card.quizTopicId}`}
            fullWidth
          >
            {t('questionBank.addQuestions')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
