import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { addressView, places } from '../places/index';
import { lastOwnRequestAddressId } from './last-address.repo';

/**
 * A signed-in customer's last address (issue 20 item 6, decision 054): the address of their newest request,
 * read back rather than stored again, so it is always the one they last sent and goes with the request
 * when the request or the account is erased. Organisation users work per branch and get none.
 */
export async function lastAddress(db: DbOrTx, user: SessionUser) {
  if (user.organisation) return { address: null };
  const id = await lastOwnRequestAddressId(db, user.id);
  const row = await places.find(db, id);
  // Only an address with a point can start a search for workshops.
  return { address: row && row.lat !== null && row.lng !== null ? addressView(row) : null };
}
