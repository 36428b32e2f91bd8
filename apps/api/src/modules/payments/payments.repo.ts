import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  paymentEvents,
  payments,
  sandboxNotifications,
  workshopLedger,
  workshopPayouts,
} from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
export type NewLedgerEntry = typeof workshopLedger.$inferInsert;

export async function listForQuotes(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.quoteId, quoteIds));
}

export async function insert(db: DbOrTx, row: NewPayment): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  return created!;
}

export async function findByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantReference, reference));
  return row;
}

/** The payment's row, held until the transaction ends: notifications for it take turns. */
export async function lockByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantReference, reference))
    .for('update');
  return row;
}

export async function findPaidForQuote(db: DbOrTx, quoteId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, 'paid')));
  return row;
}

export async function pendingForQuote(db: DbOrTx, quoteId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, 'pending')));
}

/** Closes a quote's open attempts when a new one starts (a late real payment for one still pays). */
export async function closePending(db: DbOrTx, quoteId: string, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', statusReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, 'pending')));
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  set: {
    status: string;
    statusReason?: string | null;
    gatewayReference?: string | null;
    completedAt?: Date | null;
  },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export async function insertEvent(db: DbOrTx, row: NewPaymentEvent): Promise<void> {
  await db.insert(paymentEvents).values(row);
}

export async function eventsOf(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.receivedAt);
}

export async function recentEvents(db: DbOrTx, outcome: string | null, limit: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(outcome ? eq(paymentEvents.outcome, outcome) : undefined)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit);
}

export async function insertLedgerEntry(db: DbOrTx, row: NewLedgerEntry): Promise<void> {
  await db.insert(workshopLedger).values(row).onConflictDoNothing();
}

/** Per workshop, what is owed and not yet paid out (Paystack splits are settled by the gateway). */
export async function owedByWorkshop(db: DbOrTx) {
  return db
    .select({
      workshopId: workshopLedger.workshopId,
      owedCents: sql<number>`sum(${workshopLedger.workshopCents})::int`,
      entries: sql<number>`count(*)::int`,
      oldestAt: sql<Date>`min(${workshopLedger.createdAt})`,
    })
    .from(workshopLedger)
    .where(and(isNull(workshopLedger.payoutId), eq(workshopLedger.settledByGateway, false)))
    .groupBy(workshopLedger.workshopId)
    .orderBy(desc(sql`sum(${workshopLedger.workshopCents})`));
}

/**
 * Records a payout of everything owed to a workshop now, in one statement under a lock on the workshop's
 * open entries, so two admins marking at once cannot pay the same entries twice. Null when nothing is owed.
 */
export async function settleOwed(
  db: DbOrTx,
  workshopId: string,
  by: { userId: string; bankReference: string | null },
) {
  const open = await db
    .select({ id: workshopLedger.id, cents: workshopLedger.workshopCents })
    .from(workshopLedger)
    .where(
      and(
        eq(workshopLedger.workshopId, workshopId),
        isNull(workshopLedger.payoutId),
        eq(workshopLedger.settledByGateway, false),
      ),
    )
    .for('update');
  const amount = open.reduce((sum, e) => sum + e.cents, 0);
  if (open.length === 0 || amount <= 0) return null;
  const [payout] = await db
    .insert(workshopPayouts)
    .values({ workshopId, amountCents: amount, bankReference: by.bankReference, markedByUserId: by.userId })
    .returning();
  await db
    .update(workshopLedger)
    .set({ payoutId: payout!.id })
    .where(
      inArray(
        workshopLedger.id,
        open.map((e) => e.id),
      ),
    );
  return payout!;
}

export async function statementEntries(db: DbOrTx, workshopId: string, limit: number) {
  return db
    .select({
      entry: workshopLedger,
      quoteId: payments.quoteId,
      paymentReference: payments.merchantReference,
    })
    .from(workshopLedger)
    .innerJoin(payments, eq(payments.id, workshopLedger.paymentId))
    .where(eq(workshopLedger.workshopId, workshopId))
    .orderBy(desc(workshopLedger.createdAt))
    .limit(limit);
}

export async function ledgerTotals(db: DbOrTx, workshopId: string) {
  const [row] = await db
    .select({
      owed: sql<number>`coalesce(sum(${workshopLedger.workshopCents}) filter (where ${workshopLedger.payoutId} is null and not ${workshopLedger.settledByGateway}), 0)::int`,
      paidOut: sql<number>`coalesce(sum(${workshopLedger.workshopCents}) filter (where ${workshopLedger.payoutId} is not null or ${workshopLedger.settledByGateway}), 0)::int`,
    })
    .from(workshopLedger)
    .where(eq(workshopLedger.workshopId, workshopId));
  return row ?? { owed: 0, paidOut: 0 };
}

export async function payoutsOf(db: DbOrTx, workshopId: string, limit: number) {
  return db
    .select()
    .from(workshopPayouts)
    .where(eq(workshopPayouts.workshopId, workshopId))
    .orderBy(desc(workshopPayouts.createdAt))
    .limit(limit);
}

export async function ledgerEntryFor(db: DbOrTx, paymentId: string, kind: 'payment' | 'refund') {
  const [row] = await db
    .select()
    .from(workshopLedger)
    .where(and(eq(workshopLedger.paymentId, paymentId), eq(workshopLedger.kind, kind)));
  return row;
}

// ---------------------------------------------------------------- sandbox gateway

export async function rememberSandboxNotification(db: DbOrTx, paramString: string): Promise<void> {
  await db.insert(sandboxNotifications).values({ paramString }).onConflictDoNothing();
}

export async function sandboxNotificationSent(db: DbOrTx, paramString: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxNotifications.id })
    .from(sandboxNotifications)
    .where(eq(sandboxNotifications.paramString, paramString));
  return row !== undefined;
}
