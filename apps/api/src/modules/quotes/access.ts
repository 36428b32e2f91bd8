import type { AppDeps } from '../../app-deps';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { CheckedUpload, files } from '../files/index';
import { createDistanceProvider, type DistanceProvider } from '../places/index';
import { callerActsOn, type QuoteRequestRow, type quoteRequests } from '../quote-requests/index';
import type { Who } from './lifecycle';
import * as repo from './quotes.repo';
import { quoteIdsSharedWithBranch } from './share.repo';
import { visibleToCustomer } from './views';

/** Who may see and act on what (decision 020): the customer side and the workshop side. */

export interface QuoteDeps {
  db: Db;
  fileStore: FileStore;
  distances: DistanceProvider;
  publicUrl: string;
}

/** What the quote routes hand their services per call: the database, the file store, distances, the site. */
export function quoteDeps(deps: AppDeps & { fileStore: FileStore }): QuoteDeps {
  return {
    db: deps.db,
    fileStore: deps.fileStore,
    distances: deps.distances ?? createDistanceProvider(),
    publicUrl: deps.config.PUBLIC_URL,
  };
}

export const NOT_FOUND_QUOTE = 'The quote';
export const NOT_FOUND_REQUEST = 'The quote request';

export interface CustomerCaller {
  user: SessionUser | null;
  emailAddress?: string | null;
}

/**
 * What the caller comes for: to act on the request's quotes (its applicant, or a guest with its e-mail), or
 * only to read them, which a branch a quote was shared with may also do (decision 049).
 */
export type Purpose = 'act' | 'read';

/**
 * How the caller reaches a request: as its applicant (`sharedQuoteIds` null: all of it), or as a branch that
 * was shared some of its quotes (`sharedQuoteIds`: those quotes, to read; the request's vehicle and items
 * with them, nothing of the applicant's; decision 049).
 */
export interface RequestAccess {
  row: QuoteRequestRow;
  viaEmail: boolean;
  sharedQuoteIds: string[] | null;
}

export const customerWho = (request: QuoteRequestRow, caller: CustomerCaller): Who => ({
  actor: 'customer',
  username: caller.user?.email ?? request.email,
});

export const workshopWho = (user: SessionUser): Who => ({ actor: 'workshop', username: user.email });

/** Runs a transaction that writes files; if it fails, the bytes it wrote go too. */
export async function withFiles<T>(deps: QuoteDeps, work: (written: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await work(written);
  } catch (error) {
    await Promise.all(written.map((key) => deps.fileStore.delete(key).catch(() => {})));
    throw error;
  }
}

/** What reaching a request and storing files use of the modules below (decision 058); wired in index.ts. */
export interface AccessDeps {
  quoteRequests: Pick<typeof quoteRequests, 'chosenWorkshops' | 'find' | 'readable'>;
  files: Pick<typeof files, 'findMany' | 'store'>;
}

export function createAccess({ quoteRequests, files }: AccessDeps) {
  async function accessTo(
    db: DbOrTx,
    id: string,
    caller: CustomerCaller,
    purpose: Purpose,
  ): Promise<RequestAccess | null> {
    const found = await quoteRequests.readable(db, id, caller.user, caller.emailAddress);
    if (found) return { ...found, sharedQuoteIds: null };
    const branchId = caller.user?.organisation?.currentBranchId;
    if (purpose === 'act' || !branchId) return null;
    const row = await quoteRequests.find(db, id);
    const shared = row ? await quoteIdsSharedWithBranch(db, row.id, branchId) : [];
    return row && shared.length > 0 ? { row, viaEmail: false, sharedQuoteIds: shared } : null;
  }

  /** The request, if the caller may act on it (or, to read, was shared a quote of it); else 404. */
  async function customerRequest(
    db: DbOrTx,
    id: string,
    caller: CustomerCaller,
    purpose: Purpose = 'act',
  ): Promise<RequestAccess> {
    const found = await accessTo(db, id, caller, purpose);
    if (!found) throw notFound(NOT_FOUND_REQUEST);
    return found;
  }

  /**
   * A quote the customer may see (sent, on a request they may act on; to read, also a quote shared with
   * their branch); else 404.
   */
  async function customerQuote(
    db: DbOrTx,
    quoteId: string,
    caller: CustomerCaller,
    purpose: Purpose = 'act',
  ) {
    const quote = isUuid(quoteId) ? await repo.findById(db, quoteId) : null;
    if (!quote || !visibleToCustomer(quote)) throw notFound(NOT_FOUND_QUOTE);
    const found = await accessTo(db, quote.quoteRequestId, caller, purpose);
    if (!found || (found.sharedQuoteIds && !found.sharedQuoteIds.includes(quote.id)))
      throw notFound(NOT_FOUND_QUOTE);
    return { quote, request: found.row, viaEmail: found.viaEmail, shared: found.sharedQuoteIds !== null };
  }

  /**
   * customerQuote's rule on a quote and request already read (locked, by a step that changes them): the
   * caller acts on them as the customer (a branch a quote was shared with only reads); else 404.
   */
  function actingCustomer<L extends { quote: repo.QuoteRow; request: QuoteRequestRow }>(
    found: L | null,
    caller: CustomerCaller,
  ): L {
    const acts =
      found &&
      visibleToCustomer(found.quote) &&
      callerActsOn(found.request, caller.user, caller.emailAddress);
    if (!found || !acts) throw notFound(NOT_FOUND_QUOTE);
    return found;
  }

  /** A request that chose one of the caller's workshops, and which of them (the first, by id); else 404. */
  async function workshopRequest(db: DbOrTx, id: string, user: SessionUser) {
    const row = await quoteRequests.find(db, id);
    if (!row) throw notFound(NOT_FOUND_REQUEST);
    const chosen = (await quoteRequests.chosenWorkshops(db, row.id, user.workshopIds)).sort();
    if (chosen.length === 0) throw notFound(NOT_FOUND_REQUEST);
    return { request: row, workshopId: chosen[0]! };
  }

  /** The caller's workshop's quote; another workshop's is 404. */
  async function workshopQuote(db: DbOrTx, quoteId: string, user: SessionUser) {
    const quote = isUuid(quoteId) ? await repo.findById(db, quoteId) : null;
    if (!quote || !user.workshopIds.includes(quote.workshopId)) throw notFound(NOT_FOUND_QUOTE);
    const request = await quoteRequests.find(db, quote.quoteRequestId);
    if (!request) throw notFound(NOT_FOUND_QUOTE);
    return { quote, request };
  }

  /** Stores checked files in the transaction; the keys are kept so a failed transaction can delete them. */
  async function storeFiles(
    tx: DbOrTx,
    store: FileStore,
    list: CheckedUpload[],
    ownerUserId: string | null,
    written: string[],
  ) {
    const stored: { fileId: string; name: string }[] = [];
    for (const file of list) {
      const { id, storageKey } = await files.store(tx, store, file, ownerUserId);
      written.push(storageKey);
      stored.push({ fileId: id, name: file.name });
    }
    return stored;
  }

  /** A message on a quote with its files, in the caller's transaction (the files' keys kept in `written`). */
  async function storeMessage(
    tx: DbOrTx,
    store: FileStore,
    values: Parameters<typeof repo.insertMessage>[1] & { senderUserId: string | null },
    attachments: CheckedUpload[],
    written: string[],
  ) {
    const message = await repo.insertMessage(tx, values);
    const stored = await storeFiles(tx, store, attachments, values.senderUserId, written);
    for (const f of stored)
      await repo.insertMessageAttachment(tx, {
        quoteMessageId: message.id,
        fileId: f.fileId,
        attachmentName: f.name,
      });
    return { message, stored };
  }

  /** The bytes of a stored file, as a download. */
  async function readFile(deps: QuoteDeps, fileId: string, name?: string) {
    const [row] = await files.findMany(deps.db, [fileId]);
    const bytes = row ? await deps.fileStore.get(row.storageKey) : null;
    if (!row || !bytes) throw notFound('The file');
    return { name: name ?? row.originalName, mimeType: row.mimeType, bytes };
  }

  return {
    customerRequest,
    customerQuote,
    actingCustomer,
    workshopRequest,
    workshopQuote,
    storeFiles,
    storeMessage,
    readFile,
  };
}

export type Access = ReturnType<typeof createAccess>;
