import fs from 'node:fs';
import path from 'node:path';
import { formatKm } from '@motorwise/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { copyRows } from '../src/db/bulk-load';
import type { DbOrTx } from '../src/db/client';
import { rows as queryRows } from '../src/db/rows';
import { vehicleBrands } from '../src/db/schema';
import { vehicleSearchWords } from '../src/modules/vehicles/search-words';
import { brandProfiles, defaultBrandProfile } from './data/brand-profiles';
import { brandTerms } from './data/brand-terms';
import type { SeedBrandProfile } from './types';

export const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../data');
export const CATALOGUE_FILES = ['za-market-vehicles.csv', 'za-vehicles.csv'] as const;

interface CsvRow {
  make: string;
  range: string;
  model: string;
  year_from: string;
  year_to: string;
  engine_l: string;
  engine_cc: string;
  cylinders: string;
  fuel: string;
  aspiration: string;
  transmission: string;
  gears: string;
  drive: string;
  body: string;
  size_class: string;
  market: string;
}

const code = (s: string, n: number) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, n);

const wheelsDriven: Record<string, string> = {
  FWD: 'Front',
  RWD: 'Rear',
  AWD: 'All',
  '4WD': 'All',
  '4WD/AWD': 'All',
  '4WD (part-time)': 'All (part-time)',
  '2WD': 'Two',
};

const int = (v: string) => (v === '' || Number.isNaN(Number(v)) ? null : Math.round(Number(v)));

/** One catalogue row per model year, with the brand's South African service and warranty plan applied. */
export function catalogueRows(rows: CsvRow[], currentYear: number): Record<string, unknown>[] {
  return [...catalogueRowsOf(rows, currentYear)];
}

/** catalogueRows one at a time, made as they are read (a COPY sends them while the next are made). */
export function* catalogueRowsOf(rows: CsvRow[], currentYear: number): Generator<Record<string, unknown>> {
  const profiles = new Map<string, SeedBrandProfile>(brandProfiles.map((p) => [p.brand.toLowerCase(), p]));
  for (const r of rows) {
    const from = Number(r.year_from);
    const to = Math.min(Number(r.year_to), currentYear);
    const p = profiles.get(r.make.toLowerCase()) ?? { ...defaultBrandProfile, brand: r.make };
    const aspiration = r.aspiration
      ? r.aspiration[0]!.toUpperCase() + r.aspiration.slice(1)
      : 'Naturally aspirated';
    const gearbox = r.gears ? `${r.gears}-speed ${r.transmission.toLowerCase()}` : r.transmission;
    // warrantyKm 0 is a warranty without a distance limit (brand-profiles.ts).
    const warranty = `${p.warrantyYears} years / ${p.warrantyKm === 0 ? 'unlimited km' : formatKm(p.warrantyKm)}`;
    for (let year = from; year <= to; year++) {
      const summary = `${year} ${r.make} ${r.model} ${r.engine_l ? `${r.engine_l} ` : ''}${r.fuel.toLowerCase()} ${r.transmission.toLowerCase()}`;
      yield {
        year,
        brand: r.make,
        brand_code: p.brandCode,
        range: r.range,
        range_code: code(r.range, 12),
        model: r.model,
        model_code: code(`${r.model}${r.engine_l}`, 16),
        body_type: r.body || null,
        introduction_date: `${from}-01-01`,
        discontinued_date: Number(r.year_to) < currentYear ? `${r.year_to}-12-31` : null,
        aspiration_type: aspiration,
        fuel_type: r.fuel || null,
        capacity: int(r.engine_cc),
        cylinders: int(r.cylinders),
        transmission_type: r.transmission || null,
        gearbox_type: gearbox || null,
        drive_type: r.drive || null,
        wheels_driven: wheelsDriven[r.drive] ?? null,
        plan_type: p.planType,
        maintenance_exclusions: p.maintenanceExclusions,
        service_interval1: p.serviceIntervalKm,
        service_time_interval: p.serviceIntervalMonths,
        service_interval2: p.serviceIntervalKm * 2,
        maintenance_mileage_interval: p.planKm,
        maintenance_time_interval: p.planYears === null ? null : p.planYears * 12,
        warranty_mileage_interval: p.warrantyKm || null,
        warranty_time_interval: p.warrantyYears * 12,
        warranty,
        vehicle_summary: summary,
        class_type: r.size_class || r.body || null,
        description: `${r.make} ${r.range} ${r.model}`,
        market: r.market,
        search_text: `${r.make} ${r.model} ${r.range === r.model ? '' : `${r.range} `}${r.engine_l} ${year}`
          .toLowerCase()
          .replace(/\s+/g, ' ')
          .trim(),
        search_words: vehicleSearchWords({
          brand: r.make,
          range: r.range,
          model: r.model,
          year,
          engine: r.engine_l,
          fuelType: r.fuel,
          transmissionType: r.transmission,
          driveType: r.drive,
          bodyType: r.body,
        }),
      };
    }
  }
}

export function readCatalogueCsv(file: string): CsvRow[] {
  return parse(fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  });
}

/**
 * Loads the catalogue: every row streamed with COPY straight into vehicles (db/bulk-load.ts), its id drawn
 * from the table's sequence as an insert would (file order) and its service-lookup reference made from it.
 * The search triggers (migrations 0003, 0004) and the read-model notice (0014) are off for the COPY, and
 * what they would have written follows in one set-based statement each: the search entries, the search
 * words with their counts, and one 'read_models' notice (sent on commit). Then the tables are analysed,
 * unless `analyze: false` leaves that to the caller (`analyzeCatalogue`). Returns the number of vehicles
 * inserted.
 */
export async function seedCatalogue(
  tx: DbOrTx,
  currentYear = new Date().getFullYear(),
  options: { analyze?: boolean } = {},
): Promise<number> {
  // Made file by file as the COPY asks for them, so PostgreSQL stores rows while the next are made.
  const rows = (function* () {
    for (const file of CATALOGUE_FILES) yield* catalogueRowsOf(readCatalogueCsv(file), currentYear);
  })();
  const head = rows.next();
  let count = 0;
  if (!head.done) {
    // Ids as nextval would give the rows one by one (file order): the first drawn here, the sequence set
    // to the last after the COPY, where the one-by-one draws would have left it.
    const [first] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('vehicles', 'id'))::int as id`,
    );
    const firstId = first!.id;
    const cols = Object.keys(head.value);
    // The reference used by the service-interval lookup (catalogue vehicles only, spec), as
    // 'MWV' || lpad(id::text, 7, '0') makes it.
    const withId = (row: Record<string, unknown>) => {
      const id = firstId + count++;
      return { id, disk_drive_reference: `MWV${String(id).padStart(7, '0').slice(0, 7)}`, ...row };
    };
    const withIds = (function* () {
      yield withId(head.value);
      for (const row of rows) yield withId(row);
    })();
    await tx.execute(sql`alter table vehicles disable trigger user`);
    await copyRows(tx, 'vehicles', ['id', 'disk_drive_reference', ...cols], withIds);
    await tx.execute(sql`alter table vehicles enable trigger user`);
    const lastId = firstId + count - 1;
    await tx.execute(sql`select setval(pg_get_serial_sequence('vehicles', 'id'), ${lastId})`);
    // What the statement triggers do for an insert of these rows, once for them all.
    await tx.execute(sql`
      insert into vehicle_search_entries as e (vehicle_id, year, is_za, search_words, brand, range, model)
      select r.id, r.year, coalesce(r.market like 'ZA%', false), r.search_words, r.brand, r.range, r.model
        from vehicles r
       where r.id between ${firstId} and ${lastId} and not r.is_manual
       order by r.id
      on conflict (vehicle_id) do update set year = excluded.year, is_za = excluded.is_za,
        search_words = excluded.search_words, brand = excluded.brand, range = excluded.range,
        model = excluded.model`);
    await tx.execute(sql`
      insert into vehicle_search_words as d (word, vehicles)
      select w.word, count(*)
        from vehicles r, unnest(r.search_words) as w(word)
       where r.id between ${firstId} and ${lastId} and not r.is_manual
       group by w.word
      on conflict (word) do update set vehicles = d.vehicles + excluded.vehicles`);
    await tx.execute(sql`select pg_notify('read_models', 'vehicles')`);
  }
  if (options.analyze !== false) await analyzeCatalogue(tx);
  return count;
}

/**
 * Fresh statistics, so catalogue search plans with its indexes from the first query after an import: one
 * statement for the three tables, so a caller may let it run while it computes something else.
 */
export async function analyzeCatalogue(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`analyze vehicles, vehicle_search_entries, vehicle_search_words`);
}

/**
 * The brands' terms as an administrator's stored rows (`vehicle_brands`, decision 061), from
 * brand-terms.json: /admin/catalogue starts with them and the request flow's warranty note reads them.
 * The same terms are on the brands' vehicles (catalogueRows); the major service is twice the interval, as
 * there. Returns the number of brands.
 */
export async function seedBrandTerms(tx: DbOrTx): Promise<number> {
  await tx.insert(vehicleBrands).values(
    brandTerms.map((t) => ({
      brandKey: t.brand.trim().toLowerCase(),
      brand: t.brand,
      brandCode: t.brandCode,
      serviceIntervalKm: t.serviceIntervalKm,
      majorServiceIntervalKm: t.serviceIntervalKm * 2,
      serviceIntervalMonths: t.serviceIntervalMonths,
      warrantyKm: t.warrantyKm,
      warrantyMonths: t.warrantyYears * 12,
      planType: t.planType,
      planKm: t.planType === 'None' ? null : t.planKm,
      planMonths: t.planType === 'None' || t.planYears === null ? null : t.planYears * 12,
      maintenanceExclusions: brandProfiles.find((p) => p.brand === t.brand)?.maintenanceExclusions ?? null,
      warrantyNotice: t.warrantyNotice,
    })),
  );
  return brandTerms.length;
}
