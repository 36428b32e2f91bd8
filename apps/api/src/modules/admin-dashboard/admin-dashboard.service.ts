import {
  ADMIN_DASHBOARD_DEFAULT_DAYS,
  ADMIN_DASHBOARD_MAX_DAYS,
  ADMIN_FIGURE_LIST_LIMIT,
  ADMIN_FIGURE_TITLES,
  type AdminDashboard,
  type AdminDashboardQuery,
  type AdminFigure,
  type AdminFigureList,
  formatStoredQuoteType,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type * as AdminDashboardRepo from './admin-dashboard.repo';
import type { FigureFilter } from './admin-dashboard.repo';

export interface AdminDashboardServiceDeps {
  repo: Pick<typeof AdminDashboardRepo, 'totals' | 'perDay' | 'figureRows'>;
  /** Today's instant (tests fix it). */
  now?: () => Date;
}

const DAY_MS = 86_400_000;
/** Africa/Johannesburg keeps +02:00 all year. */
const OFFSET_MS = 2 * 3_600_000;
const johannesburgDay = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const rand = (cents: string | number) => Math.round(Number(cents)) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The Admin Dashboard (issue 22 item 8): the marketplace's figures for a range of Johannesburg days,
 * filtered by region and quote type, and the list behind each figure with the same filters. What each
 * figure counts is written in decision 059 and in the repo's statements.
 */
export function createAdminDashboardService({ repo, now = () => new Date() }: AdminDashboardServiceDeps) {
  function filterOf(query: AdminDashboardQuery): FigureFilter {
    const toDay = query.to ?? johannesburgDay(now());
    const fromDay = query.from ?? addDays(toDay, -(ADMIN_DASHBOARD_DEFAULT_DAYS - 1));
    if (fromDay > toDay) throw badRequest({ to: ['The end date must be on or after the start date.'] });
    if (Date.parse(toDay) - Date.parse(fromDay) >= ADMIN_DASHBOARD_MAX_DAYS * DAY_MS)
      throw badRequest({ from: [`Choose at most ${ADMIN_DASHBOARD_MAX_DAYS} days.`] });
    return {
      from: dayStart(fromDay),
      to: dayStart(addDays(toDay, 1)),
      fromDay,
      toDay,
      regionId: query.regionId ?? null,
      quoteTypes: query.quoteType ? [formatStoredQuoteType(query.quoteType), query.quoteType] : null,
    };
  }

  return {
    /** Every figure of the range, and the per-day series the charts draw. */
    async figures(db: DbOrTx, query: AdminDashboardQuery): Promise<AdminDashboard> {
      const filter = filterOf(query);
      const [t, days] = await Promise.all([repo.totals(db, filter), repo.perDay(db, filter)]);
      return {
        from: filter.fromDay,
        to: filter.toDay,
        requests: t.requests,
        quotesSent: t.quotesSent,
        quotesPerRequest: ratio(t.quotesSent, t.requests),
        quotedRequests: t.quotedRequests,
        medianHoursToFirstQuote: t.medianHours,
        acceptedRequests: t.acceptedRequests,
        acceptanceRate: ratio(t.acceptedRequests, t.quotedRequests),
        bookedQuotes: t.bookedQuotes,
        grossValue: rand(t.grossCents),
        commissionPayments: t.commissionPayments,
        commission: rand(t.commissionCents),
        refunds: t.refunds,
        refundedValue: rand(t.refundCents),
        days: days.map((d) => ({
          day: d.day,
          requests: d.requests,
          quotesSent: d.quotesSent,
          grossValue: rand(d.grossCents),
        })),
      };
    },

    /** The records one figure counts (the same filters), newest first. */
    async list(db: DbOrTx, figure: AdminFigure, query: AdminDashboardQuery): Promise<AdminFigureList> {
      const found = await repo.figureRows(db, filterOf(query), figure, ADMIN_FIGURE_LIST_LIMIT);
      return {
        figure,
        title: ADMIN_FIGURE_TITLES[figure],
        total: found[0]?.total ?? 0,
        items: found.map((row) => ({
          id: row.id,
          reference: row.reference,
          requestReference: row.requestReference,
          quoteType: row.quoteType,
          workshopName: row.workshopName,
          date: new Date(row.date).toISOString(),
          value: row.value === null ? null : Math.round(Number(row.value) * 100) / 100,
        })),
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
