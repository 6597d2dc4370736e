/**
 * bench/import-qti (`npx tsx bench/import-qti.ts`, also run by `npm run bench`): a QTI 3.0 content package
 * of 5,000 mixed items (every type the exchange writes, every ordering rule, cloze texts with text,
 * number and choice blanks, a category every 100 items, a small image in one item of 20, texts in
 * English, Hindi and Bengali) is written with the server's own writeQtiPackage to a temporary file, then
 * read back with parseQtiPackage, as an upload is read. Next to it, in the same run, two baselines over
 * the same file: every entry unzipped with yauzl and dropped (the zip reading alone), and the same with a
 * bare saxes pass over each XML entry (zip and XML parsing, no question built). Target: the import under
 * 10 seconds. Memory: the peak growth of the process's RSS during each read over its start (sampled
 * every 5 ms, after a GC), and the heap the parsed bank keeps; a streamed read grows by about what it
 * keeps (the drafts and their images), not by the package's size.
 * Every item must come back `ok` and equal to what was written; one that does not fails the run, a
 * missed target is reported.
 * Options: --items N (default 5000, also with --quick), --runs N (default 3; --quick 1). Other options of
 * `npm run bench` are ignored.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { QuestionDraft } from '@assessly/shared';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { parseQtiPackage, writeQtiPackage } from '../apps/server/src/modules/authoring/exchange/qti/index.js';
import { parseBenchArgs } from './lib/benchArgs.js';
import { seeded } from './lib/table.js';

const TARGET_MS = 10_000;

const USAGE = `usage: npx tsx bench/import-qti.ts [--items N] [--runs N] [--quick]
  --items N  items in the generated package (default 5000, --quick too)
  --runs N   timed reads of each kind (default 3; --quick 1)`;

const args = parseBenchArgs(process.argv.slice(2), USAGE);
const o = { items: args.int('--items', 5000, 5000), runs: args.int('--runs', 3) };

// A GC before each measure, so that one read's garbage is not counted in the next one's memory.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const random = seeded(22);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const WORDS = ['river', 'planet', 'equation', 'नदी', 'ग्रह', 'समीकरण', 'নদী', 'গ্রহ', 'সমীকরণ', 'climate', 'theorem'];
const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
const html = (words: number) => `<p>${sentence(words)} <strong>${sentence(3)}</strong>?</p>`;

/** A small image (a PNG header and noise), as item banks carry them. */
function image(bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes; i++) data[i] = Math.floor(random() * 256);
  return data;
}

const BODIES: ((n: number) => QuestionDraft['body'])[] = [
  (n) => ({
    type: 'choice',
    multiple: false,
    options: [1, 0, 0, 0].map((fraction, i) => ({ text: `${sentence(4)} ${n}.${i}`, fraction, feedback: sentence(6) })),
  }),
  (n) => ({
    type: 'choice',
    multiple: true,
    options: [0.5, 0.5, -1, 0].map((fraction, i) => ({ text: `${sentence(3)} ${n}.${i}`, fraction })),
  }),
  () => ({ type: 'trueFalse', correct: random() < 0.5, feedbackTrue: sentence(5), feedbackFalse: sentence(5) }),
  (n) => ({
    type: 'shortAnswer',
    caseSensitive: false,
    answers: [
      { text: `${pick(WORDS)} ${n}`, fraction: 1 },
      { text: `${pick(WORDS)}*`, fraction: 0.3333333, feedback: sentence(4) },
    ],
  }),
  (n) => ({
    type: 'numerical',
    answers: [
      { value: n + 0.25, tolerance: 0.01, fraction: 1 },
      { value: n, tolerance: 1, fraction: 0.5 },
    ],
    units: [
      { unit: 'm', multiplier: 1 },
      { unit: 'cm', multiplier: 100 },
    ],
    unitRequired: n % 2 === 0,
  }),
  (n) => ({
    type: 'matching',
    pairs: [0, 1, 2, 3].map((i) => ({ stem: `${sentence(4)} ${n}.${i}`, choice: `${pick(WORDS)} ${i}` })),
    distractors: [`${pick(WORDS)} x`],
  }),
  (n) => ({
    type: 'ordering',
    scoring: pick(['allOrNothing', 'perPosition', 'longestRun'] as const),
    items: [0, 1, 2, 3, 4].map((i) => `${sentence(3)} ${n}.${i}`),
  }),
  () => ({ type: 'descriptive' }),
  (n) => ({
    type: 'cloze',
    blanks: [
      {
        no: 1,
        kind: 'choice',
        weight: 2,
        options: [
          { text: `${pick(WORDS)} yes`, fraction: 1, feedback: 'yes' },
          { text: `${pick(WORDS)} no`, fraction: 0 },
        ],
      },
      {
        no: 2,
        kind: 'text',
        weight: 1,
        caseSensitive: false,
        answers: [
          { text: pick(WORDS), fraction: 1 },
          { text: `${pick(WORDS)}*`, fraction: 0.5 },
        ],
      },
      { no: 3, kind: 'number', weight: 1, answers: [{ value: n, tolerance: 0.5, fraction: 1 }] },
    ],
  }),
];

/** The text of a question: prose, and for a cloze its three blanks' markers in it. */
const textOf = (body: QuestionDraft['body']) =>
  body.type === 'cloze' ? `<p>${sentence(8)} [[1]] ${sentence(6)} [[2]] ${sentence(4)} [[3]].</p>` : html(25);

/** The generated bank: the types in turn, a category every 100 items, an image in one item of 20. */
function bank(count: number): QuestionDraft[] {
  return Array.from({ length: count }, (_, n): QuestionDraft => {
    const withImage = n % 20 === 0;
    const body = BODIES[n % BODIES.length]!(n);
    const draft: QuestionDraft = {
      title: `Q${n + 1} ${sentence(2)}`,
      text: textOf(body) + (withImage ? `<p><img src="images/figure-${n}.png" alt="figure"/></p>` : ''),
      textFormat: 'html',
      mark: 1 + (n % 3),
      body,
      explanation: html(12),
      category: `Bank/Unit ${Math.floor(n / 100) + 1}`,
    };
    if (withImage) draft.files = [{ name: `images/figure-${n}.png`, mimeType: 'image/png', data: image(3000) }];
    return draft;
  });
}

/** Every entry of the zip read through yauzl and dropped; with `sax`, each XML entry parsed by saxes too. */
async function unzipAll(path: string, sax: boolean): Promise<number> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  let bytes = 0;
  for await (const entry of zip.eachEntry()) {
    const parser = sax && entry.fileName.endsWith('.xml') ? new SaxesParser() : undefined;
    const decoder = new TextDecoder();
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      bytes += (chunk as Buffer).length;
      parser?.write(decoder.decode(chunk as Buffer, { stream: true }));
    }
    parser?.close();
  }
  zip.close();
  return bytes;
}

interface Measure {
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

async function runs(read: () => Promise<unknown>, check: (result: unknown) => string): Promise<Measure> {
  const all: Measure[] = [];
  for (let i = 0; i < o.runs; i++) all.push(await measure(read, check));
  const mid = median(all.map((m) => m.ms));
  return { ...all.find((m) => m.ms === mid)!, peakRssMb: Math.max(...all.map((m) => m.peakRssMb)) };
}

const drafts = bank(o.items);
const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-qti-'));
const path = join(dir, 'bank.zip');
const writeStarted = performance.now();
writeFileSync(path, await writeQtiPackage(drafts));
const writeMs = performance.now() - writeStarted;
const fileMb = statSync(path).size / 1_048_576;

console.log(
  `import-qti bench: ${o.items} items (${BODIES.length} types, ${o.items / 20} images), ` +
    `${fileMb.toFixed(1)} MB QTI 3.0 package written in ${writeMs.toFixed(0)} ms; ${o.runs} timed run(s) each, median reported; ` +
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);

let broken = 0;
const importCheck = (result: unknown) => {
  const parsed = result as Awaited<ReturnType<typeof parseQtiPackage>>;
  const ok = parsed.report.filter((l) => l.status === 'ok').length;
  // Every item must come back as it was written (the round trip at scale), not only be counted.
  const changed = parsed.questions.filter((q, i) => !isDeepStrictEqual(q.draft, drafts[i])).length;
  if (parsed.questions.length !== o.items || ok !== o.items || changed > 0) {
    broken++;
    return `BROKEN: ${parsed.questions.length} questions, ${ok} ok, ${changed} changed, of ${o.items}`;
  }
  return `${ok} items ok, each as written`;
};

// Warm-up: code compiled and caches filled, so that the timed runs measure the steady state.
await parseQtiPackage(path);
const results: [string, Measure][] = [
  [
    'unzip all (baseline)',
    await runs(
      () => unzipAll(path, false),
      (r) => `${((r as number) / 1_048_576).toFixed(1)} MB`,
    ),
  ],
  [
    'unzip + saxes (baseline)',
    await runs(
      () => unzipAll(path, true),
      (r) => `${((r as number) / 1_048_576).toFixed(1)} MB`,
    ),
  ],
  ['parseQtiPackage', await runs(() => parseQtiPackage(path), importCheck)],
];
rmSync(dir, { recursive: true, force: true });

const pad = (s: string, n: number) => s.padEnd(n);
const [unzipMs, saxMs] = [results[0]![1].ms, results[1]![1].ms];
console.log(
  `${pad('read', 26)}${pad('median', 10)}${pad('x unzip', 9)}${pad('x saxes', 9)}${pad('peak RSS +', 12)}${pad('kept heap', 11)}check`,
);
for (const [name, m] of results) {
  const over = name === 'parseQtiPackage' && m.ms > TARGET_MS ? '  OVER TARGET' : '';
  console.log(
    `${pad(name, 26)}${pad(`${m.ms.toFixed(0)} ms`, 10)}${pad((m.ms / unzipMs).toFixed(1), 9)}${pad((m.ms / saxMs).toFixed(1), 9)}` +
      `${pad(`${m.peakRssMb.toFixed(0)} MB`, 12)}${pad(`${m.keptHeapMb.toFixed(0)} MB`, 11)}${m.check}${over}`,
  );
}
const imported = results[2]![1];
console.log(
  `summary: ${o.items}-item QTI 3.0 package (${fileMb.toFixed(1)} MB) imported in ${(imported.ms / 1000).toFixed(2)} s ` +
    `(target ${TARGET_MS / 1000} s, ${(imported.ms / unzipMs).toFixed(1)} x unzipping it), ` +
    `peak RSS +${imported.peakRssMb.toFixed(0)} MB (unzip alone +${results[0]![1].peakRssMb.toFixed(0)} MB)`,
);
process.exit(broken > 0 ? 1 : 0);
