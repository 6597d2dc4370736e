import { type ResultEmailInput, authoringRefs, resultsRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** Filters of the results lists: 0 means no filter (spec 001 §7). */
export interface ResultFilters {
  reportTypeId: number;
  quizTopicId: number;
}

/** Query keys of the report screens; `all` refetches every results page after a grade. */
export const reportKeys = {
  all: ['results'] as const,
  types: ['reportTypes'] as const,
  adminQuizzes: ['reportQuizzes'] as const,
  studentQuizzes: (userId: number) => ['reportQuizzes', 'student', userId] as const,
  adminPage: (page: number, size: number, f: ResultFilters) =>
    ['results', 'admin', page, size, f.reportTypeId, f.quizTopicId] as const,
  studentPage: (page: number, size: number, userId: number, quizTopicId: number) =>
    ['results', 'student', page, size, userId, quizTopicId] as const,
  pending: (attemptId: number) => ['pendingExamine', attemptId] as const,
};

/** Typed calls of spec 001 §7 "Reports". Pages are 1-based on the server. */
export const reportApi = {
  reportTypes: () => call(resultsRefs.GetReportType),
  /** Every assessment with results, for the admin's filter. */
  adminQuizzes: () => call(authoringRefs.GetQuizesForReports),
  /** The assessments a candidate has results of, for the candidate's filter. */
  studentQuizzes: (userId: number) => call(resultsRefs.GetFilteredQuiz, { params: { id: String(userId) } }),
  adminResults: (page: number, size: number, f: ResultFilters) =>
    call(resultsRefs.GetResults, { params: { page, itemsPerPage: size, ...f } }),
  studentResults: (page: number, size: number, userId: number, quizTopicId: number) =>
    call(resultsRefs.GetResultsById, { params: { page, itemsPerPage: size, userId, quizTopicId } }),
  /** The descriptive answers of an attempt that still wait for a mark. */
  pendingExamine: (attemptId: number) => call(resultsRefs.GetPendingExamine, { params: { id: attemptId } }),
  /**
   * Marks one answer: the mark travels as a plain decimal in the path, as it was typed (a number's own
   * text could read 1e-7); the examiner's feedback, when given, in the body (issue 20).
   */
  updateMarks: (quizResponseDetailId: number, marks: string, feedback?: string) =>
    call(resultsRefs.UpdateMarksObtain, {
      params: { id: quizResponseDetailId, marks },
      body: feedback === undefined ? {} : { feedback },
    }),
  /** Queues the result e-mail to the chosen candidates (sent by the server's outbox). */
  sendResultEmail: (body: ResultEmailInput) => call(resultsRefs.SentEmailToCheckedStudents, { body }),
};
