import { isHtmlText, parseRichText, parseTexMath } from '@assessly/shared';
import { parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { texToText } from './texText.js';

/** A piece of a PDF cell: prose (with formulas as text) or a code block printed line for line in monospace. */
export interface RichBlock {
  kind: 'text' | 'code';
  text: string;
}

/** Elements of an HTML text that start a line of their own in print. */
const HTML_BLOCKS = new Set(
  'p div blockquote pre ul ol li dl dt dd table caption tr h1 h2 h3 h4 h5 h6 hr figure figcaption address br'.split(
    ' ',
  ),
);
const HTML_SKIPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'svg',
  'annotation',
  'annotation-xml',
]);

/**
 * An imported HTML text (issue 22) as the PDF prints it: its words, a line per block (paragraph, list item,
 * table row, <br>), table cells apart, an image by its description, TeX (\(…\), \[…\], $$…$$) as text,
 * MathML by its characters; never a tag.
 */
function htmlBlocks(html: string): RichBlock[] {
  const out: string[] = [];
  const walk = (nodes: P.ChildNode[], tex: boolean) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        const value = (node as P.TextNode).value.replace(/\s+/g, ' ');
        out.push(
          tex
            ? parseTexMath(value)
                .map((s) => (s.kind === 'math' ? texToText(s.tex) : s.kind === 'text' ? s.text : ''))
                .join('')
            : value,
        );
      }
      if (!('tagName' in node) || HTML_SKIPPED.has(node.tagName)) continue;
      const block = HTML_BLOCKS.has(node.tagName);
      if (block) out.push('\n');
      if (node.tagName === 'li') out.push('• ');
      if (node.tagName === 'td' || node.tagName === 'th') out.push(' ');
      if (node.tagName === 'img') out.push(node.attrs.find((a) => a.name === 'alt')?.value ?? '');
      walk(node.childNodes, tex && node.tagName !== 'pre' && node.tagName !== 'code' && node.tagName !== 'math');
      if (block) out.push('\n');
    }
  };
  walk(parseFragment(html).childNodes, true);
  const text = out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return text ? [{ kind: 'text', text }] : [];
}

/**
 * A question's or an answer's text as the PDF prints it (issue 20): split exactly as the screens split it
 * (the shared parser), fenced code without its fences as a code block, the whole text as code for a
 * code-snippet question without fences, and $…$ / $$…$$ formulas as readable text (display formulas on
 * a line of their own). An imported HTML text is printed as its words (htmlBlocks).
 */
export function richBlocks(text: string, code = false): RichBlock[] {
  if (!code && isHtmlText(text)) return htmlBlocks(text);
  const blocks: RichBlock[] = [];
  let prose = '';
  const flush = () => {
    if (prose.trim()) blocks.push({ kind: 'text', text: prose.trim() });
    prose = '';
  };
  for (const segment of parseRichText(text, code)) {
    if (segment.kind === 'text') prose += segment.text;
    else if (segment.kind === 'math') {
      const formula = texToText(segment.tex);
      prose += segment.display ? `\n${formula}\n` : formula;
    } else {
      flush();
      blocks.push({ kind: 'code', text: segment.code.replace(/\n+$/, '') });
    }
  }
  flush();
  return blocks;
}

/** The same text as one plain string: code blocks on their own lines, formulas as text. */
export const richPlainText = (text: string, code = false): string =>
  richBlocks(text, code)
    .map((b) => b.text)
    .join('\n');
