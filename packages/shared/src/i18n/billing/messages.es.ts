import type { BillingMessagesText } from './messages.en.js';

export const billingMessages: BillingMessagesText = {
  planInUse: 'Este plan lo tienen {{count}} usuarios y no se puede eliminar',
  quizPaymentRequired: 'Esta evaluación es de pago: págala antes de tu primer intento',
  checkoutSessionUsed: 'Este pago ya se ha utilizado',
  paymentAmountMismatch: 'El pago no coincide con el precio del plan',
  noPaymentNeeded: 'No hace falta ningún pago: es gratuito o ya está pagado',
};
