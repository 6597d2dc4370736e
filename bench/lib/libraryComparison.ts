/**
 * bench/exports.ts --libraries (issue 21, item 5): the server's Excel writer against the maintained
 * libraries that could replace it (bench/lib/xlsxEngines.ts), in the same run as the bench's JSON
 * baseline: time at the bench's row count through a real Fastify reply, then time and resident memory
 * growth at 10,000 and 100,000 rows read over a socket (bench/lib/exportMemory.ts), each as a ratio to
 * JSON.stringify of the same rows and to our writer. Then the PDF as the server draws it (through pdfkit
 * internals) against pdfkit's documented API alone. Runs are interleaved (every writer once, then
 * again) so that a burst of other work on the machine falls on all of them; the median is reported.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { pdfTable } from '../../apps/server/src/lib/export/pdfTable.js';
import type { ExportColumn, TableRow } from '../../apps/server/src/lib/export/tableTypes.js';
import { ROOT_DIR } from './childServer.js';
import type { MemoryKind, MemoryMeasure } from './exportMemory.js';
import { ENGINE_LABELS, sendWorkbook, XLSX_ENGINES, type XlsxEngine } from './xlsxEngines.js';

interface Comparison {
  columns: ExportColumn[];
  rows: TableRow[];
  runs: number;
  /** The rows of the memory phase: this many and ten times as many. */
  memoryRows: number;
  /** The median time of the JSON baseline at `rows.length` rows, measured by the bench in this run. */
  jsonMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pad = (s: string, n: number) => s.padEnd(n);
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const WIDTH = 48;

const DRAWINGS = ['direct', 'api'] as const;
type Drawing = (typeof DRAWINGS)[number];
const DRAWING_LABELS: Record<Drawing, string> = {
  direct: 'ours: pdfkit 0.20 and its internals (pdfText.ts)',
  api: "pdfkit 0.20's documented API only",
};

/** The rows of the workbook's sheet, read back with exceljs: the file must hold the header and every row. */
async function sheetRows(body: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.actualRowCount ?? 0;
}

/** Time of every writer at the bench's row count, through app.inject as the bench's main table. */
async function timeWriters(c: Comparison) {
  const app = Fastify({ logger: false });
  app.get<{ Params: { engine: XlsxEngine } }>('/xlsx/:engine', (request, reply) =>
    sendWorkbook(reply, request.params.engine, {
      fileName: 'bench-libraries',
      title: 'Results of every assessment',
      columns: c.columns,
      rows: c.rows,
    }),
  );
  await app.ready();
  const once = async (engine: XlsxEngine) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url: `/xlsx/${engine}` });
    const used = process.cpuUsage(cpu);
    if (res.statusCode !== 200) throw new Error(`${engine}: status ${res.statusCode}`);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, body: res.rawPayload };
  };
  for (const engine of XLSX_ENGINES) await once(engine); // warm-up
  const times = new Map<XlsxEngine, { ms: number[]; cpu: number[]; body: Buffer }>();
  for (let run = 0; run < c.runs; run++) {
    for (const engine of XLSX_ENGINES) {
      const { ms, cpuMs, body } = await once(engine);
      const entry = times.get(engine) ?? { ms: [], cpu: [], body };
      entry.ms.push(ms);
      entry.cpu.push(cpuMs);
      entry.body = body;
      times.set(engine, entry);
    }
  }
  await app.close();

  const ours = median(times.get('server')!.ms);
  console.log(
    `\nExcel writers, ${c.rows.length} rows (median of ${c.runs}; x json: against the JSON baseline above, ${c.jsonMs.toFixed(0)} ms):\n` +
      `${pad('writer', WIDTH)}${pad('median', 10)}${pad('cpu', 10)}${pad('x json', 8)}${pad('x ours', 8)}${pad('size', 10)}check`,
  );
  let broken = 0;
  const medians: Record<string, number> = {};
  for (const engine of XLSX_ENGINES) {
    const t = times.get(engine)!;
    const ms = median(t.ms);
    medians[engine] = ms;
    const count = await sheetRows(t.body).catch(() => -1);
    const whole = count === c.rows.length + 1;
    if (!whole) broken++;
    console.log(
      `${pad(ENGINE_LABELS[engine], WIDTH)}${pad(`${ms.toFixed(0)} ms`, 10)}${pad(`${median(t.cpu).toFixed(0)} ms`, 10)}` +
        `${pad(ratio(ms, c.jsonMs), 8)}${pad(ratio(ms, ours), 8)}${pad(mb(t.body.length), 10)}` +
        `${whole ? `${count} rows` : `BROKEN: ${count} rows, expected ${c.rows.length + 1}`}`,
    );
  }
  return { medians, broken };
}

const run = promisify(execFile);

/** One export measured in a process of its own (bench/lib/exportMemoryChild.ts). */
async function measureInChild(kind: MemoryKind, rows: number, sampleRows: number): Promise<MemoryMeasure> {
  const child = join(ROOT_DIR, 'bench/lib/exportMemoryChild.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, kind, String(rows), String(sampleRows)], {
    cwd: ROOT_DIR,
    maxBuffer: 1_048_576,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as MemoryMeasure;
}

/** Time and resident memory growth of every writer and of the JSON baseline at memoryRows and ten times as many. */
async function memoryOfWriters(c: Comparison) {
  const kinds: ('json' | XlsxEngine)[] = ['json', ...XLSX_ENGINES];
  const sizes = [c.memoryRows, c.memoryRows * 10];
  const measures: MemoryMeasure[] = [];
  for (let round = 0; round < c.runs; round++) {
    for (const rows of sizes) for (const kind of kinds) measures.push(await measureInChild(kind, rows, c.rows.length));
  }
  const of = (kind: MemoryKind, rows: number) => {
    const mine = measures.filter((m) => m.kind === kind && m.rows === rows);
    return {
      ms: median(mine.map((m) => m.ms)),
      cpu: median(mine.map((m) => m.cpuMs)),
      rss: median(mine.map((m) => m.rssGrowthMb)),
      heap: median(mine.map((m) => m.heapGrowthMb)),
      bytes: mine[0]!.bytes,
    };
  };
  console.log(
    `\nExcel writers over a socket, read and dropped, each in a process of its own after a warm-up (median of ${c.runs}; ` +
      `peak growth over the start; x json: against the same rows as one JSON.stringify, measured the same way):\n` +
      `${pad('writer', WIDTH)}${pad('rows', 8)}${pad('time', 10)}${pad('cpu', 10)}${pad('x json', 8)}${pad('x ours', 8)}` +
      `${pad('RSS', 11)}${pad('x json', 8)}${pad('x ours', 8)}${pad('heap+buf', 11)}size`,
  );
  const line: string[] = [];
  for (const rows of sizes) {
    const json = of('json', rows);
    const ours = of('server', rows);
    for (const kind of kinds) {
      const m = of(kind, rows);
      const baseline = kind === 'json';
      const label = kind === 'json' ? 'JSON.stringify (baseline)' : ENGINE_LABELS[kind];
      console.log(
        `${pad(label, WIDTH)}${pad(String(rows), 8)}${pad(`${m.ms.toFixed(0)} ms`, 10)}${pad(`${m.cpu.toFixed(0)} ms`, 10)}` +
          `${pad(ratio(m.ms, json.ms), 8)}${pad(baseline ? '' : ratio(m.ms, ours.ms), 8)}` +
          `${pad(`+${m.rss.toFixed(1)} MB`, 11)}${pad(ratio(m.rss, json.rss), 8)}${pad(baseline ? '' : ratio(m.rss, ours.rss), 8)}` +
          `${pad(`+${m.heap.toFixed(1)} MB`, 11)}${mb(m.bytes)}`,
      );
      line.push(`${kind}_${rows}=${m.ms.toFixed(0)}ms/+${m.rss.toFixed(1)}MB`);
    }
  }
  return line.join(' ');
}

/**
 * The PDF as the server draws it (simple Latin runs straight into the page content, through pdfkit
 * internals: pdfText.ts RowContent) against pdfkit's documented API alone, at the bench's row count.
 */
async function timePdf(c: Comparison) {
  const app = Fastify({ logger: false });
  app.get<{ Params: { drawing: Drawing } }>('/pdf/:drawing', (request, reply) => {
    const pdf = pdfTable(
      {
        title: 'Results of every assessment',
        subtitle: 'Exported on 1 January 2030',
        pageLabel: (page) => `Page ${page}`,
        columns: c.columns,
        pdfkitApiOnly: request.params.drawing === 'api',
      },
      c.rows,
    );
    pdf.write().catch((error: unknown) => pdf.doc.destroy(error as Error));
    return reply.header('content-type', 'application/pdf').send(pdf.doc);
  });
  await app.ready();
  const samples: Record<Drawing, { ms: number[]; cpu: number[]; pages: number }> = {
    direct: { ms: [], cpu: [], pages: 0 },
    api: { ms: [], cpu: [], pages: 0 },
  };
  for (let run = -1; run < c.runs; run++) {
    for (const drawing of DRAWINGS) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url: `/pdf/${drawing}` });
      const used = process.cpuUsage(cpu);
      if (res.statusCode !== 200) throw new Error(`pdf ${drawing}: status ${res.statusCode}`);
      if (run < 0) continue; // the warm-up
      samples[drawing].ms.push(performance.now() - started);
      samples[drawing].cpu.push((used.user + used.system) / 1000);
      samples[drawing].pages = (res.rawPayload.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }
  }
  await app.close();
  const ours = median(samples.direct.ms);
  console.log(
    `\nPDF, ${c.rows.length} rows (median of ${c.runs}; target 3000 ms):\n` +
      `${pad('drawing', WIDTH)}${pad('median', 10)}${pad('cpu', 10)}${pad('x json', 8)}${pad('x ours', 8)}pages`,
  );
  for (const drawing of DRAWINGS) {
    const ms = median(samples[drawing].ms);
    console.log(
      `${pad(DRAWING_LABELS[drawing], WIDTH)}${pad(`${ms.toFixed(0)} ms`, 10)}` +
        `${pad(`${median(samples[drawing].cpu).toFixed(0)} ms`, 10)}${pad(ratio(ms, c.jsonMs), 8)}` +
        `${pad(ratio(ms, ours), 8)}${samples[drawing].pages}`,
    );
  }
  return `pdf_direct_ms=${ours.toFixed(0)} pdf_api_ms=${median(samples.api.ms).toFixed(0)}`;
}

/** The whole comparison; answers the machine-readable summary line and how many files did not read back whole. */
export async function compareLibraries(c: Comparison) {
  const time = await timeWriters(c);
  const pdf = await timePdf(c);
  const memory = await memoryOfWriters(c);
  const ms = XLSX_ENGINES.map((e) => `${e}_ms=${time.medians[e]!.toFixed(0)}`).join(' ');
  return {
    line: `libraries: rows=${c.rows.length} json_ms=${c.jsonMs.toFixed(0)} ${ms} ${pdf} ${memory}`,
    broken: time.broken,
  };
}
