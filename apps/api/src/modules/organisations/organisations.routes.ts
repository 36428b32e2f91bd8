import { OrganisationSchema, UpsertBranchSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireOrganisationUser } from '../../lib/session';
import { organisations } from './organisations.service';

/** The organisation user's organisation and current branch (spec: /api/user/...). */
export function organisationRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/user/loadUserOrganization',
      { schema: { response: { 200: OrganisationSchema } }, config: { access: 'organisation' } },
      async (request) => (await organisations.load(deps.db, requireOrganisationUser(request)))!,
    );

    app.post(
      '/api/user/upsertOrganizationBranch',
      {
        schema: { body: UpsertBranchSchema, response: { 200: OrganisationSchema } },
        config: { access: 'organisation' },
      },
      async (request) =>
        (await organisations.chooseBranch(
          deps.db,
          requireOrganisationUser(request),
          request.body.organizationBranchId ?? request.body.id ?? '',
        ))!,
    );
  };
}
