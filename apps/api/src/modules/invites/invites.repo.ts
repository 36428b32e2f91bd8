import { normalizeEmail } from '@motorwise/shared';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from './invites.tables';

export type InviteRow = typeof invites.$inferSelect;

const toAddress = (email: string) => sql`lower(${invites.email}) = ${normalizeEmail(email)}`;

export async function findByCodeHash(db: DbOrTx, codeHash: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(invites).where(eq(invites.codeHash, codeHash));
  return row ?? null;
}

/** Open (not accepted, not expired) invites to an address. */
export async function listOpenTo(db: DbOrTx, email: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(and(toAddress(email), isNull(invites.acceptedAt), gt(invites.expiresAt, new Date())));
}

export async function insert(db: DbOrTx, values: typeof invites.$inferInsert): Promise<string> {
  const [row] = await db.insert(invites).values(values).returning({ id: invites.id });
  if (!row) throw new Error('invite not stored');
  return row.id;
}

/** Drops the open invite of an address to an organisation (or workshop): a new one replaces it. */
export async function deleteOpen(
  db: DbOrTx,
  email: string,
  target: { organizationId: string } | { workshopId: string },
): Promise<void> {
  await db
    .delete(invites)
    .where(
      and(
        toAddress(email),
        isNull(invites.acceptedAt),
        'organizationId' in target
          ? eq(invites.organizationId, target.organizationId)
          : eq(invites.workshopId, target.workshopId),
      ),
    );
}

export async function setCodeHash(db: DbOrTx, id: string, codeHash: string): Promise<void> {
  await db.update(invites).set({ codeHash }).where(eq(invites.id, id));
}

/** Claims an open invite (single use, one conditional UPDATE); false when it was taken or has expired. */
export async function claim(db: DbOrTx, id: string, userId: string, consent: boolean): Promise<boolean> {
  const claimed = await db
    .update(invites)
    .set({ acceptedAt: new Date(), acceptedUserId: userId, consentedAt: consent ? new Date() : null })
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt), gt(invites.expiresAt, new Date())))
    .returning({ id: invites.id });
  return claimed.length > 0;
}

export async function listReceivedBy(db: DbOrTx, email: string): Promise<InviteRow[]> {
  return db.select().from(invites).where(toAddress(email));
}

/** Every invite into an organisation, newest first (the administrators' organisation page; decision 060). */
export async function listForOrganisation(db: DbOrTx, organizationId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(eq(invites.organizationId, organizationId))
    .orderBy(desc(invites.createdAt));
}

export async function listSentBy(db: DbOrTx, userId: string): Promise<InviteRow[]> {
  return db.select().from(invites).where(eq(invites.invitedByUserId, userId));
}

/**
 * Erasure: open invites to the person go; invites they sent lose the sender; accepted ones (and any
 * left to the address) keep their shape without the person's details.
 */
export async function erasePerson(
  db: DbOrTx,
  person: { userId: string; email: string; erasedEmail: string },
): Promise<void> {
  await db.delete(invites).where(and(toAddress(person.email), isNull(invites.acceptedAt)));
  await db.update(invites).set({ invitedByUserId: null }).where(eq(invites.invitedByUserId, person.userId));
  await db
    .update(invites)
    .set({
      acceptedUserId: null,
      email: person.erasedEmail,
      firstName: null,
      lastName: null,
      phoneNumber: null,
    })
    .where(or(eq(invites.acceptedUserId, person.userId), toAddress(person.email)));
}
