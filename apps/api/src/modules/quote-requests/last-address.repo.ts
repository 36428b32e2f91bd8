import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quoteRequests } from './quote-requests.tables';

/**
 * The address of the newest request a person made signed in for themselves (not as a guest, not for an
 * organisation's branch), or null (decision 054). Uses the (user_id, created_at) index.
 */
export async function lastOwnRequestAddressId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ addressId: quoteRequests.addressId })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.userId, userId),
        eq(quoteRequests.madeAsGuest, false),
        isNull(quoteRequests.organizationBranchId),
        isNotNull(quoteRequests.addressId),
      ),
    )
    .orderBy(desc(quoteRequests.createdAt))
    .limit(1);
  return row?.addressId ?? null;
}
