/**
 * One export downloaded over HTTP from the server child while its memory is sampled: time to the first
 * and the last byte, the size, the rows in the file, and the server's resident memory (VmRSS of
 * /proc/<pid>/status every 20 ms) before and at its peak. An export that streams grows the server by a
 * few pages of rows whatever the table's size; one that builds the file in memory grows with it.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { request } from 'undici';

/** Resident memory of a process in MB (Linux), or NaN elsewhere. */
export function residentMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples a process's resident memory until stopped; answers the peak. */
function sampleMemory(pid: number) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}

/** Counts CSV records while the text streams past (newlines outside quoted fields), less the header. */
function csvCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(chunk: string) {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk.charCodeAt(i);
        if (ch === 34) quoted = !quoted;
        else if (ch === 10 && !quoted) records++;
      }
    },
    rows: () => records - 1,
  };
}

/** Rows of the first worksheet of an .xlsx file, read as a stream (the file may hold 100,000 rows). */
async function xlsxRows(path: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache' });
  for await (const sheet of reader) {
    for await (const _row of sheet as AsyncIterable<unknown>) rows++;
    break;
  }
  return rows - 1;
}

/**
 * The public health check every 100 ms while the export runs: its slowest answer is how long the server
 * kept everyone else waiting (an export that never yields to the event loop stalls every request).
 */
function healthProbe(baseUrl: string) {
  let done = false;
  let worst = 0;
  const loop = (async () => {
    while (!done) {
      const started = performance.now();
      await request(`${baseUrl}/api/health`).then((r) => r.body.dump());
      worst = Math.max(worst, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    done = true;
    await loop;
    return worst;
  };
}

export interface ExportMeasure {
  format: string;
  firstByteMs: number;
  ms: number;
  bytes: number;
  rows: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The slowest health check answered during the export. */
  stallMs: number;
  status: number;
}

export async function measureExport(baseUrl: string, path: string, token: string, pid: number, format: 'csv' | 'xlsx') {
  const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-export-'));
  const rssBeforeMb = residentMb(pid);
  const stop = sampleMemory(pid);
  const stopProbe = healthProbe(baseUrl);
  const started = performance.now();
  try {
    const response = await request(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      headersTimeout: 600_000,
      bodyTimeout: 600_000,
    });
    let firstByteMs = NaN;
    let bytes = 0;
    const counter = csvCounter();
    const file = join(dir, `export.${format}`);
    const decoder = new TextDecoder();
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          if (format === 'csv') counter.feed(decoder.decode(chunk, { stream: true }));
          yield chunk;
        }
      })(),
    );
    await pipeline(counted, createWriteStream(file));
    const ms = performance.now() - started;
    const rssPeakMb = stop();
    const stallMs = await stopProbe();
    const rows = response.statusCode !== 200 ? 0 : format === 'csv' ? counter.rows() : await xlsxRows(file);
    return { format, firstByteMs, ms, bytes, rows, rssBeforeMb, rssPeakMb, stallMs, status: response.statusCode };
  } finally {
    stop();
    await stopProbe();
    rmSync(dir, { recursive: true, force: true });
  }
}
