import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { cellValue, type DataTableColumn } from './tableColumn';
import { SelectRowCheckbox, type DataTableSelection } from './tableSelection';

interface Props<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  ariaLabel: string;
  testId?: string;
  selection?: DataTableSelection<T>;
}

/**
 * DataTable's phone layout (below 600 px): one card per row, the first column as the card's heading,
 * the other columns as label / value pairs, the row's actions along the bottom. Nothing scrolls sideways.
 */
export function DataTableCards<T>({ rows, columns, getRowId, actions, ariaLabel, testId, selection }: Props<T>) {
  const [first, ...rest] = columns;
  return (
    <Box component="ul" aria-label={ariaLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={getRowId(row)}
          data-testid={testId ? `${testId}-row` : undefined}
          sx={{ p: 2, mb: 1.5 }}
        >
          {first && selection && (
            // With selection the card's checkbox sits before its heading.
            <Box sx={{ display: 'flex', alignItems: 'center', mb: rest.length ? 1 : 0 }}>
              <Box sx={{ ml: -1.25, my: -0.75 }}>
                <SelectRowCheckbox selection={selection} row={row} id={getRowId(row)} testId={testId} />
              </Box>
              <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                {cellValue(row, first)}
              </Typography>
            </Box>
          )}
          {first && !selection && (
            <Typography component="div" sx={{ fontWeight: 600, mb: rest.length ? 1 : 0, overflowWrap: 'anywhere' }}>
              {cellValue(row, first)}
            </Typography>
          )}
          {rest.length > 0 && (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(96px, auto) 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {rest
                .filter((c) => !c.cardHidden?.(row))
                .map((c) => (
                  <Box key={c.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {cellValue(row, c)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          )}
          {actions && (
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.5,
                mt: 1.25,
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
                // Finger-sized targets on phones, whatever size the row's buttons asked for.
                '& .MuiIconButton-root': { p: 1.25 },
              }}
            >
              {actions(row)}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
