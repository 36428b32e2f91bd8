import { normalizeEmail } from '@motorwise/shared';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import type { ErasureContext, PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import { type AccountsModule, accountsPersonalData } from '../accounts/index';
import { contactPersonalData } from '../contact/index';
import { filesPersonalData } from '../files/index';
import { garagePersonalData } from '../garage/index';
import { invitesPersonalData } from '../invites/index';
import { enqueue } from '../jobs/index';
import { accountDeletedMail, mailPersonalData } from '../mail/index';
import { notifications, notificationsPersonalData } from '../notifications/index';
import { organisationsPersonalData } from '../organisations/index';
import { payments } from '../payments/index';
import { placesPersonalData } from '../places/index';
import { createQuoteRequestsPersonalData } from '../quote-requests/index';
import { quotes, quotesPersonalData } from '../quotes/index';
import { workshopsPersonalData } from '../workshops/index';

/** The requests' part needs their quotes and payments, modules above quote-requests: wired here (decision 058). */
const quoteRequestsPersonalData = createQuoteRequestsPersonalData({
  quotesOf: quotes.exportForRequests,
  paymentsOf: payments.exportForQuotes,
  paidQuoteIds: payments.quoteIdsWithPayments,
  clearWorkshopCustomer: quotes.clearWorkshopCustomer,
});

export const DELETE_CONFIRM_MESSAGE = 'Please confirm that you want to delete your account.';

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
  garagePersonalData,
  filesPersonalData,
  contactPersonalData,
  invitesPersonalData,
  mailPersonalData,
  accountsPersonalData,
  placesPersonalData,
];

/**
 * POPIA (Protection of Personal Information Act, sections 23 and 24): a person may see everything we
 * hold about them and take it away, and may ask us to erase it. See docs/decisions/003 for what stays.
 */
export class PrivacyService {
  constructor(
    private readonly db: Db,
    private readonly mod: AccountsModule,
  ) {}

  async exportData(sessionUser: SessionUser) {
    const owner = { id: sessionUser.id, email: sessionUser.email };
    const parts: Record<string, unknown> = {};
    for (const hook of EXPORT) if (hook.export) Object.assign(parts, await hook.export(this.db, owner));
    if (!parts.account) throw badRequest({}, 'Account not found.');
    return {
      generatedUtc: new Date().toISOString(),
      about:
        'Everything Motorwise holds about you (POPIA section 23). Passwords and security secrets are stored only as one-way hashes and are not included.',
      ...parts,
    };
  }

  /**
   * Erases the account. Personal information is deleted; quote requests that led to a payment stay for
   * the tax records (VAT Act s55, Tax Administration Act s29: five years) but lose every personal detail,
   * keeping only the business details a tax invoice must show. Everything happens in one transaction.
   */
  async deleteAccount(
    sessionUser: SessionUser,
    input: {
      password?: string | null;
      twoFactorCode?: string | null;
      recoveryCode?: string | null;
      confirm?: boolean;
    },
  ): Promise<{ message: string }> {
    if (input.confirm !== true)
      throw badRequest({ confirm: [DELETE_CONFIRM_MESSAGE] }, DELETE_CONFIRM_MESSAGE);
    const user = await this.mod.auth.findUserById(this.db, sessionUser.id);
    if (!user) throw badRequest({}, 'Account not found.');
    // Deleting is final: the caller proves again that they are the owner.
    await this.mod.accounts.reauthenticate(user, input);
    const tag = sha256(`${user.id}:${Date.now()}`).slice(0, 12);
    const context: ErasureContext = {
      id: user.id,
      email: user.email,
      normalizedEmail: normalizeEmail(user.email),
      erasedEmail: `erased-${tag}@erased.invalid`,
      releasedAddressIds: new Set(),
    };
    await this.db.transaction(async (tx) => {
      for (const hook of ERASE) await hook.erase?.(tx, context);
      // Its open live streams end on every instance once this commits (decision 049).
      await notifications.accessChanged(tx, [user.id]);
      await enqueue(tx, 'send_mail', accountDeletedMail(user.email, user.firstName));
    });
    return { message: 'Your account and personal information were deleted.' };
  }
}
