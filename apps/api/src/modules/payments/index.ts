import { audit } from '../audit/index';
import { places } from '../places/index';
import { addressLines } from '../quotes/index';
import { workshops } from '../workshops/index';
import * as repo from './payments.repo';
import { createPaymentReadsService } from './payments.service';
import * as moneyRepo from './platform-money.repo';
import { createPlatformMoneyService } from './platform-money.service';

/** Payments' public reads, wired with its repo (decision 058). */
export const payments = createPaymentReadsService({ repo });
/** The platform's money (decision 064): commission rates, commission invoices, the accountant's exports. */
export const platformMoney = createPlatformMoneyService({
  repo: moneyRepo,
  workshops,
  places,
  addressLines,
  audit,
});
export { closeAbandonedCheckouts } from './payment-checkout.service';
export {
  createPaymentReadsService,
  createPaymentService,
  type PaymentReadsService,
} from './payments.service';
export type { PaystackClient } from './paystack';
export {
  createPlatformMoneyService,
  type PlatformMoneyService,
  type PlatformMoneyServiceDeps,
} from './platform-money.service';
export type { InvoiceToPay } from './quotes-port';
export { platformParty } from './settings';
