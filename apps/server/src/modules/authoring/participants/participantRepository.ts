import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

/** The invited list of an assessment is replaced as a whole (CreateQuizParticipants). */
export async function replaceParticipants(db: DB, quizTopicId: number, emails: string[], userId: number) {
  await db.deleteFrom('quiz_participant').where('quizTopicId', '=', quizTopicId).execute();
  const now = nowIso();
  // Chunks keep every statement under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < emails.length; i += 500) {
    await db
      .insertInto('quiz_participant')
      .values(emails.slice(i, i + 500).map((email) => ({ quizTopicId, email, addedBy: userId, dateAdded: now })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export function listParticipants(db: DB, quizTopicId: number) {
  return db
    .selectFrom('quiz_participant')
    .select(['quizTopicId', 'email'])
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('email')
    .execute();
}

export async function invitedAmong(db: DB, quizTopicId: number, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('quiz_participant')
    .select('email')
    .where('quizTopicId', '=', quizTopicId)
    .where('email', 'in', emails)
    .execute();
  return new Set(rows.map((r) => r.email));
}
