import { authoringRefs, deliveryRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** Query keys of the candidate's screens. */
export const examKeys = {
  running: (email: string) => ['runningQuizzes', email] as const,
  completed: (email: string) => ['completedQuizzes', email] as const,
  instructions: (quizTopicId: number) => ['examInstructions', quizTopicId] as const,
};

/** Typed calls of the candidate's dashboard cards (spec 001 §2, §4; the exam screen's are in examApi.ts). */
export const candidateDashboardApi = {
  /** Live assessments the candidate has finished and may not take again, with their latest result (issue 20). */
  completedQuizzes: () => call(deliveryRefs.GetCompletedQuizes),
  /** Live assessments the signed-in candidate may take now (by the candidate's e-mail). */
  runningQuizzes: (email: string) => call(deliveryRefs.GetRunningQuizes, { params: { id: email } }),
  /** Instructions of one assessment, shown before the exam starts (the authoring domain's GetInstructions). */
  instructions: (quizTopicId: number) => call(authoringRefs.GetInstructions, { params: { quizTopicId } }),
};
