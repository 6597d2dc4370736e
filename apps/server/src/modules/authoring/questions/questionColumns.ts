import { createHash } from 'node:crypto';
import { ANSWER_SEPARATOR, correctOptionText, uniqueKey, type QuestionInput } from '@assessly/shared';

/** Uniqueness key of a question within its assessment: a hash of the normalised text (fits any index). */
export const questionKey = (questionDetail: string): string =>
  createHash('sha256').update(uniqueKey(questionDetail)).digest('hex');

/**
 * The stored columns of a normalised question (see normalizeQuestion in the shared rules), shared by
 * the question dialog's calls and the file importers so both store exactly the same thing.
 */
export function questionColumns(q: QuestionInput) {
  return {
    quizTopicId: q.quizTopicId,
    questionDetail: q.questionDetail.trim(),
    detailKey: questionKey(q.questionDetail),
    perQuestionMark: q.perQuestionMark,
    questionTypeId: q.questionTypeId,
    questionLavelId: q.questionLavelId,
    questionCategoryId: q.questionCategoryId,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    optionE: q.optionE,
    correctOption: q.correctOption.join(ANSWER_SEPARATOR),
    correctOptionText: correctOptionText(q),
    answerExplanation: q.answerExplanation,
    imagePath: q.imagePath,
    videoPath: q.videoPath || null,
    isCodeSnippet: q.isCodeSnippet ? 1 : 0,
  };
}
