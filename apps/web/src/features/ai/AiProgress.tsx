import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the server lets a provider take (AI_TIMEOUT_MS, 30 s by default): what the admin is told to expect. */
export const AI_WAIT_SECONDS = 30;

interface Props {
  testId: string;
  /** What is happening; by default "Generating… this can take up to 30 seconds". */
  message?: string;
  /** Also show how long it has been (for a wait where nothing else on screen moves). */
  elapsed?: boolean;
  /**
   * Move the focus (and a phone's scroll) to the progress: for a window that disables its fields and
   * buttons while it waits, so the focus is not lost.
   */
  takeFocus?: boolean;
}

/** Seconds since the component appeared, ticking once a second. */
function useElapsedSeconds() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return seconds;
}

/** The ticking seconds, hidden from screen readers (a polite region would announce every tick). */
function Elapsed() {
  const { t } = useTranslation();
  const seconds = useElapsedSeconds();
  return (
    <Typography variant="caption" color="text.secondary" aria-hidden sx={{ display: 'block', mt: 0.5 }}>
      {t('aiQuestions.elapsed', { seconds })}
    </Typography>
  );
}

/** The visible state of a running generation (UX.md: long work shows progress). Test id: `testId`. */
export function AiProgress({ testId, message, elapsed = false, takeFocus = false }: Props) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <Box
      ref={panel}
      tabIndex={takeFocus ? -1 : undefined}
      role="status"
      aria-live="polite"
      data-testid={testId}
      sx={{ my: 2, outline: 'none' }}
    >
      <LinearProgress aria-label={t('ai.generating')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {message ?? t('ai.generatingWait', { seconds: AI_WAIT_SECONDS })}
      </Typography>
      {elapsed && <Elapsed />}
    </Box>
  );
}
