import { ANSWER_SEPARATOR, type QuestionBody, type TextFormat } from '@assessly/shared';
import { hasMarkup, renderHtml, tidy, type RenderContext, type Replace } from './bodyText.js';
import type { OutcomeDecl, ResponseDecl } from './declarations.js';
import { invalid, unsupported } from '../reasons.js';
import type { Rule } from './responseRules.js';
import { elements, firstElement, isElement, textContent, type XElement, type XNode } from './xmlDom.js';

/** Everything a type reader needs of one item. */
export interface ItemContext {
  item: XElement;
  body: XElement;
  responses: Map<string, ResponseDecl>;
  outcomes: Map<string, OutcomeDecl>;
  rules: Map<string, Rule>;
  /** MAXSCORE (or SCORE's normalMaximum) when the item declares it. */
  declaredMax: number | undefined;
  render: RenderContext;
  /** Feedback of one answer of one response, by `${response}-${index}` (our FB- modal feedbacks). */
  answerFeedback: Map<string, string>;
}

/** What a type reader answers: the body, the question's text and its mark. */
export interface ReadItem {
  body: QuestionBody;
  text: string;
  textFormat: TextFormat;
  mark: number;
}

/**
 * Our own extension (written by writeQtiPackage): the question's text in a `<div data-assessly-format>`,
 * read back exactly, with its format. A foreign item has none; its whole body is the text.
 */
export const FORMAT_ATTRIBUTE = 'data-assessly-format';
const FORMATS = new Set<TextFormat>(['plain', 'html', 'markdown']);

export function ownTextDiv(body: XElement): XElement | undefined {
  return elements(body, 'div').find((d) => FORMATS.has(d.attrs[FORMAT_ATTRIBUTE] as TextFormat));
}

/**
 * A short text written by us in a `<div>` or `<span data-assessly-format>` (an explanation, a feedback,
 * a choice whose white space matters): the only node of its parent but for white space. QTI 3.0's
 * qti-content-body around a modal feedback's content is looked through.
 */
function ownWrapper(nodes: XNode[]): XElement | undefined {
  const content = nodes.filter((n) => isElement(n) || n.trim() !== '');
  const only = content.length === 1 && isElement(content[0]!) ? content[0] : undefined;
  if (only?.name === 'contentBody') return ownWrapper(only.children);
  return only && FORMATS.has(only.attrs[FORMAT_ATTRIBUTE] as TextFormat) ? only : undefined;
}

/** A text in our wrapper, exactly: HTML as rendered (escaped text via data-assessly-escaped), else its text. */
function exactText(ctx: ItemContext, wrapper: XElement): string {
  if (wrapper.attrs[FORMAT_ATTRIBUTE] !== 'html' || wrapper.attrs[ESCAPED_ATTRIBUTE] === 'true')
    return textContent(wrapper);
  return renderHtml(wrapper.children, ctx.render);
}

/**
 * An HTML text that is not well-formed XML (`<br>`, an unclosed `<p>`) can only travel escaped: we write
 * it as the text of our wrapper with data-assessly-escaped="true" and read it back as it was. A QTI
 * player shows its markup as text; it is the price of not losing it.
 */
export const ESCAPED_ATTRIBUTE = 'data-assessly-escaped';

/**
 * Our own extension: the question's own image (imagePath here, not part of its text) as a
 * `<div data-assessly-image="question"><img src="…" alt=""/></div>` after the text. A QTI player shows it
 * where it stands; we read it back as the image, not as text.
 */
export const IMAGE_ATTRIBUTE = 'data-assessly-image';

/** The src of the question's own image written by us, or undefined. */
export function ownImageSrc(body: XElement): string | undefined {
  const holder = elements(body, 'div').find((d) => d.attrs[IMAGE_ATTRIBUTE] === 'question');
  const src = holder ? firstElement(holder, 'img')?.attrs.src : undefined;
  return src || undefined;
}

export function declOf(ctx: ItemContext, interaction: XElement): ResponseDecl {
  const id = interaction.attrs.responseIdentifier ?? '';
  return ctx.responses.get(id) ?? invalid('noDeclaration', { response: id });
}

export function ruleOf(ctx: ItemContext, decl: ResponseDecl): Rule {
  return ctx.rules.get(decl.id) ?? unsupported('unsupportedUnscored', { response: decl.id });
}

/** A text a candidate answers with or chooses: `#####` would split it when the answer is stored (issue 22). */
export function checkPart(text: string): string {
  if (text.includes(ANSWER_SEPARATOR)) invalid('separator', { text });
  if (text.trim() === '') invalid('emptyText');
  return text;
}

/**
 * A short text (a choice, a stem, an item, a feedback): HTML when it holds markup (an image, emphasis),
 * else its plain text with line breaks made spaces. writeQtiPackage writes such texts the same way
 * round (markup as it is, plain text escaped), so they come back unchanged.
 */
export function shortText(ctx: ItemContext, nodes: XNode[]): string {
  const own = ownWrapper(nodes);
  if (own) return exactText(ctx, own);
  if (hasMarkup(nodes)) return tidy(renderHtml(nodes, ctx.render));
  return nodes
    .map((n) => (isElement(n) ? textContent(n) : n))
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** The prompt of an interaction as a paragraph of the question's text ('' without one). */
export function promptHtml(interaction: XElement, render: (nodes: XNode[]) => string): string {
  const prompt = firstElement(interaction, 'prompt');
  if (!prompt) return '';
  const block = prompt.children.some((c) => isElement(c) && BLOCKS.has(c.name));
  return block ? `<div>${render(prompt.children)}</div>` : `<p>${render(prompt.children)}</p>`;
}
const BLOCKS = new Set(['p', 'div', 'blockquote', 'ul', 'ol', 'table', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The question's text: our own text div when there is one (exactly, in its format), else the whole body
 * as HTML. `replace` turns the interactions into what the type shows in their place.
 */
export function questionText(ctx: ItemContext, replace: Replace): { text: string; textFormat: TextFormat } {
  const previous = ctx.render.replace;
  ctx.render.replace = replace;
  try {
    const own = ownTextDiv(ctx.body);
    if (own) {
      const format = own.attrs[FORMAT_ATTRIBUTE] as TextFormat;
      // A plain or markdown text with blanks holds its interactions too: rendered, then unescaped.
      const text = renderHtml(own.children, ctx.render);
      const raw = format !== 'html' || own.attrs[ESCAPED_ATTRIBUTE] === 'true';
      return { text: raw ? unescapeText(text) : text, textFormat: format };
    }
    return { text: tidy(renderHtml(ctx.body.children, ctx.render)), textFormat: 'html' };
  } finally {
    ctx.render.replace = previous;
  }
}

const unescapeText = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Replaces the one interaction of a question by its prompt; anything else QTI-only is left to the renderer. */
export const promptInPlace =
  (interaction: XElement): Replace =>
  (el, render) =>
    el === interaction ? promptHtml(el, render) : undefined;
