import { describe, expect, it } from 'vitest';
import { MARK_OPTION } from '../../src/authoring/assessments.js';
import { spreadMarks } from '../../src/authoring/assessmentRules.js';
import { paperMarks } from '../../src/authoring/blueprint/index.js';
import { seededRandom } from '../questionTypes/helpers.js';

const { equal, survey, perQuestion } = MARK_OPTION;
const cents = (marks: number[]) => Math.round(marks.reduce((s, m) => s + m, 0) * 100);

describe('paperMarks', () => {
  it('spreads the total over the drawn questions under option 1, as for a fixed paper', () => {
    expect(paperMarks([5, 1, 1], equal, 10)).toEqual(spreadMarks(10, 3));
    expect(paperMarks([5, 1, 1], equal, 10, 'own')).toEqual([3.34, 3.33, 3.33]);
  });

  it('keeps own marks, spreads equally or scales under option 3, and gives a survey none', () => {
    expect(paperMarks([2, 3, 5], perQuestion, 20, 'own')).toEqual([2, 3, 5]);
    expect(paperMarks([2, 3, 5], perQuestion, 20, 'equal')).toEqual([6.67, 6.67, 6.66]);
    expect(paperMarks([2, 3, 5], perQuestion, 20, 'scale')).toEqual([4, 6, 10]);
    expect(paperMarks([1, 1, 1], perQuestion, 10, 'scale')).toEqual([3.34, 3.33, 3.33]);
    expect(paperMarks([0, 0], perQuestion, 10, 'scale')).toEqual([5, 5]);
    expect(paperMarks([2, 3], survey, 10, 'scale')).toEqual([0, 0]);
    expect(paperMarks([], perQuestion, 10, 'scale')).toEqual([]);
  });

  it('adds up exactly to the total for option 1, equal and scale, over random papers', () => {
    const random = seededRandom(23);
    const wrong: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const own = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.round(random() * 1000) / 100);
      const total = Math.round(random() * 100_000) / 100;
      for (const [option, choice] of [
        [equal, 'own'],
        [perQuestion, 'equal'],
        [perQuestion, 'scale'],
      ] as const) {
        const marks = paperMarks(own, option, total, choice);
        const whole = marks.every((m) => Math.abs(Math.round(m * 100) - m * 100) < 1e-6);
        if (marks.length !== own.length || cents(marks) !== Math.round(total * 100) || !whole)
          wrong.push(`${option}/${choice}: ${own.join(' ')} to ${total} gave ${marks.join(' ')}`);
      }
      // Scaling keeps the order of the own marks.
      const scaled = paperMarks(own, perQuestion, total, 'scale');
      const byOwn = own.map((m, k) => ({ m, s: scaled[k]! })).sort((a, b) => a.m - b.m);
      if (byOwn.some((x, k) => k > 0 && x.m > byOwn[k - 1]!.m && x.s < byOwn[k - 1]!.s))
        wrong.push(`scale order: ${own.join(' ')} to ${total} gave ${scaled.join(' ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
