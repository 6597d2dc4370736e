/**
 * DataTable: the one list component of the app (UX.md): paging (10 a page, no page-size selector),
 * loading skeleton, empty text, error state with Retry, an actions column and a toolbar above.
 *
 * Usage:
 *   <DataTable
 *     ariaLabel={t('pages.questionCategory')} testId="categories" emptyText={t('…')}
 *     rows={query.data} getRowId={(r) => r.questionCategoryId}
 *     columns={[{ key: 'name', header: t('pages.questionCategory'), render: (r) => r.questionCategoryName }]}
 *     loading={query.isPending} error={query.error} onRetry={() => query.refetch()}
 *     actions={(r) => <IconButton …/>} toolbar={<ExportButtons route={authoringApi.ExportCategories} />}
 *   />
 * Server paging: pass `count` (the server's total), `page` (0-based) and `onPageChange`; `rows` is then
 * the current page. Without `count` the table pages `rows` itself (page may still be controlled).
 * A column without `render` shows `row[key]`. Below 600 px the rows turn into stacked cards.
 * Row selection (optional): `selection={{ selected, onChange, rowLabel, allLabel }}` adds a checkbox per row
 * and one that selects the page's rows; the caller keeps the ids, so the selection survives paging.
 * Test ids: the container gets `testId`, each row `${testId}-row`, the states `${testId}-empty|error|retry`;
 * with selection the checkboxes `${testId}-select-all` and (per row) `${testId}-select`.
 */
import { UI } from '@assessly/shared';
import {
  Box,
  FormControlLabel,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableCards } from './DataTableCards';
import { cellValue, type DataTableColumn } from './tableColumn';
import { EmptyState, ErrorState, SkeletonCards } from './TableStates';
import { SelectPageCheckbox, SelectRowCheckbox, type DataTableSelection } from './tableSelection';

export type { DataTableColumn, DataTableSelection };

/** Numbers are pixels (MUI's sx would read 1 as 100%); '1%' makes a column as narrow as its content. */
const cssWidth = (width: number | string | undefined) => (typeof width === 'number' ? `${width}px` : width);

export interface DataTableProps<T> {
  rows: T[] | undefined;
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  /** The server's total; when omitted the table pages `rows` itself. */
  count?: number;
  /** 0-based; controlled when given. */
  page?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  actionsPosition?: 'first' | 'last';
  emptyText: string;
  toolbar?: ReactNode;
  ariaLabel: string;
  testId?: string;
  /** Checkboxes to select rows (the caller keeps the selected ids). */
  selection?: DataTableSelection<T>;
}

/** Page state: the caller's when controlled, else our own; steps back when the last page empties. */
function usePaging(props: { page?: number; onPageChange?: (page: number) => void; total: number; size: number }) {
  const [own, setOwn] = useState(0);
  const page = props.page ?? own;
  const { onPageChange, total, size } = props;
  const setPage = (next: number) => {
    setOwn(next);
    onPageChange?.(next);
  };
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  useEffect(() => {
    // e.g. the only row of the last page was deleted: show the page before it.
    if (total > 0 && page > lastPage) {
      setOwn(lastPage);
      onPageChange?.(lastPage);
    }
  }, [total, page, lastPage, onPageChange]);
  return { page, setPage };
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, count, pageSize = UI.pageSize, loading, error, onRetry, actions } = props;
  const { emptyText, toolbar, ariaLabel, testId, actionsPosition = 'first', selection } = props;
  const { t } = useTranslation();
  const theme = useTheme(); // the Material default theme when no ThemeProvider is around
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const serverPaged = count !== undefined;
  const total = serverPaged ? count : (rows?.length ?? 0);
  const { page, setPage } = usePaging({ page: props.page, onPageChange: props.onPageChange, total, size: pageSize });
  const visible = serverPaged ? rows : rows?.slice(page * pageSize, (page + 1) * pageSize);
  const showSkeleton = Boolean(loading) && !visible?.length;
  const failed = Boolean(error) && !showSkeleton;
  const empty = !failed && !showSkeleton && (visible?.length ?? 0) === 0;
  const actionsHeader = props.actionsHeader ?? t('table.actions');
  const pageIds = showSkeleton || failed ? [] : (visible ?? []).map(getRowId);
  const selectColumns = selection ? 1 : 0;
  const allColumns: DataTableColumn<T>[] = actions
    ? actionsPosition === 'first'
      ? [{ key: '__actions', header: actionsHeader, render: actions, width: '1%' }, ...columns]
      : [...columns, { key: '__actions', header: actionsHeader, render: actions, align: 'right', width: '1%' }]
    : columns;

  const pagination =
    total > pageSize ? (
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count: c }) => t('table.displayedRows', { from, to, count: c })}
        getItemAriaLabel={(type) => t(`table.${type}Page`)}
        showFirstButton={!phone}
        showLastButton={!phone}
        data-testid={testId ? `${testId}-pagination` : undefined}
        sx={{ borderTop: phone ? 0 : 1, borderColor: 'divider' }}
      />
    ) : null;

  const state = failed ? (
    <ErrorState onRetry={onRetry} testId={testId} />
  ) : empty ? (
    <EmptyState text={emptyText} testId={testId} />
  ) : null;

  return (
    <Box data-testid={testId} aria-busy={Boolean(loading)}>
      {toolbar && <Box sx={{ mb: 2 }}>{toolbar}</Box>}
      {phone ? (
        <Box>
          {showSkeleton ? (
            <SkeletonCards count={3} />
          ) : state ? (
            <Paper variant="outlined">{state}</Paper>
          ) : (
            <>
              {selection && (
                // The cards have no header row: the page's checkbox gets its name written out above them.
                <FormControlLabel
                  sx={{ mb: 1, ml: 0 }}
                  control={<SelectPageCheckbox selection={selection} pageIds={pageIds} testId={testId} />}
                  label={<Typography variant="body2">{selection.allLabel}</Typography>}
                />
              )}
              <DataTableCards
                rows={visible ?? []}
                columns={columns}
                getRowId={getRowId}
                actions={actions}
                ariaLabel={ariaLabel}
                testId={testId}
                selection={selection}
              />
            </>
          )}
          {pagination}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <TableContainer>
            <Table aria-label={ariaLabel} size="medium">
              <TableHead>
                <TableRow>
                  {selection && (
                    <TableCell padding="checkbox" sx={{ bgcolor: 'action.hover' }}>
                      <SelectPageCheckbox selection={selection} pageIds={pageIds} testId={testId} />
                    </TableCell>
                  )}
                  {allColumns.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      sx={{
                        width: cssWidth(c.width),
                        fontWeight: 600,
                        verticalAlign: 'bottom',
                        // Headings stay on one line ("Option-A" must not break at its hyphen); the container scrolls.
                        whiteSpace: 'nowrap',
                        bgcolor: 'action.hover',
                      }}
                    >
                      {c.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {showSkeleton &&
                  Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                    <TableRow key={`skeleton-${i}`} aria-hidden>
                      {selection && <TableCell padding="checkbox" />}
                      {allColumns.map((c) => (
                        <TableCell key={c.key}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                {state && (
                  <TableRow>
                    <TableCell colSpan={allColumns.length + selectColumns} sx={{ borderBottom: 0 }}>
                      {state}
                    </TableCell>
                  </TableRow>
                )}
                {!showSkeleton &&
                  !failed &&
                  visible?.map((row) => (
                    <TableRow
                      key={getRowId(row)}
                      hover
                      selected={selection?.selected.has(getRowId(row))}
                      data-testid={testId ? `${testId}-row` : undefined}
                    >
                      {selection && (
                        <TableCell padding="checkbox">
                          <SelectRowCheckbox selection={selection} row={row} id={getRowId(row)} testId={testId} />
                        </TableCell>
                      )}
                      {allColumns.map((c) => (
                        <TableCell
                          key={c.key}
                          align={c.align}
                          sx={c.key === '__actions' ? { whiteSpace: 'nowrap', py: 0.5 } : undefined}
                        >
                          {cellValue(row, c)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
          {pagination}
        </Paper>
      )}
    </Box>
  );
}
