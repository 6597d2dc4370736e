import { performance } from 'node:perf_hooks';

/** Every request's latency by kind, and every failure (non-200 answer or network error) by cause. */
export class Recorder {
  readonly latencies = new Map<string, number[]>();
  /** When each request was sent (performance.now()), in the order of `latencies`. */
  readonly sentAt = new Map<string, number[]>();
  readonly errors = new Map<string, Map<string, number>>();
  /** First few failure bodies, to say why without flooding the output. */
  readonly samples: string[] = [];

  latency(kind: string, ms: number, sentAt = performance.now() - ms) {
    let list = this.latencies.get(kind);
    let times = this.sentAt.get(kind);
    if (!list || !times) {
      this.latencies.set(kind, (list = []));
      this.sentAt.set(kind, (times = []));
    }
    list.push(ms);
    times.push(sentAt);
  }

  error(kind: string, cause: string, detail = '') {
    let byCause = this.errors.get(kind);
    if (!byCause) this.errors.set(kind, (byCause = new Map()));
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${kind} ${cause} ${detail.slice(0, 300)}`);
  }

  count(kind: string): number {
    return this.latencies.get(kind)?.length ?? 0;
  }

  errorCount(kind?: string): number {
    const kinds = kind ? [this.errors.get(kind)] : [...this.errors.values()];
    return kinds.reduce((sum, byCause) => sum + [...(byCause?.values() ?? [])].reduce((a, b) => a + b, 0), 0);
  }

  /** Nearest-rank percentiles in milliseconds (NaN when nothing was recorded). */
  percentiles(kind: string): { p50: number; p95: number; p99: number; max: number; n: number } {
    const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
    const at = (p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN, n: sorted.length };
  }

  /**
   * Latency over time: p50, p95 and max of the requests sent in each window after `origin`. Shows
   * whether slow requests are spread out (a server too slow overall) or bunched (a burst it queues).
   */
  timeline(kind: string, origin: number, windowMs: number) {
    const list = this.latencies.get(kind) ?? [];
    const times = this.sentAt.get(kind) ?? [];
    const windows: number[][] = [];
    list.forEach((ms, i) => {
      const w = Math.max(0, Math.floor((times[i]! - origin) / windowMs));
      (windows[w] ??= []).push(ms);
    });
    return windows.map((values, w) => {
      const sorted = (values ?? []).sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
      return { fromS: (w * windowMs) / 1000, n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
    });
  }
}
