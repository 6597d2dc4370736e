import { cutDate, LOCALE_TAG, type BillingPlan, type Locale } from '@assessly/shared';
import type { TFunction } from 'i18next';

/** Texts of the Users and Profile screens built from data: roles, intervals, payment modes, prices, plans. */
export function userFormat(t: TFunction, language: string) {
  const tag = LOCALE_TAG[language as Locale] ?? 'en';
  // Plans are priced in USD (spec 000 §9).
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
  const interval = (value: string | null | undefined) =>
    value ? t(`userAdmin.intervals.${value}`, { defaultValue: value }) : '';
  const price = (value: number) => (value > 0 ? money.format(value) : t('userAdmin.free'));
  return {
    role: (displayName: string) => t(`roles.${displayName}`, { defaultValue: displayName }),
    interval,
    paymentMode: (mode: string | null | undefined) =>
      mode ? t(`userAdmin.paymentModes.${mode}`, { defaultValue: mode }) : '',
    price,
    /** A plan as the selects show it: title · interval · price. */
    planOption: (plan: BillingPlan) =>
      t('userAdmin.planOption', { title: plan.title, interval: interval(plan.interval), price: price(plan.price) }),
  };
}

/** The expiry as the spec shows dates (first 10 characters), and whether it has passed. */
export function expiryOf(expireyDate: string | null | undefined, now = new Date()) {
  if (!expireyDate) return null;
  return { date: cutDate(expireyDate), expired: Date.parse(expireyDate) < now.getTime() };
}
