/**
 * Data of bench/results: assessments made with the authoring rules and helpers (as bench/lib/prepare
 * does), then candidates, finished attempts and answers written straight in multi-row INSERTs, which
 * writes 100,000 attempts in seconds on both databases. The attempts look like the server's own: a
 * snapshot of the assessment, a shuffled question order, dates spread over a year in id order, marks,
 * about 2% waiting for a grader (a descriptive answer not yet marked), attempt numbers per candidate
 * and assessment. Answers are written for the newest attempts (the ones the first pages show) and for
 * every attempt of the candidates whose results page is measured.
 */
import {
  MARK_OPTION,
  PARTICIPANT_OPTION,
  QUESTION_TYPE,
  ROLE,
  normalizeQuestion,
  normalizeQuizTopic,
  questionInput,
  quizTopicInput,
  uniqueKey,
} from '@assessly/shared';
import type { Insertable } from 'kysely';
import type { DB } from '../../apps/server/src/db/database.js';
import { nowIso } from '../../apps/server/src/db/dialect.js';
import type { QuizAnswerTable, QuizAttemptTable } from '../../apps/server/src/db/schema.js';
import { questionColumns } from '../../apps/server/src/modules/authoring/questions/questionColumns.js';
import { insertQuestion } from '../../apps/server/src/modules/authoring/questions/questionRepository.js';
import { refreshMarks } from '../../apps/server/src/modules/authoring/topics/topicService.js';
import * as topics from '../../apps/server/src/modules/authoring/topics/topicRepository.js';
import { insertUsers } from './appServer.js';
import { seeded } from './table.js';

const TITLES = [
  'Workplace safety induction 2030 – warehouse and logistics staff',
  'Advanced spreadsheet skills: pivot tables, lookups and charts',
  'हिंदी भाषा दक्षता परीक्षा (स्तर 2)',
  'বাংলা ভাষা দক্ষতা মূল্যায়ন',
  'Customer service fundamentals',
  'Data protection and privacy for front-line staff',
  'Introductory statistics – midterm',
  'Fire warden certification',
];
const NAMES = [
  'Alexandra Montgomery-Fitzgerald',
  'Dmitri van der Westhuizen',
  'अनन्या शर्मा',
  'সুমাইয়া রহমান',
  'Chiara Castellanos',
];
const QUESTIONS = 10;
/** Attempts per statement: 28 columns each, under SQLite's 32,766 bound parameters. */
const BATCH = 1000;
const YEAR_MS = 365 * 86_400_000;

export interface ResultsData {
  adminId: number;
  quizTopicIds: number[];
  /** Candidates whose own results page is measured (with answers on every attempt). */
  students: number[];
  /** The assessment with the most attempts' worth of a filter: the filtered page shows it. */
  filterQuizTopicId: number;
  attempts: number;
  answers: number;
  pending: number;
}

interface Quiz {
  quizTopicId: number;
  quizTitle: string;
  quizTime: number;
  quizTotalMarks: number;
  quizPassMarks: number;
  questions: { quizQuestionId: number; questionDetail: string; questionTypeId: number; correctOptionText: string }[];
}

/** A live assessment of option questions, the last one descriptive in every other assessment (graded by hand). */
async function insertAssessment(db: DB, title: string, descriptive: boolean, categoryId: number, adminId: number) {
  const quiz = normalizeQuizTopic(
    quizTopicInput.parse({
      quizTitle: title,
      quizTime: 30,
      quizMarkOptionId: MARK_OPTION.equal,
      quizParticipantOptionId: PARTICIPANT_OPTION.all,
      quizTotalMarks: QUESTIONS,
      quizPassMarks: QUESTIONS / 2,
      allowQuestionSuffle: true,
      allowMultipleAttempt: true,
    }),
  );
  const quizTopicId = await topics.insertQuizTopic(db, quiz, adminId);
  for (let i = 1; i <= QUESTIONS; i++) {
    const written = descriptive && i === QUESTIONS;
    const raw = questionInput.parse({
      quizTopicId,
      questionDetail: written ? `${title}: explain your answer to question ${i - 1}.` : `${title}: question ${i}?`,
      questionTypeId: written ? QUESTION_TYPE.descriptive : QUESTION_TYPE.option,
      questionLavelId: 1,
      questionCategoryId: categoryId,
      ...(written
        ? {}
        : { optionA: `First ${i}`, optionB: `Second ${i}`, optionC: `Third ${i}`, optionD: `Fourth ${i}` }),
      ...(written ? {} : { correctOption: ['B'] }),
    });
    await insertQuestion(db, questionColumns(normalizeQuestion(raw, quiz)), adminId);
  }
  await refreshMarks(db, quizTopicId);
  await topics.refreshCategories(db, quizTopicId);
  await topics.setRunning(db, quizTopicId, true, adminId);
  return quizTopicId;
}

async function loadQuizzes(db: DB, ids: number[]): Promise<Quiz[]> {
  const rows = await db.selectFrom('quiz_topic').selectAll().where('quizTopicId', 'in', ids).execute();
  const questions = await db
    .selectFrom('quiz_question')
    .select(['quizQuestionId', 'quizTopicId', 'questionDetail', 'questionTypeId', 'correctOptionText'])
    .where('quizTopicId', 'in', ids)
    .orderBy('quizQuestionId')
    .execute();
  return rows.map((r) => ({ ...r, questions: questions.filter((q) => q.quizTopicId === r.quizTopicId) }));
}

type NewAttempt = Insertable<QuizAttemptTable>;

/** One finished attempt, `k` of `total` in date order. */
function attemptRow(
  k: number,
  total: number,
  quiz: Quiz,
  user: { userId: number; email: string },
  count: number,
  next: () => number,
): NewAttempt {
  const started = Date.UTC(2030, 0, 1) + Math.floor(((k + next()) / total) * YEAR_MS);
  const minutes = 5 + next() * (quiz.quizTime - 5);
  const descriptive = quiz.questions.some((q) => q.questionTypeId === QUESTION_TYPE.descriptive);
  const pending = descriptive && next() < 0.04;
  const marks = Math.round(next() * quiz.quizTotalMarks);
  const order = quiz.questions.map((q) => q.quizQuestionId).sort(() => next() - 0.5);
  return {
    userId: user.userId,
    email: user.email,
    quizTopicId: quiz.quizTopicId,
    quizTitle: quiz.quizTitle,
    quizMark: quiz.quizTotalMarks,
    quizPassMarks: quiz.quizPassMarks,
    quizTime: quiz.quizTime,
    quizMarkOptionId: MARK_OPTION.equal,
    certificateTemplateId: null,
    allowCorrectOption: 1,
    allowAnswerExplation: 0,
    allowMultipleSelection: 0,
    allowQuizStop: 0,
    allowQuizSkip: 0,
    questionOrder: JSON.stringify(order),
    currentSerial: order.length,
    startedAt: new Date(started).toISOString(),
    deadlineAt: new Date(started + quiz.quizTime * 60_000).toISOString(),
    finishedAt: new Date(started + minutes * 60_000).toISOString(),
    timeTaken: Math.round(minutes * 100) / 100,
    userObtainedQuizMark: pending ? Math.max(0, marks - 1) : marks,
    isExamined: pending ? 0 : 1,
    attemptCount: count,
    pointerLeaveCountSum: next() < 0.1 ? 1 + Math.floor(next() * 4) : 0,
    visibilitychangeCountSum: next() < 0.05 ? 1 : 0,
    addedBy: user.userId,
    dateAdded: new Date(started).toISOString(),
  };
}

/** The answers of one attempt in the order shown: option answers right or wrong, a written one pending or marked. */
function answerRows(attemptId: number, a: NewAttempt, quiz: Quiz, next: () => number): Insertable<QuizAnswerTable>[] {
  const order = JSON.parse(a.questionOrder) as number[];
  return order.map((id, serial) => {
    const q = quiz.questions.find((x) => x.quizQuestionId === id)!;
    const written = q.questionTypeId === QUESTION_TYPE.descriptive;
    const right = next() < 0.6;
    return {
      quizResponseInitialId: attemptId,
      quizQuestionId: id,
      serial,
      questionTypeId: q.questionTypeId,
      questionDetail: q.questionDetail,
      imagePath: null,
      videoPath: null,
      userAnswer: written
        ? 'Because the second option follows from the first rule, as shown in the notes.'
        : right
          ? q.correctOptionText
          : `Third ${serial + 1}`,
      isAnswerSkipped: 0,
      correctAnswer: q.correctOptionText,
      answerExplanation: '',
      questionMark: 1,
      userObtainedQuestionMark: written ? 0 : right ? 1 : 0,
      isExamined: written && a.isExamined === 0 ? 0 : 1,
      pointerLeaveCount: 0,
      visibilitychangeCount: 0,
      addedBy: a.userId,
      dateAdded: a.finishedAt!,
      lastUpdated: null,
    };
  });
}

/** Inserts attempts in batches and answers for the ones `wantsAnswers` picks; answers the counts. */
async function insertAttempts(
  db: DB,
  quizzes: Quiz[],
  users: { userId: number; email: string }[],
  total: number,
  wantsAnswers: (k: number, userId: number) => boolean,
) {
  const next = seeded(7);
  const counts = new Map<string, number>();
  let answers = 0;
  let pending = 0;
  for (let start = 0; start < total; start += BATCH) {
    const batch: { row: NewAttempt; quiz: Quiz; k: number }[] = [];
    for (let k = start; k < Math.min(total, start + BATCH); k++) {
      const user = users[Math.floor(next() * users.length)]!;
      const quiz = quizzes[Math.floor(next() * quizzes.length)]!;
      const key = `${user.userId}:${quiz.quizTopicId}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      batch.push({ row: attemptRow(k, total, quiz, user, counts.get(key)!, next), quiz, k });
    }
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('quiz_attempt')
        .values(batch.map((b) => b.row))
        .returning('quizResponseInitialId')
        .execute();
      const rows = batch.flatMap((b, i) =>
        wantsAnswers(b.k, b.row.userId) ? answerRows(ids[i]!.quizResponseInitialId, b.row, b.quiz, next) : [],
      );
      // 20 columns an answer: 1,500 a statement stays under the parameter limits.
      for (let i = 0; i < rows.length; i += 1500)
        await trx
          .insertInto('quiz_answer')
          .values(rows.slice(i, i + 1500))
          .execute();
      answers += rows.length;
    });
    pending += batch.filter((b) => b.row.isExamined === 0).length;
  }
  return { answers, pending };
}

export async function insertResultsData(db: DB, attempts: number, passwordHash: string): Promise<ResultsData> {
  const [adminId] = await insertUsers(
    db,
    [{ fullName: 'Results Admin', email: 'admin@results.test' }],
    passwordHash,
    ROLE.Admin,
  );
  const category = await db
    .insertInto('question_category')
    .values({
      questionCategoryName: 'Results bench',
      nameKey: uniqueKey('Results bench'),
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('questionCategoryId')
    .executeTakeFirstOrThrow();
  const quizTopicIds: number[] = [];
  for (const [i, title] of TITLES.entries()) {
    quizTopicIds.push(
      await db
        .transaction()
        .execute((trx) => insertAssessment(trx, title, i % 2 === 0, category.questionCategoryId, adminId!)),
    );
  }
  const quizzes = await loadQuizzes(db, quizTopicIds);
  // About ten attempts a candidate, as a school's year of exams.
  const candidates = Math.max(10, Math.round(attempts / 10));
  await insertUsers(
    db,
    Array.from({ length: candidates }, (_, i) => ({
      fullName: `${NAMES[i % NAMES.length]} ${i + 1}`,
      email: `r${i + 1}@results.test`,
    })),
    passwordHash,
  );
  const users = await db
    .selectFrom('app_user')
    .select(['userId', 'email'])
    .where('userRoleId', '=', ROLE.Student)
    .orderBy('userId')
    .execute();
  const students = users
    .filter((_, i) => i % Math.max(1, Math.floor(users.length / 20)) === 0)
    .slice(0, 20)
    .map((u) => u.userId);
  const studentSet = new Set(students);
  // The newest attempts (the admin's first pages) and the measured candidates' attempts have answers.
  const answeredFrom = attempts - Math.max(200, Math.round(attempts / 50));
  const { answers, pending } = await insertAttempts(
    db,
    quizzes,
    users,
    attempts,
    (k, userId) => k >= answeredFrom || studentSet.has(userId),
  );
  return { adminId: adminId!, quizTopicIds, students, filterQuizTopicId: quizTopicIds[0]!, attempts, answers, pending };
}
