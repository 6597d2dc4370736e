import { describe, expect, it } from 'vitest';
import { MARK_OPTION } from '../../src/authoring/assessments.js';
import { blueprintProblems, poolCounts, type Blueprint } from '../../src/authoring/blueprint/index.js';
import { question, questions, rule, section } from './fixtures.js';

const { equal, survey, perQuestion } = MARK_OPTION;

describe('poolCounts', () => {
  it('counts each rule’s pool without the fixed questions, and what it can always draw', () => {
    const pool = [...questions(1, 40), ...questions(41, 10, { questionLavelId: 3 })];
    const blueprint: Blueprint = {
      sections: [
        section({ questionIds: [1, 2], rules: [rule(12, { questionLavelId: 1 })] }),
        section({ rules: [rule(4, { questionLavelId: 3 }), rule(5)] }),
      ],
    };
    expect(poolCounts(blueprint, pool)).toEqual([
      [{ poolCount: 38, availableCount: 38 }],
      // The broad last rule shares its pool with both earlier rules: 48 less the 12 and 4 they take.
      [
        { poolCount: 10, availableCount: 10 },
        { poolCount: 48, availableCount: 32 },
      ],
    ]);
  });
});

describe('blueprintProblems', () => {
  it('accepts a satisfiable blueprint of keyed, marked questions', () => {
    const blueprint: Blueprint = { sections: [section({ questionIds: [1], rules: [rule(9)] })] };
    expect(blueprintProblems(blueprint, questions(1, 10), perQuestion)).toEqual({
      problems: [],
      totalsMayDiffer: false,
    });
  });

  it('names a rule that asks for more than its pool holds, by section and rule index', () => {
    const pool = [...questions(1, 5), ...questions(6, 3, { questionCategoryId: 2 })];
    const blueprint: Blueprint = {
      sections: [
        section({ title: 'Warm-up', rules: [rule(5)] }),
        section({ title: 'Main', questionIds: [6], rules: [rule(1), rule(3, { questionCategoryId: 2 })] }),
      ],
    };
    expect(blueprintProblems(blueprint, pool, equal).problems).toEqual([
      { code: 'blueprintRuleShort', section: 1, sectionTitle: 'Main', rule: 0, count: 1, availableCount: 0 },
      { code: 'blueprintRuleShort', section: 1, sectionTitle: 'Main', rule: 1, count: 3, availableCount: 2 },
    ]);
  });

  it('refuses a broad rule before a narrow one that it could starve, and accepts the other order', () => {
    const pool = [...questions(1, 2, { questionLavelId: 3 }), ...questions(3, 2, { questionLavelId: 1 })];
    const broadFirst: Blueprint = { sections: [section({ rules: [rule(2), rule(2, { questionLavelId: 3 })] })] };
    expect(blueprintProblems(broadFirst, pool, equal).problems).toEqual([
      { code: 'blueprintRuleShort', section: 0, sectionTitle: 'Section', rule: 1, count: 2, availableCount: 0 },
    ]);
    const narrowFirst: Blueprint = { sections: [section({ rules: [rule(2, { questionLavelId: 3 }), rule(2)] })] };
    expect(blueprintProblems(narrowFirst, pool, equal).problems).toEqual([]);
  });

  it('names a fixed question that is not in the assessment', () => {
    const blueprint: Blueprint = { sections: [section({ title: 'A', questionIds: [1, 99] })] };
    expect(blueprintProblems(blueprint, questions(1, 3), equal).problems).toEqual([
      { code: 'blueprintQuestionNotInAssessment', section: 0, sectionTitle: 'A', quizQuestionId: 99 },
    ]);
  });

  it('names drawable questions without a key (marked options) or marks (option 3), not others', () => {
    const pool = [
      question(1, { hasKey: false }),
      question(2, { mark: 0 }),
      question(3, { questionCategoryId: 2, hasKey: false, mark: 0 }),
      question(4, { questionCategoryId: 3, hasKey: false, mark: 0 }),
      question(5),
    ];
    const blueprint: Blueprint = { sections: [section({ questionIds: [3], rules: [rule(2)] })] };
    expect(blueprintProblems(blueprint, pool, perQuestion).problems).toEqual([
      { code: 'correctAnswerMissing', quizQuestionId: 1 },
      { code: 'correctAnswerMissing', quizQuestionId: 3 },
      { code: 'questionMarksMissing', quizQuestionId: 2 },
      { code: 'questionMarksMissing', quizQuestionId: 3 },
    ]);
    expect(blueprintProblems(blueprint, pool, equal).problems).toEqual([
      { code: 'correctAnswerMissing', quizQuestionId: 1 },
      { code: 'correctAnswerMissing', quizQuestionId: 3 },
    ]);
    expect(blueprintProblems(blueprint, pool, survey).problems).toEqual([]);
  });
});

describe('totalsMayDiffer', () => {
  const mixed = [...questions(1, 5, { mark: 1 }), ...questions(6, 5, { mark: 2 })];
  const check = (blueprint: Blueprint, pool = mixed, option: number = perQuestion) =>
    blueprintProblems(blueprint, pool, option).totalsMayDiffer;

  it('is set under option 3 when a rule picks part of a pool of different marks', () => {
    expect(check({ sections: [section({ rules: [rule(3)] })] })).toBe(true);
    expect(check({ sections: [section({ rules: [rule(3)] })] }, mixed, equal)).toBe(false);
  });

  it('is clear when every pool a rule picks from has one mark, or the rules take whole pools', () => {
    const byLevel = [...questions(1, 5, { mark: 1 }), ...questions(6, 5, { mark: 2, questionLavelId: 2 })];
    expect(
      check(
        { sections: [section({ rules: [rule(3, { questionLavelId: 1 }), rule(2, { questionLavelId: 2 })] })] },
        byLevel,
      ),
    ).toBe(false);
    expect(check({ sections: [section({ rules: [rule(10)] })] })).toBe(false);
    expect(check({ sections: [section({ rules: [rule(4), rule(6)] })] })).toBe(false);
    expect(check({ sections: [section({ questionIds: [1, 6] })] })).toBe(false);
  });
});
