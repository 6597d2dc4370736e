import { Box, LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { usePageTitle } from '../lib/usePageTitle';
import type { AppRoute } from './routes';

/** Sets the page title and shows a thin bar while the page's code loads. */
export function RoutePage({ route }: { route: AppRoute }) {
  usePageTitle(route.titleKey);
  const Element = route.element;
  return (
    <Suspense
      fallback={
        <Box sx={{ p: 2 }}>
          <LinearProgress aria-label="loading" />
        </Box>
      }
    >
      <Element />
    </Suspense>
  );
}
