import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type Script = 'latin' | 'devanagari' | 'bengali' | 'math';

/**
 * Unicode fonts for exports. Debian's fonts-noto-core installs Noto Sans, Noto Sans Devanagari
 * (Hindi) and Noto Sans Bengali here; without them the PDF falls back to Helvetica, which renders
 * Latin text only.
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/opentype/noto'];
const FONT_FILES: Record<Script, [regular: string, bold: string]> = {
  latin: ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'],
  devanagari: ['NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf'],
  bengali: ['NotoSansBengali-Regular.ttf', 'NotoSansBengali-Bold.ttf'],
  // Operators, arrows and relations of formulas (issue 20), which Noto Sans lacks; it has no bold.
  math: ['NotoSansMath-Regular.ttf', 'NotoSansMath-Regular.ttf'],
};

/**
 * Monospace fonts for code in PDFs (issue 20), the first one installed: Noto Sans Mono (fonts-noto-mono),
 * DejaVu Sans Mono (fonts-dejavu-core, which Chromium brings) or Liberation Mono; else the PDF standard
 * font Courier, which writes Latin-1 only.
 */
const MONO_FILES = [
  '/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];

function findFont(file: string): Buffer | null {
  for (const dir of FONT_DIRS) {
    const path = join(dir, file);
    if (existsSync(path)) return readFileSync(path);
  }
  return null;
}

/** OpenType layout tables: fontkit runs every glyph of every string through their lookups. */
const LAYOUT_TABLES = new Set(['GSUB', 'GPOS', 'GDEF', 'morx']);

/**
 * A copy of a font whose OpenType layout tables are hidden (their tags renamed in the table directory),
 * so fontkit maps characters straight to glyphs with their advance widths, placing combining marks by
 * their Unicode properties. For Latin text in a table this looks the same at 8 pt (it only gives up
 * kerning and ligatures) and is many times faster: shaping was most of the time of a large PDF export.
 * The Devanagari and Bengali fonts keep their tables: those scripts cannot be drawn without shaping.
 * The embedded subset is unaffected (pdfkit copies only the glyph outlines and metrics).
 */
export function withoutLayoutTables(font: Buffer): Buffer {
  const copy = Buffer.from(font);
  const version = copy.readUInt32BE(0);
  // TrueType (0x00010000, 'true') or CFF OpenType ('OTTO'); anything else (a collection) is left alone.
  if (version !== 0x00010000 && version !== 0x74727565 && version !== 0x4f54544f) return copy;
  const tables = copy.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    const tag = copy.toString('latin1', at, at + 4);
    if (LAYOUT_TABLES.has(tag)) copy.write(tag.toLowerCase(), at, 'latin1');
  }
  return copy;
}

let loaded: Map<string, Buffer> | null = null;
/** Font files read once per process (about 1.5 MB) and shared by every document. */
function fontFiles(): Map<string, Buffer> {
  if (loaded) return loaded;
  loaded = new Map();
  for (const [script, [regular, bold]] of Object.entries(FONT_FILES)) {
    const r = findFont(regular);
    const b = findFont(bold);
    if (r && b) {
      const plain = script === 'latin' ? withoutLayoutTables : (font: Buffer) => font;
      loaded.set(`${script}`, plain(r));
      loaded.set(`${script}-bold`, plain(b));
    }
  }
  const mono = MONO_FILES.find((path) => existsSync(path));
  if (mono) loaded.set('mono', readFileSync(mono));
  return loaded;
}

export interface Fonts {
  /** The registered font name for a script and weight (Latin fonts stand in for missing scripts). */
  name(script: Script, bold: boolean): string;
  /** Whether the script has a font of its own (else the Latin font stands in and may lack its glyphs). */
  has(script: Script): boolean;
  /** The monospace font of code. */
  mono: string;
  /** Whether the Latin fonts are the embedded ones without layout tables: a text's width is then its characters' sum. */
  additiveLatin: boolean;
}

/** Registers the available fonts on a document. */
export function registerFonts(doc: Doc): Fonts {
  const files = fontFiles();
  for (const [name, data] of files) doc.registerFont(name, data);
  const latin = (bold: boolean) =>
    files.has('latin') ? (bold ? 'latin-bold' : 'latin') : bold ? 'Helvetica-Bold' : 'Helvetica';
  return {
    additiveLatin: files.has('latin'),
    mono: files.has('mono') ? 'mono' : 'Courier',
    has: (script) => files.has(script),
    name(script, bold) {
      if (script !== 'latin' && files.has(script)) return bold ? `${script}-bold` : script;
      return latin(bold);
    },
  };
}

/** Arrows, mathematical operators, technical brackets and mathematical letters: glyphs of the math font. */
const isMathSymbol = (cp: number) =>
  (cp >= 0x2190 && cp <= 0x23ff) ||
  (cp >= 0x27c0 && cp <= 0x27ff) ||
  (cp >= 0x2980 && cp <= 0x2aff) ||
  (cp >= 0x1d400 && cp <= 0x1d7ff);

/** The script of a character; null for joiners and dandas, which belong to the run they are in. */
export function scriptOf(codePoint: number): Script | null {
  if (codePoint === 0x200c || codePoint === 0x200d || codePoint === 0x0964 || codePoint === 0x0965) return null;
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) return 'devanagari';
  if (codePoint >= 0x0980 && codePoint <= 0x09ff) return 'bengali';
  if (isMathSymbol(codePoint)) return 'math';
  return 'latin';
}

/** A word split into runs of one script each, so each run can be drawn with a font that has its glyphs. */
export function scriptRuns(word: string): { text: string; script: Script }[] {
  const runs: { text: string; script: Script }[] = [];
  for (const char of word) {
    const script = scriptOf(char.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && (script === null || script === last.script)) last.text += char;
    else runs.push({ text: char, script: script ?? 'devanagari' });
  }
  return runs;
}
