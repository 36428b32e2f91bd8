import { addDays, calendarDate, isWeekday, lineAmounts } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { notifications, quoteBranchShares, type quoteRequests, userActions } from '../src/db/schema';
import type { Line } from './data/fleet';

/** The rows the demo fleet's seed (fleet.ts) writes besides its requests and quotes, and its line prices. */

export interface FleetSeed {
  fleetUserId: string;
  fleetEmail: string;
  fleetName: { first: string; last: string };
  phone: string;
  /** The demo organisation's branches, in the seed's order. */
  branchIds: string[];
  now: Date;
}

export interface WorkshopRow {
  id: string;
  name: string;
  isVat: boolean;
  rateCents: number;
  payfast: boolean;
  email: string | null;
}

/** One branch's notification-bearing news, newest last, gathered while writing the jobs. */
export interface News {
  at: Date;
  title: string;
  message: string;
  color?: string;
  kind: 'event' | 'message' | 'sent';
  workshopName: string | null;
  request: typeof quoteRequests.$inferSelect;
  readAt?: Date | null;
}

/** A quote shared from its branch with another (decision 032), and that branch's event about it. */
export async function shareQuote(
  tx: DbOrTx,
  seed: FleetSeed,
  s: {
    quoteId: string;
    quoteRef: string;
    branchId: string;
    w: WorkshopRow;
    request: typeof quoteRequests.$inferSelect;
    at: Date;
  },
) {
  await tx.insert(quoteBranchShares).values({
    quoteId: s.quoteId,
    organizationBranchId: s.branchId,
    username: seed.fleetEmail,
    createdAt: s.at,
  });
  const { rows } = await tx.execute(
    sql`select branch_name as name from organization_branches where id = ${s.request.organizationBranchId}`,
  );
  const from = (rows[0] as { name: string } | undefined)?.name ?? 'another branch';
  await tx.insert(userActions).values({
    organizationBranchId: s.branchId,
    actionSource: 1,
    actionType: 'Quote shared with your branch',
    actionDescription: `${seed.fleetName.first} ${seed.fleetName.last} (${from}) shared ${s.w.name}’s quote ${s.quoteRef} for ${s.request.reference}.`,
    vehicleName: s.request.vehicleName,
    workshopName: s.w.name,
    navigationId: s.request.uniqueId,
    reference: s.request.reference,
    quoteRequestId: s.request.id,
    createdAt: s.at,
  });
}

/**
 * The branch's events and inbox (user_actions) as notifications.add writes them, and its notifications:
 * the newest five it keeps, the two newest of them unread (the toasts on the next page load).
 */
export async function writeNews(tx: DbOrTx, branchId: string, news: News[]): Promise<number> {
  if (news.length === 0) return 0;
  news.sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx.insert(userActions).values(
    news.map((n) => ({
      organizationBranchId: branchId,
      actionSource: 1,
      actionType: n.title,
      actionDescription: n.message,
      isMessage: n.kind !== 'event',
      isSent: n.kind === 'sent',
      readAt: n.kind === 'event' ? null : (n.readAt ?? null),
      vehicleName: n.request.vehicleName,
      workshopName: n.workshopName,
      navigationId: n.request.uniqueId,
      reference: n.request.reference,
      quoteRequestId: n.request.id,
      createdAt: n.at,
    })),
  );
  const toasts = news.filter((n) => n.kind !== 'sent').slice(-5);
  await tx.insert(notifications).values(
    toasts.map((n, i) => ({
      organizationBranchId: branchId,
      quoteRequestId: n.request.id,
      quoteRequestUniqueId: n.request.uniqueId,
      title: n.title,
      smcReference: n.request.reference,
      vehicleName: n.request.vehicleName,
      message: n.message,
      color: n.color ?? 'blue',
      isRead: i < toasts.length - 2,
      createdAt: n.at,
    })),
  );
  return news.length;
}

/** A quote line as the workshop prices it: parts at `factor` of the usual price, labour at its own rate. */
export function pricedLine(l: Line, w: WorkshopRow, factor: number) {
  const priceExcl =
    l.kind === 'labour' ? w.rateCents / 100 : Math.round((l.priceExcl ?? 0) * factor * 100) / 100;
  const a = lineAmounts(
    { priceExcl, quantity: l.quantity, noVat: false },
    { isVatRegistered: w.isVat, vatRate: w.isVat ? 15 : 0 },
  );
  return {
    // As the history marks them: a workshop without VAT registration charges none on any line.
    noVat: !w.isVat,
    description: l.description,
    lineKind: l.kind,
    isLabour: l.kind === 'labour',
    priceExclCents: a.unitExclCents,
    priceInclCents: a.unitInclCents,
    quantity: l.quantity.toFixed(3),
    totalInclCents: a.totalInclCents,
  };
}

/** The `skip`-th weekday after `from` (Johannesburg date). */
export function weekdayAfter(from: Date, skip: number): string {
  let day = calendarDate(from);
  for (let n = 0; n < skip; ) {
    day = addDays(day, 1);
    if (isWeekday(day)) n += 1;
  }
  return day;
}
