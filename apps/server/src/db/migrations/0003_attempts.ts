import type { Kysely } from 'kysely';
import { addIdColumn, doubleType } from '../dialect.js';

/**
 * Exam delivery: attempts (spec "initial response"), their answers ("response detail") and
 * per-candidate extra time. An attempt snapshots what the candidate was shown and graded against
 * (title, marks, flags, question order), so later edits of the assessment never change a result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const double = doubleType(db);

  await addIdColumn(db, db.schema.createTable('quiz_attempt'), 'quizResponseInitialId')
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('quizTopicId', 'integer', (c) => c.notNull().references('quiz_topic.quizTopicId').onDelete('cascade'))
    .addColumn('quizTitle', 'text', (c) => c.notNull())
    .addColumn('quizMark', double, (c) => c.notNull().defaultTo(0))
    .addColumn('quizPassMarks', double, (c) => c.notNull().defaultTo(0))
    .addColumn('quizTime', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quizMarkOptionId', 'integer', (c) => c.notNull())
    .addColumn('certificateTemplateId', 'integer')
    .addColumn('allowCorrectOption', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowAnswerExplation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowMultipleSelection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowQuizStop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowQuizSkip', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of quizQuestionId in the order this candidate sees them. */
    .addColumn('questionOrder', 'text', (c) => c.notNull())
    /** The next position to show when the attempt resumes (0-based). */
    .addColumn('currentSerial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('startedAt', 'text', (c) => c.notNull())
    /** Server-side deadline (null when the assessment has no timer); extra time included. */
    .addColumn('deadlineAt', 'text')
    .addColumn('finishedAt', 'text')
    .addColumn('timeTaken', double, (c) => c.notNull().defaultTo(0))
    .addColumn('userObtainedQuizMark', double, (c) => c.notNull().defaultTo(0))
    .addColumn('isExamined', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attemptCount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pointerLeaveCountSum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visibilitychangeCountSum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quiz_attempt_user_quiz').on('quiz_attempt').columns(['userId', 'quizTopicId']).execute();
  await db.schema
    .createIndex('quiz_attempt_quiz_date')
    .on('quiz_attempt')
    .columns(['quizTopicId', 'dateAdded'])
    .execute();
  await db.schema.createIndex('quiz_attempt_open').on('quiz_attempt').columns(['finishedAt', 'deadlineAt']).execute();
  await db.schema.createIndex('quiz_attempt_date').on('quiz_attempt').column('dateAdded').execute();

  await addIdColumn(db, db.schema.createTable('quiz_answer'), 'quizResponseDetailId')
    .addColumn('quizResponseInitialId', 'integer', (c) =>
      c.notNull().references('quiz_attempt.quizResponseInitialId').onDelete('cascade'),
    )
    .addColumn('quizQuestionId', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('questionTypeId', 'integer', (c) => c.notNull())
    .addColumn('questionDetail', 'text', (c) => c.notNull())
    .addColumn('imagePath', 'text')
    .addColumn('videoPath', 'text')
    .addColumn('userAnswer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('isAnswerSkipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correctAnswer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answerExplanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('questionMark', double, (c) => c.notNull().defaultTo(0))
    .addColumn('userObtainedQuestionMark', double, (c) => c.notNull().defaultTo(0))
    /** 0 while a descriptive answer waits for manual grading. */
    .addColumn('isExamined', 'integer', (c) => c.notNull().defaultTo(1))
    /** Null when not tracked (shown as 'n/a'). */
    .addColumn('pointerLeaveCount', 'integer')
    .addColumn('visibilitychangeCount', 'integer')
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .addColumn('lastUpdated', 'text')
    .addUniqueConstraint('quiz_answer_unique', ['quizResponseInitialId', 'quizQuestionId'])
    .execute();
  await db.schema
    .createIndex('quiz_answer_pending')
    .on('quiz_answer')
    .columns(['isExamined', 'quizResponseInitialId'])
    .execute();

  await addIdColumn(db, db.schema.createTable('exam_accommodation'), 'accommodationId')
    .addColumn('userId', 'integer', (c) => c.notNull().references('app_user.userId').onDelete('cascade'))
    /** Null: applies to every assessment of this candidate. */
    .addColumn('quizTopicId', 'integer', (c) => c.references('quiz_topic.quizTopicId').onDelete('cascade'))
    .addColumn('extraMinutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timeMultiplier', double, (c) => c.notNull().defaultTo(1))
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exam_accommodation_user').on('exam_accommodation').columns(['userId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['exam_accommodation', 'quiz_answer', 'quiz_attempt']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
