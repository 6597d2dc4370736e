import type { BillingPlan } from '@assessly/shared';
import { CHECKOUT_PLAN_PATH } from './api/planApi';

/**
 * The plan the pricing section emphasises ("Most popular"). The list comes cheapest first; the middle
 * plan is the classic anchor of a pricing table (the cheap one looks limited, the top one expensive),
 * so with two or more plans we pick index floor(n / 2): the pricier of two, the middle of three, the
 * upper middle of four. A single plan has nothing to be compared with and gets no emphasis (-1).
 */
export function recommendedPlanIndex(plans: readonly Pick<BillingPlan, 'price'>[]): number {
  return plans.length < 2 ? -1 : Math.floor(plans.length / 2);
}

/** A plan price in US dollars in the reader's language, without cents when there are none; null for free. */
export function formatUsd(price: number, localeTag: string): string | null {
  if (price <= 0) return null;
  const whole = Number.isInteger(price);
  return new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price);
}

/** A count such as 50000 as the reader writes it (50,000 in English, 50.000 in Spanish). */
export function formatCount(value: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag).format(value);
}

/**
 * A paid plan's checkout (spec 000 §2, §7): a real HTML form POST with the hidden field billingId, so the
 * server can answer with a redirect to the card payment page.
 */
export function submitPlanCheckout(billingPlanId: number, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = CHECKOUT_PLAN_PATH;
  form.style.display = 'none';
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'billingId';
  field.value = String(billingPlanId);
  form.appendChild(field);
  doc.body.appendChild(form);
  form.submit();
}
