import type { Instruction, QuizTopic, QuizTopicFormValues } from '@assessly/shared';
import { del, get, post, put } from '../../../api/client';

type Msg = { responseMsg: string };
export type GoLiveAnswer = { responseMsg: string; params?: Record<string, string | number> };
export interface Invitation {
  quizTopicId: number;
  email: string;
  siteTitle: string;
  registrationLink: string;
  logoPath: string | null;
  siteUrl: string;
}

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
    get<{ responseMsg: QuizTopic[]; count: number }>(`/Quiz/GetQuizList/${page + 1}/${itemsPerPage}`),
  singleQuiz: (id: number) => get<QuizTopic>(`/Quiz/GetSingleQuiz/${id}`),
  createQuizTopic: (input: QuizTopicFormValues) => post<Msg & { quizTopicId: number }>('/Quiz/CreateQuizTopic', input),
  updateQuizTopic: (input: QuizTopicFormValues) => put<Msg>('/Quiz/UpdateQuizTopic', input),
  startQuiz: (quizTopicId: number) => put<GoLiveAnswer>('/Quiz/StartQuiz', { quizTopicId }),
  stopQuiz: (quizTopicId: number) => put<Msg>('/Quiz/StopQuiz', { quizTopicId }),
  deleteQuiz: (id: number) => del<Msg>(`/Quiz/DeleteQuiz/${id}`),
  markOptions: () => get<{ quizMarkOptionId: number; quizMarkOptionName: string }[]>('/Quiz/GetQuizMarksOptionList'),
  participantOptions: () =>
    get<{ quizParticipantOptionId: number; quizParticipantOptionName: string }[]>('/Quiz/GetQuizParticipantOptionList'),
  certificateOptions: () => get<{ certificateTemplateId: number; title: string }[]>('/Quiz/GetCertificateInfo'),
  participantEmails: (id: number) =>
    get<{ quizTopicId: number; email: string }[]>(`/Quiz/GetQuizParticipantsEmail/${id}`),
  sendInvitations: (invitations: Invitation[]) => post<Msg>('/Settings/SendInvitationMail', invitations),
  instructions: (quizTopicId: number) => get<Instruction[]>(`/Settings/GetInstructions/${quizTopicId}`),
  createInstruction: (quizTopicId: number, description: string) =>
    post<Msg & { instructionId: number }>('/Settings/CreateInstruction', { quizTopicId, description }),
  updateInstruction: (instructionId: number, quizTopicId: number, description: string) =>
    put<Msg>('/Settings/UpdateInstruction', { instructionId, quizTopicId, description }),
  deleteInstruction: (id: number) => del<Msg>(`/Settings/DeleteInstruction/${id}`),
};
