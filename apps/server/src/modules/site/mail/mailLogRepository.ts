import type { MailLogFilter } from '@assessly/shared';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

/** The Mail log's reads of the outbox (mail/outbox.ts writes it). Texts are read only for one mail's preview. */
const LIST_COLUMNS = [
  'id',
  'toEmail',
  'subject',
  'status',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'createdAt',
  'sentAt',
] as const;

type Where = ExpressionBuilder<Database, 'mail_outbox'>;

/**
 * The filters of the screen: queued = waiting with no failure yet; sent; failed = given up, or waiting
 * (or being sent) again after a failed try.
 */
const FILTERS: Record<Exclude<MailLogFilter, 'all'>, (eb: Where) => Expression<SqlBool>> = {
  queued: (eb) => eb.and([eb('status', 'in', ['pending', 'sending']), eb('lastError', 'is', null)]),
  sent: (eb) => eb('status', '=', 'sent'),
  failed: (eb) =>
    eb.or([
      eb('status', '=', 'failed'),
      eb.and([eb('status', 'in', ['pending', 'sending']), eb('lastError', 'is not', null)]),
    ]),
};

const filtered = (db: DB, filter: MailLogFilter) => {
  const query = db.selectFrom('mail_outbox');
  return filter === 'all' ? query : query.where(FILTERS[filter]);
};

/** One page, newest first (ids grow with the queueing time), and the total of the filter. */
export async function mailPage(db: DB, page: number, perPage: number, filter: MailLogFilter) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select(LIST_COLUMNS)
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered(db, filter).select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
export type MailListRow = Awaited<ReturnType<typeof mailPage>>['rows'][number];

/** One mail with its texts, for the preview. */
export const findMail = (db: DB, id: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'toEmail', 'subject', 'html', 'text', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
