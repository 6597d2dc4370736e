import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors/AppError.js';
import { findQuizForCheckout, insertQuizPayment } from './checkoutRepository.js';
import { useCheckoutSession, verifyPaidSession } from './checkoutService.js';

/**
 * CreateQuizPayment (spec 000 §7): a candidate's payment for a paid assessment, recorded once from a
 * confirmed 'quiz' checkout session. The browser's return (quiz_session_id) and the webhook both end
 * here; exam start then finds the quiz_payment row (the limits check refuses quizPaymentRequired
 * without one).
 */
export async function completeQuizPayment(
  app: FastifyInstance,
  stripeSessionId: string,
  expected: { userId?: number; quizTopicId?: number },
): Promise<number> {
  const { row, transactionEmail } = await verifyPaidSession(app, stripeSessionId, { purpose: 'quiz', ...expected });
  if (row.userId === null || row.quizTopicId === null) return notFound();
  const quiz = (await findQuizForCheckout(app.db, row.quizTopicId)) ?? notFound();
  const userId = row.userId;
  return app.db.transaction().execute(async (trx) => {
    await useCheckoutSession(trx, stripeSessionId, userId);
    return insertQuizPayment(trx, {
      userId,
      quizTopicId: quiz.quizTopicId,
      stripeSessionId,
      // What was paid (our record of the amount Stripe confirmed), not today's price.
      price: row.amountCents / 100,
      transactionEmail,
    });
  });
}
