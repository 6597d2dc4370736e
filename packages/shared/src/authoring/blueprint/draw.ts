// Drawing an attempt's paper from a blueprint (issue 23), and what the editor and Go Live learn from it.
//
// Rules of the draw, in one place:
// - A rule matches a question of its category, of its level and type when it names them, carrying EVERY tag
//   it names (tags narrow, like level and type: "algebra" + "hard" means questions tagged both).
// - A paper never holds a question twice: every fixed question of the blueprint is reserved first (so a rule
//   of section 1 can not take a question fixed in section 3), then the rules draw in order, section by
//   section, each from what the fixed questions and earlier rules left.
// - A rule draws first from the questions the candidate has not had in earlier attempts (`avoid`); only for
//   the shortfall does it take avoided ones, at random too.
// - A section lists its fixed questions, then its draws rule by rule; a shuffled section is then shuffled
//   as a whole.
// - The same seed, blueprint and pool (in any row order) give the same paper.
import { MARK_OPTION } from '../assessments.js';
import { tagKey } from '../questionTags.js';
import type { Blueprint, BlueprintRule, Paper, PoolQuestion } from './model.js';

/**
 * cyrb128: a stable 128-bit hash of a text (four 32-bit words), spreading even one changed character over
 * every word; it only seeds the generator below, it protects nothing.
 */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 seeded from a text: numbers in [0, 1), the same sequence for the same text on every machine. */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = hashSeed(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs still show the seed's structure; the usual warm-up discards them.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** `k` items of a list at random, in random order (a partial Fisher–Yates shuffle of a copy). */
function pick<T>(items: readonly T[], k: number, random: () => number): T[] {
  const copy = [...items];
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

const shuffle = <T>(items: readonly T[], random: () => number): T[] => pick(items, items.length, random);

/** A question's tag keys, computed once per pool row (the server may keep its rows between starts). */
const tagKeysOf = new WeakMap<PoolQuestion, ReadonlySet<string>>();
function questionTagKeys(q: PoolQuestion): ReadonlySet<string> {
  let keys = tagKeysOf.get(q);
  if (!keys) {
    keys = new Set(q.tags.map(tagKey));
    tagKeysOf.set(q, keys);
  }
  return keys;
}

/** The rule's filter: its category, its level and type when named, and every tag it names. */
export function ruleMatches(rule: BlueprintRule, q: PoolQuestion): boolean {
  if (q.questionCategoryId !== rule.questionCategoryId) return false;
  if (rule.questionLavelId != null && q.questionLavelId !== rule.questionLavelId) return false;
  if (rule.questionTypeId != null && q.questionTypeId !== rule.questionTypeId) return false;
  const tags = rule.tags ?? [];
  if (tags.length === 0) return true;
  const keys = questionTagKeys(q);
  return tags.every((tag) => keys.has(tagKey(tag)));
}

/** The pool by id, in id order (so the rows' order does not change a paper), and the fixed questions. */
function prepare(blueprint: Blueprint, pool: readonly PoolQuestion[]) {
  const byId = new Map<number, PoolQuestion>();
  for (const q of pool) byId.set(q.quizQuestionId, q);
  const sorted = [...byId.values()].sort((a, b) => a.quizQuestionId - b.quizQuestionId);
  /** Every fixed question of the blueprint that is in the assessment, each once. */
  const fixed = new Set<number>();
  for (const section of blueprint.sections) for (const id of section.questionIds) if (byId.has(id)) fixed.add(id);
  return { byId, sorted, fixed };
}

/**
 * Draws one attempt's paper. `seed` is stored with the attempt (any text: the same text, the same paper);
 * `avoid` holds the question ids of the candidate's earlier attempts. A fixed question that is not in the
 * pool, or a rule its pool can not satisfy, gives a shorter paper: Go Live refuses such blueprints
 * (blueprintProblems), so a live assessment always draws full papers.
 */
export function drawPaper(
  blueprint: Blueprint,
  pool: readonly PoolQuestion[],
  seed: string,
  avoid: Iterable<number> = [],
): Paper {
  const { byId, sorted, fixed } = prepare(blueprint, pool);
  const avoided = new Set(avoid);
  const used = new Set<number>(fixed);
  const placed = new Set<number>();
  return blueprint.sections.map((section, s) => {
    // One generator per section: editing one section's rules does not change what the others draw.
    const random = seededRandom(`${seed}\u0000${s}`);
    const ids: number[] = [];
    for (const id of section.questionIds) {
      if (!byId.has(id) || placed.has(id)) continue;
      placed.add(id);
      ids.push(id);
    }
    for (const rule of section.rules) {
      const fresh: number[] = [];
      const seen: number[] = [];
      for (const q of sorted) {
        if (used.has(q.quizQuestionId) || !ruleMatches(rule, q)) continue;
        (avoided.has(q.quizQuestionId) ? seen : fresh).push(q.quizQuestionId);
      }
      const drawn = pick(fresh, rule.count, random);
      if (drawn.length < rule.count) drawn.push(...pick(seen, rule.count - drawn.length, random));
      for (const id of drawn) used.add(id);
      ids.push(...drawn);
    }
    return section.shuffle ? shuffle(ids, random) : ids;
  });
}

/** What the editor shows of one rule ("12 of 40 available"). */
export interface RulePoolCount {
  /** Questions of the assessment matching the rule's filter, other than the blueprint's fixed questions. */
  poolCount: number;
  /**
   * Of those, how many the rule can always draw, whatever the earlier rules drew: poolCount less what each
   * earlier rule could take from this pool (at most its count). The rule is satisfiable when count <= this.
   */
  availableCount: number;
}

interface RuleFacts extends RulePoolCount {
  section: number;
  rule: number;
  count: number;
  /** The rule's pool: matching questions that are not fixed, in id order. */
  candidates: number[];
}

/** Every rule, in drawing order, with its pool and what it can always draw. */
function ruleFacts(blueprint: Blueprint, pool: readonly PoolQuestion[]) {
  const prepared = prepare(blueprint, pool);
  const facts: RuleFacts[] = [];
  blueprint.sections.forEach((section, s) =>
    section.rules.forEach((rule, r) => {
      const candidates = prepared.sorted
        .filter((q) => !prepared.fixed.has(q.quizQuestionId) && ruleMatches(rule, q))
        .map((q) => q.quizQuestionId);
      const mine = new Set(candidates);
      let taken = 0;
      for (const earlier of facts) {
        const overlap = earlier.candidates.filter((id) => mine.has(id)).length;
        taken += Math.min(earlier.count, overlap);
      }
      const poolCount = candidates.length;
      facts.push({
        section: s,
        rule: r,
        count: rule.count,
        candidates,
        poolCount,
        availableCount: Math.max(0, poolCount - taken),
      });
    }),
  );
  return { ...prepared, facts };
}

/** Per section, per rule: its pool count and what it can always draw (the editor's live counts). */
export function poolCounts(blueprint: Blueprint, pool: readonly PoolQuestion[]): RulePoolCount[][] {
  const { facts } = ruleFacts(blueprint, pool);
  return blueprint.sections.map((_, s) =>
    facts.filter((f) => f.section === s).map(({ poolCount, availableCount }) => ({ poolCount, availableCount })),
  );
}

/**
 * Why Go Live refuses a blueprint. Section and rule are indexes from 0 (the editor shows them from 1), with
 * the section's title to name it by. The codes of questions are the registry's (correctAnswerMissing,
 * questionMarksMissing), and so are the blueprint's own (texts in i18n/authoring/messages.<locale>.ts).
 */
export type BlueprintProblem =
  | {
      code: 'blueprintRuleShort';
      section: number;
      sectionTitle: string;
      rule: number;
      count: number;
      availableCount: number;
    }
  | { code: 'blueprintQuestionNotInAssessment'; section: number; sectionTitle: string; quizQuestionId: number }
  | { code: 'correctAnswerMissing' | 'questionMarksMissing'; quizQuestionId: number };

export interface BlueprintCheck {
  /** Empty when the blueprint can go live. */
  problems: BlueprintProblem[];
  /**
   * Mark option 3 only: two papers may total differently (a rule picks some of a pool whose marks differ),
   * so Go Live asks for equal marks per drawn question or scaling each paper to the stated total. False
   * means every paper of a satisfiable blueprint totals the same.
   */
  totalsMayDiffer: boolean;
}

/**
 * Go Live's check of a blueprint against the assessment's questions (`pool`) and its mark option: fixed
 * questions that are not the assessment's, rules asking more than they can always draw, and drawable
 * questions (fixed, or in some rule's pool) without a key (marked options) or without marks (option 3).
 */
export function blueprintProblems(
  blueprint: Blueprint,
  pool: readonly PoolQuestion[],
  markOptionId: number,
): BlueprintCheck {
  const { byId, fixed, facts } = ruleFacts(blueprint, pool);
  const problems: BlueprintProblem[] = [];
  blueprint.sections.forEach((section, s) => {
    const sectionTitle = section.title;
    for (const id of section.questionIds)
      if (!byId.has(id))
        problems.push({ code: 'blueprintQuestionNotInAssessment', section: s, sectionTitle, quizQuestionId: id });
    for (const f of facts.filter((x) => x.section === s && x.count > x.availableCount))
      problems.push({
        code: 'blueprintRuleShort',
        section: s,
        sectionTitle,
        rule: f.rule,
        count: f.count,
        availableCount: f.availableCount,
      });
  });

  const drawable = new Set(fixed);
  for (const f of facts) if (f.count > 0) for (const id of f.candidates) drawable.add(id);
  const questions = [...drawable].sort((a, b) => a - b).map((id) => byId.get(id) as PoolQuestion);
  if (markOptionId !== MARK_OPTION.survey)
    for (const q of questions)
      if (!q.hasKey) problems.push({ code: 'correctAnswerMissing', quizQuestionId: q.quizQuestionId });
  if (markOptionId === MARK_OPTION.perQuestion)
    for (const q of questions)
      if (!(q.mark > 0)) problems.push({ code: 'questionMarksMissing', quizQuestionId: q.quizQuestionId });

  return { problems, totalsMayDiffer: markOptionId === MARK_OPTION.perQuestion && totalsVary(facts, byId) };
}

/**
 * Whether papers may total differently. They can not when the rules together always draw their whole
 * pools (a satisfiable blueprint draws sum(count) distinct questions out of the union of the pools), or
 * when every rule that draws only part of its pool draws from questions of one mark.
 */
function totalsVary(facts: readonly RuleFacts[], byId: ReadonlyMap<number, PoolQuestion>): boolean {
  const union = new Set(facts.flatMap((f) => f.candidates));
  const drawn = facts.reduce((sum, f) => sum + f.count, 0);
  if (drawn >= union.size) return false;
  const cents = (id: number) => Math.round((byId.get(id) as PoolQuestion).mark * 100);
  return facts.some((f) => f.count < f.candidates.length && new Set(f.candidates.map(cents)).size > 1);
}
