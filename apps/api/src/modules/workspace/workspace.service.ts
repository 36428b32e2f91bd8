import {
  centsToRandNumber,
  DASHBOARD_LIST_TITLES,
  type Dashboard,
  type DashboardList,
  type DashboardListAnswer,
  type GlobalSearch,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import type { OrganisationSessionUser } from '../../lib/session';
import { garage } from '../garage/index';
import { organisations } from '../organisations/index';
import { quoteRequests, requestsForQuotes } from '../quote-requests/index';
import { quoteSharing, quotes } from '../quotes/index';
import { workshops } from '../workshops/index';

/** At most this many of each group: the header's dropdown, not a results page. */
const PER_GROUP = 6;
/** The dashboard's lists show the newest this many. */
const LIST_LIMIT = 100;

/** A term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organisation workspace: what the header search and the dashboard read across modules, always of the
 * branch the user works in now (decision 028).
 */
export const workspace = {
  /** GET /api/user/globalSearch: the current branch's requests, vehicles and workshops matching a term. */
  async search(db: DbOrTx, user: OrganisationSessionUser, term: string): Promise<GlobalSearch> {
    const branchId = user.organisation.currentBranchId;
    if (!branchId) return { requests: [], vehicles: [], workshops: [] };
    const like = contains(term);
    const [found, vehicles] = await Promise.all([
      quoteRequests.searchOfBranch(db, branchId, like, PER_GROUP),
      garage.search(db, user, term, PER_GROUP),
    ]);
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
    const [f, sharedWithBranch] = await Promise.all([
      quotes.branchFigures(db, keys),
      branchId ? quoteSharing.toBranch(db, branchId) : Promise.resolve([]),
    ]);
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
    const [requests, names] = await Promise.all([
      requestsForQuotes.findByIds(db, [...new Set(found.map((q) => q.quoteRequestId))]),
      workshops.names(db, [...new Set(found.map((q) => q.workshopId))]),
    ]);
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
};
