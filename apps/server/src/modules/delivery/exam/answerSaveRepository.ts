import { sql } from 'kysely';
import { arg, compiledOnce } from '../../../db/compiledQuery.js';
import type { DB } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import { groupCommitOf } from '../../../db/groupCommit.js';
import type { NewAnswer } from './answerRepository.js';
import {
  ANSWER_COLUMNS,
  CONTEXT_ATTEMPT_COLUMNS,
  CONTEXT_QUESTION_COLUMNS,
  DRAFT_MAY_REPLACE_SQL,
  PG_TYPE,
  REPLACED,
  type AnswerArgs,
  type AnswerContext,
} from './answerColumns.js';
import { contextBatchOf, storeBatchOf, type ContextKey, type StoreArgs } from './answerBatchPg.js';

/**
 * The queries of an answer save (CreateQuizResponseDetail), the exam's hottest path: one read, then one
 * write on PostgreSQL (one round trip each, shared by the saves of the same moment: answerBatchPg.ts)
 * and two statements on SQLite, in a transaction shared with the other answer saves of the same moment
 * (db/groupCommit.ts). All compiled once (db/compiledQuery.ts).
 */

const contextQuery = compiledOnce<{ attemptId: number; userId: number; quizQuestionId: number }, AnswerContext>((db) =>
  db
    .selectFrom('quiz_attempt as a')
    .leftJoin('quiz_question as q', (join) => join.on('q.quizQuestionId', '=', arg<number>('quizQuestionId')))
    .select([
      ...CONTEXT_ATTEMPT_COLUMNS.map((c) => `a.${c}` as const),
      ...CONTEXT_QUESTION_COLUMNS.map((c) => `q.${c}` as const),
    ])
    .where('a.quizResponseInitialId', '=', arg<number>('attemptId'))
    .where('a.userId', '=', arg<number>('userId')),
);

/** The attempt when it belongs to this candidate, with the stored question; another candidate's is not found. */
export async function findAnswerContext(
  db: DB,
  attemptId: number,
  userId: number,
  quizQuestionId: number,
): Promise<AnswerContext | undefined> {
  const key = { attemptId, userId, quizQuestionId };
  // PostgreSQL: the reads of one event-loop turn go as one statement (answerBatchPg.ts).
  if (dialectOf(db) === 'postgres' && !db.isTransaction) return contextBatchOf(db, oneContext(db)).run(key);
  return oneContext(db)(key);
}

const oneContext = (db: DB) => async (key: ContextKey) => (await contextQuery.execute(db, key)).rows[0];

/** Moves the resume position forward (never back), only while the attempt is open. */
const claimQuery = compiledOnce<{ attemptId: number; nextSerial: number }, never>((db) =>
  db
    .updateTable('quiz_attempt')
    .set({
      currentSerial: sql<number>`case when ${sql.ref('currentSerial')} < ${arg<number>('nextSerial')} then ${arg<number>('nextSerial')} else ${sql.ref('currentSerial')} end`,
    })
    .where('quizResponseInitialId', '=', arg<number>('attemptId'))
    .where('finishedAt', 'is', null),
);

/** A submitted answer replaces whatever is stored; a draft replaces only a draft (answerColumns.ts). */
const draftMayReplace = sql<boolean>`${sql.raw(DRAFT_MAY_REPLACE_SQL)}`;

/**
 * One row per attempt and question: answering again replaces the earlier answer. A row comes back only
 * when something was written (not when a draft met a submitted answer).
 */
const upsertQuery = compiledOnce<AnswerArgs, { quizResponseDetailId: number }>((db) =>
  db
    .insertInto('quiz_answer')
    .values(Object.fromEntries(ANSWER_COLUMNS.map((c) => [c, arg(c)])) as unknown as NewAnswer)
    .onConflict((oc) =>
      oc
        .columns(['quizResponseInitialId', 'quizQuestionId'])
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(REPLACED.map((c) => [c, eb.ref(`excluded.${c}`)])),
          lastUpdated: eb.ref('excluded.dateAdded'),
        }))
        .where(draftMayReplace),
    )
    .returning('quizResponseDetailId'),
);

/**
 * PostgreSQL, one statement and one round trip: the claim (which locks the attempt row until the commit,
 * so a concurrent finish waits for this answer and then counts it) feeds the upsert, which inserts
 * nothing when the attempt is no longer open. A row comes back only when the answer was stored.
 */
const claimAndUpsertQuery = compiledOnce<AnswerArgs & { nextSerial: number }, { quizResponseDetailId: number }>((db) =>
  db
    .with('claim', (qb) =>
      qb
        .updateTable('quiz_attempt')
        .set({
          currentSerial: sql<number>`greatest(${sql.ref('currentSerial')}, ${sql`cast(${arg('nextSerial')} as integer)`})`,
        })
        .where('quizResponseInitialId', '=', arg<number>('quizResponseInitialId'))
        .where('finishedAt', 'is', null)
        .returning('quizResponseInitialId'),
    )
    .insertInto('quiz_answer')
    .columns([...ANSWER_COLUMNS])
    .expression((eb) =>
      eb.selectFrom('claim').select(ANSWER_COLUMNS.map((c) => eb.cast(eb.val(arg(c)), PG_TYPE[c]).as(c))),
    )
    .onConflict((oc) =>
      oc
        .columns(['quizResponseInitialId', 'quizQuestionId'])
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(REPLACED.map((c) => [c, eb.ref(`excluded.${c}`)])),
          lastUpdated: eb.ref('excluded.dateAdded'),
        }))
        .where(draftMayReplace),
    )
    .returning('quizResponseDetailId'),
);

/**
 * Stores the answer and moves the resume position, atomically and only while the attempt is open:
 * false when it was finished meanwhile (submit, or the sweep after the grace) and nothing was stored,
 * or when a draft met the submitted answer of its question. A draft (isDraft 1) leaves the resume
 * position where it is. Resolves after the commit, so the caller may acknowledge the answer.
 */
export async function storeAnswerIfOpen(db: DB, given: NewAnswer & { lastUpdated: null }): Promise<boolean> {
  // Every column is sent (the batch statement's arrays have no defaults): a submitted answer unless told,
  // without a readable text (its wire form reads as it is) unless given.
  const answer = { ...given, isDraft: given.isDraft ?? 0, answerText: given.answerText ?? null };
  const nextSerial = answer.isDraft === 1 ? answer.serial : answer.serial + 1;
  if (dialectOf(db) === 'postgres') {
    const one = async (args: StoreArgs) => (await claimAndUpsertQuery.execute(db, args)).rows.length > 0;
    // The answer saves of one event-loop turn go as one statement (answerBatchPg.ts).
    const args = { ...answer, nextSerial };
    return db.isTransaction ? one(args) : storeBatchOf(db, one).run(args);
  }
  // SQLite: the answer saves of one event-loop turn share one commit (db/groupCommit.ts).
  const store = async (trx: DB) => {
    const claimed = await claimQuery.execute(trx, { attemptId: answer.quizResponseInitialId, nextSerial });
    if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
    return (await upsertQuery.execute(trx, answer)).rows.length > 0;
  };
  return db.isTransaction ? store(db) : groupCommitOf(db).run(store);
}
