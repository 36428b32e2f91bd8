import {
  ChangeStaffBranchSchema,
  ChangeStaffRoleSchema,
  ORGANISATIONS_API,
  OrganisationDetailsSchema,
  OrganisationSchema,
  SaveBranchSchema,
  SetStaffBranchesSchema,
  StaffListSchema,
  StaffParamsSchema,
  UpsertBranchSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireOrganisationAdmin, requireOrganisationUser } from '../../lib/session';
import { organisations } from './index';

/** The organisation user's organisation and current branch (spec: /api/user/...), and its admin (038). */
export function organisationRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(ORGANISATIONS_API.loadUserOrganization),
      schema: {
        summary: "Read the caller's organisation, its branches and the current branch",
        response: { 200: OrganisationSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) => (await organisations.load(deps.db, requireOrganisationUser(request)))!,
    });

    app.route({
      ...at(ORGANISATIONS_API.upsertOrganizationBranch),
      schema: {
        summary: 'Choose the branch the caller works in now',
        body: UpsertBranchSchema,
        response: { 200: OrganisationSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        (await organisations.chooseBranch(
          deps.db,
          requireOrganisationUser(request),
          request.body.organizationBranchId ?? request.body.id ?? '',
        ))!,
    });

    // Organisation admin (decision 038): members who are not admins get 403, other organisations' staff 404.
    app.route({
      ...at(ORGANISATIONS_API.getOrganisationStaff),
      schema: {
        summary: "List the organisation's staff (organisation admins)",
        response: { 200: StaffListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) => organisations.staff(deps.db, requireOrganisationAdmin(request)),
    });

    app.route({
      ...at(ORGANISATIONS_API.postOrganisationStaffBranch),
      schema: {
        summary: 'Move a staff member to another branch',
        params: StaffParamsSchema,
        body: ChangeStaffBranchSchema,
        response: { 200: StaffListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.moveStaff(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.organizationBranchId,
        ),
    });

    // Issue 19 item 7: the branches a member may work in (one or more of the organisation's).
    app.route({
      ...at(ORGANISATIONS_API.postOrganisationStaffBranches),
      schema: {
        summary: 'Set the branches a staff member may work in',
        params: StaffParamsSchema,
        body: SetStaffBranchesSchema,
        response: { 200: StaffListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.setStaffBranches(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.organizationBranchIds,
        ),
    });

    app.route({
      ...at(ORGANISATIONS_API.postOrganisationStaffRole),
      schema: {
        summary: 'Make a staff member an organisation admin, or not',
        params: StaffParamsSchema,
        body: ChangeStaffRoleSchema,
        response: { 200: StaffListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.setStaffRole(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.role,
        ),
    });

    app.route({
      ...at(ORGANISATIONS_API.deleteOrganisationStaffByUserId),
      schema: {
        summary: 'Remove a staff member from the organisation',
        params: StaffParamsSchema,
        response: { 200: StaffListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.removeStaff(deps.db, requireOrganisationAdmin(request), request.params.userId),
    });

    app.route({
      ...at(ORGANISATIONS_API.putOrganisationDetails),
      schema: {
        summary: "Change the organisation's details",
        body: OrganisationDetailsSchema,
        response: { 200: OrganisationSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.saveDetails(deps.db, requireOrganisationAdmin(request), request.body),
    });

    app.route({
      ...at(ORGANISATIONS_API.postOrganisationBranches),
      schema: {
        summary: 'Add a branch to the organisation, or change one',
        body: SaveBranchSchema,
        response: { 200: OrganisationSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        organisations.saveBranch(deps.db, requireOrganisationAdmin(request), request.body),
    });
  };
}
