import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
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
 * Runs the sweep every EXAM_SWEEP_SECONDS once the app is ready, never two runs of one instance at once;
 * off in tests (they call sweepOverdueAttempts themselves) and when the interval is 0.
 */
export function registerSweep(app: FastifyInstance): void {
  const seconds = app.config.EXAM_SWEEP_SECONDS;
  if (app.config.NODE_ENV === 'test' || seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepOverdueAttempts(app.db)
      .then((n) => {
        if (n > 0) app.log.info({ finished: n }, 'overdue exam attempts finished');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'exam sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
