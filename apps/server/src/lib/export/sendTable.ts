import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { yieldToEventLoop } from './backpressure.js';
import { csvLine, UTF8_BOM } from './csv.js';
import { pdfTable } from './pdfTable.js';
import type { ExportColumn, ExportFormat, TableRow } from './tableTypes.js';
import { xlsxTable } from './xlsxTable.js';

export interface TableExport {
  format: ExportFormat;
  /** Without extension: 'assessments' becomes assessments.csv / .xlsx / .pdf. */
  fileName: string;
  columns: ExportColumn[];
  rows: AsyncIterable<TableRow> | Iterable<TableRow>;
  /** PDF only: the heading, the line under it (e.g. the date) and the footer's page label. */
  title?: string;
  subtitle?: string;
  pageLabel?: (page: number) => string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * CSV text in chunks of about 64 KB: the header with a BOM first, then the rows as they arrive. The
 * event loop gets a turn after each chunk (Readable.from pulls the next one on a microtask), so other
 * requests wait for one chunk's worth of rows at most.
 */
async function* csvChunks(columns: ExportColumn[], rows: TableExport['rows']) {
  let chunk = UTF8_BOM + csvLine(columns.map((c) => c.header));
  for await (const row of rows) {
    chunk += csvLine(columns.map((c) => row[c.key]));
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
      await yieldToEventLoop();
    }
  }
  if (chunk) yield chunk;
}

/** The document stream of an Excel or PDF export and the task that fills it. */
function documentWriter(format: 'xlsx' | 'pdf', table: TableExport) {
  const title = table.title ?? table.fileName;
  if (format === 'xlsx') return xlsxTable(title, table.columns, table.rows);
  const pdf = pdfTable(
    {
      title,
      subtitle: table.subtitle ?? '',
      pageLabel: table.pageLabel ?? ((page) => String(page)),
      columns: table.columns,
    },
    table.rows,
  );
  return { stream: pdf.doc, write: pdf.write };
}

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Streams a table as a CSV, Excel or PDF download. The rows are read while the file is written,
 * so an export of any size needs little memory; a failure half-way aborts the download.
 */
export function sendTable(reply: FastifyReply, table: TableExport) {
  reply
    .header('Content-Type', CONTENT_TYPES[table.format])
    .header('Content-Disposition', attachment(`${table.fileName}.${table.format}`))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (table.format === 'csv') return reply.send(Readable.from(csvChunks(table.columns, table.rows)));

  const { stream, write } = documentWriter(table.format, table);
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    stream.destroy(error as Error);
  });
  return reply.send(stream);
}
