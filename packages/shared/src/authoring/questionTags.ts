// Question tags (issue 23): free labels, many per question, that the question bank filters by and that
// blueprints will draw by. A tag is compared without regard to case and runs of spaces: "Algebra",
// "algebra" and " ALGEBRA " are one tag, written as it was first written on the site.
import { z } from 'zod';
import { idParam, uniqueKey } from '../common/schemas.js';
import { ANSWER_SEPARATOR } from './questionKinds.js';

/** The longest tag, in characters. */
export const TAG_MAX_LENGTH = 50;
/** The most tags one question carries. */
export const TAGS_PER_QUESTION = 20;
/** The most questions one bulk call changes. */
export const BULK_QUESTIONS_MAX = 1000;

/** A tag as it is stored and shown: trimmed, each run of white space one space, in Unicode's NFC form. */
export const cleanTag = (tag: string): string => tag.normalize('NFC').trim().replace(/\s+/g, ' ');

/** What two tags are compared by: the clean tag in lower case (case folding of every script we ship). */
export const tagKey = (tag: string): string => uniqueKey(cleanTag(tag));

/**
 * One tag: not empty, at most TAG_MAX_LENGTH characters, without ##### (the separator of answer parts and
 * of lists in the spec's files, so a tag holding it would read as two).
 */
export const tagText = () =>
  z
    .string({ error: 'tagEmpty' })
    .trim()
    .min(1, { error: 'tagEmpty' })
    .max(TAG_MAX_LENGTH, { error: 'tagTooLong' })
    .refine((tag) => !tag.includes(ANSWER_SEPARATOR), { error: 'tagHasSeparator' });

/** The message key of what is wrong with a tag typed into an editor, or null when it is a tag. */
export function tagProblem(tag: string): string | null {
  const parsed = tagText().safeParse(tag);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'tagEmpty');
}

/** Tags cleaned, without repeats (the first spelling of each kept), in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tagKey(tag);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(cleanTag(tag));
  }
  return out;
}

/** Tags in the order every list shows them: alphabetical, regardless of case. */
export const sortTags = (tags: readonly string[]): string[] =>
  [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));

/** A list of tags as a call takes it: each checked, then cleaned and without repeats. */
const tagList = () =>
  z
    .array(tagText())
    .max(TAGS_PER_QUESTION * 5, { error: 'tooManyTags' })
    .transform(normalizeTags);

/** Question ids of a bulk call: at least one, each once. */
const questionIds = () =>
  z
    .array(idParam())
    .min(1, { error: 'required' })
    .max(BULK_QUESTIONS_MAX, { error: 'tooManyQuestionsChosen' })
    .transform((ids) => [...new Set(ids)]);

/** UpdateQuestionTags: the question's tags, replacing those it had ([] removes them all). */
export const questionTagsInput = z.object({
  quizQuestionId: idParam(),
  tags: tagList().refine((tags) => tags.length <= TAGS_PER_QUESTION, { error: 'tooManyTags' }),
});
export type QuestionTagsInput = z.output<typeof questionTagsInput>;
/** UpdateQuestionTags' answer: successfullyUpdated, and the tags as stored (spellings of the site's own). */
export const questionTagsSavedResponse = z.object({
  responseMsg: z.string(),
  quizQuestionId: z.number(),
  tags: z.array(z.string()),
});

/** BulkUpdateQuestionTags: tags added to and removed from every question named (at least one tag). */
export const bulkQuestionTagsInput = z
  .object({
    quizQuestionIds: questionIds(),
    add: tagList().default([]),
    remove: tagList().default([]),
  })
  .refine((v) => v.add.length + v.remove.length > 0, { error: 'required', path: ['add'] });
export type BulkQuestionTagsInput = z.output<typeof bulkQuestionTagsInput>;

/** MoveQuestionsToCategory: the questions named go to one category. */
export const moveQuestionsInput = z.object({
  quizQuestionIds: questionIds(),
  questionCategoryId: idParam(),
});
export type MoveQuestionsInput = z.output<typeof moveQuestionsInput>;

/**
 * A bulk call's answer: successfullyUpdated (or liveInterruptionForRunningAssessment when a move stopped a
 * live assessment), with the number of questions named.
 */
export const bulkQuestionsResponse = z.object({ responseMsg: z.string(), count: z.number() });

/** GetQuestionTags: every tag of the site with the number of questions carrying it, most used first. */
export const questionTagCountSchema = z.object({ tag: z.string(), questionsCount: z.number() });
export type QuestionTagCount = z.infer<typeof questionTagCountSchema>;
