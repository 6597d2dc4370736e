import { invalid } from '../reasons.js';
import { elements, firstElement, textContent, type XElement } from './xmlDom.js';

/** One mapping entry: the points a response value (a choice id, a pair, a typed text) gives. */
export interface MapEntry {
  key: string;
  value: number;
  caseSensitive: boolean;
}

/** A `<mapping>`: the entries, the points of any other value, and the bounds of the total. */
export interface Mapping {
  entries: MapEntry[];
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
}

/** A `<responseDeclaration>` as the readers need it. */
export interface ResponseDecl {
  id: string;
  cardinality: string;
  baseType: string;
  /** The values of `<correctResponse>`, in order (the order matters for an ordering). */
  correct: string[];
  mapping?: Mapping;
}

/** An `<outcomeDeclaration>`: its base type and default value. */
export interface OutcomeDecl {
  id: string;
  baseType: string;
  cardinality: string;
  defaultValue?: string;
  normalMaximum?: number;
}

export function numberAttr(el: XElement, name: string): number | undefined {
  const raw = el.attrs[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) invalid('badValue', { value: raw });
  return value;
}

const valuesOf = (el: XElement | undefined): string[] =>
  el ? elements(el, 'value').map((v) => textContent(v).trim()) : [];

/** QTI's mapEntry@caseSensitive defaults to true (2.2 and 3.0). */
const caseSensitiveOf = (raw: string | undefined): boolean => raw === undefined || raw.trim() !== 'false';

function readMapping(el: XElement): Mapping {
  const mapping: Mapping = {
    entries: elements(el, 'mapEntry').map((e) => ({
      key: (e.attrs.mapKey ?? '').trim(),
      value: numberAttr(e, 'mappedValue') ?? 0,
      caseSensitive: caseSensitiveOf(e.attrs.caseSensitive),
    })),
    defaultValue: numberAttr(el, 'defaultValue') ?? 0,
  };
  const lower = numberAttr(el, 'lowerBound');
  const upper = numberAttr(el, 'upperBound');
  if (lower !== undefined) mapping.lowerBound = lower;
  if (upper !== undefined) mapping.upperBound = upper;
  return mapping;
}

export function readResponseDecls(item: XElement): Map<string, ResponseDecl> {
  const decls = new Map<string, ResponseDecl>();
  for (const el of elements(item, 'responseDeclaration')) {
    const id = el.attrs.identifier ?? '';
    const mappingEl = firstElement(el, 'mapping');
    const decl: ResponseDecl = {
      id,
      cardinality: el.attrs.cardinality ?? 'single',
      baseType: el.attrs.baseType ?? 'identifier',
      correct: valuesOf(firstElement(el, 'correctResponse')),
    };
    if (mappingEl) decl.mapping = readMapping(mappingEl);
    decls.set(id, decl);
  }
  return decls;
}

export function readOutcomeDecls(item: XElement): Map<string, OutcomeDecl> {
  const decls = new Map<string, OutcomeDecl>();
  for (const el of elements(item, 'outcomeDeclaration')) {
    const id = el.attrs.identifier ?? '';
    const decl: OutcomeDecl = {
      id,
      baseType: el.attrs.baseType ?? 'float',
      cardinality: el.attrs.cardinality ?? 'single',
    };
    const value = valuesOf(firstElement(el, 'defaultValue'))[0];
    if (value !== undefined) decl.defaultValue = value;
    const normalMaximum = numberAttr(el, 'normalMaximum');
    if (normalMaximum !== undefined) decl.normalMaximum = normalMaximum;
    decls.set(id, decl);
  }
  return decls;
}

/** Outcomes that hold points (float or integer); the others (FEEDBACK…) never change a score. */
export const isNumeric = (decl: OutcomeDecl | undefined): boolean =>
  decl !== undefined && (decl.baseType === 'float' || decl.baseType === 'integer') && decl.cardinality === 'single';

/**
 * The item's maximum score as it declares it: MAXSCORE's default value (QTI 2.2 and 3.0's standard
 * outcome), else SCORE's normalMaximum; undefined when it declares none (the readers then compute it).
 */
export function declaredMaximum(outcomes: Map<string, OutcomeDecl>): number | undefined {
  const max = Number(outcomes.get('MAXSCORE')?.defaultValue);
  if (Number.isFinite(max) && max > 0) return max;
  const normal = outcomes.get('SCORE')?.normalMaximum;
  return normal !== undefined && normal > 0 ? normal : undefined;
}
