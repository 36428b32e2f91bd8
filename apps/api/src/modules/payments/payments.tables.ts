import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { quotes } from '../quotes/quotes.tables';
import { workshops } from '../workshops/workshops.tables';

/** Payments through the gateways, every notification they sent, and what the platform owes workshops. */

/**
 * One attempt to pay a quote's invoice (decision 023). Its status changes only through a verified
 * notification (paid, failed), the payer's own cancel, or a server-side Paystack verify.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id),
    /** Set for attempts made through the app (the demo history's older rows have none). */
    workshopId: uuid().references(() => workshops.id),
    payerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    provider: text().notNull(), // 'payfast' | 'paystack' | 'sandbox'
    merchantReference: text().notNull().unique(),
    gatewayReference: text(),
    /**
     * Where the gateway's own page for this attempt is (Paystack's authorization_url), so a payer who left
     * it can go back to the same attempt (decision 050). PayFast's checkout is rebuilt from the attempt.
     */
    checkoutUrl: text(),
    /** The workshop's Paystack subaccount the payment was split with (Paystack settles its share). */
    splitSubaccount: text(),
    amountCents: integer().notNull(),
    // pending | paid | failed | cancelled | abandoned | refund_due | refunded
    status: text().notNull().default('pending'),
    statusReason: text(),
    /** A refund due was made (decision 030): when, the bank's or gateway's reference, and by whom. */
    refundedAt: tstz(),
    refundReference: text(),
    refundedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tstz(),
  },
  (t) => [
    index().on(t.quoteId),
    // Exactly once: however notifications race, one quote is paid by one payment. A second attempt that
    // the gateway also completed (money taken twice) is recorded as refund_due, never as a second 'paid'.
    uniqueIndex('payments_one_paid_per_quote').on(t.quoteId).where(sql`status = 'paid'`),
    index().on(t.payerUserId),
    // The abandoned-checkout job reads the old open attempts; the refunds list those due.
    index('payments_open_by_age').on(t.createdAt).where(sql`status = 'pending'`),
    index('payments_refunds').on(t.status).where(sql`status in ('refund_due', 'refunded')`),
  ],
);

/**
 * Every gateway notification as received, verified or not (the audit trail of money): what it said, who
 * sent it, and what it did (accepted, duplicate) or why it was refused.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    paymentId: uuid().references(() => payments.id),
    provider: text().notNull(),
    payload: jsonb().notNull(),
    signatureValid: boolean().notNull(),
    /** accepted | duplicate | refused (legacy rows: null). */
    outcome: text(),
    /** Why a notification was refused, for the person reviewing it. */
    reason: text(),
    sourceIp: text(),
    receivedAt: createdAt(),
  },
  (t) => [index().on(t.paymentId), index().on(t.outcome, t.receivedAt)],
);

/**
 * The platform's money ledger per workshop (decision 024): a payment credits the workshop with the amount
 * less the commission; a refund of a paid booking records what must be given back; a payout settles
 * entries. Paystack split payments are settled by the gateway itself.
 */
export const workshopLedger = pgTable(
  'workshop_ledger',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    kind: text().notNull(), // 'payment' | 'refund'
    grossCents: integer().notNull(),
    commissionCents: integer().notNull(),
    /** What the workshop is owed for this entry (negative for a refund it must give back). */
    workshopCents: integer().notNull(),
    commissionPercent: text().notNull(),
    payoutId: uuid().references(() => workshopPayouts.id),
    settledByGateway: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One credit and at most one refund per payment, whatever retries do.
    uniqueIndex().on(t.paymentId, t.kind),
    index().on(t.workshopId, t.payoutId),
  ],
);

/** A transfer made to a workshop, marked by an admin; it settles the ledger entries it covers. */
export const workshopPayouts = pgTable(
  'workshop_payouts',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    amountCents: integer().notNull(),
    bankReference: text(),
    markedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.workshopId)],
);

/** What the sandbox gateway sent, so its validate call can answer as PayFast's does (decision 023). */
export const sandboxNotifications = pgTable('sandbox_notifications', {
  id: id(),
  paramString: text().notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The sandbox's Paystack (decision 029): the transactions it initialised, as Paystack keeps them, so its
 * checkout page, its verify answer and its webhook agree across instances and restarts.
 */
export const sandboxPaystackTransactions = pgTable('sandbox_paystack_transactions', {
  id: id(),
  reference: text().notNull().unique(),
  accessCode: text().notNull().unique(),
  email: text().notNull(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  callbackUrl: text().notNull(),
  subaccount: text(),
  transactionChargeCents: integer(),
  /** Paystack's words: abandoned until the payer decides, then success or failed. */
  status: text().notNull().default('abandoned'),
  gatewayId: integer().notNull(),
  paidAt: tstz(),
  createdAt: createdAt(),
});

/**
 * Checkouts the merchant closed at the sandbox gateway (decision 050): the payer started again, so the
 * sandbox's pages refuse to pay the old attempt, as a gateway with a cancel call would. PayFast and
 * Paystack themselves have no such call.
 */
export const sandboxClosedCheckouts = pgTable('sandbox_closed_checkouts', {
  reference: text().primaryKey(),
  closedAt: createdAt(),
});

/**
 * The commission rates an admin set (decision 064): a global row (no workshop) applies from its
 * `effectiveFrom` on; a workshop's row overrides it from then on, and a workshop row with no percent goes back
 * to the global rate. Rows are only added, never changed: the history says which rate was in force when.
 * With no row, PAYMENT_COMMISSION_PERCENT is the rate. A payment's ledger entry keeps the rate it took.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: id(),
    workshopId: uuid().references(() => workshops.id),
    percent: numeric({ precision: 5, scale: 2, mode: 'number' }),
    effectiveFrom: tstz().notNull(),
    setByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.workshopId, t.effectiveFrom)],
);

/**
 * The platform's VAT invoice to a workshop for a month's commission (decision 064): one per workshop and
 * month, numbered without gaps across the platform (`sequence`, taken under a lock in the issuing
 * transaction). Its figures and both parties are kept as issued: the PDF is drawn from this row.
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: id(),
    /**
     * 'invoice' (the month's tax invoice: its payments less the refunds of those same payments) or
     * 'credit_note' (a VAT credit note for refunds, recorded in the month, of payments an earlier month's
     * invoice charged; decision 073). Each kind is numbered in its own series.
     */
    kind: text().notNull().default('invoice'),
    sequence: integer().notNull(),
    number: text().notNull().unique(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    /** 'YYYY-MM', an Africa/Johannesburg calendar month. */
    month: text().notNull(),
    payments: integer().notNull(),
    grossCents: integer().notNull(),
    commissionExclCents: integer().notNull(),
    vatPercent: text().notNull(),
    vatCents: integer().notNull(),
    totalInclCents: integer().notNull(),
    /**
     * The payments invoiced: reference, date, gross, rate, commission (as the PDF lists them); a refund's
     * line is negative and names the invoice it credits when that is another document.
     */
    lines: jsonb().notNull(),
    supplier: jsonb().notNull(),
    recipient: jsonb().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.kind, t.sequence),
    uniqueIndex().on(t.workshopId, t.month, t.kind),
    index().on(t.issuedAt),
  ],
);
