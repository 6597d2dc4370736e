import type { Fraction } from '@assessly/shared';
import type { Mapping, ResponseDecl } from './declarations.js';
import { invalid, unsupported } from '../reasons.js';
import type { Rule, Test } from './responseRules.js';

/**
 * Points and fractions. A QTI item scores points; the model keeps fractions of the question's mark. The
 * item's maximum is what it declares (MAXSCORE, or SCORE's normalMaximum), else the most its response
 * processing can give; a fraction is points over that maximum, and the mark is that maximum. Fractions
 * are rounded to 7 places, the model's precision, so that a round trip gives the same numbers.
 */
export const roundFraction = (value: number): Fraction => Math.round(value * 1e7) / 1e7 + 0;

export function fractionOf(points: number, maximum: number): Fraction {
  return roundFraction(Math.max(-1, Math.min(1, points / maximum)));
}

/** A mapping's lower bound: 0 (or below) is the model's floor at 0; a positive minimum is refused. */
export function checkLowerBound(mapping: Mapping | undefined) {
  if (mapping?.lowerBound !== undefined && mapping.lowerBound > 0)
    unsupported('unsupportedLowerBound', { value: mapping.lowerBound });
}

const clamp = (value: number, mapping: Mapping): number =>
  Math.min(mapping.upperBound ?? Infinity, Math.max(mapping.lowerBound ?? -Infinity, value));

function equalsKey(a: string, b: string, caseSensitive: boolean): boolean {
  return caseSensitive ? a === b : a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

function holds(test: Test, decl: ResponseDecl, value: string): boolean {
  switch (test.op) {
    case 'correct':
      return decl.correct.includes(value);
    case 'match':
      return equalsKey(test.value, value, test.caseSensitive);
    case 'equal':
      return Math.abs(Number(value) - Number(test.value)) <= test.tolerance;
    default:
      return false;
  }
}

/**
 * The points one value gives a response that takes one value (a choice id, an inline choice): its
 * mapping entry (or the default), bounded; or the points of the first branch whose test holds.
 */
export function pointsOf(rule: Rule, decl: ResponseDecl, value: string): number {
  if (rule.kind === 'map') {
    const mapping = decl.mapping ?? invalid('noCredit');
    const entry = mapping.entries.find((e) => equalsKey(e.key, value, e.caseSensitive));
    return clamp(entry ? entry.value : mapping.defaultValue, mapping);
  }
  return rule.branches.find((b) => holds(b.test, decl, value))?.points ?? 0;
}

/**
 * The points a value of a multiple response (a choice, a pair) adds on its own: its mapping entry or the
 * default, before the bounds (which apply to the sum).
 */
export function addedPoints(decl: ResponseDecl, key: string, match = (a: string, b: string) => a === b): number {
  const mapping = decl.mapping ?? invalid('noCredit');
  const entry = mapping.entries.find((e) => match(e.key, key));
  return entry ? entry.value : mapping.defaultValue;
}

/** The values a mapping or correct response names must be among the item's choices. */
export function checkKnown(values: string[], known: Set<string>) {
  for (const value of values) if (!known.has(value)) invalid('unknownChoice', { value });
}

/** The maximum to divide by: the declared one, else the computed one; no credit at all is invalid. */
export function maximumOf(declared: number | undefined, computed: number): number {
  const maximum = declared ?? computed;
  if (!(maximum > 0) || !(computed > 0)) invalid('noCredit');
  return maximum;
}

/** A rule that is plain match_correct (all or nothing on the correct response), and its points. */
export function correctPoints(rule: Rule): number | undefined {
  return rule.kind === 'branches' && rule.branches.length === 1 && rule.branches[0]!.test.op === 'correct'
    ? rule.branches[0]!.points
    : undefined;
}
