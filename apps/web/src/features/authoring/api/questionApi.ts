import { authoringApi as routes, type QuestionInput, type RouteInput } from '@assessly/shared';
import { call, upload } from '../../../api/call';

/** The file formats ReadQuestionUploadCsv imports. */
export type ImportFormat = NonNullable<RouteInput<typeof routes.ReadQuestionUploadCsv>['body']['format']>;

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
  categories: () => call(routes.GetQuestionCategory),
  createCategory: (questionCategoryName: string) =>
    call(routes.CreateQuestionCategory, { body: { questionCategoryName } }),
  updateCategory: (questionCategoryId: number, questionCategoryName: string) =>
    call(routes.UpdateQuestionCategory, { body: { questionCategoryId, questionCategoryName } }),
  deleteCategory: (id: number) => call(routes.DeleteSingleQuestionCategory, { params: { id } }),

  quizCards: () => call(routes.GetQuizWithQuestionCount),
  quiz: (quizTopicId: number) => call(routes.GetSingleQuiz, { params: { id: quizTopicId } }),
  questions: (quizTopicId: number) => call(routes.GetQuizQuestionList, { params: { quizTopicId } }),
  createQuestion: (question: QuestionInput) => call(routes.CreateQuizQuestion, { body: question }),
  updateQuestion: (quizQuestionId: number, question: QuestionInput) =>
    call(routes.UpdateQuizQuestion, { body: { ...question, quizQuestionId } }),
  deleteQuestion: (id: number) => call(routes.DeleteSingleQuizQuestion, { params: { id } }),
  questionLevels: () => call(routes.GetQuestionLavel),

  uploadImage: (file: File) => upload(routes.UploadQuestionImage, fileBody('image', file)),
  uploadCsv: (file: File) => upload(routes.UploadQuestionCsv, fileBody('csv', file)),
  uploadText: (file: File) => upload(routes.UploadQuestionText, fileBody('file', file)),
  importQuestions: (body: RouteInput<typeof routes.ReadQuestionUploadCsv>['body']) =>
    call(routes.ReadQuestionUploadCsv, { body }),
};
