import { CompiledQuery } from 'kysely';
import type { DB } from '../../../db/database.js';
import { prepareOnPostgres } from '../../../db/namedStatements.js';
import { batcherOf, byOrdinal, type TickBatch } from '../../../db/tickBatch.js';
import type { QuestionAtRow } from './questionAtRepository.js';

/**
 * PostgreSQL's GetSingleQuestion reads of one event-loop turn as ONE statement (db/tickBatch.ts), as the
 * answer saves are (answerBatchPg.ts): the same read as questionAtRepository.ts, row by row. Each lookup
 * is a LATERAL subquery with LIMIT 1, so the prepared statement's generic plan finds every row by its
 * key instead of joining the batch to a scan of a table that grows with the exam (hotPathPlans.test.ts).
 */
export interface QuestionAtKey {
  userId: number;
  quizTopicId: number;
  serial: number;
}

export const QUESTION_AT_SQL = `select i.k, a.*, q."quizQuestionId", q."questionDetail", q."questionTypeId", q."optionA", q."optionB",
  q."optionC", q."optionD", q."optionE", q."imagePath", q."videoPath", q."isCodeSnippet", q."questionData",
  coalesce(c."questionCategoryName", '') as "questionCategoryName", s."savedAnswer", s."savedSkipped"
from unnest($1::integer[], $2::integer[], $3::integer[]) with ordinality as i(user_id, quiz_id, serial, k)
cross join lateral (
  select a."quizResponseInitialId", a."finishedAt", a."deadlineAt", a."questionOrder", a."attemptSecret"
  from quiz_attempt a
  where a."userId" = i.user_id and a."quizTopicId" = i.quiz_id
  order by case when a."finishedAt" is null then 0 else 1 end, a."quizResponseInitialId" desc
  limit 1
) a
left join lateral (
  select q."quizQuestionId", q."questionCategoryId" as category_id, q."questionDetail", q."questionTypeId",
    q."optionA", q."optionB", q."optionC", q."optionD", q."optionE", q."imagePath", q."videoPath", q."isCodeSnippet",
    q."questionData"
  from quiz_question q
  where q."quizQuestionId" = (a."questionOrder"::json ->> i.serial)::integer
  limit 1
) q on true
left join lateral (
  select c."questionCategoryName" from question_category c where c."questionCategoryId" = q.category_id
  limit 1
) c on true
left join lateral (
  select s."userAnswer" as "savedAnswer", s."isAnswerSkipped" as "savedSkipped" from quiz_answer s
  where s."quizResponseInitialId" = a."quizResponseInitialId" and s."quizQuestionId" = q."quizQuestionId"
  limit 1
) s on true`;
prepareOnPostgres(QUESTION_AT_SQL);

/** The reads of several question fetches in one round trip; undefined where the candidate has no attempt. */
async function questionsAt(db: DB, keys: QuestionAtKey[]): Promise<(QuestionAtRow | undefined)[]> {
  const query = CompiledQuery.raw(QUESTION_AT_SQL, [
    keys.map((k) => k.userId),
    keys.map((k) => k.quizTopicId),
    keys.map((k) => k.serial),
  ]);
  const { rows } = await db.executeQuery<QuestionAtRow & { k: string }>(query);
  return byOrdinal(rows, keys.length);
}

const batches = new WeakMap<DB, TickBatch<QuestionAtKey, QuestionAtRow | undefined>>();

/** The question read of `db`'s pool, batched per turn; `single` is the one-row query. */
export function questionAtBatchOf(db: DB, single: (key: QuestionAtKey) => Promise<QuestionAtRow | undefined>) {
  return batcherOf(batches, db, () => ({ many: (keys) => questionsAt(db, keys), single }));
}
