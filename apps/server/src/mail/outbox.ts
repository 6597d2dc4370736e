import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { maskCredentials } from './maskCredentials.js';
import type { OutgoingMail } from './mailer.js';

/**
 * The durable mail outbox: features store their mails here (enqueueMail) and answer at once; the
 * worker (outboxWorker.ts) sends them. Every state change is a conditional UPDATE, so several workers
 * (or server instances) can run at once on SQLite or PostgreSQL without sending a mail twice.
 */
export type OutboxRow = Selectable<MailOutboxTable>;

/** How long a claim holds a mail. Longer than one SMTP send can take (connection 10 s + greeting 10 s + socket 20 s). */
export const CLAIM_SECONDS = 60;
/** Tries before a mail is given up as failed: with the backoff below, about four hours of retries. */
export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/** Rows per INSERT: far below the bind-parameter limits of both databases. */
const INSERT_CHUNK = 100;

const iso = (at: Date) => at.toISOString();
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** The wait before the next try after `attempts` failed ones: 1 min, 2, 4 … capped at an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);

/**
 * Stores mails for sending, all or none (one transaction, or the caller's when `db` is one).
 * Answers how many were stored.
 */
export async function enqueueMail(db: DB, mail: OutgoingMail | OutgoingMail[], now = new Date()): Promise<number> {
  const mails = Array.isArray(mail) ? mail : [mail];
  if (mails.length === 0) return 0;
  const rows = mails.map((m) => ({
    toEmail: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: iso(now),
    lastError: null,
    lockedUntil: null,
    createdAt: iso(now),
    sentAt: null,
  }));
  const insertAll = async (trx: DB) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('mail_outbox')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  };
  if (db.isTransaction) await insertAll(db);
  else await db.transaction().execute(insertAll);
  return rows.length;
}

/**
 * Claims up to `limit` due mails: pending ones whose time has come, and ones left 'sending' by a
 * worker whose claim expired (it crashed or stopped). The UPDATE re-checks the due condition on each
 * row, so when two workers pick the same rows only the first one's update matches them.
 */
export async function claimDue(db: DB, now: Date, limit: number): Promise<OutboxRow[]> {
  const at = iso(now);
  // Unqualified names: inside the subquery they mean its own rows, outside the row being updated.
  const due = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', at)]),
      eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<', at)]),
    ]);
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', lockedUntil: iso(plus(now, CLAIM_SECONDS * 1000)) })
    .where('id', 'in', (eb) =>
      eb.selectFrom('mail_outbox').select('id').where(due).orderBy('nextAttemptAt').orderBy('id').limit(limit),
    )
    .where(due)
    .returningAll()
    .execute();
}

/**
 * Extends a claim just before sending, only while it is still the claim this worker holds (its
 * lockedUntil unchanged): a worker that was too slow and lost the mail to another never sends it.
 * Answers the new claim token, or null when the mail is no longer this worker's.
 */
export async function renewClaim(db: DB, mail: Pick<OutboxRow, 'id' | 'lockedUntil'>, now: Date) {
  if (!mail.lockedUntil) return null;
  const lockedUntil = iso(plus(now, CLAIM_SECONDS * 1000));
  const result = await db
    .updateTable('mail_outbox')
    .set({ lockedUntil })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .where('lockedUntil', '=', mail.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? lockedUntil : null;
}

const heldBy = (id: number, lock: string) => (db: DB) =>
  db.updateTable('mail_outbox').where('id', '=', id).where('status', '=', 'sending').where('lockedUntil', '=', lock);

/**
 * A sent mail stays in the Mail log (recipient, subject, times and its text, for support questions) with
 * its credentials masked: a password reset link is a credential and has no reason to outlive the sending.
 * purgeSent removes the whole row after 30 days.
 */
export async function markSent(
  db: DB,
  mail: Pick<OutboxRow, 'id' | 'attempts' | 'html' | 'text'>,
  lock: string,
  now: Date,
) {
  await heldBy(
    mail.id,
    lock,
  )(db)
    .set({
      status: 'sent',
      attempts: mail.attempts + 1,
      sentAt: iso(now),
      lockedUntil: null,
      lastError: null,
      html: maskCredentials(mail.html),
      text: maskCredentials(mail.text),
    })
    .execute();
}

/** A failed try: back to pending after the backoff, or failed for good after MAX_ATTEMPTS. */
export async function markFailedTry(
  db: DB,
  mail: Pick<OutboxRow, 'id' | 'attempts'>,
  lock: string,
  error: string,
  now: Date,
): Promise<'retry' | 'failed'> {
  const attempts = mail.attempts + 1;
  const outcome = attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
  await heldBy(
    mail.id,
    lock,
  )(db)
    .set({
      status: outcome === 'failed' ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: iso(plus(now, retryDelayMs(attempts))),
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .execute();
  return outcome;
}

/**
 * The Mail log's "Send again": a given-up mail, or one waiting for its next try, is due at once. A
 * given-up mail gets one more try (its attempts stay, so another failure gives it up again at once).
 * Answers false when the mail is not in one of those states (sent, being sent, or just queued).
 */
export async function requeueMail(db: DB, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', nextAttemptAt: iso(now), lockedUntil: null })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('lastError', 'is not', null)])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A mail sent at once rather than through the worker (the Email panel's test mail), written to the log
 * as sent, or as failed with its reason, so that the log holds every mail of the site.
 */
export async function recordDirectMail(
  db: DB,
  mail: OutgoingMail,
  outcome: { sent: true } | { sent: false; error: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      toEmail: mail.to,
      subject: mail.subject,
      html: maskCredentials(mail.html),
      text: maskCredentials(mail.text),
      status: outcome.sent ? 'sent' : 'failed',
      attempts: 1,
      nextAttemptAt: iso(now),
      lastError: outcome.sent ? null : outcome.error.slice(0, 500),
      lockedUntil: null,
      createdAt: iso(now),
      sentAt: outcome.sent ? iso(now) : null,
    })
    .execute();
}

/** Gives a claimed mail back untouched (the worker is stopping): due again at once, no try counted. */
export async function releaseClaim(db: DB, mail: Pick<OutboxRow, 'id' | 'lockedUntil'>) {
  if (!mail.lockedUntil) return;
  await heldBy(mail.id, mail.lockedUntil)(db).set({ status: 'pending', lockedUntil: null }).execute();
}

/**
 * Sent mails (sent before `before`) and given-up ones (queued before `before`) are removed, so the table
 * stays small and a given-up mail does not keep its links and text forever. Pending mails are kept.
 */
export async function purgeSent(db: DB, before: Date): Promise<number> {
  const at = iso(before);
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sentAt', '<', at)]),
        eb.and([eb('status', '=', 'failed'), eb('createdAt', '<', at)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
