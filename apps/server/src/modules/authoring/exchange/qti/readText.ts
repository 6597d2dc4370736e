import type { NumericAnswer, NumericUnit, QuestionBody, TextAnswer } from '@assessly/shared';
import type { ResponseDecl } from './declarations.js';
import { checkPart, declOf, questionText, ruleOf, type ItemContext, type ReadItem } from './itemContext.js';
import { invalid, unsupported } from '../reasons.js';
import type { Rule } from './responseRules.js';
import { checkLowerBound, fractionOf, maximumOf } from './scoring.js';
import { descendants, isElement, type XElement } from './xmlDom.js';

/**
 * Typed answers: textEntryInteraction as a short-answer or numerical question, and as a cloze blank.
 * The accepted answers come from the mapping (each entry an answer, its points over the maximum; a
 * default other than 0 is the wildcard answer `*`, tried last) or from the branches of a condition
 * chain (match, stringMatch, equal with an absolute tolerance), or the correct response alone.
 *
 * Our extensions, read back from our own packages only (a QTI player ignores them):
 * - data-assessly-wildcards="true": `*` in an answer is our wildcard (QTI has none, so a `*` in a
 *   foreign answer is a literal star, which is refused rather than silently widened);
 * - data-assessly-units (JSON [{unit, multiplier}]) and data-assessly-unit-required: a numerical
 *   question's units, which QTI can not express.
 */
export const WILDCARDS_ATTRIBUTE = 'data-assessly-wildcards';
export const UNITS_ATTRIBUTE = 'data-assessly-units';
export const UNIT_REQUIRED_ATTRIBUTE = 'data-assessly-unit-required';

interface Candidate {
  text: string;
  points: number;
  caseSensitive: boolean;
  tolerance: number;
  catchAll: boolean;
}

function candidatesOf(decl: ResponseDecl, rule: Rule): Candidate[] {
  if (rule.kind === 'map') {
    const mapping = decl.mapping ?? invalid('noCredit');
    const bound = (v: number) => Math.min(mapping.upperBound ?? Infinity, Math.max(mapping.lowerBound ?? -Infinity, v));
    const list = mapping.entries.map((e) => ({
      text: e.key,
      points: bound(e.value),
      caseSensitive: e.caseSensitive,
      tolerance: 0,
      catchAll: false,
    }));
    if (mapping.defaultValue !== 0)
      list.push({ text: '*', points: bound(mapping.defaultValue), caseSensitive: true, tolerance: 0, catchAll: true });
    return list;
  }
  return rule.branches.map((b) => {
    const base = { points: b.points, caseSensitive: true, tolerance: 0, catchAll: false };
    if (b.test.op === 'correct') return { ...base, text: decl.correct[0] ?? invalid('noCredit') };
    if (b.test.op === 'match') return { ...base, text: b.test.value, caseSensitive: b.test.caseSensitive };
    if (b.test.op === 'equal') return { ...base, text: b.test.value, tolerance: b.test.tolerance };
    return unsupported('unsupportedProcessing');
  });
}

export type TypedAnswers =
  | { kind: 'text'; caseSensitive: boolean; answers: TextAnswer[]; maximum: number }
  | { kind: 'number'; answers: NumericAnswer[]; maximum: number };

const withFeedback = <T extends object>(value: T, feedback: string | undefined): T =>
  feedback ? { ...value, feedback } : value;

function textAnswers(ctx: ItemContext, interaction: XElement, decl: ResponseDecl, list: Candidate[], maximum: number) {
  const real = list.filter((c) => !c.catchAll);
  const sensitive = new Set(real.map((c) => c.caseSensitive));
  if (sensitive.size > 1) unsupported('unsupportedCaseMix', { response: decl.id });
  const wildcards = interaction.attrs[WILDCARDS_ATTRIBUTE] === 'true';
  const star = real.find((c) => c.text.includes('*'));
  if (star && !wildcards) unsupported('unsupportedLiteralStar', { text: star.text });
  const answers = list.map((c, i) =>
    withFeedback(
      { text: checkPart(c.text), fraction: fractionOf(c.points, maximum) },
      ctx.answerFeedback.get(`${decl.id}-${i}`),
    ),
  );
  return { kind: 'text' as const, caseSensitive: sensitive.has(false) ? false : true, answers, maximum };
}

function numberAnswers(ctx: ItemContext, decl: ResponseDecl, list: Candidate[], maximum: number) {
  const catchAll = list.find((c) => c.catchAll);
  if (catchAll) unsupported('unsupportedCatchAll', { value: catchAll.points });
  const answers = list.map((c, i) => {
    const value = Number(c.text);
    if (c.text.trim() === '' || !Number.isFinite(value)) invalid('badValue', { value: c.text });
    const answer = { value, tolerance: c.tolerance, fraction: fractionOf(c.points, maximum) };
    return withFeedback(answer, ctx.answerFeedback.get(`${decl.id}-${i}`));
  });
  return { kind: 'number' as const, answers, maximum };
}

/** The answers of a text entry, as fractions of `maximum` (else of the best answer's points). */
export function typedAnswers(ctx: ItemContext, interaction: XElement, maximum?: number): TypedAnswers {
  const decl = declOf(ctx, interaction);
  const rule = ruleOf(ctx, decl);
  checkLowerBound(decl.mapping);
  if (decl.cardinality !== 'single')
    unsupported('unsupportedCardinality', { interaction: 'text entry', cardinality: decl.cardinality });
  const list = candidatesOf(decl, rule);
  const best = Math.max(0, ...list.map((c) => c.points));
  const max = maximumOf(maximum, best);
  const numeric = decl.baseType === 'float' || decl.baseType === 'integer';
  return numeric ? numberAnswers(ctx, decl, list, max) : textAnswers(ctx, interaction, decl, list, max);
}

function unitsOf(interaction: XElement): { units: NumericUnit[]; unitRequired: boolean } {
  const raw = interaction.attrs[UNITS_ATTRIBUTE];
  let units: NumericUnit[] = [];
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { unit?: unknown; multiplier?: unknown }[];
      units = parsed.map((u) => ({ unit: checkPart(String(u.unit)), multiplier: Number(u.multiplier) }));
    } catch {
      invalid('badValue', { value: raw });
    }
  }
  return { units, unitRequired: interaction.attrs[UNIT_REQUIRED_ATTRIBUTE] === 'true' };
}

/** The element that holds el (undefined for the root). */
export function parentOf(root: XElement, el: XElement): XElement | undefined {
  return [root, ...descendants(root, () => true)].find((p) => p.children.includes(el));
}

/**
 * A text entry alone in its paragraph (nothing around it but white space) is a question of its own
 * (short answer or numerical); one inside running text is a blank of a cloze text.
 */
export function isStandalone(body: XElement, interaction: XElement): boolean {
  const parent = parentOf(body, interaction);
  if (!parent || parent === body) return true;
  return !parent.children.some((n) => (isElement(n) ? n !== interaction : n.trim() !== ''));
}

/** textEntryInteraction alone → short answer (string) or numerical (float, integer). */
export function readTextEntry(ctx: ItemContext, interaction: XElement): ReadItem {
  const typed = typedAnswers(ctx, interaction, ctx.declaredMax);
  const parent = parentOf(ctx.body, interaction);
  const { text, textFormat } = questionText(ctx, (el) =>
    el === interaction || (el === parent && parent !== ctx.body) ? '' : undefined,
  );
  const body: QuestionBody =
    typed.kind === 'text'
      ? { type: 'shortAnswer', answers: typed.answers, caseSensitive: typed.caseSensitive }
      : { type: 'numerical', answers: typed.answers, ...unitsOf(interaction) };
  return { body, text, textFormat, mark: typed.maximum };
}
