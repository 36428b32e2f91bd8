import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxAction, SandboxPaystackCheckout } from '@motorwise/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './payments.repo';
import { paystackSignature } from './paystack';
import { SANDBOX_CLOSED_CHECKOUT, SANDBOX_PAYSTACK_PAGE } from './settings';

/**
 * The sandbox plays Paystack where no PAYSTACK_SECRET_KEY is set (decision 029): its API answers as
 * Paystack's does (paystack.com/docs/api: `{ status, message, data }`, amounts in the currency's subunit),
 * its checkout page is on this site, marked SANDBOX, and its webhook is signed with HMAC-SHA512 of the raw
 * body and posted through the app's own webhook endpoint and checks. Its transactions live in PostgreSQL.
 */

/** `POST /transaction/initialize` as Paystack takes it (amount in subunits, as a number or a string). */
export const SandboxInitializeBody = z.looseObject({
  email: z.string().max(320),
  amount: z.union([z.number(), z.string().max(20)]),
  currency: z.string().max(3).optional(),
  reference: z.string().max(100).optional(),
  callback_url: z.string().max(2000).optional(),
  subaccount: z.string().max(100).nullish(),
  transaction_charge: z.number().int().nullish(),
  bearer: z.string().max(20).optional(),
});
export type SandboxInitializeBody = z.infer<typeof SandboxInitializeBody>;

/** Paystack's envelope; `data` as it documents it for each call. */
export const PaystackAnswer = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type PaystackAnswer = z.infer<typeof PaystackAnswer>;

type Answer = { code: 200 | 400 | 401; body: PaystackAnswer };
const refuse = (code: 400 | 401, message: string): Answer => ({ code, body: { status: false, message } });

/** A transaction as Paystack's verify and webhook describe it. */
function transactionData(row: repo.SandboxPaystackRow) {
  return {
    id: row.gatewayId,
    domain: 'test',
    status: row.status,
    reference: row.reference,
    amount: row.amountCents,
    message: null,
    gateway_response:
      row.status === 'success'
        ? 'Successful'
        : row.status === 'failed'
          ? 'Declined'
          : 'The transaction was not completed',
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    channel: 'card',
    currency: row.currency,
    fees: row.status === 'success' ? Math.min(Math.round(row.amountCents * 0.029) + 100, 100_000) : null,
    customer: { email: row.email, customer_code: `CUS_sandbox${row.gatewayId}` },
    subaccount: row.subaccount ? { subaccount_code: row.subaccount } : {},
  };
}

export function sandboxPaystack(options: { db: Db; secretKey: string; publicUrl: string }) {
  const { db } = options;
  const authorised = (header: string | undefined) => header === `Bearer ${options.secretKey}`;

  return {
    async initialize(authorization: string | undefined, body: SandboxInitializeBody): Promise<Answer> {
      if (!authorised(authorization)) return refuse(401, 'Invalid key');
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return refuse(400, 'Invalid Amount Sent');
      if (!z.email().safeParse(body.email).success) return refuse(400, 'Invalid Email Address Passed');
      const currency = body.currency ?? 'ZAR';
      if (currency !== 'ZAR') return refuse(400, 'Currency not supported by merchant');
      const reference = body.reference ?? `T${randomInt(100_000_000, 999_999_999)}`;
      const callback = body.callback_url ?? `${options.publicUrl}/payment/success`;
      if (!callback.startsWith(`${options.publicUrl}/`))
        return refuse(400, 'The sandbox only sends payers back to this site.');
      const accessCode = randomBytes(8).toString('hex');
      const row = await repo.insertSandboxPaystack(db, {
        reference,
        accessCode,
        email: body.email,
        amountCents: amount,
        currency,
        callbackUrl: callback,
        subaccount: body.subaccount ?? null,
        transactionChargeCents: body.transaction_charge ?? null,
        gatewayId: randomInt(1_000_000_000, 2_000_000_000),
      });
      if (!row) return refuse(400, 'Duplicate Transaction Reference');
      return {
        code: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${options.publicUrl}${SANDBOX_PAYSTACK_PAGE}/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    },

    async verify(authorization: string | undefined, reference: string): Promise<Answer> {
      if (!authorised(authorization)) return refuse(401, 'Invalid key');
      const row = await repo.sandboxPaystackBy(db, { reference });
      if (!row) return refuse(400, 'Transaction reference not found');
      return {
        code: 200,
        body: { status: true, message: 'Verification successful', data: transactionData(row) },
      };
    },

    /** What the sandbox's checkout page shows ('closed': the merchant closed it, decision 050). */
    async checkout(accessCode: string): Promise<SandboxPaystackCheckout> {
      const row = await repo.sandboxPaystackBy(db, { accessCode });
      if (!row) throw notFound('The sandbox checkout');
      const closed = row.status === 'abandoned' && (await repo.sandboxCheckoutClosed(db, row.reference));
      return {
        reference: row.reference,
        email: row.email,
        amountCents: row.amountCents,
        currency: row.currency,
        status: closed ? 'closed' : row.status,
        subaccount: row.subaccount,
      };
    },

    /**
     * The payer's choice. Pay and Decline settle the transaction once (a second press changes nothing);
     * a successful one is announced by a `charge.success` webhook, signed as Paystack signs it, through
     * `deliver` (the app's own endpoint and checks). Every choice sends the payer to the callback as Paystack
     * does (`trxref` and `reference` added), as a path on this site; Cancel adds `cancelled=1`.
     */
    async decide(
      accessCode: string,
      action: SandboxAction,
      deliver: (body: string, signature: string) => Promise<void>,
    ): Promise<{ redirectUrl: string }> {
      const settled = await db.transaction(async (tx) => {
        const row = await repo.sandboxPaystackBy(tx, { accessCode }, true);
        if (!row) throw notFound('The sandbox checkout');
        if (row.status !== 'abandoned' || action === 'cancel') return { row, changed: false };
        // The merchant closed it when the payer started again (decision 050): nothing can be paid here.
        if (await repo.sandboxCheckoutClosed(tx, row.reference)) throw conflict(SANDBOX_CLOSED_CHECKOUT);
        const status = action === 'pay' ? 'success' : 'failed';
        const paidAt = action === 'pay' ? new Date() : null;
        await repo.setSandboxPaystackStatus(tx, row.id, status, paidAt);
        return { row: { ...row, status, paidAt }, changed: true };
      });
      const { row } = settled;
      if (settled.changed && row.status === 'success') {
        const body = JSON.stringify({ event: 'charge.success', data: transactionData(row) });
        await deliver(body, paystackSignature(body, options.secretKey));
      }
      const back = new URL(row.callbackUrl);
      back.searchParams.append('trxref', row.reference);
      if (!back.searchParams.has('reference')) back.searchParams.append('reference', row.reference);
      if (action === 'cancel') back.searchParams.append('cancelled', '1');
      return { redirectUrl: `${back.pathname}${back.search}` };
    },
  };
}
