import {
  AdminReviewListSchema,
  AdminReviewSchema,
  HideReviewSchema,
  REVIEWS_API,
  ReviewReplySchema,
  ReviewViewSchema,
  UuidParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import { auditActor } from '../audit/index';
import type { WorkshopReviewsService } from './index';
import { ownWorkshop } from './workshop-http';

/** Review moderation (administrators) and the workshop's public reply (decision 065). */
export function workshopReviewRoutes(db: Db, service: WorkshopReviewsService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' } as const;
    app.route({
      ...at(REVIEWS_API.getAdminWorkshopReviews),
      schema: {
        summary: 'A workshop’s reviews, hidden ones included',
        operationId: 'GetAdminWorkshopReviews',
        params: UuidParamsSchema,
        response: { 200: AdminReviewListSchema },
      },
      config: admin,
      handler: async (request) => service.adminList(db, request.params.id),
    });
    app.route({
      ...at(REVIEWS_API.postAdminReviewHide),
      schema: {
        summary: 'Hide a review with a reason; the workshop is told by mail',
        operationId: 'PostAdminReviewHide',
        params: UuidParamsSchema,
        body: HideReviewSchema,
        response: { 200: AdminReviewSchema },
      },
      config: admin,
      handler: async (request) =>
        service.hide(db, auditActor(request), request.params.id, request.body.reason),
    });
    app.route({
      ...at(REVIEWS_API.postWorkshopReviewReply),
      schema: {
        summary: 'The chosen workshop’s one public reply to a review of it',
        operationId: 'PostWorkshopReviewReply',
        params: UuidParamsSchema,
        body: ReviewReplySchema,
        response: { 200: ReviewViewSchema },
      },
      config: { access: 'workshop', rateLimit: { max: 30, windowMinutes: 10 } },
      handler: async (request) =>
        service.reply(db, ownWorkshop(request), request.params.id, request.body.reply),
    });
  };
}
