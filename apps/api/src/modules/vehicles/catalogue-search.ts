import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { KeptJson } from '../../lib/kept-json';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { searchTokens } from './search-words';
import { catalogueForSearch, requestCountsByModel } from './vehicles.repo';
import { VehicleListSchema } from './vehicles.schemas';
import { toVehicle } from './vehicles.service';

/** How old the request counts behind the ranking may grow before a search loads them again. */
export const POPULARITY_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Catalogue search from memory (decision 037): each instance builds the index from PostgreSQL, loads it
 * again when a catalogue row changes anywhere (NOTIFY on the read-models channel) and, in the
 * background, when the request counts it ranks by are older than an hour.
 */
export function createCatalogueSearch(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) {
  const index = readModels(deps).snapshot(['vehicles'], async () => {
    const [entries, popularity] = await Promise.all([
      catalogueForSearch(deps.db),
      requestCountsByModel(deps.db),
    ]);
    return buildCatalogueIndex(entries, popularity);
  });
  const rendered = new LRUCache<string, KeptJson>({ max: 2000 });
  const EMPTY = new KeptJson('[]');
  let renderedFor: CatalogueIndex | null = null;
  return {
    /** Loads the index now (a server starting). */
    warm: async () => void (await index.get()),
    /**
     * The answer to a search term as the JSON the route sends: checked against the response schema and
     * written once per term and index, then served as it is (most typing repeats the same prefixes).
     * Kept as UTF-8 bytes (decision 041): an answer of 30 vehicles is tens of KB, and encoding that string
     * for the socket on every request was the largest single cost of the route; with its compressed copies
     * (decision 046), so a browser's answer is not compressed again on every keystroke.
     */
    async searchJson(term: string): Promise<KeptJson> {
      const tokens = searchTokens(term);
      if (tokens.length === 0) return EMPTY;
      const current = await index.get();
      if (Date.now() - index.loadedAt() > POPULARITY_MAX_AGE_MS) void index.refresh().catch(() => {});
      if (renderedFor !== current) {
        rendered.clear();
        renderedFor = current;
      }
      const key = tokens.join(' ');
      let json = rendered.get(key);
      if (json === undefined) {
        json = new KeptJson(JSON.stringify(VehicleListSchema.parse(current.search(tokens).map(toVehicle))));
        rendered.set(key, json);
      }
      return json;
    },
  };
}
