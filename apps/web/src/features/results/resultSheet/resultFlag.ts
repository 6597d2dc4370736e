import { useEffect, useState } from 'react';
import { clearResultFlag, readResultFlag, setResultFlag } from '../../delivery';

// One pending clear for the whole page: React StrictMode unmounts and mounts a component again at once
// in development, and that fake unmount must not lose the flag (a reload would then bounce to the
// dashboard). The real leave has no mount after it, so the clear goes through.
let pendingClear: ReturnType<typeof setTimeout> | undefined;

/**
 * Where the flag waits while the document is unloaded by a full navigation. A full navigation (another
 * address typed, a link opened in the same tab from outside the app, the tab closed and reopened) leaves
 * the sheet as surely as the app's own links do, so the flag itself is cleared then; only a reload of the
 * result page itself takes it back from here (spec 001 §2: "the flag is cleared on leaving", issue 20).
 */
const PARKED_KEY = 'exam.resultFlag.reload';
const RESULT_PATH = '/quiz/result';

/** How this document was loaded, and at which address (Navigation Timing). */
function documentNavigation(): { type: string; path: string } | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return null;
  try {
    return { type: entry.type, path: new URL(entry.name, window.location.href).pathname };
  } catch {
    return null;
  }
}

/** The document is going away (reload, another address, the tab closed): the flag must not outlive it. */
function parkFlag(attemptId: number): void {
  sessionStorage.setItem(PARKED_KEY, String(attemptId));
  clearResultFlag();
}

/**
 * The flag parked by the previous document, taken back only when this document is a reload of the result
 * page; it is removed either way, so a later visit to the sheet never finds it.
 */
function takeParkedFlag(): number | null {
  const parked = Number(sessionStorage.getItem(PARKED_KEY));
  sessionStorage.removeItem(PARKED_KEY);
  const navigation = documentNavigation();
  if (!navigation || navigation.type !== 'reload' || navigation.path !== RESULT_PATH) return null;
  if (!Number.isInteger(parked) || parked <= 0) return null;
  setResultFlag(parked);
  return parked;
}

/** The flag as the sheet opens: set by the exam (in-app), or taken back after a reload of the sheet. */
function initialFlag(): number | null {
  const flag = readResultFlag();
  if (flag !== null) {
    sessionStorage.removeItem(PARKED_KEY);
    return flag;
  }
  return takeParkedFlag();
}

/**
 * The attempt whose result to show, read once from the result flag (spec 001 §2: the sheet is shown only
 * when the flag is set; it is cleared on leaving). Leaving by the app's navigation clears it when the page
 * unmounts; leaving by a full navigation clears it when the document is hidden for good (pagehide); a
 * reload of the sheet keeps it. A page restored from the back-forward cache sets it again.
 */
export function useResultFlag(): number | null {
  const [attemptId] = useState(initialFlag);
  useEffect(() => {
    clearTimeout(pendingClear);
    if (attemptId === null) return;
    const onHide = () => parkFlag(attemptId);
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sessionStorage.removeItem(PARKED_KEY);
      setResultFlag(attemptId);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      pendingClear = setTimeout(clearResultFlag, 0);
    };
  }, [attemptId]);
  return attemptId;
}
