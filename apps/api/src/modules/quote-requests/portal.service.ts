import { guestLinkOpens } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import * as portal from './portal.repo';
import * as repo from './quote-requests.repo';
import { moveRequest } from './request-status';

export type { QuoteRequestRow } from './quote-requests.repo';

/**
 * The request's applicant: the customer outside branches, or a user working in the branch it was made
 * for now (issue 12: another branch's record is not found, even in the same organisation). The one rule
 * for reading a request and acting on its quotes; a branch a quote was shared with may read (access.ts).
 */
export function owns(row: repo.QuoteRequestRow, user: SessionUser | null): boolean {
  if (!user) return false;
  if (row.organizationBranchId) return user.organisation?.currentBranchId === row.organizationBranchId;
  return row.userId === user.id;
}

/**
 * What the quotes module needs of requests (decision 020): who may act on a request's quotes, which
 * workshops it chose, the workshop portal's list, and moving a request's status through its one writer.
 */
export const requestsForQuotes = {
  /** A request by id or uniqueId, or null. */
  find: async (db: DbOrTx, id: string) => (isUuid(id) ? repo.findByUniqueIdOrId(db, id) : null),
  findByIds: (db: DbOrTx, ids: string[]) => portal.findByIds(db, ids.filter(isUuid)),
  lock: portal.lockRequest,
  parts: repo.partsOf,
  /** Every workshop the request went to (one statement: safe inside a transaction). */
  workshopIdsOf: portal.workshopIdsOf,
  attachmentFileId: portal.attachmentFileId,
  workshopPage: portal.workshopPage,
  forGarageVehicle: portal.forGarageVehicle,
  itemNamesOf: portal.itemNamesOf,
  chosenWorkshopsOf: (db: DbOrTx, requestIds: string[], workshopIds: readonly string[]) =>
    portal.chosenWorkshopsOf(db, requestIds, workshopIds.filter(isUuid)),

  /**
   * The request if the caller is its applicant, or holds the guest's link to it (a guest's own request and
   * the address it was made with; decision 049); else null. `viaEmail` says the second: such a caller acts
   * as the customer but sees nothing of their account.
   */
  async readable(db: DbOrTx, id: string, user: SessionUser | null, emailAddress?: string | null) {
    const row = await requestsForQuotes.find(db, id);
    if (!row) return null;
    if (owns(row, user)) return { row, viaEmail: false };
    if (guestLinkOpens(row, emailAddress)) return { row, viaEmail: true };
    return null;
  },

  /** Which of the caller's workshops the request chose (empty: the request is not theirs to see). */
  chosenWorkshops: (db: DbOrTx, requestId: string, workshopIds: readonly string[]) =>
    portal.chosenWorkshops(db, requestId, workshopIds.filter(isUuid)),

  /** The one writer of a request's status (decision 051). */
  move: moveRequest,
};
