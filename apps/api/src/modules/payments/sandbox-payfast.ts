import { randomInt } from 'node:crypto';
import type { SandboxDecision } from '@motorwise/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  checkoutSignature,
  formatAmount,
  notificationParamString,
  notificationSignature,
  parseAmount,
  parseFormBody,
  type ReceivedFields,
} from './payfast';
import type { PaymentContext } from './payment-context';
import * as repo from './payments.repo';
import { SANDBOX_CLOSED_CHECKOUT } from './settings';

/** The sandbox gateway where it plays PayFast (decision 029): its checkout page's answer and its validate call. */

export function sandboxPayfast(ctx: PaymentContext) {
  const { db, settings } = ctx;

  return {
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
}
