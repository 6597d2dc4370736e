import type { AdminSettings } from '@assessly/shared';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What every panel receives from the page. */
export interface PanelProps {
  settings: AdminSettings;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}

/** Fields side by side from 900 px, stacked on phones. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A grid item spanning the whole row (long texts). */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/** A group heading inside a panel (h3, under the panel's h2). */
export function GroupHeading({ children, first }: { children: ReactNode; first?: boolean }) {
  return (
    <Typography
      component="h3"
      variant="overline"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 700, letterSpacing: 1, mt: first ? 1 : 3, mb: 1.5 }}
    >
      {children}
    </Typography>
  );
}
