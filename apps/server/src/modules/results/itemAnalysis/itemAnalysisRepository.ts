import type { DB } from '../../../db/database.js';

/** Answers read per query: the analysis walks an assessment's answers in pages so memory stays bounded. */
export const ANSWER_PAGE = 2000;

/** The assessment's questions as they are now, in the order they were written. */
export function currentQuestions(db: DB, quizTopicId: number) {
  return db
    .selectFrom('quiz_question')
    .select([
      'quizQuestionId',
      'questionDetail',
      'questionTypeId',
      'isCodeSnippet',
      'optionA',
      'optionB',
      'optionC',
      'optionD',
      'optionE',
      'correctOption',
      'correctOptionText',
      'questionData',
    ])
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('quizQuestionId')
    .execute();
}
export type AnalysedQuestion = Awaited<ReturnType<typeof currentQuestions>>[number];

/** The total score of every finished attempt of the assessment (one small row per attempt). */
export function finishedScores(db: DB, quizTopicId: number) {
  return db
    .selectFrom('quiz_attempt')
    .select(['quizResponseInitialId', 'userObtainedQuizMark'])
    .where('quizTopicId', '=', quizTopicId)
    .where('finishedAt', 'is not', null)
    .execute();
}

function answerPage(db: DB, quizTopicId: number, after: number) {
  return db
    .selectFrom('quiz_answer as d')
    .innerJoin('quiz_attempt as a', 'a.quizResponseInitialId', 'd.quizResponseInitialId')
    .select([
      'd.quizResponseDetailId',
      'd.quizResponseInitialId',
      'd.quizQuestionId',
      'd.questionTypeId',
      'd.userAnswer',
      'd.isAnswerSkipped',
      'd.questionMark',
      'd.userObtainedQuestionMark',
      'd.isExamined',
    ])
    .where('a.quizTopicId', '=', quizTopicId)
    .where('a.finishedAt', 'is not', null)
    .where('d.quizResponseDetailId', '>', after)
    .orderBy('d.quizResponseDetailId')
    .limit(ANSWER_PAGE)
    .execute();
}
export type AnalysedAnswer = Awaited<ReturnType<typeof answerPage>>[number];

/**
 * Every answer of the assessment's finished attempts, one page at a time (keyset on the answer id, so
 * later pages cost as little as the first): a set-based read, never a query per question.
 */
export async function* finishedAnswers(db: DB, quizTopicId: number): AsyncGenerator<AnalysedAnswer> {
  let after = 0;
  for (;;) {
    const rows = await answerPage(db, quizTopicId, after);
    yield* rows;
    if (rows.length < ANSWER_PAGE) return;
    after = rows[rows.length - 1]!.quizResponseDetailId;
  }
}
