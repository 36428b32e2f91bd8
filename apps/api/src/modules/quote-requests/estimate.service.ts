import {
  ESTIMATE_LEVEL_TEXT,
  ESTIMATE_LEVELS,
  ESTIMATE_MIN_QUOTES,
  type EstimateLevel,
  estimateTooFewMessage,
  messages,
  type QuoteEstimate,
  type QuoteEstimateRequest,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { quotes } from '../quotes/index';
import { repairItems } from '../repair-items/index';
import { vehicles } from '../vehicles/index';
import * as repo from './quote-requests.repo';

/**
 * The price estimate (spec: GetQuoteEstimate -> list of price estimates; decision 015): what workshops
 * really quoted for an item, for vehicles like this one. The circle widens from the same model to the
 * same range, then the same brand and vehicle class or body, then every vehicle, and stops at the first
 * circle with ESTIMATE_MIN_QUOTES quotes. The range is the 10th to the 90th percentile and the "average"
 * the median, so one odd quote cannot move it.
 */

/** The newest this many quoted items per circle are enough for any estimate and keep the call fast. */
const SAMPLE_LIMIT = 2000;

interface VehicleTraits {
  id?: number;
  brand: string;
  range: string | null;
  model: string | null;
  classType: string | null;
  bodyType: string | null;
}

const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

/** How close another vehicle is: the index of the narrowest level it belongs to. */
export function levelOf(target: VehicleTraits, other: VehicleTraits): number {
  const brand = norm(target.brand) !== '' && norm(target.brand) === norm(other.brand);
  const range = brand && norm(target.range) !== '' && norm(target.range) === norm(other.range);
  if (
    (target.id !== undefined && target.id === other.id) ||
    (range && norm(target.model) === norm(other.model))
  )
    return 0;
  if (range) return 1;
  const sameClass = norm(target.classType) !== '' && norm(target.classType) === norm(other.classType);
  const sameBody = norm(target.bodyType) !== '' && norm(target.bodyType) === norm(other.bodyType);
  if (brand && (sameClass || sameBody)) return 2;
  return 3;
}

/** Linear interpolation between the closest ranks (the usual definition, type 7). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const rand = (cents: number) => Math.round(cents) / 100;

/** One item's estimate from its samples, each with its level. */
export function estimateFrom(name: string, samples: { level: number; cents: number }[]): QuoteEstimate {
  let chosen = ESTIMATE_LEVELS.length - 1;
  for (let level = 0; level < ESTIMATE_LEVELS.length; level++) {
    if (samples.filter((s) => s.level <= level).length >= ESTIMATE_MIN_QUOTES) {
      chosen = level;
      break;
    }
  }
  const values = samples
    .filter((s) => s.level <= chosen)
    .map((s) => s.cents)
    .sort((a, b) => a - b);
  const level = ESTIMATE_LEVELS[chosen] as EstimateLevel;
  const tooFew = values.length < ESTIMATE_MIN_QUOTES;
  return {
    quoteRequestItemName: name,
    estimateFromPriceIncl: values.length ? rand(percentile(values, 0.1)) : null,
    estimateToPriceIncl: values.length ? rand(percentile(values, 0.9)) : null,
    estimateAveragePriceIncl: values.length ? rand(percentile(values, 0.5)) : null,
    level,
    levelText: ESTIMATE_LEVEL_TEXT[level],
    quotesUsed: values.length,
    tooFew,
    message: tooFew ? estimateTooFewMessage(values.length) : null,
  };
}

export async function estimateQuotes(
  db: DbOrTx,
  callerId: string | null,
  input: QuoteEstimateRequest,
): Promise<QuoteEstimate[]> {
  let target: VehicleTraits;
  if (input.vehicleId) {
    const vehicle = await vehicles.findForCaller(db, String(input.vehicleId), callerId);
    if (!vehicle) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
    target = { ...vehicle, id: Number(vehicle.id) };
  } else {
    const v = input.vehicle!;
    target = {
      brand: v.brand,
      range: v.range ?? null,
      model: v.model ?? null,
      classType: v.classType ?? null,
      bodyType: v.bodyType ?? null,
    };
  }

  // Items by template id or by name; an estimate per distinct name, in the order asked.
  const templateNames = await repairItems.namesOf(db, input.items.filter(isUuid));
  const names = [
    ...new Map(
      input.items.map((item) => {
        const name = templateNames.get(item) ?? templateNames.get(item.toLowerCase()) ?? item;
        return [norm(name), name] as const;
      }),
    ).entries(),
  ];

  // Which vehicles were asked about for these items, and how alike each is to this one.
  const asked = await repo.vehiclesAskedFor(
    db,
    names.map(([key]) => key),
  );
  const vehicleRows = await vehicles.findByIds(db, [...new Set(asked.map((a) => a.vehicleId))]);
  const levelOfVehicle = new Map(
    vehicleRows.map((v) => [Number(v.id), levelOf(target, { ...v, id: Number(v.id) })]),
  );

  // Widen level by level, only for the items that still have too few quotes: the narrow circles are
  // small, so a well-known vehicle is answered from a few rows.
  const samples = new Map<string, { level: number; cents: number }[]>();
  let pending = names.map(([key]) => key);
  for (let level = 0; level < ESTIMATE_LEVELS.length && pending.length > 0; level++) {
    const widest = level === ESTIMATE_LEVELS.length - 1;
    const vehicleIds = widest ? null : [...levelOfVehicle].filter(([, l]) => l <= level).map(([id]) => id);
    const items = await repo.itemsNamed(
      db,
      pending,
      vehicleIds,
      Math.min(SAMPLE_LIMIT * pending.length, 10_000),
    );
    const totals = await quotes.itemTotals(
      db,
      items.map((i) => i.id),
    );
    const itemById = new Map(items.map((i) => [i.id, i]));
    const found = new Map<string, { level: number; cents: number }[]>();
    for (const t of totals) {
      const item = itemById.get(t.quoteRequestItemId);
      if (!item) continue;
      const list = found.get(item.name) ?? [];
      list.push({ level: levelOfVehicle.get(item.vehicleId) ?? 3, cents: t.totalInclCents });
      found.set(item.name, list);
    }
    for (const key of pending) samples.set(key, found.get(key) ?? []);
    pending = pending.filter((key) => (found.get(key)?.length ?? 0) < ESTIMATE_MIN_QUOTES);
  }
  return names.map(([key, name]) => estimateFrom(name, samples.get(key) ?? []));
}
