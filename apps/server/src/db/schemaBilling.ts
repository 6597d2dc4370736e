import type { Generated } from 'kysely';

/** Billing tables: plans, payments (plan cycles), checkout sessions, Stripe events, assessment payments. */

export interface BillingPlanTable {
  billingPlanId: Generated<number>;
  title: string;
  interval: string;
  price: number;
  assessmentCount: number;
  responseAllAssessmentCount: number;
  responsePerAssessmentCount: number;
  questionPerAssessmentCount: number;
  additionalText: string | null;
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface PaymentTable {
  paymentId: Generated<number>;
  userId: number;
  billingPlanId: number | null;
  title: string;
  price: number;
  paymentMode: string;
  interval: string;
  assessmentCount: number;
  responseAllAssessmentCount: number;
  responsePerAssessmentCount: number;
  questionPerAssessmentCount: number;
  startDate: string;
  endDate: string;
  userEmail: string;
  transactionEmail: string | null;
  transactionDetail: string | null;
  stripeSessionId: string | null;
  addedBy: number | null;
  dateAdded: string;
}

/** A checkout session the server created (migration 0008). */
export interface CheckoutSessionTable {
  sessionId: string;
  purpose: 'plan' | 'renew' | 'quiz';
  billingPlanId: number | null;
  quizTopicId: number | null;
  userId: number | null;
  amountCents: number;
  currency: string;
  createdAt: string;
  usedAt: string | null;
}

export interface StripeEventTable {
  eventId: string;
  type: string;
  receivedAt: string;
}

export interface QuizPaymentTable {
  quizPaymentId: Generated<number>;
  userId: number;
  quizTopicId: number;
  stripeSessionId: string;
  price: number;
  transactionEmail: string | null;
  dateAdded: string;
}
