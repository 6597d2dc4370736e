// Loaded only through a dynamic import (see RichText.tsx): the exam screen's first load stays within its
// budget, and a screen whose texts hold no HTML never fetches it. It imports nothing that the app's own
// chunks hold (not React, MUI or RichText: RichText hands it React's createElement): a lazy chunk that
// reached into them made the bundler cut the shared chunks of every screen anew, +0.6 to 1 KB gzip on
// the exam screen.

export { parseTexMath };
import {
  HTML_DROPPED_ELEMENTS,
  HTML_ELEMENTS,
  MATHML_ATTRIBUTES,
  MATHML_ELEMENTS,
  MATHML_NS,
  htmlAttributes,
  isSafeHtmlAttribute,
  parseTexMath,
} from '@assessly/shared';
import type { SxProps, Theme } from '@mui/material';
import type { createElement, ReactNode } from 'react';

/**
 * An HTML question text (imported from Moodle, GIFT [html] or QTI) as React elements, through the shared
 * allow-lists (packages/shared/src/common/htmlAllowList.ts, which the server's import sanitiser applies too).
 * The text is parsed by the browser's own parser (DOMParser: a document without a browsing context, so
 * nothing in it runs or loads), then only allowed elements with allowed attributes become React elements;
 * text stays React text. Nothing is ever written as innerHTML, so a text that reached the database by some
 * other way than an import still shows without running anything.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  mathml: boolean;
}
export type HtmlNode = string | HtmlElement;

const isElement = (node: HtmlNode): node is HtmlElement => typeof node !== 'string';

const sameOrigin = (src: string): boolean => {
  try {
    return new URL(src, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
};

function convert(nodes: NodeListOf<ChildNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.localName;
    if (el.namespaceURI === MATHML_NS) {
      // MathML outside the allow-list (annotation-xml, maction…) goes with its content.
      if (!MATHML_ELEMENTS.has(tag)) continue;
      const attrs: Record<string, string> = {};
      for (const a of Array.from(el.attributes))
        if (!a.namespaceURI && MATHML_ATTRIBUTES.has(a.name)) attrs[a.name] = a.value;
      out.push({ tag, attrs, children: convert(el.childNodes), mathml: true });
      continue;
    }
    if (el.namespaceURI !== HTML_NS || HTML_DROPPED_ELEMENTS.has(tag)) continue;
    if (!HTML_ELEMENTS.has(tag)) {
      out.push(...convert(el.childNodes));
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const name of htmlAttributes(tag)) {
      const value = el.getAttribute(name);
      if (value !== null && isSafeHtmlAttribute(tag, name, value)) attrs[name] = value;
    }
    if (tag === 'img' && (attrs.src === undefined || !sameOrigin(attrs.src))) {
      // The site's Content-Security-Policy loads images of its own origin only (uploads): another site's
      // image would be a broken picture, so its description stands in for it.
      if (attrs.alt) out.push(attrs.alt);
      continue;
    }
    out.push({ tag, attrs, children: convert(el.childNodes), mathml: false });
  }
  return out;
}

const isBlank = (node: HtmlNode) => typeof node === 'string' && node.trim() === '';

/** The nodes of an HTML text, allow-listed; parseHtml keeps them. */
function parseNodes(text: string, inline: boolean): HtmlNode[] {
  let nodes = convert(new DOMParser().parseFromString(text, 'text/html').body.childNodes);
  for (;;) {
    const content = nodes.filter((n) => !isBlank(n));
    const only = content.length === 1 ? content[0] : undefined;
    if (!inline || !only || !isElement(only) || !['p', 'div'].includes(only.tag) || only.attrs.dir) return nodes;
    nodes = only.children;
  }
}

const BLOCK_ELEMENTS = new Set(
  'p div blockquote pre ul ol li dl dt dd table h1 h2 h3 h4 h5 h6 hr figure figcaption address'.split(' '),
);

/** Whether the nodes hold a block element: then they need a div around them, not a span. */
export const hasBlock = (nodes: HtmlNode[]): boolean =>
  nodes.some(
    (n) =>
      isElement(n) &&
      (BLOCK_ELEMENTS.has(n.tag) || (n.tag === 'math' && n.attrs.display === 'block') || hasBlock(n.children)),
  );

/** The texts where TeX may stand (not inside code or MathML): RichText looks for formulas in them. */
function htmlTexts(nodes: HtmlNode[]): string[] {
  return nodes.flatMap((n) => {
    if (!isElement(n)) return [n];
    if (n.mathml || n.tag === 'pre' || n.tag === 'code') return [];
    return htmlTexts(n.children);
  });
}

/** React's names of the HTML attributes that differ (colspan → colSpan). */
const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

/** How a text node is shown: `tex` says whether formulas may stand in it; key is unique among its siblings. */
type CreateElement = typeof createElement;

export type RenderText = (text: string, key: string, tex: boolean) => ReactNode;

function render(nodes: HtmlNode[], renderText: RenderText, path: string, tex: boolean, h: CreateElement): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${path}.${i}`;
    if (!isElement(node)) return node === '' ? null : renderText(node, key, tex);
    if (node.mathml) {
      // MathML's text is the formula's own: no TeX or blanks are looked for in it.
      const children = node.children.map((c, j) =>
        isElement(c) ? render([c], renderText, `${key}.${j}`, false, h)[0] : c,
      );
      return h(node.tag, { key, ...node.attrs }, ...children);
    }
    const props: Record<string, unknown> = { key };
    for (const [name, value] of Object.entries(node.attrs)) props[REACT_NAMES[name] ?? name] = value;
    if (node.tag === 'a') Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
    // An image without a description is decoration to a screen reader, never an unnamed image.
    if (node.tag === 'img') return h('img', { ...props, alt: node.attrs.alt ?? '' });
    if (node.tag === 'br' || node.tag === 'hr' || node.tag === 'col') return h(node.tag, props);
    const inner = render(node.children, renderText, key, tex && node.tag !== 'pre' && node.tag !== 'code', h);
    const element = h(node.tag, props, ...inner);
    // A wide table scrolls on its own (and can be scrolled by keyboard) instead of widening the page.
    if (node.tag === 'table') return h('div', { key, className: 'rich-html-table', tabIndex: 0 }, element);
    return element;
  });
}

/** The nodes as React elements; every text node goes through renderText (formulas, cloze blanks). */
export const renderHtml = (nodes: HtmlNode[], renderText: RenderText, h: CreateElement): ReactNode[] =>
  render(nodes, renderText, 'h', true, h);

// The texts of a page are parsed once, whatever the number of renders (a table re-renders on every page).
const parsed = new Map<string, HtmlNode[]>();

/**
 * The nodes of an HTML text, allow-listed. `inline`: the text is shown within a line (an option, a cloze
 * text), so the paragraph or division around the whole text is left out (`<p>Paris</p>` reads as Paris).
 */
export function parseHtml(text: string, inline = false): HtmlNode[] {
  const key = `${inline ? 'i' : 'b'}${text}`;
  let nodes = parsed.get(key);
  if (!nodes) {
    if (parsed.size > 1000) parsed.clear();
    nodes = parseNodes(text, inline);
    parsed.set(key, nodes);
  }
  return nodes;
}

/** Whether an HTML text holds TeX (\(…\), \[…\], $$…$$ as Moodle writes it): then KaTeX is loaded. */
export const needsMath = (text: string): boolean =>
  htmlTexts(parseHtml(text)).some((t) => parseTexMath(t).some((segment) => segment.kind === 'math'));

/** Block elements of an HTML text apart by a line, the first and the last without outer margins. */
const BLOCKS = ':where(p, ul, ol, dl, blockquote, pre, figure, h1, h2, h3, h4, h5, h6, .rich-html-table)';

/** How an HTML text looks: its blocks, lists, tables, images and code within the text's own box. */
export const htmlSx: SxProps<Theme> = {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  [`& ${BLOCKS}`]: { my: 1 },
  [`& ${BLOCKS}:first-child`]: { mt: 0 },
  [`& ${BLOCKS}:last-child`]: { mb: 0 },
  '& :where(ul, ol)': { pl: 3 },
  '& :where(h1, h2, h3, h4, h5, h6)': { fontWeight: 600, lineHeight: 1.3 },
  '& h1': { fontSize: '1.4em' },
  '& h2': { fontSize: '1.25em' },
  '& h3': { fontSize: '1.125em' },
  '& :where(h4, h5, h6)': { fontSize: '1em' },
  '& blockquote': { mx: 0, pl: 1.5, borderLeft: 4, borderColor: 'divider' },
  '& pre': {
    whiteSpace: 'pre',
    overflowX: 'auto',
    fontFamily: '"Roboto Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace',
    fontSize: '0.875em',
  },
  '& img': { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' },
  '& .rich-html-table': { maxWidth: '100%', overflowX: 'auto' },
  '& .rich-html-table:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  '& table': { borderCollapse: 'collapse' },
  '& :where(th, td)': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'start', verticalAlign: 'top' },
  '& a': { color: 'primary.main' },
  '& math[display="block"]': { display: 'block', overflowX: 'auto', my: 1 },
  '& .rich-math-display': { display: 'block', overflowX: 'auto', overflowY: 'hidden' },
  '& .katex-display': { my: 1 },
};

/** In a clamped text (a table's cell), an image stays the height of a few lines. */
export const clampedHtmlSx: SxProps<Theme> = { '& img': { maxHeight: '4em', width: 'auto' } };
