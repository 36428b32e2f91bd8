import { audit } from '../audit/index';
import { places } from '../places/index';
import { addressLines } from '../quotes/index';
import { textMessages } from '../text-messages/index';
import { workshops } from '../workshops/index';
import type { PaymentServiceDeps } from './payment-context';
import * as repo from './payments.repo';
import { createPaymentReadsService, createPaymentService } from './payments.service';
import * as moneyRepo from './platform-money.repo';
import { createPlatformMoneyService } from './platform-money.service';

/** Payments' public reads, wired with its repo (decision 058). */
export const payments = createPaymentReadsService({ repo });
/**
 * The payment service the routes use, wired with the modules below it (decision 058); app.ts (and a test)
 * hands in what is the app's: the database, the config, quotes' port, the audit trail, a Paystack client.
 */
export const paymentServiceWith = (deps: Omit<PaymentServiceDeps, 'workshops' | 'textMessages'>) =>
  createPaymentService({ ...deps, workshops, textMessages });
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
