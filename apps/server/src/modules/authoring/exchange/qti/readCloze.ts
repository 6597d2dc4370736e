import type { ChoiceOption, ClozeBlank, ClozeChoiceLayout } from '@assessly/shared';
import { clozeSource, wholeWeights } from './clozeText.js';
import { numberAttr, type ResponseDecl } from './declarations.js';
import {
  checkPart,
  declOf,
  promptHtml,
  questionText,
  ruleOf,
  shortText,
  type ItemContext,
  type ReadItem,
} from './itemContext.js';
import { invalid, unsupported } from '../reasons.js';
import { typedAnswers } from './readText.js';
import { addedPoints, checkKnown, checkLowerBound, correctPoints, fractionOf, pointsOf } from './scoring.js';
import { descendants, elements, type XElement, type XNode } from './xmlDom.js';

/**
 * Cloze: the item's text with its inline interactions as blanks, numbered in the order they appear and
 * written where they stood in Moodle's cloze syntax, as every cloze draft holds them (clozeText.ts).
 * textEntryInteraction is a text blank (a number blank for a float or integer response),
 * inlineChoiceInteraction a choice blank, and each gap of a gapMatchInteraction a choice blank offering
 * every gap text (so that the words stay where they belong in the text; as matching they would lose it).
 * A blank's weight is the most its response can score (made whole numbers in the same proportion, as
 * the syntax writes them), each answer's fraction its points over that; the question's mark is the
 * declared maximum, else the sum of those points.
 *
 * A gap match scored all or nothing (match_correct) with several gaps scores each gap on its own here,
 * which the report notes; a gap text that may be used once (matchMax 1) may be chosen in two gaps here.
 *
 * Our extensions, read back from our own packages only: data-assessly-weight (a blank's weight, which
 * QTI scores as points only), and data-assessly-layout / data-assessly-multiple / data-assessly-shuffle
 * on an inline choice (Moodle's cloze layouts, kept for a round trip).
 */
export const WEIGHT_ATTRIBUTE = 'data-assessly-weight';
export const LAYOUT_ATTRIBUTE = 'data-assessly-layout';
export const MULTIPLE_ATTRIBUTE = 'data-assessly-multiple';
export const SHUFFLE_ATTRIBUTE = 'data-assessly-shuffle';

export const CLOZE_INTERACTIONS = new Set(['textEntryInteraction', 'inlineChoiceInteraction', 'gapMatchInteraction']);

const weightOf = (interaction: XElement): number | undefined => {
  const weight = numberAttr(interaction, WEIGHT_ATTRIBUTE);
  return weight !== undefined && weight > 0 ? weight : undefined;
};

/**
 * Our own packages score a blank out of its share of the mark (weight / sum of weights x MAXSCORE): the
 * factor from weights to points, 1 for a foreign item (whose points are the weights).
 */
function pointsPerWeight(ctx: ItemContext): number {
  const blanks = descendants(
    ctx.body,
    (e) => e.name === 'textEntryInteraction' || e.name === 'inlineChoiceInteraction',
  );
  const weights = blanks.map(weightOf);
  if (ctx.declaredMax === undefined || weights.length === 0 || weights.some((w) => w === undefined)) return 1;
  return ctx.declaredMax / weights.reduce<number>((sum, w) => sum + w!, 0);
}

function textBlank(ctx: ItemContext, interaction: XElement, no: number, scale: number): ClozeBlank {
  const own = weightOf(interaction);
  const typed = typedAnswers(ctx, interaction, own === undefined ? undefined : own * scale);
  const weight = own ?? typed.maximum;
  if (typed.kind === 'number') return { no, kind: 'number', weight, answers: typed.answers };
  return { no, kind: 'text', weight, caseSensitive: typed.caseSensitive, answers: typed.answers };
}

function choiceBlank(ctx: ItemContext, interaction: XElement, no: number, scale: number): ClozeBlank {
  const decl = declOf(ctx, interaction);
  const rule = ruleOf(ctx, decl);
  checkLowerBound(decl.mapping);
  const choices = elements(interaction, 'inlineChoice');
  if (choices.length < 2) invalid('noChoices', { interaction: 'inline choice', min: 2 });
  const ids = choices.map((c) => c.attrs.identifier ?? '');
  checkKnown([...decl.correct, ...(decl.mapping?.entries.map((e) => e.key) ?? [])], new Set(ids));
  const points = ids.map((id) => pointsOf(rule, decl, id));
  const own = weightOf(interaction);
  const weight = own ?? Math.max(...points);
  const maximum = own === undefined ? weight : own * scale;
  if (!(weight > 0) || !points.some((p) => p > 0)) invalid('noCredit');
  const options = choices.map((c, i) => {
    const option: ChoiceOption = {
      text: checkPart(shortText(ctx, c.children)),
      fraction: fractionOf(points[i]!, maximum),
    };
    const feedback = ctx.answerFeedback.get(`${decl.id}-${i}`);
    return feedback ? { ...option, feedback } : option;
  });
  const blank: ClozeBlank = { no, kind: 'choice', weight, options };
  const layout = interaction.attrs[LAYOUT_ATTRIBUTE] as ClozeChoiceLayout | undefined;
  const multiple = interaction.attrs[MULTIPLE_ATTRIBUTE];
  if (multiple === 'true' || multiple === 'false') blank.multiple = multiple === 'true';
  if (layout === 'dropdown' || layout === 'vertical' || layout === 'horizontal') blank.layout = layout;
  if (interaction.attrs[SHUFFLE_ATTRIBUTE] !== undefined)
    blank.shuffle = interaction.attrs[SHUFFLE_ATTRIBUTE] === 'true';
  return blank;
}

/** The gaps of a gap match, each a choice blank; points per gap text from the pairs "text gap". */
class GapMatch {
  private readonly decl: ResponseDecl;
  private readonly texts: XElement[];
  private readonly allOrNothing: number | undefined;
  private readonly gapCount: number;

  constructor(
    private readonly ctx: ItemContext,
    interaction: XElement,
  ) {
    this.decl = declOf(ctx, interaction);
    const rule = ruleOf(ctx, this.decl);
    checkLowerBound(this.decl.mapping);
    if (elements(interaction, 'gapImg').length > 0) unsupported('unsupportedGapImages');
    this.texts = elements(interaction, 'gapText');
    if (this.texts.length < 2) invalid('noChoices', { interaction: 'gap match', min: 2 });
    this.allOrNothing = correctPoints(rule);
    if (this.allOrNothing === undefined && rule.kind !== 'map') unsupported('unsupportedProcessing');
    this.gapCount = countGaps(interaction.children);
    this.checkPairs();
    if (this.allOrNothing !== undefined && this.gapCount > 1) ctx.render.notes.add('noteAllOrNothingGaps');
  }

  private checkPairs() {
    const textIds = new Set(this.texts.map((t) => t.attrs.identifier ?? ''));
    const keys = [...this.decl.correct, ...(this.decl.mapping?.entries.map((e) => e.key) ?? [])];
    for (const key of keys) if (!textIds.has(key.split(/\s+/)[0] ?? '')) invalid('badPair', { value: key });
  }

  blank(gap: XElement, no: number): ClozeBlank {
    const gapId = gap.attrs.identifier ?? '';
    const pair = (textId: string) => `${textId} ${gapId}`;
    const same = (a: string, b: string) => a.split(/\s+/).join(' ') === b;
    const ids = this.texts.map((t) => t.attrs.identifier ?? '');
    let weight: number;
    let fractions: number[];
    if (this.allOrNothing !== undefined) {
      weight = weightOf(gap) ?? this.allOrNothing / this.gapCount;
      fractions = ids.map((id) => (this.decl.correct.some((c) => same(c, pair(id))) ? 1 : 0));
    } else {
      const points = ids.map((id) => addedPoints(this.decl, pair(id), same));
      weight = weightOf(gap) ?? Math.max(...points);
      fractions = points.map((p) => fractionOf(p, weight));
    }
    if (!(weight > 0) || !fractions.some((f) => f > 0)) invalid('noCredit');
    const options = this.texts.map((t, i) => ({
      text: checkPart(shortText(this.ctx, t.children)),
      fraction: fractions[i]!,
    }));
    return { no, kind: 'choice', weight, options };
  }

  /** A sum of the gaps' weights above the upper bound would score more than the item allows. */
  checkUpperBound(blanks: ClozeBlank[]) {
    const upper = this.decl.mapping?.upperBound;
    const total = blanks.reduce((sum, b) => sum + b.weight, 0);
    if (upper !== undefined && upper < total) unsupported('unsupportedUpperBound', { value: upper });
  }
}

const countGaps = (nodes: XNode[]): number =>
  nodes.reduce<number>((n, c) => n + (typeof c === 'string' ? 0 : c.name === 'gap' ? 1 : countGaps(c.children)), 0);

/** textEntry / inlineChoice / gapMatch interactions (one or more, in running text) → cloze. */
export function readCloze(ctx: ItemContext): ReadItem {
  const blanks: ClozeBlank[] = [];
  const marker = (blank: ClozeBlank) => {
    blanks.push(blank);
    return `[[${blank.no}]]`;
  };
  let gapMatch: GapMatch | undefined;
  const scale = pointsPerWeight(ctx);
  const { text, textFormat } = questionText(ctx, (el, render) => {
    const no = blanks.length + 1;
    if (el.name === 'textEntryInteraction') return marker(textBlank(ctx, el, no, scale));
    if (el.name === 'inlineChoiceInteraction') return marker(choiceBlank(ctx, el, no, scale));
    if (el.name === 'gap' && gapMatch) return marker(gapMatch.blank(el, no));
    if (el.name !== 'gapMatchInteraction') return undefined;
    gapMatch = new GapMatch(ctx, el);
    const from = blanks.length;
    const shown = el.children.filter((c) => typeof c === 'string' || !['prompt', 'gapText', 'gapImg'].includes(c.name));
    const html = promptHtml(el, render) + render(shown);
    gapMatch.checkUpperBound(blanks.slice(from));
    gapMatch = undefined;
    return html;
  });
  if (blanks.length === 0) invalid('noInteraction');
  const sum = blanks.reduce((total, b) => total + b.weight, 0);
  const whole = wholeWeights(blanks);
  const source = clozeSource(text, whole) ?? invalid('clozeSyntaxInText');
  return { body: { type: 'cloze', blanks: whole }, text: source, textFormat, mark: ctx.declaredMax ?? sum };
}
