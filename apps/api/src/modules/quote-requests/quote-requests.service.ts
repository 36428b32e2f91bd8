import { CUSTOMERS_SINCE, type TrackingEvent } from '@motorwise/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { enqueue } from '../jobs/index';
import { previousRequestsMail } from '../mail/index';
import { branchRequests, itemsOfBranches } from './branch.repo';
import * as repo from './quote-requests.repo';

export type {
  Applicant,
  HistoryFilter,
  ListQuery,
  QuoteRequestRow,
  SimilarQuery,
} from './quote-requests.repo';

/** The landing page's counter is at most this old (the client keeps it a day anyway). */
export const CUSTOMERS_COUNT_MAX_AGE_SECONDS = 300;
const CUSTOMERS_STAT = 'customers';

/** How many open requests a guest's "previous requests" mail lists at most (newest first). */
const GUEST_PREVIOUS_REQUESTS_MAX = 10;

/** Where a person reads a request: a guest's link carries their e-mail address (their proof). */
export function requestLink(publicUrl: string, uniqueId: string, guestEmail: string | null): string {
  return `${publicUrl}/quotes/${uniqueId}${guestEmail ? `?emailAddress=${encodeURIComponent(guestEmail)}` : ''}`;
}

/** Quote requests: what a customer asks workshops to quote for. */
export const quoteRequests = {
  /** The organisation dashboard: the branch's requests (id, created, status) and how many are open. */
  branchRequests,
  /** The price lookup: the items of these names on the branches' requests (decision 032). */
  itemsOfBranches,

  /**
   * spec: happy customers counted since 1 September 2020 (CUSTOMERS_SINCE). Counting distinct e-mails
   * over the whole history is kept in PostgreSQL and counted again when older than maxAgeSeconds, by one
   * caller at a time; the others answer the figure stored meanwhile (decision 018).
   */
  async countCustomers(db: DbOrTx, maxAgeSeconds = CUSTOMERS_COUNT_MAX_AGE_SECONDS): Promise<number> {
    const stored = await repo.readStat(db, CUSTOMERS_STAT, maxAgeSeconds);
    if (stored?.fresh) return stored.value;
    return db.transaction(async (tx) => {
      if (stored && !(await repo.tryRefreshTurn(tx, CUSTOMERS_STAT))) return stored.value;
      const value = await repo.countCustomersSince(tx, CUSTOMERS_SINCE);
      await repo.storeStat(tx, CUSTOMERS_STAT, value);
      return value;
    });
  },

  /** The completed requests of a garage vehicle (its service schedule's done services, decision 058). */
  listCompletedFor: repo.listCompletedFor,
  /** A page of a vehicle's requests, newest first (its history; customer-requests adds their quotes). */
  historyRows: repo.historyPage,
  /** A page of the applicant's requests, and the counts a summary shows (customer-requests' lists). */
  listPage: repo.listPage,
  listExtrasOf: repo.listExtrasOf,

  /** The submit's reads and writes (customer-requests' submitQuoteRequest, decision 015). */
  findSimilarOpen: repo.findSimilarOpen,
  lockApplicant: repo.lockApplicant,
  insertTogether: repo.insertTogether,
  insertRequestWithParts: repo.insertRequestWithParts,

  /**
   * Records a funnel event without making anyone wait (spec: "a tracking event fires on starting the
   * create flow and on each step load"); a failure is logged and forgotten.
   */
  track(db: DbOrTx, event: TrackingEvent, userId: string | null, log: FastifyBaseLogger): void {
    void repo
      .insertEvent(db, {
        event: event.event,
        step: event.step ?? null,
        quoteType: event.quoteType ?? null,
        sessionId: event.sessionId,
        userId,
      })
      .catch((err: unknown) => log.warn({ err }, 'tracking event not recorded'));
  },

  /**
   * A guest's '2' (view previous requests): their open requests' links, mailed to the address they were
   * made with (through the outbox), whoever asks; the caller answers the same either way.
   */
  async mailPreviousToGuest(db: DbOrTx, publicUrl: string, email: string): Promise<void> {
    await db.transaction(async (tx) => {
      const open = await repo.openOfGuest(tx, email, GUEST_PREVIOUS_REQUESTS_MAX);
      if (open.length === 0) return;
      await enqueue(
        tx,
        'send_mail',
        // To the address as the newest request was made with (the same mailbox, its owner's spelling).
        previousRequestsMail(
          open[0]!.email,
          open.map((r) => ({
            reference: r.reference,
            vehicleName: r.vehicleName,
            dateCreated: r.createdAt,
            link: requestLink(publicUrl, r.uniqueId, r.email),
          })),
        ),
      );
    });
  },

  /** The header search: the branch's requests (by reference, vehicle, registration, VIN) and workshops. */
  async searchOfBranch(db: DbOrTx, branchId: string, like: string, limit: number) {
    const [requests, workshopIds] = await Promise.all([
      repo.searchOfBranch(db, branchId, like, limit),
      repo.workshopIdsOfBranch(db, branchId),
    ]);
    return { requests, workshopIds };
  },
};

/** What the requests' POPIA hook needs of the modules above (quotes, payments): wired by privacy. */
export interface RequestsPersonalDataDeps {
  /** The quotes of some requests, as the export shows them. */
  quotesOf(
    db: DbOrTx,
    requestIds: string[],
  ): Promise<{ quoteRequestId: string; quoteId: string; row: Record<string, unknown> }[]>;
  /** The payments of some quotes, as the export shows them (they stay on erasure: tax records). */
  paymentsOf(db: DbOrTx, quoteIds: string[]): Promise<Record<string, unknown>[]>;
  /** Of some quotes, those with a payment. */
  paidQuoteIds(db: DbOrTx, quoteIds: string[]): Promise<Set<string>>;
  /** Clears the customer's details the workshops' quotes of some requests copied. */
  clearWorkshopCustomer(tx: DbOrTx, requestIds: string[]): Promise<unknown>;
}

/**
 * POPIA: the person's requests (signed in, or as a guest by e-mail) with their items, quotes and
 * payments. Erasing keeps the requests (the workshops' records) without personal details; those that led
 * to a payment keep the business details a tax invoice must show (decision 003). Quotes and payments sit
 * above this module: what it needs of them is a port, wired by the privacy module (decision 058).
 */
export function createQuoteRequestsPersonalData(deps: RequestsPersonalDataDeps): PersonalDataHook {
  return {
    async export(db, owner) {
      const requests = await repo.listOfPerson(db, owner.id, owner.email);
      const ids = requests.map((r) => r.id);
      const [items, quoteRows] = await Promise.all([repo.itemsOf(db, ids), deps.quotesOf(db, ids)]);
      return {
        quoteRequests: requests.map((r) => ({
          ...exportRow(r),
          items: items.filter((i) => i.quoteRequestId === r.id).map(exportRow),
          quotes: quoteRows.filter((q) => q.quoteRequestId === r.id).map((q) => q.row),
        })),
        payments: await deps.paymentsOf(
          db,
          quoteRows.map((q) => q.quoteId),
        ),
      };
    },
    async erase(tx, context) {
      const requests = await repo.listOfPerson(tx, context.id, context.email);
      const ids = requests.map((r) => r.id);
      if (ids.length === 0) return;
      // Requests with a payment on any of their quotes keep their business details (the tax records).
      const quoteRows = await deps.quotesOf(tx, ids);
      const paidQuotes = await deps.paidQuoteIds(
        tx,
        quoteRows.map((q) => q.quoteId),
      );
      const paid = new Set(quoteRows.filter((q) => paidQuotes.has(q.quoteId)).map((q) => q.quoteRequestId));
      await repo.deletePersonalParts(tx, ids);
      await deps.clearWorkshopCustomer(tx, ids);
      for (const r of requests) {
        const keepBusiness = paid.has(r.id);
        await repo.anonymise(tx, r.id, context.erasedEmail, keepBusiness);
        if (r.addressId) context.releasedAddressIds.add(r.addressId);
        if (!keepBusiness && r.businessAddressId) context.releasedAddressIds.add(r.businessAddressId);
      }
    },
  };
}
