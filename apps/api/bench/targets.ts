import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** The issue asks for catalogue search measured on at least this many variants. */
const BENCH_CATALOGUE_SIZE = 60_000;
/** Marks the copies made only for the benchmark, so nobody mistakes them for real vehicles. */
const SYNTHETIC_MARKET = 'BENCH (synthetic copy)';

/**
 * Tops the bench database's catalogue up to BENCH_CATALOGUE_SIZE with copies of real rows moved back
 * by 30 years per round (a '1989 Hilux 2.8 GD-6' is plainly synthetic), flagged in market and
 * description. Their year words move with them, and the dictionary trigger counts their words, so
 * search works on them exactly as on real rows. Only ever runs on the throwaway bench database.
 */
async function topUpCatalogue(db: Db): Promise<number> {
  const count = async () =>
    Number(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from vehicles where not is_manual`))
        .rows[0]!.n,
    );
  let n = await count();
  for (let round = 1; n < BENCH_CATALOGUE_SIZE; round++) {
    const shift = 30 * round;
    await db.execute(sql`
      insert into vehicles (year, brand, brand_code, range, range_code, model, model_code, body_type,
        aspiration_type, fuel_type, capacity, cylinders, transmission_type, gearbox_type, drive_type,
        wheels_driven, plan_type, maintenance_exclusions, service_interval1, service_interval2,
        service_time_interval, maintenance_mileage_interval, maintenance_time_interval,
        warranty_mileage_interval, warranty_time_interval, warranty, vehicle_summary, class_type,
        description, market, search_text, search_words)
      select year - ${shift}, brand, brand_code, range, range_code, model, model_code, body_type,
        aspiration_type, fuel_type, capacity, cylinders, transmission_type, gearbox_type, drive_type,
        wheels_driven, plan_type, maintenance_exclusions, service_interval1, service_interval2,
        service_time_interval, maintenance_mileage_interval, maintenance_time_interval,
        warranty_mileage_interval, warranty_time_interval, warranty, vehicle_summary, class_type,
        'SYNTHETIC BENCH COPY of ' || description, ${SYNTHETIC_MARKET},
        regexp_replace(search_text, year::text || '$', (year - ${shift})::text),
        array_replace(search_words, ':' || year, ':' || (year - ${shift}))
      from vehicles
      where not is_manual and coalesce(market, '') <> ${SYNTHETIC_MARKET}
      order by id
      limit ${BENCH_CATALOGUE_SIZE - n}`);
    n = await count();
  }
  await db.execute(sql`analyze vehicles`);
  await db.execute(sql`analyze vehicle_search_words`);
  return n;
}

/** The first target is the baseline; later issues add their hot paths here. */
export async function targets(db: Db): Promise<BenchTarget[]> {
  const catalogue = await topUpCatalogue(db);
  process.stdout.write(`catalogue: ${catalogue} vehicles (topped up to at least ${BENCH_CATALOGUE_SIZE})\n`);
  const search = (searchTerm: string) => ({
    name: `POST /api/vehicles "${searchTerm}"`,
    path: '/api/vehicles',
    method: 'POST' as const,
    body: { searchTerm },
  });
  const [hilux] = (
    await db.execute<{ id: number }>(
      sql`select id from vehicles where range = 'Hilux' and not is_manual order by year desc, id limit 1`,
    )
  ).rows;
  return [
    { name: 'baseline GET /api/ping', path: '/api/ping' },
    { name: 'GET /api/health (one query)', path: '/api/health' },
    { name: 'GET /api/QuoteRequests/GetCustomersCount', path: '/api/QuoteRequests/GetCustomersCount' },
    { name: 'GET /api/PublicWorkshop/GetWorkshops', path: '/api/PublicWorkshop/GetWorkshops' },
    // Catalogue search: two characters (prefix index) and a longer term, on the topped-up catalogue.
    search('hi'),
    search('to'),
    search('toyota hilux 2.8'),
    search('corola'),
    { name: 'GET /api/vehicles/getbrands', path: '/api/vehicles/getbrands' },
    { name: 'GET /api/vehicles/{id}', path: `/api/vehicles/${hilux?.id ?? 1}` },
  ];
}
