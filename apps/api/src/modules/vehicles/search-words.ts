/**
 * The one tokeniser of catalogue search, used on both sides so they always agree:
 * - when the catalogue is loaded, `vehicleSearchWords` turns a vehicle into the words stored in
 *   `vehicles.search_words` (and, through a trigger, in the `vehicle_search_words` dictionary);
 * - when someone searches, `searchTokens` turns the typed term into the tokens the SQL expands.
 *
 * Words are lower case ASCII: accents are dropped ("Citroën" -> "citroen"), a dot survives only between
 * digits ("2.8"), and a hyphenated or slashed word is stored as its parts and joined ("GD-6" -> "gd", "6",
 * "gd6"; "X-Trail" -> "x", "trail", "xtrail"), so "gd-6", "gd 6" and "gd6" all find it.
 */

/** Longest single word kept; anything longer is noise (a pasted VIN, a URL). */
const MAX_WORD_LENGTH = 40;
/** More tokens than this add nothing to a vehicle search and would only make the SQL longer. */
export const MAX_SEARCH_TOKENS = 8;

/** Nicknames South Africans type for a brand, added to its words. */
const BRAND_ALIASES: Record<string, string[]> = {
  volkswagen: ['vw'],
  'mercedes-benz': ['merc', 'mb'],
  chevrolet: ['chevy'],
  'land rover': ['lr'],
  'alfa romeo': ['alfa'],
  'great wall': ['gwm'],
};

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Splits text into chunks of letters, digits and inner punctuation, then each chunk into words.
 * `joined` adds the hyphen-free form of a compound chunk (stored side only).
 */
function words(text: string, joined: boolean): string[] {
  const out: string[] = [];
  // A dot that is not between two digits is a separator ("a.m.g." -> "a m g", "2.8" stays).
  const cleaned = fold(text).replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  for (const chunk of cleaned.split(/[^a-z0-9.\-/+]+/)) {
    const parts = chunk.split(/[-/+]+/).filter(Boolean);
    for (const p of parts) out.push(p);
    if (joined && parts.length > 1) out.push(parts.join(''));
  }
  return out.filter((w) => w.length <= MAX_WORD_LENGTH);
}

/** What a catalogue vehicle is found by. */
export interface SearchableVehicle {
  brand: string;
  range: string;
  model: string;
  year: number;
  engine?: string | null; // litres as printed, e.g. '2.8'
  fuelType?: string | null;
  transmissionType?: string | null;
  driveType?: string | null;
  bodyType?: string | null;
}

/** Marks a model word in `search_words` (see vehicleSearchWords). */
export const MODEL_MARK = '+';
/** Marks an attribute word in `search_words` (see vehicleSearchWords). */
export const ATTRIBUTE_MARK = ':';

/**
 * The distinct words stored for a vehicle (vehicles.search_words), in three tiers:
 * - brand, its nicknames and range words as they are ('toyota', 'hilux', 'landcruiser');
 * - the other words of the model name behind a '+' ('+2.8', '+gd6', '+raider');
 * - attributes behind a ':' (engine size, year, fuel, transmission, drive, body: ':2019', ':diesel').
 * The tiers let a short token complete only what people start a search with ("hi" -> hilux, not the
 * "Hi-Ride" trim nor half the catalogue's ':petrol'), while longer tokens and exact words reach every tier.
 */
export function vehicleSearchWords(v: SearchableVehicle): string[] {
  const head = new Set<string>();
  const addHead = (text: string) => {
    for (const w of words(text, true)) head.add(w);
    // "Land Cruiser" is typed "landcruiser" too.
    const whole = words(text, false).join('');
    if (whole.length <= MAX_WORD_LENGTH) head.add(whole);
  };
  addHead(v.brand);
  for (const alias of BRAND_ALIASES[fold(v.brand)] ?? []) head.add(alias);
  addHead(v.range);
  const out = new Set(head);
  for (const w of words(v.model, true)) if (!head.has(w)) out.add(MODEL_MARK + w);
  for (const attribute of [v.engine, String(v.year), v.fuelType, v.transmissionType, v.driveType, v.bodyType])
    for (const w of words(attribute ?? '', true)) out.add(ATTRIBUTE_MARK + w);
  return [...out];
}

/** The tokens of a search term, in typed order, without duplicates, at most MAX_SEARCH_TOKENS. */
export function searchTokens(term: string): string[] {
  return [...new Set(words(term, false))].slice(0, MAX_SEARCH_TOKENS);
}
