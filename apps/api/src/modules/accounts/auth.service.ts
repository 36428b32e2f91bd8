import { LoginResult, normalizeEmail } from '@motorwise/shared';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { deriveKey, randomToken, sha256 } from '../../lib/crypto';
import { AppError, AppErrorCode, badRequest, conflict, unauthorized } from '../../lib/errors';
import { describeWait } from '../../lib/rate-limits';
import type { SessionUser } from '../../lib/session';
import { enqueue } from '../jobs/index';
import {
  alreadyRegisteredMail,
  confirmEmailMail,
  newDeviceSignInMail,
  passwordChangedMail,
  passwordResetMail,
} from '../mail/index';
import { type AccountThrottle, type Admitted, accountThrottle } from './account-throttle';
import * as repo from './accounts.repo';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from './auth.texts';
import type { GoogleVerifier } from './google';
import { hashPassword, verifyPassword } from './passwords';
import type { DeviceInfo, SessionMethod, TokenPair, TokenService } from './tokens';
import { useSecondFactor } from './totp';

export interface LoginUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The answer of authenticate, externalauthenticate and inviteRegister (see docs/decisions/003). */
export interface LoginAnswer {
  result: LoginResult;
  message: string;
  tokens: TokenPair | null;
  user: LoginUser | null;
}

export interface AuthDeps {
  db: Db;
  config: Config;
  tokens: TokenService;
  google: GoogleVerifier;
}

type UserRow = repo.UserRow;

const answer = (result: LoginResult, message: string): LoginAnswer => ({
  result,
  message,
  tokens: null,
  user: null,
});

export class AuthService {
  readonly totpKey: Buffer;

  /** The per-account throttle of sign-in attempts (decision 014). */
  private readonly throttle: AccountThrottle;

  constructor(private readonly deps: AuthDeps) {
    this.totpKey = deriveKey(deps.tokens.secret, 'totp-secret-encryption');
    this.throttle = accountThrottle(deps.db, deps.config);
  }

  private get db() {
    return this.deps.db;
  }
  private get config() {
    return this.deps.config;
  }

  link(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
  }

  findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | null> {
    return repo.findUserByEmail(tx, email);
  }

  findUserById(tx: DbOrTx, id: string): Promise<UserRow | null> {
    return repo.findUserById(tx, id);
  }

  hasGoogleLogin(tx: DbOrTx, userId: string): Promise<boolean> {
    return repo.hasExternalLogin(tx, userId, 'google');
  }

  /** A new account with a password (invite registration); terms accepted now. */
  createUser(
    tx: DbOrTx,
    values: {
      email: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      passwordHash: string;
      emailConfirmedAt: Date | null;
    },
  ): Promise<UserRow> {
    return repo.insertUser(tx, { ...values, termsAcceptedAt: new Date() });
  }

  // ------------------------------------------------------------ per-account throttle (decision 014)

  /** What a failed attempt answers: the lock when it started one, else "incorrect" and how long to wait. */
  private failedAnswer(attempt: Admitted, otherwise: LoginAnswer): LoginAnswer {
    const wait = describeWait(attempt.waitMs);
    if (attempt.failures >= this.config.LOCKOUT_THRESHOLD)
      return answer(LoginResult.lockedOut, LOGIN_MESSAGES.lockedOut(wait));
    if (attempt.waitMs > 0 && otherwise.result === LoginResult.failed)
      return answer(LoginResult.failed, LOGIN_MESSAGES.failedWait(wait));
    return otherwise;
  }

  // ------------------------------------------------------------ sign-in

  /**
   * Password sign-in. Every path runs exactly one Argon2 verification (a dummy hash when there is no
   * account or no password), and the wait is counted per account name whether or not the account exists,
   * so neither the answer nor its timing tells whether an e-mail address is registered. Only a caller who
   * knows the password learns more (unconfirmed, disabled, two-factor).
   */
  async authenticate(
    input: {
      username: string;
      password: string;
      twoFactorCode?: string | null;
      recoveryCode?: string | null;
    },
    device: DeviceInfo,
  ): Promise<LoginAnswer> {
    const email = normalizeEmail(input.username);
    const [user, attempt] = await Promise.all([
      this.findUserByEmail(this.db, email),
      this.throttle.beginAttempt(email),
    ]);
    const passwordOk = await verifyPassword(user?.passwordHash, input.password);
    if (!attempt.admitted)
      return answer(LoginResult.lockedOut, LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs)));
    // spec code 3: an invited or admin-created account without a password (the only case that tells
    // a caller without the password that the account exists; see the decision record).
    if (user && !user.passwordHash) {
      await this.throttle.giveBack(attempt);
      return answer(LoginResult.newPasswordRequired, LOGIN_MESSAGES.newPasswordRequired);
    }
    if (!user || !passwordOk)
      return this.failedAnswer(attempt, answer(LoginResult.failed, LOGIN_MESSAGES.failed));
    return this.completeSignIn(user, 'password', input, device, attempt);
  }

  /**
   * What comes after a proven first factor (password or Google): account state, second factor, session.
   * `attempt` is the password attempt already counted against the name, if any.
   */
  async completeSignIn(
    user: UserRow,
    method: SessionMethod,
    input: { twoFactorCode?: string | null; recoveryCode?: string | null },
    device: DeviceInfo,
    attempt: Admitted | null = null,
  ): Promise<LoginAnswer> {
    if (user.isDisabled) {
      await this.throttle.giveBack(attempt);
      return answer(LoginResult.notAllowed, LOGIN_MESSAGES.notAllowed);
    }
    if (!user.emailConfirmedAt) {
      await this.throttle.giveBack(attempt);
      return answer(LoginResult.emailConfirmationRequired, LOGIN_MESSAGES.emailConfirmationRequired);
    }
    if (user.totpEnabledAt && user.totpSecret) {
      const code = input.twoFactorCode?.trim();
      const recovery = input.recoveryCode?.trim();
      if (!code && !recovery) {
        await this.throttle.giveBack(attempt);
        return answer(LoginResult.requiresTwoFactor, LOGIN_MESSAGES.requiresTwoFactor);
      }
      // A code counts against the name too (after Google as after a password): the first factor alone
      // must not allow guessing the second.
      const counted = attempt ?? (await this.throttle.beginAttempt(user.email));
      if (!counted.admitted)
        return answer(LoginResult.lockedOut, LOGIN_MESSAGES.lockedOut(describeWait(counted.waitMs)));
      const ok = await useSecondFactor(this.db, this.totpKey, user, {
        twoFactorCode: code,
        recoveryCode: recovery,
      });
      if (!ok)
        return this.failedAnswer(
          counted,
          answer(LoginResult.requiresTwoFactor, LOGIN_MESSAGES.invalidTwoFactor),
        );
    }
    return this.db.transaction(async (tx) => {
      await this.throttle.clearFailures(tx, user.email);
      const knownDevice = await this.isKnownDevice(tx, user.id, device);
      const { tokens } = await this.deps.tokens.startSession(tx, user, method, device, {
        secondFactor: Boolean(user.totpEnabledAt && user.totpSecret),
      });
      if (!knownDevice) {
        const when = new Date().toLocaleString('en-ZA', { timeZone: 'Africa/Johannesburg' });
        await enqueue(
          tx,
          'send_mail',
          newDeviceSignInMail(user.email, user.firstName, {
            when,
            ip: device.ip,
            userAgent: device.userAgent,
          }),
        );
      }
      return {
        result: LoginResult.success,
        message: LOGIN_MESSAGES.success,
        tokens,
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      };
    });
  }

  /**
   * A device is "known" when an earlier session of this user came from the same browser. The very first
   * sign-in is not news to anyone, so it sends no mail.
   */
  private async isKnownDevice(tx: DbOrTx, userId: string, device: DeviceInfo): Promise<boolean> {
    const earlier = await repo.sessionUserAgents(tx, userId);
    if (earlier.length === 0) return true;
    const ua = device.userAgent?.slice(0, 500) ?? null;
    return earlier.includes(ua);
  }

  /** Google sign-in and sign-up (see the decision record for account linking). */
  async externalAuthenticate(
    input: {
      idToken: string;
      acceptTerms?: boolean;
      twoFactorCode?: string | null;
      recoveryCode?: string | null;
    },
    device: DeviceInfo,
  ): Promise<LoginAnswer> {
    const google = this.deps.google;
    if (!google.enabled) throw AppError.of(AppErrorCode.INVALID_INPUT, LOGIN_MESSAGES.googleDisabled);
    const identity = await google.verify(input.idToken);
    if (!identity) return answer(LoginResult.failed, LOGIN_MESSAGES.googleFailed);
    if (!identity.emailVerified) return answer(LoginResult.failed, LOGIN_MESSAGES.googleEmailNotVerified);
    const user = await this.findOrCreateGoogleUser(identity, input.acceptTerms === true);
    return this.completeSignIn(user, 'google', input, device);
  }

  /** For inviteRegister: a valid Google identity with a verified address, or a 400 saying what is wrong. */
  async verifyGoogle(idToken: string) {
    const google = this.deps.google;
    if (!google.enabled) throw AppError.of(AppErrorCode.INVALID_INPUT, LOGIN_MESSAGES.googleDisabled);
    const identity = await google.verify(idToken);
    if (!identity) throw badRequest({ idToken: [LOGIN_MESSAGES.googleFailed] }, LOGIN_MESSAGES.googleFailed);
    if (!identity.emailVerified)
      throw badRequest(
        { idToken: [LOGIN_MESSAGES.googleEmailNotVerified] },
        LOGIN_MESSAGES.googleEmailNotVerified,
      );
    return identity;
  }

  async findOrCreateGoogleUser(
    identity: { subject: string; email: string; givenName: string | null; familyName: string | null },
    acceptTerms: boolean,
    extra: { phone?: string | null; firstName?: string | null; lastName?: string | null } = {},
  ): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const linked = await repo.findUserByExternalLogin(tx, 'google', identity.subject);
      if (linked && !linked.deletedAt) return linked;
      const existing = await this.findUserByEmail(tx, identity.email);
      if (existing) {
        // Google vouches that this person controls the mailbox, which is what a reset link proves too.
        await repo.linkExternalLogin(tx, {
          userId: existing.id,
          provider: 'google',
          subject: identity.subject,
        });
        if (!existing.emailConfirmedAt)
          return (await repo.updateUser(tx, existing.id, { emailConfirmedAt: new Date() })) ?? existing;
        return existing;
      }
      if (!acceptTerms)
        throw badRequest({ acceptTerms: [AUTH_MESSAGES.acceptTerms] }, AUTH_MESSAGES.acceptTerms);
      const now = new Date();
      const created = await repo.insertUser(tx, {
        email: identity.email,
        firstName: extra.firstName ?? identity.givenName,
        lastName: extra.lastName ?? identity.familyName,
        phone: extra.phone ?? null,
        emailConfirmedAt: now,
        termsAcceptedAt: now,
      });
      await repo.linkExternalLogin(tx, { userId: created.id, provider: 'google', subject: identity.subject });
      return created;
    });
  }

  async refresh(
    input: { accessToken: string | null; refreshToken: string },
    device: DeviceInfo,
  ): Promise<TokenPair> {
    const pair = await this.deps.tokens.rotate(this.db, input, device, async (tx, userId) => {
      const u = await repo.findUserById(tx, userId);
      return u ? { id: u.id, email: u.email, usable: !u.isDisabled && !u.deletedAt } : null;
    });
    if (!pair) throw unauthorized(AUTH_MESSAGES.refreshFailed);
    return pair;
  }

  async logout(
    sessionUser: SessionUser | null,
    input: { refreshToken?: string | null; everywhere?: boolean },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const fromRefresh = input.refreshToken
        ? await this.deps.tokens.sessionOfRefreshToken(tx, input.refreshToken)
        : null;
      const userId = sessionUser?.id ?? fromRefresh?.userId;
      if (input.everywhere && userId)
        return this.deps.tokens.revokeAllSessions(tx, userId, 'signed out everywhere');
      if (sessionUser) await this.deps.tokens.revokeSession(tx, sessionUser.sessionId, 'logout');
      if (fromRefresh) await this.deps.tokens.revokeSession(tx, fromRefresh.sessionId, 'logout');
    });
  }

  // ------------------------------------------------------------ single-use codes

  /** A new code for a purpose replaces any earlier unused one, so only the latest link works. */
  async issueCode(tx: DbOrTx, userId: string, purpose: 'confirm_email' | 'password_reset', minutes: number) {
    await repo.deleteCodes(tx, userId, purpose, { unusedOnly: true });
    const code = randomToken();
    await repo.insertCodes(tx, [
      { userId, purpose, codeHash: sha256(code), expiresAt: new Date(Date.now() + minutes * 60_000) },
    ]);
    return code;
  }

  /** Spends a code: one conditional UPDATE, so a code works once even when two requests race. */
  spendCode(
    tx: DbOrTx,
    purpose: 'confirm_email' | 'password_reset',
    code: string,
    userId?: string,
  ): Promise<string | null> {
    return repo.spendCode(tx, purpose, sha256(code.trim()), userId);
  }

  confirmLink(code: string) {
    return this.link(`/account/confirm-email/${encodeURIComponent(code)}`);
  }

  resetLink(email: string, code: string) {
    return this.link(
      `/account/forgot-password-confirm/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
    );
  }

  // ------------------------------------------------------------ registration and e-mail confirmation

  /**
   * Registration. A taken address gets the same answer as a new one (and its owner a mail saying so),
   * and the password is hashed either way, so registering cannot be used to find accounts.
   */
  async register(input: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    password: string;
  }): Promise<{ result: LoginResult; message: string }> {
    const passwordHash = await hashPassword(input.password);
    const hours = this.config.EMAIL_CONFIRMATION_HOURS;
    await this.db.transaction(async (tx) => {
      const existing = await this.findUserByEmail(tx, input.email);
      if (existing) {
        await enqueue(
          tx,
          'send_mail',
          alreadyRegisteredMail(
            existing.email,
            existing.firstName,
            this.link('/account/login'),
            this.link('/account/forgot-password'),
          ),
        );
        return;
      }
      const now = new Date();
      const created = await repo.insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
        termsAcceptedAt: now,
      });
      const code = await this.issueCode(tx, created.id, 'confirm_email', hours * 60);
      await enqueue(
        tx,
        'send_mail',
        confirmEmailMail(input.email, input.firstName, this.confirmLink(code), hours),
      );
    });
    return { result: LoginResult.emailConfirmationRequired, message: AUTH_MESSAGES.registered(input.email) };
  }

  async confirmEmail(code: string): Promise<{ message: string }> {
    return this.db.transaction(async (tx) => {
      const userId = await this.spendCode(tx, 'confirm_email', code);
      if (!userId) throw badRequest({ code: [AUTH_MESSAGES.codeInvalid] }, AUTH_MESSAGES.codeInvalid);
      await repo.confirmEmail(tx, userId);
      return { message: AUTH_MESSAGES.confirmed };
    });
  }

  async resendConfirmation(email: string): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      const user = await this.findUserByEmail(tx, email);
      if (!user || user.emailConfirmedAt || user.isDisabled) return;
      const hours = this.config.EMAIL_CONFIRMATION_HOURS;
      const code = await this.issueCode(tx, user.id, 'confirm_email', hours * 60);
      await enqueue(
        tx,
        'send_mail',
        confirmEmailMail(user.email, user.firstName, this.confirmLink(code), hours),
      );
    });
    return { message: AUTH_MESSAGES.resent };
  }

  // ------------------------------------------------------------ passwords

  async forgotPassword(username: string): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      const user = await this.findUserByEmail(tx, username);
      if (!user || user.isDisabled) return;
      const minutes = this.config.PASSWORD_RESET_MINUTES;
      const code = await this.issueCode(tx, user.id, 'password_reset', minutes);
      await enqueue(
        tx,
        'send_mail',
        passwordResetMail(user.email, user.firstName, this.resetLink(user.email, code), minutes),
      );
    });
    return { message: AUTH_MESSAGES.resetSent };
  }

  /**
   * A reset proves the mailbox, so it also confirms the address and lifts a lock; every session ends,
   * since whoever knew the old password may be signed in somewhere.
   */
  async forgotPasswordConfirm(input: {
    email: string;
    code: string;
    password: string;
  }): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const user = await this.findUserByEmail(tx, input.email);
      const userId = user ? await this.spendCode(tx, 'password_reset', input.code, user.id) : null;
      if (!user || !userId)
        throw badRequest({ code: [AUTH_MESSAGES.codeInvalid] }, AUTH_MESSAGES.codeInvalid);
      await repo.confirmEmail(tx, user.id, passwordHash);
      await repo.deleteCodes(tx, user.id, 'password_reset', { exceptHash: sha256(input.code.trim()) });
      await this.deps.tokens.revokeAllSessions(tx, user.id, 'password reset');
      await this.throttle.clearFailures(tx, user.email);
      await enqueue(tx, 'send_mail', passwordChangedMail(user.email, user.firstName));
      return { message: AUTH_MESSAGES.resetDone };
    });
  }

  async changePassword(
    sessionUser: SessionUser,
    input: { currentPassword: string; newPassword: string },
    device: DeviceInfo,
  ): Promise<{ message: string; tokens: TokenPair }> {
    const user = await repo.findUserById(this.db, sessionUser.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.refreshFailed);
    if (!user.passwordHash) throw conflict('This account has no password yet. Use "Add password" instead.');
    // The current password is a guess like any sign-in: same count, same waits (a taken-over session
    // must not try passwords here faster than at the sign-in form).
    const attempt = await this.throttle.beginAttempt(user.email);
    const ok = await verifyPassword(user.passwordHash, input.currentPassword);
    if (!attempt.admitted) {
      const locked = LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs));
      throw badRequest({ currentPassword: [locked] }, locked);
    }
    if (!ok) {
      const message =
        attempt.failures >= this.config.LOCKOUT_THRESHOLD
          ? LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs))
          : AUTH_MESSAGES.currentPasswordWrong;
      throw badRequest({ currentPassword: [message] }, message);
    }
    const passwordHash = await hashPassword(input.newPassword);
    return this.db.transaction(async (tx) => {
      await this.throttle.clearFailures(tx, user.email);
      await repo.updateUser(tx, user.id, { passwordHash });
      await this.deps.tokens.revokeAllSessions(tx, user.id, 'password changed');
      // This device stays signed in with a fresh session; every other one is signed out.
      const { tokens } = await this.deps.tokens.startSession(tx, user, 'password', device);
      await enqueue(tx, 'send_mail', passwordChangedMail(user.email, user.firstName));
      return { message: AUTH_MESSAGES.passwordChanged, tokens };
    });
  }

  async addPassword(sessionUser: SessionUser, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(newPassword);
    if (!(await repo.addPasswordIfNone(this.db, sessionUser.id, passwordHash)))
      throw conflict(AUTH_MESSAGES.passwordExists);
    return { message: AUTH_MESSAGES.passwordAdded };
  }
}
