import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { buildCatalogueIndex } from './catalogue-index';
import { searchTokens } from './search-words';
import { catalogueForSearch, requestCountsByModel, type VehicleRow } from './vehicles.repo';

/** How old the request counts behind the ranking may grow before a search loads them again. */
export const POPULARITY_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Catalogue search from memory (decision 037): each instance builds the index from PostgreSQL, loads it
 * again when a catalogue row changes anywhere (NOTIFY on the read-models channel) and, in the
 * background, when the request counts it ranks by are older than an hour.
 */
export function createCatalogueSearch(deps: Pick<AppDeps, 'db' | 'pool'>) {
  const index = readModels(deps.pool).snapshot(['vehicles'], async () => {
    const [entries, popularity] = await Promise.all([
      catalogueForSearch(deps.db),
      requestCountsByModel(deps.db),
    ]);
    return buildCatalogueIndex(entries, popularity);
  });
  return {
    /** Loads the index now (a server starting). */
    warm: async () => void (await index.get()),
    async search(term: string): Promise<VehicleRow[]> {
      const tokens = searchTokens(term);
      if (tokens.length === 0) return [];
      const current = await index.get();
      if (Date.now() - index.loadedAt() > POPULARITY_MAX_AGE_MS) void index.refresh().catch(() => {});
      return current.search(tokens);
    },
  };
}
