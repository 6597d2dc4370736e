import { type QuestionInput, type RouteInput, authoringRefs } from '@assessly/shared';
import type { authoringApi as routes } from '@assessly/shared';
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
  /** The site's tags with their counts (issue 23). */
  tags: ['questionTags'] as const,
};

/** Typed calls of spec 001 §7 "Assessments and questions" and "Categories". */
export const questionApi = {
  categories: () => call(authoringRefs.GetQuestionCategory),
  createCategory: (questionCategoryName: string) =>
    call(authoringRefs.CreateQuestionCategory, { body: { questionCategoryName } }),
  updateCategory: (questionCategoryId: number, questionCategoryName: string) =>
    call(authoringRefs.UpdateQuestionCategory, { body: { questionCategoryId, questionCategoryName } }),
  deleteCategory: (id: number) => call(authoringRefs.DeleteSingleQuestionCategory, { params: { id } }),

  quizCards: () => call(authoringRefs.GetQuizWithQuestionCount),
  quiz: (quizTopicId: number) => call(authoringRefs.GetSingleQuiz, { params: { id: quizTopicId } }),
  questions: (quizTopicId: number) => call(authoringRefs.GetQuizQuestionList, { params: { quizTopicId } }),
  createQuestion: (question: QuestionInput) => call(authoringRefs.CreateQuizQuestion, { body: question }),
  updateQuestion: (quizQuestionId: number, question: QuestionInput) =>
    call(authoringRefs.UpdateQuizQuestion, { body: { ...question, quizQuestionId } }),
  deleteQuestion: (id: number) => call(authoringRefs.DeleteSingleQuizQuestion, { params: { id } }),
  questionLevels: () => call(authoringRefs.GetQuestionLavel),

  // Tags and the question bank's bulk changes (issue 23).
  tags: () => call(authoringRefs.GetQuestionTags),
  updateTags: (quizQuestionId: number, tags: string[]) =>
    call(authoringRefs.UpdateQuestionTags, { body: { quizQuestionId, tags } }),
  bulkTags: (quizQuestionIds: number[], change: { add?: string[]; remove?: string[] }) =>
    call(authoringRefs.BulkUpdateQuestionTags, { body: { quizQuestionIds, ...change } }),
  moveQuestions: (quizQuestionIds: number[], questionCategoryId: number) =>
    call(authoringRefs.MoveQuestionsToCategory, { body: { quizQuestionIds, questionCategoryId } }),

  uploadImage: (file: File) => upload(authoringRefs.UploadQuestionImage, fileBody('image', file)),
  uploadCsv: (file: File) => upload(authoringRefs.UploadQuestionCsv, fileBody('csv', file)),
  uploadText: (file: File) => upload(authoringRefs.UploadQuestionText, fileBody('file', file)),
  importQuestions: (body: RouteInput<typeof routes.ReadQuestionUploadCsv>['body']) =>
    call(authoringRefs.ReadQuestionUploadCsv, { body }),
};
