import { DEMO_ACCOUNTS, type UserRow } from '@assessly/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { ok } from './examFixtures.js';
import { api, demoTokens } from './quizFixtures.js';
import { createTestApp, type DatabaseKind, type TestApp } from './testApp.js';

export type Page = { responseMsg: UserRow[]; count: number };

let serial = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Every answer of the users tests goes through here: no password or hash may ever leave the server. */
export function expectNoSecret(body: string) {
  expect(body).not.toMatch(/password/i);
}

export interface UsersState {
  t: TestApp;
  tokens: { admin: string; candidate: string };
  plans: { free: number; paid: number };
  adminId: number;
}

/**
 * The Users screen's test context: one app on a fresh database for the calling file (registered as its
 * first beforeAll / afterAll), the demo tokens, the cheapest and dearest plans, and helpers.
 */
export function usersFixture(kind: DatabaseKind) {
  const state = {} as UsersState;
  const as = (token: string | null) => api(state.t, token);

  const newUser = (changes: Record<string, unknown> = {}) => ({
    fullName: 'Nina New',
    email: uniqueEmail('new'),
    password: 'new-user-pass-1',
    mobile: '+34 600 000 000',
    dateOfBirth: '1990-04-05',
    address: 'Calle Mayor 1, Madrid',
    billingPlanId: state.plans.paid,
    paymentMode: 'Offline',
    transactionDetail: 'Receipt 42',
    ...changes,
  });
  async function createUser(changes: Record<string, unknown> = {}) {
    const body = newUser(changes);
    const res = await as(state.tokens.admin).post('/User/CreateUser', body);
    expectNoSecret(res.body);
    expect(ok(res)).toEqual({ responseMsg: 'successfullySaved' });
    const user = await state.t.db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', String(body.email).toLowerCase())
      .executeTakeFirstOrThrow();
    return { ...user, password: String(body.password) };
  }
  const listPage = async (page: number, search?: string) => {
    const res = await as(state.tokens.admin).get(
      `/User/GetUserList/${page}/10${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    );
    expectNoSecret(res.body);
    return ok<Page>(res);
  };
  const payments = (userId: number) =>
    state.t.db.selectFrom('payment').selectAll().where('userId', '=', userId).orderBy('paymentId').execute();

  beforeAll(async () => {
    state.t = await createTestApp(kind);
    state.tokens = await demoTokens(state.t);
    const rows = await state.t.db
      .selectFrom('billing_plan')
      .select(['billingPlanId', 'price'])
      .orderBy('price')
      .execute();
    state.plans = { free: rows[0]!.billingPlanId, paid: rows[rows.length - 1]!.billingPlanId };
    state.adminId = (
      await state.t.db
        .selectFrom('app_user')
        .select('userId')
        .where('email', '=', DEMO_ACCOUNTS.admin.email)
        .executeTakeFirstOrThrow()
    ).userId;
  }, 60_000);
  afterAll(async () => {
    await state.t?.close();
  });
  return { state, as, newUser, createUser, listPage, payments };
}
