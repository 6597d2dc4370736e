import { authoringApi as routes, type QuizTopicFormValues, type RouteInput } from '@assessly/shared';
import { call } from '../../../api/call';

/** One invitation of SendInvitationMail, as the table types its body. */
export type Invitation = RouteInput<typeof routes.SendInvitationMail>['body'][number];

/** Query keys of the assessment screens, so that writes elsewhere can refresh them. */
export const quizKeys = {
  /** Every page of the assessment list (prefix of quizKeys.page). */
  list: ['quizTopics'] as const,
  page: (page: number, size: number) => ['quizTopics', page, size] as const,
  single: (id: number) => ['quizTopic', id] as const,
  participants: (id: number) => ['quizParticipants', id] as const,
  markOptions: ['quizMarkOptions'] as const,
  participantOptions: ['quizParticipantOptions'] as const,
  certificates: ['certificateOptions'] as const,
  instructions: (quizTopicId: number) => ['instructions', quizTopicId] as const,
};

/** Typed calls of spec 001 §7 for Manage Assessments and Instructions. */
export const quizApi = {
  /** page is 0-based here, 1-based on the server. */
  quizList: (page: number, itemsPerPage: number) =>
    call(routes.GetQuizList, { params: { page: page + 1, itemsPerPage } }),
  singleQuiz: (id: number) => call(routes.GetSingleQuiz, { params: { id } }),
  createQuizTopic: (input: QuizTopicFormValues) => call(routes.CreateQuizTopic, { body: input }),
  updateQuizTopic: (input: QuizTopicFormValues) => call(routes.UpdateQuizTopic, { body: input }),
  startQuiz: (quizTopicId: number) => call(routes.StartQuiz, { body: { quizTopicId } }),
  stopQuiz: (quizTopicId: number) => call(routes.StopQuiz, { body: { quizTopicId } }),
  deleteQuiz: (id: number) => call(routes.DeleteQuiz, { params: { id } }),
  markOptions: () => call(routes.GetQuizMarksOptionList),
  participantOptions: () => call(routes.GetQuizParticipantOptionList),
  certificateOptions: () => call(routes.GetCertificateInfo),
  participantEmails: (id: number) => call(routes.GetQuizParticipantsEmail, { params: { id } }),
  sendInvitations: (invitations: Invitation[]) => call(routes.SendInvitationMail, { body: invitations }),
  instructions: (quizTopicId: number) => call(routes.GetInstructions, { params: { quizTopicId } }),
  createInstruction: (quizTopicId: number, description: string) =>
    call(routes.CreateInstruction, { body: { quizTopicId, description } }),
  updateInstruction: (instructionId: number, quizTopicId: number, description: string) =>
    call(routes.UpdateInstruction, { body: { instructionId, quizTopicId, description } }),
  deleteInstruction: (id: number) => call(routes.DeleteInstruction, { params: { id } }),
};
