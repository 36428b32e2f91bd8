import { LRUCache } from 'lru-cache';
import { ATTRIBUTE_MARK, MODEL_MARK } from './search-words';
import type { SearchEntryRow, VehicleRow } from './vehicles.repo';

/** How many vehicles one search answers with (the widget's autocomplete list). */
export const SEARCH_LIMIT = 30;

/** A typo's close words: pg_trgm similarity of at least this (decision 008). */
const TYPO_SIMILARITY = 0.4;

/** pg_trgm's trigrams of a text: each run of letters and digits padded with two spaces before, one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two texts. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

const unmarked = (word: string) => word.replace(/^[+:]+/, '');

/** The popularity key of a vehicle: its model across years. */
export const modelKey = (v: { brand: string; range: string; model: string }) =>
  `${v.brand.toLowerCase()}|${v.range.toLowerCase()}|${v.model.toLowerCase()}`;

/**
 * The catalogue search of decision 008 over memory instead of SQL (decision 037). The same words
 * (search-words.ts), the same expansion and weights, the same rule that a vehicle must match every
 * token; every match is scored exactly (the SQL kept 200 cheap candidates first), and equal scores go
 * to the models South Africans ask quotes for most (`popularity`), then South African models, the
 * newest year, brand, range, model and id.
 */
export function buildCatalogueIndex(entries: SearchEntryRow[], popularity: Map<string, number>) {
  // Entries in tie-break order, so an entry's position is its rank among equal scores.
  const ranked = entries
    .map(({ searchWords, isZa, ...row }) => ({
      row: row as VehicleRow,
      words: [...new Set(searchWords)],
      isZa,
      popularity: popularity.get(modelKey(row)) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.popularity - a.popularity ||
        Number(b.isZa) - Number(a.isZa) ||
        b.row.year - a.row.year ||
        compare(a.row.brand, b.row.brand) ||
        compare(a.row.range, b.row.range) ||
        compare(a.row.model, b.row.model) ||
        a.row.id - b.row.id,
    );
  const postings = new Map<string, number[]>();
  ranked.forEach((e, i) => {
    for (const w of e.words) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  const dictionary = [...postings.keys()].sort();
  const popularityWeight = (word: string) =>
    0.25 * Math.min(1, Math.log(1 + (postings.get(word)?.length ?? 0)) / Math.log(20001));
  let wordTrigrams: Map<string, Set<string>> | null = null;

  /** The first dictionary position at or after `prefix` (binary search; words are ASCII). */
  function lowerBound(prefix: string): number {
    let lo = 0;
    let hi = dictionary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (dictionary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The words a token stands for, with their weights (decision 008's `pre` and `fuzzy`). */
  function expand(tok: string): Map<string, number> {
    const out = new Map<string, number>();
    const n = tok.length;
    const completions = (prefix: string) => {
      for (let i = lowerBound(prefix); i < dictionary.length && dictionary[i]!.startsWith(prefix); i++) {
        const word = dictionary[i]!;
        out.set(word, 0.5 + (0.2 * n) / unmarked(word).length + popularityWeight(word));
      }
    };
    if (n >= 2) completions(tok);
    if (n >= 3) {
      completions(MODEL_MARK + tok);
      completions(ATTRIBUTE_MARK + tok);
    }
    // An exact word of any tier; a two-character token on a model or attribute word counts less.
    if (postings.has(tok)) out.set(tok, 1);
    for (const marked of [MODEL_MARK + tok, ATTRIBUTE_MARK + tok])
      if (postings.has(marked)) out.set(marked, n >= 3 ? 1 : 0.7);
    if (out.size === 0 && n >= 3 && /[a-z]/.test(tok)) {
      wordTrigrams ??= new Map(dictionary.map((w) => [w, trigrams(unmarked(w))]));
      const mine = trigrams(tok);
      for (const [word, theirs] of wordTrigrams) {
        const s = similarity(mine, theirs);
        if (s >= TYPO_SIMILARITY) out.set(word, 0.8 * s);
      }
    }
    return out;
  }

  const expansions = new LRUCache<string, Map<string, number>>({ max: 5000 });

  function run(tokens: string[]): VehicleRow[] {
    const expanded = tokens.map((tok) => {
      let e = expansions.get(tok);
      if (!e) {
        e = expand(tok);
        expansions.set(tok, e);
      }
      return e;
    });
    if (expanded.some((e) => e.size === 0)) return [];
    // Candidates from the token whose words carry fewest vehicles; each must match every other token.
    const size = (e: Map<string, number>) => {
      let total = 0;
      for (const w of e.keys()) total += postings.get(w)?.length ?? 0;
      return total;
    };
    const driver = expanded.reduce((best, e) => (size(e) < size(best) ? e : best));
    const seen = new Uint8Array(ranked.length);
    const scored: { i: number; score: number }[] = [];
    for (const word of driver.keys()) {
      for (const i of postings.get(word) ?? []) {
        if (seen[i]) continue;
        seen[i] = 1;
        let score = 0;
        for (const e of expanded) {
          let best = -1;
          for (const w of ranked[i]!.words) {
            const weight = e.get(w);
            if (weight !== undefined && weight > best) best = weight;
          }
          if (best < 0) {
            score = -1;
            break;
          }
          score += best;
        }
        if (score >= 0) scored.push({ i, score });
      }
    }
    scored.sort((a, b) => b.score - a.score || a.i - b.i);
    return scored.slice(0, SEARCH_LIMIT).map((s) => ranked[s.i]!.row);
  }

  return {
    size: ranked.length,
    /** The best catalogue vehicles for some search tokens (searchTokens), at most SEARCH_LIMIT. */
    search(tokens: string[]): VehicleRow[] {
      return tokens.length === 0 ? [] : run(tokens);
    },
  };
}
export type CatalogueIndex = ReturnType<typeof buildCatalogueIndex>;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
