import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LoginResult } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { externalLogins, users } from '../src/db/schema';
import {
  createSignedInUser,
  createTestApp,
  createUser,
  lastMailTo,
  randomTestIp,
  SITE,
  signIn,
  TEST_PASSWORD,
} from './helpers';

/** A local OpenID Connect issuer: its own RSA key, its JWKS served from 127.0.0.1. Never the internet. */
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const ISSUER = 'https://issuer.test';
const CLIENT_ID = 'motorwise-test.apps.example';

const t = await createTestApp({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_ISSUER: ISSUER,
  GOOGLE_JWKS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
});
const { app, deps } = t;

let subjectCounter = 0;
function idToken(
  claims: Record<string, unknown> = {},
  opts: { iss?: string; aud?: string; exp?: number; key?: CryptoKey } = {},
) {
  subjectCounter += 1;
  return new SignJWT({ email_verified: true, given_name: 'Lindiwe', family_name: 'Mahlangu', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject((claims.sub as string) ?? `google-${subjectCounter}`)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(opts.key ?? privateKey);
}
const external = (payload: object) =>
  app.inject({ method: 'POST', url: `${SITE}/externalauthenticate`, payload, remoteAddress: randomTestIp() });

describe('Google sign-in', () => {
  it('tells the web the button can show', async () => {
    const res = await app.inject({ method: 'GET', url: `${SITE}/providers` });
    expect(res.json()).toEqual({ password: true, google: { enabled: true, clientId: CLIENT_ID } });
  });

  it('creates an account for a new person who accepts the terms, and signs them in', async () => {
    const token = await idToken({ email: 'lindiwe@gmail.com', sub: 'g-new' });
    const noConsent = await external({ idToken: token });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.acceptTerms).toEqual(['Please accept the terms and conditions.']);

    const res = await external({ idToken: token, acceptTerms: true });
    expect(res.json()).toMatchObject({
      result: LoginResult.success,
      user: { email: 'lindiwe@gmail.com', firstName: 'Lindiwe' },
    });
    const [user] = await deps.db.select().from(users).where(eq(users.email, 'lindiwe@gmail.com'));
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBeNull();
    // The same Google account next time: the same user.
    const again = await external({ idToken: await idToken({ email: 'lindiwe@gmail.com', sub: 'g-new' }) });
    expect(again.json().user.id).toBe(user?.id);
  });

  it('connects Google to an existing account with the same verified address', async () => {
    const existing = await createUser(deps.db);
    const res = await external({
      idToken: await idToken({ email: existing.email.toUpperCase(), sub: 'g-link' }),
    });
    expect(res.json().result).toBe(LoginResult.success);
    const links = await deps.db.select().from(externalLogins).where(eq(externalLogins.userId, existing.id));
    expect(links.map((l) => l.subject)).toEqual(['g-link']);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token, another key and an unverified address', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const cases = [
      await idToken({ email: 'x1@gmail.com' }, { aud: 'someone-elses-client' }),
      await idToken({ email: 'x2@gmail.com' }, { iss: 'https://accounts.evil.test' }),
      await idToken({ email: 'x3@gmail.com' }, { exp: Math.floor(Date.now() / 1000) - 120 }),
      await idToken({ email: 'x4@gmail.com' }, { key: otherKey }),
    ];
    for (const token of cases) {
      const res = await external({ idToken: token, acceptTerms: true });
      expect(res.json()).toMatchObject({
        result: LoginResult.failed,
        message: 'Google sign-in failed. Please try again.',
        tokens: null,
      });
    }
    const unverified = await external({
      idToken: await idToken({ email: 'x5@gmail.com', email_verified: false }),
      acceptTerms: true,
    });
    expect(unverified.json().message).toBe('Your Google account has no verified e-mail address.');
    const created = await deps.db.select().from(users).where(eq(users.email, 'x1@gmail.com'));
    expect(created).toHaveLength(0);
  });

  it('says clearly when Google sign-in is not configured', async () => {
    const plain = await createTestApp();
    const providers = await plain.app.inject({ method: 'GET', url: `${SITE}/providers` });
    expect(providers.json().google).toEqual({ enabled: false, clientId: null });
    const res = await plain.app.inject({
      method: 'POST',
      url: `${SITE}/externalauthenticate`,
      payload: { idToken: 'x.y.z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Google sign-in is not enabled on this site.');
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a QR code, then asks for a code at sign-in; a recovery code works once', async () => {
    const user = await createSignedInUser(t);
    const enrol = await app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/enrol',
      headers: user.headers,
    });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = enrol.json();
    expect(otpauthUri).toBe(
      `otpauth://totp/Motorwise:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Motorwise`,
    );
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/confirm',
      headers: user.headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/confirm',
      headers: user.headers,
      payload: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await lastMailTo(t, user.email, 'Two-factor sign-in turned on')).not.toBeNull();
    // The secret is not stored in the clear.
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).not.toContain(secret);

    const password = { username: user.email, password: TEST_PASSWORD };
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: `${SITE}/authenticate`, payload, remoteAddress: randomTestIp() });
    const step1 = (await post(password)).json();
    expect(step1).toMatchObject({
      result: LoginResult.requiresTwoFactor,
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      tokens: null,
    });
    const bad = (await post({ ...password, twoFactorCode: '123456' })).json();
    expect(bad).toMatchObject({
      result: LoginResult.requiresTwoFactor,
      message: 'That code is not valid. Please try again.',
    });

    const code = await generate({ secret });
    expect((await post({ ...password, twoFactorCode: code })).json().result).toBe(LoginResult.success);
    // The same code cannot be replayed.
    expect((await post({ ...password, twoFactorCode: code })).json().result).toBe(
      LoginResult.requiresTwoFactor,
    );

    const recovery = recoveryCodes[3].toLowerCase();
    expect((await post({ ...password, recoveryCode: recovery })).json().result).toBe(LoginResult.success);
    expect((await post({ ...password, recoveryCode: recovery })).json().result).toBe(
      LoginResult.requiresTwoFactor,
    );

    // Signed in with a recovery code; status shows one fewer left; then turn it off.
    const session = await signIn(app, user.email, TEST_PASSWORD, { recoveryCode: recoveryCodes[5] });
    const status = await app.inject({ method: 'GET', url: '/api/user/twoFactor', headers: session.headers });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
    const off = await app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/disable',
      headers: session.headers,
      payload: { password: TEST_PASSWORD, recoveryCode: recoveryCodes[6] },
    });
    expect(off.statusCode).toBe(200);
    expect((await post(password)).json().result).toBe(LoginResult.success);
  });

  it('asks Google users for the second factor too', async () => {
    const token = await idToken({ email: 'twofa@gmail.com', sub: 'g-2fa' });
    const first = (await external({ idToken: token, acceptTerms: true })).json();
    const headers = { authorization: `Bearer ${first.tokens.accessToken}`, 'c-username': 'twofa@gmail.com' };
    const { secret } = (
      await app.inject({ method: 'POST', url: '/api/user/twoFactor/enrol', headers })
    ).json();
    await app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/confirm',
      headers,
      payload: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
    });
    const again = await external({ idToken: await idToken({ email: 'twofa@gmail.com', sub: 'g-2fa' }) });
    expect(again.json().result).toBe(LoginResult.requiresTwoFactor);
    const withCode = await external({
      idToken: await idToken({ email: 'twofa@gmail.com', sub: 'g-2fa' }),
      twoFactorCode: await generate({ secret }),
    });
    expect(withCode.json().result).toBe(LoginResult.success);
  });
});

describe('new-device mail', () => {
  it('mails the owner when a browser signs in that was not seen before', async () => {
    const user = await createUser(deps.db);
    await signIn(app, user.email, TEST_PASSWORD, { userAgent: 'Firefox/130' });
    await signIn(app, user.email, TEST_PASSWORD, { userAgent: 'Firefox/130' });
    expect(await lastMailTo(t, user.email, 'New sign-in')).toBeNull();
    await signIn(app, user.email, TEST_PASSWORD, { userAgent: 'Chrome/129', remoteAddress: '10.44.0.9' });
    const mail = await lastMailTo(t, user.email, 'New sign-in');
    expect(mail?.text).toContain('IP address: 10.44.0.9');
    expect(mail?.text).toContain('Chrome/129');
  });
});
