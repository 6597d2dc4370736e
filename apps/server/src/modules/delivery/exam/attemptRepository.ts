import { ANSWER_GRACE_SECONDS } from '@assessly/shared';
import { sql, type Insertable, type Selectable } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import type { QuizAttemptTable } from '../../../db/schema.js';

export type AttemptRow = Selectable<QuizAttemptTable>;
export type NewAttempt = Insertable<QuizAttemptTable>;

/** The attempt's question ids in the candidate's order (stored as a JSON array). */
export const orderOf = (attempt: Pick<AttemptRow, 'questionOrder'>): number[] =>
  JSON.parse(attempt.questionOrder) as number[];

/** Deadlines are ISO text: an attempt is overdue once its deadline plus the network grace lies before this. */
export const overdueCutoff = (now: Date): string => new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString();

/** Past the deadline plus the grace: nothing more may be saved, the attempt is to be finished. */
export const isOverdue = (attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date): boolean =>
  attempt.deadlineAt !== null && attempt.deadlineAt < overdueCutoff(now);

/** The attempt when it belongs to this candidate; another candidate's attempt is simply not found. */
export async function findOwnAttempt(db: DB, attemptId: number, userId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempt')
    .selectAll()
    .where('quizResponseInitialId', '=', attemptId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function findAttempt(db: DB, attemptId: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('quiz_attempt').selectAll().where('quizResponseInitialId', '=', attemptId).executeTakeFirst();
}

/** Every column by name: a prepared statement must not say `select *` (compiledQuery.ts). */
const ATTEMPT_COLUMNS = [
  'quizResponseInitialId',
  'userId',
  'email',
  'quizTopicId',
  'quizTitle',
  'quizMark',
  'quizPassMarks',
  'quizTime',
  'quizMarkOptionId',
  'certificateTemplateId',
  'allowCorrectOption',
  'allowAnswerExplation',
  'allowMultipleSelection',
  'allowQuizStop',
  'allowQuizSkip',
  'questionOrder',
  'currentSerial',
  'startedAt',
  'deadlineAt',
  'finishedAt',
  'timeTaken',
  'userObtainedQuizMark',
  'isExamined',
  'attemptCount',
  'pointerLeaveCountSum',
  'visibilitychangeCountSum',
  'addedBy',
  'dateAdded',
  'attemptSecret',
  'negativeMarkPenalty',
  'floorQuestionAtZero',
  'floorAttemptAtZero',
] as const satisfies readonly (keyof AttemptRow)[];

const latestAttemptQuery = compiledOnce<{ userId: number; quizTopicId: number }, AttemptRow>((db) =>
  db
    .selectFrom('quiz_attempt')
    .select(ATTEMPT_COLUMNS)
    .where('userId', '=', arg<number>('userId'))
    .where('quizTopicId', '=', arg<number>('quizTopicId'))
    .orderBy(sql`case when ${sql.ref('finishedAt')} is null then 0 else 1 end`)
    .orderBy('quizResponseInitialId', 'desc')
    .limit(1),
);

/**
 * The candidate's attempt of an assessment that is still open, or else their most recent one. On every
 * question fetch, so compiled once.
 */
export async function latestAttempt(db: DB, userId: number, quizTopicId: number): Promise<AttemptRow | undefined> {
  return (await latestAttemptQuery.execute(db, { userId, quizTopicId })).rows[0];
}

/** The candidate's latest finished attempt of each of these assessments (the dashboard's Completed cards). */
export async function latestFinishedAttempts(
  db: DB,
  userId: number,
  quizTopicIds: number[],
): Promise<Map<number, Pick<AttemptRow, (typeof FINISHED_COLUMNS)[number]> & { finishedAt: string }>> {
  const latest = new Map<number, Pick<AttemptRow, (typeof FINISHED_COLUMNS)[number]> & { finishedAt: string }>();
  if (quizTopicIds.length === 0) return latest;
  const rows = await db
    .selectFrom('quiz_attempt')
    .select(FINISHED_COLUMNS)
    .where('userId', '=', userId)
    .where('quizTopicId', 'in', quizTopicIds)
    .where('finishedAt', 'is not', null)
    .orderBy('quizResponseInitialId', 'desc')
    .execute();
  for (const row of rows) {
    if (!latest.has(row.quizTopicId) && row.finishedAt !== null)
      latest.set(row.quizTopicId, { ...row, finishedAt: row.finishedAt });
  }
  return latest;
}

const FINISHED_COLUMNS = [
  'quizResponseInitialId',
  'quizTopicId',
  'quizMark',
  'userObtainedQuizMark',
  'quizPassMarks',
  'isExamined',
  'finishedAt',
] as const satisfies readonly (keyof AttemptRow)[];

/** The finished count on every row; the attempt's columns are null on the one row of a candidate with none open. */
type StartRow = { finishedCount: number } & { [K in keyof AttemptRow]: AttemptRow[K] | null };

const attemptsAtStartQuery = compiledOnce<{ userId: number; quizTopicId: number }, StartRow>((db) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('quiz_attempt')
        .select(sql<number>`cast(count(*) as integer)`.as('finishedCount'))
        .where('userId', '=', arg<number>('userId'))
        .where('quizTopicId', '=', arg<number>('quizTopicId'))
        .where('finishedAt', 'is not', null)
        .as('f'),
    )
    .leftJoin('quiz_attempt as a', (join) =>
      join
        .on('a.userId', '=', arg<number>('userId'))
        .on('a.quizTopicId', '=', arg<number>('quizTopicId'))
        .on('a.finishedAt', 'is', null),
    )
    .select('f.finishedCount')
    .select(ATTEMPT_COLUMNS.map((c) => `a.${c}` as const))
    .orderBy('a.quizResponseInitialId', 'desc'),
);

/**
 * What a start needs to know of the candidate's attempts of the assessment, in one query: the open
 * ones, newest first (normally none or one), and how many were finished.
 */
export async function attemptsAtStart(
  db: DB,
  userId: number,
  quizTopicId: number,
): Promise<{ open: AttemptRow[]; finished: number }> {
  const { rows } = await attemptsAtStartQuery.execute(db, { userId, quizTopicId });
  const open = rows.filter((r) => r.quizResponseInitialId !== null) as AttemptRow[];
  return { open, finished: Number(rows[0]?.finishedCount ?? 0) };
}

const lockStartsQuery = compiledOnce<{ userId: number }, never>((db) =>
  db
    .updateTable('app_user')
    .set((eb) => ({ lastUpdated: eb.ref('lastUpdated') }))
    .where('userId', '=', arg<number>('userId')),
);

export async function lockCandidateStarts(trx: DB, userId: number): Promise<void> {
  await lockStartsQuery.execute(trx, { userId });
}

type NewAttemptArgs = Required<Omit<NewAttempt, 'quizResponseInitialId'>> & Record<string, unknown>;
const NEW_ATTEMPT_COLUMNS = ATTEMPT_COLUMNS.filter((c) => c !== 'quizResponseInitialId');

const insertAttemptQuery = compiledOnce<NewAttemptArgs, AttemptRow>((db) =>
  db
    .insertInto('quiz_attempt')
    .values(Object.fromEntries(NEW_ATTEMPT_COLUMNS.map((c) => [c, arg(c)])) as unknown as NewAttempt)
    .returning(ATTEMPT_COLUMNS),
);

/** Every column is given (compiled once, so the statement has one shape). */
export async function insertAttempt(trx: DB, attempt: NewAttemptArgs): Promise<AttemptRow> {
  const { rows } = await insertAttemptQuery.execute(trx, attempt);
  if (!rows[0]) throw new Error('the new attempt was not returned');
  return rows[0];
}

/**
 * Claims an attempt's finish: only while finishedAt is empty, so whoever claims it finishes the attempt,
 * and the row stays locked until the transaction ends (an answer save waits, then finds it closed).
 * Answers the attempt with `finishedAt` set to the finish moment (undefined: finished already, or not
 * found): `now`, but never later than its deadline (ISO texts compare in time order). With `userId`,
 * only that candidate's attempt. saveTotals then writes the moment with the totals.
 *
 * PostgreSQL locks with SELECT … FOR UPDATE, so a finish writes the row once (saveTotals): every UPDATE
 * of quiz_attempt writes a new row version with an entry in each of its indexes (finishedAt and
 * isExamined are indexed, so never in place). SQLite has no FOR UPDATE: there the claim is an UPDATE,
 * which takes the database's write lock at once.
 */
function claimFinishQuery(withOwner: boolean) {
  return compiledOnce<{ attemptId: number; now: string; userId?: number }, AttemptRow>((db) => {
    const deadline = sql.ref('deadlineAt');
    const now = arg<string>('now');
    const finishMoment = sql<string>`case when ${deadline} is not null and ${deadline} < ${now} then ${deadline} else ${now} end`;
    if (dialectOf(db) === 'postgres') {
      let query = db
        .selectFrom('quiz_attempt')
        .select(ATTEMPT_COLUMNS.filter((c) => c !== 'finishedAt'))
        .select(finishMoment.as('finishedAt'))
        .where('quizResponseInitialId', '=', arg<number>('attemptId'))
        .where('finishedAt', 'is', null);
      if (withOwner) query = query.where('userId', '=', arg<number>('userId'));
      return query.forUpdate();
    }
    let query = db
      .updateTable('quiz_attempt')
      .set({ finishedAt: finishMoment })
      .where('quizResponseInitialId', '=', arg<number>('attemptId'))
      .where('finishedAt', 'is', null);
    if (withOwner) query = query.where('userId', '=', arg<number>('userId'));
    return query.returning(ATTEMPT_COLUMNS);
  });
}
const claimAnyFinish = claimFinishQuery(false);
const claimOwnFinish = claimFinishQuery(true);

export async function claimFinish(
  trx: DB,
  attemptId: number,
  now: Date,
  userId?: number,
): Promise<AttemptRow | undefined> {
  const args = { attemptId, now: now.toISOString() };
  const { rows } =
    userId === undefined
      ? await claimAnyFinish.execute(trx, args)
      : await claimOwnFinish.execute(trx, { ...args, userId });
  return rows[0];
}

type Totals = Pick<
  AttemptRow,
  | 'finishedAt'
  | 'timeTaken'
  | 'userObtainedQuizMark'
  | 'isExamined'
  | 'pointerLeaveCountSum'
  | 'visibilitychangeCountSum'
>;

const saveTotalsQuery = compiledOnce<Totals & { attemptId: number }, never>((db) =>
  db
    .updateTable('quiz_attempt')
    .set({
      finishedAt: arg('finishedAt'),
      timeTaken: arg('timeTaken'),
      userObtainedQuizMark: arg('userObtainedQuizMark'),
      isExamined: arg('isExamined'),
      pointerLeaveCountSum: arg('pointerLeaveCountSum'),
      visibilitychangeCountSum: arg('visibilitychangeCountSum'),
    })
    .where('quizResponseInitialId', '=', arg<number>('attemptId')),
);

/** Writes the finish moment and the totals of a claimed attempt (claimFinish). */
export async function saveTotals(trx: DB, attemptId: number, totals: Totals): Promise<void> {
  await saveTotalsQuery.execute(trx, { ...totals, attemptId });
}

/** Open attempts whose deadline and grace have passed, the longest overdue first. */
export async function overdueAttemptIds(db: DB, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quiz_attempt')
    .select('quizResponseInitialId')
    .where('finishedAt', 'is', null)
    .where('deadlineAt', 'is not', null)
    .where('deadlineAt', '<', overdueCutoff(now))
    .orderBy('deadlineAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.quizResponseInitialId);
}
