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
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { parseQtiPackage, writeQtiPackage } from '../apps/server/src/modules/authoring/exchange/qti/index.js';
import { parseBenchArgs } from './lib/benchArgs.js';
import { medianRun, roundTripCheck, type Measure } from './lib/importMeasure.js';
import { BANK_TYPES, mixedBank } from './lib/questionBank.js';

const TARGET_MS = 10_000;

const USAGE = `usage: npx tsx bench/import-qti.ts [--items N] [--runs N] [--quick]
  --items N  items in the generated package (default 5000, --quick too)
  --runs N   timed reads of each kind (default 3; --quick 1)`;

const args = parseBenchArgs(process.argv.slice(2), USAGE);
const o = { items: args.int('--items', 5000, 5000), runs: args.int('--runs', 3) };

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

const drafts = mixedBank(o.items, (n) => `images/figure-${n}.png`);
const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-qti-'));
const path = join(dir, 'bank.zip');
const writeStarted = performance.now();
writeFileSync(path, await writeQtiPackage(drafts));
const writeMs = performance.now() - writeStarted;
const fileMb = statSync(path).size / 1_048_576;

console.log(
  `import-qti bench: ${o.items} items (${BANK_TYPES} types, ${o.items / 20} images), ` +
    `${fileMb.toFixed(1)} MB QTI 3.0 package written in ${writeMs.toFixed(0)} ms; ${o.runs} timed run(s) each, median reported; ` +
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);

const { check: importCheck, broken } = roundTripCheck(drafts, 'items');

// Warm-up: code compiled and caches filled, so that the timed runs measure the steady state.
await parseQtiPackage(path);
const results: [string, Measure][] = [
  [
    'unzip all (baseline)',
    await medianRun(
      o.runs,
      () => unzipAll(path, false),
      (r) => `${((r as number) / 1_048_576).toFixed(1)} MB`,
    ),
  ],
  [
    'unzip + saxes (baseline)',
    await medianRun(
      o.runs,
      () => unzipAll(path, true),
      (r) => `${((r as number) / 1_048_576).toFixed(1)} MB`,
    ),
  ],
  ['parseQtiPackage', await medianRun(o.runs, () => parseQtiPackage(path), importCheck)],
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
process.exit(broken() > 0 ? 1 : 0);
