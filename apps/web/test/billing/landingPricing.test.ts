// @vitest-environment jsdom
// The landing page's pricing rules: which plan is emphasised, prices in USD and counts in the reader's
// language ('Free' for 0 is the card's job: formatUsd answers null), and the paid plans' checkout form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatUsd, recommendedPlanIndex, submitPlanCheckout } from '../../src/features/billing/pricing';

const prices = (...values: number[]) => values.map((price) => ({ price }));

describe('recommendedPlanIndex', () => {
  it('emphasises no plan when there is nothing to compare', () => {
    expect(recommendedPlanIndex([])).toBe(-1);
    expect(recommendedPlanIndex(prices(0))).toBe(-1);
  });
  it('picks the middle of the cheapest-first list (the pricier of two, upper middle of an even count)', () => {
    expect(recommendedPlanIndex(prices(0, 19))).toBe(1);
    expect(recommendedPlanIndex(prices(0, 19, 199))).toBe(1);
    expect(recommendedPlanIndex(prices(0, 9, 19, 199))).toBe(2);
    expect(recommendedPlanIndex(prices(0, 5, 9, 19, 199))).toBe(2);
  });
});

describe('formatUsd', () => {
  it('answers null for a free plan so the card can say Free', () => {
    expect(formatUsd(0, 'en')).toBeNull();
    expect(formatUsd(-1, 'en')).toBeNull();
  });
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatUsd(19, 'en')).toBe('$19');
    expect(formatUsd(1999, 'en')).toBe('$1,999');
    expect(formatUsd(9.5, 'en')).toBe('$9.50');
  });
  it('always in US dollars, written the way the reader writes amounts', () => {
    expect(formatUsd(19, 'es')).toMatch(/^19\s?US\$$/);
    expect(formatUsd(12999.99, 'it')).toMatch(/^12\.999,99\s?USD$/);
    expect(formatUsd(19, 'hi')).toBe('$19');
  });
});

describe('formatCount', () => {
  it('groups digits by language', () => {
    expect(formatCount(50000, 'en')).toBe('50,000');
    expect(formatCount(50000, 'es')).toBe('50.000');
    expect(formatCount(20, 'bn')).toBe('২০');
  });
});

describe('submitPlanCheckout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  it('posts a real form with the hidden field billingId to the checkout route', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitPlanCheckout(7);
    const form = document.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/api/create-checkout-session-plan');
    const field = form.querySelector('input')!;
    expect([field.type, field.name, field.value]).toEqual(['hidden', 'billingId', '7']);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
