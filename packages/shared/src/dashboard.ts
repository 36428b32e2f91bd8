import { z } from 'zod';
import { SharedWithBranchSchema } from './organisation-quotes';

/**
 * The organisation dashboard (issue 12 item 1, decision 031): the current branch's work at a glance, each
 * figure a link to the list behind it.
 */

/** The lists behind the figures (GET /api/user/dashboardList/{figure}); open requests are /active-requests. */
export const DASHBOARD_LISTS = [
  'awaiting-decision',
  'in-progress',
  'amendments',
  'to-pay',
  'paid-this-month',
  'paid-last-month',
  'quoted',
] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

export const DASHBOARD_LIST_TITLES: Record<DashboardList, string> = {
  'awaiting-decision': 'Quotes waiting for your decision',
  'in-progress': 'Jobs in progress',
  amendments: 'Amendments waiting for your approval',
  'to-pay': 'Invoices to pay',
  'paid-this-month': 'Paid this month',
  'paid-last-month': 'Paid last month',
  quoted: 'Quotes received in the last 90 days',
};

/** Quote turnaround is averaged over the quotes sent in this many days. */
export const TURNAROUND_WINDOW_DAYS = 90;
/** The spend chart's months, this one included. */
export const SPEND_CHART_MONTHS = 6;

export const DashboardSchema = z.object({
  branchName: z.string().nullable(),
  openRequests: z.number().int(),
  awaitingDecision: z.number().int(),
  jobsInProgress: z.number().int(),
  amendmentsWaiting: z.number().int(),
  invoicesToPay: z.number().int(),
  /** Rand, incl. VAT. */
  invoicesToPayTotal: z.number(),
  spendThisMonth: z.number(),
  spendLastMonth: z.number(),
  /** Oldest first, `SPEND_CHART_MONTHS` entries; `month` is YYYY-MM (Johannesburg). */
  spendByMonth: z.array(z.object({ month: z.string(), total: z.number(), jobs: z.number().int() })),
  /** Hours from the request to each quote sent in the window; null without any. */
  averageTurnaroundHours: z.number().nullable(),
  quotesReceived: z.number().int(),
  /** Quotes other branches of the organisation shared with this one, newest first (decision 032). */
  sharedWithBranch: z.array(SharedWithBranchSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardListParamsSchema = z.object({
  figure: z.enum(DASHBOARD_LISTS, { error: 'There is no such list on the dashboard.' }),
});

export const DashboardListSchema = z.object({
  figure: z.enum(DASHBOARD_LISTS),
  title: z.string(),
  items: z.array(
    z.object({
      quoteId: z.string(),
      quoteReference: z.string(),
      quoteRequestUniqueId: z.string(),
      reference: z.string(),
      vehicleName: z.string(),
      workshopName: z.string().nullable(),
      quoteStatus: z.number(),
      /** Rand incl. VAT: the invoice for invoiced and paid jobs, else the quote. */
      amount: z.number(),
      /** What the list is about: sent, paid or last changed (ISO). */
      date: z.string(),
      /** For the turnaround list: hours from the request to this quote. */
      turnaroundHours: z.number().nullable(),
    }),
  ),
});
export type DashboardListAnswer = z.infer<typeof DashboardListSchema>;
