export { closeAbandonedCheckouts } from './payment-checkout.service';
export { createPaymentService, payments } from './payments.service';
export type { PaystackClient } from './paystack';
export type { InvoiceForPayment } from './quotes-port';
export { quotesPort } from './quotes-port.impl';
