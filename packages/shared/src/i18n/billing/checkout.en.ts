/** The 'checkout' namespace: checkout, paid registration, renewal and paid assessments. */
export const checkout = {
  title: 'Checkout',
  // SignIn, back from the payment page (?session_id=)
  registerPaidHint: 'Set up the account that will hold your paid plan.',
  registerFeeHint: 'This site charges a one-time registration fee.',
  paymentChecking: 'Checking your payment…',
  paymentReceived: 'Payment received. Create your account to finish.',
  paymentReceivedAmount: 'Payment of {{amount}} received. Create your account to finish.',
  paymentNotCompleted: 'This payment is not complete yet. Pay for your plan again, or choose a free plan.',
  paymentInvalid: 'This payment link is not valid. Choose a plan to start again.',
  seePlans: 'See plans',
  // Paid registration (Payment settings)
  registrationFeeTitle: 'Registration fee',
  registrationFee: 'Registering on this site costs {{price}}. Pay securely, then create your account.',
  payToRegister: 'Pay and register',
  orFreePlan: 'or choose a free plan',
  // Plan renewal
  renewTitle: 'Renew your plan',
  renewIntro: 'Start a new period of your plan, or pick another one. You sign in again afterwards.',
  renewExpired: 'Your plan {{plan}} ended on {{date}}.',
  renewPlan: 'Renew {{plan}}',
  otherPlans: 'Other plans',
  securePayment: 'You pay on a secure payment page and come back here.',
  freeRenewal: 'Free: renewed at once.',
  noCurrentPlan: 'Your plan is no longer offered. Choose one of the current plans.',
  // Paid assessments
  quizPaymentTitle: 'Paid assessment',
  quizPaymentText:
    '“{{title}}” needs a one-time payment before your first attempt. After paying you come back here and it starts.',
  pay: 'Pay',
  payAria: 'Pay for {{title}}',
  quizPaid: 'Payment received: your assessment is starting',
};

export type CheckoutText = typeof checkout;
