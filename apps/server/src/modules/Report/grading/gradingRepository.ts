import { QUESTION_TYPE, type ResultDetail } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { RESULT_DETAIL_COLUMNS } from '../results/resultRepository.js';

/** The descriptive answers of an attempt still waiting for a mark, in the order the candidate saw them. */
export async function pendingAnswers(db: DB, attemptId: number): Promise<ResultDetail[]> {
  const rows = await db
    .selectFrom('quiz_answer')
    .select(RESULT_DETAIL_COLUMNS)
    .where('quizResponseInitialId', '=', attemptId)
    .where('isExamined', '=', 0)
    .where('questionTypeId', '=', QUESTION_TYPE.descriptive)
    .orderBy('serial')
    .orderBy('quizResponseDetailId')
    .execute();
  return rows.map((r) => ({ ...r, isAnswerSkipped: r.isAnswerSkipped === 1, isExamined: r.isExamined === 1 }));
}

/** A descriptive answer that was given (not skipped): the only kind a reviewer marks. */
export function findGradableAnswer(db: DB, answerId: number) {
  return db
    .selectFrom('quiz_answer as d')
    .innerJoin('quiz_attempt as a', 'a.quizResponseInitialId', 'd.quizResponseInitialId')
    .select(['d.quizResponseDetailId', 'd.quizResponseInitialId', 'd.questionMark', 'a.quizMark'])
    .where('d.quizResponseDetailId', '=', answerId)
    .where('d.questionTypeId', '=', QUESTION_TYPE.descriptive)
    .where('d.isAnswerSkipped', '=', 0)
    .executeTakeFirst();
}

/**
 * Takes the attempt's row lock for the rest of the transaction (a no-op UPDATE, portable where
 * SELECT … FOR UPDATE is not), and only when the attempt is finished. Two reviewers grading answers
 * of one attempt at once then total it one after the other, each seeing the other's mark.
 */
export async function lockFinishedAttempt(trx: DB, attemptId: number): Promise<boolean> {
  const result = await trx
    .updateTable('quiz_attempt')
    .set((eb) => ({ isExamined: eb.ref('isExamined') }))
    .where('quizResponseInitialId', '=', attemptId)
    .where('finishedAt', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveAnswerMark(trx: DB, answerId: number, mark: number, at: string): Promise<void> {
  await trx
    .updateTable('quiz_answer')
    .set({ userObtainedQuestionMark: mark, isExamined: 1, lastUpdated: at })
    .where('quizResponseDetailId', '=', answerId)
    .execute();
}

export async function saveAttemptGrade(
  trx: DB,
  attemptId: number,
  grade: { userObtainedQuizMark: number; isExamined: number },
): Promise<void> {
  await trx.updateTable('quiz_attempt').set(grade).where('quizResponseInitialId', '=', attemptId).execute();
}
