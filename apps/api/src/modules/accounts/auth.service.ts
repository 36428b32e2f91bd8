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
import type { AccountThrottle, Admitted } from './account-throttle';
import type * as AccountsRepo from './accounts.repo';
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

/** What sign-in is given (decision 058): the database, its settings, the accounts repo, tokens and Google. */
export interface AuthServiceDeps {
  db: Db;
  config: Pick<
    Config,
    'EMAIL_CONFIRMATION_HOURS' | 'LOCKOUT_THRESHOLD' | 'PASSWORD_RESET_MINUTES' | 'PUBLIC_URL'
  >;
  repo: Pick<
    typeof AccountsRepo,
    | 'addPasswordIfNone'
    | 'confirmEmail'
    | 'deleteCodes'
    | 'findUserByEmail'
    | 'findUserByExternalLogin'
    | 'findUserById'
    | 'hasExternalLogin'
    | 'insertCodes'
    | 'insertUser'
    | 'linkExternalLogin'
    | 'sessionUserAgents'
    | 'spendCode'
    | 'updateUser'
  >;
  tokens: Pick<
    TokenService,
    'revokeAllSessions' | 'revokeSession' | 'rotate' | 'secret' | 'sessionOfRefreshToken' | 'startSession'
  >;
  google: GoogleVerifier;
  /** The per-account throttle of sign-in attempts (decision 014). */
  throttle: Pick<AccountThrottle, 'beginAttempt' | 'clearFailures' | 'giveBack'>;
}

type UserRow = AccountsRepo.UserRow;

const answer = (result: LoginResult, message: string): LoginAnswer => ({
  result,
  message,
  tokens: null,
  user: null,
});

/** Sign-in (password, Google, second factor), sessions, registration, e-mail confirmation and passwords. */
export function createAuthService({ db, config, repo, tokens, google, throttle }: AuthServiceDeps) {
  const totpKey = deriveKey(tokens.secret, 'totp-secret-encryption');

  function link(path: string): string {
    return `${config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
  }

  function findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | null> {
    return repo.findUserByEmail(tx, email);
  }

  function findUserById(tx: DbOrTx, id: string): Promise<UserRow | null> {
    return repo.findUserById(tx, id);
  }

  function hasGoogleLogin(tx: DbOrTx, userId: string): Promise<boolean> {
    return repo.hasExternalLogin(tx, userId, 'google');
  }

  /** A new account with a password (invite registration); terms accepted now. */
  function createUser(
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
  function failedAnswer(attempt: Admitted, otherwise: LoginAnswer): LoginAnswer {
    const wait = describeWait(attempt.waitMs);
    if (attempt.failures >= config.LOCKOUT_THRESHOLD)
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
  async function authenticate(
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
      repo.findUserByEmail(db, email),
      throttle.beginAttempt(email),
    ]);
    const passwordOk = await verifyPassword(user?.passwordHash, input.password);
    if (!attempt.admitted)
      return answer(LoginResult.lockedOut, LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs)));
    // spec code 3: an invited or admin-created account without a password (the only case that tells
    // a caller without the password that the account exists; see the decision record).
    if (user && !user.passwordHash) {
      await throttle.giveBack(attempt);
      return answer(LoginResult.newPasswordRequired, LOGIN_MESSAGES.newPasswordRequired);
    }
    if (!user || !passwordOk) return failedAnswer(attempt, answer(LoginResult.failed, LOGIN_MESSAGES.failed));
    return completeSignIn(user, 'password', input, device, attempt);
  }

  /**
   * What comes after a proven first factor (password or Google): account state, second factor, session.
   * `attempt` is the password attempt already counted against the name, if any.
   */
  async function completeSignIn(
    user: UserRow,
    method: SessionMethod,
    input: { twoFactorCode?: string | null; recoveryCode?: string | null },
    device: DeviceInfo,
    attempt: Admitted | null = null,
  ): Promise<LoginAnswer> {
    if (user.isDisabled) {
      await throttle.giveBack(attempt);
      return answer(LoginResult.notAllowed, LOGIN_MESSAGES.notAllowed);
    }
    if (!user.emailConfirmedAt) {
      await throttle.giveBack(attempt);
      return answer(LoginResult.emailConfirmationRequired, LOGIN_MESSAGES.emailConfirmationRequired);
    }
    if (user.totpEnabledAt && user.totpSecret) {
      const code = input.twoFactorCode?.trim();
      const recovery = input.recoveryCode?.trim();
      if (!code && !recovery) {
        await throttle.giveBack(attempt);
        return answer(LoginResult.requiresTwoFactor, LOGIN_MESSAGES.requiresTwoFactor);
      }
      // A code counts against the name too (after Google as after a password): the first factor alone
      // must not allow guessing the second.
      const counted = attempt ?? (await throttle.beginAttempt(user.email));
      if (!counted.admitted)
        return answer(LoginResult.lockedOut, LOGIN_MESSAGES.lockedOut(describeWait(counted.waitMs)));
      const ok = await useSecondFactor(db, totpKey, user, {
        twoFactorCode: code,
        recoveryCode: recovery,
      });
      if (!ok)
        return failedAnswer(counted, answer(LoginResult.requiresTwoFactor, LOGIN_MESSAGES.invalidTwoFactor));
    }
    return db.transaction(async (tx) => {
      await throttle.clearFailures(tx, user.email);
      const knownDevice = await isKnownDevice(tx, user.id, device);
      const { tokens: pair } = await tokens.startSession(tx, user, method, device, {
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
        tokens: pair,
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      };
    });
  }

  /**
   * A device is "known" when an earlier session of this user came from the same browser. The very first
   * sign-in is not news to anyone, so it sends no mail.
   */
  async function isKnownDevice(tx: DbOrTx, userId: string, device: DeviceInfo): Promise<boolean> {
    const earlier = await repo.sessionUserAgents(tx, userId);
    if (earlier.length === 0) return true;
    const ua = device.userAgent?.slice(0, 500) ?? null;
    return earlier.includes(ua);
  }

  /** Google sign-in and sign-up (see the decision record for account linking). */
  async function externalAuthenticate(
    input: {
      idToken: string;
      acceptTerms?: boolean;
      twoFactorCode?: string | null;
      recoveryCode?: string | null;
    },
    device: DeviceInfo,
  ): Promise<LoginAnswer> {
    if (!google.enabled) throw AppError.of(AppErrorCode.INVALID_INPUT, LOGIN_MESSAGES.googleDisabled);
    const identity = await google.verify(input.idToken);
    if (!identity) return answer(LoginResult.failed, LOGIN_MESSAGES.googleFailed);
    if (!identity.emailVerified) return answer(LoginResult.failed, LOGIN_MESSAGES.googleEmailNotVerified);
    const user = await findOrCreateGoogleUser(identity, input.acceptTerms === true);
    return completeSignIn(user, 'google', input, device);
  }

  /** For inviteRegister: a valid Google identity with a verified address, or a 400 saying what is wrong. */
  async function verifyGoogle(idToken: string) {
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

  async function findOrCreateGoogleUser(
    identity: { subject: string; email: string; givenName: string | null; familyName: string | null },
    acceptTerms: boolean,
    extra: { phone?: string | null; firstName?: string | null; lastName?: string | null } = {},
  ): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const linked = await repo.findUserByExternalLogin(tx, 'google', identity.subject);
      if (linked && !linked.deletedAt) return linked;
      const existing = await repo.findUserByEmail(tx, identity.email);
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

  async function refresh(
    input: { accessToken: string | null; refreshToken: string },
    device: DeviceInfo,
  ): Promise<TokenPair> {
    const pair = await tokens.rotate(db, input, device, async (tx, userId) => {
      const u = await repo.findUserById(tx, userId);
      return u ? { id: u.id, email: u.email, usable: !u.isDisabled && !u.deletedAt } : null;
    });
    if (!pair) throw unauthorized(AUTH_MESSAGES.refreshFailed);
    return pair;
  }

  async function logout(
    sessionUser: SessionUser | null,
    input: { refreshToken?: string | null; everywhere?: boolean },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const fromRefresh = input.refreshToken
        ? await tokens.sessionOfRefreshToken(tx, input.refreshToken)
        : null;
      const userId = sessionUser?.id ?? fromRefresh?.userId;
      if (input.everywhere && userId) return tokens.revokeAllSessions(tx, userId, 'signed out everywhere');
      if (sessionUser) await tokens.revokeSession(tx, sessionUser.sessionId, 'logout');
      if (fromRefresh) await tokens.revokeSession(tx, fromRefresh.sessionId, 'logout');
    });
  }

  // ------------------------------------------------------------ single-use codes

  /** A new code for a purpose replaces any earlier unused one, so only the latest link works. */
  async function issueCode(
    tx: DbOrTx,
    userId: string,
    purpose: 'confirm_email' | 'password_reset',
    minutes: number,
  ) {
    await repo.deleteCodes(tx, userId, purpose, { unusedOnly: true });
    const code = randomToken();
    await repo.insertCodes(tx, [
      { userId, purpose, codeHash: sha256(code), expiresAt: new Date(Date.now() + minutes * 60_000) },
    ]);
    return code;
  }

  /** Spends a code: one conditional UPDATE, so a code works once even when two requests race. */
  function spendCode(
    tx: DbOrTx,
    purpose: 'confirm_email' | 'password_reset',
    code: string,
    userId?: string,
  ): Promise<string | null> {
    return repo.spendCode(tx, purpose, sha256(code.trim()), userId);
  }

  function confirmLink(code: string) {
    return link(`/account/confirm-email/${encodeURIComponent(code)}`);
  }

  function resetLink(email: string, code: string) {
    return link(`/account/forgot-password-confirm/${encodeURIComponent(email)}/${encodeURIComponent(code)}`);
  }

  // ------------------------------------------------------------ registration and e-mail confirmation

  /**
   * Registration. A taken address gets the same answer as a new one (and its owner a mail saying so),
   * and the password is hashed either way, so registering cannot be used to find accounts.
   */
  async function register(input: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    password: string;
  }): Promise<{ result: LoginResult; message: string }> {
    const passwordHash = await hashPassword(input.password);
    const hours = config.EMAIL_CONFIRMATION_HOURS;
    await db.transaction(async (tx) => {
      const existing = await repo.findUserByEmail(tx, input.email);
      if (existing) {
        await enqueue(
          tx,
          'send_mail',
          alreadyRegisteredMail(
            existing.email,
            existing.firstName,
            link('/account/login'),
            link('/account/forgot-password'),
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
      const code = await issueCode(tx, created.id, 'confirm_email', hours * 60);
      await enqueue(
        tx,
        'send_mail',
        confirmEmailMail(input.email, input.firstName, confirmLink(code), hours),
      );
    });
    return { result: LoginResult.emailConfirmationRequired, message: AUTH_MESSAGES.registered(input.email) };
  }

  async function confirmEmail(code: string): Promise<{ message: string }> {
    return db.transaction(async (tx) => {
      const userId = await spendCode(tx, 'confirm_email', code);
      if (!userId) throw badRequest({ code: [AUTH_MESSAGES.codeInvalid] }, AUTH_MESSAGES.codeInvalid);
      await repo.confirmEmail(tx, userId);
      return { message: AUTH_MESSAGES.confirmed };
    });
  }

  async function resendConfirmation(email: string): Promise<{ message: string }> {
    await db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!user || user.emailConfirmedAt || user.isDisabled) return;
      const hours = config.EMAIL_CONFIRMATION_HOURS;
      const code = await issueCode(tx, user.id, 'confirm_email', hours * 60);
      await enqueue(tx, 'send_mail', confirmEmailMail(user.email, user.firstName, confirmLink(code), hours));
    });
    return { message: AUTH_MESSAGES.resent };
  }

  // ------------------------------------------------------------ passwords

  async function forgotPassword(username: string): Promise<{ message: string }> {
    await db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, username);
      if (!user || user.isDisabled) return;
      const minutes = config.PASSWORD_RESET_MINUTES;
      const code = await issueCode(tx, user.id, 'password_reset', minutes);
      await enqueue(
        tx,
        'send_mail',
        passwordResetMail(user.email, user.firstName, resetLink(user.email, code), minutes),
      );
    });
    return { message: AUTH_MESSAGES.resetSent };
  }

  /**
   * A reset proves the mailbox, so it also confirms the address and lifts a lock; every session ends,
   * since whoever knew the old password may be signed in somewhere.
   */
  async function forgotPasswordConfirm(input: {
    email: string;
    code: string;
    password: string;
  }): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, input.email);
      const userId = user ? await spendCode(tx, 'password_reset', input.code, user.id) : null;
      if (!user || !userId)
        throw badRequest({ code: [AUTH_MESSAGES.codeInvalid] }, AUTH_MESSAGES.codeInvalid);
      await repo.confirmEmail(tx, user.id, passwordHash);
      await repo.deleteCodes(tx, user.id, 'password_reset', { exceptHash: sha256(input.code.trim()) });
      await tokens.revokeAllSessions(tx, user.id, 'password reset');
      await throttle.clearFailures(tx, user.email);
      await enqueue(tx, 'send_mail', passwordChangedMail(user.email, user.firstName));
      return { message: AUTH_MESSAGES.resetDone };
    });
  }

  async function changePassword(
    sessionUser: SessionUser,
    input: { currentPassword: string; newPassword: string },
    device: DeviceInfo,
  ): Promise<{ message: string; tokens: TokenPair }> {
    const user = await repo.findUserById(db, sessionUser.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.refreshFailed);
    if (!user.passwordHash) throw conflict('This account has no password yet. Use "Add password" instead.');
    // The current password is a guess like any sign-in: same count, same waits (a taken-over session
    // must not try passwords here faster than at the sign-in form).
    const attempt = await throttle.beginAttempt(user.email);
    const ok = await verifyPassword(user.passwordHash, input.currentPassword);
    if (!attempt.admitted) {
      const locked = LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs));
      throw badRequest({ currentPassword: [locked] }, locked);
    }
    if (!ok) {
      const message =
        attempt.failures >= config.LOCKOUT_THRESHOLD
          ? LOGIN_MESSAGES.lockedOut(describeWait(attempt.waitMs))
          : AUTH_MESSAGES.currentPasswordWrong;
      throw badRequest({ currentPassword: [message] }, message);
    }
    const passwordHash = await hashPassword(input.newPassword);
    return db.transaction(async (tx) => {
      await throttle.clearFailures(tx, user.email);
      await repo.updateUser(tx, user.id, { passwordHash });
      await tokens.revokeAllSessions(tx, user.id, 'password changed');
      // This device stays signed in with a fresh session; every other one is signed out.
      const { tokens: pair } = await tokens.startSession(tx, user, 'password', device);
      await enqueue(tx, 'send_mail', passwordChangedMail(user.email, user.firstName));
      return { message: AUTH_MESSAGES.passwordChanged, tokens: pair };
    });
  }

  async function addPassword(sessionUser: SessionUser, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(newPassword);
    if (!(await repo.addPasswordIfNone(db, sessionUser.id, passwordHash)))
      throw conflict(AUTH_MESSAGES.passwordExists);
    return { message: AUTH_MESSAGES.passwordAdded };
  }

  return {
    /** The key TOTP secrets are encrypted with at rest (derived from the token secret). */
    totpKey,
    link,
    resetLink,
    issueCode,
    findUserByEmail,
    findUserById,
    hasGoogleLogin,
    createUser,
    authenticate,
    completeSignIn,
    externalAuthenticate,
    verifyGoogle,
    findOrCreateGoogleUser,
    refresh,
    logout,
    register,
    confirmEmail,
    resendConfirmation,
    forgotPassword,
    forgotPasswordConfirm,
    changePassword,
    addPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
