/**
 * The order `a.localeCompare(b)` gives in an English browser, without ICU's collator for the usual names
 * (decision 082, round five): the first `localeCompare` of a page builds the collator, a task of 30-100 ms
 * on a fast machine (four times that on Lighthouse's phone), which was the longest task after /workshops'
 * areas arrived. For text of ASCII letters, digits, spaces and punctuation this is the root collation's
 * order, which English uses: by the characters below (case aside, punctuation before digits before
 * letters), then at the first difference in case, lower case first. Other text, or another language,
 * takes `localeCompare` as before.
 */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const WEIGHT = new Map([...ROOT_ORDER].map((c, i) => [c, i]));

const weights = (text: string) => {
  const out: number[] = [];
  for (const c of text.toLowerCase()) {
    const w = WEIGHT.get(c);
    if (w === undefined) return null;
    out.push(w);
  }
  return out;
};

export function compareText(a: string, b: string, language = globalThis.navigator?.language ?? ''): number {
  const wa = /^en\b/i.test(language) ? weights(a) : null;
  const wb = wa && weights(b);
  if (!wa || !wb) return a.localeCompare(b);
  for (let i = 0; i < Math.min(wa.length, wb.length); i++)
    if (wa[i] !== wb[i]) return wa[i]! < wb[i]! ? -1 : 1;
  if (wa.length !== wb.length) return wa.length < wb.length ? -1 : 1;
  // The same letters: the first difference in case decides, lower case first (a > A in code units).
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]! ? -1 : 1;
  return 0;
}
