import type { OrderingScoring } from '@assessly/shared';
import {
  checkPart,
  declOf,
  promptInPlace,
  questionText,
  ruleOf,
  shortText,
  type ItemContext,
  type ReadItem,
} from './itemContext.js';
import { invalid, unsupported } from '../reasons.js';
import type { Rule } from './responseRules.js';
import { checkKnown, correctPoints, maximumOf } from './scoring.js';
import { elements, type XElement } from './xmlDom.js';

/**
 * orderInteraction → ordering; the items are the choices in their correct order. Scoring:
 * - match_correct (or its equivalent): all or nothing;
 * - one condition per position, `if match(index(R, n), choice) then SCORE = SCORE + p`, every position
 *   once with the same p: per item in the right position. This is plain QTI that any player runs, and
 *   what writeQtiPackage writes for that rule;
 * - longest correctly ordered run: QTI can not express it; writeQtiPackage writes match_correct (what a
 *   QTI player will apply) and marks the interaction data-assessly-scoring="longestRun", our extension,
 *   which only we read back.
 */
export const SCORING_ATTRIBUTE = 'data-assessly-scoring';

const EPSILON = 1e-9;

function positional(rule: Rule, correct: string[]): number | undefined {
  if (rule.kind !== 'branches') return undefined;
  const points = rule.branches[0]?.points ?? 0;
  const byPosition = new Map<number, string>();
  for (const { test, points: p } of rule.branches) {
    if (test.op !== 'index' || Math.abs(p - points) > EPSILON || byPosition.has(test.position)) return undefined;
    byPosition.set(test.position, test.value);
  }
  const complete = correct.every((id, i) => byPosition.get(i + 1) === id) && byPosition.size === correct.length;
  return complete && points > 0 ? points * correct.length : undefined;
}

function scoringOf(interaction: XElement, rule: Rule, correct: string[]): { scoring: OrderingScoring; points: number } {
  const allOrNothing = correctPoints(rule);
  if (allOrNothing !== undefined)
    return {
      scoring: interaction.attrs[SCORING_ATTRIBUTE] === 'longestRun' ? 'longestRun' : 'allOrNothing',
      points: allOrNothing,
    };
  const perPosition = positional(rule, correct);
  return perPosition !== undefined
    ? { scoring: 'perPosition', points: perPosition }
    : unsupported('unsupportedProcessing');
}

export function readOrdering(ctx: ItemContext, interaction: XElement): ReadItem {
  const decl = declOf(ctx, interaction);
  const rule = ruleOf(ctx, decl);
  if (decl.cardinality !== 'ordered')
    unsupported('unsupportedCardinality', { interaction: 'order', cardinality: decl.cardinality });
  const choices = elements(interaction, 'simpleChoice');
  if (choices.length < 2) invalid('noChoices', { interaction: 'order', min: 2 });
  const texts = new Map(choices.map((c) => [c.attrs.identifier ?? '', c]));
  checkKnown(decl.correct, new Set(texts.keys()));
  if (decl.correct.length === 0) invalid('noCredit');
  if (new Set(decl.correct).size !== choices.length)
    unsupported('unsupportedOrderSubset', { count: decl.correct.length, total: choices.length });
  const { scoring, points } = scoringOf(interaction, rule, decl.correct);
  const items = decl.correct.map((id) => checkPart(shortText(ctx, texts.get(id)!.children)));
  const { text, textFormat } = questionText(ctx, promptInPlace(interaction));
  return { body: { type: 'ordering', items, scoring }, text, textFormat, mark: maximumOf(ctx.declaredMax, points) };
}

/** extendedTextInteraction → descriptive (graded by hand); the mark is the declared maximum, else 1. */
export function readDescriptive(ctx: ItemContext, interaction: XElement): ReadItem {
  const { text, textFormat } = questionText(ctx, promptInPlace(interaction));
  return { body: { type: 'descriptive' }, text, textFormat, mark: ctx.declaredMax ?? 1 };
}
