import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** An unguessable token for links and refresh tokens: 32 random bytes, base64url (43 characters). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Codes and tokens are stored as their SHA-256 only. They carry 256 bits of randomness (recovery codes
 * 80), so a plain hash is enough: there is nothing to guess, unlike a password.
 */
export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Derives a purpose-bound key from the one auth secret (HKDF-SHA256), so one secret never serves two uses. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'motorwise', purpose, 32));
}

/** AES-256-GCM, stored as 'v1.<iv>.<tag>.<ciphertext>' (base64url): TOTP secrets are encrypted at rest. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decrypt(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown encrypted value format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** 'XXXX-XXXX-XXXX-XXXX' from an alphabet without look-alikes (80 bits): two-factor recovery codes. */
export function recoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += alphabet[bytes[i]! % 32];
  }
  return out;
}

/** Recovery codes are compared without dashes, spaces or case, as people type them. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
