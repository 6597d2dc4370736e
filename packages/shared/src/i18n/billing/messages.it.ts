import type { BillingMessagesText } from './messages.en.js';

export const billingMessages: BillingMessagesText = {
  planInUse: 'Questo piano è assegnato a {{count}} utenti e non può essere eliminato',
  quizPaymentRequired: 'Questa valutazione è a pagamento: pagala prima del primo tentativo',
  checkoutSessionUsed: 'Questo pagamento è già stato utilizzato',
  paymentAmountMismatch: 'Il pagamento non corrisponde al prezzo del piano',
  noPaymentNeeded: 'Non serve alcun pagamento: è gratuito o già pagato',
};
