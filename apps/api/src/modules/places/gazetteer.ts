import fs from 'node:fs';
import {
  distanceKm,
  PLACE_SUGGESTIONS_MAX,
  type PlaceDetails,
  type PlaceSuggestion,
} from '@motorwise/shared';
import { parse } from 'csv-parse/sync';
import type { PlacesProvider } from './places.provider';

/**
 * The offline places provider: South African suburbs and towns from the gazetteer in apps/api/data
 * (Stats SA Census 2011 places with SAPO postal codes; see its README for provenance). It knows no
 * streets, so a typed street ("12 Beach Road, Sea Point") is kept as typed in front of the place it
 * names. The data is read-only reference data shipped with the app: each instance loads the same file
 * once (about 20 ms), so nothing here is state another instance needs.
 */

interface Place {
  code: string;
  name: string;
  town: string;
  municipality: string;
  province: string;
  postalCode: string | null;
  lat: number;
  lng: number;
  isMainPlace: boolean;
  nameNorm: string;
  nameTokens: string[];
  tokens: string[];
  metro: boolean;
}

/** Metros whose everyday city name differs from the census main place (Fourways is "Sandton", in Johannesburg). */
const METRO_CITY: Record<string, string> = {
  'City of Johannesburg': 'Johannesburg',
  'City of Cape Town': 'Cape Town',
  Ethekwini: 'Durban',
  'City of Tshwane': 'Pretoria',
};
const METROS = new Set([
  ...Object.keys(METRO_CITY),
  'Ekurhuleni',
  'Nelson Mandela Bay',
  'Buffalo City',
  'Mangaung',
]);
/** A suburb without its own postal code borrows the nearest coded one in its municipality within this. */
const POSTAL_BORROW_KM = 5;
const COUNTRY = 'South Africa';

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const tokensOf = (text: string) => normalizeText(text).split(' ').filter(Boolean);

function titleCase(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

interface CsvRow {
  name: string;
  city: string;
  municipality: string;
  province: string;
  postal_code: string;
  lat: string;
  lng: string;
  level: string;
  census_code: string;
}

export interface Gazetteer extends PlacesProvider {
  readonly size: number;
}

export function loadGazetteer(csvPath: string): Gazetteer {
  const rows = parse(fs.readFileSync(csvPath), { columns: true, skip_empty_lines: true }) as CsvRow[];
  const places: Place[] = [];
  const byCode = new Map<string, Place>();
  const tokenPlaces = new Map<string, number[]>();
  for (const row of rows) {
    const lat = Number(row.lat);
    const lng = Number(row.lng);
    if (!row.name || !Number.isFinite(lat) || !Number.isFinite(lng) || !row.census_code) continue;
    // "Cape Town NU" is a census remainder (the rural rest of a municipality), not a name people use.
    if (row.name.endsWith(' NU')) continue;
    const town = row.city.endsWith(' NU') ? row.municipality : row.city;
    const nameTokens = tokensOf(row.name);
    const place: Place = {
      code: row.census_code,
      name: row.name,
      town,
      municipality: row.municipality,
      province: row.province,
      postalCode: /^\d{4}$/.test(row.postal_code) ? row.postal_code : null,
      lat,
      lng,
      isMainPlace: row.level === 'mainplace',
      nameNorm: nameTokens.join(' '),
      nameTokens,
      tokens: [
        ...new Set([
          ...nameTokens,
          ...tokensOf(town),
          ...tokensOf(METRO_CITY[row.municipality] ?? ''),
          ...tokensOf(row.municipality),
          ...tokensOf(row.province),
          ...(/^\d{4}$/.test(row.postal_code) ? [row.postal_code] : []),
        ]),
      ],
      metro: METROS.has(row.municipality),
    };
    const index = places.push(place) - 1;
    byCode.set(place.code, place);
    for (const token of place.tokens) {
      const list = tokenPlaces.get(token);
      if (list) list.push(index);
      else tokenPlaces.set(token, [index]);
    }
  }
  const vocabulary = [...tokenPlaces.keys()].sort();

  /** Places with a word starting with `prefix` (binary search in the sorted vocabulary). */
  function candidates(prefix: string): Set<number> {
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((vocabulary[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<number>();
    for (let i = lo; i < vocabulary.length && (vocabulary[i] as string).startsWith(prefix); i++)
      for (const p of tokenPlaces.get(vocabulary[i] as string) ?? []) found.add(p);
    return found;
  }

  const matchesAll = (place: Place, query: string[]) =>
    query.every((q) => place.tokens.some((t) => t.startsWith(q)));

  function score(place: Place, query: string[]): number {
    const joined = query.join(' ');
    let s = 0;
    if (place.nameNorm === joined) s += 8;
    else if (place.nameNorm.startsWith(joined)) s += 5;
    if (query.every((q) => place.nameTokens.some((t) => t.startsWith(q)))) s += 3;
    if (place.metro) s += 2;
    if (place.postalCode) s += 1;
    if (place.isMainPlace) s += 0.5;
    return s;
  }

  /** The places a run of query words names, best first. */
  function findPlaces(query: string[], limit: number): Place[] {
    if (query.length === 0) return [];
    // Postal codes match only when typed whole, so "12 Beach Road" is not read as code 12xx.
    const words = query.filter((q) => !/^\d{1,3}$/.test(q));
    if (words.length !== query.length || words.length === 0) return [];
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const found: Place[] = [];
    for (const i of candidates(longest)) {
      const place = places[i] as Place;
      // The first word must start a word of the place's own name ("road sea point" is not "Sea Point"),
      // or be its postal code.
      const first = query[0] as string;
      if (
        (place.postalCode === first || place.nameTokens.some((t) => t.startsWith(first))) &&
        matchesAll(place, query)
      )
        found.push(place);
    }
    found.sort(
      (a, b) =>
        score(b, query) - score(a, query) || a.name.length - b.name.length || a.name.localeCompare(b.name),
    );
    const seen = new Set<string>();
    const unique: Place[] = [];
    for (const place of found) {
      const key = `${place.nameNorm}|${place.town}|${place.province}`;
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(place);
      if (unique.length >= limit) break;
    }
    return unique;
  }

  /**
   * Splits "12 Beach Road Sea Point" into the street as typed and the place it ends with. A whole address
   * pasted or carried over ("Ferndale, Randburg, 2194, South Africa") ends with the country, which every
   * place is in: as a part of its own (after a comma) it is dropped, or "South Africa" would find the
   * suburb "University of South Africa".
   */
  function parseInput(input: string): { street: string; places: Place[] } {
    const words = input.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
    const plain = words.filter((w) => w !== ',');
    // The country as an address part of its own (after a comma), not a word of a name.
    const withCountry =
      plain.length > 2 && words.at(-3) === ',' && normalizeText(plain.slice(-2).join(' ')) === 'south africa';
    const inCountry = withCountry ? placeAtEnd(plain.slice(0, -2)) : null;
    return inCountry?.places.length ? inCountry : placeAtEnd(plain);
  }

  function placeAtEnd(plain: string[]): { street: string; places: Place[] } {
    for (let k = 0; k < plain.length; k++) {
      const found = findPlaces(tokensOf(plain.slice(k).join(' ')), PLACE_SUGGESTIONS_MAX);
      if (found.length) return { street: plain.slice(0, k).join(' '), places: found };
    }
    return { street: '', places: [] };
  }

  function splitStreet(street: string): { streetNumber: string | null; streetName: string | null } {
    const text = street.replace(/\s+/g, ' ').trim();
    if (!text) return { streetNumber: null, streetName: null };
    const m = /^(\d+[a-zA-Z]?(?:\s*-\s*\d+)?)\s+(.+)$/.exec(text);
    return m
      ? { streetNumber: (m[1] as string).replace(/\s+/g, ''), streetName: titleCase(m[2] as string) }
      : { streetNumber: null, streetName: titleCase(text) };
  }

  function cityOf(place: Place) {
    return METRO_CITY[place.municipality] ?? place.town;
  }

  function postalCodeOf(place: Place): string | null {
    if (place.postalCode) return place.postalCode;
    let best: { code: string; km: number } | null = null;
    for (const other of places) {
      if (!other.postalCode || other.municipality !== place.municipality) continue;
      const km = distanceKm(place, other);
      if (km <= POSTAL_BORROW_KM && (!best || km < best.km)) best = { code: other.postalCode, km };
    }
    return best?.code ?? null;
  }

  /** The street line as typed and the place's names from suburb to province, without repeats. */
  function describe(place: Place, street: string) {
    const { streetNumber, streetName } = splitStreet(street);
    const streetLine = [streetNumber, streetName].filter(Boolean).join(' ');
    const city = cityOf(place);
    const names = [...new Set([place.name, place.town, city])];
    return { streetNumber, streetName, streetLine, city, names };
  }

  const placeId = (place: Place, street: string) =>
    street
      ? `gz:${place.code}:${encodeURIComponent(street.replace(/\s+/g, ' ').trim())}`
      : `gz:${place.code}`;

  return {
    name: 'gazetteer',
    size: places.length,
    async suggest(input, options = {}) {
      const limit = Math.min(options.limit ?? PLACE_SUGGESTIONS_MAX, PLACE_SUGGESTIONS_MAX);
      const { street, places: found } = parseInput(input);
      return found.slice(0, limit).map((place): PlaceSuggestion => {
        const d = describe(place, street);
        const mainText = d.streetLine || place.name;
        const secondaryText = [...(d.streetLine ? d.names : d.names.slice(1)), place.province].join(', ');
        return {
          placeId: placeId(place, street),
          mainText,
          secondaryText,
          description: `${mainText}, ${secondaryText}`,
        };
      });
    },
    async details(id) {
      const m = /^gz:(\d{6,9})(?::(.*))?$/.exec(id);
      const place = m ? byCode.get(m[1] as string) : undefined;
      if (!m || !place) return null;
      let street = '';
      try {
        street = m[2] ? decodeURIComponent(m[2]).slice(0, 120) : '';
      } catch {
        return null;
      }
      const d = describe(place, street);
      const postalCode = postalCodeOf(place);
      const details: PlaceDetails = {
        placeId: id,
        formattedAddress: [d.streetLine, ...d.names, postalCode, COUNTRY].filter(Boolean).join(', '),
        streetNumber: d.streetNumber,
        streetName: d.streetName,
        suburb: place.isMainPlace ? null : place.name,
        town: place.town,
        city: d.city,
        province: place.province,
        country: COUNTRY,
        postalCode,
        lat: place.lat,
        lng: place.lng,
      };
      return details;
    },
  };
}
