import type { StudentRegistrationRequest } from '@assessly/shared';
import { isAdminRole, ROLE } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../../db/dialect.js';
import { AppError } from '../../../errors/AppError.js';
import { hashPassword } from '../../../lib/password.js';
import { useCheckoutSession, verifyPaidSession } from '../../billing/index.js';
import { findPlan, startPlanCycle, type PlanRow } from '../../billing/index.js';
import { loadSettings } from '../../site/index.js';
import { registerCandidate } from './authService.js';
import { findUserByEmail, findUserById, insertUser } from '../users/userRepository.js';
import { sendWelcomeMail } from '../../site/index.js';

/**
 * Spec 000 §4: registration is allowed with a confirmed paid checkout session, a referring admin id, or a
 * free plan. A paid session is checked with Stripe by the server (paid, amount, not used) and used in
 * the same transaction that creates the account and its plan cycle, so one payment makes one account.
 */
export async function registerStudent(app: FastifyInstance, body: StudentRegistrationRequest): Promise<number> {
  const referrer = await referringAdmin(app, body.addedBy);
  const userId = body.stripeSessionId
    ? await registerWithPayment(app, body, body.stripeSessionId, referrer)
    : await registerWithoutPayment(app, body, referrer);
  // Queued in the mail outbox (a quick insert, no SMTP wait); it never throws, so it cannot cost the
  // candidate their registration.
  await sendWelcomeMail(app, { email: body.email, fullName: body.fullName });
  return userId;
}

/** A referral counts only when it names a real admin ('This email not allowed to register' otherwise). */
async function referringAdmin(app: FastifyInstance, addedBy: number | null | undefined): Promise<number | null> {
  if (!addedBy) return null;
  const admin = await findUserById(app.db, addedBy);
  if (!admin || !isAdminRole(admin.userRoleId)) throw new AppError('emailNotAllowedToRegister');
  return admin.userId;
}

/**
 * No payment: a free plan (or none). A paid plan needs its checkout first; so does registering without a
 * plan and without a referral on a site that charges for registration (Payment settings).
 */
async function registerWithoutPayment(
  app: FastifyInstance,
  body: StudentRegistrationRequest,
  referrer: number | null,
): Promise<number> {
  const plan = body.billingPlanId ? await findPlan(app.db, body.billingPlanId) : undefined;
  if (body.billingPlanId && !plan) throw new AppError('pleasePayFirst');
  if (plan && plan.price > 0) throw new AppError('pleasePayFirst');
  if (!plan && referrer === null && (await registrationFee(app)) > 0) throw new AppError('pleasePayFirst');
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
  return userId;
}

async function registrationFee(app: FastifyInstance): Promise<number> {
  const settings = await loadSettings(app.db);
  return settings.paidRegistration ? settings.registrationPrice : 0;
}

/**
 * With a checkout session: it must be a paid 'plan' session we created. A session for a plan registers
 * with that plan (a form naming another plan is refused); a session of the paid registration (no plan)
 * registers with no plan or a free one. The plan cycle is paid Online, with the payer's address.
 */
async function registerWithPayment(
  app: FastifyInstance,
  body: StudentRegistrationRequest,
  stripeSessionId: string,
  referrer: number | null,
): Promise<number> {
  const email = body.email.trim().toLowerCase();
  // Before the payment is looked at: a taken address must not use up the session.
  if (await findUserByEmail(app.db, email)) throw new AppError('emailAlreadyExists');
  const { row, transactionEmail } = await verifyPaidSession(app, stripeSessionId, { purpose: 'plan' });
  const plan = await planOfSession(app, row.billingPlanId, body.billingPlanId ?? null);
  const passwordHash = await hashPassword(body.password);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        fullName: body.fullName.trim(),
        email,
        passwordHash,
        userRoleId: ROLE.Student,
        addedBy: referrer,
      });
      await useCheckoutSession(trx, stripeSessionId, userId);
      if (plan) {
        const paid = plan.billingPlanId === row.billingPlanId;
        await startPlanCycle(trx, {
          userId,
          userEmail: email,
          plan,
          paymentMode: paid ? 'Online' : 'N/A',
          transactionDetail: paid ? 'Stripe checkout' : 'Free plan (paid registration)',
          stripeSessionId: paid ? stripeSessionId : null,
          transactionEmail: paid ? transactionEmail : null,
          addedBy: userId,
        });
      }
      return userId;
    });
  } catch (error) {
    // Two simultaneous registrations of one address: the unique index decides (nothing was used).
    if (isUniqueViolation(error)) throw new AppError('emailAlreadyExists');
    throw error;
  }
}

/** The plan a paid session registers with; a session bought for another plan pays for nothing here. */
async function planOfSession(
  app: FastifyInstance,
  sessionPlanId: number | null,
  formPlanId: number | null,
): Promise<PlanRow | undefined> {
  if (sessionPlanId !== null) {
    if (formPlanId !== null && formPlanId !== sessionPlanId) throw new AppError('pleasePayFirst');
    const plan = await findPlan(app.db, sessionPlanId);
    if (!plan) throw new AppError('pleasePayFirst');
    return plan;
  }
  // The paid registration: no plan, or a free one chosen with it.
  if (formPlanId === null) return undefined;
  const plan = await findPlan(app.db, formPlanId);
  if (!plan || plan.price > 0) throw new AppError('pleasePayFirst');
  return plan;
}
