import type { FastifyInstance } from 'fastify';

/** Background work run every few seconds by each instance (the overdue-exam sweep, the mail outbox). */
export interface IntervalWorker {
  /** Named in the log when a run fails or reports what it did. */
  name: string;
  /** Seconds between runs; 0 turns the worker off (tests run the work themselves). */
  seconds: number;
  /** One run. The signal is aborted when the app closes: a long run stops after the item in hand. */
  run: (signal: AbortSignal) => Promise<void>;
}

/**
 * Runs a worker on its interval once the app is ready, never two runs of one instance at once (a slow run
 * makes the next tick a no-op); a failed run is logged and the next tick tries again. On close the timer
 * stops, the run in progress is told to stop and the app waits for it. Several instances may run the same
 * worker: the work itself must be safe for that (claims, conditional updates).
 */
export function registerIntervalWorker(app: FastifyInstance, worker: IntervalWorker): void {
  if (worker.seconds === 0) return;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = worker
      .run(stop.signal)
      .catch((error: unknown) => app.log.error({ err: error, worker: worker.name }, `${worker.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, worker.seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
