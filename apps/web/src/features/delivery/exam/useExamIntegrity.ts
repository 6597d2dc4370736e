// Spec 001 §4: "tab switches and pointer-leave events are counted per question, sent with the answer,
// then reset". Counts are kept in localStorage so that a reload does not wipe them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadCounts, NO_COUNTS, saveCounts, type IntegrityCounts } from './examStorage';
import type { IntegrityTaker } from './useExamRun';

export interface ExamIntegrity extends IntegrityTaker {
  /** The exam area whose pointer-leave events are counted (a callback ref). */
  areaRef: (element: HTMLElement | null) => void;
  /** Points the counts at the question now shown. */
  follow: (questionId: number | null) => void;
}

/**
 * Counts leaving the exam area with the mouse and leaving the tab (a switch to another tab or window, or
 * minimising; not a reload). `onLeaveTab` runs on every such leave (the tab-change setting and
 * CheckQuizEndTime act on it).
 */
export function useExamIntegrity(attemptId: number, onLeaveTab: () => void): ExamIntegrity {
  const questionRef = useRef<number | null>(null);
  const countsRef = useRef<IntegrityCounts>(NO_COUNTS);
  const leaveRef = useRef(onLeaveTab);
  leaveRef.current = onLeaveTab;
  const [area, setArea] = useState<HTMLElement | null>(null);

  const bump = useCallback(
    (field: keyof IntegrityCounts) => {
      countsRef.current = { ...countsRef.current, [field]: countsRef.current[field] + 1 };
      if (questionRef.current !== null) saveCounts(attemptId, questionRef.current, countsRef.current);
    },
    [attemptId],
  );

  // Issue 20: a reload (or any navigation away) is not leaving the exam window. The page fires pagehide
  // before its last visibilitychange to hidden, so that hidden is not counted and ends nothing; reloads
  // are counted by the end-exam-on-refresh rule only (countReload). pageshow clears it when the page
  // comes back from the back/forward cache.
  useEffect(() => {
    let unloading = false;
    const onPageHide = () => {
      unloading = true;
    };
    const onPageShow = () => {
      unloading = false;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || unloading) return;
      bump('visibilitychangeCount');
      leaveRef.current();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [bump]);

  // The native event, not React's emulation (built from pointerout), so that exactly the browser's
  // pointerleave of the area counts. Touch and pen fire it after every tap or lift: only a mouse leaves.
  // Moving onto the screen's own overlays (a notice, the Stop dialog: portals outside the area) is not
  // leaving the exam: those leaves have a related target inside the page.
  useEffect(() => {
    if (!area) return;
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (event.relatedTarget instanceof Node && document.documentElement.contains(event.relatedTarget)) return;
      bump('pointerLeaveCount');
    };
    area.addEventListener('pointerleave', onLeave);
    return () => area.removeEventListener('pointerleave', onLeave);
  }, [area, bump]);

  return useMemo<ExamIntegrity>(
    () => ({
      areaRef: setArea,
      follow: (questionId) => {
        if (questionRef.current === questionId) return;
        questionRef.current = questionId;
        countsRef.current = questionId === null ? NO_COUNTS : loadCounts(attemptId, questionId);
      },
      peek: () => countsRef.current,
      take: () => {
        const counts = countsRef.current;
        countsRef.current = NO_COUNTS;
        if (questionRef.current !== null) saveCounts(attemptId, questionRef.current, NO_COUNTS);
        return counts;
      },
      restore: (counts) => {
        countsRef.current = {
          pointerLeaveCount: countsRef.current.pointerLeaveCount + counts.pointerLeaveCount,
          visibilitychangeCount: countsRef.current.visibilitychangeCount + counts.visibilitychangeCount,
        };
        if (questionRef.current !== null) saveCounts(attemptId, questionRef.current, countsRef.current);
      },
    }),
    [attemptId],
  );
}
