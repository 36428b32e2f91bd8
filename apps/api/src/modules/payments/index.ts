import * as repo from './payments.repo';
import { createPaymentReadsService } from './payments.service';

/** Payments' public reads, wired with its repo (decision 058). */
export const payments = createPaymentReadsService({ repo });
export { closeAbandonedCheckouts } from './payment-checkout.service';
export {
  createPaymentReadsService,
  createPaymentService,
  type PaymentReadsService,
} from './payments.service';
export type { PaystackClient } from './paystack';
export type { InvoiceToPay } from './quotes-port';
