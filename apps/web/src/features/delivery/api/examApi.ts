import { type AnswerInput, deliveryRefs } from '@assessly/shared';
import type { RequestOptions } from '../../../api/client';
import { call } from '../../../api/call';

/** The body of CreateQuizResponseDetail as the exam screen sends it. */
export type AnswerBody = Pick<
  AnswerInput,
  | 'quizResponseInitialId'
  | 'quizQuestionId'
  | 'userAnswer'
  | 'isAnswerSkipped'
  | 'pointerLeaveCount'
  | 'visibilitychangeCount'
>;

/**
 * Typed calls of spec 001 §7 "Exam taking". The exam screen loads this module: it calls through the exam
 * screen's part of the delivery table alone, so no other entry or schema of the route table joins it.
 */
export const examApi = {
  /** Creates the attempt, or resumes the open one (resumed true, currentSerial where the candidate was). */
  startAttempt: (quizTopicId: number, opts?: RequestOptions) =>
    call(deliveryRefs.CreateQuizResponseInitial, { body: { quizTopicId } }, opts),
  /** This attempt's question order; randomFlag asks for the shuffled order when the assessment allows it. */
  questionOrder: (quizTopicId: number, randomFlag: boolean, opts?: RequestOptions) =>
    call(
      deliveryRefs.GetRandomQuestions,
      { params: { quizId: quizTopicId, randomFlag: randomFlag ? '1' : '0' } },
      opts,
    ),
  /** One question by its 0-based position in the order; never contains a correct answer. */
  question: (quizTopicId: number, serial: number, opts?: RequestOptions) =>
    call(deliveryRefs.GetSingleQuestion, { params: { quizId: quizTopicId, serial } }, opts),
  /** Saves an answer; acknowledged only once it is durable. */
  saveAnswer: (body: AnswerBody, opts?: RequestOptions) => call(deliveryRefs.CreateQuizResponseDetail, { body }, opts),
  /**
   * Stores the on-screen answer of the current question as a draft (issue 20): it does not move on, and
   * counts as the answer if the attempt ends before the candidate submits. Acknowledged once durable.
   */
  saveDraft: (body: AnswerBody, opts?: RequestOptions) =>
    call(deliveryRefs.CreateQuizResponseDetail, { body: { ...body, isDraft: true } }, opts),
  /** Whether the attempt's time is over (asked when the candidate leaves the tab). */
  checkEndTime: (quizResponseInitialId: number, opts?: RequestOptions) =>
    call(deliveryRefs.CheckQuizEndTime, { params: { id: quizResponseInitialId } }, opts),
  /** Ends the attempt; the server records the time taken. */
  finish: (quizResponseInitialId: number, opts?: RequestOptions) =>
    call(deliveryRefs.UpdateQuizTakenTime, { body: { quizResponseInitialId } }, opts),
};
