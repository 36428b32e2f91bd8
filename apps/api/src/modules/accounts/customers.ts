import { normalizeEmail } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import type * as AccountsRepo from './accounts.repo';

/** What the customers' reads are given (decision 058): the accounts repo's functions they use. */
export interface CustomersServiceDeps {
  repo: Pick<
    typeof AccountsRepo,
    'findUsersByIds' | 'findUsersByEmails' | 'findOrInsertByEmail' | 'findAccountsByIds'
  >;
}

/**
 * What other modules need to know about accounts as customers: their contact details, and for a guest's
 * request, the account it belongs to (decision 015).
 */
export function createCustomersService({ repo }: CustomersServiceDeps) {
  return {
    /** Names, e-mail and phone of live accounts, by id (disabled and deleted ones are left out). */
    async contactsOf(db: DbOrTx, ids: string[]) {
      const found = await repo.findUsersByIds(db, [...new Set(ids)]);
      return found.map((u) => ({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        businessName: u.businessName,
        businessRegistrationNumber: u.businessRegistrationNumber,
        businessTaxNumber: u.businessTaxNumber,
      }));
    },

    /** Names, e-mail and whether disabled, by id, disabled accounts included (the admin's lists of users). */
    async accountsByIds(db: DbOrTx, ids: string[]) {
      const found = await repo.findAccountsByIds(db, [...new Set(ids)]);
      return found.map((u) => ({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        isDisabled: u.isDisabled,
      }));
    },

    /**
     * The names people go by, keyed by lower-cased e-mail address (records that name a person by e-mail, such
     * as a branch share, show the name instead). An address without a live account or a name is left out.
     */
    async namesByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, string>> {
      const found = await repo.findUsersByEmails(db, [...new Set(emails)]);
      const names = new Map<string, string>();
      for (const u of found) {
        const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
        if (name) names.set(normalizeEmail(u.email), name);
      }
      return names;
    },

    /**
     * A guest's request belongs to the account with their e-mail address. Without one, an account is made
     * for them without a password and unconfirmed: it becomes theirs when they register or reset a password
     * with that address (the reset confirms the address), and their requests are already in it.
     */
    async forGuest(
      tx: DbOrTx,
      input: { email: string; firstName: string | null; lastName: string | null; phone: string | null },
    ): Promise<string> {
      const user = await repo.findOrInsertByEmail(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash: null,
        emailConfirmedAt: null,
      });
      return user.id;
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
