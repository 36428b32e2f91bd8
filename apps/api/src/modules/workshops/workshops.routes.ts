import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { PublicWorkshopDetailSchema, PublicWorkshopSchema, WorkshopParamsSchema } from './workshops.schemas';
import { workshops } from './workshops.service';

/** The public workshop directory (spec: PublicWorkshop). */
export function workshopRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/PublicWorkshop/GetWorkshops',
      { schema: { response: { 200: z.array(PublicWorkshopSchema) } }, config: { access: 'public' } },
      async () => workshops.listPublic(deps.db),
    );
    r.get(
      '/api/PublicWorkshop/GetWorkshop/:id',
      {
        schema: { params: WorkshopParamsSchema, response: { 200: PublicWorkshopDetailSchema } },
        config: { access: 'public' },
      },
      async (request) => {
        const id = request.params.id;
        const workshop = z.uuid().safeParse(id).success ? await workshops.findPublic(deps.db, id) : null;
        if (!workshop) throw notFound('The workshop');
        return workshop;
      },
    );
  };
}
