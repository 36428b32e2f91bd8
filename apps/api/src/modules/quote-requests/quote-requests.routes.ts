import {
  CustomersCountSchema,
  EmailPreviousRequestsAnswerSchema,
  EmailPreviousRequestsBodySchema,
  LastAddressSchema,
  previousRequestsMailedMessage,
  QUOTE_REQUESTS_API,
  QuoteEstimateListSchema,
  QuoteEstimateRequestSchema,
  TrackingEventAnswerSchema,
  TrackingEventSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { KEPT_LIST_ROUTE, keptAnswers, publicCache, sendKeptJson, sendKeptList } from '../../lib/kept-json';
import { requireUser } from '../../lib/session';
import { lastAddress, quoteEstimatesWith, quoteRequests } from './index';

/**
 * Quote requests (spec: the Quote requests call table; decision 015). The submit and the reads of a request
 * with its quotes are customer-requests' routes (decision 058).
 * - GET /api/QuoteRequests/GetCustomersCount (public) -> the landing page's figure
 * - POST /api/QuoteRequests/EmailPreviousRequests (public) -> 202, a guest's links mailed
 * - GET /api/QuoteRequests/LastAddress (user) -> { address } of the customer's newest request (decision 054)
 * - POST /api/QuoteRequests/GetQuoteEstimate (public) -> price estimates
 * - POST /api/tracking/events (public) -> 202, recorded without making the caller wait
 */
/**
 * The counter in browsers and shared caches: 5 minutes fresh, then a day shown while revalidated (the
 * web keeps it in a cookie for a day anyway).
 */
export const CUSTOMERS_COUNT_CACHE = publicCache(300, 86_400);
/**
 * How long an instance keeps the counter it read. The stored figure is counted again by the first
 * caller that finds it older than its maximum age (5 minutes), so the kept copy must ask again now and
 * then; a recount anywhere drops every instance's copy at once (the 'quote_request_stats' notice).
 */
const CUSTOMERS_COUNT_KEPT_MS = 60_000;

export function quoteRequestRoutes(deps: AppDeps) {
  const estimates = quoteEstimatesWith(deps);
  const counter = keptAnswers(deps, ['quote_request_stats'], {
    maxBytes: 64 * 1024,
    ttlMs: CUSTOMERS_COUNT_KEPT_MS,
  });
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(QUOTE_REQUESTS_API.getCustomersCount),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: "Count the customers who have asked for quotes (the landing page's figure)",
        response: { 200: CustomersCountSchema },
      },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const kept = await counter.get('customers', async () =>
          JSON.stringify(await quoteRequests.countCustomers(deps.db)),
        );
        return sendKeptList(request, reply, kept, CUSTOMERS_COUNT_CACHE);
      },
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.getLastAddress),
      schema: {
        summary: "Read the address of the caller's newest quote request, to offer it again",
        operationId: 'GetLastAddress',
        response: { 200: LastAddressSchema },
      },
      config: { access: 'user' },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return lastAddress.of(deps.db, requireUser(request));
      },
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.emailPreviousRequests),
      schema: {
        summary: 'E-mail a guest the links to their open quote requests',
        body: EmailPreviousRequestsBodySchema,
        response: { 202: EmailPreviousRequestsAnswerSchema },
      },
      config: {
        access: 'public',
        rateLimit: [
          { max: 10, windowMinutes: 10 },
          {
            bucket: 'previous-requests-to',
            max: 3,
            windowMinutes: 60,
            per: 'email',
            message: 'Too many e-mails were asked for this address.',
          },
        ],
      },
      handler: async (request, reply) => {
        const { email } = request.body;
        await quoteRequests.mailPreviousToGuest(deps.db, deps.config.PUBLIC_URL, email);
        return reply.code(202).send({ status: 202, data: { message: previousRequestsMailedMessage(email) } });
      },
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.getQuoteEstimate),
      schema: {
        summary: 'Estimate the price of repair items from past quotes',
        body: QuoteEstimateRequestSchema,
        response: { 200: QuoteEstimateListSchema },
      },
      config: { access: 'public', rateLimit: { max: 60, windowMinutes: 1 } },
      handler: async (request, reply) => {
        const json = await estimates.json(request.sessionUser?.id ?? null, request.body, request.log);
        return sendKeptJson(request, reply, json);
      },
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.trackEvent),
      schema: {
        summary: "Record a step of the request form's funnel (answered before it is written)",
        operationId: 'TrackEvent',
        body: TrackingEventSchema,
        response: { 202: TrackingEventAnswerSchema },
      },
      config: { access: 'public', rateLimit: { max: 120, windowMinutes: 1 } },
      handler: async (request, reply) => {
        // Never makes the person wait: the row is written after the answer, and a failure is only logged.
        quoteRequests.track(deps.db, request.body, request.sessionUser?.id ?? null, request.log);
        return reply.code(202).send({ accepted: true });
      },
    });
  };
}
