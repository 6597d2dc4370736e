import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import type { CheckoutSessionTable } from '../../../db/schema.js';

export type CheckoutSessionRow = Selectable<CheckoutSessionTable>;
export type CheckoutPurpose = CheckoutSessionTable['purpose'];

/** Remembers what a checkout session was created for: it may pay for exactly that, once. */
export async function insertCheckoutSession(
  db: DB,
  row: Omit<CheckoutSessionRow, 'createdAt' | 'usedAt'>,
): Promise<void> {
  await db
    .insertInto('checkout_session')
    .values({ ...row, createdAt: nowIso(), usedAt: null })
    .execute();
}

export function findCheckoutSession(db: DB, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkout_session').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();
}

/**
 * Marks a session used, only if nobody did before. Run inside the transaction that writes what the
 * payment buys: PostgreSQL locks the row (a concurrent claim waits, then finds usedAt set and updates
 * nothing) and SQLite runs one write transaction at a time, so a session is used exactly once.
 */
export async function claimCheckoutSession(db: DB, sessionId: string, userId: number | null): Promise<boolean> {
  const usedAt = nowIso();
  const result = await db
    .updateTable('checkout_session')
    .set(userId === null ? { usedAt } : { usedAt, userId })
    .where('sessionId', '=', sessionId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A processed webhook event; false when it was recorded before (a redelivery). */
export async function recordStripeEvent(db: DB, eventId: string, type: string): Promise<boolean> {
  const result = await db
    .insertInto('stripe_event')
    .values({ eventId, type, receivedAt: nowIso() })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function stripeEventSeen(db: DB, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('stripe_event').select('eventId').where('eventId', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** The price and title of an assessment, for its checkout. */
export function findQuizForCheckout(db: DB, quizTopicId: number) {
  return db
    .selectFrom('quiz_topic')
    .select(['quizTopicId', 'quizTitle', 'quizPrice'])
    .where('quizTopicId', '=', quizTopicId)
    .executeTakeFirst();
}

export async function insertQuizPayment(
  db: DB,
  row: { userId: number; quizTopicId: number; stripeSessionId: string; price: number; transactionEmail: string | null },
): Promise<number> {
  const inserted = await db
    .insertInto('quiz_payment')
    .values({ ...row, dateAdded: nowIso() })
    .returning('quizPaymentId')
    .executeTakeFirstOrThrow();
  return inserted.quizPaymentId;
}

export async function quizPaymentExists(db: DB, userId: number, quizTopicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quiz_payment')
    .select('quizPaymentId')
    .where('userId', '=', userId)
    .where('quizTopicId', '=', quizTopicId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
