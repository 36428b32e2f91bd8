import {
  ADMIN_ORGANISATIONS_API,
  AdminOrganisationInviteListSchema,
  AdminOrganisationParamsSchema,
  INVITES_API,
  LoginAnswerSchema,
  MessageSchema,
  SiteParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireUser } from '../../lib/session';
import { authBudgets, checkSiteCode, device, PUBLIC_AUTH } from '../accounts/routes';
import {
  ConsentInviteSchema,
  CreatedInviteSchema,
  CreateInviteSchema,
  GetInviteQuerySchema,
  InviteParamsSchema,
  InviteRegisterSchema,
  InviteViewSchema,
  SearchInviteAnswerSchema,
  SearchInviteSchema,
} from './invites.schemas';
import type { InviteService } from './invites.service';

/**
 * Invites (payloads: docs/decisions/003). The invitee's calls live with the sign-in calls under
 * /api/sites/{siteCode}/authentication/ (spec); an organisation user or an administrator invites through
 * POST /api/user/invites.
 */
export function inviteRoutes(deps: AppDeps, invites: InviteService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const budgets = authBudgets(deps.config);
    checkSiteCode(parent, deps);

    app.route({
      ...at(INVITES_API.searchInvite),
      schema: {
        summary: 'Find the open invites for an e-mail address (mailed again unless signed in with it)',
        params: SiteParamsSchema,
        body: SearchInviteSchema,
        response: { 200: SearchInviteAnswerSchema },
      },
      config: { ...PUBLIC_AUTH, rateLimit: [budgets.accountMail, budgets.mailToAddress] },
      handler: async (request) => invites.search(request.body.email ?? null, request.sessionUser),
    });

    app.route({
      ...at(INVITES_API.getInvite),
      schema: {
        summary: 'Read an invite: who invites, into which organisation or workshop',
        params: InviteParamsSchema,
        querystring: GetInviteQuerySchema,
        response: { 200: InviteViewSchema },
      },
      config: PUBLIC_AUTH,
      handler: async (request) =>
        invites.view(request.params.id, request.query.loggedInUserId ?? null, request.sessionUser),
    });

    app.route({
      ...at(INVITES_API.consentInvite),
      schema: {
        summary: 'Accept or refuse an invite as the signed-in user',
        params: InviteParamsSchema,
        body: ConsentInviteSchema,
        response: { 200: MessageSchema },
      },
      config: { access: 'user' },
      handler: async (request) =>
        invites.consent(request.params.id, requireUser(request), request.body.consent),
    });

    app.route({
      ...at(INVITES_API.inviteRegister),
      schema: {
        summary: 'Create the account an invite is for, and sign in',
        params: InviteParamsSchema,
        body: InviteRegisterSchema,
        response: { 200: LoginAnswerSchema },
      },
      config: { ...PUBLIC_AUTH, rateLimit: budgets.codeFailures },
      handler: async (request) =>
        invites.register(
          request.params.id,
          {
            firstName: request.body.firstName,
            lastName: request.body.lastName,
            email: request.body.email ?? null,
            phone: request.body.phoneNumber,
            password: request.body.password ?? null,
            idToken: request.body.idToken ?? null,
            consent: request.body.consent,
          },
          device(request),
        ),
    });

    // Organisation users invite into their own organisation's branches; administrators anywhere.
    app.route({
      ...at(INVITES_API.createInvite),
      schema: {
        summary: 'Invite someone into an organisation branch or a workshop',
        operationId: 'CreateInvite',
        body: CreateInviteSchema,
        response: { 201: CreatedInviteSchema },
      },
      config: { access: 'user', rateLimit: { max: 30, windowMinutes: 60, per: 'user' } },
      handler: async (request, reply) => {
        const b = request.body;
        const created = await invites.create(requireUser(request), {
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
    });

    // The administrators' organisation page (decision 060): the invites into an organisation.
    app.route({
      ...at(ADMIN_ORGANISATIONS_API.getAdminOrganisationInvites),
      schema: {
        summary: 'List the invites into an organisation (administrators)',
        params: AdminOrganisationParamsSchema,
        response: { 200: AdminOrganisationInviteListSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => invites.ofOrganisation(deps.db, request.params.id),
    });
  };
}
