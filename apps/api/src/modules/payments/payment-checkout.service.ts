import { randomBytes } from 'node:crypto';
import { type OpenPaymentAnswer, type PaymentResult, QuoteStatus } from '@motorwise/shared';
import type { Db } from '../../db/client';
import { conflict, notFound, unavailable } from '../../lib/errors';
import { checkoutUrl, formatAmount, signedCheckout } from './payfast';
import {
  closeAttempt,
  commissionOf,
  gatewayName,
  isPaystack,
  isSandboxProvider,
  type Payer,
  type PaymentContext,
} from './payment-context';
import type { VerifyPaystack } from './payment-notifications.service';
import * as repo from './payments.repo';
import { commissionPercentFor } from './platform-money.repo';
import type { InvoiceToPay, QuotesPort } from './quotes-port';

/** Starting a payment at the gateway, going back to it, and the payer's return (decisions 029 and 050). */

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

const newReference = () =>
  `MWP-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;

const PAYABLE = new Set<number>([QuoteStatus.Invoiced, QuoteStatus.Checkout]);
const ALREADY_PAID = new Set<number>([QuoteStatus.Paid, QuoteStatus.Completed]);

export function paymentCheckout(ctx: PaymentContext, verifyPaystack: VerifyPaystack) {
  const { db, quotes, now, settings, heldUntil, paystack, sandboxPaystackGateway } = ctx;
  const { close, resultOf, ownPayment, payerName } = ctx;

  /**
   * A workshop with a PayFast account is paid through PayFast, any other through Paystack when it is on
   * (the sandbox plays whichever has no real account: 'sandbox' is PayFast's part, 'sandbox-paystack'
   * Paystack's; decision 029), else through whichever is on.
   */
  function chooseProvider(invoice: InvoiceToPay): 'payfast' | 'paystack' | 'sandbox' | 'sandbox-paystack' {
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
  function payfastRedirect(invoice: InvoiceToPay, reference: string, amountCents: number, payer: Payer) {
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
  async function closeAtGateway(db: Db, payment: repo.PaymentRow): Promise<boolean> {
    const sandboxGateway =
      (payment.provider === 'sandbox' && settings.sandbox) ||
      (payment.provider === 'sandbox-paystack' && sandboxPaystackGateway !== null);
    if (!sandboxGateway) return false;
    await repo.closeSandboxCheckout(db, payment.merchantReference);
    return true;
  }

  return {
    /**
     * spec: POST /api/payment/Pay/{id}: records an attempt (quote to Checkout) and answers the gateway's URL.
     * `db` is the transaction of an idempotent call (decision 070): every write of the attempt goes in it.
     */
    async pay(payer: Payer, quoteId: string, db: Db = ctx.db): Promise<{ redirectUrl: string }> {
      const invoice = payer.user
        ? await quotes.invoiceToPayFor(db, quoteId, payer.user)
        : await quotes.invoiceToPayAsGuest(db, quoteId, payer.email);
      if (!invoice) throw notFound('The quote');
      if (ALREADY_PAID.has(invoice.quoteStatus)) throw conflict('This invoice is already paid.');
      if (!PAYABLE.has(invoice.quoteStatus))
        throw conflict(
          'This quote has no invoice to pay yet. You can pay once the workshop has invoiced the job.',
        );
      if (invoice.totalCents <= 0) throw conflict('This invoice has nothing to pay.');
      if (!settings.payfast.enabled && !paystack)
        throw unavailable('Online payment is not available yet. Please pay the workshop directly.');
      const provider = chooseProvider(invoice);
      const reference = newReference();
      const subaccount = isPaystack(provider) ? invoice.paystackSubaccountId : null;
      const back = returnUrl(reference, payer);
      // Start again (decision 050): the attempts still open are closed at the gateway first where it can.
      const closedAtGateway = new Set<string>();
      for (const open of await repo.pendingForQuote(db, quoteId))
        if (await closeAtGateway(db, open)) closedAtGateway.add(open.id);
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
            // The platform's share at the rate in force for this workshop now (decision 064).
            transactionChargeCents: subaccount
              ? commissionOf(
                  invoice.totalCents,
                  await commissionPercentFor(db, invoice.workshopId, new Date(), settings.commissionPercent),
                )
              : undefined,
            metadata: { quoteId, invoiceNumber: invoice.invoiceNumber ?? invoice.reference },
          });
          url = started.authorizationUrl;
        } catch {
          await closeAttempt(
            db,
            quotes,
            reference,
            'failed',
            'Paystack could not start the payment',
            'system',
          );
          throw unavailable(
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
        ? await quotes.invoiceToPayFor(db, quoteId, payer.user)
        : await quotes.invoiceToPayAsGuest(db, quoteId, payer.email);
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
      const invoice = await quotes.invoiceToPay(db, payment.quoteId);
      if (!invoice) throw notFound('The quote');
      return { redirectUrl: payfastRedirect(invoice, payment.merchantReference, payment.amountCents, payer) };
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
  };
}
