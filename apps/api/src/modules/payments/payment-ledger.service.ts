import type {
  CancelPaidBooking,
  MarkPayout,
  MarkRefunded,
  RefundList,
  WorkshopStatement,
} from '@motorwise/shared';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { AuditActor } from '../audit/index';
import { enqueue } from '../jobs/index';
import { commissionOf, isSandboxProvider, type PaymentContext } from './payment-context';
import * as repo from './payments.repo';
import { refundMail } from './receipt-mail';

/** After the money arrived: what is owed to workshops and paid out (decision 024), and refunds (decision 030). */

/**
 * A paid booking was cancelled, or a dispute closed with a refund (decision 063): money must go back to
 * the payer. Records the refund to be made (the workshop's credit reversed) inside the caller's
 * transaction; once per payment. False when unpaid. `refundCents` (a partial refund, at most what was paid)
 * reverses only that part: the commission in proportion, the rest from the workshop's share.
 */
export async function recordRefundDue(
  tx: Tx,
  quoteId: string,
  percent: number,
  reason = 'Booking cancelled after payment: refund due to the payer',
  refundCents?: number,
): Promise<boolean> {
  const paid = await repo.findPaidForQuote(tx, quoteId);
  if (!paid) return false;
  const credit = await repo.ledgerEntryFor(tx, paid.id, 'payment');
  const fullCommission = credit?.commissionCents ?? commissionOf(paid.amountCents, percent);
  const gross = Math.min(refundCents ?? paid.amountCents, paid.amountCents);
  const commission =
    gross === paid.amountCents ? fullCommission : Math.round((fullCommission * gross) / paid.amountCents);
  await repo.insertLedgerEntry(tx, {
    workshopId: credit?.workshopId ?? paid.workshopId!,
    paymentId: paid.id,
    kind: 'refund',
    grossCents: -gross,
    commissionCents: -commission,
    workshopCents: -(gross - commission),
    commissionPercent: credit?.commissionPercent ?? String(percent),
    settledByGateway: credit?.settledByGateway ?? false,
  });
  await repo.setStatus(tx, paid.id, {
    status: 'refund_due',
    statusReason: reason,
  });
  return true;
}

export function paymentLedger(ctx: PaymentContext) {
  const { db, quotes, settings, audit, workshops } = ctx;

  /** Refunds to make (money taken twice, paid bookings cancelled) and those made lately. */
  async function refunds(): Promise<RefundList> {
    const rows = await repo.refunds(db, 200);
    const invoices = await Promise.all(rows.map((p) => quotes.invoiceToPay(db, p.quoteId)));
    return {
      items: rows.map((p, i) => ({
        reference: p.merchantReference,
        quoteId: p.quoteId,
        quoteReference: invoices[i]?.reference ?? null,
        workshopName: invoices[i]?.workshopName ?? null,
        customerEmail: invoices[i]?.customer.email ?? null,
        // What goes back: the refund entry's amount (a partial refund, decision 063), else the payment's.
        amountCents: p.refundCents ?? p.amountCents,
        provider: p.provider,
        status: p.status === 'refunded' ? 'refunded' : 'due',
        reason: p.statusReason,
        refundReference: p.refundReference,
        refundedAt: p.refundedAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    // ------------------------------------------------------------ money owed to workshops (decision 024)

    async owed() {
      const rows = await repo.owedByWorkshop(db);
      const names = await workshops.names(
        db,
        rows.map((r) => r.workshopId),
      );
      return {
        items: rows.map((r) => ({
          workshopId: r.workshopId,
          workshopName: names.get(r.workshopId) ?? 'Unknown workshop',
          owedCents: r.owedCents,
          entries: r.entries,
          oldestAt: r.oldestAt ? new Date(r.oldestAt).toISOString() : null,
        })),
      };
    },

    async markPayout(admin: SessionUser, input: MarkPayout, actor: AuditActor) {
      const payout = await db.transaction(async (tx) => {
        const made = await repo.settleOwed(tx, input.workshopId, {
          userId: admin.id,
          bankReference: input.bankReference || null,
        });
        if (made)
          await audit.record(tx, {
            actor,
            action: 'payout.markPaid',
            targetType: 'workshop',
            targetId: input.workshopId,
            before: { owedCents: made.amountCents },
            after: { owedCents: 0, payoutId: made.id, bankReference: made.bankReference },
          });
        return made;
      });
      if (!payout) throw conflict('Nothing is owed to this workshop.');
      return {
        id: payout.id,
        workshopId: payout.workshopId,
        amountCents: payout.amountCents,
        bankReference: payout.bankReference,
        createdAt: payout.createdAt.toISOString(),
      };
    },

    // ------------------------------------------------------------ refunds (decision 030)

    refunds,

    /**
     * An admin cancels a paid booking (the workshop cannot do the job, the customer is owed their money):
     * the refund due is recorded with the workshop's credit reversed in the ledger (decision 030).
     */
    async cancelPaidBooking(reference: string, input: CancelPaidBooking, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const payment = await repo.lockByReference(tx, reference);
        if (!payment) throw notFound('The payment');
        if (payment.status !== 'paid')
          throw conflict('Only a paid payment can be refunded: this one is not paid (or already refunded).');
        await recordRefundDue(
          tx,
          payment.quoteId,
          settings.commissionPercent,
          `Paid booking cancelled by an administrator: ${input.reason}`,
        );
        await audit.record(tx, {
          actor,
          action: 'payment.cancelPaidBooking',
          targetType: 'payment',
          targetId: payment.id,
          before: { status: payment.status },
          after: { status: 'refund_due', reason: input.reason },
        });
      });
      return refunds();
    },

    /** The money was paid back (in the bank or the gateway's dashboard): marked once, the customer mailed. */
    async markRefunded(admin: SessionUser, reference: string, input: MarkRefunded, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const payment = await repo.lockByReference(tx, reference);
        if (!payment) throw notFound('The payment');
        if (payment.status === 'refunded') throw conflict('This payment is already marked refunded.');
        if (payment.status !== 'refund_due') throw conflict('No refund is due for this payment.');
        const at = new Date();
        await repo.markRefunded(tx, payment.id, {
          userId: admin.id,
          reference: input.refundReference,
          at,
        });
        await audit.record(tx, {
          actor,
          action: 'payment.markRefunded',
          targetType: 'payment',
          targetId: payment.id,
          before: { status: payment.status },
          after: { status: 'refunded', refundReference: input.refundReference, refundedAt: at },
        });
        const invoice = await quotes.invoiceToPay(tx, payment.quoteId);
        // What went back: the refund entry's amount (part of the payment after a dispute, decision 063).
        const refund = await repo.ledgerEntryFor(tx, payment.id, 'refund');
        if (invoice)
          await enqueue(
            tx,
            'send_mail',
            refundMail({
              to: invoice.customer.email,
              name: invoice.customer.firstName,
              amountCents: refund ? -refund.grossCents : payment.amountCents,
              paymentReference: payment.merchantReference,
              refundReference: input.refundReference,
              quoteReference: invoice.reference,
              workshopName: invoice.workshopName,
              refundedAt: at,
              isSandbox: isSandboxProvider(payment.provider),
              link: `${settings.publicUrl}${invoice.quotePath}`,
            }),
          );
      });
      return refunds();
    },

    async statement(workshopId: string): Promise<WorkshopStatement> {
      const [entries, totals, payouts] = await Promise.all([
        repo.statementEntries(db, workshopId, 200),
        repo.ledgerTotals(db, workshopId),
        repo.payoutsOf(db, workshopId, 50),
      ]);
      return {
        owedCents: totals.owed,
        paidOutCents: totals.paidOut,
        entries: entries.map(({ entry, quoteId, paymentReference, paymentStatus, refundedAt }) => ({
          id: entry.id,
          kind: entry.kind === 'refund' ? 'refund' : 'payment',
          quoteId,
          paymentReference,
          grossCents: entry.grossCents,
          commissionCents: entry.commissionCents,
          workshopCents: entry.workshopCents,
          settlement: entry.settledByGateway ? 'settled by Paystack' : entry.payoutId ? 'paid out' : 'owed',
          // A refund entry: due until an admin marks the money paid back to the customer (decision 030).
          refund: entry.kind !== 'refund' ? null : paymentStatus === 'refunded' ? 'refunded' : 'due',
          refundedAt: entry.kind === 'refund' && refundedAt ? refundedAt.toISOString() : null,
          createdAt: entry.createdAt.toISOString(),
        })),
        payouts: payouts.map((p) => ({
          id: p.id,
          workshopId: p.workshopId,
          amountCents: p.amountCents,
          bankReference: p.bankReference,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    },
  };
}
