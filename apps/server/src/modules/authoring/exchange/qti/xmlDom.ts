import { SaxesParser, type SaxesAttributeNS } from 'saxes';

/**
 * A small ordered XML tree for one QTI file (an item, a test, the manifest): items are a few kilobytes,
 * so each is parsed whole, while the package around them is streamed entry by entry (zipReader.ts).
 * Mixed content is kept in order (an item body is HTML with interactions inside running text).
 *
 * QTI 3.0 and QTI 2.2 name the same things differently (`qti-choice-interaction max-choices` against
 * `choiceInteraction maxChoices`): QTI 3.0 names are turned into the QTI 2.2 spelling as they are read,
 * so that every reader below speaks one vocabulary.
 */
export interface XElement {
  /** The local name, QTI 3.0's `qti-` names in QTI 2.2's camel case. */
  name: string;
  /** The namespace URI ('' when none). */
  ns: string;
  /** Attributes by local name (xml:lang is `lang`), QTI 3.0's kebab-case names in camel case. */
  attrs: Record<string, string>;
  children: XNode[];
}
export type XNode = XElement | string;

export const QTI3_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI22_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
/** QTI 2.1 is read like 2.2 (same vocabulary); packages often mix the two. */
export const QTI21_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
export const QTI_NAMESPACES = new Set([QTI3_NS, QTI22_NS, QTI21_NS]);
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** The file is not well-formed XML: thrown with saxes's own words and the position. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    /** saxes's own words (English: the parser's, not ours). */
    readonly detail: string,
  ) {
    super(`line ${line}, column ${column}: ${detail}`);
    this.name = 'XmlSyntaxError';
  }
}

const camel = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `qti-choice-interaction` → `choiceInteraction`; HTML elements of the QTI 3.0 namespace keep their names. */
function elementName(local: string, ns: string): string {
  return ns === QTI3_NS && local.startsWith('qti-') ? camel(local.slice(4)) : local;
}

/** `max-choices` → `maxChoices` on QTI 3.0 elements; `data-*` and `aria-*` stay as written. */
function attributeName(local: string, ns: string): string {
  if (ns !== QTI3_NS || local.startsWith('data-') || local.startsWith('aria-')) return local;
  return camel(local);
}

function attributesOf(attributes: Record<string, SaxesAttributeNS>, ns: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const attr of Object.values(attributes)) {
    if (attr.prefix === 'xmlns' || attr.name === 'xmlns' || attr.uri === XSI_NS) continue;
    attrs[attributeName(attr.local, ns)] = attr.value;
  }
  return attrs;
}

/**
 * Parses a whole XML document into its root element. Comments and processing instructions are dropped;
 * CDATA is text. saxes expands no DTD entity (only XML's five and character references), so no entity
 * expansion attack applies. A BOM is skipped.
 */
export function parseXml(source: Buffer | string): XElement {
  const text = typeof source === 'string' ? source : new TextDecoder('utf-8', { fatal: false }).decode(source);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XElement[] = [];
  let root: XElement | undefined;
  const append = (value: string) => {
    const top = stack.at(-1);
    if (!top) return;
    const last = top.children.at(-1);
    if (typeof last === 'string') top.children[top.children.length - 1] = last + value;
    else top.children.push(value);
  };
  parser.on('opentag', (tag) => {
    const ns = tag.uri ?? '';
    const el: XElement = {
      name: elementName(tag.local ?? tag.name, ns),
      ns,
      attrs: attributesOf(tag.attributes as Record<string, SaxesAttributeNS>, ns),
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', append);
  parser.on('cdata', append);
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new XmlSyntaxError(parser.line, parser.column, message.replace(/^[^:]*:?\d+:\d+: /, ''));
  }
  if (!root) throw new XmlSyntaxError(1, 1, 'the file holds no element');
  return root;
}

export const isElement = (node: XNode): node is XElement => typeof node !== 'string';

export function elements(el: XElement, name?: string): XElement[] {
  return el.children.filter((c): c is XElement => isElement(c) && (name === undefined || c.name === name));
}

export function firstElement(el: XElement, name: string): XElement | undefined {
  return el.children.find((c): c is XElement => isElement(c) && c.name === name);
}

/** Every element below el (el itself excluded), in document order, for which match holds. */
export function descendants(el: XElement, match: (e: XElement) => boolean): XElement[] {
  const found: XElement[] = [];
  const walk = (node: XElement) => {
    for (const c of node.children) {
      if (!isElement(c)) continue;
      if (match(c)) found.push(c);
      walk(c);
    }
  };
  walk(el);
  return found;
}

/** The text of el and everything inside it. */
export function textContent(el: XElement): string {
  return el.children.map((c) => (isElement(c) ? textContent(c) : c)).join('');
}
