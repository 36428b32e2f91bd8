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

export interface ItemHistoryRow {
  quoteRequestItemId: string;
  itemKey: string;
  quoteRequestId: string;
  uniqueId: string;
  reference: string;
  organizationBranchId: string;
  vehicleId: number | null;
  vehicleName: string;
}

/**
 * The price lookup (decision 032): the items of the given names (lower-cased) on requests made for any of
 * these branches, except one request, newest first.
 */
export async function itemsOfBranches(
  db: DbOrTx,
  branchIds: string[],
  itemKeys: string[],
  exceptRequestId: string | null,
  limit: number,
): Promise<ItemHistoryRow[]> {
  if (branchIds.length === 0 || itemKeys.length === 0) return [];
  const keys = `{${itemKeys.map((k) => `"${k.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return rows<ItemHistoryRow>(
    db,
    sql`select i.id as "quoteRequestItemId", lower(i.name) as "itemKey", r.id as "quoteRequestId",
        r.unique_id as "uniqueId", r.reference,
        r.organization_branch_id as "organizationBranchId", r.vehicle_id as "vehicleId", r.vehicle_name as "vehicleName"
      from quote_request_items i join quote_requests r on r.id = i.quote_request_id
      where r.organization_branch_id = any(${`{${branchIds.join(',')}}`}::uuid[])
        and lower(i.name) = any(${keys}::text[])
        ${exceptRequestId ? sql`and r.id <> ${exceptRequestId}` : sql``}
      order by r.created_at desc limit ${limit}`,
  );
}
