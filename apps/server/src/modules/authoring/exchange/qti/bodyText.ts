import { isSafeUrl } from '@assessly/shared';
import type { ReasonNotes } from '../reasons.js';
import { escapeAttr, renderSafeHtml } from '../htmlText.js';
import { isElement, type XElement, type XNode } from './xmlDom.js';

/**
 * An item body (or a choice, a prompt, a feedback) as the HTML text of a draft (textFormat 'html'):
 * safe markup is kept, everything that could run code or reach out is dropped, and QTI's own elements
 * are replaced by what the caller says (an interaction by a `[[n]]` marker, a prompt by its paragraph…).
 * The output is canonical XHTML (attributes in double quotes, `<br/>`), so that writing a draft's text
 * into an item and reading it back gives the very same string (exchange/qti round trip).
 */

/** QTI's own parts that are not question text: dropped with everything inside. */
const QTI_DROPPED = new Set(
  'stylesheet printedVariable templateBlock templateInline catalogInfo apipAccessibility infoControl'.split(' '),
);
/** Content a candidate would miss: noted on the report line when dropped. */
const MEDIA = new Set(['audio', 'video', 'iframe', 'embed', 'applet', 'canvas', 'svg']);
const FEEDBACK = new Set(['feedbackInline', 'feedbackBlock', 'modalFeedback']);

/** Image types a browser shows, by MIME type and by file extension. */
export const WEB_IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};
const WEB_IMAGE_MIMES = new Set(Object.values(WEB_IMAGE_TYPES));

export const imageMime = (href: string): string | undefined =>
  WEB_IMAGE_TYPES[href.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? ''];

/** What a caller does with a QTI element met in the text: a replacement text, or undefined to go on. */
export type Replace = (el: XElement, render: (nodes: XNode[]) => string) => string | undefined;

export interface RenderContext {
  /** Images met (their src as the text keeps it), to be read from the package. */
  images: Set<string>;
  notes: ReasonNotes;
  replace?: Replace;
}

/** An `<object>` showing an image becomes `<img>`; any other object gives way to its fallback content. */
function objectElement(el: XElement, render: (nodes: XNode[]) => string, ctx: RenderContext): string {
  const data = el.attrs.data ?? '';
  const type = (el.attrs.type ?? '').toLowerCase();
  const isImage = type ? WEB_IMAGE_MIMES.has(type) : imageMime(data) !== undefined;
  if (!isImage || !data || !isSafeUrl(data, 'src')) {
    const fallback = render(el.children);
    if (fallback.trim() === '') ctx.notes.add('noteObject', { file: data || type });
    return fallback;
  }
  ctx.images.add(data);
  const size = ['width', 'height']
    .filter((a) => el.attrs[a] !== undefined)
    .map((a) => ` ${a}="${escapeAttr(el.attrs[a]!)}"`)
    .join('');
  return `<img src="${escapeAttr(data)}" alt=""${size}/>`;
}

/** QTI's elements before the allow-lists: the caller's replacement, feedback, rubric blocks, objects. */
function qtiElement(el: XElement, render: (nodes: XNode[]) => string, ctx: RenderContext): string | undefined {
  const replaced = ctx.replace?.(el, render);
  if (replaced !== undefined) return replaced;
  if (FEEDBACK.has(el.name)) {
    ctx.notes.add('noteFeedback');
    return '';
  }
  if (el.name === 'rubricBlock') {
    const view = el.attrs.view ?? 'candidate';
    if (view.split(/\s+/).includes('candidate')) return render(el.children);
    ctx.notes.add('noteRubric', { view });
    return '';
  }
  if (QTI_DROPPED.has(el.name)) return '';
  if (el.name === 'object') return objectElement(el, render, ctx);
  return undefined;
}

/** The nodes as safe HTML (the exchange's one sanitiser, htmlText.ts); QTI elements go through ctx.replace first. */
export function renderHtml(nodes: XNode[], ctx: RenderContext): string {
  return renderSafeHtml(nodes, {
    replace: (el, render) => qtiElement(el, render, ctx),
    dropped: (el) => {
      if (MEDIA.has(el.name)) ctx.notes.add('noteMedia', { element: el.name });
    },
    image: (src) => ctx.images.add(src),
  });
}

/**
 * The indentation of a foreign file is not part of its text: runs of white space around line breaks
 * become one line break, other runs one space, and the ends are trimmed.
 */
export const tidy = (html: string): string =>
  html
    .replace(/[ \t\r]*\n\s*/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

/** Whether some element of the nodes is markup (then a choice's text is kept as HTML, else as plain text). */
export const hasMarkup = (nodes: XNode[]): boolean => nodes.some((n) => isElement(n) && !FEEDBACK.has(n.name));
