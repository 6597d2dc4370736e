import {
  MARK_OPTION,
  PARTICIPANT_OPTION,
  QUESTION_TYPE,
  ROLE,
  normalizeQuestion,
  normalizeQuizTopic,
  questionInput,
  questionProblems,
  quizTopicInput,
  quizTopicProblems,
  uniqueKey,
} from '@assessly/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { prepareDatabase } from '../../apps/server/src/boot.js';
import type { Config } from '../../apps/server/src/config.js';
import type { DB } from '../../apps/server/src/db/database.js';
import { nowIso } from '../../apps/server/src/db/dialect.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { bodyForStorage, completeForQuiz } from '../../apps/server/src/modules/authoring/questions/questionBody.js';
import { questionColumns } from '../../apps/server/src/modules/authoring/questions/questionColumns.js';
import { insertQuestion } from '../../apps/server/src/modules/authoring/questions/questionRepository.js';
import { refreshMarks } from '../../apps/server/src/modules/authoring/topics/topicService.js';
import * as topics from '../../apps/server/src/modules/authoring/topics/topicRepository.js';
import { createSession } from '../../apps/server/src/modules/accounts/auth/sessionRepository.js';
import { insertUser } from '../../apps/server/src/modules/accounts/users/userRepository.js';
import type { TypedAnswers } from './examFlow.js';
import { mixedQuestions } from './mixedAssessment.js';

export interface Candidate {
  userId: number;
  token: string;
}

export interface BenchAssessments {
  /** Taken by the warm-up candidates before anything is measured. */
  warmup: number;
  /** The exam wave at human pace. */
  wave: number;
  /** The closed-loop saturation run (fresh attempts, so no answer replaces another). */
  saturation: number;
}

export interface Prepared {
  /** The choice-only assessments (the baseline) and the mixed ones (every auto-scored type, issue 22). */
  assessments: BenchAssessments;
  mixed: BenchAssessments;
  candidates: Candidate[];
  warmupCandidates: Candidate[];
  /** What candidates type to the mixed assessments' short-answer, numerical and cloze questions, by question id. */
  typed: Map<number, TypedAnswers>;
}

const SESSION_TTL_HOURS = 12;
/** A long timer: the server's deadline checks run on every answer, as in a real exam, but never expire here. */
const QUIZ_MINUTES = 240;
const OPTIONS = ['Alpha', 'Bravo', 'Charlie', 'Delta'] as const;

async function insertCategory(db: DB): Promise<number> {
  const row = await db
    .insertInto('question_category')
    .values({
      questionCategoryName: 'Benchmark',
      nameKey: uniqueKey('Benchmark'),
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .returning('questionCategoryId')
    .executeTakeFirstOrThrow();
  return row.questionCategoryId;
}

/**
 * A live assessment of option-based questions (mark option 1, shuffled, a long timer), stored with the
 * same rules and helpers as the authoring API (as the demo assessments are): a rule broken is a bug here.
 */
async function insertLiveAssessment(db: DB, title: string, questions: number, categoryId: number, adminId: number) {
  const quiz = normalizeQuizTopic(
    quizTopicInput.parse({
      quizTitle: title,
      quizTime: QUIZ_MINUTES,
      quizMarkOptionId: MARK_OPTION.equal,
      quizParticipantOptionId: PARTICIPANT_OPTION.all,
      quizTotalMarks: questions,
      quizPassMarks: Math.ceil(questions / 2),
      allowQuestionSuffle: true,
    }),
  );
  const problems = quizTopicProblems(quiz);
  if (problems.length > 0) throw new Error(`bench assessment: ${JSON.stringify(problems)}`);
  const quizTopicId = await topics.insertQuizTopic(db, quiz, adminId);
  for (let i = 1; i <= questions; i++) {
    const raw = questionInput.parse({
      quizTopicId,
      questionDetail: `Benchmark question ${i}: which option is number ${(i % OPTIONS.length) + 1}?`,
      questionTypeId: QUESTION_TYPE.option,
      questionLavelId: 1,
      questionCategoryId: categoryId,
      optionA: `${OPTIONS[0]} ${i}`,
      optionB: `${OPTIONS[1]} ${i}`,
      optionC: `${OPTIONS[2]} ${i}`,
      optionD: `${OPTIONS[3]} ${i}`,
      correctOption: ['A'],
    });
    const found = questionProblems(raw, quiz);
    if (found.length > 0) throw new Error(`bench question ${i}: ${JSON.stringify(found)}`);
    await insertQuestion(db, questionColumns(normalizeQuestion(raw, quiz)), adminId);
  }
  await refreshMarks(db, quizTopicId);
  await topics.refreshCategories(db, quizTopicId);
  await topics.setRunning(db, quizTopicId, true, adminId);
  return quizTopicId;
}

/**
 * A live assessment of every auto-scored type (mixedAssessment.ts), stored as the question dialog stores
 * a question (completeForQuiz, normalizeQuestion, bodyForStorage): a rule broken is a bug here.
 */
async function insertMixedAssessment(
  db: DB,
  title: string,
  questions: number,
  categoryId: number,
  adminId: number,
  typed: Map<number, TypedAnswers>,
) {
  const quiz = normalizeQuizTopic(
    quizTopicInput.parse({
      quizTitle: title,
      quizTime: QUIZ_MINUTES,
      quizMarkOptionId: MARK_OPTION.equal,
      quizParticipantOptionId: PARTICIPANT_OPTION.all,
      quizTotalMarks: questions,
      quizPassMarks: Math.ceil(questions / 2),
      allowQuestionSuffle: true,
    }),
  );
  const quizTopicId = await topics.insertQuizTopic(db, quiz, adminId);
  for (const [i, q] of mixedQuestions(questions).entries()) {
    const raw = questionInput.parse({ ...q.input, quizTopicId, questionLavelId: 1, questionCategoryId: categoryId });
    const completed = completeForQuiz(raw, quiz);
    if ('problem' in completed) throw new Error(`mixed question ${i + 1}: ${JSON.stringify(completed.problem)}`);
    const found = questionProblems(completed.question, quiz);
    if (found.length > 0) throw new Error(`mixed question ${i + 1}: ${JSON.stringify(found)}`);
    const stored = bodyForStorage(normalizeQuestion(completed.question, quiz), quiz);
    const quizQuestionId = await insertQuestion(db, questionColumns(stored), adminId);
    if (q.typed) typed.set(quizQuestionId, q.typed);
  }
  await refreshMarks(db, quizTopicId);
  await topics.refreshCategories(db, quizTopicId);
  await topics.setRunning(db, quizTopicId, true, adminId);
  return quizTopicId;
}

/** Candidate accounts with one shared password hash (hashing is not what this bench measures) and open sessions. */
async function insertCandidates(db: DB, prefix: string, count: number, passwordHash: string) {
  const rows: { userId: number; sessionId: string; expiresAt: Date }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 1; i <= count; i++) {
      const userId = await insertUser(trx, {
        fullName: `Bench Candidate ${prefix}${i}`,
        email: `${prefix}${i}@bench.assessly.test`,
        passwordHash,
        userRoleId: ROLE.Student,
        addedBy: null,
      });
      rows.push({ userId, ...(await createSession(trx, userId, SESSION_TTL_HOURS)) });
    }
  });
  return rows;
}

/**
 * Migrates and seeds the bench database with the server's own boot code, then stores the assessments
 * and the candidates and signs their tokens with the server's own signToken (the secret the server
 * keeps in app_secret, so the server child accepts them).
 */
export async function prepareBenchData(
  config: Config,
  counts: { candidates: number; warmupCandidates: number; questions: number },
): Promise<Prepared> {
  const { database, jwtSecret } = await prepareDatabase(config);
  const db = database.db;
  const app = await buildApp({ config, database, jwtSecret, serveWeb: false, logger: false });
  try {
    await app.ready();
    const passwordHash = await hashPassword('bench-password-not-used');
    const adminId = await insertUser(db, {
      fullName: 'Bench Admin',
      email: 'admin@bench.assessly.test',
      passwordHash,
      userRoleId: ROLE.Admin,
      addedBy: null,
    });
    const categoryId = await insertCategory(db);
    const assessment = (title: string) =>
      db.transaction().execute((trx) => insertLiveAssessment(trx, title, counts.questions, categoryId, adminId));
    const assessments = {
      warmup: await assessment('Benchmark warm-up'),
      wave: await assessment('Benchmark exam wave'),
      saturation: await assessment('Benchmark saturation'),
    };
    const typed = new Map<number, TypedAnswers>();
    const mixedAssessment = (title: string) =>
      db
        .transaction()
        .execute((trx) => insertMixedAssessment(trx, title, counts.questions, categoryId, adminId, typed));
    const mixed = {
      warmup: await mixedAssessment('Benchmark warm-up, every type'),
      wave: await mixedAssessment('Benchmark exam wave, every type'),
      saturation: await mixedAssessment('Benchmark saturation, every type'),
    };
    const sign = async (rows: Awaited<ReturnType<typeof insertCandidates>>) =>
      Promise.all(
        rows.map(async (r) => ({
          userId: r.userId,
          token: await app.signToken({ userId: r.userId, sessionId: r.sessionId, roleId: ROLE.Student }, r.expiresAt),
        })),
      );
    const candidates = await sign(await insertCandidates(db, 'c', counts.candidates, passwordHash));
    const warmupCandidates = await sign(await insertCandidates(db, 'w', counts.warmupCandidates, passwordHash));
    return { assessments, mixed, candidates, warmupCandidates, typed };
  } finally {
    await app.close();
    await db.destroy();
  }
}
