/**
 * One export's memory in a process of its own, for bench/exports.ts --libraries:
 * `node --import tsx bench/lib/exportMemoryChild.ts <kind> <rows> <sample rows>`. A first export of the
 * same kind at WARM_UP_ROWS compiles the code and fills the writer's caches, then the measured one runs
 * (bench/lib/exportMemory.ts); its MemoryMeasure is the last line of the output, as JSON. A process of
 * its own, because resident memory seldom shrinks: in a shared process a writer that came after the
 * JSON baseline (hundreds of MB) or exceljs found the memory already resident and seemed to need none.
 */
import { memoryServer, type MemoryKind } from './exportMemory.js';
import { EXPORT_COLUMNS, exportRows } from './exportRows.js';

const WARM_UP_ROWS = 1_000;

const [kind, rows, sampleRows] = process.argv.slice(2) as [MemoryKind, string, string];
const server = await memoryServer(EXPORT_COLUMNS, exportRows(Number(sampleRows)));
try {
  await server.measure(kind, WARM_UP_ROWS);
  console.log(JSON.stringify(await server.measure(kind, Number(rows))));
} finally {
  await server.close();
}
