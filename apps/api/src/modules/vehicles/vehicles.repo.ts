import type { Vehicle } from '@motorwise/shared';
import type pg from 'pg';
import { buildSearchSql } from './search-query';
import { MAX_SEARCH_TOKENS } from './search-words';

/** A vehicles row as the API reads it: the spec's fields (camelCase) plus what the service needs. */
export type VehicleRow = Omit<Vehicle, 'imageUrl'> & {
  /** null when the catalogue has no picture; the service answers with the placeholder. */
  imageUrl: string | null;
  serviceTimeInterval: number | null;
  isManual: boolean;
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
  v.service_time_interval as "serviceTimeInterval", v.is_manual as "isManual"`;

/**
 * The exact statement and parameters a search runs (the query-plan test explains the same). Named, so
 * each connection prepares it once per token count: the statement's many CTEs cost about a millisecond
 * to plan, more than running it for a precise term.
 */
export function searchStatement(tokens: string[]): { name: string; text: string; values: unknown[] } {
  const count = Math.min(tokens.length, MAX_SEARCH_TOKENS);
  return {
    name: `vehicles-search-${count}`,
    text: buildSearchSql(count, VEHICLE_COLUMNS),
    values: [tokens.slice(0, count)],
  };
}

export async function searchCatalogue(pool: pg.Pool, tokens: string[]): Promise<VehicleRow[]> {
  if (tokens.length === 0) return [];
  return (await pool.query<VehicleRow>(searchStatement(tokens))).rows;
}

/** By numeric id or uniqueId. Hand-entered vehicles only by their uniqueId (ids are sequential). */
export async function findVehicle(pool: pg.Pool, key: { id: number } | { uniqueId: string }) {
  const where = 'id' in key ? 'v.id = $1 and not v.is_manual' : 'v.unique_id = $1';
  const value = 'id' in key ? key.id : key.uniqueId;
  const { rows } = await pool.query<VehicleRow>(`select ${VEHICLE_COLUMNS} from vehicles v where ${where}`, [
    value,
  ]);
  return rows[0] ?? null;
}

/** By the catalogue's disk drive reference (e.g. 'MWV0000123', any case) or uniqueId. */
export async function findVehicleByReference(pool: pg.Pool, reference: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference);
  if (isUuid) return findVehicle(pool, { uniqueId: reference });
  const { rows } = await pool.query<VehicleRow>(
    `select ${VEHICLE_COLUMNS} from vehicles v where v.disk_drive_reference = upper($1) and not v.is_manual`,
    [reference],
  );
  return rows[0] ?? null;
}

/**
 * Catalogue brands, alphabetically. A loose index scan: each step asks the drill-down index for the
 * first brand after the previous one, so ~100 brands cost ~100 index probes, however large the catalogue.
 */
export async function listBrands(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ brand: string }>(
    `with recursive brands(key, brand) as (
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
  return rows.map((r) => r.brand);
}

/** Model years of a brand (any case), newest first. */
export async function listYears(pool: pg.Pool, brandName: string): Promise<number[]> {
  const { rows } = await pool.query<{ year: number }>(
    `select distinct v.year from vehicles v
     where not v.is_manual and lower(v.brand) = lower($1)
     order by v.year desc nulls last`,
    [brandName],
  );
  return rows.map((r) => r.year);
}

/** Ranges of a brand in a model year, alphabetically. */
export async function listRanges(pool: pg.Pool, brandName: string, year: number): Promise<string[]> {
  const { rows } = await pool.query<{ range: string }>(
    `select v.range from vehicles v
     where not v.is_manual and lower(v.brand) = lower($1) and v.year = $2
     group by v.range order by lower(v.range), v.range`,
    [brandName, year],
  );
  return rows.map((r) => r.range);
}

/** The vehicles (models) of a range in a model year, by model name then transmission. */
export async function listModels(
  pool: pg.Pool,
  brandName: string,
  year: number,
  rangeName: string,
): Promise<VehicleRow[]> {
  const { rows } = await pool.query<VehicleRow>(
    `select ${VEHICLE_COLUMNS} from vehicles v
     where not v.is_manual and lower(v.brand) = lower($1) and v.year = $2 and lower(v.range) = lower($3)
     order by v.model, v.transmission_type, v.id
     limit 500`,
    [brandName, year, rangeName],
  );
  return rows;
}
