import { PublicWorkshopPageSchema, type PublicWorkshopsQuerySchema } from '@motorwise/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { KeptJson, keptJsonCache } from '../../lib/kept-json';
import { workshops } from './index';

/** The directory pages kept per instance: at most this many bytes (a page of 12 is about 5 KB). */
export const DIRECTORY_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The public directory's pages as the JSON the route sends (decision 046), written once per query
 * and kept until the workshops table changes anywhere: the NOTIFY of decision 037 replaces the cache
 * with an empty one on every instance. A page reads only workshops, their reviews' count and their
 * address, and a review or an address of a workshop is only written with the workshop's own row in the
 * same transaction (its rating, its point), so that one notice covers them all.
 */
export function createDirectoryPages(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) {
  const pages = readModels(deps).snapshot(['workshops'], async () =>
    keptJsonCache(DIRECTORY_PAGES_MAX_BYTES),
  );
  return {
    async json(q: z.output<typeof PublicWorkshopsQuerySchema>): Promise<KeptJson> {
      // Taken before the database is read: a page read before a change lands in the cache it replaces.
      const cache = await pages.get();
      const key = JSON.stringify([q.search ?? '', q.regionId, q.service, q.minRating, q.page, q.pageSize]);
      let json = cache.get(key);
      if (json === undefined) {
        // What the route's serializer writes (fastify-type-provider-zod: encode, then JSON.stringify).
        const page = z.encode(PublicWorkshopPageSchema, await workshops.directory(deps.db, q));
        json = new KeptJson(JSON.stringify(page));
        cache.set(key, json);
      }
      return json;
    },
  };
}
