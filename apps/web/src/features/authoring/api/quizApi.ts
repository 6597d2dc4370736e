import { type QuizTopicFormValues, type RouteInput, authoringRefs } from '@assessly/shared';
import type { authoringApi as routes } from '@assessly/shared';
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
    call(authoringRefs.GetQuizList, { params: { page: page + 1, itemsPerPage } }),
  singleQuiz: (id: number) => call(authoringRefs.GetSingleQuiz, { params: { id } }),
  createQuizTopic: (input: QuizTopicFormValues) => call(authoringRefs.CreateQuizTopic, { body: input }),
  updateQuizTopic: (input: QuizTopicFormValues) => call(authoringRefs.UpdateQuizTopic, { body: input }),
  startQuiz: (quizTopicId: number) => call(authoringRefs.StartQuiz, { body: { quizTopicId } }),
  stopQuiz: (quizTopicId: number) => call(authoringRefs.StopQuiz, { body: { quizTopicId } }),
  deleteQuiz: (id: number) => call(authoringRefs.DeleteQuiz, { params: { id } }),
  markOptions: () => call(authoringRefs.GetQuizMarksOptionList),
  participantOptions: () => call(authoringRefs.GetQuizParticipantOptionList),
  certificateOptions: () => call(authoringRefs.GetCertificateInfo),
  participantEmails: (id: number) => call(authoringRefs.GetQuizParticipantsEmail, { params: { id } }),
  sendInvitations: (invitations: Invitation[]) => call(authoringRefs.SendInvitationMail, { body: invitations }),
  instructions: (quizTopicId: number) => call(authoringRefs.GetInstructions, { params: { quizTopicId } }),
  createInstruction: (quizTopicId: number, description: string) =>
    call(authoringRefs.CreateInstruction, { body: { quizTopicId, description } }),
  updateInstruction: (instructionId: number, quizTopicId: number, description: string) =>
    call(authoringRefs.UpdateInstruction, { body: { instructionId, quizTopicId, description } }),
  deleteInstruction: (id: number) => call(authoringRefs.DeleteInstruction, { params: { id } }),
};
