import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the providers' webhook calls prove where they come from (decision 074):
 * - WhatsApp (Meta): `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the raw body bytes keyed by the
 *   app secret; the GET handshake's `hub.verify_token` is the token typed into Meta's dashboard;
 * - BulkSMS (and WhatsApp while no app secret is set): the shared secret, in a header or the URL's query.
 * Every comparison is in constant time.
 */

/** Two strings compared in constant time; a missing one is never equal. */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `X-Hub-Signature-256` value Meta sends for these bytes. */
export function metaSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether `header` is Meta's signature of exactly these bytes with this app secret. */
export function metaSignatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

/**
 * Meta's verification handshake: the challenge to echo when the mode is `subscribe` and the token is the
 * configured one, else null (refused; also when no token is configured).
 */
export function handshakeChallenge(
  query: {
    'hub.mode'?: string | undefined;
    'hub.verify_token'?: string | undefined;
    'hub.challenge'?: string | undefined;
  },
  verifyToken: string | undefined,
): string | null {
  if (query['hub.mode'] !== 'subscribe' || !query['hub.challenge']) return null;
  return sameSecret(query['hub.verify_token'], verifyToken) ? query['hub.challenge'] : null;
}
