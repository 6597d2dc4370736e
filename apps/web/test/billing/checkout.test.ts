// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice, submitCheckoutForm } from '../../src/features/billing/api/checkoutApi';

describe('checkout helpers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The posted form stays in the page: test files share the document (isolate: false).
    document.body.innerHTML = '';
  });

  it('formats a price in the settings currency and the reader language, cents only when there are some', () => {
    expect(formatPrice(19, 'usd', 'en-US')).toBe('$19');
    expect(formatPrice(12.5, 'usd', 'en-US')).toBe('$12.50');
    expect(formatPrice(5, 'EUR', 'es-ES')).toBe('5\u00a0€');
    expect(formatPrice(1900, 'inr', 'bn-IN')).toBe('₹১,৯০০');
  });

  it('falls back to the settings symbol for a currency code Intl does not know, and to USD for none', () => {
    expect(formatPrice(7, 'zz', 'en-US', '¤')).toBe('¤7');
    expect(formatPrice(7.25, '', 'en-US')).toBe('$7.25');
  });

  it('posts a hidden form with the fields to the checkout path', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitCheckoutForm('/api/create-checkout-session-plan', { billingId: '2' });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement | undefined;
    expect(form?.method).toBe('post');
    expect(new URL(form!.action).pathname).toBe('/api/create-checkout-session-plan');
    expect(form!.style.display).toBe('none');
    expect([...new FormData(form!).entries()]).toEqual([['billingId', '2']]);
    expect((form!.elements.namedItem('billingId') as HTMLInputElement).type).toBe('hidden');
    expect(form!.isConnected).toBe(true);
  });
});
