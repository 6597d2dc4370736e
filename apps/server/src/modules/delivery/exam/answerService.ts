import {
  checkAnswer,
  OPTION_LETTERS,
  type AnswerInput,
  type AnswerRules,
  type CandidateBodyView,
  successCode,
} from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { StoredQuestion } from './answerRepository.js';
import { CONTEXT_QUESTION_COLUMNS, type AnswerContext } from './answerColumns.js';
import { gradeStored } from './answerGrade.js';
import { findAnswerContext, storeAnswerIfOpen } from './answerSaveRepository.js';
import { keysOfAttempt, NO_KEYS } from './attemptKeys.js';
import { orderOf, type AttemptRow } from './attemptRepository.js';
import { mustBeOpen } from './attemptService.js';
import { markingOf } from './marking.js';
import { bodyOf, bodyRefusal, candidateView } from './questionEngine.js';

/** The fields of a stored question that checking, grading and storing an answer use: what its context reads. */
type AnsweredQuestion = Pick<StoredQuestion, (typeof CONTEXT_QUESTION_COLUMNS)[number]>;

/** What the answer rules read: the type, the options and what the candidate was shown of the body (issue 22). */
type QuestionOptions = Pick<AnsweredQuestion, 'questionTypeId' | `option${(typeof OPTION_LETTERS)[number]}`> &
  CandidateBodyView;

/** The shared answer rules (the exam screen checks the same before it sends), refusing with their message key. */
function checked(q: QuestionOptions, userAnswer: string, rules: AnswerRules): string {
  const check = checkAnswer(q, userAnswer, rules);
  return check.ok ? check.answer : refuse(check.error);
}

/**
 * The answer as it is stored, after the checks of spec 001 §5 "Exam answers": an empty answer is
 * refused unless skipped (and skipping must be allowed); a choice answer may only name the question's
 * own options, and several of them only when multiple selection is allowed.
 */
export function checkedAnswer(
  attempt: Pick<AttemptRow, 'allowQuizSkip' | 'allowMultipleSelection'>,
  q: QuestionOptions,
  input: AnswerInput,
): string {
  if (input.isAnswerSkipped) {
    if (attempt.allowQuizSkip !== 1) refuse('skipNotAllowed');
    return '';
  }
  return checked(q, input.userAnswer, { allowMultiple: attempt.allowMultipleSelection === 1 });
}

/**
 * The on-screen answer as it is stored as a draft (issue 20): the same checks as a submitted answer,
 * except that an empty one is allowed (the candidate cleared the choice or the text, or has not chosen
 * yet) and then counts as skipped if the attempt ends on it, whatever the skip rule: the candidate never
 * pressed Skip, the time or the rules ended the attempt.
 */
export function checkedDraft(
  attempt: Pick<AttemptRow, 'allowMultipleSelection'>,
  q: QuestionOptions,
  input: AnswerInput,
): string {
  if (input.isAnswerSkipped) return '';
  return checked(q, input.userAnswer, { allowMultiple: attempt.allowMultipleSelection === 1, draft: true });
}

/** The stored question of an answer context, or a 404 when it does not exist (deleted since the start). */
function questionOf(c: AnswerContext): AnsweredQuestion {
  if (c.quizQuestionId === null) notFound();
  return c as AnsweredQuestion;
}

/**
 * What an answer save does between its read and its write (CreateQuizResponseDetail; bench/lib/savePathParts.ts
 * times it): the answer checked against what this attempt showed (its opaque ids, issue 22), read by the
 * question's type, and graded from the stored question; a legacy choice or descriptive row has no body and
 * answers as before. Refuses with the message key of a refused answer.
 */
export function checkAndGrade(
  attempt: Pick<
    AttemptRow,
    | 'allowQuizSkip'
    | 'allowMultipleSelection'
    | 'attemptSecret'
    | 'quizMarkOptionId'
    | 'negativeMarkPenalty'
    | 'floorQuestionAtZero'
    | 'floorAttemptAtZero'
  >,
  q: AnsweredQuestion,
  input: AnswerInput,
) {
  const body = bodyOf(q);
  // A row without a body needs no ids: its keys are not even looked up.
  const keys = body ? keysOfAttempt(attempt.attemptSecret, q.quizQuestionId) : NO_KEYS;
  const shown = { ...q, ...candidateView(body, keys) };
  const draft = input.isDraft;
  const userAnswer = draft ? checkedDraft(attempt, shown, input) : checkedAnswer(attempt, shown, input);
  const engineRefusal = body && userAnswer ? bodyRefusal(body, userAnswer, keys) : null;
  if (engineRefusal) refuse(engineRefusal);
  // An empty draft is stored as the skipped row the finish would otherwise write for this question.
  const skipped = draft ? userAnswer === '' : input.isAnswerSkipped;
  const grade = gradeStored({
    question: q,
    body,
    keys,
    marking: markingOf(attempt),
    quizMarkOptionId: attempt.quizMarkOptionId,
    userAnswer,
    skipped,
  });
  return { userAnswer, skipped, grade };
}

/**
 * CreateQuizResponseDetail: checks, grades from the stored question and stores the answer (replacing an
 * earlier one of the same question, or its draft) and the resume position atomically; a draft (the
 * on-screen answer, isDraft) is stored the same way, durably, without moving the resume position; the caller answers 200 only
 * after the commit, so an acknowledged answer is durable. One read (attempt and question together) and
 * one write: the write stores nothing when the attempt was finished after the read.
 */
export async function saveAnswer(db: DB, user: Pick<AuthUser, 'userId'>, input: AnswerInput, now = new Date()) {
  const context =
    (await findAnswerContext(db, input.quizResponseInitialId, user.userId, input.quizQuestionId)) ?? notFound();
  const attempt = await mustBeOpen(db, context, now);
  const order = orderOf(attempt);
  const serial = order.indexOf(input.quizQuestionId);
  if (serial < 0) notFound();
  const q = questionOf(context);
  const { userAnswer, skipped, grade } = checkAndGrade(attempt, q, input);
  const draft = input.isDraft;
  const at = now.toISOString();
  const stored = await storeAnswerIfOpen(db, {
    quizResponseInitialId: attempt.quizResponseInitialId,
    quizQuestionId: q.quizQuestionId,
    serial,
    questionTypeId: q.questionTypeId,
    imagePath: q.imagePath,
    videoPath: q.videoPath,
    userAnswer,
    isAnswerSkipped: skipped ? 1 : 0,
    answerExplanation: q.answerExplanation,
    ...grade,
    pointerLeaveCount: input.pointerLeaveCount,
    visibilitychangeCount: input.visibilitychangeCount,
    isDraft: draft ? 1 : 0,
    addedBy: user.userId,
    dateAdded: at,
    lastUpdated: null,
  });
  if (draft) {
    // Not stored: the question's answer was submitted already (a late draft), or the attempt has just
    // ended; either way there is nothing left to keep, and the next call of the screen says which.
    return {
      responseMsg: stored ? 'draftSaved' : 'draftNotKept',
      nextSerial: serial,
      totalQuestions: order.length,
      deadlineAt: attempt.deadlineAt,
      serverNow: at,
    };
  }
  // Finished meanwhile (submit, or the sweep after the grace): the answer is not taken.
  if (!stored) refuse('attemptClosed');
  return {
    responseMsg: successCode('answerSaved'),
    nextSerial: serial + 1,
    totalQuestions: order.length,
    deadlineAt: attempt.deadlineAt,
    serverNow: at,
  };
}
