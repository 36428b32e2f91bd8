import type { PersonalDataHook } from '../../lib/personal-data';
import { exportRow } from '../../lib/personal-data';
import type { places } from '../places/index';
import { signInThrottleKey } from './account-throttle';
import * as repo from './accounts.repo';

/**
 * POPIA: the account, its sign-in methods and sessions. Erasing deletes the account row last among the
 * modules' steps (its sessions, tokens, codes, logins and memberships go with it by cascade) and lets go
 * of the business address.
 */
export interface AccountsPersonalDataDeps {
  /** The business address, exported with the account (decision 058: given, wired in index.ts). */
  places: Pick<typeof places, 'find'>;
}

export const createAccountsPersonalData = ({ places }: AccountsPersonalDataDeps): PersonalDataHook => ({
  async export(db, owner) {
    const user = await repo.findUserById(db, owner.id);
    if (!user) return {};
    const address = await places.find(db, user.businessAddressId);
    return {
      account: {
        ...exportRow(user),
        twoFactorEnabled: Boolean(user.totpEnabledAt),
        hasPassword: Boolean(user.passwordHash),
      },
      businessAddress: address ? exportRow(address) : null,
      externalLogins: (await repo.listExternalLogins(db, owner.id)).map(exportRow),
      sessions: (await repo.listSessions(db, owner.id)).map(exportRow),
    };
  },
  async erase(tx, context) {
    const user = await repo.findUserById(tx, context.id);
    await repo.deleteThrottle(tx, signInThrottleKey(context.email));
    await repo.deleteUser(tx, context.id);
    if (user?.businessAddressId) context.releasedAddressIds.add(user.businessAddressId);
  },
});
