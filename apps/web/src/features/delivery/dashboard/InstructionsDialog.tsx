import { ArrowForward, Close } from '@mui/icons-material';
import {
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizFacts } from './RunningQuizCard';
import type { InstructionsStep } from './useStartAssessment';

export interface InstructionsDialogProps {
  step: InstructionsStep | null;
  /** The attempt is being created. */
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * The full-screen instructions of spec 001 §2 "Dashboard": shown before a new attempt of an assessment
 * that has instructions; Continue starts the exam, Cancel (or Escape) goes back to the cards.
 */
export function InstructionsDialog({ step, busy, onContinue, onCancel }: InstructionsDialogProps) {
  const { t } = useTranslation();
  // Keep the last step while the dialog fades out, so its content does not vanish mid-animation.
  const [last, setLast] = useState(step);
  if (step !== null && step !== last) setLast(step);
  const shown = step ?? last;
  const close = () => !busy && onCancel();

  return (
    <Dialog
      fullScreen
      open={step !== null}
      onClose={close}
      aria-labelledby="instructions-title"
      data-testid="instructions-dialog"
    >
      <DialogTitle
        id="instructions-title"
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 1.5 }}
      >
        <IconButton edge="start" onClick={close} disabled={busy} aria-label={t('common.close')}>
          <Close />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.instructionsTitle')}
        </Typography>
      </DialogTitle>
      {/* '&&': MUI removes the top padding of content that follows a DialogTitle; here it is wanted. */}
      <DialogContent sx={{ bgcolor: 'background.default', px: { xs: 2, sm: 3 }, '&&': { py: { xs: 3, sm: 5 } } }}>
        {shown && (
          <Container maxWidth="md" disableGutters>
            <Typography
              component="p"
              variant="h5"
              sx={{ fontSize: { xs: 20, sm: 26 }, mb: 1, overflowWrap: 'anywhere' }}
              data-testid="instructions-quiz-title"
            >
              {shown.quiz.quizTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('dashboard.instructionsIntro', { title: shown.quiz.quizTitle })}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2, mb: 3, borderRadius: 3 }}>
              <QuizFacts quiz={shown.quiz} />
            </Paper>
            <Box
              component="ol"
              aria-label={t('dashboard.instructionsListLabel')}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, counterReset: 'instruction' }}
            >
              {shown.instructions.map((instruction) => (
                <Paper
                  key={instruction.instructionId}
                  component="li"
                  variant="outlined"
                  data-testid="instructions-item"
                  sx={{
                    display: 'flex',
                    gap: 2,
                    p: 2,
                    borderRadius: 3,
                    counterIncrement: 'instruction',
                    // The number is decoration: the <ol> already tells screen readers the position.
                    '&::before': {
                      content: 'counter(instruction)',
                      flexShrink: 0,
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 700,
                    },
                  }}
                >
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pt: 0.5 }}>
                    {instruction.description}
                  </Typography>
                </Paper>
              ))}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 3 }}>
              {t('dashboard.instructionsReady')}
            </Typography>
          </Container>
        )}
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', py: 1.5, px: { xs: 2, sm: 3 } }}>
        <Container
          maxWidth="md"
          disableGutters
          sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}
        >
          <Button onClick={close} disabled={busy} size="large" data-testid="instructions-cancel">
            {t('dashboard.instructionsCancel')}
          </Button>
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            loading={busy}
            onClick={onContinue}
            autoFocus
            data-testid="instructions-continue"
          >
            {t('common.continue')}
          </Button>
        </Container>
      </DialogActions>
    </Dialog>
  );
}
