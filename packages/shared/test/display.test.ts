import { describe, expect, it } from 'vitest';
import { cutDate, cutDateTime, needsVersionRefresh, pageTitle, round2 } from '../src/index.js';

describe('cutDate', () => {
  it('keeps the first 10 characters of an ISO date-time', () => {
    expect(cutDate('2024-03-09T14:05:59.123Z')).toBe('2024-03-09');
    expect(cutDate('2024-03-09')).toBe('2024-03-09');
  });
  it('answers an empty string for no value', () => {
    expect(cutDate(null)).toBe('');
    expect(cutDate(undefined)).toBe('');
    expect(cutDate('')).toBe('');
  });
});

describe('cutDateTime', () => {
  it('keeps the first 19 characters with the T replaced by a space', () => {
    expect(cutDateTime('2024-03-09T14:05:59.123Z')).toBe('2024-03-09 14:05:59');
    expect(cutDateTime('2024-03-09T14:05:59')).toBe('2024-03-09 14:05:59');
  });
  it('leaves shorter values as they are and answers an empty string for no value', () => {
    expect(cutDateTime('2024-03-09')).toBe('2024-03-09');
    expect(cutDateTime(null)).toBe('');
    expect(cutDateTime(undefined)).toBe('');
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.234, 1.23],
    [1.235, 1.24],
    [10, 10],
    [0, 0],
    [-1.234, -1.23],
    [33.333333, 33.33],
    [66.666666, 66.67],
  ])('round2(%d) = %d', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it('is "Name | site title"', () => {
    expect(pageTitle('Dashboard', 'Assessly')).toBe('Dashboard | Assessly');
  });
  it('is the site title alone when the page has no name', () => {
    expect(pageTitle(undefined, 'Assessly')).toBe('Assessly');
    expect(pageTitle('', 'Acme Exams')).toBe('Acme Exams');
  });
});

describe('needsVersionRefresh', () => {
  it('is true only when a stored version differs from the current one', () => {
    expect(needsVersionRefresh('1', '2')).toBe(true);
    expect(needsVersionRefresh('2', '2')).toBe(false);
    expect(needsVersionRefresh(null, '2')).toBe(false);
  });
});
