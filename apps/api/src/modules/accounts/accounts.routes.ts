import {
  ACCOUNTS_API,
  ApplicationUserSchema,
  MessageSchema,
  PostApplicationUserSchema,
  ReauthBodySchema,
  RecoveryCodesSchema,
  TwoFactorCodeSchema,
  TwoFactorConfirmedSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireUser } from '../../lib/session';
import type { AccountsModule } from './index';

/** The signed-in user's own account (spec: /api/user/...): profile, sessions and two-factor sign-in. */
export function accountRoutes(deps: AppDeps, mod: AccountsModule) {
  const service = mod.accounts;
  const user = { access: 'user' } as const;
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(ACCOUNTS_API.getApplicationUser),
      schema: { summary: "Read the signed-in user's profile", response: { 200: ApplicationUserSchema } },
      config: user,
      handler: async (request) => service.getApplicationUser(requireUser(request)),
    });

    app.route({
      ...at(ACCOUNTS_API.postApplicationUser),
      schema: {
        summary: "Update the signed-in user's profile",
        body: PostApplicationUserSchema,
        response: { 200: ApplicationUserSchema },
      },
      config: user,
      handler: async (request) => service.postApplicationUser(requireUser(request), request.body),
    });

    app.route({
      ...at(ACCOUNTS_API.signOutEverywhere),
      schema: {
        summary: 'Sign out on every device (revokes every session)',
        response: { 200: MessageSchema },
      },
      config: user,
      handler: async (request) => {
        const caller = requireUser(request);
        await deps.db.transaction((tx) =>
          mod.tokens.revokeAllSessions(tx, caller.id, 'signed out everywhere'),
        );
        return { message: 'You are signed out on every device.' };
      },
    });

    // ------------------------------------------------------------ two-factor sign-in

    app.route({
      ...at(ACCOUNTS_API.getTwoFactor),
      schema: {
        summary: 'Read whether two-factor sign-in is on',
        operationId: 'GetTwoFactor',
        response: {
          200: TwoFactorStatusSchema,
        },
      },
      config: user,
      handler: async (request) => service.twoFactorStatus(requireUser(request)),
    });

    app.route({
      ...at(ACCOUNTS_API.enrolTwoFactor),
      schema: {
        summary: 'Start turning on two-factor sign-in: a new secret for an authenticator app',
        operationId: 'EnrolTwoFactor',
        response: {
          200: TwoFactorEnrolmentSchema,
        },
      },
      config: user,
      handler: async (request) => service.enrolTwoFactor(requireUser(request)),
    });

    app.route({
      ...at(ACCOUNTS_API.confirmTwoFactor),
      schema: {
        summary: 'Confirm two-factor sign-in with a first code; answers the recovery codes',
        operationId: 'ConfirmTwoFactor',
        body: TwoFactorCodeSchema,
        response: { 200: TwoFactorConfirmedSchema },
      },
      config: user,
      handler: async (request) => service.confirmTwoFactor(requireUser(request), request.body.code),
    });

    app.route({
      ...at(ACCOUNTS_API.disableTwoFactor),
      schema: {
        summary: 'Turn two-factor sign-in off, confirmed with the password or a code',
        operationId: 'DisableTwoFactor',
        body: ReauthBodySchema,
        response: { 200: MessageSchema },
      },
      config: user,
      handler: async (request) => service.disableTwoFactor(requireUser(request), request.body),
    });

    app.route({
      ...at(ACCOUNTS_API.renewRecoveryCodes),
      schema: {
        summary: 'Replace the two-factor recovery codes, confirmed with the password or a code',
        operationId: 'RenewRecoveryCodes',
        body: ReauthBodySchema,
        response: { 200: RecoveryCodesSchema },
      },
      config: user,
      handler: async (request) => service.renewRecoveryCodes(requireUser(request), request.body),
    });
  };
}
