import {
  ORGANISATION_ADMIN_MESSAGES,
  STEP_UP_ERROR_KEY,
  STEP_UP_MESSAGES,
  STEP_UP_MINUTES,
  WORKSHOP_CHOICE_HEADER,
} from '@motorwise/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, AppErrorCode, forbidden, notFound, unauthorized } from './errors';

/**
 * Who is calling, resolved once per request from the bearer token (modules/auth/session-hook.ts). Every
 * role check in the API goes through the helpers below, so the rules live in one place.
 *
 * Roles (spec part 1, section 6): a customer is any signed-in user; an organisation user belongs to an
 * organisation and works in a current branch; a workshop user works for one or more workshops; the admin
 * flag compares the lower-cased e-mail with the configured list (ADMIN_EMAILS). Roles can combine.
 */
export interface SessionUser {
  id: string;
  email: string;
  /** The signed-in device (auth_sessions.id); logout ends this one. */
  sessionId: string;
  /** spec: the admin flag compares the lower-cased e-mail with a configured list of addresses. */
  isAdmin: boolean;
  /** Set for organisation users (fleet, dealer, finance-recon staff), who work per branch. */
  organisation: {
    organizationId: string;
    /** Always one of branchIds (null when they have none). */
    currentBranchId: string | null;
    /** The branches they may work in, by name: an admin every branch, a member theirs (issue 19). */
    branchIds: string[];
    /** Every branch of the organisation, by name: for organisation-wide rules (share targets, invites). */
    organisationBranchIds: string[];
    /** decision 038: admins manage the organisation's staff, details and branches and invite people. */
    role: 'admin' | 'member';
  } | null;
  /** Workshops this user works for (workshop portal). */
  workshopIds: string[];
  /**
   * The sign-in behind this session (decision 059): when, whether it proved a second factor, and whether
   * the account has 2FA on. Read by the admin step-up; absent on a user built without a session.
   */
  signIn?: { at: Date; secondFactor: boolean; twoFactorOn: boolean };
}

type OrganisationAccess = NonNullable<SessionUser['organisation']>;

/**
 * The branches an organisation user may work in and their current one (issue 19 item 7), the one place the
 * rule is written (the session and the organisation pages both ask it): an admin works in every branch of
 * the organisation, a member in the ones given to them, in the organisation's order (by name); the current
 * branch is the stored one while it is theirs, else their first (none: null).
 */
export function workingBranches(
  member: { role: OrganisationAccess['role']; currentBranchId: string | null },
  organisationBranchIds: readonly string[],
  givenBranchIds: readonly string[],
): Pick<OrganisationAccess, 'branchIds' | 'currentBranchId'> {
  const branchIds =
    member.role === 'admin'
      ? [...organisationBranchIds]
      : organisationBranchIds.filter((id) => givenBranchIds.includes(id));
  const currentBranchId = branchIds.find((id) => id === member.currentBranchId) ?? branchIds[0] ?? null;
  return { branchIds, currentBranchId };
}

export type OrganisationSessionUser = SessionUser & {
  organisation: NonNullable<SessionUser['organisation']>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** null for anonymous callers. */
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Calls that work without a user (sign-in, refresh, reset, logout) ignore an expired or foreign bearer
     * token instead of answering 401, so a stale token in the client cannot block signing in again.
     */
    ignoreInvalidToken?: boolean;
  }
}

export { forbidden } from './errors';

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** Organisation users only (dashboard, branch picker, events, inbox). */
export function requireOrganisationUser(request: FastifyRequest): OrganisationSessionUser {
  const user = requireUser(request);
  if (!user.organisation) throw forbidden('This page is for organisation users.');
  return user as OrganisationSessionUser;
}

/** Organisation admins only (staff, details, branches; decision 038). */
export function requireOrganisationAdmin(request: FastifyRequest): OrganisationSessionUser {
  const user = requireOrganisationUser(request);
  if (user.organisation.role !== 'admin') throw forbidden(ORGANISATION_ADMIN_MESSAGES.adminsOnly);
  return user;
}

/** Workshop users; with a workshop id, only someone who works for that workshop (else "not found"). */
export function requireWorkshopUser(request: FastifyRequest, workshopId?: string): SessionUser {
  const user = requireUser(request);
  if (user.workshopIds.length === 0) throw forbidden('This page is for workshop users.');
  if (workshopId && !user.workshopIds.includes(workshopId)) throw notFound('The workshop');
  return user;
}

/** The header a workshop user of several workshops names the one they work in now with (the portal's switcher). */
export const WORKSHOP_HEADER = WORKSHOP_CHOICE_HEADER.toLowerCase();

/**
 * A workshop user scoped to one workshop: the one the call names itself (`named`: the statement's
 * `?workshopId=`), else the one the `X-Workshop-Id` header names, else the first of theirs by id. The
 * answer's `workshopIds` holds that one only, so every workshop call answers for it alone (another
 * workshop's records are 404). A workshop the user does not work for is 404.
 */
export function workshopScope(request: FastifyRequest, named?: string): SessionUser {
  const user = requireWorkshopUser(request);
  const header = request.headers[WORKSHOP_HEADER];
  const chosen =
    named ?? (typeof header === 'string' && header !== '' ? header : [...user.workshopIds].sort()[0]!);
  if (!user.workshopIds.includes(chosen)) throw notFound('The workshop');
  return { ...user, workshopIds: [chosen] };
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('This page is for Motorwise administrators.');
  return user;
}

/**
 * An admin write (decision 059): an admin who signed in within STEP_UP_MINUTES, with the second factor
 * when their account has 2FA on; else 403 with the step-up key in `errors`, so the web asks them to sign
 * in again.
 */
export function requireAdminStepUp(request: FastifyRequest, now = new Date()): SessionUser {
  const user = requireAdmin(request);
  const signIn = user.signIn;
  const refuse = (message: string) =>
    AppError.of(AppErrorCode.FORBIDDEN, message, { [STEP_UP_ERROR_KEY]: [message] });
  if (!signIn || now.getTime() - signIn.at.getTime() > STEP_UP_MINUTES * 60_000)
    throw refuse(STEP_UP_MESSAGES.stale);
  if (signIn.twoFactorOn && !signIn.secondFactor) throw refuse(STEP_UP_MESSAGES.secondFactor);
  return user;
}

/** spec part 1, section 6: lower-cased e-mail compared with the configured list. */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}
