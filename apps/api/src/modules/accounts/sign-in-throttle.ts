/**
 * How long an account name waits after failed sign-ins (OWASP's authentication guidance: throttle per
 * account with growing delays; decision 014). Counted per name as typed, whether an account exists or not.
 */
export interface ThrottlePolicy {
  /** The failure that locks the name (LOCKOUT_THRESHOLD). */
  threshold: number;
  /** The first lock (LOCKOUT_MINUTES); each later failure doubles it. */
  lockMinutes: number;
  /** No wait is longer (LOCKOUT_MAX_HOURS). */
  maxHours: number;
}

/** Before the lock, the second failure makes the name wait this long, and each further one twice as long. */
export const SLOW_DOWN_SECONDS = 5;

/** A failure count is forgotten this long after its last wait ended (a typo next week starts afresh). */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60_000;

/**
 * Seconds the name must wait after its n-th failure in a row. With the defaults (5, 15 min, 24 h):
 * 1: none (a typo), 2: 5 s, 3: 10 s, 4: 20 s, 5: 15 min (the lock), 6: 30 min, 7: 1 h, ... 12 on: 24 h.
 */
export function waitAfterFailures(failures: number, policy: ThrottlePolicy): number {
  const cap = policy.maxHours * 3600;
  if (failures < 2) return 0;
  if (failures < policy.threshold) return Math.min(SLOW_DOWN_SECONDS * 2 ** (failures - 2), cap);
  return Math.min(policy.lockMinutes * 60 * 2 ** (failures - policy.threshold), cap);
}
