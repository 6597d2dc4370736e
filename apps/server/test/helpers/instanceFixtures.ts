import { ROLE } from '@assessly/shared';
import Fastify from 'fastify';
import type { DB } from '../../src/db/database.js';
import { hashPassword } from '../../src/lib/password.js';
import { createSession } from '../../src/modules/accounts/auth/sessionRepository.js';
import { insertUser } from '../../src/modules/accounts/users/userRepository.js';
import authPlugin from '../../src/plugins/auth.js';
import { insertCandidate } from './examFixtures.js';
import { call, type Instance } from './instances.js';
import { insertQuestion, quizBody } from './quizFixtures.js';

/**
 * Tokens for users stored directly in the database, signed by the server's own signToken (the auth
 * plugin on a bare Fastify with the instances' JWT_SECRET): a wave of candidates needs no argon2 sign-in.
 */
export async function tokenSigner(jwtSecret: string) {
  const signer = Fastify({ logger: false });
  await signer.register(authPlugin, { secret: jwtSecret, findSession: async () => undefined });
  await signer.ready();
  return {
    async tokenFor(db: DB, userId: number, roleId: number): Promise<string> {
      const session = await createSession(db, userId, 12);
      return signer.signToken({ userId, sessionId: session.sessionId, roleId }, session.expiresAt);
    },
    close: () => signer.close(),
  };
}

/** Accounts with a real password (one argon2 hash shared by all of them), for the sign-in steps. */
export async function usersWithPassword(db: DB, password: string, emails: string[], roleId: number = ROLE.Student) {
  const passwordHash = await hashPassword(password);
  const ids: number[] = [];
  for (const email of emails) {
    ids.push(
      await insertUser(db, { fullName: `User ${email}`, email, passwordHash, userRoleId: roleId, addedBy: null }),
    );
  }
  return ids;
}

/** Candidates (no password) with signed tokens. */
export async function candidatesWithTokens(
  db: DB,
  tokenFor: (db: DB, userId: number, roleId: number) => Promise<string>,
  prefix: string,
  count: number,
) {
  const out: { userId: number; email: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.com`;
    const userId = await insertCandidate(db, email);
    out.push({ userId, email, token: await tokenFor(db, userId, ROLE.Student) });
  }
  return out;
}

/**
 * A live assessment of `questions` option questions (correct answer "Second"), created on one instance
 * through the admin API, its questions stored directly, and put live through the other instance.
 */
export async function liveQuizAcross(
  db: DB,
  adminToken: string,
  create: Instance,
  goLive: Instance,
  questions: number,
): Promise<{ quizTopicId: number; questionIds: number[] }> {
  const created = await call<{ quizTopicId: number }>(create, 'POST', '/Quiz/CreateQuizTopic', adminToken, quizBody());
  if (created.status !== 200) throw new Error(`CreateQuizTopic: ${created.status} ${JSON.stringify(created.body)}`);
  const { quizTopicId } = created.body;
  const questionIds: number[] = [];
  for (let i = 0; i < questions; i++) questionIds.push(await insertQuestion(db, quizTopicId));
  const live = await call(goLive, 'PUT', '/Quiz/StartQuiz', adminToken, { quizTopicId });
  if (live.status !== 200) throw new Error(`StartQuiz: ${live.status} ${JSON.stringify(live.body)}`);
  return { quizTopicId, questionIds };
}

export const answerBody = (attemptId: number, quizQuestionId: number, userAnswer: string) => ({
  quizResponseInitialId: attemptId,
  quizQuestionId,
  userAnswer,
  isAnswerSkipped: false,
  pointerLeaveCount: 0,
  visibilitychangeCount: 0,
});

/** An answer the server acknowledged (200): it must be in the database, once, with this text. */
export interface Acknowledged {
  attemptId: number;
  quizQuestionId: number;
  userAnswer: string;
}
