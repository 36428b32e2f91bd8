import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOutcomes } from '../../lib/metrics';
import {
  paymentEvents,
  payments,
  sandboxClosedCheckouts,
  sandboxNotifications,
  sandboxPaystackTransactions,
  workshopLedger,
  workshopPayouts,
} from './payments.tables';
import { rateInForce } from './platform-money.repo';

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

/**
 * `lockByReference` and `findPaidForQuote` in one round trip: the payment's row, held until the transaction
 * ends, with the reference of its quote's paid payment, if any (`paidBy`). A notification's first read.
 */
export async function lockWithQuotePaidBy(
  db: DbOrTx,
  reference: string,
): Promise<{ payment: PaymentRow; paidBy: string | null } | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      paidBy: sql<string | null>`(select o.merchant_reference from payments o
        where o.quote_id = "payments"."quote_id" and o.status = 'paid' limit 1)`,
    })
    .from(payments)
    .where(eq(payments.merchantReference, reference))
    .for('update', { of: payments });
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

/** A quote's open attempts, newest first, held until the transaction ends (a new attempt replaces them). */
export async function lockPendingForQuote(db: DbOrTx, quoteId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .for('update');
}

/** The quote's newest open attempt, if any (the one a payer left half-way, decision 050). */
export async function latestPendingForQuote(db: DbOrTx, quoteId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function setCheckoutUrl(db: DbOrTx, id: string, checkoutUrl: string): Promise<void> {
  await db.update(payments).set({ checkoutUrl }).where(eq(payments.id, id));
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

/** Every notification's outcome is recorded here, and so counted here (the metrics, decision 068). */
export async function insertEvent(db: DbOrTx, row: NewPaymentEvent): Promise<void> {
  await db.insert(paymentEvents).values(row);
  paymentOutcomes.inc({ provider: row.provider, outcome: row.outcome ?? 'unknown' });
}

export async function recentEvents(db: DbOrTx, outcome: string | null, limit: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(outcome ? eq(paymentEvents.outcome, outcome) : undefined)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit);
}

/**
 * The one rule that credits workshops for paid payments (decision 024): per paid payment without a credit,
 * the gross, the commission at the rate in force when it was paid (decision 064: an admin's rate, else
 * `percent`, the configured default) rounded to the cent, the workshop's share, and whether Paystack
 * settles it itself (a split payment). Set-based: a verified notification credits its one payment, the demo
 * history's seed all its paid jobs in one statement (decision 029). The workshop is the payment's, else the
 * quote's. Returns how many entries it wrote.
 */
export async function creditPaidPayments(
  db: DbOrTx,
  percent: number,
  which: { paymentId: string } | { all: true },
): Promise<number> {
  const result = await db.execute(creditStatement(percent, which));
  return result.rowCount ?? 0;
}

/** creditPaidPayments' statement, to run alone or as a part of another (`recordAccepted`). */
function creditStatement(percent: number, which: { paymentId: string } | { all: true }): SQL {
  const only: SQL = 'paymentId' in which ? sql`and p.id = ${which.paymentId}` : sql``;
  return sql`
    insert into workshop_ledger
      (workshop_id, payment_id, kind, gross_cents, commission_cents, workshop_cents, commission_percent,
       settled_by_gateway, created_at)
    select coalesce(p.workshop_id, q.workshop_id), p.id, 'payment', p.amount_cents, c.commission,
           p.amount_cents - c.commission, r.pct, p.provider in ('paystack', 'sandbox-paystack')
             and p.split_subaccount is not null, coalesce(p.completed_at, now())
      from payments p
      join quotes q on q.id = p.quote_id
      cross join lateral (select ${rateInForce(sql`coalesce(p.workshop_id, q.workshop_id)`, sql`coalesce(p.completed_at, now())`, percent)} as pct) r
      cross join lateral (select round(p.amount_cents * r.pct::numeric / 100)::int as commission) c
     where p.status = 'paid' ${only}
    on conflict (payment_id, kind) do nothing`;
}

/**
 * A notification that paid its payment (already set 'paid' in this transaction), in one round trip: its
 * event (`insertEvent`), the workshop's credit (`creditPaidPayments`' rule, for this payment) and the
 * outbox's jobs (`jobs`, an `addJobsCall`: the receipt), as data-modifying parts of one statement.
 */
export async function recordAccepted(
  db: DbOrTx,
  event: NewPaymentEvent & { paymentId: string },
  percent: number,
  jobs: SQL | null,
): Promise<void> {
  await db.execute(sql`
    with event as (
      insert into payment_events (payment_id, provider, payload, signature_valid, outcome, reason, source_ip)
      values (${event.paymentId}, ${event.provider}, ${JSON.stringify(event.payload)}::jsonb,
              ${event.signatureValid}, ${event.outcome ?? null}, ${event.reason ?? null}, ${event.sourceIp ?? null})
    ),
    credit as (${creditStatement(percent, { paymentId: event.paymentId })})
    select ${jobs ?? sql`null`} as jobs`);
  paymentOutcomes.inc({ provider: event.provider, outcome: event.outcome ?? 'unknown' });
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
      paymentStatus: payments.status,
      refundedAt: payments.refundedAt,
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

/** Attempts still open that were started before `before` (the abandoned-checkout job), oldest first. */
export async function openBefore(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ reference: payments.merchantReference })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** Refunds to make and lately made (decision 030), due first, then newest. */
export async function refunds(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ payment: payments, refundGross: workshopLedger.grossCents })
    .from(payments)
    .leftJoin(
      workshopLedger,
      and(eq(workshopLedger.paymentId, payments.id), eq(workshopLedger.kind, 'refund')),
    )
    .where(inArray(payments.status, ['refund_due', 'refunded']))
    .orderBy(sql`${payments.status} = 'refunded'`, desc(payments.updatedAt))
    .limit(limit);
  // The refund's amount as its ledger entry records it (a partial refund); null when no entry (money taken twice).
  return rows.map((r) => ({ ...r.payment, refundCents: r.refundGross === null ? null : -r.refundGross }));
}

export async function markRefunded(
  db: DbOrTx,
  id: string,
  by: { userId: string; reference: string; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt: by.at,
      refundReference: by.reference,
      refundedByUserId: by.userId,
      updatedAt: by.at,
    })
    .where(eq(payments.id, id));
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

/** The merchant closed this checkout at the sandbox (decision 050); once is enough. */
export async function closeSandboxCheckout(db: DbOrTx, reference: string): Promise<void> {
  await db.insert(sandboxClosedCheckouts).values({ reference }).onConflictDoNothing();
}

export async function sandboxCheckoutClosed(db: DbOrTx, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ reference: sandboxClosedCheckouts.reference })
    .from(sandboxClosedCheckouts)
    .where(eq(sandboxClosedCheckouts.reference, reference));
  return row !== undefined;
}

export type SandboxPaystackRow = typeof sandboxPaystackTransactions.$inferSelect;

export async function insertSandboxPaystack(
  db: DbOrTx,
  row: typeof sandboxPaystackTransactions.$inferInsert,
): Promise<SandboxPaystackRow | null> {
  const [created] = await db
    .insert(sandboxPaystackTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function sandboxPaystackBy(
  db: DbOrTx,
  by: { reference: string } | { accessCode: string },
  lock = false,
): Promise<SandboxPaystackRow | undefined> {
  const where =
    'reference' in by
      ? eq(sandboxPaystackTransactions.reference, by.reference)
      : eq(sandboxPaystackTransactions.accessCode, by.accessCode);
  const query = db.select().from(sandboxPaystackTransactions).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setSandboxPaystackStatus(db: DbOrTx, id: string, status: string, paidAt: Date | null) {
  await db
    .update(sandboxPaystackTransactions)
    .set({ status, paidAt })
    .where(eq(sandboxPaystackTransactions.id, id));
}
