import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets every other request run before the next page of an export is read. better-sqlite3 answers
 * synchronously and an async generator resumes on microtasks only, so without this a whole export would
 * hold the event loop (health checks, answer saves) until its last row.
 */
export const yieldToEventLoop = (): Promise<void> => nextTurn();
