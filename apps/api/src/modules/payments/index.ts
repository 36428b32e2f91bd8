export { closeAbandonedCheckouts } from './payment-checkout.service';
export { createPaymentService, payments } from './payments.service';
export type { PaystackClient } from './paystack';
export type { InvoiceToPay } from './quotes-port';
