import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { addressView, type places } from '../places/index';
import type * as LastAddressRepo from './last-address.repo';

/** What the last address reads (decision 058): its repo's one read and the addresses (places, below). */
export interface LastAddressDeps {
  repo: Pick<typeof LastAddressRepo, 'lastOwnRequestAddressId'>;
  places: Pick<typeof places, 'find'>;
}

/**
 * A signed-in customer's last address (issue 20 item 6, decision 054): the address of their newest request,
 * read back rather than stored again, so it is always the one they last sent and goes with the request
 * when the request or the account is erased. Organisation users work per branch and get none.
 */
export function createLastAddress({ repo, places }: LastAddressDeps) {
  return {
    async of(db: DbOrTx, user: SessionUser) {
      if (user.organisation) return { address: null };
      const id = await repo.lastOwnRequestAddressId(db, user.id);
      const row = await places.find(db, id);
      // Only an address with a point can start a search for workshops.
      return { address: row && row.lat !== null && row.lng !== null ? addressView(row) : null };
    },
  };
}

export type LastAddress = ReturnType<typeof createLastAddress>;
