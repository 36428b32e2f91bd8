import { ADMIN_API, STEP_UP_ERROR_KEY, STEP_UP_MESSAGES } from '@motorwise/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditEntries, authSessions } from '../src/db/schema';
import { audit } from '../src/modules/audit/index';
import { createSignedInUser, createTestApp, createUser, signIn } from './helpers';

/**
 * The admin back office's rules (issue 22, decision 059): every admin call refused to anyone but an
 * admin (walked from the route table, so a new admin route is covered the day it is added), the audit
 * trail written in the action's transaction, and the step-up before any admin write.
 */
const ADMIN = 'back-office-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
const { app } = t;
const { db } = t.deps;
await app.ready();
const adminUser = await createUser(db, { email: ADMIN });
/** A fresh sign-in of the admin. */
const signedInAdmin = async () => ({ id: adminUser.id, ...(await signIn(app, ADMIN)) });

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'siteCode' ? 'motorwise' : ANY_ID));
const adminRoutes = app.routeTable.filter((r) => r.access === 'admin' && r.method !== 'HEAD');

describe('the admin calls', () => {
  it('are every /api/admin route and the payments admin calls, each declared admin', () => {
    const urls = adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const entry of Object.values(ADMIN_API))
      expect(urls).toContain(`${entry.method} ${entry.path.replace(/\{(\w+)\}/g, ':$1')}`);
    for (const route of app.routeTable.filter((r) => /^\/api\/admin(\/|$)/.test(r.url)))
      expect(route.access, `${route.method} ${route.url}`).toBe('admin');
  });

  it('refuse anonymous callers (401), customers, workshop and organisation users (403)', async () => {
    const callers = {
      customer: await createSignedInUser(t),
      workshop: await createSignedInUser(t, { workshop: true }),
      organisation: await createSignedInUser(t, { organisation: {} }),
    };
    for (const route of adminRoutes) {
      const url = concrete(route.url);
      const anonymous = await app.inject({ method: route.method, url });
      expect(anonymous.statusCode, `anonymous ${route.method} ${route.url}`).toBe(401);
      for (const [who, caller] of Object.entries(callers)) {
        const res = await app.inject({ method: route.method, url, headers: caller.headers });
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
        expect(Object.keys(res.json()).sort()).toEqual(['message', 'requestId']);
      }
    }
  });
});

const auditRows = (targetId: string) =>
  db.select().from(auditEntries).where(eq(auditEntries.targetId, targetId));

describe('the audit trail', () => {
  it('is written in the action’s transaction: an action that fails writes no entry', async () => {
    const actor = { userId: null, email: ADMIN, requestId: 'test', ip: null };
    const entry = { actor, action: 'test.act', targetType: 'test', before: { a: 1 }, after: { a: 2 } };
    await db.transaction(async (tx) => audit.record(tx, { ...entry, targetId: 'kept' }));
    const failed = db.transaction(async (tx) => {
      await audit.record(tx, { ...entry, targetId: 'rolled-back' });
      throw new Error('the action failed');
    });
    await expect(failed).rejects.toThrow('the action failed');
    expect(await auditRows('kept')).toHaveLength(1);
    expect(await auditRows('rolled-back')).toHaveLength(0);
  });

  it('records an admin’s action with who, what, on what and from where; a refused one records nothing', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(db);
    const url = `/api/admin/users/${user.id}/disable`;
    const res = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await auditRows(user.id);
    expect(row).toMatchObject({
      actorUserId: admin.id,
      actorEmail: ADMIN,
      action: 'user.disable',
      targetType: 'user',
      after: { isDisabled: true },
      requestId: res.headers['x-request-id'],
    });
    const missing = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${ANY_ID}/disable`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows(ANY_ID)).toHaveLength(0);
  });

  it('is searchable by actor, action, target and days, newest first, a page at a time', async () => {
    const admin = await signedInAdmin();
    const target = `search-${Date.now()}`;
    const actor = { userId: admin.id, email: ADMIN, requestId: null, ip: null };
    for (let i = 0; i < 53; i++)
      await audit.record(db, {
        actor,
        action: 'search.step',
        targetType: 'thing',
        targetId: target,
        before: null,
        after: i,
      });
    const search = (query: string) =>
      app
        .inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin.headers })
        .then((r) => r.json());
    const first = await search(`targetType=thing&targetId=${target}&actor=BACK-OFFICE&action=search.`);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].after).toBe(52);
    const second = await search(`targetId=${target}&before=${first.next}`);
    expect(second.items.map((e: { after: number }) => e.after)).toEqual([2, 1, 0]);
    expect(second.next).toBeNull();
    expect((await search(`targetId=${target}&actor=${admin.id}`)).items).toHaveLength(50);
    expect((await search(`targetId=${target}&actor=someone-else`)).items).toHaveLength(0);
    expect((await search(`targetId=${target}&action=other.`)).items).toHaveLength(0);
    expect((await search(`targetId=${target}&from=2020-01-01&to=2020-01-31`)).items).toHaveLength(0);
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    expect((await search(`targetId=${target}&from=${today}&to=${today}`)).items).toHaveLength(50);
  });
});

describe('step-up: an admin writes only soon after signing in, with 2FA when it is on', () => {
  const latestSession = async (userId: string) => {
    const [row] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    return row!.id;
  };
  const disable = (headers: Record<string, string>, userId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/disable`,
      headers,
      payload: { disabled: false },
    });

  it('refuses a write a while after signing in, in the error shape, and reads go on; a new sign-in acts', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(db);
    expect((await disable(admin.headers, user.id)).statusCode).toBe(200);
    const session = await latestSession(admin.id);
    await db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(authSessions.id, session));
    const stale = await disable(admin.headers, user.id);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      message: STEP_UP_MESSAGES.stale,
      errors: { [STEP_UP_ERROR_KEY]: [STEP_UP_MESSAGES.stale] },
      requestId: expect.any(String),
    });
    const read = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers });
    expect(read.statusCode).toBe(200);
    const again = await signIn(app, ADMIN);
    expect((await disable(again.headers, user.id)).statusCode).toBe(200);
  });

  it('with 2FA on, refuses a session whose sign-in did not prove the second factor; a sign-in with the code acts', async () => {
    const email = 'two-factor-admin@example.co.za';
    const t2 = await createTestApp({ ADMIN_EMAILS: email });
    const admin = await createSignedInUser(t2, { email });
    const user = await createUser(t2.deps.db);
    const call = (method: 'POST', url: string, headers: Record<string, string>, payload: object) =>
      t2.app.inject({ method, url, headers, payload });
    const enrol = await t2.app.inject({
      method: 'POST',
      url: '/api/user/twoFactor/enrol',
      headers: admin.headers,
    });
    const { secret } = enrol.json();
    const confirmed = await call('POST', '/api/user/twoFactor/confirm', admin.headers, {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
    });
    expect(confirmed.statusCode).toBe(200);
    // The session signed in before 2FA was on: fresh, but without the second factor.
    const disableUrl = `/api/admin/users/${user.id}/disable`;
    const refused = await call('POST', disableUrl, admin.headers, { disabled: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ [STEP_UP_ERROR_KEY]: [STEP_UP_MESSAGES.secondFactor] });
    const withCode = await signIn(t2.app, email, undefined, { twoFactorCode: await generate({ secret }) });
    const [session] = await t2.deps.db
      .select({ secondFactor: authSessions.secondFactor })
      .from(authSessions)
      .where(eq(authSessions.userId, admin.id))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    expect(session?.secondFactor).toBe(true);
    expect((await call('POST', disableUrl, withCode.headers, { disabled: false })).statusCode).toBe(200);
    await t2.app.close();
  });
});
