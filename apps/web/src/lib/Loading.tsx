import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';

const LoadingContext = createContext<(on: boolean) => void>(() => undefined);
/** The global loading overlay (spec 000 §2), e.g. behind a free plan renewal. */
export const useGlobalLoading = () => useContext(LoadingContext);

// Only payment and renewal screens turn the overlay on, so its code (MUI's Backdrop) loads with the
// first use rather than with every screen (issue 9).
const useOverlay = lazyPart(() => import('./LoadingOverlay'));

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  // Mounted from the first use on, so that the overlay fades out rather than vanishing.
  const [used, setUsed] = useState(false);
  const set = useCallback((on: boolean) => {
    if (on) setUsed(true);
    setCount((c) => Math.max(0, c + (on ? 1 : -1)));
  }, []);
  const overlay = useOverlay(used);
  return (
    <LoadingContext.Provider value={set}>
      {children}
      {overlay && <overlay.LoadingOverlay open={count > 0} />}
    </LoadingContext.Provider>
  );
}
