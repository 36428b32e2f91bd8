import { PAYMENT_RESULTS, type PaymentResult, type PaymentResultStatus } from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { AuditPort } from '../audit/index';
import type { textMessages } from '../text-messages/index';
import type { workshops } from '../workshops/index';
import * as repo from './payments.repo';
import { createPaystackClient, type PaystackClient } from './paystack';
import type { QuotesPort } from './quotes-port';
import { sandboxPaystack } from './sandbox-paystack';
import { type PaymentSettings, paymentSettings } from './settings';

/** What every stage of a payment shares: its dependencies, the settings, and the payer's view of a payment. */

export interface PaymentServiceDeps {
  db: Db;
  config: Config;
  quotes: QuotesPort;
  /** The audit trail (decision 059): an admin's payout or refund is recorded in its transaction. */
  audit: AuditPort;
  /** The modules below it (decision 058): the workshops' names, the payer's texts; wired in index.ts. */
  workshops: Pick<typeof workshops, 'names'>;
  textMessages: Pick<typeof textMessages, 'notify'>;
  /** Tests hand in a fake typed against PaystackClient; otherwise one over fetch when configured. */
  paystack?: PaystackClient;
  /** The clock the held time of an open attempt is read by (tests hand in a controlled one). */
  now?: () => Date;
}

/** Who pays: a signed-in user, or a guest proved by the request's e-mail address (decision 029). */
export type Payer = { user: SessionUser; email?: undefined } | { user?: undefined; email: string };

/** A provider of ours that is Paystack's, real or the sandbox's. */
export const isPaystack = (provider: string) => provider === 'paystack' || provider === 'sandbox-paystack';
/** A provider that moves no real money. */
export const isSandboxProvider = (provider: string) =>
  provider === 'sandbox' || provider === 'sandbox-paystack';

/** The platform's commission on an amount, to the nearest cent (decision 024). */
export const commissionOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export const gatewayName = (provider: string) => (isPaystack(provider) ? 'Paystack' : 'PayFast');

/** An attempt ended without money (declined, cancelled, abandoned): the quote can be paid again. */
export async function closeAttempt(
  db: Db,
  quotes: QuotesPort,
  reference: string,
  status: 'failed' | 'cancelled' | 'abandoned',
  reason: string,
  actor: string,
) {
  return db.transaction(async (tx) => {
    const payment = await repo.lockByReference(tx, reference);
    if (payment?.status !== 'pending') return false;
    await repo.setStatus(tx, payment.id, { status, statusReason: reason });
    const stillOpen = (await repo.pendingForQuote(tx, payment.quoteId)).length > 0;
    const paid = await repo.findPaidForQuote(tx, payment.quoteId);
    if (!stillOpen && !paid) await quotes.backToInvoiced(tx, payment.quoteId, actor, reason);
    return true;
  });
}

export type PaymentContext = ReturnType<typeof paymentContext>;

export function paymentContext(deps: PaymentServiceDeps) {
  const { db, quotes } = deps;
  const now = deps.now ?? (() => new Date());
  const settings: PaymentSettings = paymentSettings(deps.config);
  /** An open attempt is held for the payer this long after it started, then closed (decision 029). */
  const holdMinutes = deps.config.PAYMENT_ABANDON_AFTER_MINUTES;
  const heldUntil = (payment: repo.PaymentRow) =>
    new Date(payment.createdAt.getTime() + holdMinutes * 60_000);
  const paystack: PaystackClient | null =
    deps.paystack ?? (settings.paystack ? createPaystackClient(settings.paystack) : null);
  const sandboxPaystackGateway = settings.paystack?.sandbox
    ? sandboxPaystack({ db, secretKey: settings.paystack.secretKey, publicUrl: settings.publicUrl })
    : null;

  const close = (reference: string, status: 'failed' | 'cancelled', reason: string, actor: string) =>
    closeAttempt(db, quotes, reference, status, reason, actor);

  async function resultOf(reference: string): Promise<PaymentResult> {
    const payment = await repo.findByReference(db, reference);
    if (!payment) throw notFound('The payment');
    const invoice = await quotes.invoiceToPay(db, payment.quoteId);
    const status: PaymentResultStatus =
      payment.status === 'paid' || payment.status === 'refund_due'
        ? 'paid'
        : (PAYMENT_RESULTS as readonly string[]).includes(payment.status)
          ? (payment.status as PaymentResultStatus)
          : 'pending';
    return {
      reference: payment.merchantReference,
      status,
      amountCents: payment.amountCents,
      quoteId: payment.quoteId,
      quoteReference: invoice?.reference ?? null,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      workshopName: invoice?.workshopName ?? null,
      provider: payment.provider,
      isSandbox: isSandboxProvider(payment.provider),
      paidAt: payment.completedAt && status === 'paid' ? payment.completedAt.toISOString() : null,
      quotePath: invoice?.quotePath ?? null,
    };
  }

  /**
   * The payer's own payment, or a 404 (another person's payment is not found): a signed-in payer's by
   * account, a guest's by the request's e-mail address (decision 029).
   */
  async function ownPayment(payer: Payer, reference: string) {
    const payment = await repo.findByReference(db, reference);
    const own =
      payment &&
      (payer.user
        ? payment.payerUserId === payer.user.id
        : (await quotes.invoiceToPayAsGuest(db, payment.quoteId, payer.email)) !== null);
    if (!payment || !own) throw notFound('The payment');
    return payment;
  }

  const payerName = (payer: Payer): string => (payer.user ? payer.user.email : payer.email);

  return {
    db,
    quotes,
    audit: deps.audit,
    workshops: deps.workshops,
    textMessages: deps.textMessages,
    now,
    settings,
    heldUntil,
    paystack,
    sandboxPaystackGateway,
    close,
    resultOf,
    ownPayment,
    payerName,
  };
}
