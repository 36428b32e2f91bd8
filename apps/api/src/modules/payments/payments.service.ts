import type { DbOrTx, Tx } from '../../db/client';
import { exportRow } from '../../lib/personal-data';
import { paymentCheckout } from './payment-checkout.service';
import { type PaymentServiceDeps, paymentContext } from './payment-context';
import { paymentLedger, recordRefundDue } from './payment-ledger.service';
import { paymentNotifications } from './payment-notifications.service';
import type * as PaymentsRepo from './payments.repo';
import { sandboxPayfast } from './sandbox-payfast';

export interface PaymentReadsServiceDeps {
  repo: Pick<typeof PaymentsRepo, 'listForQuotes' | 'creditPaidPayments' | 'findPaidForQuote'>;
}

/** What other modules ask of payments (through the gateways, PayFast and Paystack). Wired in index.ts. */
export function createPaymentReadsService({ repo }: PaymentReadsServiceDeps) {
  return {
    async quoteIdsWithPayments(db: DbOrTx, quoteIds: string[]): Promise<Set<string>> {
      return new Set((await repo.listForQuotes(db, quoteIds)).map((p) => p.quoteId));
    },
    /** The payments of some quotes as the export shows them (they stay on erasure: tax records). */
    async exportForQuotes(db: DbOrTx, quoteIds: string[]) {
      return (await repo.listForQuotes(db, quoteIds)).map(exportRow);
    },
    /**
     * Credits workshops for every paid payment that has no credit yet, by the rule a verified notification
     * uses (decision 029): the demo history's seed calls it for its past payments, in one statement.
     */
    creditAllPaid: (tx: DbOrTx, percent: number) => repo.creditPaidPayments(tx, percent, { all: true }),
    /** What was paid for a quote and is not refunded (cents), or null: the most a dispute can refund. */
    async paidFor(db: DbOrTx, quoteId: string): Promise<number | null> {
      return (await repo.findPaidForQuote(db, quoteId))?.amountCents ?? null;
    },
    /**
     * A dispute closed with a refund (decision 063): the refund due recorded by payments' one refund path
     * (decision 030), all of the payment or part of it; false when nothing paid is left to refund.
     */
    refundDue: (tx: Tx, quoteId: string, refund: { refundCents: number; percent: number; reason: string }) =>
      recordRefundDue(tx, quoteId, refund.percent, refund.reason, refund.refundCents),
  };
}

export type PaymentReadsService = ReturnType<typeof createPaymentReadsService>;

export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * The payment service the routes use, one file per stage: checkout (payment-checkout), the gateways'
 * notifications (payment-notifications), the ledger and refunds (payment-ledger), the sandbox PayFast.
 */
export function createPaymentService(deps: PaymentServiceDeps) {
  const ctx = paymentContext(deps);
  const { verifyPaystack, ...notifications } = paymentNotifications(ctx);
  return {
    settings: ctx.settings,
    /** The sandbox's Paystack (its API, page and webhook), when it plays Paystack; else null. */
    sandboxPaystack: ctx.sandboxPaystackGateway,
    ...paymentCheckout(ctx, verifyPaystack),
    ...notifications,
    ...paymentLedger(ctx),
    ...sandboxPayfast(ctx),
  };
}
