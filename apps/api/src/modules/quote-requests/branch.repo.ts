import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';

/** What the organisation dashboard reads of a branch's requests (decision 031). */

export interface BranchRequests {
  openRequests: number;
  keys: { id: string; createdAt: Date; quoteRequestStatus: number }[];
}

/** Every request made for the branch (id, created, status) and how many are open (Submitted). */
export async function branchRequests(db: DbOrTx, branchId: string): Promise<BranchRequests> {
  const found = await rows<{ id: string; createdAt: Date | string; quoteRequestStatus: number }>(
    db,
    sql`select id, created_at as "createdAt", quote_request_status as "quoteRequestStatus"
      from quote_requests where organization_branch_id = ${branchId}`,
  );
  const keys = found.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  const [open] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quote_requests
      where organization_branch_id = ${branchId} and quote_request_status = 0`,
  );
  return { openRequests: open?.n ?? 0, keys };
}
