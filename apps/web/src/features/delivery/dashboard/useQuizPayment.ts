import type { RunningQuiz } from '@assessly/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGlobalLoading } from '../../../lib/Loading';
import { useNotify } from '../../../lib/Notifier';
import { useApiError } from '../../../lib/useApiError';
import { checkoutApi } from '../../billing';

/** Sessions already sent (React's strict mode runs effects twice; the second call would be refused as used). */
const recorded = new Set<string>();

/**
 * Back from the payment page of a paid assessment (/dashboard?quiz=<id>&quiz_session_id=…): the server
 * checks the session with Stripe and records the payment (CreateQuizPayment), then the assessment starts
 * as if Start had been pressed. A refusal is shown and the dashboard stays as it was.
 */
export function useQuizPaymentReturn(running: RunningQuiz[] | undefined, start: (quiz: RunningQuiz) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loading = useGlobalLoading();
  const notify = useNotify();
  const fail = useApiError();
  const quizTopicId = Number(params.get('quiz'));
  const sessionId = params.get('quiz_session_id');
  // The latest start function, without re-running the effect when it changes.
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (!sessionId || !Number.isInteger(quizTopicId) || quizTopicId <= 0 || !running) return;
    if (recorded.has(sessionId)) return;
    recorded.add(sessionId);
    // The address no longer carries the payment: a reload must not send it again.
    navigate('/dashboard', { replace: true });
    void (async () => {
      loading(true);
      try {
        await checkoutApi.createQuizPayment(quizTopicId, sessionId);
        notify({ key: 'checkout.quizPaid', severity: 'success' });
        const quiz = running.find((q) => q.quizTopicId === quizTopicId);
        if (quiz) startRef.current(quiz);
      } catch (error) {
        fail(error);
      } finally {
        loading(false);
      }
    })();
  }, [fail, loading, navigate, notify, quizTopicId, running, sessionId]);
}

/** Off to the payment page of a paid assessment; answers only when it could not go (the error is shown). */
export async function goToQuizCheckout(quizTopicId: number, fail: (error: unknown) => void): Promise<void> {
  try {
    window.location.assign((await checkoutApi.quizCheckoutUrl(quizTopicId)).url);
  } catch (error) {
    fail(error);
  }
}
