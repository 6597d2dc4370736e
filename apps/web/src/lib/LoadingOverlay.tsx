import { Backdrop, CircularProgress } from '@mui/material';

/** The global loading overlay itself (Loading.tsx loads it the first time something turns it on). */
export function LoadingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }} data-testid="global-loading">
      <CircularProgress color="inherit" aria-label="loading" />
    </Backdrop>
  );
}
