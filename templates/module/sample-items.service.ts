import {
  type AddSampleItem,
  SAMPLE_ITEMS_LIMITS,
  type SampleItem,
  type SampleItemsPage,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type * as SampleItemsRepo from './sample-items.repo';
import type { SampleItemsRow } from './sample-items.repo';

/**
 * What the service is given (decision 058): exactly what it uses. Its own repo's functions, and for
 * another module below this one `other: Pick<OtherService, 'op'>` typed from '../other/index' (wired in
 * index.ts). A need of a module above is a port: declare its type here, and let app.ts (or the module
 * above) hand it in.
 */
export interface SampleItemsServiceDeps {
  repo: Pick<typeof SampleItemsRepo, 'listPageOf' | 'countOf' | 'findById' | 'findByName' | 'insert'>;
}

const toView = (row: SampleItemsRow): SampleItem => ({
  id: row.id,
  name: row.name,
  dateCreatedUtc: row.createdAt.toISOString(),
});

/**
 * Sample items: the rules of the sample-items module. Each operation takes the caller's db (or tx) and
 * the signed-in person's id; a person sees only their own items (another's is not found, never forbidden:
 * a 404 does not tell that it exists).
 */
export function createSampleItemsService({ repo }: SampleItemsServiceDeps) {
  const perPage = SAMPLE_ITEMS_LIMITS.perPage;

  /** The person's own item, or notFound. */
  async function own(db: DbOrTx, userId: string, id: string): Promise<SampleItemsRow> {
    const row = await repo.findById(db, id);
    if (!row || row.userId !== userId) throw notFound('The sample item');
    return row;
  }

  return {
    /** A page of the person's items, by name. */
    async listMine(db: DbOrTx, userId: string, page: number): Promise<SampleItemsPage> {
      const [rows, total] = await Promise.all([
        repo.listPageOf(db, userId, page, perPage),
        repo.countOf(db, userId),
      ]);
      return { items: rows.map(toView), totalDisplayItems: total, page, itemsPerPage: perPage };
    },

    /** One of the person's items. */
    async getMine(db: DbOrTx, userId: string, id: string): Promise<SampleItem> {
      return toView(await own(db, userId, id));
    },

    /** Adds an item; a name the person already used is a conflict (a code callers test, not an HTTP status). */
    async add(db: DbOrTx, userId: string, input: AddSampleItem): Promise<SampleItem> {
      if (await repo.findByName(db, userId, input.name))
        throw conflict('You already have a sample item with this name.');
      return toView(await repo.insert(db, { userId, name: input.name }));
    },
  };
}

export type SampleItemsService = ReturnType<typeof createSampleItemsService>;
