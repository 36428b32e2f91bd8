import { normalizeEmail } from '@motorwise/shared';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import type { ErasureContext, PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import type { AccountService, AuthService } from '../accounts/index';
import { enqueue } from '../jobs/index';
import { accountDeletedMail } from '../mail/index';
import type { notifications } from '../notifications/index';

export const DELETE_CONFIRM_MESSAGE = 'Please confirm that you want to delete your account.';

/** What privacy is given (decision 058): every module's POPIA hook in order, and what it uses of accounts. */
export interface PrivacyServiceDeps {
  db: Db;
  /** Every module that owns personal data gives its part of the export, in this order in the file. */
  exportOrder: readonly PersonalDataHook[];
  /** Erasure runs in this order, in one transaction. */
  eraseOrder: readonly PersonalDataHook[];
  auth: Pick<AuthService, 'findUserById'>;
  accounts: Pick<AccountService, 'reauthenticate'>;
  notifications: Pick<typeof notifications, 'accessChanged'>;
}

/**
 * POPIA (Protection of Personal Information Act, sections 23 and 24): a person may see everything we
 * hold about them and take it away, and may ask us to erase it. See docs/decisions/003 for what stays.
 */
export function createPrivacyService({
  db,
  exportOrder,
  eraseOrder,
  auth,
  accounts,
  notifications,
}: PrivacyServiceDeps) {
  return {
    async exportData(sessionUser: SessionUser) {
      const owner = { id: sessionUser.id, email: sessionUser.email };
      const parts: Record<string, unknown> = {};
      for (const hook of exportOrder) if (hook.export) Object.assign(parts, await hook.export(db, owner));
      if (!parts.account) throw badRequest({}, 'Account not found.');
      return {
        generatedUtc: new Date().toISOString(),
        about:
          'Everything Motorwise holds about you (POPIA section 23). Passwords and security secrets are stored only as one-way hashes and are not included.',
        ...parts,
      };
    },

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
      const user = await auth.findUserById(db, sessionUser.id);
      if (!user) throw badRequest({}, 'Account not found.');
      // Deleting is final: the caller proves again that they are the owner.
      await accounts.reauthenticate(user, input);
      const tag = sha256(`${user.id}:${Date.now()}`).slice(0, 12);
      const context: ErasureContext = {
        id: user.id,
        email: user.email,
        normalizedEmail: normalizeEmail(user.email),
        erasedEmail: `erased-${tag}@erased.invalid`,
        releasedAddressIds: new Set(),
      };
      await db.transaction(async (tx) => {
        for (const hook of eraseOrder) await hook.erase?.(tx, context);
        // Its open live streams end on every instance once this commits (decision 049).
        await notifications.accessChanged(tx, [user.id]);
        await enqueue(tx, 'send_mail', accountDeletedMail(user.email, user.firstName));
      });
      return { message: 'Your account and personal information were deleted.' };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
