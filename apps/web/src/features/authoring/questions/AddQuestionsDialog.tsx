import { AutoAwesome, EditNote, UploadFile } from '@mui/icons-material';
import type { QuizCard } from '@assessly/shared';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Link,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiProvider } from '../../ai';
import { AiQuestionsDialog } from './AiQuestionsDialog';

type Target = Pick<QuizCard, 'quizTopicId' | 'quizTitle' | 'quizMarkOptionId' | 'questionsCount' | 'isRunning'>;

interface Props {
  quiz: Target | null;
  onClose: () => void;
}

const CHOICE_SX = { border: 1, borderColor: 'divider', borderRadius: 2, alignItems: 'flex-start', py: 1.5 };

/** The AI choice of a running assessment: generation is refused then, so it explains instead of offering it. */
function AiChoiceBlocked() {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding>
      <Box
        sx={{ ...CHOICE_SX, borderStyle: 'dashed', display: 'flex', width: '100%', px: 2 }}
        data-testid="ai-questions-running"
      >
        <ListItemIcon sx={{ color: 'text.secondary', mt: 0.5, minWidth: 44 }}>
          <AutoAwesome />
        </ListItemIcon>
        <Box sx={{ minWidth: 0, my: 0.75 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('aiQuestions.runningTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('aiQuestions.runningHint')}
          </Typography>
          <Link component={RouterLink} to="/quiz/topics" variant="body2" data-testid="ai-questions-running-manage">
            {t('questionBank.createAssessment')}
          </Link>
        </Box>
      </Box>
    </ListItem>
  );
}

/** The Questions screen of an assessment, opened from All Assessments (the back arrow returns here). */
export const questionsPath = (quizTopicId: number, upload = false) =>
  `/question/quizQuestions?quizTopicId=${quizTopicId}&from=quizes${upload ? '&upload=1' : ''}`;

/**
 * The Add questions choice of an assessment card (spec 001 §2): one by one in the editor, a file, or
 * generation with AI, which opens the AI question parameter window in place of this dialog.
 */
export function AddQuestionsDialog({ quiz, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { provider } = useAiProvider();
  // The assessment whose AI window is open (null: the choices show).
  const [aiFor, setAiFor] = useState<number | null>(null);
  const aiOpen = quiz !== null && aiFor === quiz.quizTopicId;
  const closeAi = () => {
    setAiFor(null);
    onClose();
  };
  const choices = quiz
    ? [
        {
          to: questionsPath(quiz.quizTopicId),
          icon: <EditNote />,
          primary: t('questionBank.oneByOne'),
          secondary: t('questionBank.oneByOneHint'),
          testId: 'add-questions-one',
        },
        {
          to: questionsPath(quiz.quizTopicId, true),
          icon: <UploadFile />,
          primary: t('questionBank.uploadFile'),
          secondary: t('questionBank.uploadFileHint'),
          testId: 'add-questions-upload',
        },
      ]
    : [];
  return (
    <>
      <Dialog
        open={Boolean(quiz) && !aiOpen}
        onClose={onClose}
        maxWidth="xs"
        fullWidth
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        data-testid="add-questions-dialog"
      >
        <DialogTitle id={`${id}-title`}>{t('questionBank.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ pb: 1 }}>
          <DialogContentText id={`${id}-intro`} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {quiz ? t('questionBank.dialogIntro', { title: quiz.quizTitle }) : ''}
          </DialogContentText>
          <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
            {choices.map((choice, index) => (
              <ListItem key={choice.testId} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={choice.to}
                  autoFocus={index === 0}
                  data-testid={choice.testId}
                  sx={CHOICE_SX}
                >
                  <ListItemIcon sx={{ color: 'primary.main', mt: 0.5, minWidth: 44 }}>{choice.icon}</ListItemIcon>
                  <ListItemText
                    primary={choice.primary}
                    secondary={choice.secondary}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {quiz &&
              (quiz.isRunning ? (
                <AiChoiceBlocked />
              ) : (
                <ListItem disablePadding>
                  <ListItemButton
                    onClick={() => setAiFor(quiz.quizTopicId)}
                    data-testid="add-questions-ai"
                    sx={CHOICE_SX}
                  >
                    <ListItemIcon sx={{ color: 'primary.main', mt: 0.5, minWidth: 44 }}>
                      <AutoAwesome />
                    </ListItemIcon>
                    <ListItemText
                      primary={t('aiQuestions.choice')}
                      secondary={t('aiQuestions.choiceHint', { provider })}
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
          </List>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} data-testid="add-questions-cancel">
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
      <AiQuestionsDialog
        quiz={aiOpen ? quiz : null}
        questionsHref={quiz ? questionsPath(quiz.quizTopicId) : ''}
        onClose={closeAi}
      />
    </>
  );
}
