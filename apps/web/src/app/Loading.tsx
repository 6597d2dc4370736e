import { Backdrop, CircularProgress } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const LoadingContext = createContext<(on: boolean) => void>(() => undefined);
/** The global loading overlay (spec 000 §2), e.g. behind a free plan renewal. */
export const useGlobalLoading = () => useContext(LoadingContext);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const set = useCallback((on: boolean) => setCount((c) => Math.max(0, c + (on ? 1 : -1))), []);
  return (
    <LoadingContext.Provider value={set}>
      {children}
      <Backdrop
        open={count > 0}
        sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}
        data-testid="global-loading"
      >
        <CircularProgress color="inherit" aria-label="loading" />
      </Backdrop>
    </LoadingContext.Provider>
  );
}
