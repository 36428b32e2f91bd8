import {
  ESTIMATE_LEVEL_TEXT,
  ESTIMATE_LEVELS,
  ESTIMATE_MIN_QUOTES,
  type EstimateLevel,
  estimateTooFewMessage,
  messages,
  type QuoteEstimate,
  type QuoteEstimateRequest,
  QuoteEstimateSchema,
} from '@motorwise/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { readModels } from '../../db/read-models';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { KeptJson, keptJsonCache } from '../../lib/kept-json';
import type { repairItems } from '../repair-items/index';
import { vehicleKey, type vehicles } from '../vehicles/index';
import * as repo from './quote-requests.repo';

/**
 * The price estimate (spec: GetQuoteEstimate -> list of price estimates; decisions 015 and 018): what
 * workshops really quoted for an item, for vehicles like this one. The circle widens from the same model
 * to the same range, then the same brand and vehicle class or body, then every vehicle, and stops at the
 * first circle with ESTIMATE_MIN_QUOTES quotes. The range is the 10th to the 90th percentile and the
 * "average" the median, so one odd quote cannot move it.
 *
 * The quotes are read from two materialized views (migration 0009): per item and vehicle with the
 * vehicle's traits, and per item over every vehicle with its percentiles. An estimate reads the first
 * for the vehicle's brand only (the three narrow circles) and the second for the widest, so it costs two
 * indexed reads however long the history. The views are recomputed when older than
 * PRICE_VIEWS_MAX_AGE_SECONDS, after the answer and by one caller at a time.
 *
 * An answer depends only on the vehicle's traits, the item names and the views, and the views change
 * only when recomputed, in the transaction that stamps the 'price_views' figure. So each instance keeps
 * the answers it wrote for one stamp (decision 046) and drops them all when an estimate reads another:
 * the stamp is read on every estimate anyway (is it stale?), which makes the cache as fresh as the views
 * on every instance without a message of its own.
 */

/** How stale the estimate's views may get: prices move over months, not minutes. */
export const PRICE_VIEWS_MAX_AGE_SECONDS = 600;
const PRICE_VIEWS_STAT = 'price_views';

interface VehicleTraits {
  id?: number;
  brand: string;
  range: string | null;
  model: string | null;
  classType: string | null;
  bodyType: string | null;
}

const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

const rand = (cents: number) => Math.round(cents) / 100;

/** The answer for an item at a level, from its quotes' count and percentiles (cents). */
function estimateAt(
  name: string,
  chosen: number,
  found: { quotes: number; p10: number; p50: number; p90: number } | null,
): QuoteEstimate {
  const level = ESTIMATE_LEVELS[chosen] as EstimateLevel;
  const quotesUsed = found?.quotes ?? 0;
  const tooFew = quotesUsed < ESTIMATE_MIN_QUOTES;
  return {
    quoteRequestItemName: name,
    estimateFromPriceIncl: found && quotesUsed ? rand(found.p10) : null,
    estimateToPriceIncl: found && quotesUsed ? rand(found.p90) : null,
    estimateAveragePriceIncl: found && quotesUsed ? rand(found.p50) : null,
    level,
    levelText: ESTIMATE_LEVEL_TEXT[level],
    quotesUsed,
    tooFew,
    message: tooFew ? estimateTooFewMessage(quotesUsed) : null,
  };
}

const WIDEST = ESTIMATE_LEVELS.length - 1;

/**
 * The estimates of this process, told when a recomputation made here has committed: they read the stamp
 * again at once (the other processes when the 'quote_request_stats' notice reaches them).
 */
const recomputedHere = new Set<() => void>();

/** Recomputes the estimate's views unless another caller is already at it; true when this one did. */
export async function refreshPriceViews(db: DbOrTx): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    if (!(await repo.tryRefreshTurn(tx, PRICE_VIEWS_STAT))) return false;
    const started = Date.now();
    await repo.refreshPriceViews(tx);
    // The figure kept is how long the refresh took (for the logs and the curious); its age is what counts.
    await repo.storeStat(tx, PRICE_VIEWS_STAT, Date.now() - started);
    return true;
  });
  if (done) for (const reread of recomputedHere) reread();
  return done;
}

async function vehicleTraits(
  vehicles: QuoteEstimatesDeps['vehicles'],
  db: DbOrTx,
  callerId: string | null,
  input: QuoteEstimateRequest,
): Promise<VehicleTraits> {
  if (input.vehicleId) {
    const vehicle = await vehicles.findForCaller(db, String(input.vehicleId), callerId);
    if (!vehicle) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
    const { brand, range, model, classType, bodyType } = vehicle;
    return { id: Number(vehicle.id), brand, range, model, classType, bodyType };
  }
  const v = input.vehicle!;
  return {
    brand: v.brand,
    range: v.range ?? null,
    model: v.model ?? null,
    classType: v.classType ?? null,
    bodyType: v.bodyType ?? null,
  };
}

/** The estimates kept per instance for one recomputation of the views: at most this many bytes. */
export const ESTIMATE_ANSWERS_MAX_BYTES = 4 * 1024 * 1024;
const EstimatesJson = z.array(QuoteEstimateSchema);

/**
 * GetQuoteEstimate's answers as the JSON the route sends (what its serializer wrote: encode, then
 * JSON.stringify), kept for the views' current stamp (see above).
 */
export interface QuoteEstimatesDeps {
  /** The modules below it (decision 058): a caller's vehicle, the items' names; wired in index.ts. */
  vehicles: Pick<typeof vehicles, 'findForCaller'>;
  repairItems: Pick<typeof repairItems, 'namesOf'>;
}

export function createQuoteEstimates(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'> & QuoteEstimatesDeps) {
  const { db, vehicles, repairItems } = deps;
  // Catalogue vehicles' traits by id: a number only ever names a catalogue row (vehicleKey), and every
  // change to a catalogue row anywhere sends the 'vehicles' notice (decision 037), which replaces this
  // cache with an empty one.
  const catalogue = readModels(deps).snapshot(
    ['vehicles'],
    async () => new LRUCache<number, VehicleTraits>({ max: 20_000 }),
  );
  async function traitsOf(callerId: string | null, input: QuoteEstimateRequest): Promise<VehicleTraits> {
    const key = input.vehicleId ? vehicleKey(String(input.vehicleId)) : null;
    if (!key || !('id' in key)) return vehicleTraits(vehicles, db, callerId, input);
    const known = await catalogue.get();
    let traits = known.get(key.id);
    if (!traits) {
      traits = await vehicleTraits(vehicles, db, callerId, input);
      known.set(key.id, traits);
    }
    return traits;
  }

  // The views' stamp, kept per instance (decision 081) instead of read on every estimate: read again
  // when the stamp's row changes anywhere (the 'quote_request_stats' notice, migration 0045) or a
  // recomputation in this process commits. `staleAt` is when it passes its maximum age on this clock.
  const views = readModels(deps).snapshot(['quote_request_stats'], async () => {
    const stat = await repo.readStat(db, PRICE_VIEWS_STAT, PRICE_VIEWS_MAX_AGE_SECONDS);
    return {
      // Never recomputed yet: stamp 0 (the first recomputation brings a real one).
      stamp: stat?.refreshedAt.getTime() ?? 0,
      staleAt: stat ? Date.now() + Math.max(0, PRICE_VIEWS_MAX_AGE_SECONDS - stat.ageSeconds) * 1000 : 0,
    };
  });
  recomputedHere.add(() => void views.refresh().catch(() => {}));
  // One recomputation asked at a time by this instance (the advisory lock keeps it one in the cluster).
  let recomputing: Promise<unknown> | null = null;

  const newCache = () => keptJsonCache(ESTIMATE_ANSWERS_MAX_BYTES);
  let kept = { stamp: Number.NaN, cache: newCache() };

  return {
    async json(
      callerId: string | null,
      input: QuoteEstimateRequest,
      log?: FastifyBaseLogger,
    ): Promise<KeptJson> {
      const [target, templateNames, { stamp, staleAt }] = await Promise.all([
        traitsOf(callerId, input),
        // Items by template id or by name; an estimate per distinct name, in the order asked.
        repairItems.namesOf(db, input.items.filter(isUuid)),
        // A stamp being read again (a notice came) is waited for: a recomputation is seen at once.
        views.latest(),
      ]);
      if (Date.now() >= staleAt && !recomputing)
        recomputing = refreshPriceViews(db)
          .catch((err) => log?.warn({ err }, 'price estimate views refresh failed'))
          // Another caller's recomputation (the lock was taken) or a failure: read the stamp again.
          .finally(() => {
            recomputing = null;
            void views.refresh().catch(() => {});
          });
      if (kept.stamp !== stamp) kept = { stamp, cache: newCache() };
      // Taken before the views are read: answers read across a recomputation land in the cache it replaced.
      const { cache } = kept;
      const names = itemNames(input, templateNames);
      const t = traitKeys(target);
      const key = JSON.stringify([t, names]);
      let json = cache.get(key);
      if (json === undefined) {
        json = new KeptJson(JSON.stringify(z.encode(EstimatesJson, await estimatesFor(db, t, names))));
        cache.set(key, json);
      }
      return json;
    },
  };
}

/** The distinct items asked for (by lower-cased name), each with the name its estimate shows. */
function itemNames(input: QuoteEstimateRequest, templateNames: Map<string, string>): [string, string][] {
  return [
    ...new Map(
      input.items.map((item) => {
        const name = templateNames.get(item) ?? templateNames.get(item.toLowerCase()) ?? item;
        return [norm(name), name] as const;
      }),
    ).entries(),
  ];
}

/** The vehicle as the views compare it: its id and its traits lower-cased and trimmed. */
function traitKeys(target: VehicleTraits): repo.EstimateTarget {
  return {
    vehicleId: target.id ?? null,
    brand: norm(target.brand),
    range: norm(target.range),
    model: norm(target.model),
    classType: norm(target.classType),
    bodyType: norm(target.bodyType),
  };
}

async function estimatesFor(
  db: DbOrTx,
  target: repo.EstimateTarget,
  names: [string, string][],
): Promise<QuoteEstimate[]> {
  const keys = names.map(([key]) => key);
  const [narrow, overall] = await Promise.all([
    repo.narrowPriceFigures(db, keys, target, ESTIMATE_MIN_QUOTES),
    repo.priceOverall(db, keys),
  ]);
  return names.map(([key, name]) => {
    // The narrowest circle of the brand's vehicles with enough quotes; else every vehicle's quotes.
    const found = narrow.find((n) => n.itemKey === key);
    if (found) return estimateAt(name, found.level, found);
    return estimateAt(name, WIDEST, overall.find((o) => o.itemKey === key) ?? null);
  });
}
