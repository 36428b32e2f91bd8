import { randomBytes, randomInt } from 'node:crypto';
import {
  type CancelPaidBooking,
  formatRand,
  type MarkPayout,
  type MarkRefunded,
  type OpenPaymentAnswer,
  PAYMENT_RESULTS,
  PaymentReferenceSchema,
  type PaymentResult,
  type PaymentResultStatus,
  QuoteStatus,
  type RefundList,
  type SandboxDecision,
  type WorkshopStatement,
} from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { exportRow } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import { enqueue } from '../jobs/index';
import { workshops } from '../workshops/index';
import {
  checkoutSignature,
  checkoutUrl,
  confirmWithPayFast,
  formatAmount,
  notificationParamString,
  notificationSignature,
  notificationSignatureValid,
  parseAmount,
  parseFormBody,
  type ReceivedFields,
  rangeMatcher,
  signedCheckout,
  type ValidateAnswer,
} from './payfast';
import * as repo from './payments.repo';
import {
  createPaystackClient,
  type PaystackClient,
  type PaystackEvent,
  paystackSignatureValid,
} from './paystack';
import type { InvoiceForPayment, QuotesPort } from './quotes-port';
import { paymentReceiptMail, refundMail } from './receipt-mail';
import { sandboxPaystack } from './sandbox-paystack';
import { type PaymentSettings, paymentSettings, SANDBOX_CLOSED_CHECKOUT } from './settings';

/** Payments through the gateways (PayFast, Paystack) and the notifications they sent. */
export const payments = {
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
  /**
   * A paid booking was cancelled: the money must go back to the payer. Records the refund to be made (the
   * workshop's credit reversed) inside the caller's transaction; once per payment. False when unpaid.
   */
  async recordRefundDue(
    tx: Tx,
    quoteId: string,
    percent: number,
    reason = 'Booking cancelled after payment: refund due to the payer',
  ): Promise<boolean> {
    const paid = await repo.findPaidForQuote(tx, quoteId);
    if (!paid) return false;
    const credit = await repo.ledgerEntryFor(tx, paid.id, 'payment');
    const commission = credit?.commissionCents ?? commissionOf(paid.amountCents, percent);
    await repo.insertLedgerEntry(tx, {
      workshopId: credit?.workshopId ?? paid.workshopId!,
      paymentId: paid.id,
      kind: 'refund',
      grossCents: -paid.amountCents,
      commissionCents: -commission,
      workshopCents: -(paid.amountCents - commission),
      commissionPercent: credit?.commissionPercent ?? String(percent),
      settledByGateway: credit?.settledByGateway ?? false,
    });
    await repo.setStatus(tx, paid.id, {
      status: 'refund_due',
      statusReason: reason,
    });
    return true;
  },
};

/** An attempt ended without money (declined, cancelled, abandoned): the quote can be paid again. */
async function closeAttempt(
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

/**
 * The scheduled job (decision 029): attempts with no verified notification `minutes` after they started
 * are closed as abandoned, each in its own transaction holding the payment's row (a notification arriving
 * at that moment goes first or finds it abandoned), and the quote goes back from Checkout to Invoiced
 * through the quotes module's one writer. Money that still arrives for an abandoned attempt is honoured:
 * a verified notification pays it as any other (applyPaid). Returns how many it closed.
 */
export async function closeAbandonedCheckouts(
  db: Db,
  quotes: QuotesPort,
  minutes: number,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - minutes * 60_000);
  const hours =
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  let closed = 0;
  for (;;) {
    const due = await repo.openBefore(db, before, 200);
    for (const { reference } of due)
      if (
        await closeAttempt(
          db,
          quotes,
          reference,
          'abandoned',
          `No verified payment within ${hours}: the checkout was closed`,
          'system',
        )
      )
        closed += 1;
    if (due.length < 200) return closed;
  }
}

/** A provider of ours that is Paystack's, real or the sandbox's. */
const isPaystack = (provider: string) => provider === 'paystack' || provider === 'sandbox-paystack';
/** A provider that moves no real money. */
const isSandboxProvider = (provider: string) => provider === 'sandbox' || provider === 'sandbox-paystack';

/** The platform's commission on an amount, to the nearest cent (decision 024). */
export const commissionOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

const newReference = () =>
  `MWP-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** A reference of ours, or '' (anything else is looked up nowhere and logged as unknown). */
const ourReference = (value: string | undefined) =>
  value && PaymentReferenceSchema.safeParse(value).success ? value : '';

const PAYABLE = new Set<number>([QuoteStatus.Invoiced, QuoteStatus.Checkout]);
const ALREADY_PAID = new Set<number>([QuoteStatus.Paid, QuoteStatus.Completed]);

export interface PaymentServiceDeps {
  db: Db;
  config: Config;
  quotes: QuotesPort;
  /** Tests hand in a fake typed against PaystackClient; otherwise one over fetch when configured. */
  paystack?: PaystackClient;
  /** The clock the held time of an open attempt is read by (tests hand in a controlled one). */
  now?: () => Date;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** Who pays: a signed-in user, or a guest proved by the request's e-mail address (decision 029). */
export type Payer = { user: SessionUser; email?: undefined } | { user?: undefined; email: string };

export function createPaymentService(deps: PaymentServiceDeps) {
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
  const fromPayFast = rangeMatcher(settings.payfast.sourceRanges);
  const throughProxy = rangeMatcher(settings.trustedProxies);

  /**
   * The notification's sender: the TCP peer, or, when the peer is one of our trusted proxies, the nearest
   * address in X-Forwarded-For that is not (read from the right: the left is whatever the client wrote).
   * Never the Referer, which any sender sets to anything.
   */
  function senderOf(peer: string | undefined, forwardedFor: string | string[] | undefined): string | null {
    let sender = peer ?? null;
    if (!sender || !throughProxy(sender)) return sender;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    while (hops.length > 0 && sender && throughProxy(sender)) sender = hops.pop() ?? null;
    return sender;
  }

  /**
   * A workshop with a PayFast account is paid through PayFast, any other through Paystack when it is on
   * (the sandbox plays whichever has no real account: 'sandbox' is PayFast's part, 'sandbox-paystack'
   * Paystack's; decision 029), else through whichever is on.
   */
  function chooseProvider(
    invoice: InvoiceForPayment,
  ): 'payfast' | 'paystack' | 'sandbox' | 'sandbox-paystack' {
    const payfastName = settings.sandbox ? 'sandbox' : 'payfast';
    const paystackName = settings.paystack?.sandbox ? 'sandbox-paystack' : 'paystack';
    if (settings.payfast.enabled && (invoice.hasPayfastAccount || !paystack)) return payfastName;
    if (paystack) return paystackName;
    return payfastName;
  }

  /** Where the gateway sends the payer back; a guest's carries the e-mail that proves the payment theirs. */
  const returnUrl = (reference: string, payer: Payer) =>
    `${settings.publicUrl}/payment/success?reference=${reference}${
      payer.user ? '' : `&emailAddress=${encodeURIComponent(payer.email)}`
    }`;

  /** PostgreSQL's jsonb holds no NUL character: a logged notification shows it as U+FFFD instead. */
  const loggable = (payload: unknown) =>
    JSON.parse(JSON.stringify(payload ?? {}).replace(/\\u0000/g, '\\ufffd'));

  async function refuse(
    provider: string,
    payload: unknown,
    reason: string,
    context: { paymentId?: string | null; signatureValid: boolean; sourceIp: string | null },
  ) {
    await repo.insertEvent(db, {
      paymentId: context.paymentId ?? null,
      provider,
      payload: loggable(payload),
      signatureValid: context.signatureValid,
      outcome: 'refused',
      reason: reason.replace(/\0/g, '\ufffd').slice(0, 500),
      sourceIp: context.sourceIp,
    });
    return { outcome: 'refused' as const, reason };
  }

  /**
   * The one way a payment becomes paid: in a transaction holding the payment's row, so a notification
   * repeated, replayed or delivered twice at once changes it once (the others find it paid and are logged
   * as duplicates). A second attempt of an already paid quote that the gateway also completed is money
   * taken twice: recorded as refund_due, never a second 'paid' (the partial unique index makes sure even
   * when the two race; the loser retries and sees the winner).
   */
  async function applyPaid(
    reference: string,
    event: {
      provider: string;
      payload: unknown;
      gatewayReference: string | null;
      sourceIp: string | null;
      note: string;
    },
  ): Promise<'accepted' | 'duplicate' | 'refund_due'> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const payment = await repo.lockByReference(tx, reference);
          if (!payment) throw new Error(`payment ${reference} vanished`);
          const log = (outcome: string, reason: string | null) =>
            repo.insertEvent(tx, {
              paymentId: payment.id,
              provider: event.provider,
              payload: loggable(event.payload),
              signatureValid: true,
              outcome,
              reason,
              sourceIp: event.sourceIp,
            });
          if (payment.status === 'paid' || payment.status === 'refund_due') {
            await log('duplicate', `Already ${payment.status}: changed nothing`);
            return 'duplicate' as const;
          }
          const other = await repo.findPaidForQuote(tx, payment.quoteId);
          if (other) {
            await repo.setStatus(tx, payment.id, {
              status: 'refund_due',
              statusReason: `The quote was already paid by ${other.merchantReference}: refund this payment`,
              gatewayReference: event.gatewayReference,
              completedAt: new Date(),
            });
            await log('accepted', 'Quote already paid by another payment: refund due');
            return 'refund_due' as const;
          }
          const paidAt = new Date();
          await repo.setStatus(tx, payment.id, {
            status: 'paid',
            statusReason: null,
            gatewayReference: event.gatewayReference,
            completedAt: paidAt,
          });
          if (!(await quotes.markPaid(tx, payment.quoteId, event.note))) {
            // The quote was paid another way (at the counter, by an admin): this money goes back.
            await repo.setStatus(tx, payment.id, {
              status: 'refund_due',
              statusReason: 'The quote was already paid another way: refund this payment',
            });
            await log('accepted', 'Quote already paid another way: refund due');
            return 'refund_due' as const;
          }
          await log('accepted', null);
          // The workshop's credit, by the one rule the demo history's seed uses too (decision 029).
          await repo.creditPaidPayments(tx, settings.commissionPercent, { paymentId: payment.id });
          // The workshop's staff hear of it once: this branch runs once per payment (decision 029).
          await quotes.tellWorkshopPaid(tx, payment.quoteId, formatRand(payment.amountCents));
          const invoice = await quotes.invoiceById(tx, payment.quoteId);
          if (invoice) {
            // The receipt leaves through the outbox after commit: once, because this branch runs once.
            await enqueue(
              tx,
              'send_mail',
              paymentReceiptMail({
                to: invoice.customer.email,
                name: invoice.customer.firstName,
                amountCents: payment.amountCents,
                paymentReference: payment.merchantReference,
                quoteReference: invoice.reference,
                invoiceNumber: invoice.invoiceNumber,
                workshopName: invoice.workshopName,
                paidAt,
                isSandbox: isSandboxProvider(payment.provider),
                link: invoice.link,
              }),
            );
          }
          return 'accepted' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 2) continue;
        throw error;
      }
    }
  }

  const close = (reference: string, status: 'failed' | 'cancelled', reason: string, actor: string) =>
    closeAttempt(db, quotes, reference, status, reason, actor);

  async function resultOf(reference: string): Promise<PaymentResult> {
    const payment = await repo.findByReference(db, reference);
    if (!payment) throw notFound('The payment');
    const invoice = await quotes.invoiceById(db, payment.quoteId);
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
      quotePath: invoice?.link.startsWith(settings.publicUrl)
        ? invoice.link.slice(settings.publicUrl.length)
        : null,
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
        : (await quotes.invoiceForGuest(db, payment.quoteId, payer.email)) !== null);
    if (!payment || !own) throw notFound('The payment');
    return payment;
  }

  const payerName = (payer: Payer): string => (payer.user ? payer.user.email : payer.email);

  /** The attempt was started by this payer (a guest's attempts have no account). */
  const startedBy = (payment: repo.PaymentRow, payer: Payer) =>
    payer.user ? payment.payerUserId === payer.user.id : payment.payerUserId === null;

  /** The sandbox's own pages are on this site: a path, so the browser stays on the host it uses. */
  const onThisSite = (provider: string, url: string) =>
    isSandboxProvider(provider) && url.startsWith(`${settings.publicUrl}/`)
      ? url.slice(settings.publicUrl.length)
      : url;

  /**
   * PayFast's checkout for an attempt: the signed fields in PayFast's order as the process URL's query.
   * Built the same way for a new attempt and for going back to an open one (same m_payment_id, same amount).
   */
  function payfastRedirect(invoice: InvoiceForPayment, reference: string, amountCents: number, payer: Payer) {
    const back = returnUrl(reference, payer);
    const name = (invoice.customer.firstName ?? '').slice(0, 100);
    const fields = signedCheckout(
      {
        merchant_id: settings.payfast.merchantId,
        merchant_key: settings.payfast.merchantKey,
        return_url: back,
        cancel_url: `${back}&cancelled=1`,
        notify_url: `${settings.publicUrl}/api/payment/payfast/notify`,
        name_first: name,
        name_last: (invoice.customer.lastName ?? '').slice(0, 100),
        email_address: invoice.customer.email,
        m_payment_id: reference,
        amount: formatAmount(amountCents),
        item_name: `Invoice ${invoice.invoiceNumber ?? invoice.reference}`.slice(0, 100),
        item_description: `${invoice.workshopName}, quote ${invoice.reference}`.slice(0, 255),
        custom_str1: invoice.quoteId,
      },
      settings.payfast.passphrase,
    );
    return checkoutUrl(settings.payfast.processUrl, fields);
  }

  /**
   * Closes an open attempt at the gateway's side before a new one starts, where the gateway can (decision
   * 050): only the sandbox can; PayFast and Paystack have no call that closes an unpaid checkout, so a
   * payment still made there arrives as a notification and is honoured (refund due if the quote is paid
   * twice). True when the gateway closed it.
   */
  async function closeAtGateway(payment: repo.PaymentRow): Promise<boolean> {
    const sandboxGateway =
      (payment.provider === 'sandbox' && settings.sandbox) ||
      (payment.provider === 'sandbox-paystack' && sandboxPaystackGateway !== null);
    if (!sandboxGateway) return false;
    await repo.closeSandboxCheckout(db, payment.merchantReference);
    return true;
  }

  const gatewayName = (provider: string) => (isPaystack(provider) ? 'Paystack' : 'PayFast');

  return {
    settings,
    /** The sandbox's Paystack (its API, page and webhook), when it plays Paystack; else null. */
    sandboxPaystack: sandboxPaystackGateway,

    /** spec: POST /api/payment/Pay/{id}: records an attempt (quote to Checkout) and answers the gateway's URL. */
    async pay(payer: Payer, quoteId: string): Promise<{ redirectUrl: string }> {
      const invoice = payer.user
        ? await quotes.invoiceForPayer(db, quoteId, payer.user)
        : await quotes.invoiceForGuest(db, quoteId, payer.email);
      if (!invoice) throw notFound('The quote');
      if (ALREADY_PAID.has(invoice.quoteStatus)) throw conflict('This invoice is already paid.');
      if (!PAYABLE.has(invoice.quoteStatus))
        throw conflict(
          'This quote has no invoice to pay yet. You can pay once the workshop has invoiced the job.',
        );
      if (invoice.totalCents <= 0) throw conflict('This invoice has nothing to pay.');
      if (!settings.payfast.enabled && !paystack)
        throw new AppError(503, 'Online payment is not available yet. Please pay the workshop directly.');
      const provider = chooseProvider(invoice);
      const reference = newReference();
      const subaccount = isPaystack(provider) ? invoice.paystackSubaccountId : null;
      const back = returnUrl(reference, payer);
      // Start again (decision 050): the attempts still open are closed at the gateway first where it can.
      const closedAtGateway = new Set<string>();
      for (const open of await repo.pendingForQuote(db, quoteId))
        if (await closeAtGateway(open)) closedAtGateway.add(open.id);
      const created = await db.transaction(async (tx) => {
        // One open attempt per quote: the payer who starts again has left the earlier one. Its row is
        // held, so a notification for it arriving now goes first or finds it replaced (and still pays).
        for (const open of await repo.lockPendingForQuote(tx, quoteId))
          await repo.setStatus(tx, open.id, {
            status: 'cancelled',
            statusReason: closedAtGateway.has(open.id)
              ? 'Replaced by a new payment attempt: closed at the sandbox gateway first'
              : `Replaced by a new payment attempt: ${gatewayName(open.provider)} cannot close a checkout, so a payment still made there is honoured`,
          });
        const row = await repo.insert(tx, {
          quoteId,
          workshopId: invoice.workshopId,
          payerUserId: payer.user?.id ?? null,
          provider,
          merchantReference: reference,
          amountCents: invoice.totalCents,
          splitSubaccount: subaccount,
        });
        await quotes.startCheckout(tx, quoteId, payerName(payer));
        return row;
      });

      if (isPaystack(provider) && paystack) {
        let url: string;
        try {
          const started = await paystack.initialize({
            email: invoice.customer.email,
            amountCents: invoice.totalCents,
            reference,
            callbackUrl: back,
            subaccount,
            transactionChargeCents: subaccount
              ? commissionOf(invoice.totalCents, settings.commissionPercent)
              : undefined,
            metadata: { quoteId, invoiceNumber: invoice.invoiceNumber ?? invoice.reference },
          });
          url = started.authorizationUrl;
        } catch {
          await close(reference, 'failed', 'Paystack could not start the payment', 'system');
          throw new AppError(
            503,
            'The payment gateway could not be reached. No money was taken; please try again in a moment.',
          );
        }
        // Kept, so a payer who leaves Paystack's page can go back to this very transaction (decision 050).
        await repo.setCheckoutUrl(db, created.id, url);
        return { redirectUrl: onThisSite(provider, url) };
      }

      return { redirectUrl: payfastRedirect(invoice, reference, invoice.totalCents, payer) };
    },

    /**
     * The quote's open attempt as its payer sees it (decision 050): a payment started at the gateway and not
     * finished, when it started, through which gateway, until when it is held, and whether this payer can
     * go back to it. None unless the quote waits in Checkout.
     */
    async openPayment(payer: Payer, quoteId: string): Promise<OpenPaymentAnswer> {
      const invoice = payer.user
        ? await quotes.invoiceForPayer(db, quoteId, payer.user)
        : await quotes.invoiceForGuest(db, quoteId, payer.email);
      if (!invoice) throw notFound('The quote');
      if (invoice.quoteStatus !== QuoteStatus.Checkout) return { attempt: null };
      const payment = await repo.latestPendingForQuote(db, quoteId);
      if (!payment) return { attempt: null };
      const until = heldUntil(payment);
      const own = startedBy(payment, payer);
      const pageKnown = !isPaystack(payment.provider) || payment.checkoutUrl !== null;
      return {
        attempt: {
          reference: payment.merchantReference,
          gateway: gatewayName(payment.provider),
          isSandbox: isSandboxProvider(payment.provider),
          amountCents: payment.amountCents,
          startedAt: payment.createdAt.toISOString(),
          heldUntil: until.toISOString(),
          canContinue: own && pageKnown && now() < until,
          startedByOther: !own,
        },
      };
    },

    /**
     * Continue payment (decision 050): back to the same attempt at the gateway, PayFast's checkout with the
     * same m_payment_id and amount, or Paystack's authorization_url, while it is open and held.
     */
    async continuePayment(payer: Payer, reference: string): Promise<{ redirectUrl: string }> {
      const payment = await ownPayment(payer, reference);
      if (payment.status !== 'pending')
        throw conflict(
          payment.status === 'paid'
            ? 'This payment went through: the invoice is paid.'
            : 'This payment is no longer open. Start again to pay the invoice.',
        );
      if (now() >= heldUntil(payment))
        throw conflict(
          'This payment was started too long ago to be continued, and no money was taken. Start again to pay the invoice.',
        );
      if (isPaystack(payment.provider)) {
        if (!payment.checkoutUrl)
          throw conflict('This payment cannot be continued at the gateway. Start again to pay the invoice.');
        return { redirectUrl: onThisSite(payment.provider, payment.checkoutUrl) };
      }
      const invoice = await quotes.invoiceById(db, payment.quoteId);
      if (!invoice) throw notFound('The quote');
      return { redirectUrl: payfastRedirect(invoice, payment.merchantReference, payment.amountCents, payer) };
    },

    /**
     * POST /api/payment/payfast/notify. Every check of PayFast's ITN guide, cheapest first; the validate
     * call (a network round trip) last. A refused notification changes nothing and is logged with why.
     */
    async payfastNotification(
      rawBody: string,
      peer: { ip: string | undefined; forwardedFor: string | string[] | undefined },
    ) {
      const fields: ReceivedFields = parseFormBody(rawBody);
      const payload = Object.fromEntries(fields);
      const sourceIp = senderOf(peer.ip, peer.forwardedFor);
      const signatureValid = notificationSignatureValid(fields, settings.payfast.passphrase);
      const reference = ourReference(payload.m_payment_id);
      const payment = reference ? await repo.findByReference(db, reference) : undefined;
      const context = { paymentId: payment?.id ?? null, signatureValid, sourceIp };
      const no = (reason: string) => refuse('payfast', payload, reason, context);

      if (!settings.payfast.enabled) return no('PayFast is not configured');
      if (!signatureValid) return no('The signature does not match the fields received');
      if (!sourceIp || !fromPayFast(sourceIp))
        return no(`The sender ${sourceIp ?? '(unknown)'} is outside the PayFast address ranges`);
      if (payload.merchant_id !== settings.payfast.merchantId)
        return no(`merchant_id ${payload.merchant_id ?? '(none)'} is not ours`);
      if (!payment || (payment.provider !== 'payfast' && payment.provider !== 'sandbox'))
        return no(`m_payment_id ${reference || '(none)'} is not a PayFast payment of ours`);
      const gross = parseAmount(payload.amount_gross);
      if (gross !== payment.amountCents)
        return no(
          `amount_gross ${payload.amount_gross ?? '(none)'} is not the invoice's ${formatAmount(payment.amountCents)}`,
        );
      const answer: ValidateAnswer = await confirmWithPayFast(settings.payfast.validateUrl, fields);
      if (answer !== 'VALID') return no(`PayFast's validate call answered ${answer}`);

      const status = payload.payment_status;
      if (status !== 'COMPLETE') {
        await no(`payment_status ${status ?? '(none)'} is not COMPLETE`);
        // A verified decline or cancel closes the attempt (no money taken) so the quote can be paid again.
        if (status === 'FAILED' || status === 'CANCELLED')
          await close(
            reference,
            status === 'FAILED' ? 'failed' : 'cancelled',
            `PayFast: ${status}`,
            'system',
          );
        return { outcome: 'refused' as const, reason: `payment_status ${status}` };
      }
      const outcome = await applyPaid(reference, {
        provider: 'payfast',
        payload,
        gatewayReference: payload.pf_payment_id ?? null,
        sourceIp,
        note: payment.provider === 'sandbox' ? 'Sandbox ITN verified' : 'PayFast ITN verified',
      });
      return { outcome };
    },

    /**
     * POST /api/payment/paystack/webhook: the signature over the raw bytes, then Paystack's own verify of
     * the transaction (server-side) before any value is given.
     */
    async paystackWebhook(
      rawBody: Buffer,
      payload: PaystackEvent,
      signature: string | undefined,
      sourceIp: string | null,
    ) {
      const secret = settings.paystack?.secretKey;
      const signatureValid = secret ? paystackSignatureValid(rawBody, signature, secret) : false;
      const reference = ourReference(payload.data.reference);
      const payment = reference ? await repo.findByReference(db, reference) : undefined;
      const no = (reason: string) =>
        refuse('paystack', payload, reason, { paymentId: payment?.id ?? null, signatureValid, sourceIp });
      if (!secret || !paystack) return no('Paystack is not configured');
      if (!signatureValid) return no('x-paystack-signature does not match the body');
      if (payload.event !== 'charge.success') return no(`Event ${payload.event} is not charge.success`);
      if (!payment || !isPaystack(payment.provider))
        return no(`Reference ${reference || '(none)'} is not a Paystack payment of ours`);
      return verifyPaystack(payment, payload, sourceIp, 'Paystack webhook verified');
    },

    /** /payment/success asks this: the payer's payment as the server knows it (Paystack: verified now). */
    async result(payer: Payer, reference: string): Promise<PaymentResult> {
      const payment = await ownPayment(payer, reference);
      // An attempt closed as abandoned may still have been paid: Paystack is asked for it too.
      const open = payment.status === 'pending' || payment.status === 'abandoned';
      if (open && isPaystack(payment.provider) && paystack) {
        await verifyPaystack(payment, { reference, on: 'return' }, null, 'Paystack verified on return').catch(
          () => undefined,
        );
      }
      return resultOf(reference);
    },

    /** The payer came back through the gateway's cancel link: a pending attempt is closed (never a paid one). */
    async cancelByPayer(payer: Payer, reference: string): Promise<PaymentResult> {
      const payment = await ownPayment(payer, reference);
      if (payment.status === 'pending')
        await close(reference, 'cancelled', 'Cancelled by the payer at the gateway', payerName(payer));
      return resultOf(reference);
    },

    /** The latest notifications as logged (refused ones for review), newest first. */
    async events(outcome: 'accepted' | 'duplicate' | 'refused' | undefined) {
      const rows = await repo.recentEvents(db, outcome ?? null, 100);
      return {
        items: rows.map((e) => {
          const p = (e.payload ?? {}) as {
            m_payment_id?: unknown;
            reference?: unknown;
            data?: { reference?: unknown };
          };
          // PayFast's ITN, Paystack's webhook, or Paystack's verify asked on the payer's return.
          const reference = p.m_payment_id ?? p.data?.reference ?? p.reference;
          return {
            id: e.id,
            provider: e.provider,
            outcome: e.outcome,
            reason: e.reason,
            reference: typeof reference === 'string' ? reference.slice(0, 100) : null,
            sourceIp: e.sourceIp,
            signatureValid: e.signatureValid,
            receivedAt: e.receivedAt.toISOString(),
          };
        }),
      };
    },

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

    async markPayout(admin: SessionUser, input: MarkPayout) {
      const payout = await db.transaction((tx) =>
        repo.settleOwed(tx, input.workshopId, {
          userId: admin.id,
          bankReference: input.bankReference || null,
        }),
      );
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

    /** Refunds to make (money taken twice, paid bookings cancelled) and those made lately. */
    async refunds(): Promise<RefundList> {
      const rows = await repo.refunds(db, 200);
      const invoices = await Promise.all(rows.map((p) => quotes.invoiceById(db, p.quoteId)));
      return {
        items: rows.map((p, i) => ({
          reference: p.merchantReference,
          quoteId: p.quoteId,
          quoteReference: invoices[i]?.reference ?? null,
          workshopName: invoices[i]?.workshopName ?? null,
          customerEmail: invoices[i]?.customer.email ?? null,
          amountCents: p.amountCents,
          provider: p.provider,
          status: p.status === 'refunded' ? 'refunded' : 'due',
          reason: p.statusReason,
          refundReference: p.refundReference,
          refundedAt: p.refundedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * An admin cancels a paid booking (the workshop cannot do the job, the customer is owed their money):
     * the refund due is recorded with the workshop's credit reversed in the ledger (decision 030).
     */
    async cancelPaidBooking(reference: string, input: CancelPaidBooking) {
      await db.transaction(async (tx) => {
        const payment = await repo.lockByReference(tx, reference);
        if (!payment) throw notFound('The payment');
        if (payment.status !== 'paid')
          throw conflict('Only a paid payment can be refunded: this one is not paid (or already refunded).');
        await payments.recordRefundDue(
          tx,
          payment.quoteId,
          settings.commissionPercent,
          `Paid booking cancelled by an administrator: ${input.reason}`,
        );
      });
      return this.refunds();
    },

    /** The money was paid back (in the bank or the gateway's dashboard): marked once, the customer mailed. */
    async markRefunded(admin: SessionUser, reference: string, input: MarkRefunded) {
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
        const invoice = await quotes.invoiceById(tx, payment.quoteId);
        if (invoice)
          await enqueue(
            tx,
            'send_mail',
            refundMail({
              to: invoice.customer.email,
              name: invoice.customer.firstName,
              amountCents: payment.amountCents,
              paymentReference: payment.merchantReference,
              refundReference: input.refundReference,
              quoteReference: invoice.reference,
              workshopName: invoice.workshopName,
              refundedAt: at,
              isSandbox: isSandboxProvider(payment.provider),
              link: invoice.link,
            }),
          );
      });
      return this.refunds();
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

    // ------------------------------------------------------------ the sandbox gateway (plays PayFast)

    /**
     * The sandbox's checkout page reports the payer's choice. Like PayFast's process page it first checks
     * the merchant and the checkout signature; then it notifies the app exactly as PayFast would (an ITN in
     * PayFast's field order, signed with the passphrase) through `deliver`, the same endpoint and checks,
     * and remembers what it sent so its validate call can answer VALID.
     */
    async sandboxDecide(
      decision: SandboxDecision,
      deliver: (body: string) => Promise<void>,
    ): Promise<{ redirectUrl: string }> {
      if (!settings.sandbox) throw notFound('The sandbox gateway');
      const map = Object.fromEntries(decision.fields);
      const refused = (message: string) => badRequest({ fields: [message] }, message);
      if (
        map.merchant_id !== settings.payfast.merchantId ||
        map.merchant_key !== settings.payfast.merchantKey
      )
        throw refused('The sandbox does not know this merchant.');
      const { signature, ...checkout } = map;
      if (signature !== checkoutSignature(checkout, settings.payfast.passphrase))
        throw refused('The checkout signature does not match: PayFast would refuse this payment.');
      const cents = parseAmount(map.amount);
      if (cents === null || cents <= 0) throw refused('The checkout has no amount.');
      // The merchant closed this checkout when the payer started again (decision 050).
      if (decision.action !== 'cancel' && (await repo.sandboxCheckoutClosed(db, map.m_payment_id ?? '')))
        throw conflict(SANDBOX_CLOSED_CHECKOUT);
      const own = `${settings.publicUrl}/`;
      for (const url of [map.return_url, map.cancel_url, map.notify_url])
        if (!url?.startsWith(own))
          throw refused('The sandbox only sends payers and notifications to this site.');
      // Back to this site on the host the payer uses (PUBLIC_URL may name another alias of it).
      const here = (url: string) => url.slice(settings.publicUrl.length);
      if (decision.action === 'cancel') return { redirectUrl: here(map.cancel_url!) };

      const fee = decision.action === 'pay' ? Math.round(cents * 0.035) + 200 : 0;
      const itn: ReceivedFields = [
        ['m_payment_id', map.m_payment_id ?? ''],
        ['pf_payment_id', String(randomInt(1_000_000, 99_999_999))],
        ['payment_status', decision.action === 'pay' ? 'COMPLETE' : 'FAILED'],
        ['item_name', map.item_name ?? ''],
        ['item_description', map.item_description ?? ''],
        ['amount_gross', formatAmount(cents)],
        ['amount_fee', formatAmount(-fee)],
        ['amount_net', formatAmount(cents - fee)],
        ...(['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'] as const).map(
          (k): [string, string] => [k, map[k] ?? ''],
        ),
        ...(['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'] as const).map(
          (k): [string, string] => [k, map[k] ?? ''],
        ),
        ['name_first', map.name_first ?? ''],
        ['name_last', map.name_last ?? ''],
        ['email_address', map.email_address ?? ''],
        ['merchant_id', settings.payfast.merchantId],
      ];
      itn.push(['signature', notificationSignature(itn, settings.payfast.passphrase)]);
      await repo.rememberSandboxNotification(db, notificationParamString(itn));
      await deliver(new URLSearchParams(itn).toString());
      // A decline, like a payment, brings the payer back to the result page, which shows what was verified.
      return { redirectUrl: here(map.return_url!) };
    },

    /** The sandbox's validate URL: VALID for exactly what the sandbox itself sent, as PayFast's answers. */
    async sandboxValidate(rawBody: string): Promise<'VALID' | 'INVALID'> {
      if (!settings.sandbox) throw notFound('The sandbox gateway');
      const sent = await repo.sandboxNotificationSent(db, notificationParamString(parseFormBody(rawBody)));
      return sent ? 'VALID' : 'INVALID';
    },
  };

  async function verifyPaystack(
    payment: repo.PaymentRow,
    payload: unknown,
    sourceIp: string | null,
    note: string,
  ) {
    const no = (reason: string) =>
      refuse('paystack', payload, reason, { paymentId: payment.id, signatureValid: true, sourceIp });
    let verified: Awaited<ReturnType<PaystackClient['verify']>>;
    try {
      verified = await paystack!.verify(payment.merchantReference);
    } catch {
      return no('Paystack verify could not be reached');
    }
    if (!verified) return no('Paystack verify does not know this reference');
    if (verified.status === 'failed') {
      await close(payment.merchantReference, 'failed', 'Paystack: failed', 'system');
      return no('Paystack verify says failed');
    }
    if (verified.status !== 'success') return no(`Paystack verify says ${verified.status}`);
    if (verified.currency !== 'ZAR' || verified.amountCents !== payment.amountCents)
      return no(
        `Paystack verify says ${verified.currency} ${verified.amountCents}, not the invoice's ZAR ${payment.amountCents}`,
      );
    const outcome = await applyPaid(payment.merchantReference, {
      provider: 'paystack',
      payload,
      gatewayReference: verified.id,
      sourceIp,
      note,
    });
    return { outcome };
  }
}
