import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import * as repo from './quote-requests.repo';

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
