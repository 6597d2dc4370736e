// The authoring domain's calls (spec 001 §2–§7): assessments (quiz topics) with Go Live / Stop Live, their
// invited lists and invitations, instructions, categories, questions, question files and their import,
// the lookups, and the exports of these lists. See common/routes.ts.
import { z } from 'zod';
import { defineRoutes } from '../common/routes.js';
import { exportFormatParams, idParams, pagedParams, responseMsgSchema, uploadResponse } from '../common/schemas.js';
import {
  certificateOptionSchema,
  goLiveResponse,
  invitationInput,
  participantEmailsSchema,
  participantsInput,
  quizCardSchema,
  quizTopicIdBody,
  quizTopicIdParams,
  quizTopicInput,
  quizTopicPage,
  quizTopicSavedResponse,
  quizTopicSchema,
  reportQuizOptionSchema,
} from './assessments.js';
import {
  categoryInput,
  categorySavedResponse,
  categorySchema,
  categoryUpdateInput,
  instructionInput,
  instructionSavedResponse,
  instructionSchema,
  instructionUpdateInput,
  lookupSchemas,
  bankExportParams,
  questionImportInput,
  questionImportResponse,
  questionInput,
  questionSavedResponse,
  questionSchema,
  questionUpdateInput,
} from './questions.js';
import { questionTagRoutes } from './questionTagRoutes.js';
import { DEMO_REFUSAL } from '../site/mail.js';

const admin = { access: 'admin' } as const;
const assessments = { ...admin, tags: ['Quiz: assessments'] } as const;
const questions = { ...admin, tags: ['Quiz: questions'] } as const;
const categories = { ...admin, tags: ['Quiz: question categories'] } as const;
const uploads = { ...admin, tags: ['Quiz: uploads'], kind: 'multipart', response: uploadResponse } as const;
const lookups = { ...admin, tags: ['Quiz: lookups'], method: 'GET' } as const;
const instructions = { ...admin, tags: ['Settings: instructions'] } as const;
/** The exports answer the file itself (CSV, Excel or PDF) in the caller's language. */
const listExports = {
  ...admin,
  tags: ['Export'],
  method: 'GET',
  kind: 'download',
  params: exportFormatParams,
} as const;

export const authoringApi = defineRoutes({
  // Manage Assessments (spec 001 §2, §4, §5): admins of the site share every assessment.
  GetQuizList: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetQuizList/:page/:itemsPerPage',
    summary: 'One page of assessments, newest first',
    params: pagedParams,
    response: quizTopicPage,
  },
  GetSingleQuiz: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetSingleQuiz/:id',
    summary: 'One assessment',
    params: idParams,
    response: quizTopicSchema,
  },
  CreateQuizTopic: {
    ...assessments,
    method: 'POST',
    path: '/api/Quiz/CreateQuizTopic',
    summary: 'Create an assessment (and its invited list); answers quizTopicId',
    body: quizTopicInput,
    response: quizTopicSavedResponse,
  },
  UpdateQuizTopic: {
    ...assessments,
    method: 'PUT',
    path: '/api/Quiz/UpdateQuizTopic',
    summary:
      'Update a stopped assessment; a survey switched to marks while questions lack a correct answer answers 202 correctAnswersMissingForMarks unless acceptMissingCorrectAnswers',
    body: quizTopicInput,
    response: responseMsgSchema,
  },
  StartQuiz: {
    ...assessments,
    method: 'PUT',
    path: '/api/Quiz/StartQuiz',
    summary: 'Go live',
    body: quizTopicIdBody,
    response: goLiveResponse,
  },
  StopQuiz: {
    ...assessments,
    method: 'PUT',
    path: '/api/Quiz/StopQuiz',
    summary: 'Stop live',
    body: quizTopicIdBody,
    response: responseMsgSchema,
  },
  DeleteQuiz: {
    ...assessments,
    method: 'DELETE',
    path: '/api/Quiz/DeleteQuiz/:id',
    summary: 'Delete an assessment',
    params: idParams,
    response: responseMsgSchema,
  },
  GetQuizWithQuestionCount: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetQuizWithQuestionCount',
    summary: 'All Assessments cards',
    response: z.array(quizCardSchema),
  },
  GetQuizesForReports: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetQuizesForReports',
    summary: 'Assessments for the report filter',
    response: z.array(reportQuizOptionSchema),
  },
  GetQuizParticipantsEmail: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetQuizParticipantsEmail/:id',
    summary: 'The invited list of an assessment',
    params: idParams,
    response: participantEmailsSchema,
  },
  CreateQuizParticipants: {
    ...assessments,
    method: 'POST',
    path: '/api/Quiz/CreateQuizParticipants',
    summary: 'Replace the invited list of the assessments named in the body',
    body: participantsInput,
    response: responseMsgSchema,
  },
  GetCertificateInfo: {
    ...assessments,
    method: 'GET',
    path: '/api/Quiz/GetCertificateInfo',
    summary: 'Certificate templates to choose from',
    response: z.array(certificateOptionSchema),
  },

  // Questions of an assessment (spec 001 §3 "Questions screen", §5 "Question").
  GetQuizQuestionList: {
    ...questions,
    method: 'GET',
    path: '/api/Quiz/GetQuizQuestionList/:quizTopicId',
    summary: 'Questions of an assessment with their category names',
    params: quizTopicIdParams,
    response: z.array(questionSchema),
  },
  CreateQuizQuestion: {
    ...questions,
    method: 'POST',
    path: '/api/Quiz/CreateQuizQuestion',
    summary: 'Add a question; a live assessment is stopped (liveInterruptionForRunningAssessment)',
    body: questionInput,
    response: questionSavedResponse,
  },
  UpdateQuizQuestion: {
    ...questions,
    method: 'PUT',
    path: '/api/Quiz/UpdateQuizQuestion',
    summary: 'Change a question of the given assessment; a live assessment is stopped',
    body: questionUpdateInput,
    response: questionSavedResponse,
  },
  DeleteSingleQuizQuestion: {
    ...questions,
    method: 'DELETE',
    path: '/api/Quiz/DeleteSingleQuizQuestion/:id',
    summary: 'Delete a question; a live assessment is stopped',
    params: idParams,
    response: responseMsgSchema,
  },

  // Question tags and the question bank's bulk changes (issue 23).
  ...questionTagRoutes,

  // Question categories (spec 001 §3 "Question categories", §5 "Category").
  GetQuestionCategory: {
    ...categories,
    method: 'GET',
    path: '/api/Quiz/GetQuestionCategory',
    summary: 'Every category with its question count, by name',
    response: z.array(categorySchema),
  },
  CreateQuestionCategory: {
    ...categories,
    method: 'POST',
    path: '/api/Quiz/CreateQuestionCategory',
    summary: 'Create a category (unique name); answers questionCategoryId',
    body: categoryInput,
    response: categorySavedResponse,
  },
  UpdateQuestionCategory: {
    ...categories,
    method: 'PUT',
    path: '/api/Quiz/UpdateQuestionCategory',
    summary: 'Rename a category',
    body: categoryUpdateInput,
    response: categorySavedResponse,
  },
  DeleteSingleQuestionCategory: {
    ...categories,
    method: 'DELETE',
    path: '/api/Quiz/DeleteSingleQuestionCategory/:id',
    summary: 'Delete a category no question uses (categoryInUse otherwise)',
    params: idParams,
    response: responseMsgSchema,
  },

  // Question files (spec 001 §7): the image of a question, and the files ReadQuestionUploadCsv imports.
  UploadQuestionImage: {
    ...uploads,
    method: 'POST',
    path: '/api/Quiz/UploadQuestionImage',
    summary: 'Upload a question image (multipart field image: PNG, JPEG, GIF or WebP); answers its path',
  },
  UploadQuestionCsv: {
    ...uploads,
    method: 'POST',
    path: '/api/Quiz/UploadQuestionCsv',
    summary: 'Upload a question CSV (multipart field csv) to import with ReadQuestionUploadCsv',
  },
  UploadQuestionText: {
    ...uploads,
    method: 'POST',
    path: '/api/Quiz/UploadQuestionText',
    summary:
      'Upload a GIFT, Aiken or Moodle XML question file or a QTI package (multipart field file: .gift, .txt, .xml or .zip)',
  },
  ReadQuestionUploadCsv: {
    ...admin,
    tags: ['Quiz: import'],
    method: 'POST',
    path: '/api/Quiz/ReadQuestionUploadCsv',
    summary: 'Check or import an uploaded CSV, GIFT, Aiken, Moodle XML or QTI file into an assessment',
    description:
      'Every item of the file is read and checked first; the answer carries report: one line per item (item: ' +
      'the row, position or identifier in the file; status ok, unsupported or invalid with its reason). ' +
      'mode check imports nothing and answers importChecked with params.ok / unsupported / invalid. mode all ' +
      '(the default) imports every item or nothing: a CSV or Aiken file with a bad row answers 202 ' +
      'csvUploadInstruction with params.row (1-based line, the CSV header is row 1) and params.reason, the other ' +
      'formats 202 importItemsRefused with params.count, item and reason. mode supported imports the items ' +
      'marked ok (202 noImportableItems when there is none). Categories named by the file (GIFT $CATEGORY, ' +
      'Moodle XML categories, a path A/B/C being one category named "A/B/C") are created when missing; ' +
      'questionCategoryId applies to the others and questionLavelId to every question of a non-CSV file. ' +
      'Images in the file become uploads. An import answers questionsImported, or ' +
      'liveInterruptionForRunningAssessment when the assessment was live (it is stopped), with params.count.',
    body: questionImportInput,
    response: questionImportResponse,
  },

  // The lookup lists of spec 001 §3 (the category list is GetQuestionCategory).
  GetQuestionType: {
    ...lookups,
    path: '/api/Quiz/GetQuestionType',
    summary: 'The question types',
    response: lookupSchemas.questionType,
  },
  GetQuestionLavel: {
    ...lookups,
    path: '/api/Quiz/GetQuestionLavel',
    summary: 'The question difficulty levels',
    response: lookupSchemas.questionLevel,
  },
  GetQuizMarksOptionList: {
    ...lookups,
    path: '/api/Quiz/GetQuizMarksOptionList',
    summary: 'The mark options of an assessment',
    response: lookupSchemas.markOption,
  },
  GetQuizParticipantOptionList: {
    ...lookups,
    path: '/api/Quiz/GetQuizParticipantOptionList',
    summary: 'The participant options of an assessment',
    response: lookupSchemas.participantOption,
  },

  // Instructions of an assessment (spec 001 §3 "Instructions screen", §5 "Instruction"), under /api/Settings.
  GetInstructions: {
    ...instructions,
    access: 'user',
    method: 'GET',
    path: '/api/Settings/GetInstructions/:quizTopicId',
    summary: 'Instructions of an assessment (candidates: only while it is running)',
    params: quizTopicIdParams,
    response: z.array(instructionSchema),
  },
  CreateInstruction: {
    ...instructions,
    method: 'POST',
    path: '/api/Settings/CreateInstruction',
    summary: 'Add an instruction (unique per assessment); answers instructionId',
    body: instructionInput,
    response: instructionSavedResponse,
  },
  UpdateInstruction: {
    ...instructions,
    method: 'PUT',
    path: '/api/Settings/UpdateInstruction',
    summary: 'Change the text of an instruction',
    body: instructionUpdateInput,
    response: instructionSavedResponse,
  },
  DeleteInstruction: {
    ...instructions,
    method: 'DELETE',
    path: '/api/Settings/DeleteInstruction/:id',
    summary: 'Delete an instruction',
    params: idParams,
    response: responseMsgSchema,
  },

  SendInvitationMail: {
    ...admin,
    tags: ['Settings'],
    method: 'POST',
    path: '/api/Settings/SendInvitationMail',
    summary: 'Queue registration invitations for invited participants',
    description: `Only addresses on the assessment's invited list; the link is built by the server. ${DEMO_REFUSAL}`,
    body: invitationInput,
    response: responseMsgSchema,
  },

  // PDF, Excel and CSV exports of the authoring lists (spec 001 §2).
  ExportQuizTopics: {
    ...listExports,
    path: '/api/Export/quizTopics/:format',
    summary: 'Every assessment as assessments.csv / .xlsx / .pdf',
  },
  ExportCategories: {
    ...listExports,
    path: '/api/Export/categories/:format',
    summary: 'Every question category as question-categories.csv / .xlsx / .pdf',
  },
  ExportQuestions: {
    ...listExports,
    path: '/api/Export/questions/:format',
    summary: 'The questions of one assessment as questions-table.csv / .xlsx / .pdf',
    query: quizTopicIdParams,
  },
  // The question bank of one assessment in an exchange format (issue 22), to import here or elsewhere.
  ExportQuestionBank: {
    ...admin,
    tags: ['Export'],
    method: 'GET',
    kind: 'download',
    path: '/api/Quiz/ExportQuestions/:quizTopicId/:format',
    params: bankExportParams,
    summary: 'The questions of one assessment as a GIFT file, a Moodle XML file or a QTI 3.0 package (.zip)',
    description:
      'Every question with its scoring, category, its own image (imagePath) and the images its texts show ' +
      '(GIFT carries no images: its texts keep their links, and a comment // [image:/upload/…] names a ' +
      "question's own image, which an import on this site reads back). A question GIFT can not hold exactly " +
      '(cloze, units, case-sensitive answers) is left out and listed at the top of the file with its reason; ' +
      'the header X-Export-Skipped gives their number. What GIFT does not carry of a question it holds (its ' +
      'images) is noted at the top of the file too; the header X-Export-Notes gives their number. Imported ' +
      'again, the file gives back every question, its scoring and its image.',
  },
});
