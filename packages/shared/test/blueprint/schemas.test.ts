import { describe, expect, it } from 'vitest';
import { blueprintInput, blueprintSchema } from '../../src/authoring/blueprint/index.js';

/** The issue's shape, with every optional field once given and once left out. */
const example = {
  quizTopicId: 7,
  sections: [
    {
      title: 'Warm-up',
      instructions: 'Answer without a calculator.',
      shuffle: true,
      timeLimitMinutes: 10,
      lockOnLeave: true,
      questionIds: [101, 102],
      rules: [
        { questionCategoryId: 3, questionLavelId: 1, questionTypeId: 1, tags: ['Algebra', 'algebra '], count: 5 },
      ],
    },
    {
      title: 'Main',
      shuffle: false,
      lockOnLeave: false,
      questionIds: [],
      rules: [{ questionCategoryId: 4, count: 10 }],
    },
  ],
};

/** The message keys of a refused body, by path. */
function issues(body: unknown): Record<string, string> {
  const parsed = blueprintInput.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const withSection = (fields: Record<string, unknown>) => ({
  quizTopicId: 7,
  sections: [{ ...example.sections[1], ...fields }],
});
const withRule = (fields: Record<string, unknown>) =>
  withSection({ rules: [{ questionCategoryId: 4, count: 1, ...fields }] });

describe('blueprintInput', () => {
  it('takes the issue’s example, with optional fields absent as null and tags cleaned', () => {
    const parsed = blueprintInput.parse(example);
    expect(parsed.sections[0]!.rules[0]!.tags).toEqual(['Algebra']);
    expect(parsed.sections[1]).toEqual({
      title: 'Main',
      instructions: null,
      shuffle: false,
      timeLimitMinutes: null,
      lockOnLeave: false,
      questionIds: [],
      rules: [{ questionCategoryId: 4, questionLavelId: null, questionTypeId: null, tags: [], count: 10 }],
    });
    expect(blueprintInput.parse({ quizTopicId: 7, sections: [] }).sections).toEqual([]);
  });

  it('refuses bad fields with their message keys', () => {
    expect(issues({ sections: [] })).toEqual({ quizTopicId: 'required' });
    expect(issues(withSection({ title: ' ' }))).toEqual({ 'sections.0.title': 'required' });
    expect(issues(withSection({ title: 'x'.repeat(201) }))).toEqual({ 'sections.0.title': 'max200characters' });
    expect(issues(withSection({ instructions: 'x'.repeat(5001) }))).toEqual({ 'sections.0.instructions': 'tooLong' });
    expect(issues(withSection({ shuffle: undefined }))).toEqual({ 'sections.0.shuffle': 'required' });
    expect(issues(withSection({ timeLimitMinutes: 0 }))).toEqual({ 'sections.0.timeLimitMinutes': 'positiveInteger' });
    expect(issues(withSection({ timeLimitMinutes: 2.5 }))).toEqual({
      'sections.0.timeLimitMinutes': 'positiveInteger',
    });
    expect(issues(withSection({ timeLimitMinutes: 1441 }))).toEqual({ 'sections.0.timeLimitMinutes': 'tooLarge' });
    expect(issues(withSection({ rules: [] }))).toEqual({ 'sections.0.questionIds': 'sectionEmpty' });
    expect(issues(withRule({ count: 0 }))).toEqual({ 'sections.0.rules.0.count': 'positiveInteger' });
    expect(issues(withRule({ count: 501 }))).toEqual({ 'sections.0.rules.0.count': 'tooLarge' });
    expect(issues(withRule({ count: undefined }))).toEqual({ 'sections.0.rules.0.count': 'required' });
    expect(issues(withRule({ questionCategoryId: undefined }))).toEqual({
      'sections.0.rules.0.questionCategoryId': 'required',
    });
    expect(issues(withRule({ questionTypeId: 9 }))).toEqual({ 'sections.0.rules.0.questionTypeId': 'tooLarge' });
    expect(issues(withRule({ tags: [''] }))).toEqual({ 'sections.0.rules.0.tags.0': 'tagEmpty' });
    expect(issues(withRule({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toEqual({
      'sections.0.rules.0.tags': 'tooManyTags',
    });
  });

  it('refuses too many sections, rules, fixed questions, a repeated question and an overlong paper', () => {
    const s = example.sections[1]!;
    expect(issues({ quizTopicId: 7, sections: Array.from({ length: 21 }, () => s) })).toEqual({
      sections: 'tooManySections',
    });
    expect(
      issues(withSection({ rules: Array.from({ length: 21 }, () => ({ questionCategoryId: 1, count: 1 })) })),
    ).toEqual({
      'sections.0.rules': 'tooManyRules',
    });
    expect(issues(withSection({ questionIds: Array.from({ length: 501 }, (_, i) => i + 1) }))).toEqual({
      'sections.0.questionIds': 'tooManyFixedQuestions',
    });
    expect(
      issues({
        quizTopicId: 7,
        sections: [
          { ...s, questionIds: [1, 2] },
          { ...s, questionIds: [3, 1] },
        ],
      }),
    ).toEqual({ 'sections.1.questionIds.1': 'questionTwiceInBlueprint' });
    expect(
      issues({
        quizTopicId: 7,
        sections: [
          s,
          s,
          {
            ...s,
            rules: [
              { questionCategoryId: 1, count: 500 },
              { questionCategoryId: 1, count: 481 },
            ],
          },
        ],
      }),
    ).toEqual({
      sections: 'paperTooLong',
    });
  });
});

describe('blueprintSchema', () => {
  it('reads GetBlueprint’s answer: the sections with each rule’s counts', () => {
    const answer = {
      quizTopicId: 7,
      sections: [
        {
          ...blueprintInput.parse(example).sections[1]!,
          rules: [
            {
              questionCategoryId: 4,
              questionLavelId: null,
              questionTypeId: null,
              tags: [],
              count: 10,
              poolCount: 40,
              availableCount: 40,
            },
          ],
        },
      ],
    };
    expect(blueprintSchema.parse(answer)).toEqual(answer);
    const withoutCounts = {
      ...answer,
      sections: [{ ...answer.sections[0], rules: [{ questionCategoryId: 4, count: 10 }] }],
    };
    expect(blueprintSchema.safeParse(withoutCounts).success).toBe(false);
  });
});
