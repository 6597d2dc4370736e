import { describe, expect, it } from 'vitest';
import { attemptTotal } from '../../src/index.js';

describe('attemptTotal (issue 22 negative marking)', () => {
  it('rounds the sum to 2 decimals and caps it at the assessment marks', () => {
    expect(attemptTotal(3.33333, 10, true)).toBe(3.33);
    expect(attemptTotal(12.5, 10, true)).toBe(10);
    // Without marks (a survey) there is no cap.
    expect(attemptTotal(12.5, 0, true)).toBe(12.5);
  });

  it('floors a negative sum at 0 only when the assessment floors the attempt', () => {
    expect(attemptTotal(-1.255, 10, true)).toBe(0);
    expect(attemptTotal(-1.25, 10, false)).toBe(-1.25);
    expect(Object.is(attemptTotal(-0.001, 10, true), 0)).toBe(true);
    expect(attemptTotal(2, 10, false)).toBe(2);
  });
});
