import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import { decrypt, encrypt, normalizeRecoveryCode, recoveryCode, sha256 } from '../../lib/crypto';
import * as repo from './accounts.repo';

export const TOTP_ISSUER = 'Motorwise';
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_PURPOSE = 'totp_recovery' as const;

/** One 30-second step either side, for phones whose clock drifts a little. */
const TOLERANCE_SECONDS = 30;

export async function newEnrolment(key: Buffer, email: string) {
  const secret = generateSecret({ length: 20 });
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { secret, otpauthUri, qrCodeDataUrl, encrypted: encrypt(key, secret) };
}

/** The time step a code was made in, or null when it does not match (6 digits only). */
export async function matchTotp(key: Buffer, encryptedSecret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const secret = decrypt(key, encryptedSecret);
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid) return null;
  // The TOTP result names the time step the code belongs to (the HOTP type in the union does not).
  if ('timeStep' in result && typeof result.timeStep === 'number') return result.timeStep;
  return Math.floor(Date.now() / 1000 / 30) + result.delta;
}

/**
 * Checks a code against the user's active secret and records its time step in the same statement, so
 * a code accepted once cannot be used again (replay), even by two requests racing.
 */
export async function useTotpCode(
  tx: DbOrTx,
  key: Buffer,
  user: { id: string; totpSecret: string | null },
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await matchTotp(key, user.totpSecret, code);
  if (step === null) return false;
  return repo.claimTotpStep(tx, user.id, step);
}

/** Spends one recovery code (single use). */
export async function useRecoveryCode(tx: DbOrTx, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{16}$/.test(normalized)) return false;
  return (await repo.spendCode(tx, RECOVERY_PURPOSE, sha256(normalized), userId)) !== null;
}

/** Replaces the user's recovery codes; the plain codes are shown once and never stored. */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  await repo.deleteCodes(tx, userId, RECOVERY_PURPOSE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await repo.insertCodes(
    tx,
    codes.map((c) => ({ userId, purpose: RECOVERY_PURPOSE, codeHash: sha256(normalizeRecoveryCode(c)) })),
  );
  return codes;
}

export const recoveryCodesLeft = (db: DbOrTx, userId: string) =>
  repo.countUnusedCodes(db, userId, RECOVERY_PURPOSE);

/** Either second factor: a TOTP code or, failing that, a recovery code. */
export async function useSecondFactor(
  db: DbOrTx,
  key: Buffer,
  user: { id: string; totpSecret: string | null },
  input: { twoFactorCode?: string | null; recoveryCode?: string | null },
): Promise<boolean> {
  if (input.twoFactorCode) return useTotpCode(db, key, user, input.twoFactorCode);
  if (input.recoveryCode) return useRecoveryCode(db, user.id, input.recoveryCode);
  return false;
}
