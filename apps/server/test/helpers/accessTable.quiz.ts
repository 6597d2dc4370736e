import { quizBody } from './quizFixtures.js';
import { attemptRow, answerRows } from './examFixtures.js';
import type { AccessWorld } from './accessActors.js';
import { at, c, OWNER_AND_ADMINS, send, upload, type AccessCase, type Build } from './accessRequests.js';

/**
 * The Quiz and Report parts of the expected-access table (accessTable.ts; fields in accessRequests.ts). Content is
 * the site's: every admin, SuperAdmin included, edits what "admin" made. Exam calls are the candidates'
 * and name the owner's attempt: another candidate meets 404 (the attempt is looked up among the caller's
 * own), and a result, certificate or result list of the owner answers 403 to them.
 */

const question = (w: AccessWorld, changes: Record<string, unknown> = {}) => ({
  quizTopicId: w.ids.draftQuiz,
  questionDetail: `Question ${w.uid()}`,
  perQuestionMark: 1,
  questionTypeId: 1,
  questionLavelId: 1,
  questionCategoryId: w.ids.questionCategoryId,
  optionA: 'First',
  optionB: 'Second',
  correctOption: ['B'],
  ...changes,
});

const aiInstructions = (idField: 'quizTopicId' | 'quizId'): Build =>
  send(idField === 'quizId' ? '/Quiz/GenerateOpenAiInstruction' : '/Quiz/GenerateGeminiInstruction', (w) => ({
    [idField]: w.ids.draftQuiz,
    quizInstruction: 'Rules for the exam room',
    noOfInstructions: 2,
    isDeletePreviousInstructions: false,
  }));
const aiQuestions = (gemini: boolean): Build =>
  send(gemini ? '/Quiz/GenerateGeminiQuestions' : '/Quiz/GenerateOpenAiQuiz', (w) => ({
    ...(gemini
      ? { quizTopicId: w.ids.draftQuiz, numOfQuestions: 2, additionalInstruction: 'Rivers' }
      : { quizId: w.ids.draftQuiz, noOfQuestions: 2, quizInstruction: 'Rivers' }),
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: w.ids.questionCategoryId,
    isDeletePreviousQuestions: false,
  }));
/** Without an AI key the provider is never called: aiKeyMissing shows the handler was reached. */
const AI_REACHED = { ok: [{ status: 202, code: 'aiKeyMissing' }] } as const;
/** Another candidate asking for the owner's attempt: it is looked up among the caller's own, so 404. */
const OWNER_ONLY = { allow: ['candidate'], refusal: [{ status: 404, code: 'notFound' }] } as const;

export const quizCases: AccessCase[] = [
  c('GET /api/Quiz/GetQuizList/{page}/{itemsPerPage}', 'admin', at('/Quiz/GetQuizList/1/10')),
  c(
    'GET /api/Quiz/GetSingleQuiz/{id}',
    'admin',
    at((w) => `/Quiz/GetSingleQuiz/${w.ids.draftQuiz}`),
  ),
  c(
    'POST /api/Quiz/CreateQuizTopic',
    'admin',
    send('/Quiz/CreateQuizTopic', () => quizBody()),
  ),
  c(
    'PUT /api/Quiz/UpdateQuizTopic',
    'admin',
    send('/Quiz/UpdateQuizTopic', (w) => quizBody({ quizTopicId: w.ids.draftQuiz })),
  ),
  c(
    'PUT /api/Quiz/StartQuiz',
    'admin',
    send('/Quiz/StartQuiz', async (w) => ({ quizTopicId: await w.fresh.draftQuizWithQuestion() })),
  ),
  c(
    'PUT /api/Quiz/StopQuiz',
    'admin',
    send('/Quiz/StopQuiz', async (w) => ({ quizTopicId: await w.fresh.liveQuiz() })),
  ),
  c(
    'DELETE /api/Quiz/DeleteQuiz/{id}',
    'admin',
    at(async (w) => `/Quiz/DeleteQuiz/${await w.fresh.draftQuizWithQuestion()}`),
  ),
  c('GET /api/Quiz/GetQuizWithQuestionCount', 'admin', at('/Quiz/GetQuizWithQuestionCount')),
  c('GET /api/Quiz/GetQuizesForReports', 'admin', at('/Quiz/GetQuizesForReports')),
  c(
    'GET /api/Quiz/GetQuizParticipantsEmail/{id}',
    'admin',
    at((w) => `/Quiz/GetQuizParticipantsEmail/${w.ids.inviteListQuiz}`),
  ),
  c(
    'POST /api/Quiz/CreateQuizParticipants',
    'admin',
    send('/Quiz/CreateQuizParticipants', (w) => [{ quizTopicId: w.ids.inviteListQuiz, email: w.ids.guestEmail }]),
  ),
  c('GET /api/Quiz/GetCertificateInfo', 'admin', at('/Quiz/GetCertificateInfo')),
  c(
    'GET /api/Quiz/GetQuizQuestionList/{quizTopicId}',
    'admin',
    at((w) => `/Quiz/GetQuizQuestionList/${w.ids.draftQuiz}`),
  ),
  c(
    'POST /api/Quiz/CreateQuizQuestion',
    'admin',
    send('/Quiz/CreateQuizQuestion', (w) => question(w)),
  ),
  c(
    'PUT /api/Quiz/UpdateQuizQuestion',
    'admin',
    send('/Quiz/UpdateQuizQuestion', (w) => question(w, { quizQuestionId: w.ids.draftQuestionId })),
  ),
  c(
    'DELETE /api/Quiz/DeleteSingleQuizQuestion/{id}',
    'admin',
    at(async (w) => `/Quiz/DeleteSingleQuizQuestion/${await w.fresh.question()}`),
  ),
  // Issue 23: tags and the question bank's bulk changes (fresh questions: the calls change them).
  c(
    'PUT /api/Quiz/UpdateQuestionTags',
    'admin',
    send('/Quiz/UpdateQuestionTags', async (w) => ({ quizQuestionId: await w.fresh.question(), tags: ['Access'] })),
  ),
  c('GET /api/Quiz/GetQuestionTags', 'admin', at('/Quiz/GetQuestionTags')),
  c(
    'PUT /api/Quiz/BulkUpdateQuestionTags',
    'admin',
    send('/Quiz/BulkUpdateQuestionTags', async (w) => ({
      quizQuestionIds: [await w.fresh.question(), await w.fresh.question()],
      add: ['Access'],
    })),
  ),
  c(
    'PUT /api/Quiz/MoveQuestionsToCategory',
    'admin',
    send('/Quiz/MoveQuestionsToCategory', async (w) => ({
      quizQuestionIds: [await w.fresh.question()],
      questionCategoryId: await w.fresh.category(),
    })),
  ),
  c('GET /api/Quiz/GetQuestionCategory', 'admin', at('/Quiz/GetQuestionCategory')),
  c(
    'POST /api/Quiz/CreateQuestionCategory',
    'admin',
    send('/Quiz/CreateQuestionCategory', (w) => ({ questionCategoryName: `Category ${w.uid()}` })),
  ),
  c(
    'PUT /api/Quiz/UpdateQuestionCategory',
    'admin',
    send('/Quiz/UpdateQuestionCategory', async (w) => ({
      questionCategoryId: await w.fresh.category(),
      questionCategoryName: `Renamed ${w.uid()}`,
    })),
  ),
  c(
    'DELETE /api/Quiz/DeleteSingleQuestionCategory/{id}',
    'admin',
    at(async (w) => `/Quiz/DeleteSingleQuestionCategory/${await w.fresh.category()}`),
  ),
  c('POST /api/Quiz/UploadQuestionImage', 'admin', upload('/Quiz/UploadQuestionImage', 'image')),
  c(
    'POST /api/Quiz/UploadQuestionCsv',
    'admin',
    upload('/Quiz/UploadQuestionCsv', 'csv', 'questions.csv', 'questionDetail\nWhat?\n', 'text/csv'),
  ),
  c(
    'POST /api/Quiz/UploadQuestionText',
    'admin',
    upload('/Quiz/UploadQuestionText', 'file', 'questions.txt', 'Which?\nA. One\nB. Two\nANSWER: A\n', 'text/plain'),
  ),
  c(
    'POST /api/Quiz/ReadQuestionUploadCsv',
    'admin',
    send('/Quiz/ReadQuestionUploadCsv', async (w) => ({
      path: await w.fresh.csvUpload(),
      quizTopicId: w.ids.draftQuiz,
    })),
  ),
  c(
    'GET /api/Quiz/ExportQuestions/{quizTopicId}/{format}',
    'admin',
    at((w) => `/Quiz/ExportQuestions/${w.ids.draftQuiz}/gift`),
  ),
  ...['GetQuestionType', 'GetQuestionLavel', 'GetQuizMarksOptionList', 'GetQuizParticipantOptionList'].map((name) =>
    c(`GET /api/Quiz/${name}`, 'admin', at(`/Quiz/${name}`)),
  ),

  // ----- exam taking (candidates only; the attempt is always the caller's own)
  c('GET /api/Quiz/GetRunningQuizes/{id}', 'student', at('/Quiz/GetRunningQuizes/0')),
  c('GET /api/Quiz/GetCompletedQuizes', 'student', at('/Quiz/GetCompletedQuizes')),
  c(
    'POST /api/Quiz/CreateQuizResponseInitial',
    'student',
    send('/Quiz/CreateQuizResponseInitial', (w) => ({ quizTopicId: w.ids.invitedQuiz })),
    // Invited participants only: the owner is on the list (and resumes), the other candidate is not.
    { allow: ['candidate'], refusal: [{ status: 202, code: 'notInvitedToAssessment' }] },
  ),
  c(
    'POST /api/Quiz/CreateQuizResponseInitial',
    'student',
    send('/Quiz/CreateQuizResponseInitial', async (w) => ({ quizTopicId: await w.fresh.liveQuiz() })),
  ),
  c(
    'GET /api/Quiz/GetRandomQuestions/{quizId}/{randomFlag}',
    'student',
    at((w) => `/Quiz/GetRandomQuestions/${w.ids.invitedQuiz}/1`),
    OWNER_ONLY,
  ),
  c(
    'GET /api/Quiz/GetSingleQuestion/{quizId}/{serial}',
    'student',
    at((w) => `/Quiz/GetSingleQuestion/${w.ids.invitedQuiz}/0`),
    OWNER_ONLY,
  ),
  c(
    'POST /api/Quiz/CreateQuizResponseDetail',
    'student',
    send('/Quiz/CreateQuizResponseDetail', (w) => ({
      quizResponseInitialId: w.ids.openAttemptId,
      quizQuestionId: w.ids.invitedQuestionId,
      userAnswer: 'Second',
    })),
    { ...OWNER_ONLY, owner: 'candidate', untouched: (w) => answerRows(w.t.db, w.ids.openAttemptId) },
  ),
  c(
    'GET /api/Quiz/CheckQuizEndTime/{id}',
    'student',
    at((w) => `/Quiz/CheckQuizEndTime/${w.ids.openAttemptId}`),
    OWNER_ONLY,
  ),
  c(
    'PUT /api/Quiz/UpdateQuizTakenTime',
    'student',
    // The owner's attempt under way on the retake quiz (the same one until the owner's own call ends it).
    send('/Quiz/UpdateQuizTakenTime', async (w) => ({ quizResponseInitialId: await w.fresh.ownerRetakeAttempt() })),
    {
      ...OWNER_ONLY,
      owner: 'candidate',
      untouched: async (w) => attemptRow(w.t.db, await w.fresh.ownerRetakeAttempt()),
    },
  ),

  // ----- extra time (accommodations) and certificates
  c(
    'GET /api/Quiz/GetExtraTime/{quizTopicId}',
    'admin',
    at((w) => `/Quiz/GetExtraTime/${w.ids.draftQuiz}`),
  ),
  c(
    'POST /api/Quiz/SaveExtraTime',
    'admin',
    send('/Quiz/SaveExtraTime', (w) => ({
      email: w.accounts.otherCandidate.email,
      quizTopicId: w.ids.draftQuiz,
      extraMinutes: 5,
      timeMultiplier: 1.5,
    })),
    { ok: [{ status: 200, code: 'accommodationSaved' }] },
  ),
  c(
    'DELETE /api/Quiz/DeleteExtraTime/{id}',
    'admin',
    at(async (w) => `/Quiz/DeleteExtraTime/${await w.fresh.extraTime()}`),
  ),
  c('GET /api/Quiz/GetCertificateTemplateList', 'admin', at('/Quiz/GetCertificateTemplateList')),
  c(
    'GET /api/Quiz/GetSingleTemplate/{id}',
    'admin',
    at((w) => `/Quiz/GetSingleTemplate/${w.ids.templateId}`),
  ),
  c(
    'POST /api/Quiz/CreateCertificateTemplate',
    'admin',
    send('/Quiz/CreateCertificateTemplate', (w) => ({ title: `Template ${w.uid()}`, heading: 'H', mainText: 'M' })),
  ),
  c(
    'PUT /api/Quiz/UpdateCertificateTemplate',
    'admin',
    send('/Quiz/UpdateCertificateTemplate', (w) => ({
      certificateTemplateId: w.ids.templateId,
      title: `Template ${w.uid()}`,
      heading: 'Certificate of {{fullName}}',
      mainText: 'For passing {{quizTitle}}',
    })),
  ),
  c(
    'DELETE /api/Quiz/DeleteSingleTemplate/{id}',
    'admin',
    at(async (w) => `/Quiz/DeleteSingleTemplate/${await w.fresh.template()}`),
  ),
  c('POST /api/Quiz/UploadCertificateImages', 'admin', upload('/Quiz/UploadCertificateImages', 'image')),
  c(
    'GET /api/Quiz/CreateCertificate/{templateId}',
    'admin',
    at((w) => `/Quiz/CreateCertificate/${w.ids.templateId}`),
  ),
  c(
    'GET /api/Quiz/ShowCertificate/{templateId}/{userId}/{quizResponseInitialId}',
    'user',
    at((w) => `/Quiz/ShowCertificate/${w.ids.templateId}/${w.accounts.candidate.userId}/${w.ids.finishedAttemptId}`),
    { allow: OWNER_AND_ADMINS },
  ),
  c(
    'GET /api/Quiz/VerifyCertificate/{certificateNumber}',
    'public',
    at((w) => `/Quiz/VerifyCertificate/${encodeURIComponent(w.ids.certificateNumber)}`),
    // Verification shows the holder's name to anyone who has the number: that is what it is for.
    { publicByDesign: true },
  ),

  // ----- AI helpers (admins; the provider is never reached without a key)
  c(
    'POST /api/Quiz/GenerateOpenAiText',
    'admin',
    send('/Quiz/GenerateOpenAiText', () => ({ textInstruction: 'A welcome line' })),
    AI_REACHED,
  ),
  c(
    'POST /api/Quiz/GenerateGeminiText',
    'admin',
    send('/Quiz/GenerateGeminiText', () => ({ textInstruction: 'A welcome line' })),
    AI_REACHED,
  ),
  c('POST /api/Quiz/GenerateGeminiInstruction', 'admin', aiInstructions('quizTopicId'), AI_REACHED),
  c('POST /api/Quiz/GenerateOpenAiInstruction', 'admin', aiInstructions('quizId'), AI_REACHED),
  c('POST /api/Quiz/GenerateGeminiQuestions', 'admin', aiQuestions(true), AI_REACHED),
  c('POST /api/Quiz/GenerateOpenAiQuiz', 'admin', aiQuestions(false), AI_REACHED),
];

export const reportCases: AccessCase[] = [
  c(
    'GET /api/Report/GetFinishedExamInfo/{quizResponseInitialId}',
    'user',
    at((w) => `/Report/GetFinishedExamInfo/${w.ids.finishedAttemptId}`),
    { allow: OWNER_AND_ADMINS },
  ),
  c(
    'GET /api/Report/GetFinishedExamResult/{id}',
    'user',
    at((w) => `/Report/GetFinishedExamResult/${w.ids.finishedAttemptId}`),
    {
      allow: OWNER_AND_ADMINS,
    },
  ),
  c('GET /api/Report/GetReportType', 'admin', at('/Report/GetReportType')),
  c('GET /api/Report/GetFilteredQuiz/{id}', 'user', at('/Report/GetFilteredQuiz/0'), {
    // A candidate's filter lists their own finished assessments: never the owner's.
    hidden: (w) => [w.titles.openQuiz, w.titles.essayQuiz],
  }),
  c(
    'GET /api/Report/GetResults/{page}/{itemsPerPage}/{reportTypeId}/{quizTopicId}',
    'admin',
    at('/Report/GetResults/1/10/0/0'),
  ),
  c(
    'GET /api/Report/GetResultsById/{page}/{itemsPerPage}/{userId}/{quizTopicId}',
    'user',
    at((w) => `/Report/GetResultsById/1/10/${w.accounts.candidate.userId}/0`),
    { allow: OWNER_AND_ADMINS },
  ),
  c(
    'GET /api/Report/GetResultByTopic/{id}',
    'admin',
    at((w) => `/Report/GetResultByTopic/${w.ids.essayAttemptId}`),
  ),
  c(
    'GET /api/Report/GetPendingExamine/{id}',
    'admin',
    at((w) => `/Report/GetPendingExamine/${w.ids.essayAttemptId}`),
  ),
  c('PUT /api/Report/UpdateMarksObtain/{id}/{marks}', 'admin', (w) => ({
    url: `/Report/UpdateMarksObtain/${w.ids.essayAnswerId}/3`,
    body: {},
  })),
  c(
    'GET /api/Report/GetItemAnalysis/{quizTopicId}',
    'admin',
    at((w) => `/Report/GetItemAnalysis/${w.ids.openQuiz}`),
  ),
];
