import type { Vehicle } from '@motorwise/shared';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { vehicleBrands, vehicles } from './vehicles.tables';

/** A vehicles row as the API reads it: the spec's fields (camelCase) plus what the service needs. */
export type VehicleRow = Omit<Vehicle, 'imageUrl'> & {
  /** null when the catalogue has no picture; the service answers with the placeholder. */
  imageUrl: string | null;
  serviceTimeInterval: number | null;
  isManual: boolean;
  /** Who entered a hand-entered vehicle (null for the catalogue); only they may read it by its uniqueId. */
  createdByUserId: string | null;
};

/** The select list behind VehicleRow, for a `vehicles v`; dates as YYYY-MM-DD text, not JS dates. */
export const VEHICLE_COLUMNS = `v.id, v.unique_id as "uniqueId", v.year, v.brand, v.brand_code as "brandCode",
  v.range, v.range_code as "rangeCode", v.model, v.model_code as "modelCode", v.body_type as "bodyType",
  v.mead_code as "meadCode", to_char(v.introduction_date, 'YYYY-MM-DD') as "introductionDate",
  to_char(v.discontinued_date, 'YYYY-MM-DD') as "discontinuedDate", v.aspiration_type as "aspirationType",
  v.fuel_type as "fuelType", v.capacity, v.cylinders, v.transmission_type as "transmissionType",
  v.gearbox_type as "gearboxType", v.drive_type as "driveType", v.wheels_driven as "wheelsDriven", v.abs,
  v.ceramics, v.front_brake_type1 as "frontBrakeType1", v.front_brake_type2 as "frontBrakeType2",
  v.rear_brake_type as "rearBrakeType", v.suspension_front_type as "suspensionFrontType",
  v.suspension_rear_type as "suspensionRearType", v.plan_type as "planType",
  v.maintenance_exclusions as "maintenanceExclusions", v.service_interval1 as "serviceInterval1",
  v.service_interval2 as "serviceInterval2", v.maintenance_mileage_interval as "maintenanceMileageInterval",
  v.maintenance_time_interval as "maintenanceTimeInterval",
  v.warranty_mileage_interval as "warrantyMileageInterval", v.warranty_time_interval as "warrantyTimeInterval",
  v.warranty, v.gal_pic as "galPic", v.image_url as "imageUrl", v.vehicle_summary as "vehicleSummary",
  v.disk_drive_reference as "diskDriveReference", v.class_type as "classType", v.description,
  v.service_time_interval as "serviceTimeInterval", v.is_manual as "isManual",
  v.created_by_user_id as "createdByUserId"`;

const COLUMNS = sql.raw(VEHICLE_COLUMNS);
/** Vehicle ids (whole numbers) as one bigint[] parameter. */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** A catalogue vehicle with what the in-memory search reads (decision 037). */
export type SearchEntryRow = VehicleRow & { searchWords: string[]; isZa: boolean };

/** Every catalogue vehicle (never a hand-entered one) with its search words: what the index is built from. */
export async function catalogueForSearch(db: DbOrTx): Promise<SearchEntryRow[]> {
  return rows<SearchEntryRow>(
    db,
    sql`select ${COLUMNS}, e.search_words as "searchWords", e.is_za as "isZa"
      from vehicle_search_entries e join vehicles v on v.id = e.vehicle_id`,
  );
}

/**
 * How often people asked for quotes for each catalogue model (brand, range and model name, any year,
 * lower-cased): the popularity that orders equally good search matches. Reads quote_requests, which no
 * other module offers counted this way; only this count leaves the query.
 */
export async function requestCountsByModel(db: DbOrTx): Promise<Map<string, number>> {
  const found = await rows<{ key: string; n: number }>(
    db,
    sql`select lower(v.brand) || '|' || lower(v.range) || '|' || lower(v.model) as key, count(*)::int as n
      from quote_requests q join vehicles v on v.id = q.vehicle_id
      where not v.is_manual group by 1`,
  );
  return new Map(found.map((r) => [r.key, r.n]));
}

/** By numeric id (catalogue vehicles only: ids are sequential) or by uniqueId (any vehicle). */
export async function findByKey(
  db: DbOrTx,
  key: { id: number } | { uniqueId: string },
): Promise<VehicleRow | null> {
  const where = 'id' in key ? sql`v.id = ${key.id} and not v.is_manual` : sql`v.unique_id = ${key.uniqueId}`;
  const found = await rows<VehicleRow>(db, sql`select ${COLUMNS} from vehicles v where ${where}`);
  return found[0] ?? null;
}

export async function findByIds(db: DbOrTx, ids: number[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  return rows<VehicleRow>(db, sql`select ${COLUMNS} from vehicles v where v.id = any(${idArray(ids)})`);
}

/** By the catalogue's disk drive reference (e.g. 'MWV0000123', any case). */
export async function findByDiskDriveReference(db: DbOrTx, reference: string): Promise<VehicleRow | null> {
  const found = await rows<VehicleRow>(
    db,
    sql`select ${COLUMNS} from vehicles v where v.disk_drive_reference = upper(${reference}) and not v.is_manual`,
  );
  return found[0] ?? null;
}

/** Those of the given vehicles whose brand, range or model contains the text, or whose year it is. */
export async function idsMatching(db: DbOrTx, ids: number[], like: string, word: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`select v.id from vehicles v where v.id = any(${idArray(ids)})
      and (v.brand ilike ${like} or v.range ilike ${like} or v.model ilike ${like} or v.year::text = ${word})`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * Catalogue brands, alphabetically. A loose index scan: each step asks the drill-down index for the
 * first brand after the previous one, so ~100 brands cost ~100 index probes, however large the catalogue.
 */
export async function listBrands(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ brand: string }>(
    db,
    sql`with recursive brands(key, brand) as (
       (select lower(v.brand), v.brand from vehicles v where not v.is_manual order by lower(v.brand) limit 1)
       union all
       select n.key, n.brand
       from brands b
       cross join lateral (
         select lower(v.brand) as key, v.brand from vehicles v
         where not v.is_manual and lower(v.brand) > b.key
         order by lower(v.brand) limit 1
       ) n
     )
     select brand from brands order by key`,
  );
  return found.map((r) => r.brand);
}

/** Model years of a brand (any case), newest first. */
export async function listYears(db: DbOrTx, brandName: string): Promise<number[]> {
  const found = await rows<{ year: number }>(
    db,
    sql`select distinct v.year from vehicles v
     where not v.is_manual and lower(v.brand) = lower(${brandName})
     order by v.year desc nulls last`,
  );
  return found.map((r) => r.year);
}

/** Ranges of a brand in a model year, alphabetically. */
export async function listRanges(db: DbOrTx, brandName: string, year: number): Promise<string[]> {
  const found = await rows<{ range: string }>(
    db,
    sql`select v.range from vehicles v
     where not v.is_manual and lower(v.brand) = lower(${brandName}) and v.year = ${year}
     group by v.range order by lower(v.range), v.range`,
  );
  return found.map((r) => r.range);
}

/** The vehicles (models) of a range in a model year, by model name then transmission. */
export async function listModels(
  db: DbOrTx,
  brandName: string,
  year: number,
  rangeName: string,
): Promise<VehicleRow[]> {
  return rows<VehicleRow>(
    db,
    sql`select ${COLUMNS} from vehicles v
     where not v.is_manual and lower(v.brand) = lower(${brandName}) and v.year = ${year}
       and lower(v.range) = lower(${rangeName})
     order by v.model, v.transmission_type, v.id
     limit 500`,
  );
}

/** A vehicle entered by hand (never in search: the catalogue triggers skip manual rows). */
export async function insertManual(
  db: DbOrTx,
  values: Omit<typeof vehicles.$inferInsert, 'id' | 'uniqueId' | 'isManual'>,
): Promise<number> {
  const [row] = await db
    .insert(vehicles)
    .values({ ...values, isManual: true })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle not stored');
  return row.id;
}

// ---------------------------------------------------------------- the administrators' catalogue (decision 061)

/** Texts as a list of parameters, for `in (...)`. */
const textList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A catalogue row as the import compares it: the vehicle's fields with its market. */
export type CatalogueRow = VehicleRow & { market: string | null };

/** The catalogue vehicles (never hand-entered ones) with any of these M&M codes. */
export async function catalogueByMeadCodes(db: DbOrTx, codes: string[]): Promise<CatalogueRow[]> {
  if (codes.length === 0) return [];
  return rows<CatalogueRow>(
    db,
    sql`select ${COLUMNS}, v.market from vehicles v
      where not v.is_manual and v.mead_code in (${textList(codes)})`,
  );
}

/** One catalogue vehicle (never a hand-entered one) by id, locked for an edit. */
export async function lockCatalogueVehicle(db: DbOrTx, id: number): Promise<CatalogueRow | null> {
  const found = await rows<CatalogueRow>(
    db,
    sql`select ${COLUMNS}, v.market from vehicles v where v.id = ${id} and not v.is_manual for update`,
  );
  return found[0] ?? null;
}

/**
 * Serialises catalogue imports and brand edits (a transaction-scoped advisory lock). Their writes go in
 * statements of a few hundred vehicles, each well inside the app's statement timeout (5 s, and the client's
 * own a second later), however large the file or the brand.
 */
export async function lockCatalogue(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-admin'))`);
}

export type CatalogueInsert = Omit<
  typeof vehicles.$inferInsert,
  'id' | 'uniqueId' | 'isManual' | 'diskDriveReference'
>;

/**
 * Adds catalogue vehicles, each with its disk drive reference made from its id (as the seed does), in
 * statements of 500 rows (PostgreSQL takes at most 65,535 parameters a statement; each statement also runs
 * the search triggers, and must stay well inside the statement timeout).
 */
export async function insertCatalogue(db: DbOrTx, values: CatalogueInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const ids = await rows<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('vehicles', 'id'))::text as id from generate_series(1, ${values.length})`,
  );
  const withIds = values.map((v, i) => {
    const id = Number(ids[i]!.id);
    return { ...v, id, diskDriveReference: `MWV${String(id).padStart(7, '0')}`, isManual: false };
  });
  for (let i = 0; i < withIds.length; i += 500) await db.insert(vehicles).values(withIds.slice(i, i + 500));
  return withIds.length;
}

/** Changes one catalogue vehicle; false when there is no such catalogue vehicle. */
export async function updateCatalogue(
  db: DbOrTx,
  id: number,
  values: Partial<CatalogueInsert>,
): Promise<boolean> {
  const done = await db
    .update(vehicles)
    .set(values)
    .where(and(eq(vehicles.id, id), eq(vehicles.isManual, false)))
    .returning({ id: vehicles.id });
  return done.length > 0;
}

/**
 * Changes many catalogue vehicles in few statements (an import may change thousands): updates with the same
 * columns go 500 at a time through `jsonb_to_recordset`, so the catalogue's statement triggers run once per
 * statement, not once per vehicle.
 */
export async function updateCatalogueMany(
  db: DbOrTx,
  updates: { id: number; values: Partial<CatalogueInsert> }[],
): Promise<void> {
  const columns = getTableColumns(vehicles);
  const groups = new Map<string, typeof updates>();
  for (const u of updates) {
    const key = Object.keys(u.values).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  for (const [keyList, list] of groups) {
    if (!keyList) continue;
    const keys = keyList.split(',') as (keyof typeof columns & keyof CatalogueInsert)[];
    const name = (k: (typeof keys)[number]) => sql.identifier(toSnakeCase(columns[k].name));
    const types = sql.join(
      keys.map((k) => sql`${name(k)} ${sql.raw(columns[k].getSQLType())}`),
      sql`, `,
    );
    const sets = sql.join(
      keys.map((k) => sql`${name(k)} = r.${name(k)}`),
      sql`, `,
    );
    for (let i = 0; i < list.length; i += 500) {
      const records = list.slice(i, i + 500).map((u) => {
        const record: Record<string, unknown> = { id: u.id };
        for (const k of keys) record[toSnakeCase(columns[k].name)] = u.values[k] ?? null;
        return record;
      });
      await db.execute(
        sql`update vehicles v set ${sets}
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id bigint, ${types})
          where v.id = r.id and not v.is_manual`,
      );
    }
  }
}

/** A brand's terms as stored by an administrator. */
export type StoredBrandTerms = typeof vehicleBrands.$inferSelect;

export async function storedBrandTerms(db: DbOrTx, brandKeys?: string[]): Promise<StoredBrandTerms[]> {
  const query = db.select().from(vehicleBrands);
  return brandKeys ? query.where(inArray(vehicleBrands.brandKey, brandKeys)) : query;
}

/** Each catalogue brand's terms as its vehicles carry them (the commonest value of each), with a count. */
export interface CarriedBrandTerms {
  brandKey: string;
  brand: string;
  vehicles: number;
  brandCode: string | null;
  serviceIntervalKm: number | null;
  majorServiceIntervalKm: number | null;
  serviceIntervalMonths: number | null;
  warrantyKm: number | null;
  warrantyMonths: number | null;
  planType: string | null;
  planKm: number | null;
  planMonths: number | null;
  maintenanceExclusions: string | null;
}

export async function carriedBrandTerms(db: DbOrTx, brandKeys?: string[]): Promise<CarriedBrandTerms[]> {
  if (brandKeys?.length === 0) return [];
  const only = brandKeys ? sql`and lower(v.brand) in (${textList(brandKeys)})` : sql``;
  return rows<CarriedBrandTerms>(
    db,
    sql`select lower(v.brand) as "brandKey", min(v.brand) as brand, count(*)::int as vehicles,
        mode() within group (order by v.brand_code) as "brandCode",
        mode() within group (order by v.service_interval1) as "serviceIntervalKm",
        mode() within group (order by v.service_interval2) as "majorServiceIntervalKm",
        mode() within group (order by v.service_time_interval) as "serviceIntervalMonths",
        mode() within group (order by v.warranty_mileage_interval) as "warrantyKm",
        mode() within group (order by v.warranty_time_interval) as "warrantyMonths",
        mode() within group (order by v.plan_type) as "planType",
        mode() within group (order by v.maintenance_mileage_interval) as "planKm",
        mode() within group (order by v.maintenance_time_interval) as "planMonths",
        mode() within group (order by v.maintenance_exclusions) as "maintenanceExclusions"
      from vehicles v where not v.is_manual ${only}
      group by lower(v.brand) order by lower(v.brand)`,
  );
}

export async function upsertBrandTerms(db: DbOrTx, values: typeof vehicleBrands.$inferInsert): Promise<void> {
  const { brandKey: _key, ...set } = values;
  await db
    .insert(vehicleBrands)
    .values(values)
    .onConflictDoUpdate({ target: vehicleBrands.brandKey, set: { ...set, updatedAt: new Date() } });
}

/** Writes a brand's terms onto all its catalogue vehicles, 1,000 a statement; how many. */
export async function setBrandVehicleTerms(
  db: DbOrTx,
  brandKey: string,
  values: Partial<CatalogueInsert>,
): Promise<number> {
  const ids = (
    await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(sql`lower(${vehicles.brand}) = ${brandKey}`, eq(vehicles.isManual, false)))
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000)
    await db
      .update(vehicles)
      .set(values)
      .where(and(inArray(vehicles.id, ids.slice(i, i + 1000)), eq(vehicles.isManual, false)));
  return ids.length;
}
