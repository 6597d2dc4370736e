import type { ExamQuestion } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound } from '../../../errors/AppError.js';
import { findShownQuestion } from './answerRepository.js';
import { orderOf } from './attemptRepository.js';
import { attemptOfQuiz, mustBeOpen } from './attemptService.js';

/** GetRandomQuestions: the order fixed when the attempt started (shuffled then, if the assessment says so). */
export async function questionOrder(db: DB, userId: number, quizTopicId: number) {
  const attempt = await attemptOfQuiz(db, userId, quizTopicId);
  return orderOf(attempt).map((quizQuestionId, serial) => ({ serial, quizQuestionId }));
}

/**
 * GetSingleQuestion: the question at a position of the caller's open attempt, as a candidate may see
 * it (two queries: the attempt, then the question with the saved answer). Only the listed fields are copied: correct answers, explanations and marks never leave here.
 */
export async function questionAt(db: DB, userId: number, quizTopicId: number, serial: number, now = new Date()) {
  const attempt = await mustBeOpen(db, await attemptOfQuiz(db, userId, quizTopicId), now);
  const order = orderOf(attempt);
  const quizQuestionId = order[serial] ?? notFound();
  const q = (await findShownQuestion(db, attempt.quizResponseInitialId, quizQuestionId)) ?? notFound();
  const question: ExamQuestion = {
    serial,
    totalQuestions: order.length,
    quizQuestionId,
    questionDetail: q.questionDetail,
    questionTypeId: q.questionTypeId,
    questionCategoryName: q.questionCategoryName,
    optionA: q.optionA,
    optionB: q.optionB,
    optionC: q.optionC,
    optionD: q.optionD,
    optionE: q.optionE,
    imagePath: q.imagePath,
    videoPath: q.videoPath,
    isCodeSnippet: q.isCodeSnippet === 1,
    savedAnswer: q.savedSkipped === 0 ? q.savedAnswer : null,
  };
  return question;
}
