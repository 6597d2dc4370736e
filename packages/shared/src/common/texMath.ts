// Formulas in an imported HTML text (issue 22), apart from richText.ts: only the lazily loaded HTML
// renderer of the web (apps/web/src/components/richTextHtml.tsx) needs them.
import type { RichSegment } from './richText.js';

/** The TeX delimiters an HTML text (Moodle's, MathJax's defaults) marks formulas with. */
const TEX_DELIMITERS = [
  { open: '\\(', close: '\\)', display: false },
  { open: '\\[', close: '\\]', display: true },
  { open: '$$', close: '$$', display: true },
];

/**
 * A text of an HTML question (one text node of it) with its formulas as Moodle writes them: \(…\) inline,
 * \[…\] and $$…$$ displayed. A single $ is text there, as in Moodle, so prices stay prices.
 */
export function parseTexMath(text: string): RichSegment[] {
  const out: RichSegment[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const delimiter = TEX_DELIMITERS.find((d) => text.startsWith(d.open, i));
    const close = delimiter ? text.indexOf(delimiter.close, i + delimiter.open.length) : -1;
    const tex = delimiter && close > 0 ? text.slice(i + delimiter.open.length, close).trim() : '';
    if (!delimiter || !tex) {
      i += delimiter ? delimiter.open.length : 1;
      continue;
    }
    if (i > from) out.push({ kind: 'text', text: text.slice(from, i) });
    out.push({ kind: 'math', tex, display: delimiter.display });
    i = close + delimiter.close.length;
    from = i;
  }
  if (text.length > from) out.push({ kind: 'text', text: text.slice(from) });
  return out;
}
