/**
 * bench/import-moodlexml (`npx tsx bench/import-moodlexml.ts`, also run by `npm run bench`): a Moodle XML
 * bank of 5,000 mixed questions (every type the import reads, categories every 100 questions, a small
 * embedded image in one question of 20, texts in English, Hindi and Bengali) is written with the server's
 * own writer to a temporary file, then read back with parseMoodleXml from a file stream, as an upload is
 * read. Next to it, in the same run, two baselines over the same content: a bare saxes pass over the file
 * (the XML parsing alone, no question built) and JSON.parse of the same questions as JSON (what reading
 * them costs with no XML at all). Target: the import under 10 seconds. Memory: the peak growth of the
 * process's RSS during each read over its start (sampled every 5 ms, after a GC), and the heap the parsed
 * bank keeps; a streamed read grows by about what it keeps, not by the file's size times a DOM's overhead.
 * Every question must come back `ok` and equal to what was written; one that does not fails the run, a
 * missed target is reported.
 * Options: --questions N (default 5000, also with --quick), --runs N (default 3; --quick 1). Other
 * options of `npm run bench` are ignored.
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QuestionDraft } from '@assessly/shared';
import { SaxesParser } from 'saxes';
import { parseMoodleXml, writeMoodleXml } from '../apps/server/src/modules/authoring/exchange/moodleXml/index.js';
import { parseBenchArgs } from './lib/benchArgs.js';
import { medianRun, roundTripCheck, type Measure } from './lib/importMeasure.js';
import { BANK_TYPES, mixedBank } from './lib/questionBank.js';

const TARGET_MS = 10_000;

const USAGE = `usage: npx tsx bench/import-moodlexml.ts [--questions N] [--runs N] [--quick]
  --questions N  questions in the generated bank (default 5000, --quick too)
  --runs N       timed reads of each kind (default 3; --quick 1)`;

const args = parseBenchArgs(process.argv.slice(2), USAGE);
const o = { questions: args.int('--questions', 5000, 5000), runs: args.int('--runs', 3) };

/** A JSON form of the same questions (files in base64, as JSON would carry them). */
const asJson = (drafts: QuestionDraft[]) =>
  JSON.stringify(
    drafts.map((d) => ({ ...d, files: d.files?.map((f) => ({ ...f, data: Buffer.from(f.data).toString('base64') })) })),
  );

/** The XML parsing alone: every event of the file through saxes, nothing built. */
async function bareSax(path: string): Promise<number> {
  const parser = new SaxesParser();
  let elements = 0;
  parser.on('opentag', () => elements++);
  const decoder = new TextDecoder();
  for await (const chunk of createReadStream(path)) parser.write(decoder.decode(chunk as Buffer, { stream: true }));
  parser.close();
  return elements;
}

const drafts = mixedBank(o.questions, (n) => `@@PLUGINFILE@@/figure-${n}.png`);
const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-moodlexml-'));
const path = join(dir, 'bank.xml');
const writeStarted = performance.now();
const xml = writeMoodleXml(drafts);
const writeMs = performance.now() - writeStarted;
writeFileSync(path, xml);
const json = asJson(drafts);
const fileMb = statSync(path).size / 1_048_576;

console.log(
  `import-moodlexml bench: ${o.questions} questions (${BANK_TYPES} types, ${o.questions / 20} images), ` +
    `${fileMb.toFixed(1)} MB of XML written in ${writeMs.toFixed(0)} ms; ${o.runs} timed run(s) each, median reported; ` +
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);

const { check: importCheck, broken } = roundTripCheck(drafts, 'questions');

// Warm-up: code compiled and caches filled, so that the timed runs measure the steady state.
await parseMoodleXml(createReadStream(path));
const results: [string, Measure][] = [
  [
    'JSON.parse (baseline)',
    await medianRun(
      o.runs,
      async () => JSON.parse(json) as unknown,
      (r) => `${(r as unknown[]).length} questions`,
    ),
  ],
  [
    'saxes pass (baseline)',
    await medianRun(
      o.runs,
      () => bareSax(path),
      (r) => `${r as number} elements`,
    ),
  ],
  ['parseMoodleXml', await medianRun(o.runs, () => parseMoodleXml(createReadStream(path)), importCheck)],
];
rmSync(dir, { recursive: true, force: true });

const pad = (s: string, n: number) => s.padEnd(n);
const [jsonMs, saxMs] = [results[0]![1].ms, results[1]![1].ms];
console.log(
  `${pad('read', 24)}${pad('median', 10)}${pad('x json', 8)}${pad('x saxes', 9)}${pad('peak RSS +', 12)}${pad('kept heap', 11)}check`,
);
for (const [name, m] of results) {
  const over = name === 'parseMoodleXml' && m.ms > TARGET_MS ? '  OVER TARGET' : '';
  console.log(
    `${pad(name, 24)}${pad(`${m.ms.toFixed(0)} ms`, 10)}${pad((m.ms / jsonMs).toFixed(1), 8)}${pad((m.ms / saxMs).toFixed(1), 9)}` +
      `${pad(`${m.peakRssMb.toFixed(0)} MB`, 12)}${pad(`${m.keptHeapMb.toFixed(0)} MB`, 11)}${m.check}${over}`,
  );
}
const imported = results[2]![1];
console.log(
  `summary: ${o.questions}-question Moodle XML (${fileMb.toFixed(1)} MB) imported in ${(imported.ms / 1000).toFixed(2)} s ` +
    `(target ${TARGET_MS / 1000} s), peak RSS +${imported.peakRssMb.toFixed(0)} MB for a file of ${fileMb.toFixed(0)} MB`,
);
process.exit(broken() > 0 ? 1 : 0);
