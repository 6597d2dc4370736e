import { UI } from '@assessly/shared';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '../api/client';

/**
 * One page of a server-paged list (spec 000 §9: 10 a page, page numbers passed to the server) and the
 * props DataTable needs for it; the previous page stays on screen while the next one loads.
 */
export function useServerPage<T>(
  key: (page: number, size: number) => QueryKey,
  load: (page: number, size: number) => Promise<Page<T>>,
) {
  const [page, setPage] = useState(0);
  const size = UI.pageSize;
  const query = useQuery({
    queryKey: key(page, size),
    // The table counts pages from 0, the server from 1.
    queryFn: () => load(page + 1, size),
    placeholderData: keepPreviousData,
  });
  return {
    rows: query.data?.responseMsg,
    count: query.data?.count ?? 0,
    page,
    onPageChange: setPage,
    pageSize: size,
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
