import {
  type AddSampleItem,
  SAMPLE_ITEMS_LIMITS,
  type SampleItem,
  type SampleItemStatus,
  type SampleItemsPage,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, transitionRefused } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type * as SampleItemsRepo from './sample-items.repo';
import type { SampleItemsRow } from './sample-items.repo';

/**
 * What the service is given (decision 058): exactly what it uses. Its own repo's functions, and for
 * another module below this one `other: Pick<OtherService, 'op'>` typed from '../other/index' (wired in
 * index.ts). A need of a module above is a port: declare its type here, and let app.ts (or the module
 * above) hand it in.
 */
export interface SampleItemsServiceDeps {
  repo: Pick<
    typeof SampleItemsRepo,
    'listPageOf' | 'countOf' | 'findById' | 'findByName' | 'insert' | 'setArchived'
  >;
  /** The clock (tests hand in a fixed one). */
  now?: () => Date;
}

const toView = (row: SampleItemsRow): SampleItem => ({
  id: row.id,
  name: row.name,
  status: row.status as SampleItemStatus,
  dateCreatedUtc: row.createdAt.toISOString(),
  dateArchivedUtc: row.archivedAt?.toISOString() ?? null,
});

/**
 * Sample items: the rules of the sample-items module. Each operation takes the caller's db (or tx) and
 * the signed-in person (`SessionUser`, as the other modules' operations take it); a person sees only their
 * own items (another's is not found, never forbidden: a 404 does not tell that it exists).
 */
export function createSampleItemsService({ repo, now = () => new Date() }: SampleItemsServiceDeps) {
  const perPage = SAMPLE_ITEMS_LIMITS.perPage;

  /** The person's own item, or notFound. */
  async function own(db: DbOrTx, user: SessionUser, id: string): Promise<SampleItemsRow> {
    const row = await repo.findById(db, id);
    if (!row || row.userId !== user.id) throw notFound('The sample item');
    return row;
  }

  return {
    /** A page of the person's items, by name. */
    async listMine(db: DbOrTx, user: SessionUser, page: number): Promise<SampleItemsPage> {
      const [rows, total] = await Promise.all([
        repo.listPageOf(db, user.id, page, perPage),
        repo.countOf(db, user.id),
      ]);
      return { items: rows.map(toView), totalDisplayItems: total, page, itemsPerPage: perPage };
    },

    /** One of the person's items. */
    async getMine(db: DbOrTx, user: SessionUser, id: string): Promise<SampleItem> {
      return toView(await own(db, user, id));
    },

    /** Adds an item; a name the person already used is a conflict (a code callers test, not an HTTP status). */
    async add(db: DbOrTx, user: SessionUser, input: AddSampleItem): Promise<SampleItem> {
      if (await repo.findByName(db, user.id, input.name))
        throw conflict('You already have a sample item with this name.');
      return toView(await repo.insert(db, { userId: user.id, name: input.name }));
    },

    /**
     * A step of the item's lifecycle: archives the person's active item. A step the item's state does not
     * allow is `transitionRefused` (409, a code callers test; decision 057), decided by the repo's
     * conditional update so two calls at once cannot both pass.
     */
    async archive(db: DbOrTx, user: SessionUser, id: string): Promise<SampleItem> {
      await own(db, user, id);
      const row = await repo.setArchived(db, id, now());
      if (!row) throw transitionRefused('This sample item is already archived.');
      return toView(row);
    },
  };
}

export type SampleItemsService = ReturnType<typeof createSampleItemsService>;
