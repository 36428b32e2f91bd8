import {
  decideRequestAction,
  type QuoteActor,
  type QuoteRequestStatus,
  type RequestAction,
  type RequestDecision,
  type RequestFacts,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './quote-requests.repo';

/**
 * The one writer of a request's status (decisions 020, 051). Every change asks the shared
 * decideRequestAction first, then moves the row from the status it was read with (a row moved meanwhile is
 * left alone and the answer says so). The callers: the customer cancelling (with a reason), the applicant
 * completing an open request, a submit replacing its duplicates, and the quotes lifecycle when a job is
 * completed. The caller holds the request's row lock when a race matters (the quotes module locks the
 * request before its quotes).
 */
export async function moveRequest(
  tx: DbOrTx,
  row: Pick<repo.QuoteRequestRow, 'id' | 'reference' | 'quoteRequestStatus'>,
  action: RequestAction,
  who: { actor: QuoteActor; username: string | null },
  facts: Omit<RequestFacts, 'status' | 'reference'>,
  reason: string | null = null,
): Promise<RequestDecision> {
  const decision = decideRequestAction(
    { status: row.quoteRequestStatus as QuoteRequestStatus, reference: row.reference, ...facts },
    action,
    who.actor,
  );
  if (!decision.allowed) return decision;
  const moved = await repo.setStatus(tx, [row.id], row.quoteRequestStatus, decision.to, who.username, reason);
  if (moved.length === 0) {
    // Moved meanwhile (a caller without the row lock): say why from where it is now.
    const now = await repo.findByUniqueIdOrId(tx, row.id);
    const again = now
      ? decideRequestAction(
          { status: now.quoteRequestStatus as QuoteRequestStatus, reference: row.reference, ...facts },
          action,
          who.actor,
        )
      : null;
    return again && !again.allowed
      ? again
      : { allowed: false, reason: `Request ${row.reference} changed meanwhile. Please try again.` };
  }
  return decision;
}
