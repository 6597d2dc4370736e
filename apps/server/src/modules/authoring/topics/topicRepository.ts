import type { QuizTopic, QuizTopicInput } from '@assessly/shared';
import { uniqueKey } from '@assessly/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { countAll, nowIso } from '../../../db/dialect.js';
import type { QuizTopicTable } from '../../../db/schema.js';

export type QuizTopicRow = Selectable<QuizTopicTable>;
type Db = DB;

const FLAGS = [
  'allowMultipleInputByUser',
  'allowMultipleAnswer',
  'allowMultipleAttempt',
  'allowCorrectOption',
  'allowAnswerExplation',
  'allowQuizStop',
  'allowQuizSkip',
  'allowQuestionSuffle',
  'allowExamOnNewWindow',
] as const;

/** Row (0/1 flags) to the API shape (booleans). */
export function toQuizTopic(row: QuizTopicRow & { questionsCount: number }): QuizTopic {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, row[f] === 1])) as Record<(typeof FLAGS)[number], boolean>;
  return {
    quizTopicId: row.quizTopicId,
    quizTitle: row.quizTitle,
    quizTime: row.quizTime,
    quizMarkOptionId: row.quizMarkOptionId,
    quizParticipantOptionId: row.quizParticipantOptionId,
    certificateTemplateId: row.certificateTemplateId,
    quizTotalMarks: row.quizTotalMarks,
    quizPassMarks: row.quizPassMarks,
    ...flags,
    quizscheduleStartTime: row.quizscheduleStartTime,
    quizscheduleEndTime: row.quizscheduleEndTime,
    quizPrice: row.quizPrice,
    isRunning: row.isRunning === 1,
    questionsCount: Number(row.questionsCount),
    categories: row.categories,
    dateAdded: row.dateAdded,
    negativeMarkPenalty: Number(row.negativeMarkPenalty),
    floorQuestionAtZero: row.floorQuestionAtZero === 1,
    floorAttemptAtZero: row.floorAttemptAtZero === 1,
  };
}

/** Input (booleans) to the stored columns. */
function toColumns(input: QuizTopicInput) {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, input[f] ? 1 : 0])) as Record<(typeof FLAGS)[number], number>;
  return {
    quizTitle: input.quizTitle.trim(),
    titleKey: uniqueKey(input.quizTitle),
    quizTime: input.quizTime,
    quizMarkOptionId: input.quizMarkOptionId,
    quizParticipantOptionId: input.quizParticipantOptionId,
    certificateTemplateId: input.certificateTemplateId,
    quizTotalMarks: input.quizTotalMarks,
    quizPassMarks: input.quizPassMarks,
    ...flags,
    quizscheduleStartTime: input.quizscheduleStartTime,
    quizscheduleEndTime: input.quizscheduleEndTime,
    quizPrice: input.quizPrice,
    negativeMarkPenalty: input.negativeMarkPenalty,
    floorQuestionAtZero: input.floorQuestionAtZero ? 1 : 0,
    floorAttemptAtZero: input.floorAttemptAtZero ? 1 : 0,
  };
}

/** Assessments with their question counts, one grouped query (no N+1). */
function withCounts(db: Db) {
  return db
    .selectFrom('quiz_topic as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('quiz_question as q')
        .select(countAll().as('n'))
        .whereRef('q.quizTopicId', '=', 't.quizTopicId')
        .as('questionsCount'),
    );
}

export async function listQuizTopics(db: Db, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    withCounts(db)
      .orderBy('t.quizTopicId', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('quiz_topic').select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => toQuizTopic({ ...r, questionsCount: r.questionsCount ?? 0 })), count: total.n };
}

/** Every assessment, newest first: the All Assessments cards, the report filter and exports. */
export async function allQuizTopics(db: Db): Promise<QuizTopic[]> {
  const rows = await withCounts(db).orderBy('t.quizTopicId', 'desc').execute();
  return rows.map((r) => toQuizTopic({ ...r, questionsCount: r.questionsCount ?? 0 }));
}

export async function findQuizTopic(db: Db, quizTopicId: number): Promise<QuizTopic | null> {
  const row = await withCounts(db).where('t.quizTopicId', '=', quizTopicId).executeTakeFirst();
  return row ? toQuizTopic({ ...row, questionsCount: row.questionsCount ?? 0 }) : null;
}

export async function insertQuizTopic(db: Db, input: QuizTopicInput, userId: number): Promise<number> {
  const row = await db
    .insertInto('quiz_topic')
    .values({
      ...toColumns(input),
      isRunning: 0,
      categories: '',
      addedBy: userId,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('quizTopicId')
    .executeTakeFirstOrThrow();
  return row.quizTopicId;
}

/** Only a stopped assessment changes; answers false when none did (it is live, or gone). */
export async function updateQuizTopic(db: Db, quizTopicId: number, input: QuizTopicInput, userId: number) {
  const result = await db
    .updateTable('quiz_topic')
    .set({ ...toColumns(input), lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('quizTopicId', '=', quizTopicId)
    .where('isRunning', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Only a stopped assessment is deleted (its questions, instructions and invited list go with it). */
export async function deleteQuizTopic(db: Db, quizTopicId: number) {
  const result = await db
    .deleteFrom('quiz_topic')
    .where('quizTopicId', '=', quizTopicId)
    .where('isRunning', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setRunning(db: Db, quizTopicId: number, running: boolean, userId: number) {
  await db
    .updateTable('quiz_topic')
    .set({ isRunning: running ? 1 : 0, lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('quizTopicId', '=', quizTopicId)
    .execute();
}

/**
 * Questions of a live assessment changed: stop it (spec 001 §4). Answers whether it was running,
 * so the caller can say liveInterruptionForRunningAssessment.
 */
export async function stopIfRunning(db: Db, quizTopicId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('quiz_topic')
    .set({ isRunning: 0, lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('quizTopicId', '=', quizTopicId)
    .where('isRunning', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keep the assessment's category list (category ids as text) in step with its questions. */
export async function refreshCategories(db: Db, quizTopicId: number) {
  const rows = await db
    .selectFrom('quiz_question')
    .select('questionCategoryId')
    .distinct()
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('questionCategoryId')
    .execute();
  await db
    .updateTable('quiz_topic')
    .set({ categories: rows.map((r) => r.questionCategoryId).join(',') })
    .where('quizTopicId', '=', quizTopicId)
    .execute();
}

/** What Go Live needs to check and fix the marks of every question. */
export function questionsForLive(db: Db, quizTopicId: number) {
  return db
    .selectFrom('quiz_question')
    .select(['quizQuestionId', 'questionDetail', 'questionTypeId', 'perQuestionMark', 'correctOption', 'questionData'])
    .where('quizTopicId', '=', quizTopicId)
    .orderBy('quizQuestionId')
    .execute();
}

export async function setQuestionMark(db: Db, quizQuestionId: number, mark: number) {
  await db
    .updateTable('quiz_question')
    .set({ perQuestionMark: mark })
    .where('quizQuestionId', '=', quizQuestionId)
    .execute();
}

/** Survey (mark option 2): no marks and no correct answers on any question. */
export async function clearSurveyAnswers(db: Db, quizTopicId: number) {
  await db
    .updateTable('quiz_question')
    .set({ perQuestionMark: 0, correctOption: '', correctOptionText: '' })
    .where('quizTopicId', '=', quizTopicId)
    .execute();
}

export async function setTotalMarks(db: Db, quizTopicId: number, total: number) {
  await db.updateTable('quiz_topic').set({ quizTotalMarks: total }).where('quizTopicId', '=', quizTopicId).execute();
}

export async function certificateExists(db: Db, certificateTemplateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('certificate_template')
    .select('certificateTemplateId')
    .where('certificateTemplateId', '=', certificateTemplateId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listCertificateOptions(db: Db) {
  return db.selectFrom('certificate_template').select(['certificateTemplateId', 'title']).orderBy('title').execute();
}
