import { REPORT_TYPES, type ResultRow } from '@assessly/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../db/database.js';
import { RESULT_ROW_COLUMNS } from '../results/resultRepository.js';
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

/** One page (1-based) of the filter's results and how many there are in all: one query each. */
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
  // Every attempt has its user (foreign key, cascading delete), so the count needs no join.
  const total = await db
    .selectFrom('quiz_attempt as a')
    .select(countAll().as('n'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toResultRow), count: Number(total.n) };
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
