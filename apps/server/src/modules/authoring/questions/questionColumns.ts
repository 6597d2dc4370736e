import { createHash } from 'node:crypto';
import {
  ANSWER_SEPARATOR,
  correctOptionText,
  uniqueKey,
  type QuestionBody,
  type QuestionInput,
} from '@assessly/shared';

/**
 * Uniqueness key of a question within its assessment: a hash (fits any index) of the normalised text, and
 * of the body when the question stores one (issue 22). A question the columns say whole is the same
 * question as any other of its text, as before; banks from other systems ask one stem in several forms
 * (Moodle's own test file: a single-answer and a multiple-response question of one text), told apart by
 * their answers. An identical question is still a duplicate.
 */
export const questionKey = (questionDetail: string, body?: QuestionBody | null): string =>
  createHash('sha256')
    .update(body ? `${uniqueKey(questionDetail)}\n${JSON.stringify(body)}` : uniqueKey(questionDetail))
    .digest('hex');

/**
 * The stored columns of a normalised question (see normalizeQuestion in the shared rules, and
 * bodyForStorage), shared by the question dialog's calls and the file importers so both store exactly the
 * same thing. The body, when there is one, is stored as JSON (questionData).
 */
export function questionColumns(q: QuestionInput) {
  return {
    quizTopicId: q.quizTopicId,
    questionDetail: q.questionDetail.trim(),
    detailKey: questionKey(q.questionDetail, q.body),
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
    questionData: q.body ? JSON.stringify(q.body) : null,
  };
}
