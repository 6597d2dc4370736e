import { fmtMs } from './benchArgs.js';
import type { Recorder } from './recorder.js';

/** A latency table of the recorder's kinds, in the given order, with the label shown for each. */
export function latencyRows(recorder: Recorder, rows: [kind: string, label: string][], width = 52): string {
  const head =
    `${'requests'.padEnd(width)}${'n'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}` +
    `${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}`;
  const lines = rows
    .filter(([kind]) => recorder.count(kind) > 0 || recorder.errorCount(kind) > 0)
    .map(([kind, label]) => {
      const p = recorder.percentiles(kind);
      return (
        `${label.padEnd(width)}${String(p.n).padStart(6)}${fmtMs(p.p50).padStart(9)}${fmtMs(p.p95).padStart(9)}` +
        `${fmtMs(p.p99).padStart(9)}${fmtMs(p.max).padStart(9)}${String(recorder.errorCount(kind)).padStart(8)}`
      );
    });
  return [head, ...lines].join('\n');
}

/** A small deterministic generator, so that every run draws the same schedule. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
