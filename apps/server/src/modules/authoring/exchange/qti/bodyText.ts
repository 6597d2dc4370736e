import type { ReasonNotes } from '../reasons.js';
import { isElement, type XElement, type XNode } from './xmlDom.js';

/**
 * An item body (or a choice, a prompt, a feedback) as the HTML text of a draft (textFormat 'html'):
 * safe markup is kept, everything that could run code or reach out is dropped, and QTI's own elements
 * are replaced by what the caller says (an interaction by a `[[n]]` marker, a prompt by its paragraph…).
 * The output is canonical XHTML (attributes in double quotes, `<br/>`), so that writing a draft's text
 * into an item and reading it back gives the very same string (exchange/qti round trip).
 */

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** Elements kept with their content; their attributes are filtered by SAFE_ATTRIBUTES. */
const SAFE_ELEMENTS = new Set(
  (
    'p br hr div span blockquote pre code b strong i em u s sub sup small big abbr cite q dfn kbd samp var ' +
    'ul ol li dl dt dd table caption thead tbody tfoot tr th td colgroup col h1 h2 h3 h4 h5 h6 img a ' +
    'figure figcaption ruby rt rp bdo bdi address mark'
  ).split(' '),
);
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col']);

/** Dropped with everything inside: code, forms, embedded media, and QTI parts that are not question text. */
const DROPPED = new Set(
  (
    'script style iframe embed applet form input button select textarea audio video source track link meta ' +
    'base frame frameset noscript template canvas svg stylesheet printedVariable templateBlock templateInline ' +
    'catalogInfo apipAccessibility infoControl'
  ).split(' '),
);
/** Content a candidate would miss: noted on the report line when dropped. */
const MEDIA = new Set(['audio', 'video', 'iframe', 'embed', 'applet', 'canvas', 'svg']);
const FEEDBACK = new Set(['feedbackInline', 'feedbackBlock', 'modalFeedback']);

const GLOBAL_ATTRIBUTES = ['lang', 'dir', 'title'];
const SAFE_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  td: ['colspan', 'rowspan', 'scope'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
  col: ['span'],
  colgroup: ['span'],
};

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

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** A link is kept only when it can not run code: http(s), mailto, or a path inside the package. */
const safeUrl = (url: string): boolean => !/^\s*(javascript|vbscript|data):/i.test(url);

/** What a caller does with a QTI element met in the text: a replacement text, or undefined to go on. */
export type Replace = (el: XElement, render: (nodes: XNode[]) => string) => string | undefined;

export interface RenderContext {
  /** Images met (their src as the text keeps it), to be read from the package. */
  images: Set<string>;
  notes: ReasonNotes;
  replace?: Replace;
}

function attributes(el: XElement, name: string): string {
  const allowed = [...GLOBAL_ATTRIBUTES, ...(SAFE_ATTRIBUTES[name] ?? [])];
  return allowed
    .filter((a) => el.attrs[a] !== undefined && (a !== 'href' || safeUrl(el.attrs[a]!)))
    .map((a) => ` ${a}="${escapeAttr(el.attrs[a]!)}"`)
    .join('');
}

/** MathML is kept as it is (browsers draw it and it runs nothing), minus event and link attributes. */
function mathml(el: XElement): string {
  const attrs = Object.entries(el.attrs)
    .filter(([name]) => !/^on/i.test(name) && name !== 'href')
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const inner = el.children.map((c) => (isElement(c) ? mathml(c) : escapeText(c))).join('');
  return `<${el.name}${attrs}>${inner}</${el.name}>`;
}

/** An `<object>` showing an image becomes `<img>`; any other object gives way to its fallback content. */
function objectElement(el: XElement, render: (nodes: XNode[]) => string, ctx: RenderContext): string {
  const data = el.attrs.data ?? '';
  const type = (el.attrs.type ?? '').toLowerCase();
  const isImage = type ? WEB_IMAGE_MIMES.has(type) : imageMime(data) !== undefined;
  if (!isImage || !data || !safeUrl(data)) {
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

function element(el: XElement, render: (nodes: XNode[]) => string, ctx: RenderContext): string {
  const replaced = ctx.replace?.(el, render);
  if (replaced !== undefined) return replaced;
  if (el.ns === MATHML_NS) return mathml(el);
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
  if (DROPPED.has(el.name)) {
    if (MEDIA.has(el.name)) ctx.notes.add('noteMedia', { element: el.name });
    return '';
  }
  if (el.name === 'object') return objectElement(el, render, ctx);
  if (!SAFE_ELEMENTS.has(el.name)) return render(el.children);
  if (el.name === 'img') {
    const src = el.attrs.src ?? '';
    if (!src || !safeUrl(src)) return '';
    ctx.images.add(src);
  }
  const attrs = attributes(el, el.name);
  if (VOID_ELEMENTS.has(el.name)) return `<${el.name}${attrs}/>`;
  return `<${el.name}${attrs}>${render(el.children)}</${el.name}>`;
}

/** The nodes as safe HTML; QTI elements go through ctx.replace first. */
export function renderHtml(nodes: XNode[], ctx: RenderContext): string {
  const render = (list: XNode[]): string =>
    list.map((n) => (isElement(n) ? element(n, render, ctx) : escapeText(n))).join('');
  return render(nodes);
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
