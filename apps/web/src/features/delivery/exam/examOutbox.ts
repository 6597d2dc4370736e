// Answers that were submitted but not yet acknowledged by the server stay here (localStorage, per
// attempt) until the server confirms they are durable: a lost connection or a crashed browser never
// loses a submitted answer (issue 4).
import { ApiRefusal, NetworkFailure } from '../../../api/client';
import type { AnswerBody } from '../api/examApi';

const outboxKey = (attemptId: number) => `exam.outbox.${attemptId}`;

export function pendingAnswers(attemptId: number): AnswerBody[] {
  try {
    const list = JSON.parse(localStorage.getItem(outboxKey(attemptId)) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as AnswerBody[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(attemptId: number, list: AnswerBody[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(outboxKey(attemptId));
    else localStorage.setItem(outboxKey(attemptId), JSON.stringify(list));
  } catch {
    // Storage full or blocked: the answer is still being sent; only the crash safety is lost.
  }
}

/** Keeps an answer until acknowledged; a newer answer to the same question replaces the older one. */
export function queueAnswer(body: AnswerBody): void {
  const others = pendingAnswers(body.quizResponseInitialId).filter((a) => a.quizQuestionId !== body.quizQuestionId);
  writeOutbox(body.quizResponseInitialId, [...others, body]);
}

/** The server acknowledged (or refused) the answer: it no longer needs keeping. */
export function dropAnswer(attemptId: number, quizQuestionId: number): void {
  writeOutbox(
    attemptId,
    pendingAnswers(attemptId).filter((a) => a.quizQuestionId !== quizQuestionId),
  );
}

/** Seconds between retries while offline, besides the browser's 'online' event. */
export const RETRY_MS = 4_000;

/** Resolves on the browser's 'online' event or after `ms`, whichever comes first. */
function waitForConnection(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}

export class Aborted extends Error {}

/** Why a call is waiting: the browser lost the network, or the server answered "briefly unavailable". */
export type WaitReason = 'offline' | 'unavailable';

/**
 * A failure worth trying again: no network, or a 503 (the server is up but its database is not, issue
 * 10). Nothing was stored, so sending the same answer again is safe; any other refusal is final.
 */
function waitReason(error: unknown): WaitReason | null {
  if (error instanceof NetworkFailure) return 'offline';
  if (error instanceof ApiRefusal && error.status === 503) return 'unavailable';
  return null;
}

export interface RetryHooks {
  /** The call could not get through: the screen says why, and that the answer is kept. */
  onOffline: (reason: WaitReason) => void;
  /** A call went through again. */
  onOnline: () => void;
  signal?: AbortSignal;
  retryMs?: number;
}

/**
 * Runs a call until it reaches the server: network failures and 503s wait (for the connection, or a
 * moment) and try again; refusals and answers are passed on. Aborting (the screen closed) rejects
 * with Aborted.
 */
export async function untilDelivered<T>(call: () => Promise<T>, hooks: RetryHooks): Promise<T> {
  for (;;) {
    if (hooks.signal?.aborted) throw new Aborted('aborted');
    try {
      const result = await call();
      hooks.onOnline();
      return result;
    } catch (error) {
      const reason = waitReason(error);
      if (!reason) {
        hooks.onOnline();
        throw error;
      }
      hooks.onOffline(reason);
      await waitForConnection(hooks.retryMs ?? RETRY_MS, hooks.signal);
    }
  }
}
