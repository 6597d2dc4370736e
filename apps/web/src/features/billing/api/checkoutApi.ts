import { billingRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** The public checkout form posts (spec 000 §7): real HTML forms, answered with a redirect to the payment page. */
export const CHECKOUT_REGISTRATION_PATH = billingRefs.CreateCheckoutSessionRegistration.path;

/**
 * The calls of checkout, renewal and paid assessments. The candidate's own checkouts (renewal,
 * assessment) need the bearer token, which a plain form post cannot carry: they are fetched and answer
 * the payment page's URL, which the browser then opens.
 */
export const checkoutApi = {
  /** The payment state of a session this site created (quiet: an unknown id is shown on the page). */
  session: (sessionId: string) => call(billingRefs.CheckoutSession, { query: { sessionId } }, { quiet: true }),
  renewCheckoutUrl: (billingId: number) => call(billingRefs.CreateCheckoutRenewPlan, { body: { billingId } }),
  quizCheckoutUrl: (quizTopicId: number) => call(billingRefs.CreateCheckoutSessionQuiz, { body: { quizTopicId } }),
  renewOwnPlan: (body: { billingPlanId?: number; stripeSessionId?: string }) =>
    call(billingRefs.RenewOwnPlan, { body }),
  createQuizPayment: (quizTopicId: number, stripeSessionId: string) =>
    call(billingRefs.CreateQuizPayment, { body: { quizTopicId, stripeSessionId } }),
};

/** Posts a hidden form (the browser follows the server's redirect to the payment page). */
export function submitCheckoutForm(action: string, fields: Record<string, string> = {}, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/** A price in the site's currency (Payment settings), in the reader's language. */
export function formatPrice(amount: number, currency: string | undefined, localeTag: string, symbol?: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency: (currency || 'usd').toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the settings' symbol in front of the number.
    return `${symbol ?? ''}${new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 }).format(amount)}`;
  }
}
