import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';
import { EXPORT_PAGE, keyset } from '../../../lib/export/keyset.js';

/** Assessments newest first, as the Manage Assessments table lists them, with their question counts. */
export function quizTopicRows(db: DB) {
  return keyset(
    (after) =>
      db
        .selectFrom('quiz_topic as t')
        .select([
          't.quizTopicId',
          't.quizTitle',
          't.quizTime',
          't.quizTotalMarks',
          't.quizPassMarks',
          't.quizMarkOptionId',
          't.quizParticipantOptionId',
          't.isRunning',
          't.quizscheduleStartTime',
          't.quizscheduleEndTime',
          't.quizPrice',
        ])
        .select((eb) =>
          eb
            .selectFrom('quiz_question as q')
            .select(countAll().as('n'))
            .whereRef('q.quizTopicId', '=', 't.quizTopicId')
            .as('questionsCount'),
        )
        .$if(after !== null, (q) => q.where('t.quizTopicId', '<', after!))
        .orderBy('t.quizTopicId', 'desc')
        .limit(EXPORT_PAGE)
        .execute(),
    (row) => row.quizTopicId,
  );
}

/** Question categories in id order with the number of questions in each. */
export function categoryRows(db: DB) {
  return keyset(
    (after) =>
      db
        .selectFrom('question_category as c')
        .select(['c.questionCategoryId', 'c.questionCategoryName'])
        .select((eb) =>
          eb
            .selectFrom('quiz_question as q')
            .select(countAll().as('n'))
            .whereRef('q.questionCategoryId', '=', 'c.questionCategoryId')
            .as('questionsCount'),
        )
        .$if(after !== null, (q) => q.where('c.questionCategoryId', '>', after!))
        .orderBy('c.questionCategoryId')
        .limit(EXPORT_PAGE)
        .execute(),
    (row) => row.questionCategoryId,
  );
}

/** The questions of one assessment in the order they were added, with their category names. */
export function questionRows(db: DB, quizTopicId: number) {
  return keyset(
    (after) =>
      db
        .selectFrom('quiz_question as q')
        .innerJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
        .select([
          'q.quizQuestionId',
          'q.questionDetail',
          'c.questionCategoryName',
          'q.perQuestionMark',
          'q.optionA',
          'q.optionB',
          'q.optionC',
          'q.optionD',
          'q.optionE',
          'q.correctOptionText',
          'q.isCodeSnippet',
          'q.questionTypeId',
          'q.questionData',
        ])
        .where('q.quizTopicId', '=', quizTopicId)
        .$if(after !== null, (q) => q.where('q.quizQuestionId', '>', after!))
        .orderBy('q.quizQuestionId')
        .limit(EXPORT_PAGE)
        .execute(),
    (row) => row.quizQuestionId,
  );
}

/**
 * The questions of one assessment as an exchange export writes them (issue 22): their columns, body and
 * category name, in the order they were added. An assessment holds a few thousand questions at most.
 */
export function bankRows(db: DB, quizTopicId: number) {
  return db
    .selectFrom('quiz_question as q')
    .innerJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
    .select([
      'q.questionDetail',
      'q.perQuestionMark',
      'q.questionTypeId',
      'q.optionA',
      'q.optionB',
      'q.optionC',
      'q.optionD',
      'q.optionE',
      'q.correctOption',
      'q.answerExplanation',
      'q.isCodeSnippet',
      'q.questionData',
      'q.imagePath',
      'c.questionCategoryName',
    ])
    .where('q.quizTopicId', '=', quizTopicId)
    .orderBy('q.quizQuestionId')
    .execute();
}
