import type PDFDocument from 'pdfkit';
import { scriptRuns, type Fonts } from './pdfFonts.js';

type Doc = InstanceType<typeof PDFDocument>;

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
 * Wraps cell text to a width, word by word, choosing a font per script run (pdfkit has no font
 * fallback of its own). Widths are cached per font and text: table cells repeat many words.
 */
export class TextLayout {
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly doc: Doc,
    private readonly fonts: Fonts,
    readonly size: number,
  ) {}

  get lineHeight(): number {
    return this.size * 1.45;
  }

  private measure(font: string, text: string): number {
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
      return { text: r.text, font, width: this.measure(font, r.text) };
    });
  }

  /** A word wider than the cell is cut into pieces that fit (character by character). */
  private split(word: string, bold: boolean, maxWidth: number): MeasuredRun[][] {
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
