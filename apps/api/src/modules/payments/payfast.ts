import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';

/**
 * PayFast's published protocol (developers.payfast.co.za, and its official PHP SDK, whose test vectors
 * payfast.test.ts reproduces): the checkout's fields and signature, and the checks on a notification (ITN).
 * Pure functions apart from the validate call; the service decides what a notification changes.
 */

/** The checkout fields in PayFast's documented order; the signature is computed over them in this order. */
export const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'notify_method',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'currency',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];
export type CheckoutFields = Partial<Record<CheckoutField, string | number>>;

/**
 * PHP's urlencode, which PayFast's signature uses: every byte but letters, digits and `-_.` as %XX with
 * upper-case hex, and a space as `+`. (encodeURIComponent leaves `!'()*~` alone and writes %20.)
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The checkout signature: the known fields in the documented order, blank ones left out, each value
 * trimmed and PHP-urlencoded, the passphrase (when there is one) last, MD5 in lower-case hex.
 */
export function checkoutSignature(fields: CheckoutFields, passphrase?: string | null): string {
  const pairs: string[] = [];
  for (const name of CHECKOUT_FIELD_ORDER) {
    const value = fields[name];
    if (value === undefined || String(value).trim() === '') continue;
    pairs.push(`${name}=${phpUrlencode(String(value).trim())}`);
  }
  if (passphrase) pairs.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return md5(pairs.join('&'));
}

/** The checkout's fields in PayFast's order, signed: what the payer's browser takes to the process URL. */
export function signedCheckout(fields: CheckoutFields, passphrase?: string | null): [string, string][] {
  const ordered: [string, string][] = [];
  for (const name of CHECKOUT_FIELD_ORDER) {
    const value = fields[name];
    if (value === undefined || String(value).trim() === '') continue;
    ordered.push([name, String(value).trim()]);
  }
  ordered.push(['signature', checkoutSignature(fields, passphrase)]);
  return ordered;
}

/** A URL that opens the checkout: PayFast's process URL takes the same fields as a query. */
export function checkoutUrl(processUrl: string, fields: [string, string][]): string {
  const query = fields.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&');
  return `${processUrl}${processUrl.includes('?') ? '&' : '?'}${query}`;
}

/** Amounts as PayFast writes them: rands with two decimals ("1234.50"). */
export const formatAmount = (cents: number) => (cents / 100).toFixed(2);

/** "1234.50" -> 123450; anything that is not a plain amount with at most two decimals -> null. */
export function parseAmount(text: string | undefined): number | null {
  if (!text || !/^-?\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -cents : cents;
}

// ---------------------------------------------------------------- notifications (ITN)

/** A notification's fields in the order they arrived (the signature depends on the order). */
export type ReceivedFields = [string, string][];

/** Parses an application/x-www-form-urlencoded body, keeping the order and blank fields. */
export function parseFormBody(raw: string): ReceivedFields {
  return [...new URLSearchParams(raw).entries()];
}

/**
 * The string PayFast signed: every field as received, blanks included, PHP-urlencoded, up to (not
 * including) `signature`. It is also the body of the validate call.
 */
export function notificationParamString(fields: ReceivedFields): string {
  const pairs: string[] = [];
  for (const [name, value] of fields) {
    if (name === 'signature') break;
    pairs.push(`${name}=${phpUrlencode(value)}`);
  }
  return pairs.join('&');
}

export function notificationSignature(fields: ReceivedFields, passphrase?: string | null): string {
  const base = notificationParamString(fields);
  return md5(passphrase ? `${base}&passphrase=${phpUrlencode(passphrase.trim())}` : base);
}

/** Compares the received signature with ours in constant time (both are 32 hex characters). */
export function notificationSignatureValid(fields: ReceivedFields, passphrase?: string | null): boolean {
  const given = fields.find(([name]) => name === 'signature')?.[1];
  if (!given || !/^[0-9a-f]{32}$/i.test(given)) return false;
  const expected = notificationSignature(fields, passphrase);
  return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
}

/** PayFast's published notification ranges (developers.payfast.co.za, "IP addresses"). */
export const PAYFAST_SOURCE_RANGES = [
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139/32',
];

/** The sandbox posts its notifications from this very server. */
export const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

/** A matcher for CIDR ranges (IPv4-mapped IPv6 addresses such as ::ffff:127.0.0.1 count as IPv4). */
export function rangeMatcher(ranges: readonly string[]): (ip: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const prefix = bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits);
    list.addSubnet(address, prefix, family);
  }
  return (ip) => {
    if (!ip) return false;
    const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    const family = net.isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

export type ValidateAnswer = 'VALID' | 'INVALID' | 'unreachable';

/**
 * PayFast's server confirmation: the received fields (up to the signature) posted back to the validate URL,
 * which answers VALID or INVALID. A timeout or an error is "unreachable" (PayFast sends the ITN again).
 */
export async function confirmWithPayFast(
  validateUrl: string,
  fields: ReceivedFields,
  timeoutMs = 10_000,
): Promise<ValidateAnswer> {
  try {
    const res = await fetch(validateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: notificationParamString(fields),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return 'unreachable';
    return (await res.text()).trim() === 'VALID' ? 'VALID' : 'INVALID';
  } catch {
    return 'unreachable';
  }
}
