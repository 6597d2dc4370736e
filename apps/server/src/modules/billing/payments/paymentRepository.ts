import type { PaymentRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';
import { EXPORT_PAGE } from '../../../lib/export/keyset.js';

const COLUMNS = [
  'paymentId',
  'title',
  'price',
  'paymentMode',
  'interval',
  'assessmentCount',
  'responseAllAssessmentCount',
  'responsePerAssessmentCount',
  'startDate',
  'endDate',
  'userEmail',
  'transactionEmail',
  'transactionDetail',
  'stripeSessionId',
  'dateAdded',
] as const;

/**
 * One page of the Payments screen, newest first. Ids grow with time (a payment is recorded when it is
 * made), so the id order is the date order and serves the export's keyset paging too.
 */
export async function paymentPage(db: DB, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('payment')
      .select(COLUMNS)
      .orderBy('paymentId', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('payment').select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { responseMsg: rows satisfies PaymentRow[], count: Number(total.n) };
}

/** Every payment, newest first, EXPORT_PAGE rows per query (keyset paging: memory stays bounded). */
export async function* allPayments(db: DB): AsyncGenerator<PaymentRow> {
  let below: number | null = null;
  for (;;) {
    const rows: PaymentRow[] = await db
      .selectFrom('payment')
      .select(COLUMNS)
      .$if(below !== null, (q) => q.where('paymentId', '<', below!))
      .orderBy('paymentId', 'desc')
      .limit(EXPORT_PAGE)
      .execute();
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    below = rows[rows.length - 1]!.paymentId;
  }
}
