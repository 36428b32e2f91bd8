import { listAllowedDates } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../seed/seed';
import type { Db } from '../src/db/client';
import { prepareWriteRows, WRITE_ROWS, type WriteData, writeTargets } from './writes';

export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Connections for this target only (default BENCH_CONNECTIONS). */
  connections?: number;
  /** A durable write: also read against pgbench's tpcb-like at the same connections (issue 25 item 1). */
  write?: true;
  /**
   * One call per request, in turn, each used once (a write's own prepared rows): its body, and its path
   * and headers beside the target's. Running out of calls fails the line (a call repeated is refused).
   */
  calls?: { body: string | Buffer; path?: string; headers?: Record<string, string> }[];
  /** A write whose answer is 200 whatever it did (the ITN): count what it wrote afterwards. */
  check?: 'payments';
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

/** The issue asks for the workshop radius search measured on at least this many workshops. */
const BENCH_WORKSHOPS = 10_000;
const SYNTHETIC_WORKSHOP = 'BENCH synthetic workshop';

/**
 * Tops the workshops up to BENCH_WORKSHOPS with synthetic ones named and slugged as such, scattered up to
 * about 33 km around the demo workshops (so metros get dense, as real ones are), each with its address.
 * Only ever runs on the throwaway bench database.
 */
async function topUpWorkshops(db: Db): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from workshops`)).rows as [
    { n: number },
  ];
  const missing = BENCH_WORKSHOPS - n;
  if (missing > 0)
    await db.execute(sql`
      with src as (
        select array_agg(lat order by id) as lats, array_agg(lng order by id) as lngs,
          array_agg(region_id order by id) as regions, count(*)::int as n
        from workshops
      ), pts as (
        select g, src.lats[1 + g % src.n] + (random() - 0.5) * 0.6 as lat,
          src.lngs[1 + g % src.n] + (random() - 0.5) * 0.6 as lng, src.regions[1 + g % src.n] as region_id
        from generate_series(1, ${missing}) g, src
      ), addr as (
        insert into addresses (name, suburb, city, lat, lng)
        select ${SYNTHETIC_WORKSHOP} || ' ' || g, 'Synthetic', 'Synthetic', lat, lng from pts
        returning id, name, lat, lng
      )
      insert into workshops (name, slug, address_id, lat, lng, suburb, city, region_id, kinds)
      select a.name, 'bench-synthetic-' || p.g, a.id, a.lat, a.lng, 'Synthetic', 'Synthetic', p.region_id,
        array['service', 'repair', 'inspection', 'policy']
      from addr a join pts p on a.name = ${SYNTHETIC_WORKSHOP} || ' ' || p.g`);
  await db.execute(sql`analyze workshops`);
  await db.execute(sql`analyze addresses`);
  return Number(
    (
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from workshops`)).rows[0] as {
        n: number;
      }
    ).n,
  );
}

/**
 * Quotes for the estimate: synthetic requests (reference 'BENCH-...') for catalogue vehicles with a
 * minor service quoted by three workshops each, prices spread around R1 500.
 */
async function addSyntheticQuotes(db: Db, requests: number): Promise<void> {
  await db.execute(sql`
    with owner as (select id, email from users order by created_at limit 1),
    v as (select array_agg(id order by id) as ids, count(*)::int as n
      from (select id from vehicles where not is_manual order by (brand ilike 'toyota') desc, id limit 200) x),
    w as (select array_agg(id order by id) as ids from (select id from workshops order by id limit 50) x),
    qr as (
      insert into quote_requests (reference, user_id, vehicle_id, vehicle_name, quote_type, email)
      select 'BENCH-' || g, owner.id, v.ids[1 + g % v.n], 'Synthetic', 'Service - SMC_Service', owner.email
      from generate_series(1, ${requests}) g, owner, v
      returning id, reference
    ), qri as (
      insert into quote_request_items (quote_request_id, name)
      select id, 'Minor service' from qr returning id, quote_request_id
    ), q as (
      insert into quotes (quote_request_id, workshop_id, reference, quote_status, is_vat_registered)
      select qri.quote_request_id, w.ids[1 + k], 'BQ-' || qri.id || '-' || k, 0, true
      from qri, w, generate_series(0, 2) k
      returning id, quote_request_id
    )
    insert into quote_items (quote_id, quote_request_item_id, description, price_excl_cents, price_incl_cents, total_incl_cents)
    select q.id, qri.id, 'Minor service', 0, 0, (120000 + random() * 60000)::int
    from q join qri on qri.quote_request_id = q.quote_request_id`);
  await db.execute(sql`analyze quote_requests`);
  await db.execute(sql`analyze quote_request_items`);
  await db.execute(sql`analyze quote_items`);
}

const BOUNDARY = '----MotorwiseBenchBoundary7MA4YWxkTrZu0gW';

/**
 * Quote requests as multipart forms with a 200 KB PDF attachment, as a browser sends them, one for each
 * of `count` catalogue vehicles: many customers' requests, not one customer's request sent ten at a
 * time (those queue behind one another on purpose: the duplicate check locks per vehicle and applicant).
 */
async function submissionForms(db: Db, count: number): Promise<{ bodies: Buffer[]; contentType: string }> {
  const ids = async (q: ReturnType<typeof sql>) =>
    (await db.execute<{ id: string }>(q)).rows.map((r) => r.id);
  const vehicleIds = await ids(
    sql`select id::text as id from vehicles where not is_manual and coalesce(market, '') <> ${SYNTHETIC_MARKET}
      order by id limit ${count}`,
  );
  const [item] = await ids(
    sql`select id from repair_item_templates where quote_kind = 'service' and leaf and not has_query limit 1`,
  );
  const centre = { lat: -26.107, lng: 28.056 };
  const workshopIds = await ids(sql`select id from workshops
    where kinds @> array['service'] and lat between ${centre.lat - 0.1} and ${centre.lat + 0.1}
      and lng between ${centre.lng - 0.1} and ${centre.lng + 0.1} limit 3`);
  const date = listAllowedDates(new Date())[0]!;
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%'),
    Buffer.alloc(200 * 1024, 'x'),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const bodies = vehicleIds.map((vehicleId) => {
    const request = {
      quoteType: 'SMC_Service',
      vehicleId,
      vehicleMileage: 50_000,
      items: [{ id: item, name: 'item' }],
      partsPreference: "I don't mind",
      address: { suburb: 'Sandton', city: 'Johannesburg', province: 'Gauteng', ...centre },
      travelDistance: 20,
      quoteRequestWorkshopMappings: workshopIds.map((workshopId) => ({ workshopId })),
      datesRequested: [date],
      phone: '082 555 0101',
      email: 'customer@motorwise.co.za',
      acceptTerms: true,
      attachments: [{ index: 0 }],
      // A vehicle comes round again: the bench keeps both, as the duplicate dialog's '1' does.
      forceDuplicate: true,
    };
    return Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="quoteRequest"\r\n\r\n${JSON.stringify(request)}\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachmentFiles"; filename="invoice.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  });
  return { bodies, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

async function signInCustomer(base: string, email: string): Promise<Record<string, string>> {
  // A busy machine may answer 503 (the database briefly saturated): the set-up asks again, up to 5 times.
  let res: Response;
  for (let attempt = 1; ; attempt++) {
    res = await fetch(`${base}/api/sites/motorwise/authentication/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_ACCOUNTS[0].password }),
    });
    if (res.status !== 503 || attempt === 5) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const body = (await res.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.tokens.accessToken}`, 'c-username': email };
}

/** Customers who submit, beside the demo one: a person may submit 30 requests in 10 minutes. */
const BENCH_CUSTOMERS = 40;

/** Customer accounts bench.customer.<n>@motorwise.test with the demo customer's password. */
async function addCustomers(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(sql`
    insert into users (email, first_name, last_name, phone, password_hash, email_confirmed_at, terms_accepted_at)
    select 'bench.customer.' || g || '@motorwise.test', 'Bench', 'Customer ' || g, '+27825550101',
      u.password_hash, now(), now()
    from generate_series(1, ${BENCH_CUSTOMERS}) g, users u where u.email = ${DEMO_ACCOUNTS[0].email}
    on conflict do nothing
    returning email`);
  return rows.map((r) => r.email);
}

/** The bench's data beyond the demo seed, made before the server starts (see prepareBenchData). */
export interface BenchData {
  hilux: number;
  forms: { bodies: Buffer[]; contentType: string };
  customers: string[];
  writes: WriteData;
}

/**
 * Tops the database up to the sizes the issues ask to be measured on (catalogue, workshops, quotes) and
 * builds the submission forms. Done before the server starts, so its in-memory read models (decision
 * 037) load once with everything, and every route is measured on the same data.
 */
export async function prepareBenchData(db: Db): Promise<BenchData> {
  const catalogue = await topUpCatalogue(db);
  process.stdout.write(`catalogue: ${catalogue} vehicles (topped up to at least ${BENCH_CATALOGUE_SIZE})\n`);
  const count = await topUpWorkshops(db);
  process.stdout.write(`workshops: ${count} (topped up to at least ${BENCH_WORKSHOPS})\n`);
  await addSyntheticQuotes(db, 2000);
  const [hilux] = (
    await db.execute<{ id: number }>(
      sql`select id from vehicles where range = 'Hilux' and not is_manual order by year desc, id limit 1`,
    )
  ).rows;
  return {
    hilux: hilux?.id ?? 1,
    forms: await submissionForms(db, 50),
    customers: await addCustomers(db),
    writes: await prepareWriteRows(db),
  };
}

/** Submissions in turn: each of the 50 forms, each customer (signed in once), up to WRITE_ROWS calls. */
async function submissionCalls(data: BenchData, base: string): Promise<NonNullable<BenchTarget['calls']>> {
  const sessions: Record<string, string>[] = [];
  for (const email of data.customers) sessions.push(await signInCustomer(base, email));
  return Array.from({ length: WRITE_ROWS }, (_, i) => ({
    body: data.forms.bodies[i % data.forms.bodies.length]!,
    headers: sessions[i % sessions.length]!,
  }));
}

/** The first target is the baseline; later issues add their hot paths here. */
export async function targets(data: BenchData, base: string): Promise<BenchTarget[]> {
  const search = (searchTerm: string) => ({
    name: `POST /api/vehicles "${searchTerm}"`,
    path: '/api/vehicles',
    method: 'POST' as const,
    body: { searchTerm },
  });
  const sandton = 'lat=-26.107&lng=28.056';
  const quoteRequestTargets: BenchTarget[] = [
    { name: 'GET /api/places/suggest?input=sandton', path: '/api/places/suggest?input=sandton' },
    { name: 'GET /api/places/suggest?input=12 rivonia', path: '/api/places/suggest?input=12%20rivonia' },
    {
      name: 'GET GetWorkshopAddresses radius 20 km',
      path: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&${sandton}&radius=20`,
    },
    {
      name: 'GET GetWorkshopAddresses radius 20 km',
      path: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&${sandton}&radius=20`,
      connections: 50,
    },
    {
      name: 'GET GetWorkshopAddresses radius 50 km (100 nearest)',
      path: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&${sandton}&radius=50`,
      connections: 50,
    },
    // Browsers ask for compressed answers: the 46 KB map leaves as brotli (decision 046: kept compressed).
    {
      name: 'GET GetWorkshopAddresses radius 50 km, as a browser asks (brotli)',
      path: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&${sandton}&radius=50`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      connections: 50,
    },
    {
      name: 'POST GetQuoteEstimate (6000 quotes)',
      path: '/api/QuoteRequests/GetQuoteEstimate',
      method: 'POST',
      body: { vehicleId: data.hilux, items: ['Minor service', 'Front brake pads'] },
    },
    {
      name: `PostQuoteRequest multipart, 200 KB PDF (50 vehicles, ${data.customers.length} customers in turn)`,
      path: '/api/QuoteRequests/PostQuoteRequest',
      method: 'POST',
      write: true,
      headers: { 'content-type': data.forms.contentType },
      calls: await submissionCalls(data, base),
    },
    ...(await writeTargets(data.writes, base)),
  ];
  return [
    { name: 'baseline GET /api/ping', path: '/api/ping' },
    { name: 'GET /api/health (alive: no query, decision 068)', path: '/api/health' },
    { name: 'GET /api/QuoteRequests/GetCustomersCount', path: '/api/QuoteRequests/GetCustomersCount' },
    { name: 'GET /api/PublicWorkshop/GetWorkshops', path: '/api/PublicWorkshop/GetWorkshops' },
    // Catalogue search: two characters and longer terms, on the topped-up catalogue.
    search('hi'),
    search('to'),
    search('toyota hilux 2.8'),
    search('corola'),
    // Issue 13 item 5: autocomplete at 50 connections, p99 under 20 ms (decision 037).
    ...['hi', 'to', 'toyota hilux 2.8', 'corola'].map((term) => ({ ...search(term), connections: 50 })),
    // Issue 25 item 2: the lists that rarely change, each at least 0.5 of ping (decision 081).
    { name: 'GET /api/vehicles/getbrands', path: '/api/vehicles/getbrands' },
    { name: 'GET /api/vehicles/getyears', path: '/api/vehicles/getyears?brandName=Toyota' },
    { name: 'GET /api/vehicles/getranges', path: '/api/vehicles/getranges?brandName=Toyota&year=2020' },
    {
      name: 'GET /api/vehicles/getmodels',
      path: '/api/vehicles/getmodels?brandName=Toyota&year=2020&rangeName=Hilux',
    },
    { name: 'GET /api/vehicles/{id}', path: `/api/vehicles/${data.hilux}` },
    { name: 'GET /api/regions', path: '/api/regions' },
    { name: 'GET /api/repairItems', path: '/api/repairItems?quoteType=SMC_Service' },
    ...quoteRequestTargets,
  ];
}
