import { describe, expect, it } from 'vitest';
import { cycleDays, usageLevel, usagePercent } from '../../src/shell/usageMath';

describe('package usage bars', () => {
  it.each([
    [0, 50, 'ok', 0],
    [39, 50, 'ok', 78],
    [40, 50, 'near', 80],
    [49, 50, 'near', 98],
    [50, 50, 'full', 100],
    [60, 50, 'full', 100],
    [1, 3, 'ok', 33],
    [3, null, 'ok', 0],
    [3, 0, 'ok', 0],
  ] as const)('%i of %s is %s at %i %%', (used, allowed, level, percent) => {
    expect(usageLevel(used, allowed)).toBe(level);
    expect(usagePercent(used, allowed)).toBe(percent);
  });

  it('counts the days of a cycle, the days left (a part day is a day) and the share gone', () => {
    const start = '2025-03-01T00:00:00.000Z';
    const end = '2025-03-31T00:00:00.000Z';
    expect(cycleDays(start, end, new Date('2025-03-16T00:00:00.000Z'))).toEqual({ total: 30, left: 15, elapsed: 50 });
    expect(cycleDays(start, end, new Date('2025-03-30T18:00:00.000Z')).left).toBe(1);
    expect(cycleDays(start, end, new Date('2025-04-02T00:00:00.000Z'))).toMatchObject({ left: 0, elapsed: 100 });
    expect(cycleDays(start, end, new Date('2025-02-20T00:00:00.000Z'))).toMatchObject({ left: 39, elapsed: 0 });
  });
});
