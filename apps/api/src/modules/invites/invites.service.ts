import {
  type AdminOrganisationInvite,
  CONSENT_REQUIRED_MESSAGE,
  LoginResult,
  normalizeEmail,
  ORGANISATION_ADMIN_MESSAGES,
  toDisplayPhone,
} from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, AppErrorCode, badRequest, conflict, notFound } from '../../lib/errors';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { forbidden, type SessionUser } from '../../lib/session';
import {
  AUTH_MESSAGES,
  type AuthService,
  type DeviceInfo,
  hashPassword,
  type LoginAnswer,
} from '../accounts/index';
import { enqueue } from '../jobs/index';
import { inviteMail } from '../mail/index';
import type { organisations } from '../organisations/index';
import type { workshops } from '../workshops/index';
import * as repo from './invites.repo';

export const INVITE_MESSAGES = {
  notFound: 'This invite link is not valid. Please ask for a new invite.',
  expired: 'This invite has expired. Please ask for a new invite.',
  used: 'This invite was already accepted. Please sign in.',
  accountExists: 'An account with this e-mail address already exists. Please sign in to accept the invite.',
  consentRequired: CONSENT_REQUIRED_MESSAGE,
  otherOrganisation: 'You already belong to another organisation. Please contact support to move.',
  alreadyMember: 'This person is already a member of the organisation.',
  accepted: (name: string) => `You joined ${name}.`,
  searchSent:
    'If there is an open invite for that e-mail address, we sent it again. Please check your inbox.',
  wrongGoogleAccount: (email: string) => `Please use the Google account of ${email} for this invite.`,
} as const;

/** spec part 1, section 3: the Invite entity, plus the organisation's and branch's names for the page. */
export interface InviteView {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  emailReadonly: boolean;
  phoneNumber: string | null;
  phoneNumberReadonly: boolean;
  invalidInvite: boolean;
  invalidInviteError: string | null;
  requiresLogin: boolean;
  hasPasswordLogin: boolean;
  hasGoogleLogin: boolean;
  requiresConsent: boolean;
  policy: string | null;
  organizationName: string | null;
  branchName: string | null;
  expiresUtc: string | null;
}

type InviteRow = repo.InviteRow;

const invalidView = (error: string): InviteView => ({
  firstName: null,
  lastName: null,
  email: null,
  emailReadonly: true,
  phoneNumber: null,
  phoneNumberReadonly: false,
  invalidInvite: true,
  invalidInviteError: error,
  requiresLogin: false,
  hasPasswordLogin: false,
  hasGoogleLogin: false,
  requiresConsent: false,
  policy: null,
  organizationName: null,
  branchName: null,
  expiresUtc: null,
});

export interface CreateInviteInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  organizationBranchId?: string | null;
  organizationId?: string | null;
  workshopId?: string | null;
  requiresConsent?: boolean;
  policy?: string | null;
}

/** What the invites service is given (decision 058): its handles and what it uses of sign-in (accounts). */
export interface InviteServiceDeps {
  auth: Pick<
    AuthService,
    | 'completeSignIn'
    | 'createUser'
    | 'findOrCreateGoogleUser'
    | 'findUserByEmail'
    | 'findUserById'
    | 'hasGoogleLogin'
    | 'link'
    | 'resendConfirmation'
    | 'verifyGoogle'
  >;
  db: Db;
  config: Config;
  /** The modules below it: the organisation or workshop an invite joins (wired in index.ts). */
  organisations: Pick<typeof organisations, 'branch' | 'findMember' | 'join' | 'organisation'>;
  workshops: Pick<typeof workshops, 'addStaff' | 'find'>;
}

/**
 * Invites. The link carries a random code (the {id} of /account/invite/{id}); only its SHA-256 is stored,
 * it works once, and it expires. An organisation user invites colleagues into a branch of their own
 * organisation; an admin into any organisation branch or workshop.
 */
export function createInviteService(deps: InviteServiceDeps) {
  const { auth, organisations, workshops } = deps;

  function inviteLink(code: string) {
    return auth.link(`/account/invite/${encodeURIComponent(code)}`);
  }

  async function findByCode(
    tx: DbOrTx,
    code: string,
  ): Promise<{ invite: InviteRow | null; error: string | null }> {
    const invite = await repo.findByCodeHash(tx, sha256(code.trim()));
    if (!invite) return { invite: null, error: INVITE_MESSAGES.notFound };
    if (invite.acceptedAt) return { invite: null, error: INVITE_MESSAGES.used };
    if (invite.expiresAt <= new Date()) return { invite: null, error: INVITE_MESSAGES.expired };
    return { invite, error: null };
  }

  async function namesOf(tx: DbOrTx, invite: InviteRow) {
    if (invite.workshopId) {
      const w = await workshops.find(tx, invite.workshopId);
      return { organizationName: w?.name ?? null, branchName: null };
    }
    const o = await organisations.organisation(tx, invite.organizationId ?? '');
    const b = invite.organizationBranchId
      ? await organisations.branch(tx, invite.organizationBranchId)
      : null;
    return { organizationName: o?.name ?? null, branchName: b?.branchName ?? null };
  }

  function authGoogleEnabled() {
    return Boolean(deps.config.GOOGLE_CLIENT_ID);
  }

  /** Claims the invite (single use, one conditional UPDATE) and adds the membership. */
  async function accept(tx: DbOrTx, invite: InviteRow, userId: string, consent: boolean) {
    if (!(await repo.claim(tx, invite.id, userId, consent)))
      throw badRequest({ invite: [INVITE_MESSAGES.used] }, INVITE_MESSAGES.used);
    if (invite.kind === 'workshop' && invite.workshopId) {
      await workshops.addStaff(tx, userId, invite.workshopId, 'staff');
      return;
    }
    if (!invite.organizationId) return;
    const member = await organisations.findMember(tx, userId);
    if (member && member.organizationId !== invite.organizationId)
      throw conflict(INVITE_MESSAGES.otherOrganisation);
    // The invite's branch becomes theirs and current; the first to join an organisation without an admin
    // (one the Motorwise admin invites into) becomes its admin (issue 19 item 7).
    await organisations.join(tx, {
      userId,
      organizationId: invite.organizationId,
      branchId: invite.organizationBranchId,
    });
  }

  function checkConsent(invite: InviteRow, consent: boolean | undefined) {
    if (invite.requiresConsent && consent !== true)
      throw badRequest({ consent: [INVITE_MESSAGES.consentRequired] }, INVITE_MESSAGES.consentRequired);
  }

  const service = {
    /**
     * `within`: a caller's transaction (approving a workshop's application creates the workshop and invites
     * its first user in one); the mail still waits in the outbox for the commit.
     */
    async create(
      inviter: SessionUser,
      input: CreateInviteInput,
      within: DbOrTx = deps.db,
    ): Promise<{ id: string; email: string; expiresUtc: string }> {
      const { config } = deps;
      const db = within;
      let kind: 'organization' | 'workshop';
      let organizationId: string | null = null;
      let branchId: string | null = input.organizationBranchId ?? null;
      let workshopId: string | null = null;
      let targetName: string;
      let branchName: string | null = null;

      if (input.workshopId) {
        if (!inviter.isAdmin) throw forbidden('Only administrators can invite workshop users.');
        const w = await workshops.find(db, input.workshopId);
        if (!w) throw notFound('The workshop');
        kind = 'workshop';
        workshopId = w.id;
        targetName = w.name;
        branchId = null;
      } else {
        kind = 'organization';
        if (!inviter.isAdmin) {
          if (!inviter.organisation)
            throw forbidden('Only organisation users and administrators can invite people.');
          if (inviter.organisation.role !== 'admin')
            throw forbidden(ORGANISATION_ADMIN_MESSAGES.adminsOnlyInvite);
          branchId ??= inviter.organisation.currentBranchId;
          if (!branchId || !inviter.organisation.organisationBranchIds.includes(branchId))
            throw notFound('The branch');
        }
        if (!branchId && !input.organizationId)
          throw badRequest({ organizationBranchId: ['Cannot be empty.'] });
        const target = branchId
          ? await organisations.branch(db, branchId)
          : await organisations.organisation(db, input.organizationId ?? '');
        if (!target) throw notFound(branchId ? 'The branch' : 'The organisation');
        organizationId = target.organizationId;
        targetName = target.name;
        branchName = target.branchName;
      }

      const email = input.email.trim();
      const code = randomToken();
      const expiresAt = new Date(Date.now() + config.INVITE_DAYS * 86_400_000);
      const inviterRow = await auth.findUserById(db, inviter.id);
      const inviterName =
        [inviterRow?.firstName, inviterRow?.lastName].filter(Boolean).join(' ') || 'Motorwise';

      return db.transaction(async (tx) => {
        const existing = await auth.findUserByEmail(tx, email);
        if (existing && kind === 'organization') {
          const member = await organisations.findMember(tx, existing.id);
          if (member?.organizationId === organizationId) throw conflict(INVITE_MESSAGES.alreadyMember);
        }
        // One open invite per person and organisation (or workshop): a new one replaces the old link.
        await repo.deleteOpen(
          tx,
          email,
          organizationId ? { organizationId } : { workshopId: workshopId ?? '' },
        );
        const id = await repo.insert(tx, {
          codeHash: sha256(code),
          kind,
          organizationId,
          organizationBranchId: branchId,
          workshopId,
          email,
          emailReadonly: true,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phoneNumber: input.phone ?? null,
          phoneNumberReadonly: false,
          requiresConsent: input.requiresConsent ?? false,
          policy: input.policy ?? null,
          invitedByUserId: inviter.id,
          expiresAt,
        });
        await enqueue(
          tx,
          'send_mail',
          inviteMail(email, {
            name: input.firstName ?? null,
            inviterName,
            organisationName: targetName,
            branchName,
            link: inviteLink(code),
            days: config.INVITE_DAYS,
          }),
        );
        return { id, email, expiresUtc: expiresAt.toISOString() };
      });
    },

    /**
     * The invite page's data. `loggedInUserId` counts only when it is the caller's own signed-in id, so a
     * query string cannot pretend to be somebody.
     */
    async view(
      code: string,
      loggedInUserId: string | null,
      sessionUser: SessionUser | null,
    ): Promise<InviteView> {
      const { db } = deps;
      const { invite, error } = await findByCode(db, code);
      if (!invite) return invalidView(error ?? INVITE_MESSAGES.notFound);
      const existing = await auth.findUserByEmail(db, invite.email);
      const viewerIsInvitee = Boolean(
        existing &&
          sessionUser &&
          sessionUser.id === existing.id &&
          (!loggedInUserId || loggedInUserId === sessionUser.id),
      );
      let hasPasswordLogin = true;
      let hasGoogleLogin = authGoogleEnabled();
      if (existing) {
        hasPasswordLogin = Boolean(existing.passwordHash);
        hasGoogleLogin = await auth.hasGoogleLogin(db, existing.id);
      }
      return {
        firstName: existing?.firstName ?? invite.firstName,
        lastName: existing?.lastName ?? invite.lastName,
        email: invite.email,
        emailReadonly: invite.emailReadonly,
        phoneNumber: invite.phoneNumber ? toDisplayPhone(invite.phoneNumber) : null,
        phoneNumberReadonly: invite.phoneNumberReadonly,
        invalidInvite: false,
        invalidInviteError: null,
        requiresLogin: Boolean(existing) && !viewerIsInvitee,
        hasPasswordLogin,
        hasGoogleLogin,
        requiresConsent: invite.requiresConsent,
        policy: invite.policy,
        ...(await namesOf(db, invite)),
        expiresUtc: invite.expiresAt.toISOString(),
      };
    },

    /** A signed-in invitee accepts (and consents where the invite asks for it). */
    async consent(
      code: string,
      sessionUser: SessionUser,
      consent: boolean | undefined,
    ): Promise<{ message: string }> {
      return deps.db.transaction(async (tx) => {
        const { invite, error } = await findByCode(tx, code);
        // Someone else's invite is "not found", like any other record of someone else.
        if (
          !invite ||
          (invite.emailReadonly && normalizeEmail(invite.email) !== normalizeEmail(sessionUser.email))
        )
          throw AppError.of(AppErrorCode.NOT_FOUND, error ?? INVITE_MESSAGES.notFound);
        checkConsent(invite, consent);
        await accept(tx, invite, sessionUser.id, consent === true);
        const { organizationName } = await namesOf(tx, invite);
        return { message: INVITE_MESSAGES.accepted(organizationName ?? 'Motorwise') };
      });
    },

    /** A new person accepts: creates the account (password or Google), joins, and is signed in. */
    async register(
      code: string,
      input: {
        firstName: string;
        lastName: string;
        email?: string | null;
        phone: string | null;
        password?: string | null;
        idToken?: string | null;
        consent?: boolean;
      },
      device: DeviceInfo,
    ): Promise<LoginAnswer> {
      const { db } = deps;
      const { invite, error } = await findByCode(db, code);
      if (!invite)
        throw badRequest({ invite: [error ?? INVITE_MESSAGES.notFound] }, error ?? INVITE_MESSAGES.notFound);
      checkConsent(invite, input.consent);
      const email = invite.emailReadonly || !input.email ? invite.email : input.email.trim();
      if (await auth.findUserByEmail(db, email)) throw conflict(INVITE_MESSAGES.accountExists);
      const phone = invite.phoneNumberReadonly && invite.phoneNumber ? invite.phoneNumber : input.phone;

      if (input.idToken) {
        const google = await auth.verifyGoogle(input.idToken);
        if (normalizeEmail(google.email) !== normalizeEmail(email))
          throw badRequest(
            { idToken: [INVITE_MESSAGES.wrongGoogleAccount(email)] },
            INVITE_MESSAGES.wrongGoogleAccount(email),
          );
        const user = await auth.findOrCreateGoogleUser(google, true, {
          phone,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        await db.transaction((tx) => accept(tx, invite, user.id, input.consent === true));
        return auth.completeSignIn(user, 'google', {}, device);
      }

      if (!input.password) throw badRequest({ password: ['Cannot be empty.'] });
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const created = await auth.createUser(tx, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          passwordHash,
          // The invite reached this mailbox, which is what a confirmation link proves.
          emailConfirmedAt: invite.emailReadonly ? new Date() : null,
        });
        await accept(tx, invite, created.id, input.consent === true);
        return created;
      });
      if (!user.emailConfirmedAt) {
        await auth.resendConfirmation(user.email);
        return {
          result: LoginResult.emailConfirmationRequired,
          message: AUTH_MESSAGES.registered(user.email),
          tokens: null,
          user: null,
        };
      }
      return auth.completeSignIn(user, 'invite', {}, device);
    },

    /**
     * The invites into an organisation, for a Motorwise administrator (decision 060): open, accepted or
     * expired, newest first. The code is never shown; an admin invites again (POST /api/user/invites) to
     * send a new link.
     */
    async ofOrganisation(db: DbOrTx, organizationId: string): Promise<AdminOrganisationInvite[]> {
      if (!(await organisations.organisation(db, organizationId))) throw notFound('The organisation');
      const now = new Date();
      return (await repo.listForOrganisation(db, organizationId)).map((i) => ({
        id: i.id,
        email: i.email,
        firstName: i.firstName,
        lastName: i.lastName,
        organizationBranchId: i.organizationBranchId,
        state: i.acceptedAt ? 'accepted' : i.expiresAt <= now ? 'expired' : 'open',
        dateCreatedUtc: i.createdAt.toISOString(),
        dateExpiresUtc: i.expiresAt.toISOString(),
        dateAcceptedUtc: i.acceptedAt?.toISOString() ?? null,
      }));
    },

    /**
     * Finds open invites for an address. Signed in with that address: the invites come back with fresh
     * links to open directly. Otherwise: the invites are mailed again, and the answer says nothing.
     */
    async search(
      email: string | null,
      sessionUser: SessionUser | null,
    ): Promise<{
      message: string;
      invites: {
        inviteId: string;
        organizationName: string | null;
        branchName: string | null;
        expiresUtc: string;
      }[];
    }> {
      const { db } = deps;
      const own = sessionUser && (!email || normalizeEmail(email) === normalizeEmail(sessionUser.email));
      const target = own ? sessionUser.email : email;
      if (!target) throw badRequest({ email: ['Cannot be empty.'] });
      return db.transaction(async (tx) => {
        const open = await repo.listOpenTo(tx, target);
        const found: {
          inviteId: string;
          organizationName: string | null;
          branchName: string | null;
          expiresUtc: string;
        }[] = [];
        for (const invite of open) {
          // A fresh code: the old link stops working, the stored hash changes.
          const code = randomToken();
          await repo.setCodeHash(tx, invite.id, sha256(code));
          const names = await namesOf(tx, invite);
          if (own) {
            found.push({ inviteId: code, ...names, expiresUtc: invite.expiresAt.toISOString() });
          } else {
            await enqueue(
              tx,
              'send_mail',
              inviteMail(invite.email, {
                name: invite.firstName,
                inviterName: 'Motorwise',
                organisationName: names.organizationName ?? 'Motorwise',
                branchName: names.branchName,
                link: inviteLink(code),
                days: Math.max(1, Math.ceil((invite.expiresAt.getTime() - Date.now()) / 86_400_000)),
              }),
            );
          }
        }
        return {
          message: own ? `${found.length} open invite(s).` : INVITE_MESSAGES.searchSent,
          invites: found,
        };
      });
    },
  };
  return service;
}

export type InviteService = ReturnType<typeof createInviteService>;

/** POPIA: invites received and sent; erasing removes open ones and the person's details from the rest. */
export const invitesPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      invitesReceived: (await repo.listReceivedBy(db, owner.email)).map(exportRow),
      invitesSent: (await repo.listSentBy(db, owner.id)).map(exportRow),
    };
  },
  erase: (tx, context) =>
    repo.erasePerson(tx, { userId: context.id, email: context.email, erasedEmail: context.erasedEmail }),
};
