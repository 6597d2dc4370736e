// How question text, options, explanations and feedback split into plain text, TeX math and code: the web
// renders the segments (apps/web/src/components/RichText.tsx), the server's PDFs print them (apps/server/src/lib/export/pdfRichText.ts).
/**
 * Splits question and option text into plain text, TeX math and code, without touching HTML: every
 * segment is later rendered as a React text node or through KaTeX / highlight.js, which escape
 * their input, so user text can never become markup.
 */
export type RichSegment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'code'; code: string; lang: string | null };

/** A fenced block: ``` and an optional language at the start of a line, the code, and the closing ```. */
const FENCE = /(?<=^|\n)```([\w#+.-]*)[^\n]*\n([\s\S]*?)(?:\n?```|$)/g;

function pushText(out: RichSegment[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/**
 * The end of an inline formula opened at `start` ($ at start), or -1. Like Pandoc: the opening $ must
 * be followed by a non-space, the closing $ preceded by a non-space and not followed by a digit, and
 * the formula stays on one line, so prices such as "$5 and $10" stay text.
 */
function inlineMathEnd(text: string, start: number): number {
  if (isSpace(text[start + 1]) || text[start + 1] === '$') return -1;
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') return -1;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '$') {
      if (isSpace(text[i - 1]) || /\d/.test(text[i + 1] ?? '')) return -1;
      return i;
    }
  }
  return -1;
}

/** Text with $…$ (inline) and $$…$$ (display) formulas; \$ is a literal dollar sign. */
export function parseMath(text: string): RichSegment[] {
  const out: RichSegment[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      plain += ch;
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const close = text.indexOf('$$', i + 2);
      const tex = close > i + 2 ? text.slice(i + 2, close).trim() : '';
      if (tex) {
        pushText(out, plain);
        plain = '';
        out.push({ kind: 'math', tex, display: true });
        i = close + 2;
        continue;
      }
      plain += '$$';
      i += 2;
      continue;
    }
    const end = inlineMathEnd(text, i);
    if (end < 0) {
      plain += '$';
      i++;
      continue;
    }
    pushText(out, plain);
    plain = '';
    out.push({ kind: 'math', tex: text.slice(i + 1, end), display: false });
    i = end + 1;
  }
  pushText(out, plain);
  return out;
}

/**
 * The segments of a text: fenced ```lang blocks are code on every screen (a question's text, its options,
 * an explanation, an examiner's feedback), and the text around them may hold math. With `code` (an "is
 * code snippet" question) a text without fences is code as a whole.
 */
export function parseRichText(text: string, code = false): RichSegment[] {
  const fences = [...text.matchAll(FENCE)];
  if (fences.length === 0) {
    if (!code) return parseMath(text);
    return text ? [{ kind: 'code', code: text, lang: null }] : [];
  }
  const out: RichSegment[] = [];
  let last = 0;
  for (const match of fences) {
    const before = text.slice(last, match.index).replace(/\n$/, '');
    for (const segment of parseMath(before)) {
      if (segment.kind === 'text') pushText(out, segment.text);
      else out.push(segment);
    }
    out.push({ kind: 'code', code: match[2] ?? '', lang: match[1] ? match[1].toLowerCase() : null });
    last = match.index + match[0].length;
  }
  for (const segment of parseMath(text.slice(last).replace(/^\n/, ''))) {
    if (segment.kind === 'text') pushText(out, segment.text);
    else out.push(segment);
  }
  return out;
}

/** True when some segment needs KaTeX. */
export const hasMath = (segments: RichSegment[]) => segments.some((s) => s.kind === 'math');
/** True when some segment needs highlight.js. */
export const hasCode = (segments: RichSegment[]) => segments.some((s) => s.kind === 'code');
