import { sortTags, tagKey } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';

// Question tags (issue 23, migration 0018): rows of (question, tag, tagKey), a tag unique per question by its
// key. The only place with their SQL.

/** A tag with the key it is compared by. */
export interface KeyedTag {
  tag: string;
  tagKey: string;
}

/** The tags of an assessment's questions, by question, in the lists' order (alphabetical). */
export async function tagsOfAssessment(db: DB, quizTopicId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('question_tag as t')
    .innerJoin('quiz_question as q', 'q.quizQuestionId', 't.quizQuestionId')
    .select(['t.quizQuestionId', 't.tag'])
    .where('q.quizTopicId', '=', quizTopicId)
    .execute();
  return byQuestion(rows);
}

/** The tags of one question, in the lists' order. */
export async function tagsOfQuestion(db: DB, quizQuestionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('question_tag')
    .select(['quizQuestionId', 'tag'])
    .where('quizQuestionId', '=', quizQuestionId)
    .execute();
  return byQuestion(rows).get(quizQuestionId) ?? [];
}

function byQuestion(rows: { quizQuestionId: number; tag: string }[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const { quizQuestionId, tag } of rows) {
    const list = out.get(quizQuestionId);
    if (list) list.push(tag);
    else out.set(quizQuestionId, [tag]);
  }
  for (const [id, tags] of out) out.set(id, sortTags(tags));
  return out;
}

/**
 * The tags as the site writes them: a tag the site already has takes its stored spelling ("algebra" typed
 * where "Algebra" is stored gives "Algebra"), a new one stays as written.
 */
export async function withSiteSpellings(db: DB, tags: readonly string[]): Promise<KeyedTag[]> {
  const keyed = tags.map((tag) => ({ tag, tagKey: tagKey(tag) }));
  if (keyed.length === 0) return keyed;
  const stored = await db
    .selectFrom('question_tag')
    .select(['tagKey', (eb) => eb.fn.min('tag').as('tag')])
    .where(
      'tagKey',
      'in',
      keyed.map((k) => k.tagKey),
    )
    .groupBy('tagKey')
    .execute();
  const spelling = new Map(stored.map((row) => [row.tagKey, row.tag]));
  return keyed.map((k) => ({ tag: spelling.get(k.tagKey) ?? k.tag, tagKey: k.tagKey }));
}

/**
 * Adds tags to questions; a tag a question already carries stays as it is (a concurrent save of the same
 * tag is no error either).
 */
export async function addTags(db: DB, quizQuestionIds: readonly number[], tags: readonly KeyedTag[]) {
  const rows = quizQuestionIds.flatMap((quizQuestionId) => tags.map((t) => ({ quizQuestionId, ...t })));
  // In slices, so that a large bulk change stays within every driver's limit of bound values.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('question_tag')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['quizQuestionId', 'tagKey']).doNothing())
      .execute();
  }
}

/** Removes tags (by key) from questions. */
export async function removeTags(db: DB, quizQuestionIds: readonly number[], tagKeys: readonly string[]) {
  if (tagKeys.length === 0) return;
  await db
    .deleteFrom('question_tag')
    .where('quizQuestionId', 'in', [...quizQuestionIds])
    .where('tagKey', 'in', [...tagKeys])
    .execute();
}

/** Removes every tag of a question. */
export async function clearTags(db: DB, quizQuestionId: number) {
  await db.deleteFrom('question_tag').where('quizQuestionId', '=', quizQuestionId).execute();
}

/** The most tags any of the questions carries. */
export async function mostTagsOf(db: DB, quizQuestionIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('question_tag')
    .select(countAll().as('count'))
    .where('quizQuestionId', 'in', [...quizQuestionIds])
    .groupBy('quizQuestionId')
    .orderBy(countAll(), 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every tag of the site with its number of questions: most used first, then alphabetical. */
export async function tagCounts(db: DB): Promise<{ tag: string; questionsCount: number }[]> {
  const rows = await db
    .selectFrom('question_tag')
    .select([(eb) => eb.fn.min('tag').as('tag'), countAll().as('questionsCount')])
    .groupBy('tagKey')
    .execute();
  const alphabetical = sortTags(rows.map((r) => r.tag));
  const position = new Map(alphabetical.map((tag, i) => [tag, i]));
  return rows
    .map((r) => ({ tag: r.tag, questionsCount: Number(r.questionsCount) }))
    .sort((a, b) => b.questionsCount - a.questionsCount || position.get(a.tag)! - position.get(b.tag)!);
}

/** The questions of these ids that exist, with their assessment and category. */
export async function questionsNamed(db: DB, quizQuestionIds: readonly number[]) {
  return db
    .selectFrom('quiz_question')
    .select(['quizQuestionId', 'quizTopicId', 'questionCategoryId'])
    .where('quizQuestionId', 'in', [...quizQuestionIds])
    .execute();
}

/** Moves questions to a category, recording who changed them. */
export async function moveToCategory(
  db: DB,
  quizQuestionIds: readonly number[],
  questionCategoryId: number,
  userId: number,
  now: string,
) {
  await db
    .updateTable('quiz_question')
    .set({ questionCategoryId, lastUpdatedBy: userId, lastUpdated: now })
    .where('quizQuestionId', 'in', [...quizQuestionIds])
    .execute();
}
