import { describe, expect, it } from 'vitest';
import {
  blueprintProblems,
  drawPaper,
  hashSeed,
  ruleMatches,
  seededRandom,
  type Blueprint,
  type PoolQuestion,
} from '../../src/authoring/blueprint/index.js';
import { question, questions, randomCase, rule, section } from './fixtures.js';

const one = (count: number, pool: PoolQuestion[], seed: string, avoid: number[] = []) =>
  drawPaper({ sections: [section({ rules: [rule(count)] })] }, pool, seed, avoid)[0]!;

describe('the seeded generator', () => {
  it('gives the same numbers for the same text and different ones for another', () => {
    const a = seededRandom('attempt-1');
    const b = seededRandom('attempt-1');
    const c = seededRandom('attempt-2');
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    expect(hashSeed('x')).toEqual(hashSeed('x'));
    expect(hashSeed('x')).not.toEqual(hashSeed('y'));
  });

  it('stays in [0, 1) and spreads evenly over ten buckets', () => {
    const random = seededRandom('buckets');
    const buckets = new Array<number>(10).fill(0);
    const xs = Array.from({ length: 20_000 }, () => random());
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    for (const x of xs) buckets[Math.floor(x * 10)]! += 1;
    // 2,000 expected per bucket, standard deviation about 42: 200 is more than 4.7 of them.
    for (const n of buckets) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });
});

describe('drawPaper', () => {
  const pool = questions(1, 40);

  it('draws the same paper for the same seed, whatever the order of the pool rows', () => {
    const blueprint: Blueprint = {
      sections: [section({ questionIds: [3], rules: [rule(5)], shuffle: true }), section({ rules: [rule(4)] })],
    };
    const paper = drawPaper(blueprint, pool, 'seed-a');
    expect(drawPaper(blueprint, pool, 'seed-a')).toEqual(paper);
    expect(drawPaper(blueprint, [...pool].reverse(), 'seed-a')).toEqual(paper);
    expect(paper.map((s) => s.length)).toEqual([6, 4]);
  });

  it('gives different candidates different papers when the pool allows', () => {
    const papers = new Set<string>();
    const drawn = new Map<number, number>();
    const SEEDS = 2000;
    for (let i = 0; i < SEEDS; i++) {
      const paper = one(10, pool, `candidate-${i}`);
      papers.add(paper.join(','));
      for (const id of paper) drawn.set(id, (drawn.get(id) ?? 0) + 1);
    }
    // 40·39·…·31 ordered papers: two equal ones among 2,000 would be a defect, not chance.
    expect(papers.size).toBe(SEEDS);
    // Each question is drawn with probability 1/4: 500 times expected, standard deviation about 19.
    expect(drawn.size).toBe(40);
    for (const n of drawn.values()) expect(Math.abs(n - 500)).toBeLessThan(100);
  });

  it('lists fixed questions first, in their order, then each rule’s draws', () => {
    const mixed = [...questions(1, 10), ...questions(11, 10, { questionCategoryId: 2 })];
    const blueprint: Blueprint = {
      sections: [section({ questionIds: [12, 4], rules: [rule(3), rule(2, { questionCategoryId: 2 })] })],
    };
    const [ids] = drawPaper(blueprint, mixed, 'order');
    expect(ids!.slice(0, 2)).toEqual([12, 4]);
    expect(ids!.slice(2, 5).every((id) => id <= 10 && id !== 4)).toBe(true);
    expect(ids!.slice(5).every((id) => id > 10 && id !== 12)).toBe(true);
    expect(ids).toHaveLength(7);
  });

  it('shuffles a section as a whole only when it says so', () => {
    const fixed = [5, 6, 7, 8, 9];
    const orders = (shuffle: boolean) =>
      new Set(
        Array.from({ length: 50 }, (_, i) =>
          drawPaper({ sections: [section({ questionIds: fixed, shuffle })] }, pool, `s${i}`)[0]!.join(','),
        ),
      );
    expect([...orders(false)]).toEqual(['5,6,7,8,9']);
    const shuffled = orders(true);
    expect(shuffled.size).toBeGreaterThan(20);
    for (const order of shuffled)
      expect(
        order
          .split(',')
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(fixed);
  });

  it('keeps a question fixed in a later section out of earlier rules', () => {
    const small = questions(1, 6);
    const blueprint: Blueprint = {
      sections: [section({ rules: [rule(3)] }), section({ questionIds: [1, 2, 3] })],
    };
    for (let i = 0; i < 100; i++) {
      const [first, second] = drawPaper(blueprint, small, `later-${i}`);
      expect(second).toEqual([1, 2, 3]);
      expect([...first!].sort()).toEqual([4, 5, 6]);
    }
  });

  it('matches a rule by level, type and every one of its tags, regardless of case', () => {
    const q = question(1, { questionLavelId: 2, questionTypeId: 3, tags: ['Algebra', 'Proof'] });
    expect(ruleMatches(rule(1), q)).toBe(true);
    expect(ruleMatches(rule(1, { questionCategoryId: 2 }), q)).toBe(false);
    expect(ruleMatches(rule(1, { questionLavelId: 2, questionTypeId: 3 }), q)).toBe(true);
    expect(ruleMatches(rule(1, { questionLavelId: 1 }), q)).toBe(false);
    expect(ruleMatches(rule(1, { questionTypeId: 1 }), q)).toBe(false);
    expect(ruleMatches(rule(1, { tags: [' algebra ', 'PROOF'] }), q)).toBe(true);
    expect(ruleMatches(rule(1, { tags: ['algebra', 'geometry'] }), q)).toBe(false);
  });

  it('never puts a question twice in a paper, and fills satisfiable blueprints exactly', () => {
    let satisfiable = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const { pool: randomPool, blueprint } = randomCase(seed);
      const ids = new Set(randomPool.map((q) => q.quizQuestionId));
      const paper = drawPaper(
        blueprint,
        randomPool,
        `case-${seed}`,
        [...ids].filter((id) => id % 5 === 0),
      );
      const all = paper.flat();
      expect(new Set(all).size, `case ${seed}`).toBe(all.length);
      for (const id of all) expect(ids.has(id)).toBe(true);
      const { problems } = blueprintProblems(blueprint, randomPool, 1);
      if (problems.some((p) => p.code === 'blueprintRuleShort' || p.code === 'blueprintQuestionNotInAssessment'))
        continue;
      satisfiable += 1;
      blueprint.sections.forEach((s, i) => {
        const wanted = s.questionIds.length + s.rules.reduce((n, r) => n + r.count, 0);
        expect(paper[i], `case ${seed} section ${i}`).toHaveLength(wanted);
        if (s.shuffle) return;
        // Unshuffled: the fixed questions, then each rule's draws, each matching its rule.
        expect(paper[i]!.slice(0, s.questionIds.length)).toEqual(s.questionIds);
        let at = s.questionIds.length;
        for (const r of s.rules) {
          for (const id of paper[i]!.slice(at, at + r.count))
            expect(
              ruleMatches(
                r,
                randomPool.find((q) => q.quizQuestionId === id)!,
              ),
            ).toBe(true);
          at += r.count;
        }
      });
    }
    // The generator makes both kinds; enough satisfiable ones for the exact-size check to mean something.
    expect(satisfiable).toBeGreaterThan(100);
  });
});

describe('retakes', () => {
  const pool = questions(1, 20);

  it('avoid the questions of earlier attempts while the pool allows', () => {
    const seen: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const paper = one(5, pool, `retake-${attempt}`, seen);
      for (const id of paper) expect(seen).not.toContain(id);
      seen.push(...paper);
    }
    expect(new Set(seen).size).toBe(20);
  });

  it('take avoided questions only for the shortfall', () => {
    const avoid = Array.from({ length: 17 }, (_, i) => i + 1);
    for (let i = 0; i < 50; i++) {
      const paper = one(5, pool, `short-${i}`, avoid);
      expect(paper).toHaveLength(5);
      expect(paper.filter((id) => id > 17).sort()).toEqual([18, 19, 20]);
      expect(paper.filter((id) => id <= 17)).toHaveLength(2);
    }
    // The fallback is drawn at random too, not always the same avoided questions.
    const fallbacks = new Set(
      Array.from({ length: 50 }, (_, i) => one(5, pool, `short-${i}`, avoid).filter((id) => id <= 17)).flat(),
    );
    expect(fallbacks.size).toBeGreaterThan(10);
  });

  it('draw from the whole pool again when every question was seen', () => {
    const paper = one(
      5,
      pool,
      'again',
      pool.map((q) => q.quizQuestionId),
    );
    expect(new Set(paper).size).toBe(5);
  });
});
