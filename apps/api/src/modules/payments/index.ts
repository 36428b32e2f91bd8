export { paymentRoutes } from './payments.routes';
export {
  closeAbandonedCheckouts,
  commissionOf,
  createPaymentService,
  type PaymentService,
  payments,
} from './payments.service';
export type { PaystackClient, PaystackTransaction } from './paystack';
export type { InvoiceForPayment, QuotesPort } from './quotes-port';
export { quotesPort } from './quotes-port.impl';
