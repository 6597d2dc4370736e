// TeX math as readable plain text for the PDF exports (issue 20): the screens draw formulas with KaTeX,
// which needs a browser; a table PDF streamed by pdfkit prints the formula as a reader would say it in
// text, with Unicode symbols (Greek letters, operators, super- and subscripts) drawn from Noto Sans Math.
import { NAMES, SUBSCRIPT, SUPERSCRIPT, SYMBOLS, TRANSPARENT } from './texSymbols.js';

/** A script written with the small characters when every character has one, else as ^(…) or _(…). */
function script(text: string, table: Record<string, string>, mark: '^' | '_'): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

/** A fraction's or root's part: in parentheses unless it is a single number, letter or symbol. */
const grouped = (text: string) => (/^(\w+|\W)$/u.test(text.trim()) ? text.trim() : `(${text.trim()})`);

/** Reads TeX from `i`: one converted argument ({…}, a command or a character) and where it ends. */
class TexReader {
  private i = 0;
  constructor(private readonly tex: string) {}

  /** Everything up to the end (or up to the closing } of the current group). */
  run(stopAtBrace = false): string {
    let out = '';
    while (this.i < this.tex.length) {
      const ch = this.tex[this.i]!;
      if (ch === '}') {
        if (stopAtBrace) {
          this.i++;
          return out;
        }
        this.i++;
        continue;
      }
      out += this.piece();
    }
    return out;
  }

  /** One argument of a command: a {group}, a command or one character. */
  private argument(): string {
    while (this.tex[this.i] === ' ') this.i++;
    if (this.tex[this.i] === '{') {
      this.i++;
      return this.run(true);
    }
    if (this.i >= this.tex.length) return '';
    return this.piece();
  }

  /** An optional [argument] (the index of \sqrt[n]{x}), or null. */
  private optional(): string | null {
    if (this.tex[this.i] !== '[') return null;
    const end = this.tex.indexOf(']', this.i);
    if (end < 0) return null;
    const inner = new TexReader(this.tex.slice(this.i + 1, end)).run();
    this.i = end + 1;
    return inner;
  }

  private command(): string {
    const rest = this.tex.slice(this.i + 1);
    const name = /^[a-zA-Z]+/.exec(rest)?.[0] ?? rest[0] ?? '';
    this.i += 1 + name.length;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const top = this.argument();
      const bottom = this.argument();
      return `${grouped(top)}/${grouped(bottom)}`;
    }
    if (name === 'sqrt') {
      const index = this.optional();
      const body = grouped(this.argument());
      return `${index ? script(index, SUPERSCRIPT, '^') : ''}√${body}`;
    }
    if (name === 'binom') {
      const n = this.argument();
      const k = this.argument();
      return `C(${n}, ${k})`;
    }
    if (TRANSPARENT.has(name)) return this.argument();
    if (NAMES.has(name)) return name;
    if (name in SYMBOLS) return SYMBOLS[name]!;
    return name;
  }

  private piece(): string {
    const ch = this.tex[this.i]!;
    if (ch === '\\') return this.command();
    if (ch === '{') {
      this.i++;
      return this.run(true);
    }
    if (ch === '^' || ch === '_') {
      this.i++;
      const arg = this.argument();
      if (ch === '^' && (arg === '∘' || arg === '°')) return '°';
      return ch === '^' ? script(arg, SUPERSCRIPT, '^') : script(arg, SUBSCRIPT, '_');
    }
    if (ch === '~') {
      this.i++;
      return ' ';
    }
    this.i++;
    return ch;
  }
}

/**
 * A TeX formula as readable text: \frac{a+b}{2} → (a+b)/2, x^2 → x², a_{n+1} → aₙ₊₁, \sqrt{x} → √x,
 * \alpha \le \pi → α ≤ π; styles and \text{} keep their content; an unknown command keeps its name.
 */
export function texToText(tex: string): string {
  return new TexReader(tex)
    .run()
    .replace(/[ \t]{2,}/g, (spaces) => (spaces.length >= 4 ? '    ' : ' '))
    .trim();
}
