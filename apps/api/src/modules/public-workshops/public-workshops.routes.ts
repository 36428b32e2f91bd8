import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { notFound } from '../../lib/errors';
import { findPublicWorkshop, listPublicWorkshops } from './public-workshops.repo';

export function publicWorkshopRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/PublicWorkshop/GetWorkshops', async () => listPublicWorkshops(deps.db));
    r.get(
      '/api/PublicWorkshop/GetWorkshop/:id',
      { schema: { params: z.object({ id: z.string().max(100) }) } },
      async (request) => {
        const id = request.params.id;
        const workshop = z.uuid().safeParse(id).success ? await findPublicWorkshop(deps.db, id) : null;
        if (!workshop) throw notFound('The workshop');
        return workshop;
      },
    );
  };
}
