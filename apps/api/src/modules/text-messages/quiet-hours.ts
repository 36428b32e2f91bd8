import { DEFAULT_QUIET_FROM, DEFAULT_QUIET_UNTIL } from '@motorwise/shared';

/**
 * Quiet hours (decision 074): no text between `from` and `until`, local time in Africa/Johannesburg
 * (UTC+2 all year: South Africa keeps no daylight saving). A text due inside them waits until `until`;
 * it is never dropped. `from` equal to `until` means no quiet hours.
 */
const SAST_OFFSET_MINUTES = 120;
const DAY = 24 * 60;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function isQuiet(localMinutes: number, from: string, until: string): boolean {
  const f = minutesOf(from);
  const u = minutesOf(until);
  if (f === u) return false;
  return f < u ? localMinutes >= f && localMinutes < u : localMinutes >= f || localMinutes < u;
}

/** When a text due `now` may go: now, or the end of the quiet hours it falls in. */
export function sendTimeFor(now: Date, quiet: { quietFrom: string; quietUntil: string } | null = null): Date {
  const from = quiet?.quietFrom ?? DEFAULT_QUIET_FROM;
  const until = quiet?.quietUntil ?? DEFAULT_QUIET_UNTIL;
  const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const local = (utcMinutes + SAST_OFFSET_MINUTES) % DAY;
  if (!isQuiet(local, from, until)) return now;
  const wait = (minutesOf(until) - local + DAY) % DAY;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
