import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quoteBranchShares, quotes } from './quotes.tables';

/** The branch shares of quotes (spec: organisation branch share; decision 032). */

export type ShareRow = typeof quoteBranchShares.$inferSelect;

export async function insertShare(
  tx: DbOrTx,
  values: { quoteId: string; organizationBranchId: string; username: string },
): Promise<ShareRow> {
  const [row] = await tx.insert(quoteBranchShares).values(values).returning();
  return row!;
}

export async function sharesOfQuotes(db: DbOrTx, quoteIds: string[]): Promise<ShareRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(quoteBranchShares)
    .where(inArray(quoteBranchShares.quoteId, quoteIds))
    .orderBy(desc(quoteBranchShares.createdAt));
}

/** The newest shares made to a branch. */
export async function sharesToBranch(db: DbOrTx, branchId: string, limit: number): Promise<ShareRow[]> {
  return db
    .select()
    .from(quoteBranchShares)
    .where(eq(quoteBranchShares.organizationBranchId, branchId))
    .orderBy(desc(quoteBranchShares.createdAt))
    .limit(limit);
}

export async function quotesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(quotes).where(inArray(quotes.id, ids));
}

/** The quotes of a request shared with a branch (which may read those and nothing else; decision 049). */
export async function quoteIdsSharedWithBranch(
  db: DbOrTx,
  requestId: string,
  branchId: string,
): Promise<string[]> {
  const found = await db
    .selectDistinct({ quoteId: quoteBranchShares.quoteId })
    .from(quoteBranchShares)
    .innerJoin(quotes, eq(quotes.id, quoteBranchShares.quoteId))
    .where(and(eq(quotes.quoteRequestId, requestId), eq(quoteBranchShares.organizationBranchId, branchId)));
  return found.map((r) => r.quoteId);
}
