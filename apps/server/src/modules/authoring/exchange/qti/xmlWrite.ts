import { SaxesParser } from 'saxes';
import { escapeAttr, escapeText } from '../htmlText.js';
import { ESCAPED_ATTRIBUTE, FORMAT_ATTRIBUTE } from './itemContext.js';

/** Small builders of the XML the writer emits; attribute values and texts are escaped here. */
export type Attrs = Record<string, string | number | boolean | undefined>;

export function tag(name: string, attrs: Attrs = {}, ...children: string[]): string {
  const written = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  return children.length === 0 ? `<${name}${written}/>` : `<${name}${written}>${children.join('')}</${name}>`;
}

export const value = (v: string | number) => tag('qti-value', {}, escapeText(String(v)));
export const baseValue = (baseType: string, v: string | number) =>
  tag('qti-base-value', { 'base-type': baseType }, escapeText(String(v)));
export const variable = (id: string) => tag('qti-variable', { identifier: id });
export const setOutcome = (id: string, expr: string) => tag('qti-set-outcome-value', { identifier: id }, expr);

/** HTML's named entities that texts commonly hold, as XML knows only five. */
const ENTITIES: Record<string, number> = {
  nbsp: 160,
  copy: 169,
  reg: 174,
  deg: 176,
  plusmn: 177,
  middot: 183,
  times: 215,
  divide: 247,
  hellip: 8230,
  ndash: 8211,
  mdash: 8212,
  lsquo: 8216,
  rsquo: 8217,
  ldquo: 8220,
  rdquo: 8221,
  laquo: 171,
  raquo: 187,
  euro: 8364,
  trade: 8482,
  bull: 8226,
  shy: 173,
  ensp: 8194,
  emsp: 8195,
  thinsp: 8201,
  micro: 181,
  para: 182,
  sect: 167,
  frac12: 189,
  frac14: 188,
  frac34: 190,
  sup2: 178,
  sup3: 179,
  larr: 8592,
  rarr: 8594,
  le: 8804,
  ge: 8805,
  ne: 8800,
  infin: 8734,
  pi: 960,
  alpha: 945,
  beta: 946,
  gamma: 947,
  delta: 948,
  theta: 952,
  lambda: 955,
  mu: 956,
  sigma: 963,
  omega: 969,
};
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** `&nbsp;` → `&#160;`; an unknown named entity is written as text (`&amp;name;`). */
const xmlEntities = (html: string): string =>
  html.replace(/&([a-zA-Z][a-zA-Z0-9]*);/g, (whole, name: string) =>
    XML_ENTITIES.has(name) ? whole : ENTITIES[name] !== undefined ? `&#${ENTITIES[name]};` : `&amp;${name};`,
  );

/** Whether a fragment is well-formed XML (inside one element), and how many elements it holds. */
function fragmentElements(fragment: string): number | undefined {
  const parser = new SaxesParser({ fragment: true });
  let count = 0;
  parser.on('opentag', () => count++);
  try {
    parser.write(`<x>${fragment}</x>`).close();
    return count - 1;
  } catch {
    return undefined;
  }
}

/**
 * A text of ours as XHTML inside a `<div>` or `<span data-assessly-format>` (the reader's exact form):
 * plain and markdown escaped; HTML as it is when it is well-formed (named entities made numeric), else
 * escaped and flagged (see ESCAPED_ATTRIBUTE).
 */
export function wrappedText(wrapper: 'div' | 'span', text: string, format: string): string {
  if (format !== 'html') return tag(wrapper, { [FORMAT_ATTRIBUTE]: format }, escapeText(text) || '');
  const xml = xmlEntities(text);
  if (fragmentElements(xml) !== undefined) return `<${wrapper} ${FORMAT_ATTRIBUTE}="html">${xml}</${wrapper}>`;
  return tag(wrapper, { [FORMAT_ATTRIBUTE]: 'html', [ESCAPED_ATTRIBUTE]: 'true' }, escapeText(text));
}

/**
 * A short text (a choice, a stem, an item): markup as it is when it is well-formed and holds an element,
 * else escaped; wrapped (exactly read back) when its white space would not survive the reader's tidying.
 */
export function shortXml(text: string, inline = true): string {
  const wrapper = inline ? 'span' : 'div';
  const tidyProof = !/\n|^\s|\s$|\s{2}/.test(text);
  const xml = xmlEntities(text);
  const elements = text.includes('<') ? fragmentElements(xml) : 0;
  if (elements === undefined) return wrappedText(wrapper, text, 'html');
  if (elements > 0) return tidyProof ? xml : wrappedText(wrapper, text, 'html');
  return tidyProof && text !== '' ? escapeText(text) : wrappedText(wrapper, text, 'plain');
}
