import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOfIds, builtOnce, placeholders } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rowAsJson, rowsFromJson } from '../../db/json-rows';
import { quoteAmendments, quoteItems, quoteMessages, quoteStatusHistory } from './quotes.tables';

/**
 * What quotes hold, read for any number of quotes in one statement each, and the history steps and messages
 * every write adds, each built once (decision 088).
 */

/** Each list's order (ascending), one for its own reader and for quotePartsOf. */
const HISTORY_ORDER = [quoteStatusHistory.createdAt, quoteStatusHistory.id];
const ITEMS_ORDER = [quoteItems.sortOrder, quoteItems.createdAt, quoteItems.id];
const AMENDMENTS_ORDER = [quoteAmendments.createdAt];
const MESSAGES_ORDER = [quoteMessages.createdAt, quoteMessages.id];

const historyOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteStatusHistory)
    .where(anyOfIds(quoteStatusHistory.quoteId))
    .orderBy(...HISTORY_ORDER),
);

export async function historyOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : historyOfQuotes(db, { ids: quoteIds });
}

const itemsOf = builtOnce((db) =>
  db
    .select()
    .from(quoteItems)
    .where(anyOfIds(quoteItems.quoteId))
    .orderBy(...ITEMS_ORDER),
);

export async function itemsOfQuotes(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : itemsOf(db, { ids: quoteIds });
}

const amendmentsOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteAmendments)
    .where(anyOfIds(quoteAmendments.quoteId))
    .orderBy(...AMENDMENTS_ORDER),
);

export async function amendmentsOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : amendmentsOfQuotes(db, { ids: quoteIds });
}

const messagesOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteMessages)
    .where(anyOfIds(quoteMessages.quoteId))
    .orderBy(...MESSAGES_ORDER),
);

export async function messagesOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : messagesOfQuotes(db, { ids: quoteIds });
}

/** A step of a quote's history: every write of the lifecycle adds one (built once). */
export type HistoryStep = Required<Omit<typeof quoteStatusHistory.$inferInsert, 'id'>>;
const historyInsert = builtOnce((db) =>
  db
    .insert(quoteStatusHistory)
    .values(placeholders('quoteId', 'quoteStatus', 'username', 'actor', 'note', 'createdAt')),
);

export async function insertHistory(tx: DbOrTx, step: HistoryStep) {
  await historyInsert(tx, step);
}

/** A message on a quote, as written (its id and time); read and attachments come later. Built once. */
export interface NewMessage {
  quoteId: string;
  senderUserId: string | null;
  senderRole: string;
  message: string;
}
const messageInsert = builtOnce((db) =>
  db
    .insert(quoteMessages)
    .values(placeholders('quoteId', 'senderUserId', 'senderRole', 'message'))
    .returning(),
);

export async function insertMessage(tx: DbOrTx, values: NewMessage) {
  const [row] = await messageInsert(tx, values);
  return row!;
}

/** `coalesce((select json_agg(<row> order by ...) from <table> where <table>.quote_id = any($ids)), '[]')` */
const listOfQuotes = (
  table: typeof quoteItems | typeof quoteAmendments | typeof quoteStatusHistory | typeof quoteMessages,
  order: AnyPgColumn[],
) =>
  sql`coalesce((select json_agg(${rowAsJson(table)} order by ${sql.join(order, sql`, `)}) from ${table}
    where ${anyOfIds(table.quoteId)}), '[]'::json)`;

/** The four lists below for any number of quotes in one round trip (four statements before), built once. */
const partsOfQuotes = builtOnce((db) =>
  db
    .select({
      items: listOfQuotes(quoteItems, ITEMS_ORDER).mapWith(rowsFromJson(quoteItems)),
      amendments: listOfQuotes(quoteAmendments, AMENDMENTS_ORDER).mapWith(rowsFromJson(quoteAmendments)),
      history: listOfQuotes(quoteStatusHistory, HISTORY_ORDER).mapWith(rowsFromJson(quoteStatusHistory)),
      messages: listOfQuotes(quoteMessages, MESSAGES_ORDER).mapWith(rowsFromJson(quoteMessages)),
    })
    .from(sql`(select 1) as ${sql.identifier('one')}`),
);

/**
 * The lines, amendments, history and messages of some quotes, each in its own reader's order (above), in one
 * statement: JSON arrays of rows read back as
 * drizzle reads them (db/json-rows.ts).
 */
export async function quotePartsOf(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return { items: [], amendments: [], history: [], messages: [] };
  const [parts] = await partsOfQuotes(db, { ids: quoteIds });
  return parts!;
}
