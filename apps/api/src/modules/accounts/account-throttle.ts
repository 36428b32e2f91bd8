import { normalizeEmail } from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import * as repo from './accounts.repo';
import { FORGET_FAILURES_AFTER_MS, type ThrottlePolicy, waitAfterFailures } from './sign-in-throttle';

/** Failed sign-ins are counted per account name as typed (whether or not an account exists). */
export const signInThrottleKey = (email: string) => sha256(`sign-in:${normalizeEmail(email)}`);

/**
 * An attempt on an account name, counted as a failure before the password is checked (so parallel
 * guesses cannot all slip in before the first failure is written) and given back when the password
 * proves right without a session (codes 2, 3, 5, 6) or cleared on success.
 */
export type Attempt =
  | { admitted: false; waitMs: number }
  | {
      admitted: true;
      key: string;
      failures: number;
      at: Date;
      waitMs: number;
      previous: repo.ThrottleState;
    };
export type Admitted = Extract<Attempt, { admitted: true }>;

export type AccountThrottle = ReturnType<typeof accountThrottle>;

/** The per-account throttle of sign-in attempts (decision 014), kept in the database. */
export function accountThrottle(db: Db, config: Config) {
  const policy = (): ThrottlePolicy => ({
    threshold: config.LOCKOUT_THRESHOLD,
    lockMinutes: config.LOCKOUT_MINUTES,
    maxHours: config.LOCKOUT_MAX_HOURS,
  });

  return {
    /**
     * Admits an attempt on a name unless it must still wait, counting it as a failure now. The row is
     * locked while deciding, so instances sharing the database take turns on one name.
     */
    beginAttempt(email: string): Promise<Attempt> {
      const key = signInThrottleKey(email);
      const now = Date.now();
      return db.transaction(async (tx) => {
        const row = await repo.lockThrottle(tx, key);
        const lockedUntil = row.lockedUntil?.getTime() ?? 0;
        if (lockedUntil > now) return { admitted: false, waitMs: lockedUntil - now };
        const lastWaitEnded = Math.max(lockedUntil, row.lastFailureAt?.getTime() ?? 0);
        const failures = (now - lastWaitEnded > FORGET_FAILURES_AFTER_MS ? 0 : row.failures) + 1;
        const waitMs = waitAfterFailures(failures, policy()) * 1000;
        const at = new Date(now);
        await repo.setThrottle(tx, key, { failures, lockedUntil: new Date(now + waitMs), lastFailureAt: at });
        const previous = {
          failures: row.failures,
          lockedUntil: row.lockedUntil,
          lastFailureAt: row.lastFailureAt,
        };
        return { admitted: true, key, failures, at, waitMs, previous };
      });
    },

    /** The password was right but no session started (2, 3, 5, 6): the attempt was no failure. */
    async giveBack(attempt: Admitted | null): Promise<void> {
      if (!attempt) return;
      await db.transaction(async (tx) => {
        const row = await repo.lockThrottle(tx, attempt.key);
        // Another attempt came in since: leave its count alone (stricter, never looser).
        if (row.failures !== attempt.failures || row.lastFailureAt?.getTime() !== attempt.at.getTime())
          return;
        if (attempt.previous.failures === 0) await repo.deleteThrottle(tx, attempt.key);
        else await repo.setThrottle(tx, attempt.key, attempt.previous);
      });
    },

    async clearFailures(tx: DbOrTx, email: string) {
      await repo.deleteThrottle(tx, signInThrottleKey(email));
    },
  };
}
