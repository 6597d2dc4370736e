// TEMPORARY experiment: CPU of the pieces of an answer request.
import { SignJWT } from 'jose';

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { findActiveSession } from '../../apps/server/src/modules/User/sessionRepository.js';
import { findOwnAttempt } from '../../apps/server/src/modules/Quiz/exam/attemptRepository.js';
import { findQuestion } from '../../apps/server/src/modules/Quiz/exam/answerRepository.js';

async function time(label: string, n: number, fn: () => unknown) {
  for (let i = 0; i < Math.min(2000, n); i++) await fn();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(`${label}: ${((c.user + c.system) / n).toFixed(1)} us CPU`);
}
const secret = 'x'.repeat(64);
const raw = new TextEncoder().encode(secret);
void (await new SignJWT({ sid: 'abc', role: 2 })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject('1')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(raw));

const { db } = openDatabase(`file:${join(mkdtempSync(join(tmpdir(), 'mi-')), 'm.sqlite')}`);
await migrateToLatest(db);
await time('compile findActiveSession (Kysely build+compile only)', 20000, () =>
  db
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', 'u.userId', 's.userId')
    .select(['s.userId', 'u.userRoleId', 'u.email', 'u.isDemo'])
    .where('s.sessionId', '=', 'abc')
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', new Date().toISOString())
    .compile(),
);
await time('compile findOwnAttempt', 20000, () =>
  db.selectFrom('quiz_attempt').selectAll().where('quizResponseInitialId', '=', 1).where('userId', '=', 1).compile(),
);
await time('findActiveSession executed (prepare each time, as now)', 20000, () => findActiveSession(db, 'abc'));
await time('findOwnAttempt executed', 20000, () => findOwnAttempt(db, 1, 1));
await time('findQuestion executed', 20000, () => findQuestion(db, 1));
await time('empty transaction (BEGIN/COMMIT through Kysely)', 20000, () =>
  db.transaction().execute(async () => undefined),
);
const { upsertAnswer } = await import('../../apps/server/src/modules/Quiz/exam/answerRepository.js');
const { claimOpenForAnswer } = await import('../../apps/server/src/modules/Quiz/exam/attemptRepository.js');
await time('compile upsertAnswer-like insert (build+compile only)', 20000, () =>
  db
    .insertInto('quiz_answer')
    .values({
      quizResponseInitialId: 1,
      quizQuestionId: 1,
      serial: 0,
      questionTypeId: 1,
      questionDetail: 'q',
      imagePath: null,
      videoPath: null,
      userAnswer: 'a',
      isAnswerSkipped: 0,
      correctAnswer: 'a',
      answerExplanation: '',
      questionMark: 1,
      userObtainedQuestionMark: 1,
      isExamined: 1,
      pointerLeaveCount: 0,
      visibilitychangeCount: 0,
      addedBy: 1,
      dateAdded: 'x',
      lastUpdated: null,
    })
    .onConflict((oc) =>
      oc.columns(['quizResponseInitialId', 'quizQuestionId']).doUpdateSet({
        userAnswer: 'a',
        serial: 0,
        questionTypeId: 1,
        questionDetail: 'q',
        imagePath: null,
        videoPath: null,
        isAnswerSkipped: 0,
        correctAnswer: 'a',
        answerExplanation: '',
        questionMark: 1,
        userObtainedQuestionMark: 1,
        isExamined: 1,
        pointerLeaveCount: 0,
        visibilitychangeCount: 0,
        lastUpdated: 'x',
      }),
    )
    .compile(),
);
void upsertAnswer;
void claimOpenForAnswer;
