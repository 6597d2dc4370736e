import type { DB } from '../../db/database.js';
import { countAll } from '../../db/dialect.js';
import { yieldToEventLoop } from './backpressure.js';

/** Rows per query: exports read the table in pages so memory stays bounded whatever its size. */
export const EXPORT_PAGE = 1000;

/**
 * Every row of a query in id order, one page at a time (keyset pagination: each page starts after
 * the last id of the previous one, so later pages cost as little as the first), letting other requests
 * run between pages.
 */
async function* keyset<T>(page: (after: number | null) => Promise<T[]>, idOf: (row: T) => number): AsyncGenerator<T> {
  let after: number | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    after = idOf(rows[rows.length - 1]!);
    await yieldToEventLoop();
  }
}

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
        ])
        .where('q.quizTopicId', '=', quizTopicId)
        .$if(after !== null, (q) => q.where('q.quizQuestionId', '>', after!))
        .orderBy('q.quizQuestionId')
        .limit(EXPORT_PAGE)
        .execute(),
    (row) => row.quizQuestionId,
  );
}
