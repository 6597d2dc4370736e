import { UI } from '@assessly/shared';
import { LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Spec 000 §2: a bar starts (at 0.1) before each navigation and completes 500 ms after it. */
export function NavigationProgress() {
  const location = useLocation();
  const [value, setValue] = useState<number | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setValue(UI.progressInitial * 100);
    const grow = window.setTimeout(() => setValue(70), 50);
    const done = window.setTimeout(() => setValue(100), UI.progressCompleteDelayMs);
    const hide = window.setTimeout(() => setValue(null), UI.progressCompleteDelayMs + 250);
    return () => [grow, done, hide].forEach((id) => window.clearTimeout(id));
  }, [location.pathname]);
  if (value === null) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label="page loading"
      data-testid="nav-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }}
    />
  );
}
