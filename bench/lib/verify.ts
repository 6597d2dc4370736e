import { openDatabase } from '../../apps/server/src/db/database.js';
import type { Acknowledged } from './examFlow.js';

export interface Durability {
  acknowledged: number;
  /** Acknowledged answers found in quiz_answer with exactly the text the candidate sent. */
  stored: number;
  missing: number;
  /** Rows of the bench's attempts in quiz_answer (unanswered questions get rows when an attempt ends). */
  rows: number;
}

/** After the run: every answer the server acknowledged must be in the database, as sent. */
export async function checkDurability(databaseUrl: string, quizTopicIds: number[], acknowledged: Acknowledged[]) {
  const { db } = openDatabase(databaseUrl);
  try {
    const rows = await db
      .selectFrom('quiz_answer as a')
      .innerJoin('quiz_attempt as t', 't.quizResponseInitialId', 'a.quizResponseInitialId')
      .select(['a.quizResponseInitialId', 'a.quizQuestionId', 'a.userAnswer'])
      .where('t.quizTopicId', 'in', quizTopicIds)
      .execute();
    const saved = new Map(rows.map((r) => [`${r.quizResponseInitialId}:${r.quizQuestionId}`, r.userAnswer]));
    const stored = acknowledged.filter((a) => saved.get(`${a.attemptId}:${a.quizQuestionId}`) === a.userAnswer).length;
    return { acknowledged: acknowledged.length, stored, missing: acknowledged.length - stored, rows: rows.length };
  } finally {
    await db.destroy();
  }
}
