import {
  ADMIN_WORKSHOPS_API,
  AdminWorkshopSchema,
  AdminWorkshopsPageSchema,
  AdminWorkshopsQuerySchema,
  AdminWorkshopUsersSchema,
  UpdateAdminWorkshopSchema,
  WorkshopStandingSchema,
  WorkshopSuspensionSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import { auditActor } from '../audit/index';
import type { WorkshopAdminService } from './admin.service';
import { readLogo } from './profile.routes';
import { ownWorkshop } from './workshop-http';
import { WorkshopLogoFormSchema } from './workshops.schemas';

const IdParams = z.object({ id: z.uuid() });

/**
 * The admin edits any workshop (decision 062): /api/admin/workshops/..., administrators only; every
 * write is audited in its transaction. And the portal's banner: GET /api/workshop/standing, for the
 * workshop's own users.
 */
export function workshopAdminRoutes(db: Db, service: WorkshopAdminService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' } as const;

    app.route({
      ...at(ADMIN_WORKSHOPS_API.getAdminWorkshops),
      schema: {
        summary: 'List the workshops, searched by name (administrators)',
        querystring: AdminWorkshopsQuerySchema,
        response: { 200: AdminWorkshopsPageSchema },
      },
      config,
      handler: async (request) => service.list(db, request.query),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.getAdminWorkshop),
      schema: {
        summary: 'Read one workshop as the admin edits it',
        params: IdParams,
        response: { 200: AdminWorkshopSchema },
      },
      config,
      handler: async (request) => service.get(db, request.params.id),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.putAdminWorkshop),
      schema: {
        summary: "Change any workshop's details (administrators)",
        params: IdParams,
        body: UpdateAdminWorkshopSchema,
        response: { 200: AdminWorkshopSchema },
      },
      config,
      handler: async (request) => service.update(auditActor(request), request.params.id, request.body),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.postAdminWorkshopLogo),
      schema: {
        summary: "Upload a workshop's logo (administrators)",
        params: IdParams,
        response: { 200: AdminWorkshopSchema },
      },
      config: { ...config, multipartForm: WorkshopLogoFormSchema },
      handler: async (request) =>
        service.setLogo(auditActor(request), request.params.id, await readLogo(request)),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.suspendWorkshop),
      schema: {
        summary: 'Suspend a workshop with a reason: it gets no new requests (administrators)',
        params: IdParams,
        body: WorkshopSuspensionSchema,
        response: { 200: AdminWorkshopSchema },
      },
      config,
      handler: async (request) =>
        service.suspend(auditActor(request), request.params.id, request.body.reason),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.reinstateWorkshop),
      schema: {
        summary: 'Reinstate a suspended workshop with a reason (administrators)',
        params: IdParams,
        body: WorkshopSuspensionSchema,
        response: { 200: AdminWorkshopSchema },
      },
      config,
      handler: async (request) =>
        service.reinstate(auditActor(request), request.params.id, request.body.reason),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.getAdminWorkshopUsers),
      schema: {
        summary: "List a workshop's users (administrators)",
        params: IdParams,
        response: { 200: AdminWorkshopUsersSchema },
      },
      config,
      handler: async (request) => service.users(db, request.params.id),
    });

    app.route({
      ...at(ADMIN_WORKSHOPS_API.getWorkshopStanding),
      schema: {
        summary: "Whether the caller's workshop is suspended, and why (the portal's banner)",
        response: { 200: WorkshopStandingSchema },
      },
      config: { access: 'workshop' },
      handler: async (request) => service.standing(db, ownWorkshop(request)),
    });
  };
}
