import { resultsRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** Query keys of a finished attempt's result sheet (the candidate's sheet, a report's detail, Result.pdf). */
export const resultSheetKeys = {
  finishedInfo: (id: number) => ['finishedExamInfo', id] as const,
  finishedResult: (id: number) => ['finishedExamResult', id] as const,
};

/** Typed calls of spec 001 §7 for the result sheet of a finished attempt. */
export const resultSheetApi = {
  /** The finished attempt's result row (reads isExamined). */
  finishedInfo: (quizResponseInitialId: number) =>
    call(resultsRefs.GetFinishedExamInfo, { params: { quizResponseInitialId } }),
  /** The finished attempt's answered questions. */
  finishedResult: (quizResponseInitialId: number) =>
    call(resultsRefs.GetFinishedExamResult, { params: { id: quizResponseInitialId } }),
};
