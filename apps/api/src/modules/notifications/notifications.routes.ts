import {
  NOTIFICATIONS_API,
  NotificationListSchema,
  RecentActionListSchema,
  RecentActionsQuerySchema,
  RecentMessagesQuerySchema,
  RecentOwnerParamsSchema,
  SetMessageReadAnswerSchema,
  SetMessageReadSchema,
  SetNotificationReadAnswerSchema,
  SetNotificationReadSchema,
  SetNotificationsSeenAnswerSchema,
  SetNotificationsSeenSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { requireOrganisationUser, requireUser, type SessionUser } from '../../lib/session';
import { notifications } from './index';
import { createLiveHub } from './live';
import { audienceOf } from './notifications.service';

/**
 * A comment line now and then keeps proxies from closing a quiet stream; as often, every open stream's
 * access is checked again (ended when it changed, though nothing was delivered).
 */
const HEARTBEAT_MS = 25_000;

/**
 * The session behind a stream as it is now (the accounts module's loadSessionUser, handed in by app.ts):
 * null when it was revoked, or the account disabled or deleted.
 */
export type SessionLookup = (userId: string, sessionId: string) => Promise<SessionUser | null>;

/**
 * Whether the caller may read a request (the quotes module's rule, handed in by app.ts): marking its
 * notifications read names a request, and another branch's is not found (decision 049).
 */
export type RequestReadable = (user: SessionUser, requestId: string) => Promise<boolean>;

/** Events, inbox and notifications (spec: the User call table), and the live stream (decision 027). */
export function notificationRoutes(
  deps: AppDeps,
  ports: { lookup: SessionLookup; requestReadable: RequestReadable },
) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const hub = createLiveHub(deps, {
      currentAudience: async ({ userId, sessionId }) => {
        const now = await ports.lookup(userId, sessionId);
        return now ? audienceOf(now) : 'ended';
      },
      recheckMs: HEARTBEAT_MS,
    });
    /** Open streams: ended before the server closes, which would otherwise wait for them forever. */
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });
    app.addHook('onClose', async () => hub.close());

    app.route({
      ...at(NOTIFICATIONS_API.queryUserRecentActions),
      schema: {
        summary: "List the recent events of the caller's organisation branch",
        params: RecentOwnerParamsSchema,
        querystring: RecentActionsQuerySchema,
        response: { 200: RecentActionListSchema },
      },
      config: { access: 'organisation', rateLimit: { max: 120, windowMinutes: 1 } },
      handler: async (request) =>
        notifications.recentActions(
          deps.db,
          requireOrganisationUser(request),
          request.params.id,
          request.query.searchTerm,
        ),
    });

    app.route({
      ...at(NOTIFICATIONS_API.queryUserRecentMessages),
      schema: {
        summary: "List the recent messages of the caller's organisation branch (the inbox)",
        params: RecentOwnerParamsSchema,
        querystring: RecentMessagesQuerySchema,
        response: { 200: RecentActionListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        notifications.recentMessages(
          deps.db,
          requireOrganisationUser(request),
          request.params.id,
          request.query,
        ),
    });

    app.route({
      ...at(NOTIFICATIONS_API.setMessageRead),
      schema: {
        summary: 'Mark an inbox message read',
        body: SetMessageReadSchema,
        response: { 200: SetMessageReadAnswerSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        notifications.setMessageRead(deps.db, requireOrganisationUser(request), request.body.id),
    });

    app.route({
      ...at(NOTIFICATIONS_API.loadNotifications),
      schema: {
        summary: "List the caller's unread notifications",
        response: { 200: NotificationListSchema },
      },
      config: { access: 'user' },
      handler: async (request) => notifications.load(deps.db, requireUser(request)),
    });

    app.route({
      ...at(NOTIFICATIONS_API.setNotificationRead),
      schema: {
        summary: "Mark a notification, or a request's notifications, read",
        body: SetNotificationReadSchema,
        response: { 200: SetNotificationReadAnswerSchema },
      },
      config: { access: 'user' },
      handler: async (request) => {
        const user = requireUser(request);
        const { quoteRequestId } = request.body;
        if (quoteRequestId && !(await ports.requestReadable(user, quoteRequestId)))
          throw notFound('The quote request');
        return notifications.markRead(deps.db, user, request.body);
      },
    });

    app.route({
      ...at(NOTIFICATIONS_API.setNotificationsSeen),
      schema: {
        summary: 'Mark the notifications up to a time as seen (they are not toasted again)',
        description:
          "The caller has looked at their current branch's (or their own) notifications up to `until`, the " +
          'newest one their toasts showed: loadNotifications then marks only later ones isNew (decision 052).',
        body: SetNotificationsSeenSchema,
        response: { 200: SetNotificationsSeenAnswerSchema },
      },
      config: { access: 'user' },
      handler: async (request) => notifications.markSeen(deps.db, requireUser(request), request.body.until),
    });

    app.route({
      ...at(NOTIFICATIONS_API.notificationStream),
      schema: {
        summary: 'Receive new notifications as they happen (server-sent events)',
        description:
          'Server-sent events: one `notification` event (a Notification as JSON) per new notification of ' +
          "the caller's current branch (or their own, outside any organisation), from any instance.",
        response: { 200: z.string() },
      },
      config: { access: 'user' },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const audience = audienceOf(user);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        res.write('retry: 3000\n\n');
        let ended = false;
        let unsubscribe = () => {};
        const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const end = () => {
          if (ended) return;
          ended = true;
          open.delete(end);
          clearInterval(heartbeat);
          unsubscribe();
          res.end();
        };
        open.add(end);
        request.raw.once('close', end);
        // Ended by the hub when the session's access changed (another branch, removed, signed out): the
        // client reconnects and hears what it may now, or gets 401 and refreshes.
        // An organisation user with no current branch hears nothing yet; the stream stays open.
        try {
          unsubscribe = await hub.subscribe({
            session: { userId: user.id, sessionId: user.sessionId },
            audience,
            send: (row) =>
              res.write(
                `event: notification\nid: ${row.id}\ndata: ${JSON.stringify(notifications.view(row))}\n\n`,
              ),
            end,
          });
        } catch (error) {
          // Not listening (the database is away): end, and the client tries again shortly.
          request.log.warn({ err: error }, 'live notifications: could not listen');
          end();
          return;
        }
        if (ended) unsubscribe();
        else res.write(': ready\n\n');
      },
    });
  };
}
