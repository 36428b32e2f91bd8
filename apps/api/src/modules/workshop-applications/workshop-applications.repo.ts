import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, readsOf } from '../../db/client';
import { type ApplicationEvent, workshopApplications } from './workshop-applications.tables';

/** SQL for the applications table, data verbs only; the rules live in the service (decision 062). */
export type { ApplicationEvent };
export type WorkshopApplicationRow = typeof workshopApplications.$inferSelect;
export type NewWorkshopApplication = typeof workshopApplications.$inferInsert;

export async function insert(db: DbOrTx, values: NewWorkshopApplication): Promise<WorkshopApplicationRow> {
  const [row] = await db.insert(workshopApplications).values(values).returning();
  if (!row) throw new Error('workshop application not stored');
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<WorkshopApplicationRow | null> {
  const [row] = await db.select().from(workshopApplications).where(eq(workshopApplications.id, id));
  return row ?? null;
}

export async function findByReplyTokenHash(db: DbOrTx, hash: string): Promise<WorkshopApplicationRow | null> {
  const [row] = await db
    .select()
    .from(workshopApplications)
    .where(eq(workshopApplications.replyTokenHash, hash));
  return row ?? null;
}

/** One page by status (all without one), newest first. */
export async function listPage(
  db: DbOrTx,
  q: { status: string | null; limit: number; offset: number },
): Promise<{ rows: WorkshopApplicationRow[]; total: number }> {
  const where = q.status ? eq(workshopApplications.status, q.status) : undefined;
  const [list, [total]] = await readsOf(
    db,
    () =>
      db
        .select()
        .from(workshopApplications)
        .where(where)
        .orderBy(desc(workshopApplications.createdAt), desc(workshopApplications.id))
        .limit(q.limit)
        .offset(q.offset),
    () => db.select({ n: count() }).from(workshopApplications).where(where),
  );
  return { rows: list, total: total?.n ?? 0 };
}

export async function countsByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const found = await db
    .select({ status: workshopApplications.status, n: count() })
    .from(workshopApplications)
    .groupBy(workshopApplications.status);
  return new Map(found.map((r) => [r.status, r.n]));
}

/**
 * Moves an application from one of `from` to `to`, appending the event, in one conditional UPDATE (two
 * admins at once cannot both decide); null when it was not in one of `from`.
 */
export async function transition(
  db: DbOrTx,
  id: string,
  from: readonly string[],
  change: {
    status: string;
    event: ApplicationEvent;
    replyTokenHash?: string | null;
    workshopId?: string;
    decidedByUserId?: string;
    decidedAt?: Date;
    addFileIds?: string[];
  },
): Promise<WorkshopApplicationRow | null> {
  const { event, addFileIds, ...set } = change;
  const [row] = await db
    .update(workshopApplications)
    .set({
      ...set,
      history: sql`${workshopApplications.history} || ${JSON.stringify([event])}::jsonb`,
      ...(addFileIds?.length
        ? {
            documentFileIds: sql`${workshopApplications.documentFileIds} || ${`{${addFileIds.join(',')}}`}::uuid[]`,
          }
        : {}),
      updatedAt: new Date(event.at),
    })
    .where(and(eq(workshopApplications.id, id), inArray(workshopApplications.status, [...from])))
    .returning();
  return row ?? null;
}
