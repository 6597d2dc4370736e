// Issue 20, "the answer on screen counts": what the candidate chooses or types for the current question is
// sent to the server as a draft shortly after each change (debounced), one draft at a time so that the
// last change is the one stored, and once more, waiting for the connection, before the attempt ends. The
// server keeps it durably and scores it if the attempt ends before the candidate submits.
import type { examScreenApi, RouteOutput } from '@assessly/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ApiRefusal } from '../../../api/client';
import { examApi, type AnswerBody } from '../api/examApi';
import { draftSettled, dropDraftOf, keepDraft, pendingDraft } from './examDraftOutbox';
import { Aborted, untilDelivered, type RetryHooks } from './examOutbox';

/** Quiet time after a change before the draft is sent: a few clicks or a typed word go as one draft. */
const DRAFT_DELAY_MS = 700;

export interface DraftSyncOptions {
  attemptId: number;
  hooks: RetryHooks;
  /** Every acknowledgement carries the server's clock. */
  onAck: (ack: RouteOutput<typeof examScreenApi.CreateQuizResponseDetail>) => void;
  /** The server refused a background draft (e.g. the time is over): the run decides what that means. */
  onRefused: (refusal: ApiRefusal) => void;
}

export interface DraftSync {
  /** The on-screen answer changed: keep it and send it after a quiet moment. */
  change: (body: AnswerBody) => void;
  /** A submit is on its way: the pending send waits (the submitted answer supersedes it anyway). */
  hold: () => void;
  /** The question's answer was acknowledged: its draft is no longer needed. */
  answered: (quizQuestionId: number) => void;
  /** Sends the pending draft now and waits until the server has it (before the attempt ends or resumes). */
  flush: () => Promise<void>;
}

export function useDraftSync({ attemptId, hooks, onAck, onRefused }: DraftSyncOptions): DraftSync {
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const callbacks = useRef({ onAck, onRefused });
  callbacks.current = { onAck, onRefused };

  /** Sends the pending draft once; `final` waits through network failures and 503s. */
  const sendPending = useCallback(
    async (final: boolean) => {
      const pending = pendingDraft(attemptId);
      if (!pending) return;
      // Quiet: a draft never takes the candidate to an error screen; the next real call does if needed.
      const call = () => examApi.saveDraft(pending.body, { quiet: true });
      try {
        const ack = final ? await untilDelivered(call, hooks) : await call();
        draftSettled(attemptId, pending.seq);
        callbacks.current.onAck(ack);
      } catch (error) {
        if (error instanceof Aborted) throw error;
        if (error instanceof ApiRefusal) {
          // The server decided (the attempt ended, an option no longer exists): nothing left to keep.
          draftSettled(attemptId, pending.seq);
          if (!final) callbacks.current.onRefused(error);
        }
        // A network failure in the background: kept, and sent with the next change or before the end.
      }
    },
    [attemptId, hooks],
  );

  /** One send at a time, in order: the draft stored last is the candidate's last change. */
  const queueSend = useCallback(
    (final: boolean) => {
      const next = chain.current.then(() => sendPending(final));
      chain.current = next.catch(() => undefined);
      return next;
    },
    [sendPending],
  );

  const hold = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => hold, [hold]);

  return useMemo<DraftSync>(
    () => ({
      change: (body) => {
        keepDraft(body);
        hold();
        timer.current = window.setTimeout(() => void queueSend(false).catch(() => undefined), DRAFT_DELAY_MS);
      },
      hold,
      answered: (quizQuestionId) => dropDraftOf(attemptId, quizQuestionId),
      flush: () => {
        hold();
        return queueSend(true);
      },
    }),
    [attemptId, hold, queueSend],
  );
}
