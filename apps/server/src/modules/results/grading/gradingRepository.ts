import { QUESTION_TYPE, type ResultDetail } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import type { AttemptRow } from '../../delivery/index.js';
import { detailsQuery, toResultDetail } from '../sheet/resultRepository.js';

/** The descriptive answers of an attempt still waiting for a mark, in the order the candidate saw them. */
export async function pendingAnswers(db: DB, attempt: AttemptRow): Promise<ResultDetail[]> {
  const rows = await detailsQuery(db, attempt.quizResponseInitialId)
    .where('d.isExamined', '=', 0)
    .where('d.questionTypeId', '=', QUESTION_TYPE.descriptive)
    .execute();
  return rows.map((r) => toResultDetail(r, attempt));
}

/** A descriptive answer that was given (not skipped): the only kind a reviewer marks. */
export function findGradableAnswer(db: DB, answerId: number) {
  return db
    .selectFrom('quiz_answer as d')
    .innerJoin('quiz_attempt as a', 'a.quizResponseInitialId', 'd.quizResponseInitialId')
    .select([
      'd.quizResponseDetailId',
      'd.quizResponseInitialId',
      'd.questionMark',
      'a.quizMark',
      'a.floorAttemptAtZero',
    ])
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

/**
 * The answer's mark, examined, and (when `feedback` is given) the examiner's feedback: a text, or null to
 * remove it. Undefined leaves the stored feedback as it is.
 */
export async function saveAnswerMark(
  trx: DB,
  answerId: number,
  grade: { mark: number; feedback: string | null | undefined },
  at: string,
): Promise<void> {
  await trx
    .updateTable('quiz_answer')
    .set({
      userObtainedQuestionMark: grade.mark,
      isExamined: 1,
      lastUpdated: at,
      ...(grade.feedback === undefined ? {} : { feedback: grade.feedback }),
    })
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
