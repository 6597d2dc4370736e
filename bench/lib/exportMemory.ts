/**
 * The memory an export needs, for bench/exports: the server's writers (and for --libraries the Excel
 * writers of libraries, and the JSON baseline) in this process behind a real socket, the file read by a
 * client that drops it (so only the writer's memory is measured, not a copy of the file), the process's
 * memory sampled every 5 ms: the resident set and the live heap plus buffers (heapUsed + external +
 * arrayBuffers), each as its peak growth over the start of the export, garbage left to the collector
 * during the export as in a server (a full collection before each one, so none starts with the previous
 * one's garbage). An export that streams needs about as much for ten times the rows; one that keeps the
 * file (or its sheet, or rows waiting for a slow reader) grows with them.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { request } from 'undici';
import { sendTable } from '../../apps/server/src/lib/export/sendTable.js';
import type { ExportColumn, ExportFormat, TableRow } from '../../apps/server/src/lib/export/tableTypes.js';
import { sendWorkbook, XLSX_ENGINES, type XlsxEngine } from './xlsxEngines.js';

/**
 * What can be measured: an export format through sendTable, an Excel writer of bench/exports.ts
 * --libraries, or the baseline: the same rows held in an array and sent as one JSON.stringify.
 */
export type MemoryKind = ExportFormat | XlsxEngine | 'json';
const isEngine = (kind: string): kind is XlsxEngine => (XLSX_ENGINES as readonly string[]).includes(kind);

export interface MemoryMeasure {
  kind: MemoryKind;
  rows: number;
  ms: number;
  /** CPU time of this process meanwhile (the writer and the client that drops the file). */
  cpuMs: number;
  bytes: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

const MB = 1_048_576;
setFlagsFromString('--expose-gc');
/** A full garbage collection (the flag above makes `gc` available to a new context). */
const collect = runInNewContext('gc') as () => void;
const heapAndBuffers = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

/** `count` rows cycling through `sample` (the rows are made as they are read, never held all at once). */
function* cycle(sample: TableRow[], count: number): Generator<TableRow> {
  for (let i = 0; i < count; i++) yield { ...sample[i % sample.length], rowNo: i + 1 };
}

/** A server with one route, `/export/:kind/:rows`, exporting `sample` cycled to that many rows. */
export async function memoryServer(columns: ExportColumn[], sample: TableRow[]) {
  const app = Fastify({ logger: false });
  const title = 'Results of every assessment';
  app.get<{ Params: { kind: MemoryKind; rows: string } }>('/export/:kind/:rows', (req, reply) => {
    const { kind } = req.params;
    const rows = cycle(sample, Number(req.params.rows));
    if (kind === 'json') {
      return reply.header('content-type', 'application/json').send(JSON.stringify(Array.from(rows)));
    }
    if (isEngine(kind)) return sendWorkbook(reply, kind, { fileName: 'bench-memory', title, columns, rows });
    return sendTable(reply, { format: kind, fileName: 'bench-memory', title, columns, rows });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** One export read through the socket and dropped, with this process's memory sampled meanwhile. */
  async function measure(kind: MemoryKind, rows: number): Promise<MemoryMeasure> {
    collect();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = heapAndBuffers();
    let rssPeak = rssBefore;
    let heapPeak = heapBefore;
    const sample = () => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      heapPeak = Math.max(heapPeak, heapAndBuffers());
    };
    const timer = setInterval(sample, 5);
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      const res = await request(`${baseUrl}/export/${kind}/${rows}`, { bodyTimeout: 600_000 });
      if (res.statusCode !== 200) throw new Error(`${kind}: status ${res.statusCode}`);
      let bytes = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) bytes += chunk.length;
      sample();
      const used = process.cpuUsage(cpu);
      return {
        kind,
        rows,
        ms: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        bytes,
        rssGrowthMb: (rssPeak - rssBefore) / MB,
        heapGrowthMb: (heapPeak - heapBefore) / MB,
      };
    } finally {
      clearInterval(timer);
    }
  }
  return { measure, close: () => app.close() };
}
