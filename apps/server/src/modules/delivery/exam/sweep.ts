import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import type { IntervalWorker } from '../../../lib/intervalWorker.js';
import { overdueAttemptIds } from './attemptRepository.js';
import { finishAttempt } from './finishAttempt.js';

const BATCH = 200;

/**
 * Finishes every open attempt whose deadline and grace have passed, so that abandoned exams still get
 * their result. Batches keep each query small; finishAttempt's conditional UPDATE makes several
 * instances sweeping at once harmless (each attempt is finished by exactly one of them). Answers how
 * many attempts this call finished.
 */
export async function sweepOverdueAttempts(db: DB, now: Date = new Date()): Promise<number> {
  let finished = 0;
  const seen = new Set<number>();
  const failures: unknown[] = [];
  for (;;) {
    const ids = (await overdueAttemptIds(db, now, BATCH)).filter((id) => !seen.has(id));
    // Nothing new: done. An attempt that failed to finish is not retried in a loop; the next sweep retries it.
    if (ids.length === 0) break;
    for (const id of ids) {
      seen.add(id);
      try {
        if (await finishAttempt(db, id, now)) finished += 1;
      } catch (error) {
        // One broken attempt must not keep the others open.
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `exam sweep: ${failures.length} attempt(s) failed`);
  return finished;
}

/**
 * The sweep as a background worker (registered in app.ts): every EXAM_SWEEP_SECONDS on each instance, off
 * in tests (they call sweepOverdueAttempts themselves) and when the interval is 0.
 */
export function sweepWorker(app: FastifyInstance): IntervalWorker {
  return {
    name: 'exam sweep',
    seconds: app.config.NODE_ENV === 'test' ? 0 : app.config.EXAM_SWEEP_SECONDS,
    run: async () => {
      const finished = await sweepOverdueAttempts(app.db);
      if (finished > 0) app.log.info({ finished }, 'overdue exam attempts finished');
    },
  };
}
