import { PHONE_PREFIX, toDisplayPhone } from '@motorwise/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import {
  addresses,
  externalLogins,
  organizationBranches,
  organizations,
  organizationUsers,
  userCodes,
  users,
} from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isAdminEmail, type SessionUser } from '../../lib/session';
import type { AuthModule } from '../auth/index';
import { verifyPassword } from '../auth/passwords';
import {
  matchTotp,
  newEnrolment,
  RECOVERY_PURPOSE,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useRecoveryCode,
  useTotpCode,
} from '../auth/totp';
import { enqueue } from '../jobs/queue';
import { setPasswordMail, twoFactorChangedMail } from '../mail/templates';
import type { AddressInput, PostApplicationUser } from './users.schemas';

type AddressRow = typeof addresses.$inferSelect;

export function addressView(a: AddressRow | null | undefined) {
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    isActive: a.isActive,
    streetNumber: a.streetNumber,
    streetName: a.streetName,
    suburb: a.suburb,
    town: a.town,
    city: a.city,
    province: a.province,
    country: a.country,
    postalCode: a.postalCode,
    lat: a.lat,
    lng: a.lng,
    dateCreated: a.createdAt.toISOString(),
    isOrganization: a.isOrganization,
  };
}

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-factor sign-in is off.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noEnrolment: 'Start the set-up again: scan the new QR code with your authenticator app.',
  codeInvalid: 'That code is not valid. Please try again.',
  passwordWrong: 'The password is incorrect.',
} as const;

export class UserService {
  constructor(
    private readonly deps: { db: Db; config: Config },
    private readonly mod: AuthModule,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async loadOrganisation(db: DbOrTx, sessionUser: SessionUser) {
    const [member] = await db
      .select({ m: organizationUsers, o: organizations })
      .from(organizationUsers)
      .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
      .where(eq(organizationUsers.userId, sessionUser.id));
    if (!member) return null;
    const branches = await db
      .select({ b: organizationBranches, a: addresses })
      .from(organizationBranches)
      .leftJoin(addresses, eq(addresses.id, organizationBranches.addressId))
      .where(eq(organizationBranches.organizationId, member.o.id))
      .orderBy(asc(organizationBranches.branchName));
    return {
      id: member.o.id,
      name: member.o.name,
      registrationNumber: member.o.registrationNumber,
      taxNumber: member.o.taxNumber,
      kind: member.o.kind,
      authUser: {
        id: sessionUser.id,
        email: sessionUser.email,
        organizationBranchId: member.m.currentBranchId,
      },
      organizationBranches: branches.map(({ b, a }) => ({
        id: b.id,
        branchName: b.branchName,
        address: addressView(a),
      })),
    };
  }

  async getApplicationUser(sessionUser: SessionUser) {
    const [user] = await this.db.select().from(users).where(eq(users.id, sessionUser.id));
    if (!user) throw new AppError(401, 'Please sign in to continue.');
    const [address] = user.businessAddressId
      ? await this.db.select().from(addresses).where(eq(addresses.id, user.businessAddressId))
      : [];
    const google = await this.db
      .select({ p: externalLogins.provider })
      .from(externalLogins)
      .where(and(eq(externalLogins.userId, user.id), eq(externalLogins.provider, 'google')));
    const organization = await this.loadOrganisation(this.db, sessionUser);
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
      isAdmin: isAdminEmail(user.email, this.deps.config.ADMIN_EMAILS),
      isOrganisationUser: Boolean(organization),
      isWorkshopUser: sessionUser.workshopIds.length > 0,
      workshopIds: sessionUser.workshopIds,
      emailConfirmed: Boolean(user.emailConfirmedAt),
      hasPassword: Boolean(user.passwordHash),
      hasGoogleLogin: google.length > 0,
      twoFactorEnabled: Boolean(user.totpEnabledAt),
      termsAcceptedUtc: user.termsAcceptedAt?.toISOString() ?? null,
      dateCreatedUtc: user.createdAt.toISOString(),
    };
  }

  private async saveAddress(tx: DbOrTx, existingId: string | null, input: AddressInput): Promise<string> {
    const values = {
      name: input.name ?? null,
      streetNumber: input.streetNumber,
      streetName: input.streetName,
      suburb: input.suburb,
      town: input.town ?? input.city,
      city: input.city,
      province: input.province,
      country: input.country,
      postalCode: input.postalCode,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
    };
    if (existingId) {
      await tx.update(addresses).set(values).where(eq(addresses.id, existingId));
      return existingId;
    }
    const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
    if (!row) throw new Error('address not stored');
    return row.id;
  }

  /** spec: POST /api/User/PostApplicationUser with the user. The e-mail is the sign-in name and stays. */
  async postApplicationUser(sessionUser: SessionUser, input: PostApplicationUser) {
    if (input.id && input.id !== sessionUser.id) throw notFound('The user');
    if (input.email && input.email.toLowerCase() !== sessionUser.email.toLowerCase())
      throw badRequest({ email: ['The e-mail address cannot be changed here.'] });
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, sessionUser.id));
      if (!user) throw new AppError(401, 'Please sign in to continue.');
      // spec step 4: non-business users have business fields nulled.
      const business = input.isForBusiness !== false && Boolean(input.businessName);
      let businessAddressId = user.businessAddressId;
      if (business && input.businessAddress) {
        businessAddressId = await this.saveAddress(tx, user.businessAddressId, input.businessAddress);
      } else if (!business) {
        businessAddressId = null;
      }
      await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phoneNumber ?? input.phone ?? null,
          businessName: business ? input.businessName : null,
          businessRegistrationNumber: business ? input.businessRegistrationNumber : null,
          businessTaxNumber: business ? input.businessTaxNumber : null,
          businessAddressId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (user.businessAddressId && user.businessAddressId !== businessAddressId)
        await tx
          .delete(addresses)
          .where(eq(addresses.id, user.businessAddressId))
          .catch(() => undefined);
    });
    return this.getApplicationUser(sessionUser);
  }

  /** spec: POST /api/user/upsertOrganizationBranch: the branch the organisation user works in now. */
  async setCurrentBranch(sessionUser: SessionUser, branchId: string) {
    if (!sessionUser.organisation?.branchIds.includes(branchId)) throw notFound('The branch');
    await this.db
      .update(organizationUsers)
      .set({ currentBranchId: branchId })
      .where(eq(organizationUsers.userId, sessionUser.id));
    const updated = {
      ...sessionUser,
      organisation: { ...sessionUser.organisation, currentBranchId: branchId },
    };
    return this.loadOrganisation(this.db, updated);
  }

  // ------------------------------------------------------------ two-factor sign-in (TOTP)

  private async userRow(id: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    if (!user) throw new AppError(401, 'Please sign in to continue.');
    return user;
  }

  async twoFactorStatus(sessionUser: SessionUser) {
    const user = await this.userRow(sessionUser.id);
    return {
      enabled: Boolean(user.totpEnabledAt),
      enabledUtc: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(this.db, user.id) : 0,
    };
  }

  async enrolTwoFactor(sessionUser: SessionUser) {
    const user = await this.userRow(sessionUser.id);
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const enrolment = await newEnrolment(this.mod.auth.totpKey, user.email);
    await this.db.update(users).set({ totpPendingSecret: enrolment.encrypted }).where(eq(users.id, user.id));
    return {
      secret: enrolment.secret,
      otpauthUri: enrolment.otpauthUri,
      qrCodeDataUrl: enrolment.qrCodeDataUrl,
    };
  }

  async confirmTwoFactor(sessionUser: SessionUser, code: string) {
    const user = await this.userRow(sessionUser.id);
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!user.totpPendingSecret) throw conflict(TWO_FACTOR_MESSAGES.noEnrolment);
    const step = await matchTotp(this.mod.auth.totpKey, user.totpPendingSecret, code);
    if (step === null)
      throw badRequest({ code: [TWO_FACTOR_MESSAGES.codeInvalid] }, TWO_FACTOR_MESSAGES.codeInvalid);
    return this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: new Date(),
          totpLastTimeStep: step,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await enqueue(tx, 'send_mail', twoFactorChangedMail(user.email, user.firstName, true));
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    });
  }

  /** Turning two-factor off or renewing codes needs the second factor again (and the password, if any). */
  private async reauthenticate(
    user: typeof users.$inferSelect,
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
      const ok = input.twoFactorCode
        ? await useTotpCode(this.db, this.mod.auth.totpKey, user, input.twoFactorCode)
        : input.recoveryCode
          ? await useRecoveryCode(this.db, user.id, input.recoveryCode)
          : false;
      if (!ok)
        throw badRequest(
          { twoFactorCode: [TWO_FACTOR_MESSAGES.codeInvalid] },
          TWO_FACTOR_MESSAGES.codeInvalid,
        );
    }
  }

  async disableTwoFactor(
    sessionUser: SessionUser,
    input: { password?: string | null; twoFactorCode?: string | null; recoveryCode?: string | null },
  ) {
    const user = await this.userRow(sessionUser.id);
    if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await this.reauthenticate(user, input);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastTimeStep: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      // No recovery codes are kept for a user without two-factor.
      await tx
        .delete(userCodes)
        .where(and(eq(userCodes.userId, user.id), eq(userCodes.purpose, RECOVERY_PURPOSE)));
      await enqueue(tx, 'send_mail', twoFactorChangedMail(user.email, user.firstName, false));
    });
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }

  async renewRecoveryCodes(
    sessionUser: SessionUser,
    input: { password?: string | null; twoFactorCode?: string | null; recoveryCode?: string | null },
  ) {
    const user = await this.userRow(sessionUser.id);
    if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await this.reauthenticate(user, input);
    const recoveryCodes = await this.db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
    return { recoveryCodes };
  }

  // ------------------------------------------------------------ admin

  /** An account made by an administrator has no password: sign-in answers newPasswordRequired (3). */
  async adminCreateUser(input: {
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    organizationBranchId?: string | null;
  }) {
    const minutes = this.deps.config.INVITE_DAYS * 24 * 60;
    return this.db.transaction(async (tx) => {
      if (await this.mod.auth.findUserByEmail(tx, input.email))
        throw conflict('An account with this e-mail address already exists.');
      let organizationId: string | null = null;
      if (input.organizationBranchId) {
        const [branch] = await tx
          .select({ organizationId: organizationBranches.organizationId })
          .from(organizationBranches)
          .where(eq(organizationBranches.id, input.organizationBranchId));
        if (!branch) throw notFound('The branch');
        organizationId = branch.organizationId;
      }
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phoneNumber,
        })
        .returning();
      if (!created) throw new Error('user not stored');
      if (organizationId)
        await tx.insert(organizationUsers).values({
          userId: created.id,
          organizationId,
          currentBranchId: input.organizationBranchId ?? null,
        });
      const code = await this.mod.auth.issueCode(tx, created.id, 'password_reset', minutes);
      await enqueue(
        tx,
        'send_mail',
        setPasswordMail(
          created.email,
          created.firstName,
          this.mod.auth.resetLink(created.email, code),
          minutes,
        ),
      );
      return { id: created.id, email: created.email };
    });
  }

  /** A disabled account cannot sign in (notAllowed, 5) and its sessions end at once. */
  async adminSetDisabled(userId: string, disabled: boolean) {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ isDisabled: disabled, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (updated.length === 0) throw notFound('The user');
      if (disabled) await this.mod.tokens.revokeAllSessions(tx, userId, 'account disabled');
      return { message: disabled ? 'The account is disabled.' : 'The account is enabled.' };
    });
  }
}
