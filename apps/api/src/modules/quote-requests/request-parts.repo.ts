import { asc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import {
  quoteCustomerReferences,
  quoteRequestAttachments,
  quoteRequestItems,
  quoteRequestRegions,
  quoteRequestWorkshops,
} from './quote-requests.tables';

/** A request's parts (its items, attachments, references, workshops and regions), each statement built once. */

const ofRequest = sql.placeholder('requestId');
const partQueries = {
  items: builtOnce((db) =>
    db
      .select()
      .from(quoteRequestItems)
      .where(eq(quoteRequestItems.quoteRequestId, ofRequest))
      .orderBy(asc(quoteRequestItems.sortOrder)),
  ),
  attachments: builtOnce((db) =>
    db
      .select()
      .from(quoteRequestAttachments)
      .where(eq(quoteRequestAttachments.quoteRequestId, ofRequest))
      .orderBy(asc(quoteRequestAttachments.index)),
  ),
  references: builtOnce((db) =>
    db
      .select()
      .from(quoteCustomerReferences)
      .where(eq(quoteCustomerReferences.quoteRequestId, ofRequest))
      .orderBy(asc(quoteCustomerReferences.index)),
  ),
  workshops: builtOnce((db) =>
    db
      .select({ workshopId: quoteRequestWorkshops.workshopId })
      .from(quoteRequestWorkshops)
      .where(eq(quoteRequestWorkshops.quoteRequestId, ofRequest)),
  ),
  regions: builtOnce((db) =>
    db
      .select({ regionId: quoteRequestRegions.regionId })
      .from(quoteRequestRegions)
      .where(eq(quoteRequestRegions.quoteRequestId, ofRequest)),
  ),
};

export async function partsOf(db: DbOrTx, requestId: string) {
  const at = { requestId };
  const [items, attachments, references, workshops, regions] = await Promise.all([
    partQueries.items(db, at),
    partQueries.attachments(db, at),
    partQueries.references(db, at),
    partQueries.workshops(db, at),
    partQueries.regions(db, at),
  ]);
  return {
    items,
    attachments,
    references,
    workshopIds: workshops.map((w) => w.workshopId),
    regionIds: regions.map((r) => r.regionId),
  };
}
