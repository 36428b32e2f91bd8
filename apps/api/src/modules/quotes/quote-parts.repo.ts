import { asc } from 'drizzle-orm';
import { anyOfIds, builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { quoteAmendments, quoteItems, quoteMessages, quoteStatusHistory } from './quotes.tables';

/** What quotes hold, read for any number of quotes in one statement each, built once (decision 088). */

const historyOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteStatusHistory)
    .where(anyOfIds(quoteStatusHistory.quoteId))
    .orderBy(asc(quoteStatusHistory.createdAt), asc(quoteStatusHistory.id)),
);

export async function historyOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : historyOfQuotes(db, { ids: quoteIds });
}

const itemsOf = builtOnce((db) =>
  db
    .select()
    .from(quoteItems)
    .where(anyOfIds(quoteItems.quoteId))
    .orderBy(asc(quoteItems.sortOrder), asc(quoteItems.createdAt), asc(quoteItems.id)),
);

export async function itemsOfQuotes(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : itemsOf(db, { ids: quoteIds });
}

const amendmentsOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteAmendments)
    .where(anyOfIds(quoteAmendments.quoteId))
    .orderBy(asc(quoteAmendments.createdAt)),
);

export async function amendmentsOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : amendmentsOfQuotes(db, { ids: quoteIds });
}

const messagesOfQuotes = builtOnce((db) =>
  db
    .select()
    .from(quoteMessages)
    .where(anyOfIds(quoteMessages.quoteId))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id)),
);

export async function messagesOf(db: DbOrTx, quoteIds: string[]) {
  return quoteIds.length === 0 ? [] : messagesOfQuotes(db, { ids: quoteIds });
}
