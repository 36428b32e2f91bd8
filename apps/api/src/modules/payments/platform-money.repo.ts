import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import {
  commissionInvoices,
  commissionRates,
  payments,
  workshopLedger,
  workshopPayouts,
} from './payments.tables';

/** The platform's money (decision 064): commission rates, commission invoices, the exports' reads. */

export type CommissionRateRow = typeof commissionRates.$inferSelect;
export type CommissionInvoiceRow = typeof commissionInvoices.$inferSelect;

/**
 * The commission rate in force for a workshop at an instant, as text: the workshop's newest row from
 * before then (a row without a percent: back to the global rate), else the newest global row, else
 * `fallback` (the configured default). One rule for the ledger's credit and a Paystack split's charge.
 */
export function rateInForce(workshopId: SQL, at: SQL, fallback: number): SQL<string> {
  return sql<string>`coalesce(
      (select trim_scale(r.percent)::text from commission_rates r
        where r.workshop_id = ${workshopId} and r.effective_from <= ${at}
        order by r.effective_from desc, r.created_at desc limit 1),
      (select trim_scale(r.percent)::text from commission_rates r
        where r.workshop_id is null and r.effective_from <= ${at}
        order by r.effective_from desc, r.created_at desc limit 1),
      ${String(fallback)})`;
}

export async function commissionPercentFor(
  db: DbOrTx,
  workshopId: string,
  at: Date,
  fallback: number,
): Promise<number> {
  const [row] = await rows<{ pct: string }>(
    db,
    sql`select ${rateInForce(sql`${workshopId}::uuid`, sql`${at.toISOString()}::timestamptz`, fallback)} as pct`,
  );
  return Number(row!.pct);
}

export async function insertRate(db: DbOrTx, row: typeof commissionRates.$inferInsert) {
  const [created] = await db.insert(commissionRates).values(row).returning();
  return created!;
}

export async function allRates(db: DbOrTx): Promise<CommissionRateRow[]> {
  return db
    .select()
    .from(commissionRates)
    .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.createdAt))
    .limit(1000);
}

/** Issuing takes turns across instances: the numbers stay without gaps and one month is invoiced once. */
export async function lockInvoicing(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('commission_invoices'))`);
}

/** A workshop's document of a kind for a month ('invoice' or 'credit_note'), if issued. */
export async function invoiceOf(db: DbOrTx, workshopId: string, month: string, kind = 'invoice') {
  const [row] = await db
    .select({ id: commissionInvoices.id, number: commissionInvoices.number, lines: commissionInvoices.lines })
    .from(commissionInvoices)
    .where(
      and(
        eq(commissionInvoices.workshopId, workshopId),
        eq(commissionInvoices.month, month),
        eq(commissionInvoices.kind, kind),
      ),
    );
  return row;
}

/** The next number of a kind's own series (tax invoices and credit notes are numbered apart). */
export async function nextSequence(tx: DbOrTx, kind = 'invoice'): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select coalesce(max(sequence), 0)::int + 1 as n from commission_invoices where kind = ${kind}`,
  );
  return row!.n;
}

export async function insertInvoice(db: DbOrTx, row: typeof commissionInvoices.$inferInsert) {
  const [created] = await db.insert(commissionInvoices).values(row).returning();
  return created!;
}

/**
 * The ledger's entries of a kind recorded in [from, to), each with when its payment was credited: a
 * month's payments are what its invoice charges; its refunds (negative amounts) of payments credited
 * the same month net that invoice, those of an earlier month's payments get a credit note (decision 073).
 */
function entriesBetween(db: DbOrTx, kind: 'payment' | 'refund', from: Date, to: Date) {
  const credit = alias(workshopLedger, 'credit');
  return db
    .select({
      workshopId: workshopLedger.workshopId,
      reference: payments.merchantReference,
      at: workshopLedger.createdAt,
      grossCents: workshopLedger.grossCents,
      commissionCents: workshopLedger.commissionCents,
      commissionPercent: workshopLedger.commissionPercent,
      creditedAt: credit.createdAt,
    })
    .from(workshopLedger)
    .innerJoin(payments, eq(payments.id, workshopLedger.paymentId))
    .leftJoin(credit, and(eq(credit.paymentId, workshopLedger.paymentId), eq(credit.kind, 'payment')))
    .where(
      and(
        eq(workshopLedger.kind, kind),
        gte(workshopLedger.createdAt, from),
        lt(workshopLedger.createdAt, to),
      ),
    )
    .orderBy(workshopLedger.createdAt, workshopLedger.id);
}

export const paymentEntriesBetween = (db: DbOrTx, from: Date, to: Date) =>
  entriesBetween(db, 'payment', from, to);
export const refundEntriesBetween = (db: DbOrTx, from: Date, to: Date) =>
  entriesBetween(db, 'refund', from, to);

export async function invoices(db: DbOrTx, where: { workshopId?: string; from?: Date; to?: Date }) {
  return db
    .select()
    .from(commissionInvoices)
    .where(
      and(
        where.workshopId ? eq(commissionInvoices.workshopId, where.workshopId) : undefined,
        where.from ? gte(commissionInvoices.issuedAt, where.from) : undefined,
        where.to ? lt(commissionInvoices.issuedAt, where.to) : undefined,
      ),
    )
    .orderBy(desc(commissionInvoices.issuedAt), desc(commissionInvoices.sequence))
    .limit(where.from ? 100_000 : 500);
}

export async function invoiceById(db: DbOrTx, id: string): Promise<CommissionInvoiceRow | undefined> {
  const [row] = await db.select().from(commissionInvoices).where(eq(commissionInvoices.id, id));
  return row;
}

// ---------------------------------------------------------------- the accountant's exports

/** One page of an export, after the last row of the page before (time, then id): exports are streamed. */
export interface Page {
  from: Date;
  to: Date;
  after: { at: Date; id: string } | null;
  limit: number;
}

const afterRow = (at: SQL, id: SQL, after: Page['after']) =>
  after ? sql`(${at}, ${id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;

/** Payments completed (paid, later refunded or not) in the range. */
export async function paymentsPage(db: DbOrTx, page: Page) {
  return db
    .select({
      id: payments.id,
      at: payments.completedAt,
      reference: payments.merchantReference,
      gatewayReference: payments.gatewayReference,
      provider: payments.provider,
      status: payments.status,
      amountCents: payments.amountCents,
      workshopId: workshopLedger.workshopId,
      commissionCents: workshopLedger.commissionCents,
      commissionPercent: workshopLedger.commissionPercent,
      workshopCents: workshopLedger.workshopCents,
    })
    .from(payments)
    .leftJoin(
      workshopLedger,
      and(eq(workshopLedger.paymentId, payments.id), eq(workshopLedger.kind, 'payment')),
    )
    .where(
      and(
        gte(payments.completedAt, page.from),
        lt(payments.completedAt, page.to),
        afterRow(sql`${payments.completedAt}`, sql`${payments.id}`, page.after),
      ),
    )
    .orderBy(payments.completedAt, payments.id)
    .limit(page.limit);
}

export async function payoutsPage(db: DbOrTx, page: Page) {
  return db
    .select()
    .from(workshopPayouts)
    .where(
      and(
        gte(workshopPayouts.createdAt, page.from),
        lt(workshopPayouts.createdAt, page.to),
        afterRow(sql`${workshopPayouts.createdAt}`, sql`${workshopPayouts.id}`, page.after),
      ),
    )
    .orderBy(workshopPayouts.createdAt, workshopPayouts.id)
    .limit(page.limit);
}

/** Refunds recorded (the workshop's credit reversed) in the range, due or made. */
export async function refundsPage(db: DbOrTx, page: Page) {
  return db
    .select({
      id: workshopLedger.id,
      at: workshopLedger.createdAt,
      workshopId: workshopLedger.workshopId,
      reference: payments.merchantReference,
      status: payments.status,
      grossCents: workshopLedger.grossCents,
      commissionCents: workshopLedger.commissionCents,
      workshopCents: workshopLedger.workshopCents,
      reason: payments.statusReason,
      refundReference: payments.refundReference,
      refundedAt: payments.refundedAt,
    })
    .from(workshopLedger)
    .innerJoin(payments, eq(payments.id, workshopLedger.paymentId))
    .where(
      and(
        eq(workshopLedger.kind, 'refund'),
        gte(workshopLedger.createdAt, page.from),
        lt(workshopLedger.createdAt, page.to),
        afterRow(sql`${workshopLedger.createdAt}`, sql`${workshopLedger.id}`, page.after),
      ),
    )
    .orderBy(workshopLedger.createdAt, workshopLedger.id)
    .limit(page.limit);
}

export async function invoicesPage(db: DbOrTx, page: Page) {
  return db
    .select()
    .from(commissionInvoices)
    .where(
      and(
        gte(commissionInvoices.issuedAt, page.from),
        lt(commissionInvoices.issuedAt, page.to),
        afterRow(sql`${commissionInvoices.issuedAt}`, sql`${commissionInvoices.id}`, page.after),
      ),
    )
    .orderBy(commissionInvoices.issuedAt, commissionInvoices.id)
    .limit(page.limit);
}
