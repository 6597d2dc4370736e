import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB } from '../../src/db/database.js';
import { pay } from './checkoutFixtures.js';
import { createPgDatabase, send as sendTo, type Instance, type Reply } from './instances.js';
import { insertQuestion, quizBody } from './quizFixtures.js';
import type { StripeStandIn } from './stripeStandIn.js';
import type { DatabaseKind } from './testApp.js';

/**
 * Storage that outlives the server processes of a crash test: a SQLite file in a directory of its own
 * (the server opens it in WAL mode), or a throwaway database on the PostgreSQL server TEST_DATABASE_URL names.
 */
export async function crashStorage(kind: DatabaseKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    return createPgDatabase(adminUrl);
  }
  const dir = mkdtempSync(join(tmpdir(), 'assessly-crash-'));
  return {
    url: `file:${join(dir, 'assessly.sqlite')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The environment of one server process: production mode (its workers run), the Stripe stand-in's keys. */
export function crashServerEnv(
  port: number,
  databaseUrl: string,
  jwtSecret: string,
  stripe: StripeStandIn,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    WEB_DIST: '/nonexistent-web-build',
    PUBLIC_URL: 'http://assessly.test:8080',
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    MAIL_OUTBOX_SECONDS: '0',
    EXAM_SWEEP_SECONDS: '0',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
    ...extra,
  };
}

/**
 * SIGKILL to the instance's process group: no close hook, no flush, no graceful anything, as when the
 * machine's OOM killer or an operator's kill -9 ends it. Resolves once the process is gone.
 */
export async function killHard(instance: Instance): Promise<void> {
  const endedBy = await instance.kill();
  if (endedBy !== 'SIGKILL') throw new Error(`${instance.label} ended by ${endedBy}`);
}

/** One call as a browser or Stripe makes it: JSON accepted, redirects answered rather than followed. */
export function send<T = any>(
  instance: Instance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; json?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  return sendTo<T>(instance, method, path, {
    ...options,
    headers: { accept: 'application/json', ...options.headers },
    redirect: 'manual',
  });
}

const expect200 = (what: string, reply: Reply) => {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** A payment the server acknowledged (200): its row must exist once, with this session. */
export interface AcknowledgedPayment {
  userId: number;
  stripeSessionId: string;
  how: 'registration' | 'webhook' | 'browser';
  /** A registration's sign-in token: its session must outlive the crash as well. */
  token?: string;
  /** The webhook event that was acknowledged (Stripe may deliver it again after the crash). */
  event?: { payload: string; signature: string };
}

/** A visitor buys a paid plan on the landing page, pays, and registers with the paid session. */
export async function paidRegistration(
  instance: Instance,
  stripe: StripeStandIn,
  billingPlanId: number,
  email: string,
): Promise<AcknowledgedPayment> {
  const checkout = expect200(
    'plan checkout',
    await send(instance, 'POST', '/create-checkout-session-plan', { json: { billingId: billingPlanId } }),
  );
  const stripeSessionId = sessionIdOf(checkout.url);
  await pay(stripe, stripeSessionId, email);
  const registered = expect200(
    'paid registration',
    await send(instance, 'POST', '/User/StudentRegistration', {
      json: { fullName: 'Paying Candidate', email, password: 'paying-candidate-1', stripeSessionId },
    }),
  );
  return { userId: registered.obj.userId, token: registered.token, stripeSessionId, how: 'registration' };
}

/**
 * A candidate renews a paid plan: checkout, payment, then the completion through Stripe's signed webhook
 * or the browser's return (RenewOwnPlan with the session), each acknowledged with a 200.
 */
export async function paidRenewal(
  instance: Instance,
  stripe: StripeStandIn,
  candidate: { userId: number; token: string },
  billingPlanId: number,
  how: 'webhook' | 'browser',
): Promise<AcknowledgedPayment> {
  const checkout = expect200(
    'renewal checkout',
    await send(instance, 'POST', '/create-checkout-renew-plan', {
      token: candidate.token,
      json: { billingId: billingPlanId },
    }),
  );
  const stripeSessionId = sessionIdOf(checkout.url);
  await pay(stripe, stripeSessionId);
  if (how === 'browser') {
    const renewed = expect200(
      'renewal return',
      await send(instance, 'PUT', '/Settings/RenewOwnPlan', { token: candidate.token, json: { stripeSessionId } }),
    );
    if (renewed.responseMsg !== 'planRenewalSuccess') throw new Error(`renewal: ${JSON.stringify(renewed)}`);
    return { userId: candidate.userId, stripeSessionId, how };
  }
  const event = stripe.completedEvent(stripeSessionId);
  const delivered = await deliverWebhook(instance, event);
  if (delivered.status !== 200 || delivered.body.duplicate !== false) {
    throw new Error(`webhook: ${delivered.status} ${JSON.stringify(delivered.body)}`);
  }
  return { userId: candidate.userId, stripeSessionId, how, event };
}

/** Stripe delivering a signed event (exact bytes, signature header). */
export const deliverWebhook = (instance: Instance, event: { payload: string; signature: string }) =>
  send<{ received: boolean; duplicate: boolean }>(instance, 'POST', '/stripe/webhook', {
    raw: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

/**
 * A live assessment with question-wise marks whose questions are all descriptive (marks each as given):
 * every answer waits for the admin's grade.
 */
export async function liveEssayQuiz(
  db: DB,
  adminToken: string,
  instance: Instance,
  marks: number[],
): Promise<{ quizTopicId: number; questionIds: number[] }> {
  const created = expect200(
    'CreateQuizTopic',
    await send(instance, 'POST', '/Quiz/CreateQuizTopic', {
      token: adminToken,
      json: quizBody({ quizMarkOptionId: 3, quizPassMarks: 1, quizTime: 20 }),
    }),
  );
  const quizTopicId = created.quizTopicId as number;
  const questionIds: number[] = [];
  for (const perQuestionMark of marks) {
    questionIds.push(await insertQuestion(db, quizTopicId, { questionTypeId: 2, perQuestionMark, correctOption: [] }));
  }
  expect200('StartQuiz', await send(instance, 'PUT', '/Quiz/StartQuiz', { token: adminToken, json: { quizTopicId } }));
  return { quizTopicId, questionIds };
}

/** A request that never got an answer because the server died under it (fetch's network failure). */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && /fetch failed|terminated|socket/i.test(`${error.message} ${String(error.cause)}`);
