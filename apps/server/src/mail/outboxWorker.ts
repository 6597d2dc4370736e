import type { FastifyInstance } from 'fastify';
import type { IntervalWorker } from '../lib/intervalWorker.js';
import { openMailSender, type MailSender, type MailServer } from './mailer.js';
import { claimDue, markFailedTry, markSent, purgeSent, releaseClaim, renewClaim, type OutboxRow } from './outbox.js';
import { describeMailFailure, failureText } from './smtpErrors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mail server of this moment (the site settings or SMTP_* variables), null while none is set. The
     * site module provides it (app.ts): the outbox only sends.
     */
    mailServer: () => Promise<MailServer | null>;
  }
}

/** Mails claimed at once: small, so one worker never holds many mails another could be sending. */
const BATCH = 20;
/** Mails sent at the same time by one worker. */
const SEND_CONCURRENCY = 5;
const DEFAULT_INTERVAL_SECONDS = 5;
const KEEP_SENT_DAYS = 30;

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The reason stored with a failed try ("smtpAuthFailed: 535 …"), which the Mail log shows translated. */
const errorText = (error: unknown): string => failureText(describeMailFailure(error));

/** One claimed mail: sent and marked, or scheduled for a retry; skipped when another worker took it over. */
async function deliver(
  app: FastifyInstance,
  sender: MailSender,
  mail: OutboxRow,
  clock: () => Date,
  run: OutboxRun,
): Promise<void> {
  const lock = await renewClaim(app.db, mail, clock());
  if (!lock) return;
  try {
    await sender.send({ to: mail.toEmail, subject: mail.subject, html: mail.html, text: mail.text });
  } catch (error) {
    const outcome = await markFailedTry(app.db, mail, lock, errorText(error), clock());
    run[outcome === 'failed' ? 'failed' : 'retried'] += 1;
    if (outcome === 'failed') app.log.error({ mailId: mail.id, err: error }, 'mail given up after the last attempt');
    return;
  }
  await markSent(app.db, mail, lock, clock());
  run.sent += 1;
}

/**
 * Sends one claimed batch, SEND_CONCURRENCY mails at a time over the run's connections (waiting on one
 * mail server answer at a time would make a big send slow). Once the stop signal is seen no further
 * mail is started, and the ones not started are given back.
 */
async function deliverBatch(
  app: FastifyInstance,
  sender: MailSender,
  batch: OutboxRow[],
  clock: () => Date,
  run: OutboxRun,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < batch.length && !signal?.aborted) await deliver(app, sender, batch[next++]!, clock, run);
  };
  // Every lane ends before the run does (a database failure in one must not leave others running on).
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(SEND_CONCURRENCY, batch.length) }, lane));
  for (const rest of batch.slice(next)) await releaseClaim(app.db, rest);
  const failure = lanes.find((l) => l.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Sends every mail that is due at `now`, batch after batch, until none is left (a mail that fails is
 * due again only after its backoff, so the loop ends). Time runs on from `now` as it does on the wall
 * clock, so tests can start a run in the future. The SMTP settings are read when the run starts, so a
 * mail goes out with the settings of its sending time (not of when it was queued), and a run opens at
 * most SEND_CONCURRENCY connections for all its mails. While no mail server is set (Email settings not
 * done, no SMTP_* variables) nothing is claimed: the mails wait without using up their tries and go out
 * on the first run after the settings are complete. A stop signal ends the run after the mails in hand.
 */
export async function processOutbox(
  app: FastifyInstance,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<OutboxRun> {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  const server = await app.mailServer();
  if (!server) return run;
  let sender: MailSender | null = null;
  try {
    while (!signal?.aborted) {
      const batch = await claimDue(app.db, clock(), BATCH);
      if (batch.length === 0) break;
      sender ??= openMailSender(server, app.config, SEND_CONCURRENCY);
      await deliverBatch(app, sender, batch, clock, run, signal);
    }
  } finally {
    sender?.close();
  }
  return run;
}

/** The worker's interval: MAIL_OUTBOX_SECONDS, else 5 s, but off in tests unless they set it. */
function intervalSeconds(app: FastifyInstance): number {
  const configured = app.config.MAIL_OUTBOX_SECONDS;
  if (configured !== undefined) return configured;
  return app.config.NODE_ENV === 'test' ? 0 : DEFAULT_INTERVAL_SECONDS;
}

/**
 * The outbox as a background worker (registered in app.ts): processOutbox on its interval, and once an
 * hour the removal of sent and given-up mails older than 30 days. On close the run in progress stops after
 * its current mail.
 */
export function outboxWorker(app: FastifyInstance): IntervalWorker {
  let lastPurge = 0;
  return {
    name: 'mail outbox',
    seconds: intervalSeconds(app),
    run: async (signal) => {
      const result = await processOutbox(app, new Date(), signal);
      if (result.sent + result.retried + result.failed > 0) app.log.info(result, 'mail outbox run');
      if (Date.now() - lastPurge > 3_600_000) {
        lastPurge = Date.now();
        await purgeSent(app.db, new Date(Date.now() - KEEP_SENT_DAYS * 86_400_000));
      }
    },
  };
}
