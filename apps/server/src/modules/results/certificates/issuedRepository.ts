import type { Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation, nowIso } from '../../../db/dialect.js';
import type { IssuedCertificateTable } from '../../../db/schema.js';
import { CERTIFICATE_PREFIX, newCertificateNumber } from './certificateNumber.js';

export type IssuedCertificate = Selectable<IssuedCertificateTable>;

/** A finished attempt with what the certificate needs of it and of its candidate. */
export async function findAttemptForCertificate(db: DB, attemptId: number) {
  const row = await db
    .selectFrom('quiz_attempt as a')
    .innerJoin('app_user as u', 'u.userId', 'a.userId')
    .select([
      'a.quizResponseInitialId',
      'a.userId',
      'a.certificateTemplateId',
      'a.finishedAt',
      'a.isExamined',
      'a.quizTitle',
      'a.quizTime',
      'a.timeTaken',
      'a.quizMark',
      'a.quizPassMarks',
      'a.userObtainedQuizMark',
      'a.attemptCount',
      'u.fullName',
      'u.email',
      'u.mobile',
      'u.address',
      'u.dateOfBirth',
    ])
    .where('a.quizResponseInitialId', '=', attemptId)
    .executeTakeFirst();
  return row ?? null;
}
export type CertificateAttempt = NonNullable<Awaited<ReturnType<typeof findAttemptForCertificate>>>;

const byAttempt = (db: DB, attemptId: number) =>
  db.selectFrom('issued_certificate').selectAll().where('attemptId', '=', attemptId).executeTakeFirst();

/**
 * The certificate of an attempt, issued on the first call. Concurrent first views cannot make two:
 * the insert does nothing when the attempt already has one (unique attemptId) and everyone then reads
 * the single row. A clash of the random number itself is retried with a new one.
 */
export async function issueCertificate(
  db: DB,
  attempt: { attemptId: number; userId: number; templateId: number; fullName: string; quizTitle: string },
): Promise<IssuedCertificate> {
  const existing = await byAttempt(db, attempt.attemptId);
  if (existing) return existing;
  for (let tries = 0; ; tries++) {
    try {
      await db
        .insertInto('issued_certificate')
        .values({
          certificateNumber: newCertificateNumber(attempt.templateId),
          attemptId: attempt.attemptId,
          userId: attempt.userId,
          templateId: attempt.templateId,
          fullName: attempt.fullName,
          quizTitle: attempt.quizTitle,
          issuedOn: nowIso(),
        })
        .onConflict((oc) => oc.column('attemptId').doNothing())
        .execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 4) throw error;
    }
  }
  const issued = await byAttempt(db, attempt.attemptId);
  if (!issued) throw new Error(`certificate of attempt ${attempt.attemptId} was not stored`);
  return issued;
}

export async function findByNumber(db: DB, certificateNumber: string): Promise<IssuedCertificate | null> {
  const row = await db
    .selectFrom('issued_certificate')
    .selectAll()
    .where('certificateNumber', '=', certificateNumber)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The certificate whose verification code (the random part of its number) this is; null when none, or,
 * against all odds, when two numbers share it.
 */
export async function findByVerificationCode(db: DB, code: string): Promise<IssuedCertificate | null> {
  const rows = await db
    .selectFrom('issued_certificate')
    .selectAll()
    .where('certificateNumber', 'like', `${CERTIFICATE_PREFIX}%-${code}`)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}
