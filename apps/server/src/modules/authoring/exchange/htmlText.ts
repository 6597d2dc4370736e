import {
  HTML_DROPPED_ELEMENTS,
  HTML_ELEMENTS,
  HTML_VOID_ELEMENTS,
  HTML_WRAPPER,
  MATHML_ATTRIBUTES,
  MATHML_ELEMENTS,
  MATHML_NS,
  SVG_NS,
  htmlAttributes,
  isHtmlText,
  isSafeHtmlAttribute,
  parseCloze,
  writeCloze,
  type ClozeBlank,
  type QuestionBody,
  type QuestionDraft,
} from '@assessly/shared';
import { parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { mapTexts } from './draftTexts.js';
import { isElement, type XElement, type XNode } from './qti/xmlDom.js';

/**
 * The one sanitiser of imported HTML (GIFT [html], Moodle XML, QTI): the allow-lists of the shared
 * htmlText.ts (the web's renderer applies the same), written out as canonical XHTML (attributes in double
 * quotes and in a fixed order, `<br/>`, text escaped), so that a text sanitised twice stays the same and a
 * text written into an export and read back is unchanged. Everything that could run code or reach out is
 * dropped: scripts, styles, event handlers, frames, forms, embedded media, javascript: and data: links.
 */

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** What a caller adds to the allow-lists (QTI: its interactions, feedback and objects, the images met). */
export interface SanitizeHooks {
  /** Asked first for every element: a replacement text, or undefined to go on with the allow-lists. */
  replace?: (el: XElement, render: (nodes: XNode[]) => string) => string | undefined;
  /** An element dropped with its content. */
  dropped?: (el: XElement) => void;
  /** The src of an image kept. */
  image?: (src: string) => void;
}

function attributes(el: XElement): string {
  return htmlAttributes(el.name)
    .filter((name) => el.attrs[name] !== undefined && isSafeHtmlAttribute(el.name, name, el.attrs[name]!))
    .map((name) => ` ${name}="${escapeAttr(el.attrs[name]!)}"`)
    .join('');
}

/** A MathML element of the allow-list with its presentation attributes; `<math>` says its namespace (XHTML). */
function mathml(el: XElement, render: (nodes: XNode[]) => string): string {
  if (!MATHML_ELEMENTS.has(el.name)) return '';
  const xmlns = el.name === 'math' ? ` xmlns="${MATHML_NS}"` : '';
  const attrs = Object.entries(el.attrs)
    .filter(([name]) => MATHML_ATTRIBUTES.has(name))
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  return `<${el.name}${xmlns}${attrs}>${render(el.children)}</${el.name}>`;
}

function element(el: XElement, render: (nodes: XNode[]) => string, hooks: SanitizeHooks): string {
  const replaced = hooks.replace?.(el, render);
  if (replaced !== undefined) return replaced;
  if (el.ns === SVG_NS || HTML_DROPPED_ELEMENTS.has(el.name)) {
    hooks.dropped?.(el);
    return '';
  }
  if (el.ns === MATHML_NS) return mathml(el, render);
  if (!HTML_ELEMENTS.has(el.name)) return render(el.children);
  const attrs = attributes(el);
  if (el.name === 'img') {
    const src = el.attrs.src;
    if (src === undefined || !attrs.includes(' src="')) return '';
    hooks.image?.(src);
  }
  if (HTML_VOID_ELEMENTS.has(el.name)) return `<${el.name}${attrs}/>`;
  return `<${el.name}${attrs}>${render(el.children)}</${el.name}>`;
}

/** Nodes as safe canonical XHTML: each element through hooks.replace, then the allow-lists. */
export function renderSafeHtml(nodes: XNode[], hooks: SanitizeHooks = {}): string {
  const render = (list: XNode[]): string =>
    list.map((n) => (isElement(n) ? element(n, render, hooks) : escapeText(n))).join('');
  return render(nodes);
}

/** parse5's nodes as the exchange's small tree: elements and text, comments dropped. */
function fromParse5(nodes: P.ChildNode[]): XNode[] {
  const out: XNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') out.push((node as P.TextNode).value);
    else if ('tagName' in node) {
      const attrs: Record<string, string> = {};
      for (const attr of node.attrs) if (!attr.namespace) attrs[attr.name] = attr.value;
      out.push({ name: node.tagName, ns: node.namespaceURI, attrs, children: fromParse5(node.childNodes) });
    }
  }
  return out;
}

/** An HTML text parsed as a browser parses it (parse5, the HTML standard's algorithm). */
export const parseHtml = (html: string): XNode[] => fromParse5(parseFragment(html).childNodes);

/** An HTML text (of any origin, well-formed or not) as safe canonical XHTML. */
export const sanitizeHtml = (html: string): string => renderSafeHtml(parseHtml(html));

const textOf = (nodes: XNode[]): string => nodes.map((n) => (isElement(n) ? textOf(n.children) : n)).join('');

/**
 * A text as it is stored, so that every screen shows it as its file meant it and none can run anything:
 * - a text that reads as HTML (isHtmlText) is sanitised, whatever its format says;
 * - a text of an HTML question: without markup it becomes the plain text it shows (`A &amp; B` → `A & B`);
 *   with markup it is sanitised and, when it does not start with a block element, wrapped in one
 *   (`Match the <b>activity</b>` → `<div>Match the <b>activity</b></div>`), so that screens read it as HTML;
 * - any other text is kept as it is (plain text is shown as typed).
 * `keepText`: a text with entities but no markup is wrapped rather than turned into plain text (a cloze text,
 * whose blanks were read from the text as written).
 */
export function storedText(text: string, html: boolean, keepText = false): string {
  if (!html && !isHtmlText(text)) return text;
  if (html && !/[<&]/.test(text)) return text;
  const nodes = parseHtml(text);
  const safe = renderSafeHtml(nodes);
  if (isHtmlText(safe)) return safe;
  if (!keepText && !nodes.some(isElement)) {
    const plain = textOf(nodes);
    if (!isHtmlText(plain)) return plain;
  }
  return `<${HTML_WRAPPER}>${safe}</${HTML_WRAPPER}>`;
}

/** The texts of a body a candidate or an author reads (the display texts), with `change` applied. */
function shownTexts(body: QuestionBody, change: (text: string) => string): QuestionBody {
  const feedback = <T extends { feedback?: string }>(value: T): T =>
    value.feedback === undefined ? value : { ...value, feedback: change(value.feedback) };
  switch (body.type) {
    case 'choice':
      return { ...body, options: body.options.map((o) => feedback({ ...o, text: change(o.text) })) };
    case 'trueFalse':
      return {
        ...body,
        ...(body.feedbackTrue === undefined ? {} : { feedbackTrue: change(body.feedbackTrue) }),
        ...(body.feedbackFalse === undefined ? {} : { feedbackFalse: change(body.feedbackFalse) }),
      };
    case 'shortAnswer':
      return { ...body, answers: body.answers.map(feedback) };
    case 'numerical':
      return { ...body, answers: body.answers.map(feedback) };
    case 'matching':
      return { ...body, pairs: body.pairs.map((p) => ({ ...p, stem: change(p.stem) })) };
    case 'ordering':
      return { ...body, items: body.items.map(change) };
    default:
      return body;
  }
}

/** A cloze blank's feedback texts with `change` applied; its answers and choices stay as written. */
function blankFeedback(blank: ClozeBlank, change: (text: string) => string): ClozeBlank {
  const feedback = <T extends { feedback?: string }>(value: T): T =>
    value.feedback === undefined ? value : { ...value, feedback: change(value.feedback) };
  if (blank.kind === 'text') return { ...blank, answers: blank.answers.map(feedback) };
  if (blank.kind === 'choice') return { ...blank, options: blank.options.map(feedback) };
  return { ...blank, answers: blank.answers.map(feedback) };
}

/**
 * A cloze question's text and blanks as they are stored: the text around the blanks sanitised like any
 * text, each blank's feedback too, and its answers kept letter for letter (a candidate's typing is matched
 * with them). A text in Moodle's syntax is read, sanitised and written again, so that the blanks stay
 * those of the text; a text with `[[n]]` markers (QTI's) keeps them and its body's blanks.
 */
function storedCloze(draft: QuestionDraft, blanks: ClozeBlank[], html: boolean): Pick<QuestionDraft, 'text' | 'body'> {
  const parsed = parseCloze(draft.text);
  const moodle = !('error' in parsed);
  const marked = moodle ? parsed.text : draft.text;
  const safeBlanks = (moodle ? parsed.blanks : blanks).map((b) => blankFeedback(b, (t) => storedText(t, html)));
  const text = storedText(marked, html, true);
  return {
    text: moodle ? writeCloze(text, safeBlanks) : text,
    body: { type: 'cloze', blanks: mapTexts(safeBlanks, (t) => storedText(t, false)) },
  };
}

/**
 * An imported question's texts as they are stored (storedText): the question's text, its explanation and
 * every text of its body shown as a text (options, stems, items, feedback) in the question's format. The
 * values a candidate types or chooses to match (accepted answers, units, a matching's choices, a cloze
 * blank's answers) keep their letters, and are only sanitised when they read as HTML. Applied to every
 * imported draft before it is checked and stored (draftToQuestion), whatever the format it came from.
 */
export function storedDraft(draft: QuestionDraft): QuestionDraft {
  const html = draft.textFormat === 'html';
  const shown = (text: string) => storedText(text, html);
  const explanation = shown(draft.explanation);
  if (draft.body.type === 'cloze') return { ...draft, ...storedCloze(draft, draft.body.blanks, html), explanation };
  const body = mapTexts(shownTexts(draft.body, shown), (text) => storedText(text, false));
  return { ...draft, text: shown(draft.text), explanation, body };
}
