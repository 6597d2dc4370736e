import { OpenInNew } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EXAM_PATH } from './runningQuiz';
import type { OpenedWindow, StartRefusal } from './useStartAssessment';

const LIMIT_KEY = 'totalAttemptLimitExpired';

/**
 * A refused start (spec 001 §4 step 4): the server's message and, unless its status is 'alert', the
 * total-attempt-limit message too. Two messages cannot share one brief notice, so they stay together
 * here until dismissed or the next start.
 */
export function StartRefusalAlert({ refusal, onClose }: { refusal: StartRefusal; onClose: () => void }) {
  const { t } = useTranslation();
  const message = t(`messages.${refusal.code}`, { ...refusal.params, defaultValue: refusal.code });
  const showLimit = !refusal.alert && refusal.code !== LIMIT_KEY;
  return (
    <Alert
      severity={refusal.alert ? 'info' : 'warning'}
      variant="outlined"
      role="alert"
      onClose={onClose}
      closeText={t('common.close')}
      sx={{ mb: 2, borderRadius: 3, bgcolor: 'background.paper' }}
      data-testid="start-refusal"
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{t('dashboard.startRefused')}</AlertTitle>
      <Box component="span" sx={{ display: 'block' }} data-testid="start-refusal-message">
        {message}
      </Box>
      {showLimit && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="start-refusal-limit">
          {t(`messages.${LIMIT_KEY}`)}
        </Box>
      )}
    </Alert>
  );
}

/** The exam went to a new window; the link opens it again when the browser blocked the pop-up. */
export function OpenedWindowAlert({ opened, onClose }: { opened: OpenedWindow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={opened.blocked ? 'warning' : 'info'}
      variant="outlined"
      role="status"
      onClose={onClose}
      closeText={t('common.close')}
      sx={{ mb: 2, borderRadius: 3, bgcolor: 'background.paper', '& .MuiAlert-message': { width: '100%' } }}
      data-testid="exam-new-window"
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{t('dashboard.newWindowOpened', { title: opened.quizTitle })}</AlertTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <span>{t('dashboard.newWindowHint')}</span>
        <Button
          component="a"
          href={EXAM_PATH}
          target="_blank"
          size="small"
          variant="outlined"
          endIcon={<OpenInNew />}
          data-testid="exam-open-again"
        >
          {t('dashboard.openAgain')}
        </Button>
      </Box>
    </Alert>
  );
}
