import { MAX_SEARCH_TOKENS } from './search-words';

/** How many vehicles one search answers with (the widget's autocomplete list). */
export const SEARCH_LIMIT = 30;

/** How many candidates the cheap first ranking keeps for the exact scoring. */
export const SEARCH_CANDIDATES = 200;

/**
 * The catalogue search as one SQL statement, built for a given number of tokens ($1 is the token array,
 * in typed order, from `searchTokens`). Read it top to bottom:
 *
 * 1. `pre`: each token becomes the catalogue words it is a prefix of, from the small word dictionary
 *    (`vehicle_search_words`, a few thousand rows) through its text_pattern_ops b-tree: the range
 *    `word ~>=~ tok AND word ~<~ tok || '~'` is exactly "starts with tok", because words are [a-z0-9.]
 *    and '~' sorts after all of them. This is what serves a two-character term: "hi" -> hiace, hilux.
 *    Words come in three tiers (search-words.ts): brand and range words as they are, other model words
 *    behind '+', attributes (year, engine, fuel, ...) behind ':'. Two characters complete brand and
 *    range words only; three and more also scan the '+' and ':' ranges; an exact word of any tier counts.
 *    Weights: an exact word 1 (0.7 for a two-character token on a model or attribute word, so "hi" means
 *    hilux before the "Hi-Ride" trim); a completion 0.5 + 0.2 x (share of the word typed) + 0.25 x
 *    popularity (log of how many vehicles carry the word), so "to" means toyota before "touareg".
 * 2. `fuzzy`: a token of three or more characters with letters that completes no word at all is a typo:
 *    the dictionary's trigram index finds its close words (similarity at least 0.4: "corola" -> corolla,
 *    0.67), weighted 0.8 x similarity, so a typo never outranks a correct spelling.
 * 3. `hits`: a vehicle matches when its words overlap the expansion of EVERY token: one `&&` per token
 *    on the GIN index of `vehicle_search_entries` (a narrow copy of the catalogue rows' search data,
 *    never hand-entered vehicles); the planner ANDs the bitmaps, so "2019 ranger" reads only the 2019
 *    Rangers. A cheap first ranking (array operators
 *    only: how many tokens hit their best-weighted word, then South African models, then the newest
 *    year) keeps 200 candidates, which bounds the work of a broad term.
 * 4. `ranked`: the exact score of those candidates: for each token the weight of its best word in the
 *    vehicle, summed; ties go to models sold in South Africa (market 'ZA ...'), the newest year, then
 *    brand, range and model. The top rows are joined back for their fields.
 */
export function buildSearchSql(tokenCount: number, select: string): string {
  const n = Math.max(1, Math.min(tokenCount, MAX_SEARCH_TOKENS));
  const ords = Array.from({ length: n }, (_, i) => i + 1);
  const everyToken = ords
    .map((i) => `s.search_words && array(select word from expansion where ord = ${i})`)
    .join('\n    and ');
  const bestHits = ords
    .map((i) => `(s.search_words && array(select word from best where ord = ${i}))::int`)
    .join('\n       + ');
  return `with tokens as (
  select t.tok, t.ord::int as ord from unnest($1::text[]) with ordinality as t(tok, ord)
),
pre as (
  select tokens.ord, w.word,
         case when w.word = tokens.tok then 1.0
              when w.word in ('+' || tokens.tok, ':' || tokens.tok) then
                case when length(tokens.tok) >= 3 then 1.0 else 0.7 end
              else 0.5 + 0.2 * length(tokens.tok)::numeric / length(ltrim(w.word, '+:'))
                       + 0.25 * least(1, ln(1 + w.vehicles) / ln(20001)) end as weight
  from tokens
  join vehicle_search_words w
    on (length(tokens.tok) >= 2 and w.word ~>=~ tokens.tok and w.word ~<~ (tokens.tok || '~'))
    or (length(tokens.tok) >= 3 and w.word ~>=~ ('+' || tokens.tok) and w.word ~<~ ('+' || tokens.tok || '~'))
    or (length(tokens.tok) >= 3 and w.word ~>=~ (':' || tokens.tok) and w.word ~<~ (':' || tokens.tok || '~'))
    or w.word in (tokens.tok, '+' || tokens.tok, ':' || tokens.tok)
),
fuzzy as (
  select tokens.ord, w.word, 0.8 * similarity(ltrim(w.word, '+:'), tokens.tok)::numeric as weight
  from tokens
  join vehicle_search_words w on w.word % tokens.tok
  where length(tokens.tok) >= 3 and tokens.tok ~ '[a-z]'
    and similarity(ltrim(w.word, '+:'), tokens.tok) >= 0.4
    and not exists (select 1 from pre where pre.ord = tokens.ord)
),
expansion as (
  select ord, word, weight from pre
  union all
  select ord, word, weight from fuzzy
),
best as (
  select e.ord, e.word from expansion e
  where e.weight = (select max(x.weight) from expansion x where x.ord = e.ord)
),
hits as (
  select s.vehicle_id as id, s.year, s.is_za as za, s.brand, s.range, s.model, s.search_words
  from vehicle_search_entries s
  where ${everyToken}
  order by ${bestHits} desc,
       s.is_za desc, s.year desc, s.vehicle_id
  limit ${SEARCH_CANDIDATES}
),
ranked as (
  select h.id, h.year, h.brand, h.range, h.model, h.za,
         (select sum(best) from (
            select max(e.weight) as best from expansion e where e.word = any(h.search_words) group by e.ord
         ) per_token) as score
  from hits h
  order by score desc, h.za desc, h.year desc, h.brand, h.range, h.model, h.id
  limit ${SEARCH_LIMIT}
)
select ${select}
from ranked r
join vehicles v on v.id = r.id
order by r.score desc, r.za desc, r.year desc, r.brand, r.range, r.model, r.id`;
}
