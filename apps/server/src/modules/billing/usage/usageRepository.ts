import { sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';

/**
 * The candidate's responses (attempts) on each assessment in [start, end), most used first: the same
 * window and date column as the plan limits count (limits/limitsRepository attendanceIn), one grouped
 * query over the index quiz_attempt_user_quiz. The title is the one the attempts were taken under.
 */
export async function responsesPerAssessment(db: DB, userId: number, start: string, end: string) {
  const rows = await db
    .selectFrom('quiz_attempt')
    .select(['quizTopicId', sql<string>`max(${sql.ref('quizTitle')})`.as('quizTitle'), countAll().as('responses')])
    .where('userId', '=', userId)
    .where('dateAdded', '>=', start)
    .where('dateAdded', '<', end)
    .groupBy('quizTopicId')
    .orderBy(countAll(), 'desc')
    .orderBy('quizTopicId')
    .execute();
  return rows.map((r) => ({ quizTopicId: r.quizTopicId, quizTitle: r.quizTitle, responses: Number(r.responses) }));
}
