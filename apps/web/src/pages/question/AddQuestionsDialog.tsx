import { EditNote, UploadFile } from '@mui/icons-material';
import {
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
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Props {
  quiz: { quizTopicId: number; quizTitle: string } | null;
  onClose: () => void;
}

/** The Questions screen of an assessment, opened from All Assessments (the back arrow returns here). */
export const questionsPath = (quizTopicId: number, upload = false) =>
  `/question/quizQuestions?quizTopicId=${quizTopicId}&from=quizes${upload ? '&upload=1' : ''}`;

/**
 * The Add questions choice of an assessment card (spec 001 §2): one by one in the editor, or a file.
 * AI generation joins this list with its own issue.
 */
export function AddQuestionsDialog({ quiz, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
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
    <Dialog
      open={Boolean(quiz)}
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
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, alignItems: 'flex-start', py: 1.5 }}
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
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} data-testid="add-questions-cancel">
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
