import { LoginResult, PASSWORD_MESSAGE } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, refreshTokens, users } from '../src/db/schema';
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

const t = await createTestApp({ ADMIN_EMAILS: 'boss@motorwise.co.za' });
const { app, deps } = t;

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `${SITE}/${path}`,
    payload: payload as object,
    headers,
    remoteAddress: randomTestIp(),
  });
const authenticate = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  post('authenticate', { username, password, ...extra });

describe('register, confirm the e-mail, sign in', () => {
  it('takes a new user from registration through the confirmation mail to a signed-in session', async () => {
    const email = 'Naledi.Dlamini@Example.co.za';
    const res = await post('register', {
      firstName: 'Naledi',
      lastName: 'Dlamini',
      email: `  ${email} `,
      confirmEmail: email,
      phoneNumber: '082 555 0199',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      result: LoginResult.emailConfirmationRequired,
      message: `We sent a confirmation link to ${email}. Please check your inbox to finish.`,
    });
    const [saved] = await deps.db.select().from(users).where(eq(users.email, email));
    expect(saved?.phone).toBe('+27825550199');
    expect(saved?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(saved?.passwordHash).toMatch(/^\$argon2id\$/);

    // Before confirming, the right password answers emailConfirmationRequired (2).
    const early = await authenticate(email.toLowerCase(), TEST_PASSWORD);
    expect(early.json()).toMatchObject({ result: LoginResult.emailConfirmationRequired, tokens: null });

    const mail = await lastMailTo(t, email, 'Confirm your e-mail');
    expect(mail).not.toBeNull();
    const path = linkIn(mail?.text, '/account/confirm-email/');
    const code = decodeURIComponent(path.split('/').pop() ?? '');
    const confirm = await post('confirmemail', { code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Your e-mail address is confirmed. You can sign in now.');

    // The link works once.
    const again = await post('confirmemail', { params: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.code).toEqual([
      'This link is not valid, was already used or has expired. Please ask for a new one.',
    ]);

    // Upper-case and spaces around the e-mail do not matter.
    const ok = await authenticate(' NALEDI.DLAMINI@example.co.za ', TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.result).toBe(LoginResult.success);
    expect(body.user).toMatchObject({ email, firstName: 'Naledi' });
    expect(Object.keys(body.tokens).sort()).toEqual([
      'accessToken',
      'accessTokenExpires',
      'accessTokenExpiresUtc',
      'refreshToken',
      'refreshTokenExpires',
      'refreshTokenExpiresUtc',
    ]);
    expect(body.tokens.accessTokenExpires).toMatch(/\+02:00$/);

    const me = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: { authorization: `Bearer ${body.tokens.accessToken}`, 'c-username': email },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      phone: '+27825550199',
      phoneWithoutPrefix: '825550199',
      phoneDisplay: '082 555 0199',
      emailConfirmed: true,
    });
  });

  it('answers a taken e-mail exactly like a new one, and tells the owner by mail', async () => {
    const owner = await createUser(deps.db);
    const res = await post('register', {
      firstName: 'Someone',
      lastName: 'Else',
      email: owner.email.toUpperCase(),
      password: TEST_PASSWORD,
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toBe(LoginResult.emailConfirmationRequired);
    expect((await lastMailTo(t, owner.email))?.subject).toBe('You already have a Motorwise account');
    const rows = await deps.db.select().from(users).where(eq(users.email, owner.email.toUpperCase()));
    expect(rows).toHaveLength(0);
  });

  it('refuses a weak password, unmatched confirmations and missing consent with the spec messages', async () => {
    const res = await post('register', {
      firstName: '',
      lastName: 'Dlamini',
      email: 'weak@example.co.za',
      confirmEmail: 'other@example.co.za',
      password: 'password1',
      confirmPassword: 'password2',
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: ['Cannot be empty.'],
      password: [PASSWORD_MESSAGE],
      acceptTerms: ['Please accept the terms and conditions.'],
    });
  });

  it('sends a new confirmation link on request, and only the newest link works', async () => {
    const user = await createUser(deps.db, { confirmed: false });
    await post('resendconfirmation', { email: user.email });
    const first = linkIn((await lastMailTo(t, user.email))?.text, '/account/confirm-email/');
    await post('resendconfirmation', { email: user.email });
    const second = linkIn((await lastMailTo(t, user.email))?.text, '/account/confirm-email/');
    expect(second).not.toBe(first);
    const old = await post('confirmemail', { code: decodeURIComponent(first.split('/').pop()!) });
    expect(old.statusCode).toBe(400);
    const fresh = await post('confirmemail', { code: decodeURIComponent(second.split('/').pop()!) });
    expect(fresh.statusCode).toBe(200);
    // Unknown addresses get the same answer.
    const unknown = await post('resendconfirmation', { email: 'nobody@example.co.za' });
    expect(unknown.json().message).toBe(
      (await post('resendconfirmation', { email: user.email })).json().message,
    );
  });
});

describe('login result codes', () => {
  it('success (0) and failed (1)', async () => {
    const user = await createUser(deps.db);
    expect((await authenticate(user.email, TEST_PASSWORD)).json().result).toBe(LoginResult.success);
    const wrong = (await authenticate(user.email, 'Wrong#Pass1')).json();
    expect(wrong).toEqual({
      result: LoginResult.failed,
      message: 'The e-mail address or password is incorrect.',
      tokens: null,
      user: null,
    });
  });

  it('newPasswordRequired (3) for an account made by an admin, which sets its password from the mail', async () => {
    const admin = await createSignedInUser(t, { email: 'boss@motorwise.co.za' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { email: 'new.driver@example.co.za', firstName: 'Sipho', lastName: 'Khumalo' },
    });
    expect(res.statusCode).toBe(201);
    const signInAttempt = (await authenticate('new.driver@example.co.za', 'Anything#1')).json();
    expect(signInAttempt.result).toBe(LoginResult.newPasswordRequired);
    expect(signInAttempt.message).toBe(
      'This account has no password yet. Use "Forgot password" to choose one.',
    );

    const mail = await lastMailTo(t, 'new.driver@example.co.za', 'ready');
    const [, , , email, code] = linkIn(mail?.text, '/account/forgot-password-confirm/').split('/');
    const set = await post('forgotpasswordconfirm', {
      email: decodeURIComponent(email!),
      code: decodeURIComponent(code!),
      password: 'Brand#New1',
      confirmPassword: 'Brand#New1',
    });
    expect(set.statusCode).toBe(200);
    expect((await authenticate('new.driver@example.co.za', 'Brand#New1')).json().result).toBe(
      LoginResult.success,
    );
  });

  it('notAllowed (5) for a disabled account, but only with the right password', async () => {
    const user = await createUser(deps.db, { disabled: true });
    expect((await authenticate(user.email, TEST_PASSWORD)).json()).toMatchObject({
      result: LoginResult.notAllowed,
      message: 'This account cannot sign in. Please contact support@motorwise.co.za.',
      tokens: null,
    });
    expect((await authenticate(user.email, 'Wrong#Pass1')).json().result).toBe(LoginResult.failed);
  });

  it('an admin disabling an account ends its sessions at once', async () => {
    const admin = await createSignedInUser(t, { email: 'boss@motorwise.co.za' }).catch(async () =>
      signIn(app, 'boss@motorwise.co.za'),
    );
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/disable`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    // Not an admin: refused.
    const notAdmin = await createSignedInUser(t);
    const denied = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/disable`,
      headers: notAdmin.headers,
      payload: { disabled: false },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('tokens', () => {
  it('rotates the refresh token on every use; a reused one revokes the whole family', async () => {
    const user = await createSignedInUser(t);
    const first = await post('refreshToken', {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect(pair.accessToken).not.toBe(user.accessToken);

    // The old refresh token again: refused, and the new one dies with its family.
    const reuse = await post('refreshToken', {
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Your session has expired. Please sign in again.');
    const next = await post('refreshToken', {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
    });
    expect(next.statusCode).toBe(401);
    // ...and so does the access token of that session.
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: { authorization: `Bearer ${pair.accessToken}`, 'c-username': user.email },
    });
    expect(me.statusCode).toBe(401);
    const [session] = await deps.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session?.revokedReason).toBe('refresh token reused');
  });

  it('refuses a refresh token paired with another session’s access token', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const res = await post('refreshToken', { accessToken: b.accessToken, refreshToken: a.refreshToken });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the refresh token and the access token of that device', async () => {
    const user = await createSignedInUser(t);
    const other = await signIn(app, user.email);
    const out = await post('logout', { refreshToken: user.refreshToken }, user.headers);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You are signed out.');
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      message: 'Your session has expired. Please sign in again.',
      requestId: expect.any(String),
    });
    expect((await post('refreshToken', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    // The other device is still signed in.
    const still = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: other.headers,
    });
    expect(still.statusCode).toBe(200);
  });

  it('sign out everywhere ends every session', async () => {
    const user = await createSignedInUser(t);
    const other = await signIn(app, user.email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/signOutEverywhere',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    for (const headers of [user.headers, other.headers]) {
      const me = await app.inject({ method: 'GET', url: '/api/user/GetApplicationUser', headers });
      expect(me.statusCode).toBe(401);
    }
    const live = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('refuses a c-username header that names someone else', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: { ...user.headers, 'c-username': 'someone.else@example.co.za' },
    });
    expect(res.statusCode).toBe(401);
    const noHeader = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: { authorization: user.headers.authorization },
    });
    expect(noHeader.statusCode).toBe(200);
  });

  it('answers 401 without a token, and an unknown site code with a clear 404', async () => {
    const anon = await app.inject({ method: 'GET', url: '/api/user/GetApplicationUser' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Please sign in to continue.');
    const site = await app.inject({
      method: 'POST',
      url: '/api/sites/elsewhere/authentication/authenticate',
      payload: { username: 'a@b.co', password: 'x' },
    });
    expect(site.statusCode).toBe(404);
    expect(site.json().message).toBe("The site 'elsewhere' does not exist.");
  });

  it('still lets a caller with a stale token sign in again', async () => {
    const user = await createUser(deps.db);
    const res = await app.inject({
      method: 'POST',
      url: `${SITE}/authenticate`,
      remoteAddress: randomTestIp(),
      headers: { authorization: 'Bearer not.a.token-at-all', 'c-username': user.email },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(res.json().result).toBe(LoginResult.success);
  });
});
