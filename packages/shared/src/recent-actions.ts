import { z } from 'zod';

/**
 * spec: recent action / message (GET /api/user/queryUserRecentActions/{id}, queryUserRecentMessages/{id}).
 * actionSource 0 is a garage vehicle, anything else a quote request.
 */
export const RecentActionSchema = z.object({
  actionSource: z.number(),
  actionType: z.string().nullish(),
  actionDescription: z.string().nullish(),
  actionDate: z.string().nullish(),
  actionNote: z.string().nullish(),
  vehicleName: z.string().nullish(),
  vehicleSummary: z.string().nullish(),
  vehicleImageUrl: z.string().nullish(),
  workshopName: z.string().nullish(),
  navigationId: z.union([z.string(), z.number()]),
});
export type RecentAction = z.infer<typeof RecentActionSchema>;

/** A row of the events list or the inbox: the spec's fields plus its own id (the message reference). */
export const RecentActionRowSchema = RecentActionSchema.extend({
  id: z.string(),
  /** Inbox rows: read (Mark as Read) or not; events are always read. */
  isRead: z.boolean(),
});
export type RecentActionRow = z.infer<typeof RecentActionRowSchema>;

/** Query flags arrive as text ('true' / 'false'); anything else is a clear 400. */
const queryFlag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false.` })
    .optional()
    .transform((v) => v === 'true');

/** The branch (or, for a person outside any organisation, the user) whose lists are read. */
export const RecentOwnerParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

/** GET /api/user/queryUserRecentActions/{id}?searchTerm= */
export const RecentActionsQuerySchema = z.object({
  searchTerm: z.string().trim().max(100, { error: 'The search may be at most 100 characters.' }).optional(),
});

/** GET /api/user/queryUserRecentMessages/{id}?isOpen=&isSent= : Unread (neither), Read (isOpen), Sent (isSent). */
export const RecentMessagesQuerySchema = z.object({
  isOpen: queryFlag('isOpen'),
  isSent: queryFlag('isSent'),
});

/** POST /api/user/setMessageRead: the message reference (its id). */
export const SetMessageReadSchema = z.object({
  id: z.uuid({ error: 'The message reference is not valid.' }),
});

/** Its answer: the message and that it is read now. */
export const SetMessageReadAnswerSchema = z.object({ id: z.string(), isRead: z.boolean() });
export type SetMessageReadAnswer = z.infer<typeof SetMessageReadAnswerSchema>;

export const RecentActionListSchema = z.array(RecentActionRowSchema);

// ------------------------------------------------------------------ notifications

/** spec: Notification (GET /api/user/loadNotifications and the live stream), plus the request's uniqueId. */
export const NotificationSchema = z.object({
  id: z.string(),
  organizationBranchId: z.string().nullable(),
  isRead: z.boolean(),
  title: z.string(),
  smcReference: z.string().nullable(),
  vehicleName: z.string().nullable(),
  message: z.string(),
  /** A Mantine colour name: blue for news, green for good news, orange when an answer is needed, red for a refusal. */
  color: z.string(),
  dateCreatedUtc: z.string(),
  quoteRequestId: z.string().nullable(),
  /** The request's public id: the toast opens /quotes/{quoteRequestUniqueId}. */
  quoteRequestUniqueId: z.string().nullable(),
  /**
   * Arrived since the person last looked (decision 052): only these are toasted on a page load. What the
   * stream delivers is always new. Not in the spec, which keeps isRead on the client only.
   */
  isNew: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

/** POST /api/user/setNotificationRead: one notification (closed) or every one of a request (opened). */
export const SetNotificationReadSchema = z
  .object({ id: z.uuid().optional(), quoteRequestId: z.uuid().optional() })
  .refine((v) => Boolean(v.id || v.quoteRequestId), {
    error: 'Say which notification was read.',
    path: ['id'],
  });
export type SetNotificationRead = z.infer<typeof SetNotificationReadSchema>;
/** Its answer: how many notifications it marked read. */
export const SetNotificationReadAnswerSchema = z.object({ read: z.number() });
export type SetNotificationReadAnswer = z.infer<typeof SetNotificationReadAnswerSchema>;

/**
 * POST /api/user/setNotificationsSeen: the person has looked at their notifications up to the newest one
 * their toasts showed (its dateCreatedUtc); the next page load toasts only what arrived after it.
 */
export const SetNotificationsSeenSchema = z.object({
  until: z.iso.datetime({ offset: true, error: 'Say until when the notifications were seen.' }),
});
export type SetNotificationsSeen = z.infer<typeof SetNotificationsSeenSchema>;
/** Its answer: `{ seen: true }`. */
export const SetNotificationsSeenAnswerSchema = z.object({ seen: z.boolean() });
export type SetNotificationsSeenAnswer = z.infer<typeof SetNotificationsSeenAnswerSchema>;

// ------------------------------------------------------------------ global search

/** GET /api/user/globalSearch?searchTerm= (3+ characters): the branch's requests, vehicles and workshops. */
export const GlobalSearchQuerySchema = z.object({
  searchTerm: z
    .string({ error: 'Please type something to search for.' })
    .trim()
    .min(3, { error: 'Please type at least 3 characters.' })
    .max(100, { error: 'The search may be at most 100 characters.' }),
});

export const GlobalSearchSchema = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      uniqueId: z.string(),
      reference: z.string(),
      vehicleName: z.string(),
      quoteRequestStatus: z.number(),
      dateCreatedUtc: z.string(),
    }),
  ),
  vehicles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      licensePlate: z.string().nullable(),
      vinNumber: z.string().nullable(),
    }),
  ),
  workshops: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GlobalSearch = z.infer<typeof GlobalSearchSchema>;
export type SetMessageRead = z.infer<typeof SetMessageReadSchema>;
