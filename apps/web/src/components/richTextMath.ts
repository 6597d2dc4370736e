// Loaded only through a dynamic import (see RichText.tsx): KaTeX and its fonts stay out of the
// main bundle and out of screens whose texts hold no formula.
import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * A formula as KaTeX HTML (with MathML for screen readers). trust: false refuses \href, \url and
 * \htmlClass-like commands; everything else of the input is escaped by KaTeX; a wrong formula is
 * shown in red instead of throwing.
 */
export function renderMath(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
    maxSize: 20,
    maxExpand: 500,
  });
}
