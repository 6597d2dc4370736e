import { ANSWER_SEPARATOR, type Question, type QuestionBody } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import type { questionColumns } from './questionColumns.js';
import { tagsOfAssessment } from './questionTagRepository.js';

export type QuestionColumns = ReturnType<typeof questionColumns>;

/** Questions of an assessment with their category names and tags, in the order they were added. */
export async function listQuestions(db: DB, quizTopicId: number): Promise<Question[]> {
  const rows = await db
    .selectFrom('quiz_question as q')
    .innerJoin('question_category as c', 'c.questionCategoryId', 'q.questionCategoryId')
    .select([
      'q.quizQuestionId',
      'q.quizTopicId',
      'q.questionDetail',
      'q.perQuestionMark',
      'q.questionTypeId',
      'q.questionLavelId',
      'q.questionCategoryId',
      'c.questionCategoryName',
      'q.optionA',
      'q.optionB',
      'q.optionC',
      'q.optionD',
      'q.optionE',
      'q.correctOption',
      'q.correctOptionText',
      'q.answerExplanation',
      'q.imagePath',
      'q.videoPath',
      'q.isCodeSnippet',
      'q.questionData',
    ])
    .where('q.quizTopicId', '=', quizTopicId)
    .orderBy('q.quizQuestionId')
    .execute();
  const tags = await tagsOfAssessment(db, quizTopicId);
  return rows.map(({ questionData, ...row }) => ({
    ...row,
    perQuestionMark: Number(row.perQuestionMark),
    correctOption: row.correctOption.split(ANSWER_SEPARATOR).filter(Boolean),
    isCodeSnippet: row.isCodeSnippet === 1,
    body: questionData ? (JSON.parse(questionData) as QuestionBody) : null,
    tags: tags.get(row.quizQuestionId) ?? [],
  }));
}

/** The assessment a question belongs to, or null when there is no such question. */
export async function questionTopicId(db: DB, quizQuestionId: number): Promise<number | null> {
  const row = await db
    .selectFrom('quiz_question')
    .select('quizTopicId')
    .where('quizQuestionId', '=', quizQuestionId)
    .executeTakeFirst();
  return row?.quizTopicId ?? null;
}

export async function insertQuestion(db: DB, columns: QuestionColumns, userId: number): Promise<number> {
  const row = await db
    .insertInto('quiz_question')
    .values({ ...columns, addedBy: userId, dateAdded: nowIso(), lastUpdatedBy: null, lastUpdated: null })
    .returning('quizQuestionId')
    .executeTakeFirstOrThrow();
  return row.quizQuestionId;
}

/** Updates the question only within its own assessment; answers whether it was there. */
export async function updateQuestion(db: DB, quizQuestionId: number, columns: QuestionColumns, userId: number) {
  const result = await db
    .updateTable('quiz_question')
    .set({ ...columns, lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('quizQuestionId', '=', quizQuestionId)
    .where('quizTopicId', '=', columns.quizTopicId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteQuestion(db: DB, quizQuestionId: number): Promise<boolean> {
  const result = await db.deleteFrom('quiz_question').where('quizQuestionId', '=', quizQuestionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function levelExists(db: DB, questionLavelId: number): Promise<boolean> {
  const row = await db
    .selectFrom('question_level')
    .select('questionLavelId')
    .where('questionLavelId', '=', questionLavelId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Content type of a stored upload, or null when nothing is stored at that path. */
export async function uploadedContentType(db: DB, path: string): Promise<string | null> {
  const row = await db.selectFrom('uploaded_file').select('contentType').where('path', '=', path).executeTakeFirst();
  return row?.contentType ?? null;
}
