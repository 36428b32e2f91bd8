import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devTexts, textChoices, textQuietHours, textSends } from './text-messages.tables';

export type TextChoiceRow = typeof textChoices.$inferSelect;
export type QuietHoursRow = typeof textQuietHours.$inferSelect;

export async function choicesOf(db: DbOrTx, userId: string): Promise<TextChoiceRow[]> {
  return db.select().from(textChoices).where(eq(textChoices.userId, userId));
}

export async function quietHoursOf(db: DbOrTx, userId: string): Promise<QuietHoursRow | null> {
  const [row] = await db.select().from(textQuietHours).where(eq(textQuietHours.userId, userId));
  return row ?? null;
}

/** Writes one channel's choice; `consentedAt` only when given (switching off keeps the last consent). */
export async function upsertChoice(
  db: DbOrTx,
  values: Pick<TextChoiceRow, 'userId' | 'channel' | 'optedIn' | 'phone' | 'changedBy'> & {
    consentedAt?: Date;
  },
): Promise<void> {
  await db
    .insert(textChoices)
    .values({ ...values, changedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [textChoices.userId, textChoices.channel],
      set: {
        optedIn: values.optedIn,
        phone: values.phone,
        changedBy: values.changedBy,
        changedAt: sql`now()`,
        ...(values.consentedAt ? { consentedAt: values.consentedAt } : {}),
      },
    });
}

export async function upsertQuietHours(
  db: DbOrTx,
  userId: string,
  quietFrom: string,
  quietUntil: string,
): Promise<void> {
  await db
    .insert(textQuietHours)
    .values({ userId, quietFrom, quietUntil })
    .onConflictDoUpdate({
      target: textQuietHours.userId,
      set: { quietFrom, quietUntil, changedAt: sql`now()` },
    });
}

/**
 * A reply from a number (STOP, START): every choice of that channel for that number switches, at once,
 * recorded as by reply. Returns how many choices changed.
 */
export async function setByPhone(
  db: DbOrTx,
  phone: string,
  channel: string,
  optedIn: boolean,
): Promise<number> {
  const rows = await db
    .update(textChoices)
    .set({ optedIn, changedBy: 'reply', changedAt: sql`now()` })
    .where(
      and(eq(textChoices.phone, phone), eq(textChoices.channel, channel), eq(textChoices.optedIn, !optedIn)),
    )
    .returning({ userId: textChoices.userId });
  return rows.length;
}

export async function insertDevText(db: DbOrTx, values: typeof devTexts.$inferInsert): Promise<string> {
  const [row] = await db.insert(devTexts).values(values).returning({ id: devTexts.id });
  return row!.id;
}

/** The newest 200 texts of the development inbox, each with its delivery as recorded. */
export async function listDevTexts(db: DbOrTx) {
  return db
    .select({
      text: devTexts,
      delivery: textSends.status,
      deliveryAt: textSends.statusAt,
    })
    .from(devTexts)
    .leftJoin(
      textSends,
      and(
        eq(textSends.provider, 'inbox'),
        eq(textSends.channel, devTexts.channel),
        eq(textSends.providerMessageId, sql`${devTexts.id}::text`),
      ),
    )
    .orderBy(desc(devTexts.createdAt))
    .limit(200);
}

export type TextSendRow = typeof textSends.$inferSelect;

/** A text handed to its provider: recorded as sent, under the provider's message id. */
export async function insertSend(
  db: DbOrTx,
  values: Pick<TextSendRow, 'userId' | 'channel' | 'kind' | 'provider' | 'providerMessageId'>,
): Promise<void> {
  await db.insert(textSends).values(values).onConflictDoNothing();
}

/**
 * A provider's delivery report: a text still `sent` becomes `delivered` or `failed`; a final state stays
 * (reports can arrive out of order). Whether a text changed.
 */
export async function setSendStatus(
  db: DbOrTx,
  channel: string,
  providerMessageId: string,
  status: 'delivered' | 'failed',
): Promise<boolean> {
  const rows = await db
    .update(textSends)
    .set({ status, statusAt: sql`now()` })
    .where(
      and(
        eq(textSends.channel, channel),
        eq(textSends.providerMessageId, providerMessageId),
        eq(textSends.status, 'sent'),
      ),
    )
    .returning({ id: textSends.id });
  return rows.length > 0;
}

export async function sendsOf(db: DbOrTx, userId: string): Promise<TextSendRow[]> {
  return db.select().from(textSends).where(eq(textSends.userId, userId)).orderBy(textSends.createdAt);
}

export async function deleteDevTextsTo(db: DbOrTx, phone: string): Promise<void> {
  await db.delete(devTexts).where(eq(devTexts.to, phone));
}

export async function deleteChoicesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(textChoices).where(eq(textChoices.userId, userId));
  await db.delete(textSends).where(eq(textSends.userId, userId));
  await db.delete(textQuietHours).where(eq(textQuietHours.userId, userId));
}
