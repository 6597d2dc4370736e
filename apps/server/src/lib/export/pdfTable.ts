import PDFDocument from 'pdfkit';
import { registerFonts, type Fonts } from './pdfFonts.js';
import { richBlocks } from './pdfRichText.js';
import { lineWidth, RowContent, TextLayout, type Line } from './pdfText.js';
import type { ExportColumn, TableRow } from './tableTypes.js';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 30;
const FONT_SIZE = 8;
const TITLE_SIZE = 14;
const PAD = 3;
const FOOTER = 24;
const BORDER = { color: '#B0B0B0', width: 0.5 };
const HEADER_FILL = '#E8E8E8';

export interface PdfTableOptions {
  title: string;
  subtitle: string;
  pageLabel: (page: number) => string;
  columns: ExportColumn[];
  /** Draw only through pdfkit's documented API, never its internals (RowContent): slower, for the bench. */
  pdfkitApiOnly?: boolean;
}

/**
 * A table over as many A4 landscape pages as it needs: header row repeated on every page, cells
 * wrapped, rows taller than a page continued on the next, page numbers in the footer. Pages are
 * written as they fill (nothing is buffered), so memory stays bounded however long the table.
 */
class PdfTableWriter {
  private readonly fonts: Fonts;
  private readonly layout: TextLayout;
  private readonly titleLayout: TextLayout;
  private readonly content: RowContent;
  private readonly widths: number[];
  private page = 0;
  private y = 0;
  /** The fill colour last set through pdfkit, so a run of cells in one colour sets it once. */
  private color = '';

  constructor(
    private readonly doc: Doc,
    private readonly options: PdfTableOptions,
  ) {
    this.fonts = registerFonts(doc);
    this.layout = new TextLayout(doc, this.fonts, FONT_SIZE);
    this.content = new RowContent(doc, this.fonts, !options.pdfkitApiOnly);
    this.titleLayout = new TextLayout(doc, this.fonts, TITLE_SIZE);
    const usable = doc.page.width - 2 * MARGIN;
    const weights = options.columns.map((c) => c.width ?? 12);
    const total = weights.reduce((a, b) => a + b, 0);
    this.widths = weights.map((w) => (w / total) * usable);
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER;
  }

  private get lineHeight() {
    return this.layout.lineHeight;
  }

  /** Lines of runs at (x, y): simple Latin runs into the row's content, the others through pdfkit's text(). */
  private drawText(lines: Line[], x: number, y: number, color = '#000000', layout = this.layout) {
    lines.forEach((line, i) => {
      // Drawn on a common baseline: the scripts' fonts have different ascents.
      const baseline = y + i * layout.lineHeight + layout.size * 1.05;
      for (const run of line) {
        if (this.content.canDraw(run.font, run.text)) {
          this.content.text(run.font, layout.size, color, run.text, x + run.x, baseline);
          continue;
        }
        if (color !== this.color) {
          this.doc.fillColor(color);
          this.color = color;
        }
        this.doc
          .font(run.font)
          .fontSize(layout.size)
          .text(run.text, x + run.x, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
          });
      }
    });
  }

  private footer() {
    const label = this.layout.lines(this.options.pageLabel(this.page), 200)[0] ?? [];
    const x = (this.doc.page.width - lineWidth(label)) / 2;
    this.drawText([label], x, this.doc.page.height - MARGIN - FOOTER / 2, '#555555');
    this.content.flush();
  }

  /** One row's cells (lines[c] from `from` for `count` lines) as bordered boxes at the current y. */
  private drawRow(cells: Line[][], from: number, count: number, fill?: string) {
    const height = count * this.lineHeight + 2 * PAD;
    const width = this.widths.reduce((a, b) => a + b, 0);
    if (fill) {
      this.doc.rect(MARGIN, this.y, width, height).fill(fill);
      this.color = '';
    }
    const dividers: number[] = [];
    let x = MARGIN;
    cells.forEach((lines, c) => {
      this.drawText(lines.slice(from, from + count), x + PAD, this.y + PAD);
      x += this.widths[c]!;
      if (c < cells.length - 1) dividers.push(x);
    });
    this.content.grid({ x: MARGIN, y: this.y, width, height }, dividers, BORDER);
    this.content.flush();
    this.y += height;
  }

  private header() {
    const cells = this.options.columns.map((c, i) => this.layout.lines(c.header, this.widths[i]! - 2 * PAD, true));
    this.drawRow(cells, 0, Math.max(1, ...cells.map((l) => l.length)), HEADER_FILL);
  }

  private newPage() {
    if (this.page > 0) this.doc.addPage();
    // A new page's content starts in the default graphics state: colours must be set again.
    this.color = '';
    this.page += 1;
    this.y = MARGIN;
    this.footer();
    if (this.page === 1) this.titleBlock();
    this.header();
  }

  private titleBlock() {
    const width = this.doc.page.width - 2 * MARGIN;
    const title = this.titleLayout.lines(this.options.title, width, true);
    this.drawText(title, MARGIN, this.y, '#000000', this.titleLayout);
    this.y += title.length * this.titleLayout.lineHeight + 4;
    this.drawText(this.layout.lines(this.options.subtitle, width), MARGIN, this.y, '#444444');
    this.content.flush();
    this.y += this.lineHeight + 8;
  }

  start() {
    this.newPage();
  }

  /** A cell's lines: plain text wrapped to the width, or rich text as prose and code blocks. */
  private cellLines(column: ExportColumn, row: TableRow, width: number): Line[] {
    const value = row[column.key];
    const text = value === null || value === undefined ? '' : String(value);
    if (!column.rich) return this.layout.lines(text, width);
    const code = column.codeKey !== undefined && Boolean(Number(row[column.codeKey]));
    const lines = richBlocks(text, code).flatMap((block) =>
      block.kind === 'code' ? this.layout.codeLines(block.text, width) : this.layout.lines(block.text, width),
    );
    return lines.length > 0 ? lines : [[]];
  }

  /** A row, moved to a new page when it does not fit, and split over pages when taller than one. */
  addRow(row: TableRow) {
    const cells = this.options.columns.map((c, i) => this.cellLines(c, row, this.widths[i]! - 2 * PAD));
    const total = Math.max(1, ...cells.map((l) => l.length));
    let from = 0;
    while (from < total) {
      let fits = Math.floor((this.bottom - this.y - 2 * PAD) / this.lineHeight);
      // Start on a fresh page rather than leave a row's first line or two stranded at the bottom.
      if (fits < Math.min(total - from, 3)) {
        this.newPage();
        fits = Math.floor((this.bottom - this.y - 2 * PAD) / this.lineHeight);
      }
      const count = Math.max(1, Math.min(fits, total - from));
      this.drawRow(cells, from, count);
      from += count;
    }
  }
}

/** A streaming PDF document of the table; rows are drawn as they arrive and the document ends after the last. */
export function pdfTable(options: PdfTableOptions, rows: AsyncIterable<TableRow> | Iterable<TableRow>) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: true,
    info: { Title: options.title, Creator: 'Assessly' },
  });
  const write = async () => {
    const writer = new PdfTableWriter(doc, options);
    writer.start();
    for await (const row of rows) writer.addRow(row);
    doc.end();
  };
  return { doc, write };
}
