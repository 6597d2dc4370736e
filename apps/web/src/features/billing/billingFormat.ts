import { cutDate, LOCALE_TAG, type Locale } from '@assessly/shared';
import type { TFunction } from 'i18next';
import { formatCount, formatUsd } from './pricing';

/** Texts of the billing screens built from data: prices in USD, counts, intervals, payment modes, dates. */
export function billingFormat(t: TFunction, language: string) {
  const tag = LOCALE_TAG[language as Locale] ?? 'en';
  return {
    tag,
    /** A plan price in US dollars in the reader's language (spec 000 §9), "Free" for 0. */
    price: (value: number) => formatUsd(value, tag) ?? t('billing.free'),
    count: (value: number) => formatCount(value, tag),
    interval: (value: string) => t(`billing.intervals.${value}`, { defaultValue: value }),
    paymentMode: (value: string) => t(`billing.paymentModes.${value}`, { defaultValue: value }),
    /** Spec 000 §9: dates are shown cut to their first 10 characters. */
    date: (value: string | null | undefined) => cutDate(value),
  };
}
