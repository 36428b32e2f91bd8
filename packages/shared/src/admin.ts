import { z } from 'zod';
import { QuoteTypeSchema } from './quote-types';

/**
 * The admin back office (issue 22, decision 059): the audit trail, step-up before an admin acts, and the
 * Admin Dashboard's figures with the lists behind them.
 */

// ------------------------------------------------------------------ step-up

/** An admin acts (any admin write) only within this many minutes of signing in (decision 059). */
export const STEP_UP_MINUTES = 15;

/** The key of the step-up refusal's `errors`: the web tells it from any other 403 by this key. */
export const STEP_UP_ERROR_KEY = 'freshSignIn';

export const STEP_UP_MESSAGES = {
  stale: `For your security, please sign in again: administrators act only within ${STEP_UP_MINUTES} minutes of signing in.`,
  secondFactor:
    'For your security, please sign in again with your authenticator code: your account has two-factor authentication on.',
} as const;

// ------------------------------------------------------------------ the audit trail

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.');

/** One admin action as recorded in the same transaction as the action. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO, UTC. */
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string(),
  /** 'payout.markPaid', 'user.disable', ... */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record before and after the action (any JSON; null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** The audit page's search: every field optional; dates are Johannesburg days, both ends included. */
export const AuditQuerySchema = z.object({
  /** Part of the actor's e-mail, or their user id. */
  actor: z.string().trim().max(200).optional(),
  /** An action name or its start ('payout.' for every payout action). */
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(200).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The `next` of the previous page: entries older than it. */
  before: z.string().trim().max(200).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  /** Give it as `before` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ------------------------------------------------------------------ the Admin Dashboard

/** The default range: the last this many Johannesburg days, today included. */
export const ADMIN_DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range one call covers. */
export const ADMIN_DASHBOARD_MAX_DAYS = 366;

export const AdminDashboardQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  regionId: z.uuid('Choose a region from the list.').optional(),
  quoteType: QuoteTypeSchema.optional(),
});
export type AdminDashboardQuery = z.infer<typeof AdminDashboardQuerySchema>;

/** The lists behind the figures (decision 059 says exactly what each one counts). */
export const ADMIN_FIGURES = [
  'requests',
  'quotes-sent',
  'first-quotes',
  'accepted',
  'gross-value',
  'commission',
  'refunds',
] as const;
export type AdminFigure = (typeof ADMIN_FIGURES)[number];

export const ADMIN_FIGURE_TITLES: Record<AdminFigure, string> = {
  requests: 'Requests made',
  'quotes-sent': 'Quotes sent on those requests',
  'first-quotes': 'Requests with a first quote',
  accepted: 'Requests with an accepted quote',
  'gross-value': 'Booked quotes',
  commission: 'Payments the commission was earned on',
  refunds: 'Refunds made',
};

export const AdminDashboardSchema = z.object({
  /** The range read, as Johannesburg days (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  requests: z.number().int(),
  quotesSent: z.number().int(),
  /** quotesSent / requests; null without requests. */
  quotesPerRequest: z.number().nullable(),
  /** Requests with at least one quote sent. */
  quotedRequests: z.number().int(),
  /** The median of the hours from each quoted request to its first quote sent; null without any. */
  medianHoursToFirstQuote: z.number().nullable(),
  /** Requests with a quote accepted (booked onwards). */
  acceptedRequests: z.number().int(),
  /** acceptedRequests / quotedRequests; null without quoted requests. */
  acceptanceRate: z.number().nullable(),
  bookedQuotes: z.number().int(),
  /** Rand incl. VAT: the booked quotes' totals. */
  grossValue: z.number(),
  commissionPayments: z.number().int(),
  /** Rand: the platform's commission on the payments received in the range. */
  commission: z.number(),
  refunds: z.number().int(),
  /** Rand: what was refunded in the range. */
  refundedValue: z.number(),
  /** Every day of the range, oldest first. */
  days: z.array(
    z.object({
      day: z.string(),
      requests: z.number().int(),
      quotesSent: z.number().int(),
      grossValue: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminFigureParamsSchema = z.object({
  figure: z.enum(ADMIN_FIGURES, { error: 'There is no such list on the dashboard.' }),
});

/** Rows a figure's list holds at most; `total` always says how many the figure counts. */
export const ADMIN_FIGURE_LIST_LIMIT = 500;

export const AdminFigureListSchema = z.object({
  figure: z.enum(ADMIN_FIGURES),
  title: z.string(),
  total: z.number().int(),
  items: z.array(
    z.object({
      /** The request, quote or payment id. */
      id: z.string(),
      /** The request's or quote's reference, or the payment's merchant reference. */
      reference: z.string(),
      requestReference: z.string(),
      quoteType: z.string(),
      workshopName: z.string().nullable(),
      /** ISO: when it counted (made, sent, booked, paid or refunded). */
      date: z.string(),
      /** Rand, for the money lists; hours for the first-quote list; else null. */
      value: z.number().nullable(),
    }),
  ),
});
export type AdminFigureList = z.infer<typeof AdminFigureListSchema>;
