import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Paystack's published API (paystack.com/docs/api): initialise a transaction, verify it server-side before
 * giving value, and the webhook's signature (HMAC-SHA512 of the raw body with the secret key).
 */

export interface PaystackInitialize {
  email: string;
  /** In the currency's subunit: cents for ZAR. */
  amountCents: number;
  reference: string;
  callbackUrl: string;
  /** The workshop's subaccount: Paystack settles its share to it (split payment). */
  subaccount?: string | null;
  /** With a subaccount: the platform's flat share in cents (overrides the subaccount's percentage). */
  transactionChargeCents?: number;
  metadata?: Record<string, string>;
}

export type PaystackStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'other';

export interface PaystackTransaction {
  reference: string;
  status: PaystackStatus;
  amountCents: number;
  currency: string;
  id: string | null;
}

/** The calls the app makes; tests hand in a fake typed against this, the app a client over fetch. */
export interface PaystackClient {
  initialize(input: PaystackInitialize): Promise<{ authorizationUrl: string; accessCode: string }>;
  verify(reference: string): Promise<PaystackTransaction | null>;
}

export class PaystackError extends Error {}

const InitializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
});

const VerifyAnswer = z.object({
  status: z.boolean(),
  data: z
    .object({
      id: z.union([z.number(), z.string()]).nullish(),
      reference: z.string(),
      status: z.string(),
      amount: z.coerce.number().int(),
      currency: z.string(),
    })
    .nullish(),
});

const STATUSES = new Set(['success', 'failed', 'abandoned', 'pending']);

export function createPaystackClient(options: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): PaystackClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `Bearer ${options.secretKey}`,
    'content-type': 'application/json',
  };
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);
  return {
    async initialize(input) {
      const body: Record<string, unknown> = {
        email: input.email,
        amount: input.amountCents,
        currency: 'ZAR',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      };
      if (input.subaccount) {
        body.subaccount = input.subaccount;
        if (input.transactionChargeCents !== undefined)
          body.transaction_charge = input.transactionChargeCents;
        // The platform bears Paystack's fee: the workshop is owed exactly its share.
        body.bearer = 'account';
      }
      const res = await fetch(`${base}/transaction/initialize`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: signal(),
      });
      const parsed = InitializeAnswer.safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success) throw new PaystackError(`Paystack initialize answered ${res.status}`);
      return {
        authorizationUrl: parsed.data.data.authorization_url,
        accessCode: parsed.data.data.access_code,
      };
    },
    async verify(reference) {
      const res = await fetch(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
        headers,
        signal: signal(),
      });
      const answer = (await res.json().catch(() => null)) as { status?: unknown; message?: unknown } | null;
      // Paystack answers an unknown reference with status false, "Transaction reference not found".
      const unknown =
        res.status === 404 ||
        (answer?.status === false && /reference not found/i.test(String(answer?.message ?? '')));
      if (unknown) return null;
      const parsed = VerifyAnswer.safeParse(answer);
      if (!res.ok || !parsed.success || !parsed.data.data)
        throw new PaystackError(`Paystack verify answered ${res.status}`);
      const d = parsed.data.data;
      return {
        reference: d.reference,
        status: (STATUSES.has(d.status) ? d.status : 'other') as PaystackStatus,
        amountCents: d.amount,
        currency: d.currency,
        id: d.id == null ? null : String(d.id),
      };
    },
  };
}

/** `x-paystack-signature`: hex HMAC-SHA512 of the raw body bytes, compared in constant time. */
export function paystackSignatureValid(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(header, 'hex'), expected);
}

export function paystackSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/**
 * The webhook's JSON as Paystack sends it (event, data.reference and more, all kept for the log). The
 * signature is checked on the raw bytes, not on this.
 */
export const PaystackEventSchema = z.looseObject({
  event: z.string().max(100),
  data: z.looseObject({ reference: z.string().max(100).optional() }),
});
export type PaystackEvent = z.infer<typeof PaystackEventSchema>;

/** The body as a Paystack event, or null for anything else (not JSON, another shape, a NUL character). */
export function parsePaystackEvent(rawBody: Buffer): PaystackEvent | null {
  const text = rawBody.toString('utf8');
  // A NUL character, raw or escaped, is in no Paystack event (and PostgreSQL's jsonb cannot keep it).
  if (text.includes('\0') || /\\u0000/i.test(text)) return null;
  try {
    const parsed = PaystackEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
