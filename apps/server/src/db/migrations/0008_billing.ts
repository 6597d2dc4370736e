import type { Kysely } from 'kysely';
import { addIdColumn, doubleType } from '../dialect.js';

/**
 * Billing (issue 7): the checkout sessions the server created (what each was for, so that a session
 * pays for exactly that and is used once), processed Stripe webhook events (idempotency), and
 * payments for paid assessments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_session')
    .addColumn('sessionId', 'text', (c) => c.primaryKey())
    /** 'plan' (landing Subscribe, then registration), 'renew' (a candidate's renewal) or 'quiz'. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('billingPlanId', 'integer')
    .addColumn('quizTopicId', 'integer')
    /** The signed-in buyer (renewals, paid assessments); null for a visitor buying a plan. */
    .addColumn('userId', 'integer')
    /** What the server asked for, in cents, and its currency: the paid session must match both. */
    .addColumn('amountCents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    /** Set once, in the same transaction that registers, renews or records the payment. */
    .addColumn('usedAt', 'text')
    .execute();

  await db.schema
    .createTable('stripe_event')
    .addColumn('eventId', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('receivedAt', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('quiz_payment'), 'quizPaymentId')
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('quizTopicId', 'integer', (c) => c.notNull())
    .addColumn('stripeSessionId', 'text', (c) => c.notNull().unique())
    .addColumn('price', doubleType(db), (c) => c.notNull())
    .addColumn('transactionEmail', 'text')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quiz_payment_user_quiz').on('quiz_payment').columns(['userId', 'quizTopicId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['quiz_payment', 'stripe_event', 'checkout_session'])
    await db.schema.dropTable(t).ifExists().execute();
}
