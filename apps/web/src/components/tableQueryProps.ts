import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The DataTable props of a list's query: its rows, the loading skeleton, the error state and its Retry.
 * Usage: <DataTable {...tableQueryProps(query)} columns={…} getRowId={…} … />
 */
export function tableQueryProps<T>(query: UseQueryResult<T[]>) {
  return {
    rows: query.data,
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
