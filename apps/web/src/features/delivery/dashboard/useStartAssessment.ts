import type { Instruction, RunningQuiz } from '@assessly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { useApiError } from '../../../lib/useApiError';
import { candidateDashboardApi, examKeys } from '../api/candidateDashboardApi';
import { examApi } from '../api/examApi';
import { storeExam } from '../exam/examSession';
import { EXAM_PATH, needsInstructions } from './runningQuiz';

/** A 202 answer of CreateQuizResponseInitial, kept on screen until dismissed or the next start. */
export interface StartRefusal {
  /** Which assessment (a paid one's Pay needs it). */
  quizTopicId?: number;
  quizTitle: string;
  code: string;
  params: Record<string, string | number>;
  /** status 'alert': only the message; otherwise totalAttemptLimitExpired follows (spec 001 §4 step 4). */
  alert: boolean;
}

/** An exam opened in another window (allowExamOnNewWindow); blocked when the browser refused the pop-up. */
export interface OpenedWindow {
  quizTitle: string;
  blocked: boolean;
}

export interface InstructionsStep {
  quiz: RunningQuiz;
  instructions: Instruction[];
}

/**
 * The candidate's start flow of spec 001 §4 "Starting an assessment": instructions when there are
 * some, then CreateQuizResponseInitial; on success the attempt is stored for the exam screen, which
 * opens here or in a new window; a 202 refusal is kept for the dashboard to show.
 * `refreshCards` runs when the cards are out of date: the exam went to another window (the card now
 * says Resume), or the server refused (e.g. the attempt was used up in another tab meanwhile).
 */
export function useStartAssessment(refreshCards?: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onApiError = useApiError();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [instructionsStep, setInstructionsStep] = useState<InstructionsStep | null>(null);
  const [refusal, setRefusal] = useState<StartRefusal | null>(null);
  const [opened, setOpened] = useState<OpenedWindow | null>(null);
  // A second click while a call is on its way must not start a second attempt.
  const working = useRef(false);

  const openExam = useCallback(
    (quiz: RunningQuiz) => {
      if (!quiz.allowExamOnNewWindow) {
        navigate(EXAM_PATH);
        return;
      }
      // Without noopener: window.open then answers null only when the browser blocked the pop-up.
      const win = window.open(EXAM_PATH, '_blank');
      setOpened({ quizTitle: quiz.quizTitle, blocked: !win });
      refreshCards?.();
    },
    [navigate, refreshCards],
  );

  const createAttempt = useCallback(
    async (quiz: RunningQuiz) => {
      try {
        const attempt = await examApi.startAttempt(quiz.quizTopicId);
        storeExam(attempt);
        setInstructionsStep(null);
        openExam(quiz);
      } catch (error) {
        setInstructionsStep(null);
        if (error instanceof ApiRefusal && error.status === 202) {
          setRefusal({
            quizTopicId: quiz.quizTopicId,
            quizTitle: quiz.quizTitle,
            code: error.code,
            params: error.params,
            alert: error.alert,
          });
          refreshCards?.();
        } else onApiError(error);
      }
    },
    [onApiError, openExam, refreshCards],
  );

  /** Runs one step with the card's button busy, one step at a time. */
  const busyWith = useCallback(async (quizTopicId: number, step: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setBusyId(quizTopicId);
    try {
      await step();
    } finally {
      working.current = false;
      setBusyId(null);
    }
  }, []);

  const start = useCallback(
    (quiz: RunningQuiz) =>
      busyWith(quiz.quizTopicId, async () => {
        setRefusal(null);
        setOpened(null);
        if (!needsInstructions(quiz)) return createAttempt(quiz);
        let instructions: Instruction[];
        try {
          instructions = await queryClient.fetchQuery({
            queryKey: examKeys.instructions(quiz.quizTopicId),
            queryFn: () => candidateDashboardApi.instructions(quiz.quizTopicId),
          });
        } catch (error) {
          onApiError(error);
          return;
        }
        if (instructions.length === 0) return createAttempt(quiz);
        setInstructionsStep({ quiz, instructions });
      }),
    [busyWith, createAttempt, onApiError, queryClient],
  );

  const proceed = useCallback(() => {
    if (instructionsStep) void busyWith(instructionsStep.quiz.quizTopicId, () => createAttempt(instructionsStep.quiz));
  }, [busyWith, createAttempt, instructionsStep]);

  return {
    start,
    /** Continue in the instructions dialog. */
    proceed,
    cancel: useCallback(() => setInstructionsStep(null), []),
    busyId,
    instructionsStep,
    refusal,
    dismissRefusal: useCallback(() => setRefusal(null), []),
    opened,
    dismissOpened: useCallback(() => setOpened(null), []),
  };
}
