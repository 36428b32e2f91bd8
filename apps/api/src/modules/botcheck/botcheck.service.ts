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

/** What a refused bot check says, per reason. */
export const BOT_CHECK_MESSAGES = {
  missing: 'Please complete the bot check.',
  expired: 'The bot check expired. Please try again.',
  reused: 'This bot check was already used. Please try again.',
  forged: 'The bot check could not be verified. Please try again.',
} as const;

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
    /**
     * Resolves to null when the payload proves the work, or to a sentence saying why not: missing,
     * expired, already used, or not what we issued (a forged challenge or a wrong solution).
     */
    async check(payload: unknown): Promise<string | null> {
      if (typeof payload !== 'string' || payload.trim().length === 0) return BOT_CHECK_MESSAGES.missing;
      if (payload.length > 4000) return BOT_CHECK_MESSAGES.forged;
      const result = await altcha.verify(payload, deriveKey, options.secret, `${options.secret}:keys`, store);
      if (!result.error) return null;
      if (/already used/i.test(result.error)) return BOT_CHECK_MESSAGES.reused;
      const verification = result.verification as { expired?: boolean } | null;
      return verification?.expired ? BOT_CHECK_MESSAGES.expired : BOT_CHECK_MESSAGES.forged;
    },
  };
}
export type BotCheck = ReturnType<typeof createBotCheck>;
