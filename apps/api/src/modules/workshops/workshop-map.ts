import { distanceKm, type LatLng } from '@motorwise/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { KeptJson, keptJsonCache } from '../../lib/kept-json';
import { type MapEntryJson, mapEntryJson } from './map-json';
import type * as WorkshopsRepo from './workshops.repo';
import type { MapRow } from './workshops.repo';
import type { WorkshopFinderDeps } from './workshops.service';

/** A workshop on the map with its answer's fixed parts, written once when the map loads (decision 041). */
type Workshop = Omit<MapRow, 'km'> & { kinds: string[]; json: MapEntryJson };

/**
 * The written answers kept per map: at most this many bytes (about 700 answers of 100 workshops). An
 * answer depends only on the request's numbers and the two snapshots, so it is kept until either loads
 * again (a change to a workshop or to a quote's status anywhere, via NOTIFY) and then dropped with all
 * the others.
 */
export const MAP_ANSWERS_MAX_BYTES = 32 * 1024 * 1024;

/** What one answer is written from: the map and the jobs in progress of the same moment. */
export interface MapView {
  withinRadius(q: LatLng & { kind: string; radiusKm: number; limit: number }): MapHit[];
  inProgress: ReadonlyMap<string, number>;
}

/** A workshop found around a point: the loaded row itself (no copy per hit) and its distance. */
export interface MapHit {
  id: string;
  workshop: Workshop;
  json: MapEntryJson;
  km: number;
}

interface Placed {
  list: Workshop[];
  /** A k-d tree over (lng, lat) of `list`; geokdbush walks it nearest first on the 6371 km sphere. */
  index: KDBush;
}

function place(list: Workshop[]): Placed {
  const index = new KDBush(Math.max(1, list.length));
  for (const w of list) index.add(w.lng, w.lat);
  // An empty tree still needs a point to finish; it is never returned (no workshop at that index).
  if (list.length === 0) index.add(0, 0);
  index.finish();
  return { list, index };
}

/**
 * Active workshops answering a kind within radiusKm of a point, nearest first (then by id), at most
 * `limit`, with their great-circle kilometres on the spec's 6371 km earth (the shared distanceKm).
 */
function withinRadius(
  { list, index }: Placed,
  q: LatLng & { kind: string; radiusKm: number; limit: number },
): MapHit[] {
  if (list.length === 0) return [];
  // geokdbush measures on the same sphere; a hair of slack at the rim, then the exact rule below.
  const ids: number[] = around(index, q.lng, q.lat, q.limit, q.radiusKm * 1.000001, (i: number) =>
    Boolean(list[i]?.kinds.includes(q.kind)),
  );
  const found: MapHit[] = [];
  for (const i of ids) {
    const w = list[i]!;
    const km = distanceKm(q, w);
    if (km <= q.radiusKm) found.push({ id: w.id, workshop: w, json: w.json, km });
  }
  return found.sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The map of step 3 in memory (decision 037): every active workshop in a k-d tree, loaded from
 * PostgreSQL by each instance and loaded again when the workshops table changes anywhere (NOTIFY), and
 * the jobs in progress per workshop, loaded again when a quote's status changes. A radius search reads
 * no database, and an answer once written is kept until either loads again.
 */
export interface WorkshopMapDeps extends Pick<AppDeps, 'db' | 'pool' | 'directPool'>, WorkshopFinderDeps {
  /** The active workshops as the map shows them (wired in index.ts). */
  repo: Pick<typeof WorkshopsRepo, 'activeMapRows'>;
}

export function createWorkshopMap(deps: WorkshopMapDeps) {
  const hub = readModels(deps);
  const placed = hub.snapshot(['workshops'], async () =>
    place((await deps.repo.activeMapRows(deps.db)).map((w) => ({ ...w, json: mapEntryJson(w) }))),
  );
  // Registered after `placed`, so on a workshops change this load waits for the new list.
  const inProgress = hub.snapshot(['workshops', 'quotes'], async () => {
    const { list } = await placed.latest();
    return deps.jobsInProgress(
      deps.db,
      list.map((w) => w.id),
    );
  });

  const newAnswers = () => keptJsonCache(MAP_ANSWERS_MAX_BYTES);
  /** The answers written from one pair of snapshot values; a new pair starts an empty cache. */
  let answers = {
    placed: null as Placed | null,
    counts: null as Map<string, number> | null,
    cache: newAnswers(),
  };

  return {
    /** Loads the map now (a server starting). */
    warm: async () => void (await inProgress.get()),

    /**
     * The answer for `key` as JSON to send (lib/kept-json.ts, decision 046): written by `write` from the
     * current map and jobs in progress the first time, then served from memory until either snapshot
     * loads again (every instance reloads on the NOTIFY of a change, so none keeps an answer older than
     * its own map). `key` must name everything else the answer depends on (kind, point and radius).
     */
    async answer(key: string, write: (view: MapView) => Promise<string>): Promise<KeptJson> {
      const [p, counts] = await Promise.all([placed.get(), inProgress.get()]);
      if (answers.placed !== p || answers.counts !== counts)
        answers = { placed: p, counts, cache: newAnswers() };
      // A write finishing after a reload lands in the old cache, which nobody reads any more.
      const { cache } = answers;
      const kept = cache.get(key);
      if (kept) return kept;
      const json = new KeptJson(await write({ withinRadius: (q) => withinRadius(p, q), inProgress: counts }));
      cache.set(key, json);
      return json;
    },
  };
}
export type WorkshopMap = ReturnType<typeof createWorkshopMap>;
