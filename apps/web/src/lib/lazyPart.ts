import { useEffect, useState } from 'react';

/** Pause before a failed load is tried again, while the part is still needed. */
const RETRY_MS = 3_000;

/**
 * A part of a screen that only some uses need (the exam's media tabs, text answer and stop dialog, the
 * notice bar), loaded the first time one needs it, so that the first load stays small (issue 9). Not
 * React.lazy nor lazyPage: a failed load must neither reload the page (on the exam screen a reload
 * counts against the attempt, spec 001 §4) nor break the screen; the part is tried again while needed.
 */
export function lazyPart<M>(load: () => Promise<M>): (needed: boolean) => M | undefined {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function useLazyPart(needed: boolean): M | undefined {
    const [, setLoaded] = useState(0);
    useEffect(() => {
      if (!needed || module) return;
      let alive = true;
      let timer: number | undefined;
      const attempt = () =>
        get().then(
          () => alive && setLoaded((n) => n + 1),
          () => {
            if (alive) timer = window.setTimeout(attempt, RETRY_MS);
          },
        );
      void attempt();
      return () => {
        alive = false;
        window.clearTimeout(timer);
      };
    }, [needed]);
    return module;
  };
}
