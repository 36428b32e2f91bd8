import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import type * as SampleItemsRepo from './sample-items.repo';
import type { SampleItemsRow } from './sample-items.repo';
import type { AddSampleItem, SampleItem } from './sample-items.schemas';

export const SAMPLE_ITEMS_PER_PAGE = 50;

/**
 * What the service is given (decision 058): exactly what it uses. Its own repo's functions, and for
 * another module below this one `other: Pick<OtherService, 'op'>` typed from '../other/index' (wired in
 * index.ts). A need of a module above is a port: declare its type here, and let app.ts (or the module
 * above) hand it in.
 */
export interface SampleItemsServiceDeps {
  repo: Pick<typeof SampleItemsRepo, 'listPage' | 'countAll' | 'findByName' | 'insert'>;
}

const toView = (row: SampleItemsRow): SampleItem => ({
  id: row.id,
  name: row.name,
  dateCreatedUtc: row.createdAt.toISOString(),
});

/** Sample items: the rules of the sample-items module. Each operation takes the caller's db (or tx). */
export function createSampleItemsService({ repo }: SampleItemsServiceDeps) {
  return {
    /** A page of the items, by name. */
    async list(db: DbOrTx, page: number) {
      const [rows, total] = await Promise.all([
        repo.listPage(db, page, SAMPLE_ITEMS_PER_PAGE),
        repo.countAll(db),
      ]);
      return { items: rows.map(toView), totalDisplayItems: total, page, itemsPerPage: SAMPLE_ITEMS_PER_PAGE };
    },

    /** Adds an item; a name already taken is a conflict (a code callers test, not an HTTP status). */
    async add(db: DbOrTx, input: AddSampleItem): Promise<SampleItem> {
      if (await repo.findByName(db, input.name)) throw conflict('An item with this name already exists.');
      return toView(await repo.insert(db, { name: input.name }));
    },
  };
}

export type SampleItemsService = ReturnType<typeof createSampleItemsService>;
