// What the blueprint tests share: pools of questions and random blueprints, from a seeded generator.
import type { Blueprint, BlueprintRule, BlueprintSection, PoolQuestion } from '../../src/authoring/blueprint/index.js';
import { seededRandom } from '../questionTypes/helpers.js';

/** A question of the pool; keyed and marked 1 unless told otherwise. */
export const question = (quizQuestionId: number, fields: Partial<PoolQuestion> = {}): PoolQuestion => ({
  quizQuestionId,
  questionCategoryId: 1,
  questionLavelId: 1,
  questionTypeId: 1,
  tags: [],
  hasKey: true,
  mark: 1,
  ...fields,
});

/** Questions first..first+n-1, all with the same fields. */
export const questions = (first: number, n: number, fields: Partial<PoolQuestion> = {}): PoolQuestion[] =>
  Array.from({ length: n }, (_, i) => question(first + i, fields));

export const section = (fields: Partial<BlueprintSection> = {}): BlueprintSection => ({
  title: 'Section',
  shuffle: false,
  lockOnLeave: false,
  questionIds: [],
  rules: [],
  ...fields,
});

export const rule = (count: number, fields: Partial<BlueprintRule> = {}): BlueprintRule => ({
  questionCategoryId: 1,
  count,
  ...fields,
});

const TAGS = ['algebra', 'Geometry', 'proof', 'mental'];

/** A random pool (3 categories, 3 levels, 3 types, up to 2 of 4 tags) and a random blueprint over it. */
export function randomCase(seed: number): { pool: PoolQuestion[]; blueprint: Blueprint } {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const size = 1 + int(60);
  let id = 1000;
  const pool = Array.from({ length: size }, () =>
    question((id += 1 + int(3)), {
      questionCategoryId: 1 + int(3),
      questionLavelId: 1 + int(3),
      questionTypeId: 1 + int(3),
      tags: TAGS.filter(() => random() < 0.3),
      mark: 1 + int(4),
    }),
  );
  const ids = pool.map((q) => q.quizQuestionId);
  const fixedLeft = new Set(ids.filter(() => random() < 0.1));
  const sections = Array.from({ length: 1 + int(3) }, () => {
    const questionIds = [...fixedLeft].filter(() => random() < 0.5);
    for (const id of questionIds) fixedLeft.delete(id);
    const rules = Array.from({ length: int(4) }, () =>
      rule(1 + int(8), {
        questionCategoryId: 1 + int(3),
        questionLavelId: random() < 0.4 ? 1 + int(3) : null,
        questionTypeId: random() < 0.3 ? 1 + int(3) : undefined,
        tags: random() < 0.3 ? [TAGS[int(TAGS.length)]!.toUpperCase()] : [],
      }),
    );
    return section({ questionIds, rules, shuffle: random() < 0.5 });
  });
  return { pool, blueprint: { sections } };
}
