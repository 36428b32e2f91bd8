import type { DbOrTx } from '../../db/client';
import { exportRow } from '../../lib/personal-data';
import * as repo from './payments.repo';

/** Payments through the gateways (PayFast, Paystack) and the notifications they sent. */
export const payments = {
  async quoteIdsWithPayments(db: DbOrTx, quoteIds: string[]): Promise<Set<string>> {
    return new Set((await repo.listForQuotes(db, quoteIds)).map((p) => p.quoteId));
  },
  /** The payments of some quotes as the export shows them (they stay on erasure: tax records). */
  async exportForQuotes(db: DbOrTx, quoteIds: string[]) {
    return (await repo.listForQuotes(db, quoteIds)).map(exportRow);
  },
};
