import { z } from 'zod';

/**
 * People and trust in the admin back office (issue 22 item 7, decision 065): one search box over users,
 * requests, quotes, jobs and payments; a request's whole history across both sides; a user's page.
 */

// ------------------------------------------------------------------ search

/** Shorter terms match too much to be useful, and trigram indexes need three characters. */
export const ADMIN_SEARCH_MIN = 3;
/** At most this many hits per group. */
export const ADMIN_SEARCH_LIMIT = 10;

export const AdminSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(ADMIN_SEARCH_MIN, { error: `Type at least ${ADMIN_SEARCH_MIN} characters.` })
    .max(200),
});
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;

export const ADMIN_SEARCH_GROUPS = ['users', 'requests', 'quotes', 'jobs', 'payments'] as const;
export type AdminSearchGroup = (typeof ADMIN_SEARCH_GROUPS)[number];
export const ADMIN_SEARCH_GROUP_TITLES: Record<AdminSearchGroup, string> = {
  users: 'Users',
  requests: 'Requests',
  quotes: 'Quotes',
  jobs: 'Jobs',
  payments: 'Payments',
};

/** One hit: what it is, a title and a line of detail, and the request or user page it opens. */
export const AdminSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** The request (requests, quotes, jobs, payments) or the user (users) the hit opens. */
  requestId: z.string().nullable(),
  userId: z.string().nullable(),
  /** ISO, UTC. */
  createdAt: z.string(),
});
export type AdminSearchHit = z.infer<typeof AdminSearchHitSchema>;

export const AdminSearchResultsSchema = z.object({
  q: z.string(),
  users: z.array(AdminSearchHitSchema),
  requests: z.array(AdminSearchHitSchema),
  quotes: z.array(AdminSearchHitSchema),
  jobs: z.array(AdminSearchHitSchema),
  payments: z.array(AdminSearchHitSchema),
});
export type AdminSearchResults = z.infer<typeof AdminSearchResultsSchema>;

// ------------------------------------------------------------------ a request's whole history

export const ADMIN_HISTORY_KINDS = [
  'request',
  'status',
  'quote',
  'message',
  'amendment',
  'payment',
  'refund',
] as const;
export type AdminHistoryKind = (typeof ADMIN_HISTORY_KINDS)[number];

/** One thing that happened on the request, either side. */
export const AdminHistoryEventSchema = z.object({
  /** ISO, UTC. */
  at: z.string(),
  kind: z.enum(ADMIN_HISTORY_KINDS),
  /** The quote it belongs to (null: the request itself). */
  quoteReference: z.string().nullable(),
  workshopName: z.string().nullable(),
  /** customer | workshop | system | admin, or who by name where recorded. */
  actor: z.string().nullable(),
  summary: z.string(),
});
export type AdminHistoryEvent = z.infer<typeof AdminHistoryEventSchema>;

export const AdminRequestQuoteSchema = z.object({
  id: z.string(),
  reference: z.string(),
  workshopId: z.string(),
  workshopName: z.string(),
  status: z.string(),
  totalIncl: z.number(),
});

export const AdminRequestHistorySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  quoteType: z.string(),
  vehicleName: z.string(),
  registration: z.string().nullable(),
  vin: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  quotes: z.array(AdminRequestQuoteSchema),
  /** Oldest first. */
  events: z.array(AdminHistoryEventSchema),
});
export type AdminRequestHistory = z.infer<typeof AdminRequestHistorySchema>;

// ------------------------------------------------------------------ a user

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  disabled: z.boolean(),
  deleted: z.boolean(),
  twoFactor: z.boolean(),
  emailConfirmed: z.boolean(),
  /** customer, admin, workshop (with its name), organisation (with its name and role). */
  roles: z.array(z.string()),
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int(),
  sessions: z.number().int(),
  requests: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

// ------------------------------------------------------------------ review moderation and replies

export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 500;

/** A review as the admin moderates it: hidden ones too, with why and when. */
export const AdminReviewSchema = z.object({
  id: z.string(),
  workshopId: z.string(),
  authorName: z.string(),
  rating: z.number(),
  review: z.string(),
  /** ISO, UTC. */
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  reply: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = z.array(AdminReviewSchema);

/** POST /api/admin/reviews/{id}/hide */
export const HideReviewSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please say why the review is hidden; the workshop is told.' })
    .max(REVIEW_HIDE_REASON_MAX),
});
export type HideReview = z.infer<typeof HideReviewSchema>;

/** POST /api/workshop/reviews/{id}/reply: the workshop's one public reply. */
export const ReviewReplySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, { error: 'Please write your reply.' })
    .max(REVIEW_REPLY_MAX, { error: `Keep your reply within ${REVIEW_REPLY_MAX} characters.` }),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

// ------------------------------------------------------------------ POPIA requests

export const POPIA_REQUEST_KINDS = ['export', 'erasure'] as const;
export const POPIA_LIST_LIMIT = 200;

/** One POPIA request as recorded: whose data, what, asked by whom, done when and by whom. */
export const PopiaRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(POPIA_REQUEST_KINDS),
  subjectUserId: z.string(),
  subjectEmail: z.string(),
  requestedBy: z.enum(['self', 'admin']),
  actorEmail: z.string(),
  /** ISO, UTC. */
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PopiaRequest = z.infer<typeof PopiaRequestSchema>;
export const PopiaRequestListSchema = z.array(PopiaRequestSchema);

/** POST /api/admin/users/{id}/erase: the admin confirms, as the person would. */
export const AdminEraseUserSchema = z.object({
  confirm: z.literal(true, { error: 'Please confirm that this person’s data is to be erased.' }),
});
export type AdminEraseUser = z.infer<typeof AdminEraseUserSchema>;
