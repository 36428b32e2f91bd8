import { type AddressInput, PHONE_PREFIX, type PostApplicationUser, toDisplayPhone } from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { isAdminEmail, type SessionUser } from '../../lib/session';
import type { AuditActor, AuditPort } from '../audit/index';
import { enqueue } from '../jobs/index';
import { setPasswordMail, twoFactorChangedMail } from '../mail/index';
import type { organisations } from '../organisations/index';
import { addressView, type places } from '../places/index';
import type * as AccountsRepo from './accounts.repo';
import type { AuthService } from './auth.service';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import {
  matchTotp,
  newEnrolment,
  RECOVERY_PURPOSE,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useSecondFactor,
} from './totp';

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-factor sign-in is off.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noEnrolment: 'Start the set-up again: scan the new QR code with your authenticator app.',
  codeInvalid: 'That code is not valid. Please try again.',
  passwordWrong: 'The password is incorrect.',
} as const;

/** What accounts asks of organisations, a module above it (a type import: nothing runs across). */
export type AccountsOrganisations = Pick<typeof organisations, 'load' | 'branch' | 'join'>;

/** What the account service is given (decision 058): its repo, places, sign-in, tokens and a port. */
export interface AccountServiceDeps {
  db: Db;
  config: Pick<Config, 'ADMIN_EMAILS' | 'INVITE_DAYS'>;
  repo: Pick<
    typeof AccountsRepo,
    'deleteCodes' | 'findUserByEmail' | 'findUserById' | 'hasExternalLogin' | 'insertUser' | 'updateUser'
  >;
  places: Pick<typeof places, 'deleteUnused' | 'find' | 'save'>;
  auth: Pick<AuthService, 'issueCode' | 'resetLink' | 'totpKey'>;
  tokens: Pick<TokenService, 'revokeAllSessions'>;
  /**
   * A port (decision 058): organisations sits above accounts (it reads customers' contacts), so the
   * memberships an account shows and joins are handed in by app.ts, not imported.
   */
  organisations: AccountsOrganisations;
  /** The audit trail (decision 059): an admin's change to an account is recorded in its transaction. */
  audit: AuditPort;
}

/** The signed-in person's own account: profile, two-factor sign-in; and the admin calls on accounts. */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, config, repo, places, auth, tokens, organisations, audit } = deps;
  async function getApplicationUser(sessionUser: SessionUser) {
    const user = await userRow(sessionUser.id);
    const [address, hasGoogleLogin, organization] = await Promise.all([
      places.find(db, user.businessAddressId),
      repo.hasExternalLogin(db, user.id, 'google'),
      organisations.load(db, sessionUser),
    ]);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phone,
      phone: user.phone,
      phoneWithoutPrefix: user.phone?.startsWith(PHONE_PREFIX)
        ? user.phone.slice(PHONE_PREFIX.length)
        : user.phone,
      phoneDisplay: user.phone ? toDisplayPhone(user.phone) : null,
      businessName: user.businessName,
      businessRegistrationNumber: user.businessRegistrationNumber,
      businessTaxNumber: user.businessTaxNumber,
      businessAddress: addressView(address),
      organization,
      isAdmin: isAdminEmail(user.email, config.ADMIN_EMAILS),
      isOrganisationUser: Boolean(organization),
      isWorkshopUser: sessionUser.workshopIds.length > 0,
      workshopIds: sessionUser.workshopIds,
      emailConfirmed: Boolean(user.emailConfirmedAt),
      hasPassword: Boolean(user.passwordHash),
      hasGoogleLogin,
      twoFactorEnabled: Boolean(user.totpEnabledAt),
      termsAcceptedUtc: user.termsAcceptedAt?.toISOString() ?? null,
      dateCreatedUtc: user.createdAt.toISOString(),
    };
  }

  /** spec: POST /api/User/PostApplicationUser with the user. The e-mail is the sign-in name and stays. */
  async function postApplicationUser(sessionUser: SessionUser, input: PostApplicationUser) {
    if (input.id && input.id !== sessionUser.id) throw notFound('The user');
    if (input.email && input.email.toLowerCase() !== sessionUser.email.toLowerCase())
      throw badRequest({ email: ['The e-mail address cannot be changed here.'] });
    await db.transaction(async (tx) => {
      const user = await repo.findUserById(tx, sessionUser.id);
      if (!user) throw unauthorized();
      // spec step 4: non-business users have business fields nulled.
      const business = input.isForBusiness !== false && Boolean(input.businessName);
      let businessAddressId = user.businessAddressId;
      if (business && input.businessAddress) {
        businessAddressId = await places.save(
          tx,
          user.businessAddressId,
          input.businessAddress as AddressInput,
        );
      } else if (!business) {
        businessAddressId = null;
      }
      await repo.updateUser(tx, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phoneNumber ?? input.phone ?? null,
        businessName: business ? input.businessName : null,
        businessRegistrationNumber: business ? input.businessRegistrationNumber : null,
        businessTaxNumber: business ? input.businessTaxNumber : null,
        businessAddressId,
      });
      if (user.businessAddressId && user.businessAddressId !== businessAddressId)
        await places.deleteUnused(tx, [user.businessAddressId]);
    });
    return getApplicationUser(sessionUser);
  }

  // ------------------------------------------------------------ two-factor sign-in (TOTP)

  async function userRow(id: string) {
    const user = await repo.findUserById(db, id);
    if (!user) throw unauthorized();
    return user;
  }

  async function twoFactorStatus(sessionUser: SessionUser) {
    const user = await userRow(sessionUser.id);
    return {
      enabled: Boolean(user.totpEnabledAt),
      enabledUtc: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
    };
  }

  async function enrolTwoFactor(sessionUser: SessionUser) {
    const user = await userRow(sessionUser.id);
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const enrolment = await newEnrolment(auth.totpKey, user.email);
    await repo.updateUser(db, user.id, { totpPendingSecret: enrolment.encrypted });
    return {
      secret: enrolment.secret,
      otpauthUri: enrolment.otpauthUri,
      qrCodeDataUrl: enrolment.qrCodeDataUrl,
    };
  }

  async function confirmTwoFactor(sessionUser: SessionUser, code: string) {
    const user = await userRow(sessionUser.id);
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!user.totpPendingSecret) throw conflict(TWO_FACTOR_MESSAGES.noEnrolment);
    const step = await matchTotp(auth.totpKey, user.totpPendingSecret, code);
    if (step === null)
      throw badRequest({ code: [TWO_FACTOR_MESSAGES.codeInvalid] }, TWO_FACTOR_MESSAGES.codeInvalid);
    return db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastTimeStep: step,
      });
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await enqueue(tx, 'send_mail', twoFactorChangedMail(user.email, user.firstName, true));
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    });
  }

  /** Turning two-factor off or renewing codes needs the second factor again (and the password, if any). */
  async function reauthenticate(
    user: AccountsRepo.UserRow,
    input: { password?: string | null; twoFactorCode?: string | null; recoveryCode?: string | null },
  ) {
    if (user.passwordHash) {
      const ok = await verifyPassword(user.passwordHash, input.password ?? '');
      if (!ok)
        throw badRequest(
          { password: [TWO_FACTOR_MESSAGES.passwordWrong] },
          TWO_FACTOR_MESSAGES.passwordWrong,
        );
    }
    if (user.totpEnabledAt) {
      const ok = await useSecondFactor(db, auth.totpKey, user, input);
      if (!ok)
        throw badRequest(
          { twoFactorCode: [TWO_FACTOR_MESSAGES.codeInvalid] },
          TWO_FACTOR_MESSAGES.codeInvalid,
        );
    }
  }

  async function disableTwoFactor(
    sessionUser: SessionUser,
    input: { password?: string | null; twoFactorCode?: string | null; recoveryCode?: string | null },
  ) {
    const user = await userRow(sessionUser.id);
    if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await reauthenticate(user, input);
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, {
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastTimeStep: null,
      });
      // No recovery codes are kept for a user without two-factor.
      await repo.deleteCodes(tx, user.id, RECOVERY_PURPOSE);
      await enqueue(tx, 'send_mail', twoFactorChangedMail(user.email, user.firstName, false));
    });
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }

  async function renewRecoveryCodes(
    sessionUser: SessionUser,
    input: { password?: string | null; twoFactorCode?: string | null; recoveryCode?: string | null },
  ) {
    const user = await userRow(sessionUser.id);
    if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await reauthenticate(user, input);
    const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
    return { recoveryCodes };
  }

  // ------------------------------------------------------------ admin

  /** An account made by an administrator has no password: sign-in answers newPasswordRequired (3). */
  async function adminCreateUser(
    input: {
      email: string;
      firstName: string;
      lastName: string;
      phoneNumber: string | null;
      organizationBranchId?: string | null;
    },
    actor: AuditActor,
  ) {
    const minutes = config.INVITE_DAYS * 24 * 60;
    return db.transaction(async (tx) => {
      if (await repo.findUserByEmail(tx, input.email))
        throw conflict('An account with this e-mail address already exists.');
      let organizationId: string | null = null;
      if (input.organizationBranchId) {
        const branch = await organisations.branch(tx, input.organizationBranchId);
        if (!branch) throw notFound('The branch');
        organizationId = branch.organizationId;
      }
      const created = await repo.insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phoneNumber,
      });
      if (organizationId)
        await organisations.join(tx, {
          userId: created.id,
          organizationId,
          branchId: input.organizationBranchId ?? null,
        });
      const code = await auth.issueCode(tx, created.id, 'password_reset', minutes);
      await enqueue(
        tx,
        'send_mail',
        setPasswordMail(created.email, created.firstName, auth.resetLink(created.email, code), minutes),
      );
      await audit.record(tx, {
        actor,
        action: 'user.create',
        targetType: 'user',
        targetId: created.id,
        before: null,
        after: { ...input, id: created.id },
      });
      return { id: created.id, email: created.email };
    });
  }

  /** A disabled account cannot sign in (notAllowed, 5) and its sessions end at once. */
  async function adminSetDisabled(userId: string, disabled: boolean, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await repo.findUserById(tx, userId);
      if (!before) throw notFound('The user');
      await repo.updateUser(tx, userId, { isDisabled: disabled });
      if (disabled) await tokens.revokeAllSessions(tx, userId, 'account disabled');
      await audit.record(tx, {
        actor,
        action: disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: userId,
        before: { isDisabled: before.isDisabled },
        after: { isDisabled: disabled },
      });
      return { message: disabled ? 'The account is disabled.' : 'The account is enabled.' };
    });
  }

  return {
    getApplicationUser,
    postApplicationUser,
    twoFactorStatus,
    enrolTwoFactor,
    confirmTwoFactor,
    reauthenticate,
    disableTwoFactor,
    renewRecoveryCodes,
    adminCreateUser,
    adminSetDisabled,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
