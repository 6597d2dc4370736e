import { yieldToEventLoop } from './backpressure.js';

/** Rows per query: exports read the table in pages so memory stays bounded whatever its size. */
export const EXPORT_PAGE = 1000;

/**
 * Every row of a query in id order, one page at a time (keyset pagination: each page starts after
 * the last id of the previous one, so later pages cost as little as the first), letting other requests
 * run between pages.
 */
export async function* keyset<T>(
  page: (after: number | null) => Promise<T[]>,
  idOf: (row: T) => number,
): AsyncGenerator<T> {
  let after: number | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    after = idOf(rows[rows.length - 1]!);
    await yieldToEventLoop();
  }
}
