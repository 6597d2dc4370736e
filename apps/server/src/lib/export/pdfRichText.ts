import { parseRichText } from '@assessly/shared';
import { texToText } from './texText.js';

/** A piece of a PDF cell: prose (with formulas as text) or a code block printed line for line in monospace. */
export interface RichBlock {
  kind: 'text' | 'code';
  text: string;
}

/**
 * A question's or an answer's text as the PDF prints it (issue 20): split exactly as the screens split it
 * (the shared parser), fenced code without its fences as a code block, the whole text as code for a
 * code-snippet question without fences, and $…$ / $$…$$ formulas as readable text (display formulas on
 * a line of their own).
 */
export function richBlocks(text: string, code = false): RichBlock[] {
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
