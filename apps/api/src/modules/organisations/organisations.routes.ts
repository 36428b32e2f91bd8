import {
  ChangeStaffBranchSchema,
  ChangeStaffRoleSchema,
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
import { requireOrganisationAdmin, requireOrganisationUser } from '../../lib/session';
import { organisations } from './index';

/** The organisation user's organisation and current branch (spec: /api/user/...), and its admin (038). */
export function organisationRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/user/loadUserOrganization',
      {
        schema: {
          summary: "Read the caller's organisation, its branches and the current branch",
          response: { 200: OrganisationSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) => (await organisations.load(deps.db, requireOrganisationUser(request)))!,
    );

    app.post(
      '/api/user/upsertOrganizationBranch',
      {
        schema: {
          summary: 'Choose the branch the caller works in now',
          body: UpsertBranchSchema,
          response: { 200: OrganisationSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) =>
        (await organisations.chooseBranch(
          deps.db,
          requireOrganisationUser(request),
          request.body.organizationBranchId ?? request.body.id ?? '',
        ))!,
    );

    // Organisation admin (decision 038): members who are not admins get 403, other organisations' staff 404.
    app.get(
      '/api/organisation/staff',
      {
        schema: {
          summary: "List the organisation's staff (organisation admins)",
          response: { 200: StaffListSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) => organisations.staff(deps.db, requireOrganisationAdmin(request)),
    );

    app.post(
      '/api/organisation/staff/:userId/branch',
      {
        schema: {
          summary: 'Move a staff member to another branch',
          params: StaffParamsSchema,
          body: ChangeStaffBranchSchema,
          response: { 200: StaffListSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) =>
        organisations.moveStaff(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.organizationBranchId,
        ),
    );

    // Issue 19 item 7: the branches a member may work in (one or more of the organisation's).
    app.post(
      '/api/organisation/staff/:userId/branches',
      {
        schema: {
          summary: 'Set the branches a staff member may work in',
          params: StaffParamsSchema,
          body: SetStaffBranchesSchema,
          response: { 200: StaffListSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) =>
        organisations.setStaffBranches(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.organizationBranchIds,
        ),
    );

    app.post(
      '/api/organisation/staff/:userId/role',
      {
        schema: {
          summary: 'Make a staff member an organisation admin, or not',
          params: StaffParamsSchema,
          body: ChangeStaffRoleSchema,
          response: { 200: StaffListSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) =>
        organisations.setStaffRole(
          deps.db,
          requireOrganisationAdmin(request),
          request.params.userId,
          request.body.role,
        ),
    );

    app.delete(
      '/api/organisation/staff/:userId',
      {
        schema: {
          summary: 'Remove a staff member from the organisation',
          params: StaffParamsSchema,
          response: { 200: StaffListSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) =>
        organisations.removeStaff(deps.db, requireOrganisationAdmin(request), request.params.userId),
    );

    app.put(
      '/api/organisation/details',
      {
        schema: {
          summary: "Change the organisation's details",
          body: OrganisationDetailsSchema,
          response: { 200: OrganisationSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) => organisations.saveDetails(deps.db, requireOrganisationAdmin(request), request.body),
    );

    app.post(
      '/api/organisation/branches',
      {
        schema: {
          summary: 'Add a branch to the organisation, or change one',
          body: SaveBranchSchema,
          response: { 200: OrganisationSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) => organisations.saveBranch(deps.db, requireOrganisationAdmin(request), request.body),
    );
  };
}
