import { CompiledQuery } from 'kysely';
import type { DB } from '../../../db/database.js';
import { prepareOnPostgres } from '../../../db/namedStatements.js';
import { batcherOf, byOrdinal, type TickBatch } from '../../../db/tickBatch.js';
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

/**
 * PostgreSQL's answer saves of one event-loop turn as one statement each for the read and the write
 * (db/tickBatch.ts): the values travel as one array per column and `unnest` turns them back into rows.
 * The statements do exactly what the single ones in answerSaveRepository.ts do, row by row: the read
 * finds an attempt only for its owner, the write locks and moves each attempt's resume position and
 * stores an answer only while its attempt is open, all in the statement's one transaction, so a
 * concurrent finish still waits for the answers and counts them. Both are prepared once per connection.
 */

const q = (name: string) => `"${name}"`;

export interface ContextKey {
  attemptId: number;
  userId: number;
  quizQuestionId: number;
}

// LATERAL: one primary-key lookup per input row. A plain join lets the planner of the prepared (generic)
// statement guess the array's size and hash-join over a scan of the whole table, which grows with it;
// LIMIT 1 (each lookup finds one row at most) keeps it from flattening the subquery into such a join.
export const CONTEXT_SQL = `select i.k, a.*, qq.*
from unnest($1::integer[], $2::integer[], $3::integer[]) with ordinality as i(attempt_id, user_id, question_id, k)
cross join lateral (
  select ${CONTEXT_ATTEMPT_COLUMNS.map((c) => `a.${q(c)}`).join(', ')} from quiz_attempt a
  where a."quizResponseInitialId" = i.attempt_id and a."userId" = i.user_id
  limit 1
) a
left join lateral (
  select ${CONTEXT_QUESTION_COLUMNS.map((c) => `qq.${q(c)}`).join(', ')} from quiz_question qq
  where qq."quizQuestionId" = i.question_id
  limit 1
) qq on true`;
prepareOnPostgres(CONTEXT_SQL);

/** The contexts of several answer saves in one round trip; undefined where the attempt is not the caller's. */
async function contexts(db: DB, keys: ContextKey[]): Promise<(AnswerContext | undefined)[]> {
  const query = CompiledQuery.raw(CONTEXT_SQL, [
    keys.map((k) => k.attemptId),
    keys.map((k) => k.userId),
    keys.map((k) => k.quizQuestionId),
  ]);
  const { rows } = await db.executeQuery<AnswerContext & { k: string }>(query);
  return byOrdinal(rows, keys.length);
}

export type StoreArgs = AnswerArgs & { nextSerial: number };

export const STORE_INPUT_COLUMNS = [...ANSWER_COLUMNS, 'nextSerial'] as const;
const inputType = (c: (typeof STORE_INPUT_COLUMNS)[number]) => (c === 'nextSerial' ? 'integer' : PG_TYPE[c]);

export const STORE_SQL = `with i as (
  select * from unnest(${STORE_INPUT_COLUMNS.map((c, n) => `$${n + 1}::${inputType(c)}[]`).join(', ')})
    as i(${STORE_INPUT_COLUMNS.map(q).join(', ')})
), moves as (
  select i."quizResponseInitialId" as id, max(i."nextSerial") as "nextSerial" from i group by 1
), claim as (
  -- Found by primary key only (a filter on "finishedAt" lets the planner scan every open attempt through
  -- quiz_attempt_open instead); the row lock is taken either way, the position moves only while open.
  update quiz_attempt a set "currentSerial" = case when a."finishedAt" is null
    then greatest(a."currentSerial", m."nextSerial") else a."currentSerial" end
  from moves m
  where a."quizResponseInitialId" = m.id
  returning a."quizResponseInitialId", a."finishedAt" is null as open
)
insert into quiz_answer (${ANSWER_COLUMNS.map(q).join(', ')})
select ${ANSWER_COLUMNS.map((c) => `i.${q(c)}`).join(', ')}
from i join claim on claim."quizResponseInitialId" = i."quizResponseInitialId" and claim.open
on conflict ("quizResponseInitialId", "quizQuestionId") do update set
  ${REPLACED.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}, "lastUpdated" = excluded."dateAdded"
  where ${DRAFT_MAY_REPLACE_SQL}
returning "quizResponseInitialId", "quizQuestionId"`;
prepareOnPostgres(STORE_SQL);

const pairKey = (attemptId: number, quizQuestionId: number) => `${attemptId}:${quizQuestionId}`;

/** Several answers in one statement; true for each one stored (its attempt was still open). */
async function storeAll(db: DB, answers: StoreArgs[]): Promise<boolean[]> {
  const query = CompiledQuery.raw(
    STORE_SQL,
    STORE_INPUT_COLUMNS.map((c) => answers.map((a) => a[c] ?? null)),
  );
  const { rows } = await db.executeQuery<{ quizResponseInitialId: number; quizQuestionId: number }>(query);
  const stored = new Set(rows.map((r) => pairKey(r.quizResponseInitialId, r.quizQuestionId)));
  return answers.map((a) => stored.has(pairKey(a.quizResponseInitialId, a.quizQuestionId)));
}

const contextBatches = new WeakMap<DB, TickBatch<ContextKey, AnswerContext | undefined>>();
const storeBatches = new WeakMap<DB, TickBatch<StoreArgs, boolean>>();

/** The answer-context read of `db`'s pool, batched per turn; `single` is the one-row query. */
export function contextBatchOf(db: DB, single: (key: ContextKey) => Promise<AnswerContext | undefined>) {
  return batcherOf(contextBatches, db, () => ({ many: (keys) => contexts(db, keys), single }));
}

/**
 * The answer write of `db`'s pool, batched per turn; `single` is the one-row statement. Two saves of the
 * same question of one attempt never share a statement (an upsert may not touch a row twice).
 */
export function storeBatchOf(db: DB, single: (answer: StoreArgs) => Promise<boolean>) {
  return batcherOf(storeBatches, db, () => ({
    many: (answers) => storeAll(db, answers),
    single,
    conflictKey: (a) => pairKey(a.quizResponseInitialId, a.quizQuestionId),
  }));
}
