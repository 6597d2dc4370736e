import type { ResultDetail, ResultRow } from '@assessly/shared';
import { get } from '../../../api/client';

/** GetFinishedExamInfo: whether the attempt is fully graded, with the attempt's result row. */
export type FinishedExamInfo = ResultRow;

/** Query keys of a finished attempt's result sheet (the candidate's sheet, a report's detail, Result.pdf). */
export const resultSheetKeys = {
  finishedInfo: (id: number) => ['finishedExamInfo', id] as const,
  finishedResult: (id: number) => ['finishedExamResult', id] as const,
};

/** Typed calls of spec 001 §7 for the result sheet of a finished attempt. */
export const resultSheetApi = {
  /** The finished attempt's result row (reads isExamined). */
  finishedInfo: (quizResponseInitialId: number) =>
    get<FinishedExamInfo>(`/Report/GetFinishedExamInfo/${quizResponseInitialId}`),
  /** The finished attempt's answered questions. */
  finishedResult: (quizResponseInitialId: number) =>
    get<ResultDetail[]>(`/Report/GetFinishedExamResult/${quizResponseInitialId}`),
};
