import type { Category, Question, QuestionInput, QuizCard, QuizTopic } from '@assessly/shared';
import { del, get, post, put } from '../../../api/client';

/** Answers of the writes: a message key, and the saved row's id. */
export type SavedCategory = { responseMsg: string; questionCategoryId: number };
export type SavedQuestion = { responseMsg: string; quizQuestionId: number };
export type Message = { responseMsg: string; params?: Record<string, string | number> };
export type ImportFormat = 'csv' | 'gift' | 'aiken';
export interface ImportRequest {
  path: string;
  quizTopicId: number;
  format: ImportFormat;
  questionCategoryId?: number;
  questionLavelId?: number;
}
export type QuestionLevel = { questionLavelId: number; questionLavelName: string };

/** A file as the multipart body the upload routes read (one named field). */
function fileBody(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file, file.name);
  return body;
}

/** Query keys of the question bank, so that writes refresh exactly the lists they change. */
export const questionKeys = {
  categories: ['questionCategories'] as const,
  cards: ['quizCards'] as const,
  // The same key as quizKeys.single: both read GetSingleQuiz, so an edit on either screen refreshes both.
  quiz: (quizTopicId: number) => ['quizTopic', quizTopicId] as const,
  questions: (quizTopicId: number) => ['quizQuestions', quizTopicId] as const,
  levels: ['questionLevels'] as const,
};

/** Typed calls of spec 001 §7 "Assessments and questions" and "Categories". */
export const questionApi = {
  categories: () => get<Category[]>('/Quiz/GetQuestionCategory'),
  createCategory: (questionCategoryName: string) =>
    post<SavedCategory>('/Quiz/CreateQuestionCategory', { questionCategoryName }),
  updateCategory: (questionCategoryId: number, questionCategoryName: string) =>
    put<SavedCategory>('/Quiz/UpdateQuestionCategory', { questionCategoryId, questionCategoryName }),
  deleteCategory: (id: number) => del<Message>(`/Quiz/DeleteSingleQuestionCategory/${id}`),

  quizCards: () => get<QuizCard[]>('/Quiz/GetQuizWithQuestionCount'),
  quiz: (quizTopicId: number) => get<QuizTopic>(`/Quiz/GetSingleQuiz/${quizTopicId}`),
  questions: (quizTopicId: number) => get<Question[]>(`/Quiz/GetQuizQuestionList/${quizTopicId}`),
  createQuestion: (question: QuestionInput) => post<SavedQuestion>('/Quiz/CreateQuizQuestion', question),
  updateQuestion: (question: QuestionInput) => put<SavedQuestion>('/Quiz/UpdateQuizQuestion', question),
  deleteQuestion: (id: number) => del<Message>(`/Quiz/DeleteSingleQuizQuestion/${id}`),
  questionLevels: () => get<QuestionLevel[]>('/Quiz/GetQuestionLavel'),

  uploadImage: (file: File) => post<{ dbPath: string }>('/Quiz/UploadQuestionImage', fileBody('image', file)),
  uploadCsv: (file: File) => post<{ dbPath: string }>('/Quiz/UploadQuestionCsv', fileBody('csv', file)),
  uploadText: (file: File) => post<{ dbPath: string }>('/Quiz/UploadQuestionText', fileBody('file', file)),
  importQuestions: (request: ImportRequest) => post<Message>('/Quiz/ReadQuestionUploadCsv', request),
};
