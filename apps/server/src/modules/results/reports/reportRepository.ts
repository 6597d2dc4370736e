import { REPORT_TYPES, type ResultRow } from '@assessly/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../db/database.js';
import { RESULT_ROW_COLUMNS } from '../sheet/resultRepository.js';
import { countAll } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema.js';

/** Which finished attempts a report shows. reportTypeId 0 and quizTopicId 0 mean no filter. */
export interface ResultFilter {
  reportTypeId: number;
  quizTopicId: number;
  /** Only this candidate's attempts (the student results list). */
  userId?: number;
}

/** Report types (spec 001 §3 lookup): 1 'Pending examine' (not yet graded), 2 'Reports' (examined). */
const PENDING_EXAMINE = REPORT_TYPES[0].reportTypeId;
const EXAMINED = REPORT_TYPES[1].reportTypeId;

/** The filter's conditions on quiz_attempt (as `a`): finished attempts only, then type, assessment, owner. */
function matching(filter: ResultFilter) {
  return (eb: ExpressionBuilder<Database & { a: Database['quiz_attempt'] }, 'a'>) => {
    const conditions = [eb('a.finishedAt', 'is not', null)];
    if (filter.reportTypeId === PENDING_EXAMINE) conditions.push(eb('a.isExamined', '=', 0));
    if (filter.reportTypeId === EXAMINED) conditions.push(eb('a.isExamined', '=', 1));
    if (filter.quizTopicId > 0) conditions.push(eb('a.quizTopicId', '=', filter.quizTopicId));
    if (filter.userId !== undefined) conditions.push(eb('a.userId', '=', filter.userId));
    return eb.and(conditions);
  };
}

/** The result rows of the filter with the candidate's name, newest first (the report's order). */
export function resultRowsQuery(db: DB, filter: ResultFilter) {
  return db
    .selectFrom('quiz_attempt as a')
    .innerJoin('app_user as u', 'u.userId', 'a.userId')
    .select(RESULT_ROW_COLUMNS)
    .where(matching(filter))
    .orderBy('a.dateAdded', 'desc')
    .orderBy('a.quizResponseInitialId', 'desc');
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof resultRowsQuery>['execute']>>[number];

/** Stored 0/1 flags as the contract's booleans. */
export const toResultRow = (row: StoredRow): ResultRow => ({
  ...row,
  isExamined: row.isExamined === 1,
  allowCorrectOption: row.allowCorrectOption === 1,
  allowAnswerExplation: row.allowAnswerExplation === 1,
});

/**
 * How many finished attempts the filter matches. A candidate's own are few and counted through the
 * user index; every other filter is answered from result_count, the per-assessment totals the database
 * keeps exact with triggers (migration 0011): a sum over a few rows per assessment instead of a scan of
 * every finished attempt on each page load.
 */
export async function resultCount(db: DB, filter: ResultFilter): Promise<number> {
  if (filter.userId !== undefined) {
    // Every attempt has its user (foreign key, cascading delete), so the count needs no join.
    const own = await db
      .selectFrom('quiz_attempt as a')
      .select(countAll().as('n'))
      .where(matching(filter))
      .executeTakeFirstOrThrow();
    return Number(own.n);
  }
  const totals = await db
    .selectFrom('result_count')
    .select((eb) => [
      eb.fn.sum<number | string>('finished').as('finished'),
      eb.fn.sum<number | string>('pending').as('pending'),
    ])
    .$if(filter.quizTopicId > 0, (q) => q.where('quizTopicId', '=', filter.quizTopicId))
    .executeTakeFirst();
  // sum() is null over no rows, and a bigint (text) on PostgreSQL.
  const finished = Number(totals?.finished ?? 0);
  const pending = Number(totals?.pending ?? 0);
  if (filter.reportTypeId === PENDING_EXAMINE) return pending;
  if (filter.reportTypeId === EXAMINED) return finished - pending;
  return finished;
}

/** One page (1-based) of the filter's results and how many there are in all. */
export async function resultPage(
  db: DB,
  filter: ResultFilter,
  page: number,
  itemsPerPage: number,
): Promise<{ rows: ResultRow[]; count: number }> {
  const rows = await resultRowsQuery(db, filter)
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage)
    .execute();
  return { rows: rows.map(toResultRow), count: await resultCount(db, filter) };
}

/** Rows of the filter after a keyset position, for exports that read everything in pages. */
export function resultRowsAfter(
  db: DB,
  filter: ResultFilter,
  after: { dateAdded: string; quizResponseInitialId: number } | null,
  limit: number,
) {
  return resultRowsQuery(db, filter)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb(
          eb.refTuple('a.dateAdded', 'a.quizResponseInitialId'),
          '<',
          eb.tuple(after!.dateAdded, after!.quizResponseInitialId),
        ),
      ),
    )
    .limit(limit)
    .execute();
}

/** Assessments a candidate has finished attempts in, for their results filter, by title. */
export function finishedQuizzesOf(db: DB, userId: number) {
  return db
    .selectFrom('quiz_topic as t')
    .select(['t.quizTopicId', 't.quizTitle'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('quiz_attempt as a')
          .select('a.quizResponseInitialId')
          .whereRef('a.quizTopicId', '=', 't.quizTopicId')
          .where('a.userId', '=', userId)
          .where('a.finishedAt', 'is not', null),
      ),
    )
    .orderBy('t.quizTitle')
    .orderBy('t.quizTopicId')
    .execute();
}

/** Every assessment, for the admin's results filter, by title. */
export function allQuizzes(db: DB) {
  return db
    .selectFrom('quiz_topic')
    .select(['quizTopicId', 'quizTitle'])
    .orderBy('quizTitle')
    .orderBy('quizTopicId')
    .execute();
}

export function reportTypes(db: DB) {
  return db.selectFrom('report_type').select(['reportTypeId', 'reportTypeName']).orderBy('reportTypeId').execute();
}
