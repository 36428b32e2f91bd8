import {
  MessageSchema,
  RecoveryCodesSchema,
  TwoFactorConfirmedSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { requireAdmin, requireOrganisationUser, requireUser } from '../../lib/session';
import type { AuthModule } from '../auth/index';
import { PrivacyService } from './users.privacy';
import {
  AdminCreateUserSchema,
  AdminDisableSchema,
  ApplicationUserSchema,
  CodeSchema,
  CreatedInviteSchema,
  CreateInviteSchema,
  IdParamsSchema,
  OrganisationSchema,
  PostApplicationUserSchema,
  ReauthSchema,
  UpsertBranchSchema,
} from './users.schemas';
import { UserService } from './users.service';

/**
 * The signed-in user's own account (spec: /api/user/...), two-factor sign-in, POPIA export and erasure,
 * inviting colleagues, and the admin calls that create and disable accounts.
 */
export function userRoutes(deps: AppDeps, mod: AuthModule) {
  const service = new UserService({ db: deps.db, config: deps.config }, mod);
  const privacy = new PrivacyService(deps.db, mod);
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/user/GetApplicationUser',
      { schema: { response: { 200: ApplicationUserSchema } } },
      async (request) => service.getApplicationUser(requireUser(request)),
    );

    app.post(
      '/api/User/PostApplicationUser',
      { schema: { body: PostApplicationUserSchema, response: { 200: ApplicationUserSchema } } },
      async (request) => service.postApplicationUser(requireUser(request), request.body),
    );

    app.get(
      '/api/user/loadUserOrganization',
      { schema: { response: { 200: OrganisationSchema } } },
      async (request) => {
        const user = requireOrganisationUser(request);
        return (await service.loadOrganisation(deps.db, user))!;
      },
    );

    app.post(
      '/api/user/upsertOrganizationBranch',
      { schema: { body: UpsertBranchSchema, response: { 200: OrganisationSchema } } },
      async (request) => {
        const user = requireOrganisationUser(request);
        return (await service.setCurrentBranch(
          user,
          request.body.organizationBranchId ?? request.body.id ?? '',
        ))!;
      },
    );

    app.post(
      '/api/user/signOutEverywhere',
      { schema: { response: { 200: MessageSchema } } },
      async (request) => {
        const user = requireUser(request);
        await deps.db.transaction((tx) => mod.tokens.revokeAllSessions(tx, user.id, 'signed out everywhere'));
        return { message: 'You are signed out on every device.' };
      },
    );

    // ------------------------------------------------------------ two-factor sign-in

    app.get(
      '/api/user/twoFactor',
      {
        schema: {
          response: {
            200: TwoFactorStatusSchema,
          },
        },
      },
      async (request) => service.twoFactorStatus(requireUser(request)),
    );

    app.post(
      '/api/user/twoFactor/enrol',
      {
        schema: {
          response: {
            200: TwoFactorEnrolmentSchema,
          },
        },
      },
      async (request) => service.enrolTwoFactor(requireUser(request)),
    );

    app.post(
      '/api/user/twoFactor/confirm',
      {
        schema: { body: CodeSchema, response: { 200: TwoFactorConfirmedSchema } },
      },
      async (request) => service.confirmTwoFactor(requireUser(request), request.body.code),
    );

    app.post(
      '/api/user/twoFactor/disable',
      { schema: { body: ReauthSchema, response: { 200: MessageSchema } } },
      async (request) => service.disableTwoFactor(requireUser(request), request.body),
    );

    app.post(
      '/api/user/twoFactor/recoveryCodes',
      { schema: { body: ReauthSchema, response: { 200: RecoveryCodesSchema } } },
      async (request) => service.renewRecoveryCodes(requireUser(request), request.body),
    );

    // ------------------------------------------------------------ POPIA

    app.get('/api/user/exportData', async (request, reply) => {
      const data = await privacy.exportData(requireUser(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="motorwise-my-data-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    });

    app.delete(
      '/api/user/account',
      {
        schema: {
          body: z
            .object({
              password: z.string().max(128).nullish(),
              twoFactorCode: z.string().trim().max(20).nullish(),
              recoveryCode: z.string().trim().max(30).nullish(),
              confirm: z.boolean().optional(),
            })
            .nullish()
            .transform((v) => v ?? {}),
          response: { 200: MessageSchema },
        },
      },
      async (request) => privacy.deleteAccount(requireUser(request), request.body),
    );

    // ------------------------------------------------------------ invites

    app.post(
      '/api/user/invites',
      {
        schema: {
          body: CreateInviteSchema,
          response: { 201: CreatedInviteSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const b = request.body;
        const created = await mod.invites.create(requireUser(request), {
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          phone: b.phoneNumber,
          organizationBranchId: b.organizationBranchId,
          organizationId: b.organizationId,
          workshopId: b.workshopId,
          requiresConsent: b.requiresConsent,
          policy: b.policy,
        });
        return reply.code(201).send(created);
      },
    );

    // ------------------------------------------------------------ admin

    app.post(
      '/api/admin/users',
      {
        schema: {
          body: AdminCreateUserSchema,
          response: { 201: z.object({ id: z.string(), email: z.string() }) },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        return reply.code(201).send(await service.adminCreateUser(request.body));
      },
    );

    app.post(
      '/api/admin/users/:id/disable',
      { schema: { params: IdParamsSchema, body: AdminDisableSchema, response: { 200: MessageSchema } } },
      async (request) => {
        requireAdmin(request);
        return service.adminSetDisabled(request.params.id, request.body.disabled);
      },
    );
  };
}
