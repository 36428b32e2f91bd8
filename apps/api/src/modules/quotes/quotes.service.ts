import { type ProgressQuote, QuoteStatus } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { workshops } from '../workshops/index';
import { customerRequest } from './access';
import { branchFigures, branchList, paidItemTotals } from './dashboard.repo';
import * as repo from './quotes.repo';
import { visibleToCustomer } from './views';

export { ERASED_MESSAGE } from './quotes.repo';

/** Quotes: a workshop's answers to requests. The quotes module is the only writer of a quote's status. */
export const quotes = {
  doneQuotesOf: repo.doneQuotesOf,
  firstStatusesOf: repo.firstStatusesOf,
  clearWorkshopCustomer: repo.clearWorkshopCustomer,
  inProgressCounts: repo.inProgressCounts,
  bookedRequestIds: repo.bookedRequestIds,
  sentCounts: repo.sentCounts,
  statusesOnRequest: repo.statusesOnRequest,
  /**
   * A request as the caller reaches it: its applicant (a guest through their e-mail link), or, to read, a
   * branch a quote of it was shared with (decision 049); else 404. The one rule for reading a request.
   */
  customerRequest,
  /** The organisation dashboard's figures and lists over a branch's requests (decision 031). */
  branchFigures,
  branchList,
  /** What was paid for some request items (the organisation's price lookup, decision 032). */
  paidItemTotals,

  /**
   * What the progress of each request needs of its quotes (decision 051): status, closure, expiry and the
   * workshop's name; drafts left out (they are the workshop's own).
   */
  async progressQuotesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, ProgressQuote[]>> {
    const found = (await repo.listForRequests(db, requestIds)).filter(
      (q) => q.quoteStatus !== QuoteStatus.Draft,
    );
    const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
    const byRequest = new Map<string, ProgressQuote[]>();
    for (const q of found)
      byRequest.set(q.quoteRequestId, [
        ...(byRequest.get(q.quoteRequestId) ?? []),
        {
          status: q.quoteStatus,
          closedReason: q.closedReason as ProgressQuote['closedReason'],
          expiresAt: q.expiresAt,
          workshopName: names.get(q.workshopId) ?? null,
        },
      ]);
    return byRequest;
  },

  /**
   * spec: the request's `quotes`, as its reader sees them: the quotes the customer sees (sent, or declined
   * by the workshop), oldest first; `only` keeps a shared branch to the quotes shared with it (decision 049).
   */
  async ofRequestForView(db: DbOrTx, requestId: string, only: string[] | null) {
    const found = (await repo.listOfRequest(db, requestId)).filter(
      (q) => visibleToCustomer(q) && (only === null || only.includes(q.id)),
    );
    const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
    return found.map((q) => ({
      id: q.id,
      uniqueId: q.uniqueId,
      workshopId: q.workshopId,
      workshopName: names.get(q.workshopId) ?? '',
      reference: q.reference,
      quoteStatus: q.quoteStatus,
      closedReason: q.closedReason,
      dateCreatedUtc: q.createdAt.toISOString(),
    }));
  },

  /** The quotes of some requests as the export shows them, with the workshop's name. */
  async exportForRequests(db: DbOrTx, requestIds: string[]) {
    const found = await repo.listForRequests(db, requestIds);
    const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
    return found.map((q) => ({
      quoteRequestId: q.quoteRequestId,
      quoteId: q.id,
      row: { ...exportRow(q), workshopName: names.get(q.workshopId) ?? null },
    }));
  },
};

/** POPIA: messages the person sent to workshops; erasing removes their words and name. */
export const quotesPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({ messagesSent: (await repo.messagesSentBy(db, owner.id)).map(exportRow) }),
  erase: (tx, context) => repo.erasePerson(tx, context.id, context.normalizedEmail),
};
