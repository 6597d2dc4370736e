import { isNumeric, type OutcomeDecl, type ResponseDecl } from './declarations.js';
import { unsupported } from '../reasons.js';
import { elements, firstElement, textContent, type XElement } from './xmlDom.js';

/**
 * How an item's response processing scores each response, read symbolically (never run): the standard
 * templates, and custom processing that is equivalent to them or to a short list of answers, which is
 * what authoring tools write. Anything else is refused as `unsupported` rather than guessed at.
 *
 * Recognised (SCORE being the item's score outcome; X any numeric outcome summed into SCORE later):
 * - the templates match_correct and map_response (QTI 2.1, 2.2 and 3.0 URIs, with or without `.xml`);
 * - no response processing at all, or an empty one, while the responses carry a correct response or a
 *   mapping: read as the template those imply (map_response with a mapping, match_correct otherwise).
 *   Strictly such an item is not scored by a QTI player; every authoring tool that writes one means it
 *   to be, and the report would otherwise refuse most hand-made items;
 * - `X = mapResponse(R)`, also guarded by `if isNull(R) then X = 0`;
 * - a condition chain on one response: `if <test> then X = p elseif <test> then X = q … [else X = 0]`,
 *   a test being `match(R, correct(R))`, `match(R, value)`, `stringMatch(R, value)`,
 *   `equal(R, value)` (exact or absolute tolerance) or `match(index(R, n), value)`; p may be
 *   `variable(MAXSCORE)`. The same with `X = sum(X, p)` accumulates;
 * - `SCORE = sum(…)` of such outcomes and mapResponses.
 * Statements that only set outcomes that are not numeric (FEEDBACK…) are skipped: they never change a
 * score (the feedback they show is read elsewhere, or noted as not kept).
 */

export type Test =
  | { op: 'correct' }
  | { op: 'match'; value: string; caseSensitive: boolean }
  | { op: 'equal'; value: string; tolerance: number }
  | { op: 'index'; position: number; value: string };

/** How one response scores: by its mapping, or by the first branch whose test holds (else 0). */
export type Rule = { kind: 'map' } | { kind: 'branches'; branches: { test: Test; points: number }[] };

interface Term {
  response: string;
  rule: Rule;
}
/** The symbolic value of an outcome: terms (each the score of one response) plus a constant. */
interface Value {
  terms: Term[];
  constant: number;
}

const ZERO: Value = { terms: [], constant: 0 };
const fail = (): never => unsupported('unsupportedProcessing');

const TEMPLATE = /(?:^|\/)(match_correct|map_response|map_response_point|cc2_[a-z_]+)(\.xml)?$/i;

class Evaluator {
  readonly state = new Map<string, Value>();

  constructor(private readonly outcomes: Map<string, OutcomeDecl>) {}

  private constantOf(id: string): number {
    const value = Number(this.outcomes.get(id)?.defaultValue ?? 0);
    return Number.isFinite(value) ? value : fail();
  }

  /** The value of an expression that sets a numeric outcome. */
  expr(el: XElement): Value {
    switch (el.name) {
      case 'baseValue': {
        const value = Number(textContent(el));
        return Number.isFinite(value) ? { terms: [], constant: value } : fail();
      }
      case 'variable': {
        const id = el.attrs.identifier ?? '';
        return this.state.get(id) ?? { terms: [], constant: this.constantOf(id) };
      }
      case 'mapResponse':
        return { terms: [{ response: el.attrs.identifier ?? '', rule: { kind: 'map' } }], constant: 0 };
      case 'sum':
        return elements(el).reduce<Value>((acc, part) => {
          const value = this.expr(part);
          return { terms: [...acc.terms, ...value.terms], constant: acc.constant + value.constant };
        }, ZERO);
      default:
        return fail();
    }
  }

  /** A branch's score statement: `X = p`, `X = MAXSCORE` or `X = sum(X, p)`; other outcomes skipped. */
  branchBody(body: XElement[]): { target: string; points: number; accumulate: boolean } | undefined {
    const sets = body.filter((s) => s.name !== 'setOutcomeValue' || isNumeric(this.outcomes.get(s.attrs.identifier!)));
    if (sets.length === 0) return undefined;
    if (sets.length !== 1 || sets[0]!.name !== 'setOutcomeValue') return fail();
    const target = sets[0]!.attrs.identifier!;
    const expr = elements(sets[0]!)[0] ?? fail();
    const self =
      expr.name === 'sum' && elements(expr).some((e) => e.name === 'variable' && e.attrs.identifier === target);
    const parts = self
      ? elements(expr).filter((e) => !(e.name === 'variable' && e.attrs.identifier === target))
      : [expr];
    if (parts.length !== 1) return fail();
    const value = this.expr(parts[0]!);
    return value.terms.length > 0 ? fail() : { target, points: value.constant, accumulate: self };
  }

  condition(el: XElement) {
    const branches = elements(el).map((b) => ({ kind: b.name, parts: elements(b) }));
    const statementsOf = (b: { kind: string; parts: XElement[] }) =>
      b.kind === 'responseElse' ? b.parts : b.parts.slice(1);
    const scoring = branches
      .flatMap(statementsOf)
      .filter((s) => s.name !== 'setOutcomeValue' || isNumeric(this.outcomes.get(s.attrs.identifier!)));
    if (scoring.length === 0) return;
    if (this.isNullGuard(branches)) return;
    this.chain(
      branches,
      branches.map((b) => this.branchBody(statementsOf(b))),
    );
  }

  /** `if isNull(R) then X = 0 else X = <expr>`: X is the expression (a null response maps to 0 anyway). */
  private isNullGuard(branches: { kind: string; parts: XElement[] }[]): boolean {
    const [first, second] = branches;
    if (branches.length !== 2 || first?.parts[0]?.name !== 'isNull' || second?.kind !== 'responseElse') return false;
    const zero = this.branchBody(first.parts.slice(1));
    const set = second.parts.filter((s) => isNumeric(this.outcomes.get(s.attrs.identifier!)));
    if (!zero || zero.points !== 0 || set.length !== 1 || set[0]!.attrs.identifier !== zero.target) return fail();
    this.state.set(zero.target, this.expr(elements(set[0]!)[0] ?? fail()));
    return true;
  }

  private chain(
    branches: { kind: string; parts: XElement[] }[],
    bodies: ({ target: string; points: number; accumulate: boolean } | undefined)[],
  ) {
    const tested = branches.filter((b) => b.kind !== 'responseElse');
    const elseBody = branches.length > tested.length ? bodies.at(-1) : undefined;
    const heads = bodies.slice(0, tested.length);
    const target = heads[0]?.target ?? fail();
    const accumulate = heads[0]!.accumulate;
    if (heads.some((b) => !b || b.target !== target || b.accumulate !== accumulate)) fail();
    if (elseBody && (elseBody.target !== target || elseBody.points !== 0)) fail();
    const tests = tested.map((b) => readTest(b.parts[0] ?? fail()));
    const response = tests[0]!.response;
    if (tests.some((t) => t.response !== response)) fail();
    const term: Term = {
      response,
      rule: { kind: 'branches', branches: tests.map((t, i) => ({ test: t.test, points: heads[i]!.points })) },
    };
    const prior = this.state.get(target) ?? { terms: [], constant: this.constantOf(target) };
    // A plain `X = p` with no else keeps X's earlier value when no test holds: only 0 is representable.
    if (!accumulate && !elseBody && (prior.terms.length > 0 || prior.constant !== 0)) fail();
    const base = accumulate ? prior : ZERO;
    if (base.constant !== 0) fail();
    this.state.set(target, { terms: [...base.terms, term], constant: 0 });
  }

  statement(el: XElement) {
    if (el.name === 'setOutcomeValue') {
      const id = el.attrs.identifier ?? '';
      if (!isNumeric(this.outcomes.get(id))) return;
      this.state.set(id, this.expr(elements(el)[0] ?? fail()));
    } else if (el.name === 'responseCondition') this.condition(el);
    else fail();
  }
}

/** The response a test is about, and what it asks of it. */
function readTest(el: XElement): { response: string; test: Test } {
  const [a, b] = elements(el);
  if (!a || !b || elements(el).length !== 2) return fail();
  const variable = a.name === 'variable' ? a : b.name === 'variable' ? b : undefined;
  const other = variable === a ? b : a;
  if (el.name === 'match' && a.name === 'index' && b.name === 'baseValue') {
    const inner = elements(a)[0];
    const n = Number(a.attrs.n);
    if (inner?.name !== 'variable' || !Number.isInteger(n)) return fail();
    return { response: inner.attrs.identifier!, test: { op: 'index', position: n, value: textContent(b).trim() } };
  }
  if (!variable) return fail();
  const response = variable.attrs.identifier ?? '';
  if (el.name === 'match' && other.name === 'correct' && other.attrs.identifier === response)
    return { response, test: { op: 'correct' } };
  if (other.name !== 'baseValue') return fail();
  const value = textContent(other).trim();
  if (el.name === 'match') return { response, test: { op: 'match', value, caseSensitive: true } };
  if (el.name === 'stringMatch')
    return { response, test: { op: 'match', value, caseSensitive: el.attrs.caseSensitive !== 'false' } };
  if (el.name === 'equal') return { response, test: { op: 'equal', value, tolerance: toleranceOf(el) } };
  return fail();
}

/** `equal`'s tolerance: exact is 0; absolute must be symmetric ("t" or "t t"); relative is refused. */
function toleranceOf(el: XElement): number {
  const mode = el.attrs.toleranceMode ?? 'exact';
  if (mode === 'exact') return 0;
  const [low, high = low] = (el.attrs.tolerance ?? '').trim().split(/\s+/).map(Number);
  if (mode !== 'absolute' || low === undefined || !Number.isFinite(low) || low !== high || low < 0) return fail();
  if (el.attrs.includeLowerBound === 'false' || el.attrs.includeUpperBound === 'false') return fail();
  return low;
}

/** The rule a template (or no processing at all) gives each response that has a key. */
function implied(template: string | undefined, responses: Map<string, ResponseDecl>): Map<string, Rule> {
  const rules = new Map<string, Rule>();
  if (template !== undefined) {
    const name = TEMPLATE.exec(template)?.[1]?.toLowerCase();
    if (name !== 'match_correct' && name !== 'map_response')
      return unsupported('unsupportedTemplateUri', { template: template.split('/').pop() ?? template });
    if (responses.has('RESPONSE')) rules.set('RESPONSE', name === 'map_response' ? { kind: 'map' } : correctRule(1));
    return rules;
  }
  for (const decl of responses.values()) {
    if (decl.mapping) rules.set(decl.id, { kind: 'map' });
    else if (decl.correct.length > 0) rules.set(decl.id, correctRule(1));
  }
  return rules;
}

export const correctRule = (points: number): Rule => ({
  kind: 'branches',
  branches: [{ test: { op: 'correct' }, points }],
});

/** Several terms of one response are only read as an ordering's positions, each scored on its own. */
function merge(terms: Term[]): Rule {
  if (terms.length === 1) return terms[0]!.rule;
  const branches = terms.flatMap((t) =>
    t.rule.kind === 'branches' && t.rule.branches.length === 1 ? t.rule.branches : [],
  );
  if (branches.length !== terms.length || branches.some((b) => b.test.op !== 'index')) return fail();
  return { kind: 'branches', branches };
}

/**
 * The rule of each scored response. A response with an interaction but no rule is not scored (the
 * reader refuses the item); one rule per response is expected, except an ordering's positions.
 */
export function readRules(
  item: XElement,
  responses: Map<string, ResponseDecl>,
  outcomes: Map<string, OutcomeDecl>,
): Map<string, Rule> {
  const processing = firstElement(item, 'responseProcessing');
  const template = processing?.attrs.template ?? processing?.attrs.templateLocation;
  const statements = processing ? elements(processing) : [];
  if (template !== undefined || statements.length === 0) return implied(template, responses);
  const evaluator = new Evaluator(outcomes);
  for (const statement of statements) evaluator.statement(statement);
  const score = evaluator.state.get('SCORE') ?? ZERO;
  if (score.constant !== 0) fail();
  const byResponse = new Map<string, Term[]>();
  for (const term of score.terms) byResponse.set(term.response, [...(byResponse.get(term.response) ?? []), term]);
  return new Map([...byResponse].map(([response, terms]) => [response, merge(terms)]));
}
