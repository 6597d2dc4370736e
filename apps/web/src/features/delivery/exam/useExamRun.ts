// The exam flow of spec 001 §4 on top of the server's attempt: resume where the candidate was, one
// question at a time, every answer kept locally until the server acknowledged it, and one way out to
// the result sheet.
import type { Attempt, ExamQuestion } from '@assessly/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { useDismissNotice, useNotify } from '../../../lib/Notifier';
import { examApi, type AnswerBody } from '../api/examApi';
import { composeAnswer, composeDraft, draftFromSaved, EMPTY_DRAFT, type ExamDraft } from './examAnswer';
import { clockOffset, secondsLeft } from './examClock';
import {
  Aborted,
  dropAnswer,
  pendingAnswers,
  queueAnswer,
  untilDelivered,
  type RetryHooks,
  type WaitReason,
} from './examOutbox';
import { clearExam, setResultFlag, type StoredExam } from './examSession';
import { clearAttemptStorage, clearDraft, loadDraft, saveDraft, type IntegrityCounts } from './examStorage';
import { useDraftSync } from './useDraftSync';

export type ExamPhase = 'loading' | 'question' | 'finishing';
/** Why the attempt ends: each but a normal finish tells the candidate on the result sheet. */
export type EndReason = 'finished' | 'stopped' | 'timeUp' | 'tabChange' | 'reload';

const END_NOTICE: Record<EndReason, string | null> = {
  finished: null,
  stopped: null,
  timeUp: 'exam.endedTimeUp',
  tabChange: 'exam.endedTabChange',
  reload: 'exam.endedReload',
};
/** Refusals meaning the attempt is over on the server: the result sheet is all that is left. */
const CLOSING_CODES = new Set(['examTimeOver', 'attemptClosed']);

export interface ExamClock {
  deadlineAt: string | null;
  offsetMs: number;
}

export interface IntegrityTaker {
  /** The counts of the current question so far, left as they are (sent with its draft). */
  peek(): IntegrityCounts;
  /** The counts of the current question, reset to zero. */
  take(): IntegrityCounts;
  /** Gives counts back when their answer was refused. */
  restore(counts: IntegrityCounts): void;
}

export function useExamRun(stored: StoredExam, integrity: IntegrityTaker) {
  const navigate = useNavigate();
  const notify = useNotify();
  const dismissNotice = useDismissNotice();
  const attemptId = stored.attempt.quizResponseInitialId;
  const quizTopicId = stored.attempt.quizTopicId;

  const [attempt, setAttempt] = useState<Attempt>(stored.attempt);
  const [clock, setClock] = useState<ExamClock>(() => ({
    deadlineAt: stored.attempt.deadlineAt,
    offsetMs: clockOffset(stored.attempt.serverNow, stored.receivedAt),
  }));
  const [phase, setPhase] = useState<ExamPhase>('loading');
  const [question, setQuestion] = useState<ExamQuestion | null>(null);
  const [serial, setSerial] = useState(stored.attempt.currentSerial);
  const [total, setTotal] = useState(stored.attempt.totalQuestions);
  const [draft, setDraftState] = useState<ExamDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  // Why calls are waiting to be sent again (the banner says so), or null while they go through.
  const [offline, setOffline] = useState<WaitReason | null>(null);

  const endedRef = useRef(false);
  const sendingRef = useRef(false);
  const signalRef = useRef<AbortSignal | undefined>(undefined);
  const hooks = useMemo<RetryHooks>(
    () => ({
      onOffline: (reason) => setOffline(reason),
      onOnline: () => setOffline(null),
      get signal() {
        return signalRef.current;
      },
    }),
    [],
  );

  const clockRef = useRef(clock);
  const applyClock = useCallback((serverNow: string, deadlineAt: string | null) => {
    clockRef.current = { deadlineAt, offsetMs: clockOffset(serverNow, Date.now()) };
    setClock(clockRef.current);
  }, []);
  /** Why the server says the attempt has ended: its time, or it was finished elsewhere (no notice then). */
  const endedReason = useCallback((): EndReason => {
    const { deadlineAt, offsetMs } = clockRef.current;
    return deadlineAt !== null && secondsLeft(deadlineAt, offsetMs) === 0 ? 'timeUp' : 'finished';
  }, []);

  /** Leaves for the result sheet: the hand-over flag is set and everything kept locally is removed. */
  const goToResult = useCallback(
    (noticeKey: string | null, params?: Record<string, string | number>) => {
      endedRef.current = true;
      clearAttemptStorage(attemptId);
      setResultFlag(attemptId);
      clearExam();
      if (noticeKey) notify({ key: noticeKey, params, long: true, severity: 'info' });
      navigate('/quiz/result', { replace: true });
    },
    [attemptId, navigate, notify],
  );

  /** A failed call: closing refusals go to the result, other refusals show their message. */
  const handleFailure = useCallback(
    (error: unknown, onOtherRefusal?: () => void) => {
      if (error instanceof Aborted) return;
      if (error instanceof ApiRefusal) {
        if (CLOSING_CODES.has(error.code)) return goToResult(error.code, error.params);
        // The client already went to the sign-in / no-access page.
        if (error.status === 401 || error.status === 403) return;
        if (error.status !== 404)
          notify({ key: error.code, params: error.params, long: true, severity: error.alert ? 'info' : 'warning' });
        onOtherRefusal?.();
        return;
      }
      console.error(error);
    },
    [goToResult, notify],
  );

  // The on-screen answer of the current question, kept on the server as it changes (issue 20).
  const draftBodyRef = useRef<AnswerBody | null>(null);
  const drafts = useDraftSync({
    attemptId,
    hooks,
    onAck: (ack) => applyClock(ack.serverNow, ack.deadlineAt),
    onRefused: (refusal) => {
      // The time is over or the attempt was ended elsewhere: the result sheet is all that is left.
      if (!endedRef.current && CLOSING_CODES.has(refusal.code)) goToResult(refusal.code, refusal.params);
    },
  });

  /** Sends every answer still waiting in the outbox; refused ones are dropped (the server decided). */
  const flushOutbox = useCallback(async () => {
    for (const body of pendingAnswers(attemptId)) {
      try {
        const ack = await untilDelivered(() => examApi.saveAnswer(body), hooks);
        applyClock(ack.serverNow, ack.deadlineAt);
      } catch (error) {
        if (error instanceof Aborted) throw error;
      }
      dropAnswer(attemptId, body.quizQuestionId);
    }
  }, [applyClock, attemptId, hooks]);

  /** Ends the attempt once: answers already submitted go first, then the server records the time. */
  const end = useCallback(
    async (reason: EndReason) => {
      if (endedRef.current) return;
      endedRef.current = true;
      setPhase('finishing');
      // The answer on screen counts (issue 20): sent again with the integrity counts of this moment.
      if (draftBodyRef.current) drafts.change({ ...draftBodyRef.current, ...integrity.peek() });
      try {
        await flushOutbox();
        await drafts.flush();
        await untilDelivered(() => examApi.finish(attemptId), hooks);
      } catch (error) {
        // A refusal here means the server had already closed the attempt: the result is ready either way.
        if (error instanceof Aborted) return;
      }
      goToResult(END_NOTICE[reason]);
    },
    [attemptId, drafts, flushOutbox, goToResult, hooks, integrity],
  );

  const setDraft = useCallback(
    (next: ExamDraft) => {
      setDraftState(next);
      if (!question) return;
      saveDraft(attemptId, question.quizQuestionId, next);
      const body: AnswerBody = {
        quizResponseInitialId: attemptId,
        quizQuestionId: question.quizQuestionId,
        userAnswer: composeDraft(question, next),
        isAnswerSkipped: false,
        ...integrity.peek(),
      };
      draftBodyRef.current = body;
      drafts.change(body);
    },
    [attemptId, drafts, integrity, question],
  );

  /** Shows the question at a position, with the draft typed before a reload or the answer saved earlier. */
  const showQuestion = useCallback(
    async (position: number) => {
      const next = await untilDelivered(() => examApi.question(quizTopicId, position), hooks);
      if (endedRef.current) return;
      draftBodyRef.current = null;
      setDraftState(loadDraft(attemptId, next.quizQuestionId) ?? draftFromSaved(next));
      setQuestion(next);
      setSerial(position);
      setTotal(next.totalQuestions);
      setPhase('question');
    },
    [attemptId, hooks, quizTopicId],
  );

  /** Re-reads the attempt from the server so that a reload resumes at the right question and time. */
  const boot = useCallback(
    async (signal: AbortSignal) => {
      // Every step waits for the server; a screen closed meanwhile (or StrictMode's first mount) stops here.
      const step = async <T>(call: () => Promise<T>): Promise<T> => {
        const result = await untilDelivered(call, hooks);
        if (signal.aborted) throw new Aborted('aborted');
        return result;
      };
      await flushOutbox();
      // A draft that could not be sent before the page was left goes first (issue 20).
      await drafts.flush();
      if (await step(() => examApi.checkEndTime(attemptId, { quiet: true }))) return end(endedReason());
      // Resumes the open attempt (it is never a new one: CheckQuizEndTime said this one is still open).
      const fresh = await step(() => examApi.startAttempt(quizTopicId));
      if (fresh.quizResponseInitialId !== attemptId || fresh.finished) return goToResult(null);
      setAttempt(fresh);
      applyClock(fresh.serverNow, fresh.deadlineAt);
      const order = await step(() => examApi.questionOrder(quizTopicId, true));
      const count = order.length || fresh.totalQuestions;
      setTotal(count);
      if (fresh.currentSerial >= count) return end('finished');
      await showQuestion(fresh.currentSerial);
    },
    [applyClock, attemptId, drafts, end, endedReason, flushOutbox, goToResult, hooks, quizTopicId, showQuestion],
  );

  useEffect(() => {
    const controller = new AbortController();
    signalRef.current = controller.signal;
    boot(controller.signal).catch((error: unknown) =>
      handleFailure(error, () => {
        // The attempt cannot be resumed (e.g. the assessment was taken off live): back to the dashboard.
        clearExam();
        navigate('/dashboard', { replace: true });
      }),
    );
    return () => controller.abort();
  }, [boot, handleFailure, navigate]);

  /** Submits (or skips) the current question; moves on only after the server acknowledged the answer. */
  const submit = useCallback(
    async (skip = false) => {
      if (!question || sendingRef.current || endedRef.current) return;
      let userAnswer = '';
      if (!skip) {
        const check = composeAnswer(question, draft, attempt.allowMultipleSelection);
        if (!check.ok) return notify({ key: check.error, severity: 'warning' });
        userAnswer = check.answer;
      }
      // A valid answer makes an earlier 'Empty answer!' stale: it must not cover the next question.
      dismissNotice();
      const counts = integrity.take();
      const body: AnswerBody = {
        quizResponseInitialId: attemptId,
        quizQuestionId: question.quizQuestionId,
        userAnswer,
        isAnswerSkipped: skip,
        ...counts,
      };
      queueAnswer(body);
      // The submitted answer supersedes the draft: no draft send while it is on its way.
      drafts.hold();
      sendingRef.current = true;
      setSending(true);
      let acknowledged = false;
      try {
        const ack = await untilDelivered(() => examApi.saveAnswer(body), hooks);
        acknowledged = true;
        dropAnswer(attemptId, body.quizQuestionId);
        clearDraft(attemptId, body.quizQuestionId);
        drafts.answered(body.quizQuestionId);
        draftBodyRef.current = null;
        applyClock(ack.serverNow, ack.deadlineAt);
        if (ack.nextSerial >= ack.totalQuestions) await end('finished');
        else await showQuestion(ack.nextSerial);
      } catch (error) {
        if (error instanceof Aborted) return;
        if (!acknowledged) {
          // Refused: the answer is not kept, and the counts stay with the question for its next answer.
          dropAnswer(attemptId, body.quizQuestionId);
          integrity.restore(counts);
        }
        handleFailure(error);
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [
      applyClock,
      attempt,
      attemptId,
      dismissNotice,
      draft,
      drafts,
      end,
      handleFailure,
      hooks,
      integrity,
      notify,
      question,
      showQuestion,
    ],
  );

  /** The candidate left the tab: the setting ends the exam at once, otherwise the server is asked. */
  const leftTab = useCallback(
    (tabChangeEndsExam: boolean) => {
      if (endedRef.current) return;
      if (tabChangeEndsExam) return void end('tabChange');
      examApi
        .checkEndTime(attemptId, { quiet: true })
        .then((over) => {
          if (over) void end(endedReason());
        })
        .catch(() => undefined); // a background check: a failure only means "ask again next time"
    },
    [attemptId, end, endedReason],
  );

  return { attempt, clock, phase, question, serial, total, draft, setDraft, sending, offline, submit, end, leftTab };
}
