import {
  ADMIN_ORGANISATIONS_API,
  AddProgrammeMemberSchema,
  AdminBranchInputSchema,
  AdminOrganisationInputSchema,
  AdminOrganisationListSchema,
  AdminOrganisationParamsSchema,
  AdminOrganisationSchema,
  AdminProgrammeListSchema,
  ProgrammeMemberParamsSchema,
  ProgrammeParamsSchema,
  SaveProgrammeSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { auditActor } from '../audit/index';
import { organisationsAdmin } from './index';

/** The administrators' organisations, branches and partner programmes (issue 22 item 3, decision 060). */
export function adminOrganisationRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' } as const;

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.getAdminOrganisations),
      schema: {
        summary: 'List the organisations (administrators)',
        response: { 200: AdminOrganisationListSchema },
      },
      config,
      handler: async () => organisationsAdmin.list(deps.db),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.postAdminOrganisations),
      schema: {
        summary: 'Create an organisation (administrators)',
        body: AdminOrganisationInputSchema,
        response: { 201: AdminOrganisationSchema },
      },
      config,
      handler: async (request, reply) =>
        reply.code(201).send(await organisationsAdmin.create(deps.db, auditActor(request), request.body)),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.getAdminOrganisation),
      schema: {
        summary: 'Read an organisation with its branches, programmes and staff (administrators)',
        params: AdminOrganisationParamsSchema,
        response: { 200: AdminOrganisationSchema },
      },
      config,
      handler: async (request) => organisationsAdmin.get(deps.db, request.params.id),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.putAdminOrganisation),
      schema: {
        summary: "Change an organisation's details and contact (administrators)",
        params: AdminOrganisationParamsSchema,
        body: AdminOrganisationInputSchema,
        response: { 200: AdminOrganisationSchema },
      },
      config,
      handler: async (request) =>
        organisationsAdmin.update(deps.db, auditActor(request), request.params.id, request.body),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.postAdminOrganisationBranches),
      schema: {
        summary: 'Add a branch to an organisation, or change one (administrators)',
        params: AdminOrganisationParamsSchema,
        body: AdminBranchInputSchema,
        response: { 200: AdminOrganisationSchema },
      },
      config,
      handler: async (request) =>
        organisationsAdmin.saveBranch(deps.db, auditActor(request), request.params.id, request.body),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.getAdminProgrammes),
      schema: {
        summary: 'List the partner programmes with their quote types and organisations (administrators)',
        response: { 200: AdminProgrammeListSchema },
      },
      config,
      handler: async () => organisationsAdmin.programmes(deps.db),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.putAdminProgramme),
      schema: {
        summary: "Change a partner programme's name and quote types (administrators)",
        params: ProgrammeParamsSchema,
        body: SaveProgrammeSchema,
        response: { 200: AdminProgrammeListSchema },
      },
      config,
      handler: async (request) =>
        organisationsAdmin.saveProgramme(deps.db, auditActor(request), request.params.key, request.body),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.postAdminProgrammeOrganisations),
      schema: {
        summary: 'Put an organisation in a partner programme (administrators)',
        params: ProgrammeParamsSchema,
        body: AddProgrammeMemberSchema,
        response: { 200: AdminProgrammeListSchema },
      },
      config,
      handler: async (request) =>
        organisationsAdmin.addMember(
          deps.db,
          auditActor(request),
          request.params.key,
          request.body.organizationId,
        ),
    });

    app.route({
      ...at(ADMIN_ORGANISATIONS_API.deleteAdminProgrammeOrganisation),
      schema: {
        summary: 'Take an organisation out of a partner programme (administrators)',
        params: ProgrammeMemberParamsSchema,
        response: { 200: AdminProgrammeListSchema },
      },
      config,
      handler: async (request) =>
        organisationsAdmin.removeMember(
          deps.db,
          auditActor(request),
          request.params.key,
          request.params.organizationId,
        ),
    });
  };
}
