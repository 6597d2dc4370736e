import type { BillingPlan } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { expiryOf, userFormat } from '../../src/features/accounts/users/userFormat';

const plan = (changes: Partial<BillingPlan>): BillingPlan => ({
  billingPlanId: 1,
  title: 'Pro',
  interval: 'Yearly',
  price: 49,
  assessmentCount: 10,
  responseAllAssessmentCount: 100,
  responsePerAssessmentCount: 10,
  questionPerAssessmentCount: 50,
  additionalText: null,
  ...changes,
});

describe('Users screen texts', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: translations.en }, es: { translation: translations.es } },
      interpolation: { escapeValue: false },
    });
  });

  it('shows a plan as title · interval · price in USD, free plans as Free', () => {
    const en = userFormat(i18n.getFixedT('en'), 'en');
    expect(en.planOption(plan({}))).toBe('Pro · Yearly · $49.00');
    expect(en.planOption(plan({ title: 'Free', interval: 'Monthly', price: 0 }))).toBe('Free · Monthly · Free');
    const es = userFormat(i18n.getFixedT('es'), 'es');
    expect(es.planOption(plan({}))).toMatch(/^Pro · Anual · 49,00\sUS\$$/);
  });

  it('translates roles, payment modes and intervals, keeping unknown values as they are', () => {
    const es = userFormat(i18n.getFixedT('es'), 'es');
    expect(es.role('Candidate')).toBe('Candidato');
    expect(es.role('Proctor')).toBe('Proctor');
    expect(es.paymentMode('N/A')).toBe('N/D');
    expect(es.paymentMode(null)).toBe('');
    expect(es.interval('Monthly')).toBe('Mensual');
  });

  it('cuts the expiry to its date and says whether it has passed', () => {
    const now = new Date('2025-06-01T12:00:00.000Z');
    expect(expiryOf('2025-06-01T11:59:59.000Z', now)).toEqual({ date: '2025-06-01', expired: true });
    expect(expiryOf('2026-01-31T00:00:00.000Z', now)).toEqual({ date: '2026-01-31', expired: false });
    expect(expiryOf(null, now)).toBeNull();
  });
});
