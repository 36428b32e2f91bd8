import { distanceKm, type LatLng } from '@motorwise/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { quotes } from '../quotes/index';
import { type MapEntryJson, mapEntryJson } from './map-json';
import { activeMapRows, type MapRow } from './workshops.repo';

/** A workshop on the map with its answer's fixed parts, written once when the map loads (decision 041). */
type Workshop = Omit<MapRow, 'km'> & { kinds: string[]; json: MapEntryJson };

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
 * The map of step 3 in memory (decision 037): every active workshop in a k-d tree, loaded from
 * PostgreSQL by each instance and loaded again when the workshops table changes anywhere (NOTIFY), and
 * the jobs in progress per workshop, loaded again when a quote's status changes. A radius search reads
 * no database.
 */
export function createWorkshopMap(deps: Pick<AppDeps, 'db' | 'pool'>) {
  const hub = readModels(deps.pool);
  const placed = hub.snapshot(['workshops'], async () =>
    place((await activeMapRows(deps.db)).map((w) => ({ ...w, json: mapEntryJson(w) }))),
  );
  // Registered after `placed`, so on a workshops change this load waits for the new list.
  const inProgress = hub.snapshot(['workshops', 'quotes'], async () => {
    const { list } = await placed.latest();
    return quotes.inProgressCounts(
      deps.db,
      list.map((w) => w.id),
    );
  });

  return {
    /** Loads the map now (a server starting). */
    warm: async () => void (await inProgress.get()),
    /**
     * Active workshops answering a kind within radiusKm of a point, nearest first (then by id), at most
     * `limit`, with their great-circle kilometres on the spec's 6371 km earth (the shared distanceKm).
     */
    async withinRadius(q: LatLng & { kind: string; radiusKm: number; limit: number }): Promise<MapHit[]> {
      const { list, index } = await placed.get();
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
    },

    /** Jobs in progress per workshop id (absent: none). */
    inProgress: () => inProgress.get(),
  };
}
export type WorkshopMap = ReturnType<typeof createWorkshopMap>;
