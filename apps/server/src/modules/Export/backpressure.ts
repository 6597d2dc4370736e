import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets every other request run before the next page of an export is read. better-sqlite3 answers
 * synchronously and an async generator resumes on microtasks only, so without this a whole export would
 * hold the event loop (health checks, answer saves) until its last row.
 */
export const yieldToEventLoop = (): Promise<void> => nextTurn();

/**
 * Resolves when `out` has written out what it buffered ('drain') or is closed (the download was
 * aborted): a producer that waits for it after a write answered false writes no faster than the
 * reader takes the data. Never waits on a stream that is already done.
 */
export function drainOrClose(out: Writable): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.once('drain', done).once('close', done);
  });
}
