export { closeAbandonedCheckouts } from './payment-checkout.service';
export { paymentRoutes } from './payments.routes';
export { createPaymentService, type PaymentService, payments } from './payments.service';
export type { PaystackClient, PaystackTransaction } from './paystack';
export type { InvoiceForPayment, QuotesPort } from './quotes-port';
export { quotesPort } from './quotes-port.impl';
