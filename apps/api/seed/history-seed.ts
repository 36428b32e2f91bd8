import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_PERCENT } from '../src/config';
import { copyRows } from '../src/db/bulk-load';
import type { DbOrTx } from '../src/db/client';
import { rows as queryRows } from '../src/db/rows';
import { payments } from '../src/modules/payments/index';
import { CATALOGUE_DIR } from './catalogue';
import { leafPrices, vehicleMix } from './data/prices';
import {
  generateHistory,
  HISTORY_SEED,
  type HistoryLeaf,
  type HistoryPlace,
  type HistoryRows,
  type HistoryVehicle,
  type HistoryWorkshop,
  type HistoryWorld,
} from './history';

/** Suburbs with a postal code from the gazetteer: where the history's customers live. */
export function readHistoryPlaces(): HistoryPlace[] {
  const records: Record<string, string>[] = parse(
    fs.readFileSync(path.join(CATALOGUE_DIR, 'za-places.csv'), 'utf8'),
    { columns: true, skip_empty_lines: true },
  );
  return records
    .filter((r) => r.level === 'subplace' && r.postal_code && !/ (NU|SP)$/.test(r.name ?? ''))
    .map((r) => ({
      suburb: r.name!,
      city: r.city!,
      province: r.province!,
      postalCode: r.postal_code!,
      lat: Number(r.lat),
      lng: Number(r.lng),
    }));
}

/** The seeded world the history happens in, read back from the seed transaction. */
async function loadWorld(tx: DbOrTx): Promise<HistoryWorld> {
  const workshops = await queryRows<HistoryWorkshop>(
    tx,
    sql`select w.id, w.name, w.is_posh as "isPosh", w.is_vat_registered as "isVatRegistered",
        coalesce(w.labour_rate_excl_cents, 65000) as "labourRateExclCents",
        coalesce(w.job_turnaround_days, 1) as "jobTurnaroundDays", w.lat, w.lng, w.region_id as "regionId",
        coalesce(r.province, 'Gauteng') as province, w.kinds, w.brands,
        coalesce(w.contact_name, w.name) as "contactName", coalesce(w.contact_email, '') as "contactEmail",
        w.has_payfast_account as "hasPayfastAccount", w.paystack_subaccount_id as "paystackSubaccountId"
      from workshops w left join regions r on r.id = w.region_id
      where w.is_active`,
  );
  const ranges = vehicleMix.map((m) => `${m.brand}|${m.range}`);
  const vehicles = await queryRows<HistoryVehicle>(
    tx,
    sql`select id, brand, range, model, year, body_type as "bodyType", class_type as "classType",
        fuel_type as "fuelType", transmission_type as "transmissionType", market
      from vehicles where not is_manual and brand || '|' || range = any(${`{${ranges.map((r) => `"${r}"`).join(',')}}`}::text[])`,
  );
  const names = [...new Set(leafPrices.map((p) => p.name))];
  const leaves = await queryRows<HistoryLeaf>(
    tx,
    sql`select t.id, t.quote_kind as kind, t.name, t.query,
        coalesce(array_agg(i.description order by i.sort_order) filter (where i.id is not null), '{}') as "templateItems"
      from repair_item_templates t left join repair_item_template_items i on i.repair_item_template_id = t.id
      where t.leaf and t.is_active and t.name = any(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[])
      group by t.id`,
  );
  return { workshops, vehicles, leaves, places: readHistoryPlaces() };
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Streams rows into a table with COPY (db/bulk-load.ts); the columns are the first row's keys. */
async function insertAll(tx: DbOrTx, table: string, list: object[]): Promise<void> {
  if (list.length === 0) return;
  const keys = Object.keys(list[0]!);
  await copyRows(tx, table, keys.map(snake), list as Record<string, unknown>[], keys);
}

export type HistoryCounts = { [K in keyof HistoryRows]: number } & {
  customers: number;
  ms: { load: number; generate: number; insert: number; ledger: number };
};

/**
 * Seeds the demo history into the seed transaction (after workshops, repair items and the catalogue) and
 * sets every workshop's rating from all its reviews, the hand-written ones included.
 */
/**
 * The demo's past payouts: one per workshop per week, made the Monday after at 09:00, of everything owed
 * from that week (Paystack's splits are settled by Paystack). This week's credits stay owed, so the admin's
 * payouts page has work and a workshop's statement shows both.
 */
async function seedPastPayouts(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    with made as (
      insert into workshop_payouts (workshop_id, amount_cents, bank_reference, created_at)
      select workshop_id, sum(workshop_cents)::int,
             'EFT ' || to_char(date_trunc('week', created_at) + interval '7 days', 'YYYY-MM-DD'),
             date_trunc('week', created_at) + interval '7 days 9 hours'
        from workshop_ledger
       where payout_id is null and not settled_by_gateway
         and created_at < date_trunc('week', ${now.toISOString()}::timestamptz)
       group by workshop_id, date_trunc('week', created_at)
      having sum(workshop_cents) > 0
      returning id, workshop_id, created_at
    )
    update workshop_ledger l set payout_id = made.id
      from made
     where l.workshop_id = made.workshop_id and l.payout_id is null and not l.settled_by_gateway
       and date_trunc('week', l.created_at) + interval '7 days 9 hours' = made.created_at`);
}

/**
 * Credits every paid payment not credited yet by the rule a verified notification uses, then pays out the
 * weeks before this one. Idempotent: the fleet's demo work (seeded after the history) goes through it too.
 */
export async function creditAndPayOut(
  tx: DbOrTx,
  now: Date,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
): Promise<void> {
  await payments.creditAllPaid(tx, commissionPercent);
  await seedPastPayouts(tx, now);
}

/** The history's rows, generated before they are inserted, and how long reading the world and generating took. */
export interface PreparedHistory {
  rows: HistoryRows;
  ms: { load: number; generate: number };
}

/**
 * Reads the world the history happens in (workshops, repair items, the catalogue: nothing seeded after the
 * catalogue changes it) and generates the history's rows. `alongside`, if given, is started just before
 * the generation and awaited after it: a statement PostgreSQL runs while this process computes (the
 * catalogue's statistics), instead of one after the other.
 */
export async function prepareHistory(
  tx: DbOrTx,
  now: Date,
  seed = HISTORY_SEED,
  alongside?: () => Promise<unknown>,
): Promise<PreparedHistory> {
  const started = Date.now();
  const world = await loadWorld(tx);
  const loaded = Date.now();
  const running = alongside?.();
  // Let the statement reach the server before the generation holds this thread.
  await new Promise((resolve) => setImmediate(resolve));
  let rows: HistoryRows;
  try {
    rows = generateHistory(world, { seed, now });
  } catch (error) {
    await running?.catch(() => {}); // the generation's error is the one to report
    throw error;
  }
  const generated = Date.now();
  await running;
  return { rows, ms: { load: loaded - started, generate: generated - loaded } };
}

export async function seedHistory(
  tx: DbOrTx,
  now: Date,
  seed = HISTORY_SEED,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
  prepared?: PreparedHistory,
): Promise<HistoryCounts> {
  const { rows, ms } = prepared ?? (await prepareHistory(tx, now, seed));
  const generated = Date.now();
  // Parents before children (foreign keys).
  await insertAll(tx, 'addresses', rows.addresses);
  await insertAll(tx, 'quote_requests', rows.quoteRequests);
  await insertAll(tx, 'quote_request_items', rows.quoteRequestItems);
  await insertAll(tx, 'quote_request_workshops', rows.quoteRequestWorkshops);
  await insertAll(tx, 'quote_request_regions', rows.quoteRequestRegions);
  await insertAll(tx, 'quotes', rows.quotes);
  await insertAll(tx, 'quote_items', rows.quoteItems);
  await insertAll(tx, 'quote_status_history', rows.quoteStatusHistory);
  await insertAll(tx, 'payments', rows.payments);
  // What each past payment owes its workshop, by the rule a verified notification uses; then the weekly
  // payouts of everything owed before this week (decision 029). Set-based: two statements for them all.
  const ledgerStarted = Date.now();
  await creditAndPayOut(tx, now, commissionPercent);
  const ledgerMs = Date.now() - ledgerStarted;
  await insertAll(tx, 'workshop_reviews', rows.workshopReviews);
  await tx.execute(sql`update workshops w set rating = r.rating
    from (select workshop_id, round(avg(rating)::numeric, 1) as rating from workshop_reviews group by workshop_id) r
    where r.workshop_id = w.id`);
  // Fresh statistics for the first queries; one table a statement (each well inside the statement timeout).
  for (const table of [
    'addresses',
    'quote_requests',
    'quote_request_items',
    'quote_request_workshops',
    'quotes',
    'quote_items',
    'quote_status_history',
    'payments',
    'workshop_ledger',
    'workshop_payouts',
    'workshop_reviews',
  ]) {
    await tx.execute(sql`analyze ${sql.raw(table)}`);
  }
  const counts = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, (v as unknown[]).length]));
  return {
    ...(counts as { [K in keyof HistoryRows]: number }),
    customers: new Set(rows.quoteRequests.map((r) => r.email)).size,
    ms: {
      ...ms,
      insert: Date.now() - generated,
      ledger: ledgerMs,
    },
  };
}
