import {
  centsToRandNumber,
  DASHBOARD_LIST_TITLES,
  type Dashboard,
  type DashboardList,
  type DashboardListAnswer,
  type GlobalSearch,
  PRICE_LOOKUP_LEVELS,
  type PriceLookup,
  type PriceLookupBody,
} from '@motorwise/shared';
import { type DbOrTx, readsOf } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { OrganisationSessionUser } from '../../lib/session';
import type { garage } from '../garage/index';
import type { organisations } from '../organisations/index';
import type { quoteRequests } from '../quote-requests/index';
import type { quoteSharing, quotes } from '../quotes/index';
import type { vehicles } from '../vehicles/index';
import type { workshops } from '../workshops/index';

/** At most this many of each group: the header's dropdown, not a results page. */
const PER_GROUP = 6;
/** The dashboard's lists show the newest this many. */
const LIST_LIMIT = 100;
/** The price lookup reads at most this many earlier items of the organisation, newest first. */
const LOOKUP_HISTORY_LIMIT = 2000;

/** A term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the workspace service is given (decision 058): what it uses of its repo and of the modules below it. */
export interface WorkspaceServiceDeps {
  garage: Pick<typeof garage, 'search'>;
  organisations: Pick<typeof organisations, 'branch'>;
  quoteRequests: Pick<
    typeof quoteRequests,
    'branchRequests' | 'find' | 'findByIds' | 'itemNamesOf' | 'itemsOfBranches' | 'searchOfBranch'
  >;
  quoteSharing: Pick<typeof quoteSharing, 'toBranch'>;
  quotes: Pick<typeof quotes, 'branchFigures' | 'branchList' | 'paidItemTotals'>;
  vehicles: Pick<typeof vehicles, 'findByIds'>;
  workshops: Pick<typeof workshops, 'names'>;
}

/**
 * The organisation workspace: what the header search and the dashboard read across modules, always of the
 * branch the user works in now (decision 028).
 */
export function createWorkspaceService({
  garage,
  organisations,
  quoteRequests,
  quoteSharing,
  quotes,
  vehicles,
  workshops,
}: WorkspaceServiceDeps) {
  return {
    /** GET /api/user/globalSearch: the current branch's requests, vehicles and workshops matching a term. */
    async search(db: DbOrTx, user: OrganisationSessionUser, term: string): Promise<GlobalSearch> {
      const branchId = user.organisation.currentBranchId;
      if (!branchId) return { requests: [], vehicles: [], workshops: [] };
      const like = contains(term);
      const [found, vehicles] = await readsOf(
        db,
        () => quoteRequests.searchOfBranch(db, branchId, like, PER_GROUP),
        () => garage.search(db, user, term, PER_GROUP),
      );
      const names = await workshops.names(db, found.workshopIds);
      const needle = term.toLowerCase();
      return {
        requests: found.requests.map((r) => ({
          id: r.id,
          uniqueId: r.uniqueId,
          reference: r.reference,
          vehicleName: r.vehicleName,
          quoteRequestStatus: r.quoteRequestStatus,
          dateCreatedUtc: r.createdAt.toISOString(),
        })),
        vehicles,
        workshops: [...names]
          .filter(([, name]) => name.toLowerCase().includes(needle))
          .sort(([, a], [, b]) => a.localeCompare(b))
          .slice(0, PER_GROUP)
          .map(([id, name]) => ({ id, name })),
      };
    },

    /**
     * GET /api/user/dashboard: the current branch's work at a glance (decision 031). Only requests made for
     * the branch are counted: another branch's, shared or not, never.
     */
    async dashboard(db: DbOrTx, user: OrganisationSessionUser): Promise<Dashboard> {
      const branchId = user.organisation.currentBranchId;
      const branch = branchId ? await organisations.branch(db, branchId) : null;
      const { openRequests, keys } = branchId
        ? await quoteRequests.branchRequests(db, branchId)
        : { openRequests: 0, keys: [] };
      const [f, sharedWithBranch] = await readsOf(
        db,
        () => quotes.branchFigures(db, keys),
        () => (branchId ? quoteSharing.toBranch(db, branchId) : Promise.resolve([])),
      );
      const spend = f.spendByMonth.map((m) => ({
        month: m.month,
        total: centsToRandNumber(m.cents),
        jobs: m.jobs,
      }));
      return {
        branchName: branch?.branchName ?? null,
        openRequests,
        awaitingDecision: f.awaitingDecision,
        jobsInProgress: f.jobsInProgress,
        amendmentsWaiting: f.amendmentsWaiting,
        invoicesToPay: f.invoicesToPay,
        invoicesToPayTotal: centsToRandNumber(f.invoicesToPayCents),
        spendThisMonth: spend.at(-1)?.total ?? 0,
        spendLastMonth: spend.at(-2)?.total ?? 0,
        spendByMonth: spend,
        averageTurnaroundHours:
          f.averageTurnaroundHours === null ? null : Math.round(f.averageTurnaroundHours * 10) / 10,
        quotesReceived: f.quotesReceived,
        sharedWithBranch,
      };
    },

    /** GET /api/user/dashboardList/{figure}: the quotes behind one of the dashboard's figures. */
    async dashboardList(
      db: DbOrTx,
      user: OrganisationSessionUser,
      figure: DashboardList,
    ): Promise<DashboardListAnswer> {
      const branchId = user.organisation.currentBranchId;
      const keys = branchId ? (await quoteRequests.branchRequests(db, branchId)).keys : [];
      const found = await quotes.branchList(db, keys, figure, LIST_LIMIT);
      const [requests, names] = await readsOf(
        db,
        () => quoteRequests.findByIds(db, [...new Set(found.map((q) => q.quoteRequestId))]),
        () => workshops.names(db, [...new Set(found.map((q) => q.workshopId))]),
      );
      const byId = new Map(requests.map((r) => [r.id, r]));
      return {
        figure,
        title: DASHBOARD_LIST_TITLES[figure],
        items: found.flatMap((q) => {
          const r = byId.get(q.quoteRequestId);
          if (!r) return [];
          return [
            {
              quoteId: q.quoteId,
              quoteReference: q.quoteReference,
              quoteRequestUniqueId: r.uniqueId,
              reference: r.reference,
              vehicleName: r.vehicleName,
              workshopName: names.get(q.workshopId) ?? null,
              quoteStatus: q.quoteStatus,
              amount: centsToRandNumber(Number(q.cents)),
              date: new Date(q.date).toISOString(),
              turnaroundHours: q.turnaroundHours === null ? null : Math.round(q.turnaroundHours * 10) / 10,
            },
          ];
        }),
      };
    },

    /**
     * spec: POST /api/QuoteRequests/queryQuotesPriceLookup (decision 032): what the organisation (any of its
     * branches) has paid before for the same items, on the same model, else range, else make of vehicle.
     */
    async priceLookup(
      db: DbOrTx,
      user: OrganisationSessionUser,
      body: PriceLookupBody,
    ): Promise<PriceLookup[]> {
      let names = body.items ?? [];
      let vehicleId = body.vehicleId ?? null;
      let exceptId: string | null = null;
      if (body.quoteRequestId) {
        // A request of the branch the caller works in now (decision 049); another branch's is not found.
        const request = await quoteRequests.find(db, body.quoteRequestId);
        if (
          !request?.organizationBranchId ||
          request.organizationBranchId !== user.organisation.currentBranchId
        )
          throw notFound('The quote request');
        names = (await quoteRequests.itemNamesOf(db, [request.id])).map((i) => i.name);
        vehicleId = request.vehicleId;
        exceptId = request.id;
      }
      const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).entries()];
      const history = await quoteRequests.itemsOfBranches(
        db,
        user.organisation.organisationBranchIds,
        unique.map(([key]) => key),
        exceptId,
        LOOKUP_HISTORY_LIMIT,
      );
      const paid = await quotes.paidItemTotals(
        db,
        history.map((h) => h.quoteRequestItemId),
      );
      const vehicleIds = [...new Set([vehicleId, ...history.map((h) => h.vehicleId)])].filter(
        (id): id is number => id !== null,
      );
      const [traits, workshopNames] = await readsOf(
        db,
        () => vehicles.findByIds(db, vehicleIds),
        () => workshops.names(db, [...new Set(paid.map((p) => p.workshopId))]),
      );
      const trait = (id: number | null) => {
        const v = traits.find((t) => Number(t.id) === id);
        return v ? { brand: v.brand.trim().toLowerCase(), range: v.range.trim().toLowerCase() } : null;
      };
      const mine = trait(vehicleId);
      /** 0 = same model, 1 = same range, 2 = same make, null = not alike. */
      const closeness = (id: number | null) => {
        if (vehicleId !== null && id === vehicleId) return 0;
        const other = trait(id);
        if (!mine || !other || other.brand !== mine.brand) return null;
        return other.range === mine.range ? 1 : 2;
      };
      const byItem = new Map(history.map((h) => [h.quoteRequestItemId, h]));
      return unique.map(([key, name]) => {
        const samples = paid.flatMap((p) => {
          const h = byItem.get(p.quoteRequestItemId);
          const level = h && h.itemKey === key ? closeness(h.vehicleId) : null;
          return h && level !== null
            ? [{ ...p, h, level, cents: Number(p.cents), at: new Date(p.paidAt) }]
            : [];
        });
        const best = samples.length ? Math.min(...samples.map((s) => s.level)) : null;
        const used = best === null ? [] : samples.filter((s) => s.level <= best);
        const last = used.reduce<(typeof used)[number] | null>((a, s) => (!a || s.at > a.at ? s : a), null);
        const cents = used.map((s) => s.cents);
        return {
          quoteRequestItemName: name,
          level: best === null ? null : PRICE_LOOKUP_LEVELS[best]!,
          paidCount: used.length,
          averagePriceIncl: cents.length
            ? centsToRandNumber(Math.round(cents.reduce((a, c) => a + c, 0) / cents.length))
            : null,
          lowestPriceIncl: cents.length ? centsToRandNumber(Math.min(...cents)) : null,
          highestPriceIncl: cents.length ? centsToRandNumber(Math.max(...cents)) : null,
          last: last
            ? {
                priceIncl: centsToRandNumber(last.cents),
                datePaidUtc: last.at.toISOString(),
                workshopName: workshopNames.get(last.workshopId) ?? 'Workshop',
                vehicleName: last.h.vehicleName,
                // The price is the organisation's; the record stays its branch's (decision 049).
                ...(last.h.organizationBranchId === user.organisation.currentBranchId
                  ? { reference: last.h.reference, quoteRequestUniqueId: last.h.uniqueId }
                  : { reference: null, quoteRequestUniqueId: null }),
              }
            : null,
        };
      });
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
