// What the import benches (import-moodlexml, import-qti) measure of each read, and how they check that a
// parsed bank is the one written: one copy for both, so that their figures stay comparable.
import { isDeepStrictEqual } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { QuestionDraft } from '@assessly/shared';

// A GC before each measure, so that one read's garbage is not counted in the next one's memory.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export interface Measure {
  ms: number;
  peakRssMb: number;
  keptHeapMb: number;
  check: string;
}

/** One read: wall time, peak RSS growth while it runs (sampled), and the heap still held by its result. */
async function measure(read: () => Promise<unknown>, check: (result: unknown) => string): Promise<Measure> {
  gc();
  const startRss = process.memoryUsage.rss();
  const startHeap = process.memoryUsage().heapUsed;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const result = await read();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const checked = check(result);
  gc();
  const keptHeapMb = (process.memoryUsage().heapUsed - startHeap) / 1_048_576;
  return { ms, peakRssMb: (peak - startRss) / 1_048_576, keptHeapMb, check: checked };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `count` reads: the median one by time, with the highest peak RSS of all. */
export async function medianRun(
  count: number,
  read: () => Promise<unknown>,
  check: (result: unknown) => string,
): Promise<Measure> {
  const all: Measure[] = [];
  for (let i = 0; i < count; i++) all.push(await measure(read, check));
  const mid = median(all.map((m) => m.ms));
  return { ...all.find((m) => m.ms === mid)!, peakRssMb: Math.max(...all.map((m) => m.peakRssMb)) };
}

interface ParsedBank {
  questions: { draft: QuestionDraft }[];
  report: { status: string }[];
}

/**
 * The check of a parsed bank: every question `ok` and equal to what was written (the round trip at scale),
 * not only counted. `broken()` tells how many reads failed it, for the bench's exit code.
 */
export function roundTripCheck(written: QuestionDraft[], noun: string) {
  let broken = 0;
  const check = (result: unknown) => {
    const parsed = result as ParsedBank;
    const ok = parsed.report.filter((l) => l.status === 'ok').length;
    const changed = parsed.questions.filter((q, i) => !isDeepStrictEqual(q.draft, written[i])).length;
    if (parsed.questions.length !== written.length || ok !== written.length || changed > 0) {
      broken++;
      return `BROKEN: ${parsed.questions.length} questions, ${ok} ok, ${changed} changed, of ${written.length}`;
    }
    return `${ok} ${noun} ok, each as written`;
  };
  return { check, broken: () => broken };
}
