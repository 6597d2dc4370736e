// HTML question text (issue 22): what an imported text in HTML may keep. The server's import sanitiser
// (apps/server/src/modules/authoring/exchange/htmlText.ts) and the web's renderer
// (apps/web/src/components/richTextHtml.tsx) both apply these lists, so a text the server let in is shown
// whole and anything else a text may hold is never shown as markup.

/** HTML elements kept with their content (and the attributes HTML_ATTRIBUTES allows). */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'p br hr div span blockquote pre code b strong i em u s sub sup small big abbr cite q dfn kbd samp var ' +
    'ul ol li dl dt dd table caption thead tbody tfoot tr th td colgroup col h1 h2 h3 h4 h5 h6 img a ' +
    'figure figcaption ruby rt rp bdo bdi address mark'
  ).split(' '),
);

/** Elements without content: written `<br/>`. */
export const HTML_VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'col']);

/**
 * Elements dropped with everything inside: code, styles, frames, forms, embedded media and vector images.
 * Any other element not in HTML_ELEMENTS gives way to its content (`<font>x</font>` → x).
 */
export const HTML_DROPPED_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'script style iframe frame frameset embed applet object form input button select option optgroup textarea ' +
    'datalist output audio video source track picture link meta base title head noscript noembed noframes ' +
    'template slot canvas svg math-field xml'
  ).split(' '),
);

const GLOBAL_ATTRIBUTES = ['lang', 'dir', 'title'];
const ELEMENT_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  td: ['colspan', 'rowspan', 'scope'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
  col: ['span'],
  colgroup: ['span'],
};

/** The attributes an HTML element keeps, in the order they are written. Never style, class, id or on…. */
export const htmlAttributes = (element: string): readonly string[] => [
  ...GLOBAL_ATTRIBUTES,
  ...(ELEMENT_ATTRIBUTES[element] ?? []),
];

export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * MathML elements kept (MathML Core and the few older ones browsers still draw): browsers render them and
 * they run nothing. annotation-xml and maction are dropped with their content: the first may hold HTML,
 * the second switches content on events.
 */
export const MATHML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'math semantics annotation merror mfrac mi mmultiscripts mn mo mover mpadded mphantom mprescripts mroot ' +
    'mrow ms mspace msqrt mstyle msub msubsup msup mtable mtd mtext mtr munder munderover none menclose mfenced'
  ).split(' '),
);

/** MathML's presentation attributes: no links, events or styles. */
export const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'display displaystyle mathvariant mathsize mathcolor scriptlevel dir fence form separator separators ' +
    'stretchy symmetric largeop movablelimits accent accentunder lspace rspace minsize maxsize linethickness ' +
    'columnalign rowalign columnspan rowspan columnlines rowlines frame framespacing notation width height ' +
    'depth voffset open close encoding bevelled numalign denomalign align'
  ).split(' '),
);

/**
 * Whether a link (href) or an image (src) may be kept: a path (relative, or Moodle's @@PLUGINFILE@@/…),
 * http(s), or for a link mailto. javascript:, data:, vbscript: and every other scheme are refused, also
 * when spelt with blanks or control characters inside, as browsers read them.
 */
export function isSafeUrl(url: string, attribute: 'href' | 'src'): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https' || (attribute === 'href' && scheme === 'mailto');
}

/** Whether an attribute of an HTML element is kept, its value included. */
export function isSafeHtmlAttribute(element: string, name: string, value: string): boolean {
  if (!htmlAttributes(element).includes(name)) return false;
  if (name === 'href' || name === 'src') return isSafeUrl(value, name);
  return true;
}
