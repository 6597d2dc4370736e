import type { StudentRegistrationRequest } from '@assessly/shared';
import { isAdminRole } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/AppError.js';
import { findPlan, startPlanCycle } from '../payments/planCycle.js';
import { registerCandidate } from './authService.js';
import { findUserById } from './userRepository.js';
import { sendWelcomeMail } from '../Settings/mailService.js';

/**
 * Spec 000 §4: registration is allowed with a confirmed paid checkout session, a referring admin id, or a
 * free plan. Paid checkout arrives with the billing issue; until then a paid plan is refused (pleasePayFirst).
 */
export async function registerStudent(app: FastifyInstance, body: StudentRegistrationRequest): Promise<number> {
  const plan = body.billingPlanId ? await findPlan(app.db, body.billingPlanId) : undefined;
  if (body.billingPlanId && !plan) throw new AppError('pleasePayFirst');
  if (plan && plan.price > 0) throw new AppError('pleasePayFirst');
  let referrer: number | null = null;
  if (body.addedBy) {
    const admin = await findUserById(app.db, body.addedBy);
    // A referral counts only when it names a real admin.
    if (!admin || !isAdminRole(admin.userRoleId)) throw new AppError('emailNotAllowedToRegister');
    referrer = admin.userId;
  }
  const userId = await registerCandidate(app, { ...body, addedBy: referrer });
  if (plan) {
    await startPlanCycle(app.db, {
      userId,
      userEmail: body.email,
      plan,
      paymentMode: 'N/A',
      transactionDetail: 'Free plan',
      stripeSessionId: null,
      addedBy: userId,
    });
  }
  // Queued in the mail outbox (a quick insert, no SMTP wait); it never throws, so it cannot cost the
  // candidate their registration.
  await sendWelcomeMail(app, { email: body.email, fullName: body.fullName });
  return userId;
}
