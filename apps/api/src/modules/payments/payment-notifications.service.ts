import { formatRand, PaymentReferenceSchema } from '@motorwise/shared';
import { isUniqueViolation } from '../../db/errors';
import { addJobsCall } from '../jobs/index';
import {
  confirmWithPayFast,
  formatAmount,
  notificationSignatureValid,
  parseAmount,
  parseFormBody,
  type ReceivedFields,
  rangeMatcher,
  type ValidateAnswer,
} from './payfast';
import { isPaystack, isSandboxProvider, type PaymentContext } from './payment-context';
import * as repo from './payments.repo';
import { type PaystackClient, type PaystackEvent, paystackSignatureValid } from './paystack';
import { paymentReceiptMail } from './receipt-mail';

/**
 * What the gateways tell us (PayFast's ITN, Paystack's webhook and verify): every check before a payment is
 * believed, the one way a payment becomes paid, and the log of what was received.
 */

/** A reference of ours, or '' (anything else is looked up nowhere and logged as unknown). */
const ourReference = (value: string | undefined) =>
  value && PaymentReferenceSchema.safeParse(value).success ? value : '';

/** Paystack's verify of one payment, paying it when Paystack says it succeeded. */
export type VerifyPaystack = ReturnType<typeof paymentNotifications>['verifyPaystack'];

export function paymentNotifications(ctx: PaymentContext) {
  const { db, quotes, settings, paystack, close, textMessages } = ctx;
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
          // The payment held, with its quote's paid payment if any, in one read.
          const locked = await repo.lockWithQuotePaidBy(tx, reference);
          if (!locked) throw new Error(`payment ${reference} vanished`);
          const { payment, paidBy } = locked;
          const eventRow = (outcome: string, reason: string | null) => ({
            paymentId: payment.id,
            provider: event.provider,
            payload: loggable(event.payload),
            signatureValid: true,
            outcome,
            reason,
            sourceIp: event.sourceIp,
          });
          const log = (outcome: string, reason: string | null) =>
            repo.insertEvent(tx, eventRow(outcome, reason));
          if (payment.status === 'paid' || payment.status === 'refund_due') {
            await log('duplicate', `Already ${payment.status}: changed nothing`);
            return 'duplicate' as const;
          }
          if (paidBy) {
            await repo.setStatus(tx, payment.id, {
              status: 'refund_due',
              statusReason: `The quote was already paid by ${paidBy}: refund this payment`,
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
          // The workshop's staff hear of it once, with the change: this branch runs once per payment (029).
          const told = { ctx: { publicUrl: settings.publicUrl }, amount: formatRand(payment.amountCents) };
          if (!(await quotes.markPaid(tx, payment.quoteId, event.note, told))) {
            // The quote was paid another way (at the counter, by an admin): this money goes back.
            await repo.setStatus(tx, payment.id, {
              status: 'refund_due',
              statusReason: 'The quote was already paid another way: refund this payment',
            });
            await log('accepted', 'Quote already paid another way: refund due');
            return 'refund_due' as const;
          }
          const invoice = await quotes.invoiceToPay(tx, payment.quoteId);
          // The event, the workshop's credit by the one rule the demo history's seed uses too (decision 029),
          // and the receipt, which leaves through the outbox after commit (once: this branch runs once), in
          // one statement.
          const receipt = invoice
            ? addJobsCall([
                {
                  name: 'send_mail',
                  payload: paymentReceiptMail({
                    to: invoice.customer.email,
                    name: invoice.customer.firstName,
                    amountCents: payment.amountCents,
                    paymentReference: payment.merchantReference,
                    quoteReference: invoice.reference,
                    invoiceNumber: invoice.invoiceNumber,
                    workshopName: invoice.workshopName,
                    paidAt,
                    isSandbox: isSandboxProvider(payment.provider),
                    link: `${settings.publicUrl}${invoice.quotePath}`,
                  }),
                },
              ])
            : null;
          await repo.recordAccepted(tx, eventRow('accepted', null), settings.commissionPercent, receipt);
          if (invoice)
            // And by SMS or WhatsApp to a payer who chose them (decision 074).
            await textMessages.notify(tx, invoice.payerUserId, 'payment_received', {
              reference: invoice.reference,
              link: `${settings.publicUrl}${invoice.quotePath}`,
            });
          return 'accepted' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 2) continue;
        throw error;
      }
    }
  }

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

  return {
    verifyPaystack,

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
  };
}
