/**
 * A small seeded pseudo-random generator for the demo data (mulberry32: 32-bit state, fast, and the same
 * sequence on every machine), so the demo history is the same every time it is seeded. Not for anything
 * that needs to be unpredictable.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [from, to], both included. */
  int(from: number, to: number): number;
  /** A number in [from, to). */
  between(from: number, to: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight (weights need not add up to 1). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** An exponentially distributed number with this mean (waiting times). */
  exponential(mean: number): number;
  /** How many events happen in a period that expects `mean` of them. */
  poisson(mean: number): number;
  /** A version-4-shaped UUID from the generator (deterministic ids for rows that refer to each other). */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const hex = (n: number) =>
    Math.floor(next() * 16 ** n)
      .toString(16)
      .padStart(n, '0');
  const random: Random = {
    next,
    int: (from, to) => from + Math.floor(next() * (to - from + 1)),
    between: (from, to) => from + next() * (to - from),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items, weight) => {
      const weights = items.map(weight);
      const total = weights.reduce((s, w) => s + w, 0);
      if (!(total > 0)) throw new RangeError('weighted pick without positive weights');
      let r = next() * total;
      for (const [i, w] of weights.entries()) {
        r -= w;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
    poisson: (mean) => {
      // Knuth's method: fine for the small means of a day's requests.
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k += 1;
        p *= next();
      }
      return k;
    },
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(next() * 4)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`,
  };
  return random;
}
