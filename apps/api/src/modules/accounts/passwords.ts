import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's baseline parameters (19 MiB, 2 passes); the seed uses the same parameters. */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/**
 * A hash of a password nobody knows, made once per process. Sign-in verifies against it when there is no
 * account (or no password), so an unknown or locked account costs the same Argon2 work as a wrong password
 * and the answer time reveals nothing.
 */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, ARGON2ID);
  return dummyHash;
};

/** Always runs one Argon2 verification, whether or not a hash is given. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = passwordHash ?? (await getDummyHash());
  try {
    const ok = await verify(target, password);
    return ok && Boolean(passwordHash);
  } catch {
    return false;
  }
}

/** Warms the dummy hash at start-up, so the first unknown-account sign-in is not slower than the rest. */
export const warmPasswordHashing = () => getDummyHash().then(() => undefined);
