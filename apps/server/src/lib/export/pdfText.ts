import type PDFDocument from 'pdfkit';
import { scriptRuns, type Fonts } from './pdfFonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** Formula symbols as typed in plain text, for a PDF without the math font. */
const ASCII_MATH: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '⇔': '<=>',
  '∞': 'infinity',
  '√': 'sqrt',
  '∑': 'sum',
  '∫': 'integral',
  '∈': ' in ',
  '∓': '-+',
};
const asciiMath = (text: string) => [...text].map((c) => ASCII_MATH[c] ?? '?').join('');

/** A piece of text in one font at a horizontal offset within its line. */
export interface PlacedRun {
  text: string;
  font: string;
  x: number;
  width: number;
}
export type Line = PlacedRun[];

/** The width of a laid-out line. */
export const lineWidth = (line: Line): number =>
  line.length ? line[line.length - 1]!.x + line[line.length - 1]!.width : 0;

interface MeasuredRun {
  text: string;
  font: string;
  width: number;
}

/**
 * Text whose width is the sum of its characters' widths: Latin, Latin-1 and Latin Extended letters
 * and punctuation, drawn with the Latin font whose layout tables are hidden (pdfFonts.ts), so there is
 * no kerning, ligature or mark positioning to change a width. Anything else is measured by pdfkit.
 */
const SIMPLE_TEXT = /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u024f\u2010-\u2027\u2030-\u205e\u20ac]*$/;

/**
 * Wraps cell text to a width, word by word, choosing a font per script run (pdfkit has no font
 * fallback of its own). Widths are cached per font and text: table cells repeat many words; the
 * width of simple Latin text is added up from cached character widths, so a unique word (an e-mail
 * address, a date) costs no layout at all.
 */
export class TextLayout {
  private readonly widths = new Map<string, number>();
  private readonly charWidths = new Map<string, Map<string, number>>();

  /** The Latin fonts (regular, bold), whose widths add up for simple text. */
  private readonly latinFonts: [string, string];

  constructor(
    private readonly doc: Doc,
    private readonly fonts: Fonts,
    readonly size: number,
  ) {
    this.latinFonts = [fonts.name('latin', false), fonts.name('latin', true)];
  }

  get lineHeight(): number {
    return this.size * 1.45;
  }

  /** The width of simple Latin text from its characters' widths (each measured once per font). */
  private simpleWidth(font: string, text: string): number {
    let chars = this.charWidths.get(font);
    if (!chars) this.charWidths.set(font, (chars = new Map()));
    let width = 0;
    for (const char of text) {
      let w = chars.get(char);
      if (w === undefined) {
        w = this.doc.font(font).fontSize(this.size).widthOfString(char);
        chars.set(char, w);
      }
      width += w;
    }
    return width;
  }

  private measure(font: string, text: string): number {
    if (this.fonts.additiveLatin && (font === this.latinFonts[0] || font === this.latinFonts[1])) {
      if (SIMPLE_TEXT.test(text)) return this.simpleWidth(font, text);
    }
    const key = `${font}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(font).fontSize(this.size).widthOfString(text);
      if (this.widths.size > 50_000) this.widths.clear();
      this.widths.set(key, width);
    }
    return width;
  }

  private runs(word: string, bold: boolean): MeasuredRun[] {
    return scriptRuns(word).map((r) => {
      const font = this.fonts.name(r.script, bold);
      // Without the math font, formula symbols are written the way one types them (≤ as <=).
      const text = r.script === 'math' && !this.fonts.has('math') ? asciiMath(r.text) : r.text;
      return { text, font, width: this.measure(font, text) };
    });
  }

  /**
   * Lines of code as written (issue 20): every line is a line, its indentation kept (as an offset, so no
   * drawing call trims it), in the monospace font with other scripts in their own fonts; a line wider
   * than the cell continues on the next one.
   */
  codeLines(code: string, maxWidth: number): Line[] {
    const lines: Line[] = [];
    const mono = this.fonts.mono;
    const charWidth = this.measure(mono, 'M');
    const perLine = Math.max(1, Math.floor(maxWidth / charWidth));
    for (const raw of code.replace(/\t/g, '    ').split(/\r?\n/)) {
      const chars = [...raw.replace(/\s+$/, '')];
      if (chars.length === 0) lines.push([]);
      for (let from = 0; from < chars.length; from += perLine) {
        const piece = chars.slice(from, from + perLine).join('');
        const indent = piece.length - piece.trimStart().length;
        const line: Line = [];
        let x = indent * charWidth;
        for (const run of scriptRuns(piece.trimStart())) {
          const font = run.script === 'latin' ? mono : this.fonts.name(run.script, false);
          const text = run.script === 'math' && !this.fonts.has('math') ? asciiMath(run.text) : run.text;
          const width = this.measure(font, text);
          line.push({ text, font, x, width });
          x += width;
        }
        lines.push(line);
      }
    }
    return lines;
  }

  /** A word wider than the cell is cut into pieces that fit (character by character). */
  private split(word: string, bold: boolean, maxWidth: number): MeasuredRun[][] {
    const latin = this.fonts.name('latin', bold);
    if (this.fonts.additiveLatin && SIMPLE_TEXT.test(word)) {
      // Widths add up: one pass, not a measurement of every prefix.
      const pieces: MeasuredRun[][] = [];
      let piece = '';
      let width = 0;
      for (const char of word) {
        const w = this.simpleWidth(latin, char);
        if (piece && width + w > maxWidth) {
          pieces.push([{ text: piece, font: latin, width }]);
          piece = '';
          width = 0;
        }
        piece += char;
        width += w;
      }
      if (piece) pieces.push([{ text: piece, font: latin, width }]);
      return pieces;
    }
    const pieces: MeasuredRun[][] = [];
    let piece = '';
    for (const char of word) {
      const next = piece + char;
      if (piece && this.runs(next, bold).reduce((w, r) => w + r.width, 0) > maxWidth) {
        pieces.push(this.runs(piece, bold));
        piece = char;
      } else piece = next;
    }
    if (piece) pieces.push(this.runs(piece, bold));
    return pieces;
  }

  /** The lines of a cell's text at the given width. */
  lines(text: string, maxWidth: number, bold = false): Line[] {
    const lines: Line[] = [];
    const latinFont = this.fonts.name('latin', bold);
    const space = this.measure(latinFont, ' ');
    for (const paragraph of text.trim().split(/\r?\n/)) {
      let line: Line = [];
      let x = 0;
      const words = paragraph.split(/\s+/).filter(Boolean);
      for (const word of words) {
        const runs = this.runs(word, bold);
        const width = runs.reduce((w, r) => w + r.width, 0);
        const pieces = width > maxWidth ? this.split(word, bold, maxWidth) : [runs];
        for (const piece of pieces) {
          const pieceWidth = piece.reduce((w, r) => w + r.width, 0);
          if (line.length > 0 && x + space + pieceWidth > maxWidth) {
            lines.push(line);
            line = [];
            x = 0;
          }
          const spaced = line.length > 0;
          if (spaced) x += space;
          piece.forEach((run, i) => {
            const last = line[line.length - 1];
            // Words in the Latin font join the previous run: one drawing call per line, not per word.
            if (i === 0 && spaced && last && last.font === run.font && run.font === latinFont) {
              last.text += ` ${run.text}`;
              last.width = x + run.width - last.x;
            } else line.push({ text: run.text, font: run.font, x, width: run.width });
            x += run.width;
          });
        }
      }
      lines.push(line);
    }
    return lines;
  }
}

/**
 * pdfkit internals the batch below relies on (pdfkit 0.20): the current font, its encoder and the page's
 * font list. The one deliberate use of a library's internals in the exports (issue 21 checked it): with
 * pdfkit's documented API alone (`pdfkitApiOnly`) the 10,000-row PDF of `bench/exports.ts --libraries`
 * took 3.1 to 5.5 s (CPU 3.0 s), 2.1 to 3.5 times as long as this drawing (1.5 to 1.6 s, CPU 1.2 to
 * 1.5 s), missing the 3 s target (27 November 2026, 2 cores, load average 5 to 6, medians of 5).
 * Check this when upgrading pdfkit: exports.test.ts and exportsLarge.test.ts read the PDFs back.
 */
interface InternalFont {
  id: string;
  ref(): unknown;
  encode(text: string): [string[], unknown[]];
}
interface InternalDoc {
  _font: InternalFont;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

export interface Stroke {
  color: string;
  width: number;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (hex: string) => [1, 3, 5].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/**
 * The drawing of one table row as a single piece of page content: cell borders as one path, and every
 * run of simple Latin text as a positioned glyph string. pdfkit's text() costs a layout, a measurement
 * and about eight content operations per call; here a run is its characters' cached glyph codes, so a
 * 10,000-row table draws in a fraction of the time. Runs that need shaping (Devanagari, Bengali, rare
 * characters) are still drawn by pdfkit's text(). Everything is wrapped in q … Q, so pdfkit's idea of
 * the graphics state (colours, line width) stays true.
 *
 * With `direct` false, nothing here touches pdfkit's internals: every run goes to pdfkit's text() and
 * the borders are drawn with its path methods. That is the way out should an upgrade of pdfkit break
 * the direct drawing, and what `bench/exports.ts --libraries` measures against it.
 */
export class RowContent {
  private readonly glyphCodes = new Map<string, { font: InternalFont; codes: Map<string, string> }>();
  private shapes: string[] = [];
  private texts: string[] = [];
  private textFont = '';
  private textColor = '';

  constructor(
    private readonly doc: Doc,
    private readonly fonts: Fonts,
    private readonly direct = true,
  ) {}

  private get internal(): InternalDoc {
    return this.doc as unknown as InternalDoc;
  }

  /** Whether a run can be drawn here (simple text in the embedded Latin font). */
  canDraw(font: string, text: string): boolean {
    return (
      this.direct &&
      this.fonts.additiveLatin &&
      (font === this.fonts.name('latin', false) || font === this.fonts.name('latin', true)) &&
      SIMPLE_TEXT.test(text)
    );
  }

  /** The hex glyph codes of simple Latin text; each character is encoded by pdfkit once (subset, widths, ToUnicode). */
  private codes(font: string, text: string): { font: InternalFont; hex: string } {
    let entry = this.glyphCodes.get(font);
    if (!entry) {
      this.doc.font(font);
      entry = { font: this.internal._font, codes: new Map() };
      this.glyphCodes.set(font, entry);
    }
    let hex = '';
    for (const char of text) {
      let code = entry.codes.get(char);
      if (code === undefined) {
        code = entry.font.encode(char)[0].join('');
        entry.codes.set(char, code);
      }
      hex += code;
    }
    return { font: entry.font, hex };
  }

  /** A rectangle outline with vertical lines at `dividers` (a row's cell borders), stroked with the row. */
  grid(box: { x: number; y: number; width: number; height: number }, dividers: number[], stroke: Stroke) {
    const { x, y, width, height } = box;
    if (!this.direct) {
      this.doc.save().lineWidth(stroke.width).strokeColor(stroke.color).rect(x, y, width, height);
      for (const d of dividers) this.doc.moveTo(d, y).lineTo(d, y + height);
      this.doc.stroke().restore();
      return;
    }
    const lines = dividers.map((d) => `${num(d)} ${num(y)} m ${num(d)} ${num(y + height)} l`);
    this.shapes.push(
      `q ${num(stroke.width)} w ${rgb(stroke.color)} RG`,
      `${num(x)} ${num(y)} ${num(width)} ${num(height)} re`,
      ...lines,
      'S Q',
    );
  }

  /** A run of simple text with its baseline at (x, y) in page coordinates (y downwards). */
  text(font: string, size: number, color: string, text: string, x: number, y: number) {
    const { font: encoder, hex } = this.codes(font, text);
    const page = this.internal.page;
    page.fonts[encoder.id] ??= encoder.ref();
    if (font !== this.textFont) {
      this.texts.push(`/${encoder.id} ${num(size)} Tf`);
      this.textFont = font;
    }
    if (color !== this.textColor) {
      this.texts.push(`${rgb(color)} rg`);
      this.textColor = color;
    }
    this.texts.push(`1 0 0 1 ${num(x)} ${num(page.height - y)} Tm <${hex}> Tj`);
  }

  /** Writes what was added to the page as one piece of content: the borders, then the text, upright in PDF space. */
  flush() {
    const parts = [...this.shapes];
    if (this.texts.length) {
      parts.push(`q 1 0 0 -1 0 ${num(this.internal.page.height)} cm BT`, ...this.texts, 'ET Q');
    }
    if (parts.length) this.internal.addContent(parts.join('\n'));
    this.shapes = [];
    this.texts = [];
    this.textFont = '';
    this.textColor = '';
  }
}
