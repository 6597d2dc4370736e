import { DEMO_ACCOUNTS, type AdminSettings } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEFAULT_LANDING } from '../../src/db/seedDefaults.js';
import { realAdmin } from './quizFixtures.js';
import { bearer, createTestApp, type DatabaseKind, type TestApp } from './testApp.js';

const { admin, candidate } = DEMO_ACCOUNTS;
export type Method = 'GET' | 'POST' | 'PUT';

export const GENERAL = {
  siteTitle: 'Acme Exams',
  welComeMessage: 'Welcome to Acme',
  copyRightText: '© Acme',
  footerText: 'Acme footer',
  version: '7',
  logoPath: null,
  faviconPath: null,
  allowWelcomeEmail: false,
  allowFaq: false,
};
export const EXAM = { endExam: true, tabChangeEndExam: true, logoOnExamPage: false };
export const COLORS = { appBarColor: '#263238', footerColor: '#EEEEEE', bodyColor: '#ECEFF1', headerColor: '#FAFAFA' };
export const SMTP_PASSWORD = 'smtp-Very-Secret-71';
export const STRIPE_SECRET = 'sk_test_Hidden-Key-9925';

export const issuesOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { issues: { path: string; message: string }[] }).issues;
};

export interface SettingsState {
  t: TestApp;
  tokens: { admin: string; candidate: string; real: string };
  ids: { admin: number; real: number };
}

/**
 * The Site settings tests' context: one app on a fresh database for the calling file (its first
 * beforeAll / afterAll), the demo admin, the demo candidate and a real (non-demo) admin, and helpers.
 */
export function settingsFixture(kind: DatabaseKind) {
  const state = {} as SettingsState;

  const call = (method: Method, url: string, payload?: object, token: string | null = state.tokens.admin) =>
    state.t.app.inject({
      method,
      url: `/api/Settings${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const adminSettings = async (token = state.tokens.admin): Promise<AdminSettings> => {
    const res = await call('GET', '/GetAdminSettings', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const row = () =>
    state.t.db.selectFrom('site_settings').selectAll().where('siteSettingsId', '=', 1).executeTakeFirstOrThrow();
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullyUpdated' });
  };
  /** Saves through `save` and answers the columns whose stored value changed (audit columns left out). */
  async function changedColumns(save: () => Promise<LightMyRequestResponse>) {
    const before = await row();
    ok(await save());
    const after = await row();
    return Object.keys(after)
      .filter((key) => key !== 'lastUpdated' && key !== 'lastUpdatedBy')
      .filter(
        (key) =>
          JSON.stringify(after[key as keyof typeof after]) !== JSON.stringify(before[key as keyof typeof before]),
      )
      .sort();
  }
  const landingBody = (changes: Record<string, string> = {}) => ({ ...DEFAULT_LANDING, ...changes });
  const emailBody = (changes: Record<string, unknown> = {}) => ({
    defaultEmail: 'Mailer@Example.com',
    password: SMTP_PASSWORD,
    host: 'smtp.example.com',
    port: 587,
    ...changes,
  });
  const paymentBody = (changes: Record<string, unknown> = {}) => ({
    currency: 'EUR',
    currencySymbol: '€',
    registrationPrice: 12.5,
    paidRegistration: true,
    stripePubKey: 'pk_test_public',
    stripeSecretKey: STRIPE_SECRET,
    ...changes,
  });

  beforeAll(async () => {
    state.t = await createTestApp(kind);
    const real = await realAdmin(state.t, 'owner@acme.test');
    state.tokens = {
      admin: await state.t.login(admin.email, admin.password),
      candidate: await state.t.login(candidate.email, candidate.password),
      real: real.token,
    };
    const demo = await state.t.db
      .selectFrom('app_user')
      .select('userId')
      .where('email', '=', admin.email)
      .executeTakeFirst();
    state.ids = { admin: demo!.userId, real: real.userId };
  });
  afterAll(async () => {
    await state.t?.close();
  });

  return { state, call, adminSettings, row, ok, changedColumns, landingBody, emailBody, paymentBody };
}
