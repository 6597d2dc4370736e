import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatCountdown, secondsLeft, timerAnnouncement, URGENT_SECONDS, type Announcement } from './examClock';
import type { ExamClock } from './useExamRun';

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.06); }
`;
/** Often enough that the display never lags a second behind, rendered only when the second changes. */
const TICK_MS = 250;

interface ExamTimerProps {
  clock: ExamClock & { deadlineAt: string };
  onExpire: () => void;
}

/** Seconds left on the server's clock, updated every tick; onExpire runs once at zero. */
function useCountdown({ deadlineAt, offsetMs }: ExamTimerProps['clock'], onExpire: () => void) {
  const [left, setLeft] = useState(() => secondsLeft(deadlineAt, offsetMs));
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  useEffect(() => {
    let expired = false;
    const tick = () => {
      const next = secondsLeft(deadlineAt, offsetMs);
      setLeft(next);
      if (next <= 0 && !expired) {
        expired = true;
        expireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);
  return left;
}

/** The screen-reader text: each whole minute and each of the last ten seconds, never every second. */
function useAnnouncement(left: number): Announcement | null {
  const previous = useRef<number | null>(null);
  const [said, setSaid] = useState<Announcement | null>(null);
  useEffect(() => {
    const next = timerAnnouncement(previous.current, left);
    previous.current = left;
    if (next) setSaid(next);
  }, [left]);
  return said;
}

/**
 * The countdown (spec 001 §4, UX.md): mm:ss, urgent in the error colour in the last minute with a
 * gentle pulse unless the candidate prefers reduced motion.
 */
export function ExamTimer({ clock, onExpire }: ExamTimerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const left = useCountdown(clock, onExpire);
  const said = useAnnouncement(left);
  const urgent = left <= URGENT_SECONDS;
  const announcement = !said
    ? ''
    : said.unit === 'minutes'
      ? said.count === 1
        ? t('exam.oneMinuteLeft')
        : t('exam.minutesLeft', { count: said.count })
      : said.count === 1
        ? t('exam.oneSecondLeft')
        : t('exam.secondsLeft', { count: said.count });
  return (
    <>
      <Box
        role="timer"
        aria-labelledby={labelId}
        data-testid="exam-timer"
        data-urgent={urgent ? 'true' : 'false'}
        data-seconds={left}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          py: 0.75,
          borderRadius: 999,
          border: 2,
          borderColor: urgent ? 'error.main' : 'divider',
          color: urgent ? 'error.main' : 'text.primary',
          bgcolor: 'background.paper',
          flexShrink: 0,
          '@media (prefers-reduced-motion: no-preference)': urgent
            ? { animation: `${pulse} 1s ease-in-out infinite` }
            : {},
        }}
      >
        <Box component="span" id={labelId} sx={visuallyHidden}>
          {t('exam.timeLeft')}
        </Box>
        <TimerOutlined fontSize="small" aria-hidden />
        <Typography
          component="span"
          data-testid="exam-timer-value"
          sx={{ fontWeight: 700, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
        >
          {formatCountdown(left)}
        </Typography>
      </Box>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="exam-timer-announcement">
        {announcement}
      </Box>
    </>
  );
}
