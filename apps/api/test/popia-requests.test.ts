import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../src/db/schema';
import { createSignedInUser, createTestApp, createUser, signIn, TEST_PASSWORD } from './helpers';

/**
 * POPIA requests recorded (issue 22 item 7, decision 065): a person's own export and erasure, and an
 * admin's on their behalf (audited), each listed with whose data, what, and who did it.
 */
const ADMIN = 'popia-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
const { app } = t;
const { db } = t.deps;
await createUser(db, { email: ADMIN });
const admin = await signIn(app, ADMIN);
const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/popia-requests', headers: admin.headers })).json();

describe('POPIA requests', () => {
  it('records a person’s own export and erasure', async () => {
    const person = await createSignedInUser(t);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/exportData',
      headers: person.headers,
    });
    expect(exported.statusCode).toBe(200);
    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: person.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    const mine = (await list()).filter((r: { subjectUserId: string }) => r.subjectUserId === person.id);
    expect(mine).toMatchObject([
      { kind: 'erasure', requestedBy: 'self', subjectEmail: person.email, actorEmail: person.email },
      { kind: 'export', requestedBy: 'self', subjectEmail: person.email },
    ]);
    expect(mine[0].completedAt).not.toBeNull();
  });

  it('lets an admin export and erase on a person’s behalf, recorded and audited', async () => {
    const person = await createUser(db, { email: 'popia-subject@example.co.za' });
    const exported = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${person.id}/export`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.json().account).toBeTruthy();

    const erase = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${person.id}/erase`,
        headers: admin.headers,
        payload,
      });
    expect((await erase({})).statusCode).toBe(400);
    expect((await erase({ confirm: true })).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect((await erase({ confirm: true })).statusCode).toBe(404);

    const theirs = (await list()).filter((r: { subjectUserId: string }) => r.subjectUserId === person.id);
    expect(theirs).toMatchObject([
      {
        kind: 'erasure',
        requestedBy: 'admin',
        actorEmail: ADMIN,
        subjectEmail: 'popia-subject@example.co.za',
      },
      { kind: 'export', requestedBy: 'admin', actorEmail: ADMIN },
    ]);
    const audited = await db.select().from(auditEntries).where(eq(auditEntries.targetId, person.id));
    expect(audited.map((a) => a.action).sort()).toEqual(['user.popiaErase', 'user.popiaExport']);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/export',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
