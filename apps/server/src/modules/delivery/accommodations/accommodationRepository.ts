import { ROLE, type Accommodation } from '@assessly/shared';
import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

export interface ExtraTime {
  extraMinutes: number;
  timeMultiplier: number;
}

/**
 * One column of the extra time of a candidate for an assessment, as a scalar subquery: an entry for that
 * assessment wins over one for every assessment; none gives null (no extra time). Written into the query
 * that needs it (the start reads it with the assessment, in one round trip) with its own arguments.
 */
export function extraTimeColumn<C extends 'extraMinutes' | 'timeMultiplier'>(
  db: DB,
  column: C,
  userId: number,
  quizTopicId: number,
) {
  return db
    .selectFrom('exam_accommodation as x')
    .select(`x.${column}` as const)
    .where('x.userId', '=', userId)
    .where((w) => w.or([w('x.quizTopicId', '=', quizTopicId), w('x.quizTopicId', 'is', null)]))
    .orderBy(sql`case when ${sql.ref('x.quizTopicId')} is null then 1 else 0 end`)
    .limit(sql.lit(1))
    .as(column);
}

/** The extra time as a start applies it: no entry means none. */
export const toExtraTime = (row: { extraMinutes: number | null; timeMultiplier: number | null }): ExtraTime => ({
  extraMinutes: row.extraMinutes ?? 0,
  timeMultiplier: row.timeMultiplier ?? 1,
});

export async function findExtraTime(db: DB, userId: number, quizTopicId: number): Promise<ExtraTime> {
  const row = await db
    .selectNoFrom([
      extraTimeColumn(db, 'extraMinutes', userId, quizTopicId),
      extraTimeColumn(db, 'timeMultiplier', userId, quizTopicId),
    ])
    .executeTakeFirstOrThrow();
  return toExtraTime(row);
}

/** The entries of one assessment (null: the entries for every assessment), with the candidate's e-mail and name. */
export function listAccommodations(db: DB, quizTopicId: number | null): Promise<Accommodation[]> {
  return db
    .selectFrom('exam_accommodation as a')
    .innerJoin('app_user as u', 'u.userId', 'a.userId')
    .select(['a.accommodationId', 'a.userId', 'u.email', 'u.fullName', 'a.quizTopicId', 'a.extraMinutes'])
    .select('a.timeMultiplier')
    .where((eb) => (quizTopicId === null ? eb('a.quizTopicId', 'is', null) : eb('a.quizTopicId', '=', quizTopicId)))
    .orderBy('u.fullName')
    .orderBy('u.email')
    .execute();
}

/**
 * The candidate (role Student) with this e-mail, locked until the transaction ends; undefined when the
 * e-mail is nobody's or an admin's. The lock is a no-op UPDATE (portable, unlike SELECT … FOR UPDATE on
 * SQLite): on PostgreSQL two saves for the same candidate then run one after the other, so the second one
 * sees and replaces the first one's entry instead of adding a duplicate; SQLite runs one write transaction
 * at a time anyway.
 */
export function lockCandidate(trx: DB, email: string): Promise<{ userId: number } | undefined> {
  return trx
    .updateTable('app_user')
    .set((eb) => ({ userRoleId: eb.ref('userRoleId') }))
    .where('email', '=', email)
    .where('userRoleId', '=', ROLE.Student)
    .returning('userId')
    .executeTakeFirst();
}

export interface AccommodationRow extends ExtraTime {
  userId: number;
  /** Null: every assessment. */
  quizTopicId: number | null;
  addedBy: number;
}

/**
 * Stores the entry, replacing the candidate's entry of the same scope. NULL never equals NULL (in unique
 * indexes too), so the scope is matched with IS NULL for every-assessment entries; callers hold the
 * candidate's lock (lockCandidate) in the same transaction.
 */
export async function replaceAccommodation(trx: DB, row: AccommodationRow): Promise<number> {
  await trx
    .deleteFrom('exam_accommodation')
    .where('userId', '=', row.userId)
    .where((eb) => (row.quizTopicId === null ? eb('quizTopicId', 'is', null) : eb('quizTopicId', '=', row.quizTopicId)))
    .execute();
  const inserted = await trx
    .insertInto('exam_accommodation')
    .values({ ...row, dateAdded: nowIso() })
    .returning('accommodationId')
    .executeTakeFirstOrThrow();
  return inserted.accommodationId;
}

/** Answers whether the entry existed. */
export async function deleteAccommodation(db: DB, accommodationId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('exam_accommodation')
    .where('accommodationId', '=', accommodationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
