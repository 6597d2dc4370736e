import type { ExamQuestion } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound } from '../../../errors/AppError.js';
import { orderOf } from './attemptRepository.js';
import { attemptOfQuiz, mustBeOpen } from './attemptService.js';
import { findQuestionAt } from './questionAtRepository.js';

/** GetRandomQuestions: the order fixed when the attempt started (shuffled then, if the assessment says so). */
export async function questionOrder(db: DB, userId: number, quizTopicId: number) {
  const attempt = await attemptOfQuiz(db, userId, quizTopicId);
  return orderOf(attempt).map((quizQuestionId, serial) => ({ serial, quizQuestionId }));
}

/**
 * GetSingleQuestion: the question at a position of the caller's open attempt, as a candidate may see it
 * (one query: questionAtRepository.ts). Only the listed fields are copied: correct answers, explanations
 * and marks never leave here.
 */
export async function questionAt(db: DB, userId: number, quizTopicId: number, serial: number, now = new Date()) {
  const row = (await findQuestionAt(db, userId, quizTopicId, serial)) ?? notFound();
  await mustBeOpen(db, row, now);
  const order = orderOf(row);
  const quizQuestionId = order[serial] ?? notFound();
  // A question deleted since the attempt started is not found, as before the start.
  if (row.quizQuestionId !== quizQuestionId) notFound();
  const question: ExamQuestion = {
    serial,
    totalQuestions: order.length,
    quizQuestionId,
    questionDetail: row.questionDetail ?? '',
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
  };
  return question;
}
