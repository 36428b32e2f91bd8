import type { PersonalDataHook } from '../../lib/personal-data';
import { accountsPersonalData } from '../accounts/index';
import { contactPersonalData } from '../contact/index';
import { filesPersonalData } from '../files/index';
import { garagePersonalData } from '../garage/index';
import { invitesPersonalData } from '../invites/index';
import { mailPersonalData } from '../mail/index';
import { notifications, notificationsPersonalData } from '../notifications/index';
import { organisationsPersonalData } from '../organisations/index';
import { payments } from '../payments/index';
import { placesPersonalData } from '../places/index';
import { createQuoteRequestsPersonalData } from '../quote-requests/index';
import { quotes, quotesPersonalData } from '../quotes/index';
import { remindersPersonalData } from '../reminders/index';
import { textMessagesPersonalData } from '../text-messages/index';
import { workshopsPersonalData } from '../workshops/index';
import * as repo from './privacy.repo';
import { createPrivacyService, type PrivacyServiceDeps } from './privacy.service';

/** The requests' part needs their quotes and payments, modules above quote-requests: wired here (decision 058). */
const quoteRequestsPersonalData = createQuoteRequestsPersonalData({
  quotesOf: quotes.exportForRequests,
  paymentsOf: payments.exportForQuotes,
  paidQuoteIds: payments.quoteIdsWithPayments,
  clearWorkshopCustomer: quotes.clearWorkshopCustomer,
});

/** Every module that owns personal data gives its part of the export, in this order in the file. */
const EXPORT: readonly PersonalDataHook[] = [
  accountsPersonalData,
  organisationsPersonalData,
  workshopsPersonalData,
  invitesPersonalData,
  garagePersonalData,
  quoteRequestsPersonalData,
  quotesPersonalData,
  notificationsPersonalData,
  textMessagesPersonalData,
  remindersPersonalData,
  contactPersonalData,
  filesPersonalData,
];

/**
 * Erasure runs in this order, in one transaction: what refers to the person's files and addresses
 * first, then the files nothing refers to, the account row (its sessions, codes, logins, memberships and
 * notifications go with it by cascade), and last the addresses nothing uses any more.
 */
const ERASE: readonly PersonalDataHook[] = [
  quoteRequestsPersonalData,
  quotesPersonalData,
  workshopsPersonalData,
  // Before the garage: its rows refer to the garage's vehicles.
  remindersPersonalData,
  garagePersonalData,
  filesPersonalData,
  contactPersonalData,
  invitesPersonalData,
  mailPersonalData,
  textMessagesPersonalData,
  accountsPersonalData,
  placesPersonalData,
];

/**
 * The privacy service (POPIA), wired here with every module's hook in order (decision 058); app.ts gives it
 * the database and the accounts module's sign-in and account services, which are built per app.
 */
export const privacy = (deps: Pick<PrivacyServiceDeps, 'db' | 'auth' | 'accounts' | 'audit' | 'fileStore'>) =>
  createPrivacyService({ ...deps, exportOrder: EXPORT, eraseOrder: ERASE, notifications, repo });
export { createPrivacyService, type PrivacyService, type PrivacyServiceDeps } from './privacy.service';
