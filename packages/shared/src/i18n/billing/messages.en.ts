/** The 'messages' keys of billing (issue 7). */
export const billingMessages = {
  planInUse: 'This plan is held by {{count}} users and can not be deleted',
  quizPaymentRequired: 'This assessment is paid: pay for it before your first attempt',
  checkoutSessionUsed: 'This payment has already been used',
  paymentAmountMismatch: 'The payment does not match the price of the plan',
  noPaymentNeeded: 'No payment is needed for this: it is free or already paid',
};

export type BillingMessagesText = typeof billingMessages;
