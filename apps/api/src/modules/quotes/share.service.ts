import { type BranchShare, normalizeEmail, type SharedWithBranch } from '@motorwise/shared';
import { type Db, type DbOrTx, readsOf } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { OrganisationSessionUser } from '../../lib/session';
import type { customers } from '../accounts/index';
import type { notifications } from '../notifications/index';
import type { organisations } from '../organisations/index';
import type { quoteRequests } from '../quote-requests/index';
import type { workshops } from '../workshops/index';
import { type Access, NOT_FOUND_QUOTE, NOT_FOUND_REQUEST } from './access';
import type * as QuotesRepo from './quotes.repo';
import type * as Shares from './share.repo';
import { visibleToCustomer } from './views';

/**
 * Sharing a quote with another branch of the organisation (spec: "can share a quote to an organisation
 * branch"; decision 032). The share is recorded with who and when; the other branch is told (an event in
 * its list and a live toast) and finds the quote on its dashboard under "Shared with this branch".
 */

/**
 * A request of the branch the caller works in (to share its quotes), or, to read its shares, also one a
 * quote of which was shared with that branch (which then sees the shares made to it only); else 404.
 */
export interface QuoteSharingServiceDeps {
  repo: Pick<typeof QuotesRepo, 'findById' | 'listOfRequest'>;
  shares: Pick<typeof Shares, 'insertShare' | 'quotesByIds' | 'sharesOfQuotes' | 'sharesToBranch'>;
  quoteRequests: Pick<typeof quoteRequests, 'findByIds'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  customers: Pick<typeof customers, 'namesByEmail'>;
  notifications: Pick<typeof notifications, 'add'>;
  organisations: Pick<typeof organisations, 'branch'>;
  access: Pick<Access, 'customerRequest'>;
}

export function createQuoteSharingService({
  repo,
  shares,
  quoteRequests,
  workshops,
  customers,
  notifications,
  organisations,
  access,
}: QuoteSharingServiceDeps) {
  const { customerRequest } = access;
  async function organisationRequest(
    db: DbOrTx,
    user: OrganisationSessionUser,
    id: string,
    purpose: 'share' | 'read' = 'share',
  ) {
    const found = await customerRequest(db, id, { user }, purpose === 'share' ? 'act' : 'read');
    if (!found.row.organizationBranchId) throw notFound(NOT_FOUND_REQUEST);
    return found;
  }

  async function branchNames(db: DbOrTx, ids: string[]) {
    const names = new Map<string, string>();
    for (const id of new Set(ids)) names.set(id, (await organisations.branch(db, id))?.branchName ?? '');
    return names;
  }

  async function views(db: DbOrTx, rows: Shares.ShareRow[]): Promise<BranchShare[]> {
    const quotes = await shares.quotesByIds(db, [...new Set(rows.map((r) => r.quoteId))]);
    const [found, names, people] = await readsOf(
      db,
      () =>
        workshops.findMany(
          db,
          quotes.map((q) => q.workshopId),
        ),
      () =>
        branchNames(
          db,
          rows.map((r) => r.organizationBranchId),
        ),
      () =>
        customers.namesByEmail(
          db,
          rows.map((r) => r.username),
        ),
    );
    return rows.flatMap((r) => {
      const quote = quotes.find((q) => q.id === r.quoteId);
      if (!quote) return [];
      const workshop = found.find((w) => w.id === quote.workshopId);
      return [
        {
          id: r.id,
          quoteId: r.quoteId,
          quoteReference: quote.reference,
          workshopId: quote.workshopId,
          workshopName: workshop?.name ?? 'Workshop',
          workshopLogoUrl: workshop?.logoUrl ?? null,
          organizationBranchId: r.organizationBranchId,
          branchName: names.get(r.organizationBranchId) ?? '',
          username: r.username,
          sharedByName: people.get(normalizeEmail(r.username)) ?? null,
          dateCreated: r.createdAt.toISOString(),
          dateCreatedUtc: r.createdAt.toISOString(),
          isSuccess: r.isSuccess,
        },
      ];
    });
  }

  return {
    /** spec: POST /api/QuoteRequests/shareOrganizationBranchQuote/{id}?quoteId= with the branch in the body. */
    async share(
      db: Db,
      user: OrganisationSessionUser,
      requestId: string,
      quoteId: string,
      branchId: string,
    ): Promise<BranchShare> {
      const { row: request } = await organisationRequest(db, user, requestId);
      const quote = isUuid(quoteId) ? await repo.findById(db, quoteId) : null;
      if (!quote || quote.quoteRequestId !== request.id || !visibleToCustomer(quote))
        throw notFound(NOT_FOUND_QUOTE);
      if (!user.organisation.organisationBranchIds.includes(branchId.toLowerCase()))
        throw notFound('The branch');
      if (branchId.toLowerCase() === request.organizationBranchId)
        throw badRequest({
          organizationBranchId: ['This request is already that branch’s. Please choose another branch.'],
        });
      const [workshop] = await workshops.findMany(db, [quote.workshopId]);
      const from = await organisations.branch(db, request.organizationBranchId!);
      const sharer =
        (await customers.namesByEmail(db, [user.email])).get(normalizeEmail(user.email)) ?? user.email;
      const row = await db.transaction(async (tx) => {
        const inserted = await shares.insertShare(tx, {
          quoteId: quote.id,
          organizationBranchId: branchId.toLowerCase(),
          username: user.email,
        });
        await notifications.add(tx, [
          {
            organizationBranchId: branchId.toLowerCase(),
            quoteRequestId: request.id,
            quoteRequestUniqueId: request.uniqueId,
            title: 'Quote shared with your branch',
            message: `${sharer} (${from?.branchName ?? 'another branch'}) shared ${workshop?.name ?? 'a workshop'}’s quote ${quote.reference} for ${request.reference}.`,
            smcReference: request.reference,
            vehicleName: request.vehicleName,
            workshopName: workshop?.name ?? null,
            color: 'blue',
          },
        ]);
        return inserted;
      });
      const [view] = await views(db, [row]);
      return view!;
    },

    /** The shares of a request's quotes (who shared which quote with which branch, and when). */
    async ofRequest(db: DbOrTx, user: OrganisationSessionUser, requestId: string): Promise<BranchShare[]> {
      const { row: request, sharedQuoteIds } = await organisationRequest(db, user, requestId, 'read');
      const quotes = await repo.listOfRequest(db, request.id);
      const rows = await shares.sharesOfQuotes(
        db,
        quotes.map((q) => q.id),
      );
      // A branch that was shared a quote sees who shared what with it, not what went to other branches.
      return views(
        db,
        sharedQuoteIds
          ? rows.filter((r) => r.organizationBranchId === user.organisation.currentBranchId)
          : rows,
      );
    },

    /**
     * spec: a request's quoteRequestOrganizationBranchShare, for a reader who already reached the request
     * (decision 049): every share of its quotes, or for a branch shared some, only the shares made to it.
     */
    async forRequestView(db: DbOrTx, requestId: string, toBranchId: string | null): Promise<BranchShare[]> {
      const quotes = await repo.listOfRequest(db, requestId);
      const rows = await shares.sharesOfQuotes(
        db,
        quotes.map((q) => q.id),
      );
      return views(db, toBranchId ? rows.filter((r) => r.organizationBranchId === toBranchId) : rows);
    },

    /** The quotes shared with a branch, newest first (its dashboard). */
    async toBranch(db: DbOrTx, branchId: string, limit = 10): Promise<SharedWithBranch[]> {
      const rows = await shares.sharesToBranch(db, branchId, limit);
      const list = await views(db, rows);
      const quotes = await shares.quotesByIds(db, [...new Set(rows.map((r) => r.quoteId))]);
      const requests = await quoteRequests.findByIds(db, [...new Set(quotes.map((q) => q.quoteRequestId))]);
      const fromNames = await branchNames(
        db,
        requests.flatMap((r) => (r.organizationBranchId ? [r.organizationBranchId] : [])),
      );
      return list.flatMap((s) => {
        const quote = quotes.find((q) => q.id === s.quoteId);
        const request = requests.find((r) => r.id === quote?.quoteRequestId);
        if (!request) return [];
        return [
          {
            quoteRequestUniqueId: request.uniqueId,
            reference: request.reference,
            vehicleName: request.vehicleName,
            quoteReference: s.quoteReference,
            workshopName: s.workshopName,
            fromBranchName: request.organizationBranchId
              ? (fromNames.get(request.organizationBranchId) ?? null)
              : null,
            username: s.username,
            sharedByName: s.sharedByName,
            dateCreatedUtc: s.dateCreatedUtc,
          },
        ];
      });
    },
  };
}

export type QuoteSharingService = ReturnType<typeof createQuoteSharingService>;
