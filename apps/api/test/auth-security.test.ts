import { LoginResult } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { userCodes } from '../src/db/schema';
import * as accountsRepo from '../src/modules/accounts/accounts.repo';
import { createTokenService, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/modules/accounts/tokens';
import { notifications } from '../src/modules/notifications/index';
import {
  createSignedInUser,
  createTestApp,
  createUser,
  lastMailTo,
  linkIn,
  randomTestIp,
  SITE,
  signIn,
  TEST_PASSWORD,
} from './helpers';

const SECRET = 'test-jwt-secret-0123456789abcdef0123456789';
const t = await createTestApp({ LOCKOUT_THRESHOLD: '3', LOCKOUT_MINUTES: '15', JWT_SECRET: SECRET });
const { app, deps } = t;

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${SITE}/${path}`, payload, headers, remoteAddress: randomTestIp() });
const authenticate = (username: string, password: string) => post('authenticate', { username, password });
const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/GetApplicationUser', headers });

async function timed(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('lockout', () => {
  it('locks an account after repeated failures, for a while, even for the right password', async () => {
    const user = await createUser(deps.db);
    for (let i = 0; i < 2; i++) expect((await authenticate(user.email, 'Wrong#Pass1')).json().result).toBe(1);
    // The second failure makes the name wait 5 seconds (decision 014; the schedule is in rate-limits.test.ts).
    await deps.db.execute(sql`update sign_in_throttles set locked_until = now() - interval '1 second'`);
    const third = (await authenticate(user.email, 'Wrong#Pass1')).json();
    expect(third.result).toBe(LoginResult.lockedOut);
    expect(third.message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes, or reset your password.',
    );
    const right = (await authenticate(user.email, TEST_PASSWORD)).json();
    expect(right).toMatchObject({ result: LoginResult.lockedOut, tokens: null });

    // When the lock has run out, the right password works again.
    await deps.db.execute(sql`update sign_in_throttles set locked_until = now() - interval '1 second'`);
    expect((await authenticate(user.email, TEST_PASSWORD)).json().result).toBe(LoginResult.success);
  });

  it('answers an unknown e-mail exactly like a known one, locks included', async () => {
    const user = await createUser(deps.db);
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      known.push((await authenticate(user.email, 'Wrong#Pass1')).json());
      unknown.push((await authenticate('nobody.at.all@example.co.za', 'Wrong#Pass1')).json());
    }
    expect(unknown).toEqual(known);
    expect((known[3] as { result: number }).result).toBe(LoginResult.lockedOut);
  });

  it('takes about as long for an unknown or locked account as for a wrong password', async () => {
    const user = await createUser(deps.db);
    const locked = await createUser(deps.db);
    for (let i = 0; i < 3; i++) await authenticate(locked.email, 'Wrong#Pass1');
    await authenticate(user.email, TEST_PASSWORD); // warm up
    const wrong: number[] = [];
    const missing: number[] = [];
    const lockedTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await timed(() => authenticate(user.email, `Wrong#Pass${i}`)));
      missing.push(await timed(() => authenticate(`ghost${i}@example.co.za`, 'Wrong#Pass1')));
      lockedTimes.push(await timed(() => authenticate(locked.email, 'Wrong#Pass1')));
      await deps.db.execute(sql`delete from sign_in_throttles where locked_until is null`);
    }
    // Every path runs one Argon2 verification: no path is markedly faster than a wrong password.
    expect(median(missing)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(lockedTimes)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('a password reset lifts the lock', async () => {
    const user = await createUser(deps.db);
    for (let i = 0; i < 3; i++) await authenticate(user.email, 'Wrong#Pass1');
    await app.inject({
      method: 'GET',
      url: `${SITE}/forgotpassword?username=${encodeURIComponent(user.email)}`,
    });
    const [, , , email, code] = linkIn(
      (await lastMailTo(t, user.email))?.text,
      '/account/forgot-password-confirm/',
    ).split('/');
    const reset = await post('forgotpasswordconfirm', {
      email: decodeURIComponent(email!),
      code: decodeURIComponent(code!),
      password: 'After#Reset1',
      confirmPassword: 'After#Reset1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await authenticate(user.email, 'After#Reset1')).json().result).toBe(LoginResult.success);
  });
});

describe('forged and foreign access tokens', () => {
  const claims = (sub: string, sid: string, email: string) => ({ sid, email, sub });

  it('refuses alg none, another key, RS256 and wrong issuer or audience', async () => {
    const user = await createSignedInUser(t);
    const [, payloadPart] = user.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString());
    const { sub, sid, email } = payload;

    const none = new UnsecuredJWT(claims(sub, sid, email))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    const wrongKey = await new SignJWT(claims(sub, sid, email))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rsa = await new SignJWT(claims(sub, sid, email))
      .setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(publicKey) })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const key = new TextEncoder().encode(SECRET);
    const sign = (iss: string, aud: string, exp: string | number = '10m') =>
      new SignJWT(claims(sub, sid, email))
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(exp)
        .sign(key);
    const wrongIssuer = await sign('someone-else', TOKEN_AUDIENCE);
    const wrongAudience = await sign(TOKEN_ISSUER, 'another-api');
    const expired = await sign(TOKEN_ISSUER, TOKEN_AUDIENCE, Math.floor(Date.now() / 1000) - 60);
    const good = await sign(TOKEN_ISSUER, TOKEN_AUDIENCE);

    for (const token of [none, wrongKey, rsa, wrongIssuer, wrongAudience, expired]) {
      const res = await me({ authorization: `Bearer ${token}`, 'c-username': email });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    }
    // The same claims, properly signed, are accepted: the refusals above are about the signature.
    expect((await me({ authorization: `Bearer ${good}`, 'c-username': email })).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('change password: the old one stops working, other devices and refresh tokens are signed out', async () => {
    const user = await createSignedInUser(t);
    const other = await signIn(app, user.email);
    const wrong = await post(
      'changepassword',
      { currentPassword: 'Not#Mine1', newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' },
      user.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toEqual(['The current password is incorrect.']);

    const res = await post(
      'changepassword',
      { currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password was changed. Other devices were signed out.');
    const fresh = res.json().tokens;

    expect((await post('refreshToken', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await post('refreshToken', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect(
      (await me({ authorization: `Bearer ${fresh.accessToken}`, 'c-username': user.email })).statusCode,
    ).toBe(200);
    expect((await authenticate(user.email, TEST_PASSWORD)).json().result).toBe(LoginResult.failed);
    expect((await authenticate(user.email, 'Changed#Pass1')).json().result).toBe(LoginResult.success);
    expect(await lastMailTo(t, user.email, 'password was changed')).not.toBeNull();
  });

  it('forgot password: mail, reset, old password fails, the link works once', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'GET',
      url: `${SITE}/forgotpassword?username=${encodeURIComponent(user.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const generic =
      'If an account exists for that e-mail address, we sent a link to reset the password. Please check your inbox.';
    expect(res.json().message).toBe(generic);
    const unknown = await app.inject({
      method: 'GET',
      url: `${SITE}/forgotpassword?username=ghost@example.co.za`,
    });
    expect(unknown.json().message).toBe(generic);

    const mail = await lastMailTo(t, user.email, 'Reset');
    const [, , , email, code] = linkIn(mail?.text, '/account/forgot-password-confirm/').split('/');
    const body = {
      email: decodeURIComponent(email!),
      code: decodeURIComponent(code!),
      password: 'Reset#Pass1',
      confirmPassword: 'Reset#Pass1',
    };
    expect((await post('forgotpasswordconfirm', body)).statusCode).toBe(200);
    expect(
      (
        await post('forgotpasswordconfirm', {
          ...body,
          password: 'Again#Pass1',
          confirmPassword: 'Again#Pass1',
        })
      ).statusCode,
    ).toBe(400);
    expect((await authenticate(user.email, TEST_PASSWORD)).json().result).toBe(LoginResult.failed);
    expect((await authenticate(user.email, 'Reset#Pass1')).json().result).toBe(LoginResult.success);
    // The session from before the reset is gone.
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('refuses an expired reset code and one for another e-mail', async () => {
    const user = await createUser(deps.db);
    const other = await createUser(deps.db);
    await app.inject({ method: 'GET', url: `${SITE}/forgotpassword?username=${user.email}` });
    const [, , , , code] = linkIn(
      (await lastMailTo(t, user.email))?.text,
      '/account/forgot-password-confirm/',
    ).split('/');
    const body = { code: decodeURIComponent(code!), password: 'Reset#Pass1', confirmPassword: 'Reset#Pass1' };
    const foreign = await post('forgotpasswordconfirm', { ...body, email: other.email });
    expect(foreign.statusCode).toBe(400);
    await deps.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCodes.purpose, 'password_reset'));
    const expired = await post('forgotpasswordconfirm', { ...body, email: user.email });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This link is not valid, was already used or has expired. Please ask for a new one.',
    );
  });

  it('stores codes only as hashes', async () => {
    const user = await createUser(deps.db);
    await app.inject({ method: 'GET', url: `${SITE}/forgotpassword?username=${user.email}` });
    const [, , , , code] = linkIn(
      (await lastMailTo(t, user.email))?.text,
      '/account/forgot-password-confirm/',
    ).split('/');
    const rows = await deps.db.select().from(userCodes).where(eq(userCodes.userId, user.id));
    expect(rows.some((r) => r.codeHash === decodeURIComponent(code!))).toBe(false);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('add password: for an account without one (Google or admin-made), not twice', async () => {
    const user = await createUser(deps.db, { password: null });
    // Without a password there is no sign-in; make a session directly.
    const { tokens } = await deps.db.transaction(async (tx) => {
      const svc = createTokenService({
        secret: SECRET,
        config: deps.config,
        repo: accountsRepo,
        notifications,
      });
      return svc.startSession(tx, { id: user.id, email: user.email }, 'google', {
        ip: '10.0.0.1',
        userAgent: null,
      });
    });
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'c-username': user.email };
    const add = await post(
      'addpassword',
      { newPassword: 'Added#Pass1', confirmPassword: 'Added#Pass1' },
      headers,
    );
    expect(add.statusCode).toBe(200);
    const twice = await post(
      'addpassword',
      { newPassword: 'Added#Pass2', confirmPassword: 'Added#Pass2' },
      headers,
    );
    expect(twice.statusCode).toBe(409);
    expect((await authenticate(user.email, 'Added#Pass1')).json().result).toBe(LoginResult.success);
  });
});
