/**
 * bench/exports (`npx tsx bench/exports.ts`, also run by `npm run bench`): 10,000 realistic rows (long
 * names, Hindi and Bengali cells, dates, multi-line comments) exported as CSV, Excel and PDF by the
 * server's own writers (sendTable) through a real Fastify reply (app.inject on a small route), next to
 * a baseline measured the same way in the same run: the same rows as JSON.stringify through a route.
 * Target: every format under 3 seconds. Each file is checked after the timed runs (CSV records, xlsx
 * rows read back with exceljs, PDF pages and %%EOF); a broken file fails the run, a missed target is
 * reported. The cpu column is this process's CPU time during the export: when the machine is busy with
 * other work, wall time grows and CPU time does not. Then the memory of the CSV and Excel exports
 * (bench/lib/exportMemory.ts): the same rows and ten times as many (at least 10,000 and 100,000), read
 * over a socket and dropped; an export is bounded when ten times the rows grow the process by at most
 * MEMORY_MARGIN_MB more.
 * With --libraries, then the Excel writer against the libraries that could replace it (exceljs's
 * streaming WorkbookWriter; fflate and archiver zipping our parts instead of yazl), in time and memory
 * at N and 10 x N rows, as ratios to the JSON baseline and to our writer, and the PDF against pdfkit's
 * documented API alone (bench/lib/libraryComparison.ts).
 * Options: --rows N (default 10000; --quick 1000), --runs N (default 3; --quick 1), --cpu-prof (profile
 * the timed PDF and Excel runs, which slows them, and print where the time went), --libraries. Other
 * options of `npm run bench` are ignored.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import Papa from 'papaparse';
import { sendTable } from '../apps/server/src/lib/export/sendTable.js';
import type { ExportFormat } from '../apps/server/src/lib/export/tableTypes.js';
import { parseBenchArgs } from './lib/benchArgs.js';
import { summarizeProfiles } from './lib/cpu.js';
import { memoryServer, type MemoryMeasure } from './lib/exportMemory.js';
import { EXPORT_COLUMNS, exportRows } from './lib/exportRows.js';
import { compareLibraries } from './lib/libraryComparison.js';

const TARGET_MS = 3000;
/** Ten times the rows may grow the process by this much more than the rows themselves (garbage not yet collected). */
const MEMORY_MARGIN_MB = 16;

const USAGE = `usage: npx tsx bench/exports.ts [--rows N] [--runs N] [--quick] [--cpu-prof] [--libraries]
  --rows N     rows of each export (default 10000; --quick 1000); the memory phase exports N and 10 x N,
               with N at least 10000
  --runs N     timed runs of each format (default 3; --quick 1)
  --cpu-prof   profile the timed PDF and Excel runs and print where the time went
  --libraries  then compare the Excel writer with exceljs, fflate and archiver (time and memory), and
               the PDF with pdfkit's documented API alone`;

const args = parseBenchArgs(process.argv.slice(2), USAGE);
const o = {
  rows: args.int('--rows', 10_000),
  runs: args.int('--runs', 3),
  cpuProf: process.argv.includes('--cpu-prof'),
  libraries: process.argv.includes('--libraries'),
};
const rows = exportRows(o.rows);
const app = Fastify({ logger: false });
app.get<{ Params: { format: ExportFormat } }>('/export/:format', (request, reply) =>
  sendTable(reply, {
    format: request.params.format,
    fileName: 'bench-results',
    title: 'Results of every assessment',
    subtitle: 'Exported on 1 January 2030',
    pageLabel: (page) => `Page ${page}`,
    columns: EXPORT_COLUMNS,
    rows,
  }),
);
app.get('/json', (_request, reply) => reply.header('content-type', 'application/json').send(JSON.stringify(rows)));
await app.ready();

type Kind = ExportFormat | 'json';
const url = (kind: Kind) => (kind === 'json' ? '/json' : `/export/${kind}`);

/** One export: wall time, and the CPU time of this process meanwhile (other work on the machine inflates only the first). */
async function once(kind: Kind) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await app.inject({ method: 'GET', url: url(kind) });
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${kind}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { ms, cpuMs: (used.user + used.system) / 1000, body: res.rawPayload };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every timed run of a kind; the median is reported (the runs are few, the slowest can be a GC pause). */
async function measure(kind: Kind) {
  const times: number[] = [];
  const cpu: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  for (let i = 0; i < o.runs; i++) ({ ms: times[i], cpuMs: cpu[i], body } = await once(kind));
  return { kind, median: median(times), min: Math.min(...times), max: Math.max(...times), cpu: median(cpu), body };
}

/** Whether the file holds every row: answers a description of what was found, or throws. */
async function verify(kind: Kind, body: Buffer): Promise<string> {
  if (kind === 'json') return `${(JSON.parse(body.toString('utf8')) as unknown[]).length} rows`;
  if (kind === 'csv') {
    const parsed = Papa.parse<string[]>(body.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    if (parsed.data.length !== o.rows + 1)
      throw new Error(`csv: ${parsed.data.length} records, expected ${o.rows + 1}`);
    return `${parsed.data.length} records`;
  }
  if (kind === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const count = workbook.worksheets[0]?.actualRowCount ?? 0;
    if (count !== o.rows + 1) throw new Error(`xlsx: ${count} rows, expected ${o.rows + 1}`);
    return `${count} rows`;
  }
  const text = body.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  if (!text.trimEnd().endsWith('%%EOF') || pages < 2) throw new Error(`pdf: ${pages} pages, ends with %%EOF: no`);
  return `${pages} pages`;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const pad = (s: string, n: number) => s.padEnd(n);

console.log(
  `exports bench: ${o.rows} rows x ${EXPORT_COLUMNS.length} columns, ${o.runs} timed run(s) each, median reported; ` +
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);
// Warm-up: code compiled, fonts read, caches filled, so the timed runs measure the steady state.
for (const kind of ['json', 'csv', 'xlsx', 'pdf'] as const) await once(kind);

const profileDir = o.cpuProf ? mkdtempSync(join(tmpdir(), 'assessly-bench-exports-')) : '';
const session = o.cpuProf ? new Session() : null;
const results = [];
for (const kind of ['json', 'csv', 'xlsx', 'pdf'] as const) {
  const profiled = session && kind !== 'json' && kind !== 'csv';
  if (profiled) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  results.push(await measure(kind));
  if (profiled) {
    const { profile } = await session.post('Profiler.stop');
    // One folder per profile: summarizeProfiles reads the profile of a folder.
    writeFileSync(join(mkdtempSync(join(profileDir, `${kind}-`)), `${kind}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const baseline = results[0]!.median;
let broken = 0;
console.log(
  `${pad('format', 7)}${pad('median', 10)}${pad('min-max', 16)}${pad('cpu', 10)}${pad('x json', 9)}${pad('size', 10)}check`,
);
for (const r of results) {
  let check: string;
  try {
    check = await verify(r.kind, r.body);
  } catch (error) {
    broken++;
    check = `BROKEN: ${(error as Error).message}`;
  }
  const over = r.kind !== 'json' && r.median > TARGET_MS ? '  OVER TARGET' : '';
  console.log(
    `${pad(r.kind, 7)}${pad(`${r.median.toFixed(0)} ms`, 10)}${pad(`${r.min.toFixed(0)}-${r.max.toFixed(0)} ms`, 16)}` +
      `${pad(`${r.cpu.toFixed(0)} ms`, 10)}${pad((r.median / baseline).toFixed(1), 9)}${pad(mb(r.body.length), 10)}${check}${over}`,
  );
}
if (o.cpuProf) {
  for (const dir of readdirSync(profileDir).sort()) {
    console.log(`\n${dir.replace(/-.*/, '')} export:\n${summarizeProfiles(join(profileDir, dir))}`);
  }
}

/**
 * The memory phase's base size: the bench's, but at least 10,000 rows. Below that the garbage of one export
 * does not yet fill V8's young generation (about 20 MB of heap here), so the growth from 1,000 to 10,000
 * rows was mostly garbage not yet collected, and the quick run's verdict flipped from run to run.
 */
const memoryRows = Math.max(o.rows, 10_000);

/** CSV and Excel at memoryRows and at ten times it, after a warm-up at memoryRows. */
async function measureMemory() {
  const server = await memoryServer(EXPORT_COLUMNS, rows);
  const measures: MemoryMeasure[] = [];
  try {
    for (const format of ['csv', 'xlsx'] as const) {
      await server.measure(format, memoryRows);
      for (const count of [memoryRows, memoryRows * 10]) measures.push(await server.measure(format, count));
    }
  } finally {
    await server.close();
  }
  console.log(
    `\nmemory of this process during an export read over a socket and dropped (peak growth over its start):\n` +
      `${pad('format', 7)}${pad('rows', 9)}${pad('time', 10)}${pad('size', 10)}${pad('RSS', 11)}${pad('heap+buffers', 14)}` +
      `bounded (10 x rows: at most ${MEMORY_MARGIN_MB} MB more)`,
  );
  const bounded: Record<string, boolean> = {};
  for (const m of measures) {
    const base = measures.find((b) => b.kind === m.kind && b.rows === memoryRows)!;
    const ok = m.rows === memoryRows || m.rssGrowthMb <= base.rssGrowthMb + MEMORY_MARGIN_MB;
    if (m.rows !== memoryRows) bounded[m.kind] = ok;
    console.log(
      `${pad(m.kind, 7)}${pad(String(m.rows), 9)}${pad(`${m.ms.toFixed(0)} ms`, 10)}${pad(mb(m.bytes), 10)}` +
        `${pad(`+${m.rssGrowthMb.toFixed(1)} MB`, 11)}${pad(`+${m.heapGrowthMb.toFixed(1)} MB`, 14)}` +
        `${m.rows === memoryRows ? '' : ok ? 'met' : 'MISSED'}`,
    );
  }
  const growth = (format: string, count: number) =>
    measures.find((m) => m.kind === format && m.rows === count)!.rssGrowthMb.toFixed(1);
  return {
    line:
      `csv_rss_growth_mb=${growth('csv', memoryRows)}/${growth('csv', memoryRows * 10)} ` +
      `xlsx_rss_growth_mb=${growth('xlsx', memoryRows)}/${growth('xlsx', memoryRows * 10)}`,
    unbounded: Object.keys(bounded).filter((f) => !bounded[f]),
  };
}

const memory = await measureMemory();
const libraries = o.libraries
  ? await compareLibraries({ columns: EXPORT_COLUMNS, rows, runs: o.runs, memoryRows, jsonMs: baseline })
  : null;
if (libraries) broken += libraries.broken;
const by = Object.fromEntries(results.map((r) => [r.kind, r.median.toFixed(0)]));
const missed = results.filter((r) => r.kind !== 'json' && r.median > TARGET_MS).map((r) => r.kind);
console.log(`load average at end ${loadavg()[0]!.toFixed(2)}`);
console.log(
  `exports: rows=${o.rows} csv_ms=${by.csv} xlsx_ms=${by.xlsx} pdf_ms=${by.pdf} json_ms=${by.json} ` +
    `target_ms=${TARGET_MS} ${missed.length ? `missed=${missed.join(',')}` : 'all_under_target'} ${memory.line} ` +
    `${memory.unbounded.length ? `unbounded=${memory.unbounded.join(',')}` : 'memory_bounded'} broken=${broken}`,
);
if (libraries) console.log(libraries.line);
await app.close();
process.exit(broken > 0 ? 1 : 0);
