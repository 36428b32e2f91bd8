import { randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Db } from '../../db/client';
import * as repo from './botcheck.repo';

/**
 * The self-hosted bot check (ALTCHA proof of work): no third-party call. Challenges are signed with a
 * server secret and expire after ten minutes; a redeemed challenge is recorded so it cannot be replayed.
 */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface BotCheckOptions {
  secret: string;
  /** Upper bound of the counter the browser searches for (work ≈ half of it on average). */
  maxCounter: number;
}

export function createBotCheck(db: Db, options: BotCheckOptions) {
  const store = {
    get: (key: string) => repo.isUsed(db, key),
    set: async (key: string) => {
      await repo.markUsed(db, key);
    },
    setIfAbsent: async (key: string) => {
      const added = await repo.markUsed(db, key);
      // Forget redeemed challenges once they could no longer verify anyway.
      await repo.forgetOlderThan(db, new Date(Date.now() - 2 * CHALLENGE_TTL_MS));
      return added;
    },
  };
  const altcha = create({
    deriveKey,
    hmacSignatureSecret: options.secret,
    hmacKeySignatureSecret: `${options.secret}:keys`,
    store,
    createChallengeParameters: () => ({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.max(2, Math.floor(options.maxCounter / 2)), options.maxCounter),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    }),
  });
  return {
    challengeHandler: altcha.challengeHandler,
    /** Resolves to null when the payload proves the work, or to a reason when it does not. */
    async check(payload: unknown): Promise<string | null> {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4000) {
        return 'Please complete the bot check.';
      }
      const result = await altcha.verify(payload, deriveKey, options.secret, `${options.secret}:keys`, store);
      return result.error ? 'The bot check failed or expired. Please try again.' : null;
    },
  };
}
export type BotCheck = ReturnType<typeof createBotCheck>;
