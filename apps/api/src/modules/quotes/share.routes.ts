import {
  BranchShareListSchema,
  BranchShareSchema,
  QUOTES_API,
  QuoteRequestIdParamsSchema,
  ShareQuoteBodySchema,
  ShareQuoteQuerySchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireOrganisationUser } from '../../lib/session';
import { quoteSharing } from './index';

/**
 * An organisation's quote calls (decision 032):
 * - POST /api/QuoteRequests/shareOrganizationBranchQuote/{id}?quoteId= { organizationBranchId } -> the share
 * - GET /api/QuoteRequests/organizationBranchShares/{id} -> the shares of the request's quotes
 */
export function organisationQuoteRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(QUOTES_API.shareOrganizationBranchQuote),
      schema: {
        summary: 'Share a quote of a request with another branch of the organisation',
        params: QuoteRequestIdParamsSchema,
        querystring: ShareQuoteQuerySchema,
        body: ShareQuoteBodySchema,
        response: { 200: BranchShareSchema },
      },
      config: { access: 'organisation', rateLimit: { max: 60, windowMinutes: 10, per: 'user' } },
      handler: async (request) =>
        quoteSharing.share(
          deps.db,
          requireOrganisationUser(request),
          request.params.id,
          request.query.quoteId,
          request.body.organizationBranchId,
        ),
    });

    app.route({
      ...at(QUOTES_API.organizationBranchShares),
      schema: {
        summary: "List the branches a request's quotes are shared with",
        params: QuoteRequestIdParamsSchema,
        response: { 200: BranchShareListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        quoteSharing.ofRequest(deps.db, requireOrganisationUser(request), request.params.id),
    });
  };
}
