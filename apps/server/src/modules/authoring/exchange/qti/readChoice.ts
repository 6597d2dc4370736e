import type { ChoiceOption, QuestionBody } from '@assessly/shared';
import type { ResponseDecl } from './declarations.js';
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
import { checkOptionCount, invalid, unsupported } from '../reasons.js';
import type { Rule } from './responseRules.js';
import {
  addedPoints,
  checkKnown,
  checkLowerBound,
  correctPoints,
  fractionOf,
  maximumOf,
  pointsOf,
  roundFraction,
} from './scoring.js';
import { elements, type XElement } from './xmlDom.js';

/** The fractions of the options and the mark, from the item's scoring. */
interface Scored {
  fractions: number[];
  mark: number;
}

/** Single answer: each option scores its points (mapping or first matching branch) over the maximum. */
function scoreSingle(ctx: ItemContext, decl: ResponseDecl, rule: Rule, ids: string[]): Scored {
  const points = ids.map((id) => pointsOf(rule, decl, id));
  const mark = maximumOf(ctx.declaredMax, Math.max(...points));
  return { fractions: points.map((p) => fractionOf(p, mark)), mark };
}

/**
 * Multiple answers, scored here (choiceRules) as the sum of the chosen options' fractions capped at 1.
 * map_response is that very sum: each option adds its mapped points (or the default), the total bounded;
 * the maximum is the upper bound or the sum of the positive entries, whichever is less.
 * match_correct (all or nothing on the exact set) has no exact equivalent in a sum: each right option gets
 * an equal share and each wrong one -1, so that a wrong choice still loses everything and the whole right
 * set scores in full, but part of the right set scores its part (noted when there is more than one).
 */
function scoreMultiple(ctx: ItemContext, decl: ResponseDecl, rule: Rule, ids: string[]): Scored {
  if (rule.kind === 'map') {
    const values = ids.map((id) => addedPoints(decl, id));
    const positive = values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
    const mark = maximumOf(ctx.declaredMax, Math.min(decl.mapping?.upperBound ?? Infinity, positive));
    return { fractions: values.map((v) => fractionOf(v, mark)), mark };
  }
  const points = correctPoints(rule) ?? unsupported('unsupportedProcessing');
  const right = new Set(decl.correct);
  if (right.size === 0) invalid('noCredit');
  if (right.size > 1) ctx.render.notes.add('noteAllOrNothingChoices');
  const share = roundFraction(1 / right.size);
  return { fractions: ids.map((id) => (right.has(id) ? share : -1)), mark: maximumOf(ctx.declaredMax, points) };
}

/** A choice's own feedback: the feedbackInline / feedbackBlock inside it that bears its identifier. */
function ownFeedback(choice: XElement): XElement | undefined {
  return elements(choice).find(
    (c) =>
      (c.name === 'feedbackInline' || c.name === 'feedbackBlock') && c.attrs.identifier === choice.attrs.identifier,
  );
}

function option(ctx: ItemContext, choice: XElement, fraction: number): ChoiceOption {
  const feedbackEl = ownFeedback(choice);
  const text = checkPart(
    shortText(
      ctx,
      choice.children.filter((c) => c !== feedbackEl),
    ),
  );
  const feedback = feedbackEl ? shortText(ctx, feedbackEl.children) : '';
  return feedback ? { text, fraction, feedback } : { text, fraction };
}

const isWord = (text: string, word: string) => text.trim().toLowerCase() === word;

/**
 * True/false: QTI has no such type; a single-answer choice of exactly two options identified and
 * labelled `true` and `false` (as 1EdTech's own examples and writeQtiPackage write it) scored all or
 * nothing is read as one. Any other two-option choice stays a choice.
 */
function asTrueFalse(choices: XElement[], options: ChoiceOption[]): QuestionBody | undefined {
  const at = (word: string) => choices.findIndex((c) => isWord(c.attrs.identifier ?? '', word));
  const [t, f] = [at('true'), at('false')];
  if (choices.length !== 2 || t < 0 || f < 0) return undefined;
  if (!isWord(options[t]!.text, 'true') || !isWord(options[f]!.text, 'false')) return undefined;
  const fractions = [options[t]!.fraction, options[f]!.fraction].sort();
  if (fractions[0] !== 0 || fractions[1] !== 1) return undefined;
  const body: QuestionBody = { type: 'trueFalse', correct: options[t]!.fraction === 1 };
  if (options[t]!.feedback) body.feedbackTrue = options[t]!.feedback;
  if (options[f]!.feedback) body.feedbackFalse = options[f]!.feedback;
  return body;
}

/** choiceInteraction → choice (single or multiple by the response's cardinality) or true/false. */
export function readChoice(ctx: ItemContext, interaction: XElement): ReadItem {
  const decl = declOf(ctx, interaction);
  const rule = ruleOf(ctx, decl);
  if (decl.cardinality === 'ordered')
    unsupported('unsupportedCardinality', { interaction: 'choice', cardinality: 'ordered' });
  const choices = elements(interaction, 'simpleChoice');
  if (choices.length < 2) invalid('noChoices', { interaction: 'choice', min: 2 });
  const ids = choices.map((c) => c.attrs.identifier ?? '');
  checkKnown([...decl.correct, ...(decl.mapping?.entries.map((e) => e.key) ?? [])], new Set(ids));
  checkLowerBound(decl.mapping);
  const multiple = decl.cardinality === 'multiple';
  const { fractions, mark } = (multiple ? scoreMultiple : scoreSingle)(ctx, decl, rule, ids);
  const options = choices.map((c, i) => option(ctx, c, fractions[i]!));
  const { text, textFormat } = questionText(ctx, promptInPlace(interaction));
  const body = (!multiple && asTrueFalse(choices, options)) || { type: 'choice' as const, options, multiple };
  if (body.type === 'choice') checkOptionCount(options.length);
  return { body, text, textFormat, mark };
}
