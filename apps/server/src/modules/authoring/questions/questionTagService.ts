import {
  TAGS_PER_QUESTION,
  tagKey,
  type BulkQuestionTagsInput,
  type MoveQuestionsInput,
  type QuestionTagsInput,
} from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { categoryExists } from '../categories/categoryRepository.js';
import { refreshCategories, stopIfRunning } from '../topics/topicRepository.js';
import { questionTopicId } from './questionRepository.js';
import * as tags from './questionTagRepository.js';

// Question tags and the question bank's bulk changes (issue 23). Tags are the admins' own labels, never shown
// to candidates: changing them leaves a live assessment live. A question's category is shown on the exam
// screen, so moving questions stops their live assessments as any other edit of a question does.

/** Every question named, or 404 (a bulk change is all or nothing). */
async function everyQuestion(db: DB, quizQuestionIds: readonly number[]) {
  const found = await tags.questionsNamed(db, quizQuestionIds);
  if (found.length !== quizQuestionIds.length) notFound();
  return found;
}

/** UpdateQuestionTags: the question's tags replaced; answers them as stored. */
export async function updateQuestionTags(app: FastifyInstance, input: QuestionTagsInput) {
  if ((await questionTopicId(app.db, input.quizQuestionId)) === null) notFound();
  const stored = await app.db.transaction().execute(async (trx) => {
    const keyed = await tags.withSiteSpellings(trx, input.tags);
    await tags.clearTags(trx, input.quizQuestionId);
    await tags.addTags(trx, [input.quizQuestionId], keyed);
    return tags.tagsOfQuestion(trx, input.quizQuestionId);
  });
  return { responseMsg: 'successfullyUpdated', quizQuestionId: input.quizQuestionId, tags: stored };
}

/** GetQuestionTags: the site's tags with their counts. */
export const listTags = (db: DB) => tags.tagCounts(db);

/**
 * BulkUpdateQuestionTags: the tags added to and removed from every question named (removing wins over adding
 * the same tag); 202 tooManyTags, and nothing changed, when a question would carry more than 20.
 */
export async function bulkUpdateTags(app: FastifyInstance, input: BulkQuestionTagsInput) {
  const ids = input.quizQuestionIds;
  await everyQuestion(app.db, ids);
  const removed = new Set(input.remove.map(tagKey));
  await app.db.transaction().execute(async (trx) => {
    const added = (await tags.withSiteSpellings(trx, input.add)).filter((t) => !removed.has(t.tagKey));
    await tags.removeTags(trx, ids, [...removed]);
    await tags.addTags(trx, ids, added);
    if ((await tags.mostTagsOf(trx, ids)) > TAGS_PER_QUESTION) refuse('tooManyTags');
  });
  return { responseMsg: 'successfullyUpdated', count: ids.length };
}

/**
 * MoveQuestionsToCategory: every question named goes to the category (400 for an unknown one). The
 * assessments whose questions changed category are stopped when live and keep their category lists.
 */
export async function moveQuestions(app: FastifyInstance, input: MoveQuestionsInput, userId: number) {
  if (!(await categoryExists(app.db, input.questionCategoryId))) invalidField('questionCategoryId', 'required');
  const found = await everyQuestion(app.db, input.quizQuestionIds);
  const moving = found.filter((q) => q.questionCategoryId !== input.questionCategoryId);
  const topics = [...new Set(moving.map((q) => q.quizTopicId))].sort((a, b) => a - b);
  const interrupted = await app.db.transaction().execute(async (trx) => {
    if (moving.length > 0)
      await tags.moveToCategory(
        trx,
        moving.map((q) => q.quizQuestionId),
        input.questionCategoryId,
        userId,
        nowIso(),
      );
    let stopped = false;
    for (const quizTopicId of topics) {
      if (await stopIfRunning(trx, quizTopicId, userId)) stopped = true;
      await refreshCategories(trx, quizTopicId);
    }
    return stopped;
  });
  return {
    responseMsg: interrupted ? 'liveInterruptionForRunningAssessment' : 'successfullyUpdated',
    count: found.length,
  };
}
