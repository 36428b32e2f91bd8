import {
  AddWorkshopClosureSchema,
  calendarDate,
  DropOffSlotsQuerySchema,
  DropOffSlotsSchema,
  UpdateWorkshopAvailabilitySchema,
  WORKSHOP_AVAILABILITY_API,
  WorkshopAvailabilitySchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import type { WorkshopAvailabilityService } from './availability.service';
import { ownWorkshop } from './workshop-http';
import { WorkshopClosureParamsSchema } from './workshops.schemas';

const today = () => calendarDate(new Date());

/**
 * A workshop's diary (decision 075): the portal's hours, capacity and closures (each workshop user its own
 * workshop), and the public drop-off slots with room.
 * - GET /api/workshop/availability -> WorkshopAvailability
 * - PUT /api/workshop/availability UpdateWorkshopAvailability -> WorkshopAvailability
 * - POST /api/workshop/availability/closures AddWorkshopClosure -> WorkshopAvailability
 * - DELETE /api/workshop/availability/closures/{id} -> WorkshopAvailability
 * - GET /api/PublicWorkshop/DropOffSlots?workshopIds=&from=&to= -> DropOffSlots
 */
export function workshopAvailabilityRoutes(deps: Pick<AppDeps, 'db'>, service: WorkshopAvailabilityService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'workshop' } as const;
    const { db } = deps;

    app.route({
      ...at(WORKSHOP_AVAILABILITY_API.getWorkshopAvailability),
      schema: {
        summary: "Read the workshop's own opening hours, closures and daily capacity",
        operationId: 'GetWorkshopAvailability',
        response: { 200: WorkshopAvailabilitySchema },
      },
      config,
      handler: async (request) => service.get(db, ownWorkshop(request), today()),
    });

    app.route({
      ...at(WORKSHOP_AVAILABILITY_API.updateWorkshopAvailability),
      schema: {
        summary: "Change the workshop's own opening hours and daily capacity",
        operationId: 'UpdateWorkshopAvailability',
        body: UpdateWorkshopAvailabilitySchema,
        response: { 200: WorkshopAvailabilitySchema },
      },
      config,
      handler: async (request) =>
        db.transaction((tx) => service.update(tx, ownWorkshop(request), request.body, today())),
    });

    app.route({
      ...at(WORKSHOP_AVAILABILITY_API.addWorkshopClosure),
      schema: {
        summary: 'Close the workshop for a range of days, with a reason',
        operationId: 'AddWorkshopClosure',
        body: AddWorkshopClosureSchema,
        response: { 200: WorkshopAvailabilitySchema },
      },
      config,
      handler: async (request) => service.addClosure(db, ownWorkshop(request), request.body, today()),
    });

    app.route({
      ...at(WORKSHOP_AVAILABILITY_API.deleteWorkshopClosure),
      schema: {
        summary: "Remove one of the workshop's closures",
        operationId: 'DeleteWorkshopClosure',
        params: WorkshopClosureParamsSchema,
        response: { 200: WorkshopAvailabilitySchema },
      },
      config,
      handler: async (request) => service.removeClosure(db, ownWorkshop(request), request.params.id, today()),
    });

    app.route({
      ...at(WORKSHOP_AVAILABILITY_API.getDropOffSlots),
      schema: {
        summary: 'List the days and drop-off times with room at workshops, between two dates',
        operationId: 'GetDropOffSlots',
        querystring: DropOffSlotsQuerySchema,
        response: { 200: DropOffSlotsSchema },
      },
      config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      handler: async (request) => service.slots(db, request.query, today()),
    });
  };
}
