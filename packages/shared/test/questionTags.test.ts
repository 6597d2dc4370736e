import { describe, expect, it } from 'vitest';
import {
  bulkQuestionTagsInput,
  moveQuestionsInput,
  normalizeTags,
  questionTagsInput,
  sortTags,
  tagKey,
  tagProblem,
} from '../src/index.js';

/** Issue 23: the rules of question tags, shared by the server and the tag editor. */
describe('question tags', () => {
  it('compares tags without regard to case, runs of spaces or Unicode composition', () => {
    expect(tagKey('  Week   1 ')).toBe('week 1');
    expect(tagKey('ÁLGEBRA')).toBe(tagKey('álgebra'));
    // "é" written as e + a combining accent is the same tag as the composed "é".
    expect(tagKey('Caf\u0065\u0301')).toBe(tagKey('Caf\u00e9'));
    expect(tagKey('गणित')).toBe('गणित');
  });

  it('keeps the first spelling of each tag, in the order given', () => {
    expect(normalizeTags([' Geometry ', 'geometry', 'Week  1', 'GEOMETRY', 'week 1', 'Area'])).toEqual([
      'Geometry',
      'Week 1',
      'Area',
    ]);
    expect(normalizeTags(['', '   '])).toEqual([]);
  });

  it('sorts tags alphabetically regardless of case', () => {
    expect(sortTags(['beta', 'Alpha', 'gamma', 'Beta'])).toEqual(['Alpha', 'Beta', 'beta', 'gamma']);
  });

  it('names what is wrong with a typed tag', () => {
    expect(tagProblem('Algebra')).toBeNull();
    expect(tagProblem('   ')).toBe('tagEmpty');
    expect(tagProblem('x'.repeat(50))).toBeNull();
    expect(tagProblem('x'.repeat(51))).toBe('tagTooLong');
    expect(tagProblem('a#####b')).toBe('tagHasSeparator');
    expect(tagProblem('#### four is fine')).toBeNull();
  });

  it('reads UpdateQuestionTags: tags cleaned, repeats dropped before the limit of 20 is counted', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    const parsed = questionTagsInput.parse({ quizQuestionId: '5', tags: [...twenty, 'T1', ' t2 '] });
    expect(parsed).toEqual({ quizQuestionId: 5, tags: twenty });
    const over = questionTagsInput.safeParse({ quizQuestionId: 5, tags: [...twenty, 'one more'] });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['tags', 'tooManyTags']]);
    const bad = questionTagsInput.safeParse({ quizQuestionId: 5, tags: ['ok', '', 'x'.repeat(51)] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tags.1', 'tagEmpty'],
      ['tags.2', 'tagTooLong'],
    ]);
  });

  it('reads the bulk calls: each question once, at least one tag to add or remove', () => {
    expect(bulkQuestionTagsInput.parse({ quizQuestionIds: [3, 3, 4], add: ['A', 'a'] })).toEqual({
      quizQuestionIds: [3, 4],
      add: ['A'],
      remove: [],
    });
    expect(bulkQuestionTagsInput.safeParse({ quizQuestionIds: [3] }).success).toBe(false);
    expect(moveQuestionsInput.safeParse({ quizQuestionIds: [], questionCategoryId: 1 }).success).toBe(false);
    expect(moveQuestionsInput.parse({ quizQuestionIds: [1, 2], questionCategoryId: '9' })).toEqual({
      quizQuestionIds: [1, 2],
      questionCategoryId: 9,
    });
  });
});
