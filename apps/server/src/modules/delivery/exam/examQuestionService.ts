import { QUESTION_TYPE_ID, type CandidateBodyView, type ExamQuestion } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound } from '../../../errors/AppError.js';
import { orderOf } from './attemptRepository.js';
import { attemptOfQuiz, mustBeOpen } from './attemptService.js';
import { keysOfAttempt } from './attemptKeys.js';
import { bodyOf, candidateText, candidateView } from './questionEngine.js';
import { findQuestionAt, type QuestionAtRow } from './questionAtRepository.js';

/** GetRandomQuestions: the order fixed when the attempt started (shuffled then, if the assessment says so). */
export async function questionOrder(db: DB, userId: number, quizTopicId: number) {
  const attempt = await attemptOfQuiz(db, userId, quizTopicId);
  return orderOf(attempt).map((quizQuestionId, serial) => ({ serial, quizQuestionId }));
}

/**
 * GetSingleQuestion: the question at a position of the caller's open attempt, as a candidate may see it
 * (one query: questionAtRepository.ts). Only the listed fields are copied: correct answers, explanations,
 * marks and a question's body never leave here; what its type needs goes as the candidate's view.
 */
export async function questionAt(db: DB, userId: number, quizTopicId: number, serial: number, now = new Date()) {
  const row = (await findQuestionAt(db, userId, quizTopicId, serial)) ?? notFound();
  await mustBeOpen(db, row, now);
  const order = orderOf(row);
  const quizQuestionId = order[serial] ?? notFound();
  // A question deleted since the attempt started is not found, as before the start.
  if (row.quizQuestionId !== quizQuestionId) notFound();
  const shown = shownBody(row, quizQuestionId);
  const question: ExamQuestion = {
    serial,
    totalQuestions: order.length,
    quizQuestionId,
    questionDetail: shown.questionDetail,
    questionTypeId: row.questionTypeId ?? 0,
    questionCategoryName: row.questionCategoryName ?? '',
    optionA: row.optionA ?? '',
    optionB: row.optionB ?? '',
    optionC: row.optionC ?? '',
    optionD: row.optionD ?? '',
    optionE: row.optionE ?? '',
    imagePath: row.imagePath,
    videoPath: row.videoPath,
    isCodeSnippet: row.isCodeSnippet === 1,
    savedAnswer: row.savedSkipped === 0 ? row.savedAnswer : null,
    ...shown.view,
  };
  return question;
}

/** Types whose candidate view is more than the text and options: ordering, matching and cloze (issue 22). */
const VIEWED = new Set<number>([QUESTION_TYPE_ID.matching, QUESTION_TYPE_ID.ordering, QUESTION_TYPE_ID.cloze]);

/**
 * The text and the body's view a candidate gets (issue 22): the items, stems, choices and blanks of this
 * attempt (shuffled, opaque ids from its secret), a cloze text with [[n]] for its blanks; never a key.
 */
function shownBody(row: QuestionAtRow, quizQuestionId: number): { questionDetail: string; view: CandidateBodyView } {
  const question = {
    quizQuestionId,
    questionTypeId: row.questionTypeId ?? 0,
    questionDetail: row.questionDetail ?? '',
    questionData: row.questionData,
    optionA: row.optionA ?? '',
    optionB: row.optionB ?? '',
    // Not read for a view: a true/false row without a body is the only one whose key is read from here.
    correctOptionText: '',
  };
  if (!VIEWED.has(question.questionTypeId)) return { questionDetail: question.questionDetail, view: {} };
  const view = candidateView(bodyOf(question), keysOfAttempt(row.attemptSecret, quizQuestionId));
  return { questionDetail: candidateText(question), view };
}
