import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SeedLatLng, SeedQuoteKind, SeedRepairItem } from '../types';
import { brandProfiles, defaultBrandProfile } from './brand-profiles';
import { brandTerms, brandTermsProvenance } from './brand-terms';
import { addressSchema, csvNumber, loadCsv, loadJson, quoteKindSchema } from './load';
import { organisations } from './organisations';
import { regions } from './regions';
import { repairItemTrees } from './repair-items';
import { workshops } from './workshops';

const dataDir = new URL('../../data/', import.meta.url);

/** Minimal RFC 4180 line splitter (the reference CSVs have no embedded newlines). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function readCsv(file: string): { header: string; rows: Record<string, string>[] } {
  const lines = readFileSync(new URL(file, dataDir), 'utf8').split('\n').filter(Boolean);
  const header = lines[0]!;
  const cols = splitCsvLine(header);
  const rows = lines.slice(1).map((line) => {
    const values = splitCsvLine(line);
    return Object.fromEntries(cols.map((c, i) => [c, values[i] ?? '']));
  });
  return { header, rows };
}

function distanceKm(a: SeedLatLng, b: SeedLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function insidePolygon(p: SeedLatLng, poly: SeedLatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.lat > p.lat !== b.lat > p.lat) {
      const lng = a.lng + ((p.lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat);
      if (p.lng < lng) inside = !inside;
    }
  }
  return inside;
}

/** Shoelace area with x = lng, y = lat: negative when the ring runs clockwise with north up. */
function signedArea(poly: SeedLatLng[]): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    sum += a.lng * b.lat - b.lng * a.lat;
  }
  return sum / 2;
}

const places = readCsv('za-places.csv').rows;
const saCatalogue = readCsv('za-market-vehicles.csv');
const epaCatalogue = readCsv('za-vehicles.csv');

describe('regions', () => {
  it('cover the metros with 14-18 simple clockwise polygons', () => {
    expect(regions.length).toBeGreaterThanOrEqual(14);
    expect(regions.length).toBeLessThanOrEqual(18);
    expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
    for (const r of regions) {
      expect(r.coordinates.length, r.name).toBeGreaterThanOrEqual(6);
      expect(r.coordinates.length, r.name).toBeLessThanOrEqual(10);
      expect(signedArea(r.coordinates), r.name).toBeLessThan(0);
    }
  });
});

describe('workshops', () => {
  it('has at least 40 workshops across Gauteng, Western Cape and KwaZulu-Natal', () => {
    expect(workshops.length).toBeGreaterThanOrEqual(40);
    const byProvince = (p: string) => workshops.filter((w) => w.address.province === p).length;
    expect(byProvince('Gauteng')).toBeGreaterThanOrEqual(15);
    expect(byProvince('Western Cape')).toBeGreaterThanOrEqual(10);
    expect(byProvince('KwaZulu-Natal')).toBeGreaterThanOrEqual(10);
  });

  it('has no duplicate names or e-mail addresses', () => {
    expect(new Set(workshops.map((w) => w.name.toLowerCase())).size).toBe(workshops.length);
    expect(new Set(workshops.map((w) => w.contact.email)).size).toBe(workshops.length);
  });

  it('sits in a known region, inside its polygon', () => {
    for (const w of workshops) {
      const region = regions.find((r) => r.name === w.regionName);
      expect(region, `${w.name}: region ${w.regionName}`).toBeDefined();
      expect(region!.province, w.name).toBe(w.address.province);
      expect(insidePolygon(w.address, region!.coordinates), `${w.name} outside ${w.regionName}`).toBe(true);
    }
  });

  it('uses the real postal code of its suburb and lies near the suburb centroid', () => {
    for (const w of workshops) {
      expect(w.address.postalCode, w.name).toMatch(/^\d{4}$/);
      const matches = places.filter(
        (p) => p.name === w.address.suburb && p.province === w.address.province && p.postal_code,
      );
      const near = matches.filter(
        (p) => distanceKm(w.address, { lat: Number(p.lat), lng: Number(p.lng) }) < 2,
      );
      expect(near.length, `${w.name}: ${w.address.suburb} near its za-places.csv centroid`).toBeGreaterThan(
        0,
      );
      expect(
        near.some((p) => p.postal_code === w.address.postalCode),
        w.name,
      ).toBe(true);
    }
  });

  it('has well-formed business and contact details', () => {
    for (const w of workshops) {
      expect(w.registrationNumber, w.name).toMatch(/^(19|20)\d{2}\/\d{6}\/(07|23)$/);
      expect(w.isVatRegistered, w.name).toBe(w.taxNumber !== null);
      if (w.taxNumber !== null) expect(w.taxNumber, w.name).toMatch(/^4\d{9}$/);
      expect(w.contact.phone, w.name).toMatch(/^0\d{2} \d{3} \d{4}$/);
      expect(w.contact.email, w.name).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.co\.za$/);
      expect(w.labourRatePerHourExclCents, w.name).toBeGreaterThanOrEqual(45000);
      expect(w.labourRatePerHourExclCents, w.name).toBeLessThanOrEqual(120000);
      expect(w.kinds.length, w.name).toBeGreaterThan(0);
      expect(w.certifications.length, w.name).toBeLessThanOrEqual(3);
    }
    expect(workshops.filter((w) => !w.isVatRegistered).length).toBeGreaterThan(0);
    expect(workshops.filter((w) => w.isVatRegistered).length).toBeGreaterThan(workshops.length / 2);
  });

  it('has 3-12 reviews each, rated 1 to 5', () => {
    for (const w of workshops) {
      expect(w.reviews.length, w.name).toBeGreaterThanOrEqual(3);
      expect(w.reviews.length, w.name).toBeLessThanOrEqual(12);
      for (const r of w.reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, w.name).toBe(true);
        expect(r.review.length, w.name).toBeGreaterThan(20);
      }
    }
    const all = workshops.flatMap((w) => w.reviews);
    expect(all.filter((r) => r.rating <= 3).length).toBeGreaterThan(0);
  });

  it('belongs to an existing organisation network of 4-6 branches, or to the fleet in Durban', () => {
    const networks = new Set(workshops.map((w) => w.organisationName).filter((n) => n !== null));
    // The two workshop networks, and the demo fleet's own workshops (its organisation list view).
    expect(networks.size).toBe(3);
    const fleet = organisations[0]!.name;
    const fleetWorkshops = workshops.filter((w) => w.organisationName === fleet);
    expect(
      fleetWorkshops.filter((w) => w.address.province === 'KwaZulu-Natal').length,
    ).toBeGreaterThanOrEqual(3);
    for (const name of networks) {
      const org = organisations.find((o) => o.name === name);
      expect(org, name).toBeDefined();
      if (name === fleet) continue;
      const branches = workshops.filter((w) => w.organisationName === name);
      expect(branches.length).toBeGreaterThanOrEqual(4);
      expect(branches.length).toBeLessThanOrEqual(6);
      expect(org!.branches.length).toBe(branches.length);
    }
  });
});

describe('organisations', () => {
  it('has a fleet operator with 2+ branches first, a dealer group and a finance-recon company', () => {
    expect(organisations[0]!.kind).toBe('fleet');
    expect(organisations[0]!.branches.length).toBeGreaterThanOrEqual(2);
    expect(organisations.some((o) => o.kind === 'dealer')).toBe(true);
    expect(organisations.some((o) => o.kind === 'financeRecon')).toBe(true);
    for (const o of organisations) {
      expect(o.taxNumber, o.name).toMatch(/^4\d{9}$/);
      for (const b of o.branches) expect(b.address.postalCode, b.branchName).toMatch(/^\d{4}$/);
    }
  });
});

describe('repair-item trees', () => {
  const kinds: readonly SeedQuoteKind[] = quoteKindSchema.options;
  const leaves = (items: SeedRepairItem[]): SeedRepairItem[] =>
    items.flatMap((i) => (i.children?.length ? leaves(i.children) : [i]));

  it('has a tree for every quote kind', () => {
    for (const kind of kinds) expect(repairItemTrees[kind]?.length, kind).toBeGreaterThan(0);
  });

  it('gives every leaf 2-5 template items and keywords', () => {
    for (const kind of kinds) {
      for (const leaf of leaves(repairItemTrees[kind])) {
        expect(leaf.templateItems?.length ?? 0, leaf.name).toBeGreaterThanOrEqual(2);
        expect(leaf.templateItems?.length ?? 0, leaf.name).toBeLessThanOrEqual(5);
        expect(leaf.keywords?.length ?? 0, leaf.name).toBeGreaterThan(0);
        if (leaf.query) expect(leaf.query.length, leaf.name).toBeLessThanOrEqual(500);
      }
    }
  });
});

describe('vehicle catalogues and brand profiles', () => {
  it('SA catalogue has the exact za-vehicles.csv header and the local best-sellers', () => {
    expect(saCatalogue.header).toBe(epaCatalogue.header);
    expect(saCatalogue.rows.length).toBeGreaterThanOrEqual(400);
    expect(
      saCatalogue.rows.some(
        (r) => r.make === 'Toyota' && r.range === 'Hilux' && (r.model ?? '').includes('2.8 GD-6'),
      ),
    ).toBe(true);
    expect(saCatalogue.rows.some((r) => r.make === 'Volkswagen' && r.range === 'Polo Vivo')).toBe(true);
    const bodies = new Set(epaCatalogue.rows.map((r) => r.body));
    for (const r of saCatalogue.rows) {
      expect(r.market).toBe('ZA (Motorwise editorial)');
      expect(bodies.has(r.body), `${r.model}: body ${r.body}`).toBe(true);
      expect(Number(r.year_from) <= Number(r.year_to), r.model).toBe(true);
    }
  });

  it('has a brand profile for every make in either catalogue', () => {
    const makes = new Set([...epaCatalogue.rows, ...saCatalogue.rows].map((r) => r.make ?? ''));
    const profiled = new Set(brandProfiles.map((p) => p.brand));
    for (const make of makes) expect(profiled.has(make), make).toBe(true);
    expect(new Set(brandProfiles.map((p) => p.brandCode)).size).toBe(brandProfiles.length);
    expect(defaultBrandProfile.brandCode).toBeTruthy();
  });

  it('stores the terms of the brands South Africans drive, each a make of the catalogue (decision 073)', () => {
    const makes = new Set([...epaCatalogue.rows, ...saCatalogue.rows].map((r) => r.make ?? ''));
    const sa = ['Toyota', 'Volkswagen', 'Ford', 'Hyundai', 'Kia', 'Suzuki', 'Nissan', 'Isuzu', 'BMW'];
    const more = ['Mercedes-Benz', 'Renault', 'Haval', 'Chery', 'Mahindra', 'Honda', 'Mazda', 'Audi'];
    expect(brandTerms.map((b) => b.brand).sort()).toEqual([...sa, ...more].sort());
    for (const b of brandTerms) expect(makes.has(b.brand), b.brand).toBe(true);
    expect(brandTermsProvenance).toMatch(/[Ii]ndicative/);
  });
});

describe('the data files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-data-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('refuse a JSON row that does not fit, naming the file, the row and the field', () => {
    const address = { ...organisations[0]!.branches[0]!.address };
    const file = write('addresses.json', JSON.stringify([address, { ...address, lat: '-26.1' }]));
    expect(() => loadJson(file, z.array(addressSchema))).toThrow(
      /addresses\.json is not valid:\n {2}row 2, lat: Invalid input: expected number/,
    );
  });

  it('refuse a CSV row that does not fit, naming the file and its line', () => {
    const file = write('mix.csv', 'brand,weight\nToyota,11\nFord,eleven\n');
    expect(() => loadCsv(file, z.strictObject({ brand: z.string(), weight: csvNumber }))).toThrow(
      /mix\.csv is not valid:\n {2}line 3, weight: expected a number/,
    );
  });

  it('refuse a file that is not JSON at all', () => {
    const file = write('broken.json', '[{');
    expect(() => loadJson(file, z.array(addressSchema))).toThrow(/broken\.json is not valid/);
  });
});
