import type { Kysely } from 'kysely';
import { addIdColumn, doubleType } from '../dialect.js';

/**
 * Assessment authoring: assessments (quiz topics), invited participants, instructions, question
 * categories, questions and certificate templates (the templates screen arrives later, but
 * assessments already reference them).
 *
 * Uniqueness rules of spec 001 §5 ("unique, trimmed") are enforced by the database through
 * normalised key columns, so two admins saving at once cannot create duplicates. Question keys
 * are hashes because question text can exceed PostgreSQL's b-tree entry limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const double = doubleType(db);
  const audit = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t
      .addColumn('addedBy', 'integer')
      .addColumn('dateAdded', 'text', (c: any) => c.notNull())
      .addColumn('lastUpdatedBy', 'integer')
      .addColumn('lastUpdated', 'text');

  await audit(
    addIdColumn(db, db.schema.createTable('certificate_template'), 'certificateTemplateId')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('heading', 'text', (c) => c.notNull())
      .addColumn('mainText', 'text', (c) => c.notNull())
      .addColumn('publishDate', 'text')
      .addColumn('topLeftImagePath', 'text')
      .addColumn('topRightImagePath', 'text')
      .addColumn('bottomMiddleImagePath', 'text')
      .addColumn('backgroundImagePath', 'text')
      .addColumn('backgroundColor', 'text', (c) => c.notNull().defaultTo('#FFFFFF'))
      .addColumn('leftSignatureImagePath', 'text')
      .addColumn('leftSignatureText', 'text')
      .addColumn('rightSignatureImagePath', 'text')
      .addColumn('rightSignatureText', 'text'),
  ).execute();

  await audit(
    addIdColumn(db, db.schema.createTable('quiz_topic'), 'quizTopicId')
      .addColumn('quizTitle', 'text', (c) => c.notNull())
      .addColumn('titleKey', 'text', (c) => c.notNull().unique())
      .addColumn('quizTime', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quizMarkOptionId', 'integer', (c) => c.notNull().references('quiz_mark_option.quizMarkOptionId'))
      .addColumn('quizParticipantOptionId', 'integer', (c) =>
        c.notNull().references('quiz_participant_option.quizParticipantOptionId'),
      )
      .addColumn('certificateTemplateId', 'integer', (c) =>
        c.references('certificate_template.certificateTemplateId').onDelete('set null'),
      )
      .addColumn('quizTotalMarks', double, (c) => c.notNull().defaultTo(0))
      .addColumn('quizPassMarks', double, (c) => c.notNull().defaultTo(0))
      .addColumn('allowMultipleInputByUser', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowMultipleAnswer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowMultipleAttempt', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowCorrectOption', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowAnswerExplation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowQuizStop', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowQuizSkip', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowQuestionSuffle', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allowExamOnNewWindow', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quizscheduleStartTime', 'text')
      .addColumn('quizscheduleEndTime', 'text')
      .addColumn('quizPrice', double, (c) => c.notNull().defaultTo(0))
      .addColumn('isRunning', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('categories', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('quiz_topic_running').on('quiz_topic').columns(['isRunning']).execute();

  await db.schema
    .createTable('quiz_participant')
    .addColumn('quizTopicId', 'integer', (c) => c.notNull().references('quiz_topic.quizTopicId').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('addedBy', 'integer')
    .addColumn('dateAdded', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_participant_pk', ['quizTopicId', 'email'])
    .execute();
  await db.schema.createIndex('quiz_participant_email').on('quiz_participant').column('email').execute();

  await audit(
    addIdColumn(db, db.schema.createTable('quiz_instruction'), 'instructionId')
      .addColumn('quizTopicId', 'integer', (c) => c.notNull().references('quiz_topic.quizTopicId').onDelete('cascade'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('descriptionKey', 'text', (c) => c.notNull())
      .addUniqueConstraint('quiz_instruction_unique', ['quizTopicId', 'descriptionKey']),
  ).execute();

  await audit(
    addIdColumn(db, db.schema.createTable('question_category'), 'questionCategoryId')
      .addColumn('questionCategoryName', 'text', (c) => c.notNull())
      .addColumn('nameKey', 'text', (c) => c.notNull().unique()),
  ).execute();

  await audit(
    addIdColumn(db, db.schema.createTable('quiz_question'), 'quizQuestionId')
      .addColumn('quizTopicId', 'integer', (c) => c.notNull().references('quiz_topic.quizTopicId').onDelete('cascade'))
      .addColumn('questionDetail', 'text', (c) => c.notNull())
      .addColumn('detailKey', 'text', (c) => c.notNull())
      .addColumn('perQuestionMark', double, (c) => c.notNull().defaultTo(0))
      .addColumn('questionTypeId', 'integer', (c) => c.notNull().references('question_type.questionTypeId'))
      .addColumn('questionLavelId', 'integer', (c) => c.notNull().references('question_level.questionLavelId'))
      .addColumn('questionCategoryId', 'integer', (c) => c.notNull().references('question_category.questionCategoryId'))
      .addColumn('optionA', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('optionB', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('optionC', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('optionD', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('optionE', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('correctOption', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('correctOptionText', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('answerExplanation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('imagePath', 'text')
      .addColumn('videoPath', 'text')
      .addColumn('isCodeSnippet', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('quiz_question_unique', ['quizTopicId', 'detailKey']),
  ).execute();
  await db.schema.createIndex('quiz_question_category').on('quiz_question').column('questionCategoryId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'quiz_question',
    'question_category',
    'quiz_instruction',
    'quiz_participant',
    'quiz_topic',
    'certificate_template',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
