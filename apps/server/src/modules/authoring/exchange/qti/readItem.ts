import { declaredMaximum, readOutcomeDecls, readResponseDecls, type OutcomeDecl } from './declarations.js';
import { ownImageSrc, shortText, type ItemContext, type ReadItem } from './itemContext.js';
import { readChoice } from './readChoice.js';
import { CLOZE_INTERACTIONS, readCloze } from './readCloze.js';
import { readMatching } from './readMatching.js';
import { readDescriptive, readOrdering } from './readOrdering.js';
import { isStandalone, readTextEntry } from './readText.js';
import { invalid, ReasonNotes, unsupported } from '../reasons.js';
import { readRules } from './responseRules.js';
import { descendants, elements, firstElement, QTI_NAMESPACES, type XElement } from './xmlDom.js';

/** What one item file reads as: the question (text, body, mark, explanation) and the images it shows. */
export interface ItemRead extends ReadItem {
  identifier: string;
  title: string;
  explanation: string;
  images: Set<string>;
  /** The src of the question's own image (our export's; see IMAGE_ATTRIBUTE), among `images`. */
  image?: string;
  notes: ReasonNotes;
}

const SUPPORTED = new Set([
  'choiceInteraction',
  'extendedTextInteraction',
  'matchInteraction',
  'associateInteraction',
  'orderInteraction',
  ...CLOZE_INTERACTIONS,
]);

/**
 * `graphicGapMatchInteraction` → "graphic gap match": the kind as the report names it, QTI's own word
 * in every language (the sentence around it says "interaction").
 */
const spoken = (name: string): string =>
  name
    .replace(/Interaction$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

const isInteraction = (el: XElement) =>
  (el.name.endsWith('Interaction') && el.name !== 'interaction') || el.name === 'customInteraction';

/**
 * The item as a whole can not be represented: adaptive (several attempts), template variables, or an
 * interaction of a kind the model has not (hotspot, graphic…, drawing, upload, custom, hottext, slider,
 * media, position object, select point, end attempt).
 */
function refuseWhole(item: XElement, interactions: XElement[]) {
  if (item.attrs.adaptive === 'true') unsupported('unsupportedAdaptive');
  if (elements(item, 'templateDeclaration').length > 0 || firstElement(item, 'templateProcessing'))
    unsupported('unsupportedTemplate');
  const other = interactions.find((i) => !SUPPORTED.has(i.name));
  if (other) unsupported('unsupportedInteraction', { interaction: spoken(other.name) });
}

type Reader = (ctx: ItemContext, interaction: XElement) => ReadItem;
const READERS: Record<string, Reader> = {
  choiceInteraction: readChoice,
  extendedTextInteraction: readDescriptive,
  matchInteraction: readMatching,
  associateInteraction: readMatching,
  orderInteraction: readOrdering,
};

/** Which reader the interactions call for: one block interaction alone, or inline ones (cloze). */
function readerFor(ctx: ItemContext, interactions: XElement[]): () => ReadItem {
  if (interactions.length === 0) invalid('noInteraction');
  const kinds = [...new Set(interactions.map((i) => i.name))];
  const first = interactions[0]!;
  if (kinds.every((k) => CLOZE_INTERACTIONS.has(k))) {
    const alone = interactions.length === 1 && first.name === 'textEntryInteraction' && isStandalone(ctx.body, first);
    return alone ? () => readTextEntry(ctx, first) : () => readCloze(ctx);
  }
  if (kinds.length > 1) unsupported('unsupportedMix', { interactions: kinds.map(spoken).join(', ') });
  if (interactions.length > 1)
    unsupported('unsupportedSeveral', { count: interactions.length, interaction: spoken(first.name) });
  return () => READERS[first.name]!(ctx, first);
}

/** Whether any statement of the response processing sets this outcome. */
function isSet(item: XElement, outcome: string): boolean {
  const processing = firstElement(item, 'responseProcessing');
  return (
    !!processing &&
    descendants(processing, (e) => e.name === 'setOutcomeValue' && e.attrs.identifier === outcome).length > 0
  );
}

/**
 * Modal feedback. Shown always (its outcome's default value is its identifier and nothing sets that
 * outcome): the general feedback, our explanation. Identified `FB-<response>-<n>` on FEEDBACK: the
 * feedback of answer n of that response, our own naming (writeQtiPackage also writes the conditions that
 * show it in a QTI player; we read it back by its name). Any other is noted as not kept.
 */
function readModalFeedback(item: XElement, outcomes: Map<string, OutcomeDecl>, ctx: ItemContext): string {
  const general: string[] = [];
  for (const fb of elements(item, 'modalFeedback')) {
    const outcome = fb.attrs.outcomeIdentifier ?? '';
    const id = fb.attrs.identifier ?? '';
    const own = /^FB-(.+)-(\d+)$/.exec(id);
    const always = fb.attrs.showHide !== 'hide' && outcomes.get(outcome)?.defaultValue === id && !isSet(item, outcome);
    if (always) general.push(shortText(ctx, fb.children));
    else if (own && outcome === 'FEEDBACK') ctx.answerFeedback.set(`${own[1]}-${own[2]}`, shortText(ctx, fb.children));
    else ctx.render.notes.add('noteFeedback');
  }
  return general.join('\n');
}

/** Reads one parsed item file; throws ItemRefused with the report's reason when it can not be imported. */
export function readItem(item: XElement): ItemRead {
  if (item.name !== 'assessmentItem' || !QTI_NAMESPACES.has(item.ns))
    invalid('notItem', { root: item.name, ns: item.ns });
  const body = firstElement(item, 'itemBody') ?? invalid('noInteraction');
  const interactions = descendants(body, isInteraction);
  refuseWhole(item, interactions);
  const responses = readResponseDecls(item);
  const outcomes = readOutcomeDecls(item);
  const notes = new ReasonNotes();
  const ctx: ItemContext = {
    item,
    body,
    responses,
    outcomes,
    rules: new Map(),
    declaredMax: declaredMaximum(outcomes),
    render: { images: new Set(), notes },
    answerFeedback: new Map(),
  };
  const read = readerFor(ctx, interactions);
  if (!extendedOnly(interactions)) {
    ctx.rules = readRules(item, responses, outcomes);
    if (ctx.rules.size === 0) unsupported('unsupportedNoScoring');
  }
  const explanation = readModalFeedback(item, outcomes, ctx);
  const question = read();
  const image = ownImageSrc(body);
  if (image !== undefined) ctx.render.images.add(image);
  return {
    ...question,
    identifier: item.attrs.identifier ?? '',
    title: item.attrs.title ?? '',
    explanation,
    images: ctx.render.images,
    ...(image === undefined ? {} : { image }),
    notes,
  };
}

/** An essay is graded by hand: whatever its response processing says (usually nothing) is not read. */
const extendedOnly = (interactions: XElement[]) => interactions.every((i) => i.name === 'extendedTextInteraction');
