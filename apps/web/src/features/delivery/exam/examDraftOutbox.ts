// The on-screen answer of the current question (issue 20: "the answer on screen counts"). Each change is
// kept here (localStorage, per attempt) until the server has stored it as a draft, so that a draft that
// could not be sent (offline, the tab closed, a reload) is sent when the exam screen next runs: before it
// ends the attempt or resumes it. Only the latest draft matters, so there is one per attempt.
import type { AnswerBody } from '../api/examApi';

const draftKey = (attemptId: number) => `exam.pendingDraft.${attemptId}`;

/** A draft waiting to be stored; `seq` tells a newer draft of the same moment from the one being sent. */
export interface PendingDraft {
  body: AnswerBody;
  seq: number;
}

let lastSeq = 0;

export function pendingDraft(attemptId: number): PendingDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(draftKey(attemptId)) ?? 'null') as PendingDraft | null;
    return value && typeof value.seq === 'number' && value.body?.quizResponseInitialId === attemptId ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the newest on-screen answer of the attempt; answers its sequence number. */
export function keepDraft(body: AnswerBody): number {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  try {
    localStorage.setItem(draftKey(body.quizResponseInitialId), JSON.stringify({ body, seq: lastSeq }));
  } catch {
    // Storage full or blocked: the draft is still sent now; only its crash safety is lost.
  }
  return lastSeq;
}

/** The server stored (or refused) this draft: it no longer needs keeping, unless a newer one replaced it. */
export function draftSettled(attemptId: number, seq: number): void {
  if (pendingDraft(attemptId)?.seq === seq) localStorage.removeItem(draftKey(attemptId));
}

/** The question's answer was submitted: its draft is moot (the server never lets a draft replace it). */
export function dropDraftOf(attemptId: number, quizQuestionId: number): void {
  if (pendingDraft(attemptId)?.body.quizQuestionId === quizQuestionId) localStorage.removeItem(draftKey(attemptId));
}
