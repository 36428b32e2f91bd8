import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { createSignedInUser, createTestApp, joinOrganisation } from './helpers';

/**
 * Issue 20 item 8 (decision 052): old notifications were toasted again on every page load. The load says
 * which unread ones arrived since this person last looked (isNew); what the toasts showed is marked seen,
 * per person, so a reload, another tab or another device toasts nothing again.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const db = t.deps.db;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
let fleet: User;
let colleague: User;
let customer: User;

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const load = async (user: User) =>
  (await call(user, 'GET', '/api/user/loadNotifications')).json() as {
    title: string;
    isNew: boolean;
    dateCreatedUtc: string;
  }[];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  fleet = await createSignedInUser(t, { organisation: { name: 'Seen Fleet', branches: ['Midrand'] } });
  colleague = await createSignedInUser(t);
  await joinOrganisation(db, colleague.id, fleet.organizationId!, [fleet.branchIds[0]!]);
  customer = await createSignedInUser(t);
});

describe('toasts once: isNew and setNotificationsSeen', () => {
  it('a branch: what was seen is not new again for that person, and still new for a colleague', async () => {
    const branchId = fleet.branchIds[0]!;
    await db.insert(notifications).values([
      { organizationBranchId: branchId, title: 'Older', message: 'm', createdAt: minutesAgo(30) },
      { organizationBranchId: branchId, title: 'Newer', message: 'm', createdAt: minutesAgo(10) },
    ]);
    const first = await load(fleet);
    expect(first.map((n) => [n.title, n.isNew])).toEqual([
      ['Newer', true],
      ['Older', true],
    ]);

    // The toasts showed up to the newest: a reload (or another tab or device) toasts nothing again.
    const seen = await call(fleet, 'POST', '/api/user/setNotificationsSeen', {
      until: first[0]!.dateCreatedUtc,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await load(fleet)).map((n) => [n.title, n.isNew])).toEqual([
      ['Newer', false],
      ['Older', false],
    ]);
    // Unread still (the events and inbox keep them); only the toast is not repeated.
    expect((await load(fleet)).map((n) => n.title)).toEqual(['Newer', 'Older']);
    // A colleague in the same branch has not looked yet.
    expect((await load(colleague)).every((n) => n.isNew)).toBe(true);

    // Never moves back; what arrives later is new.
    await call(fleet, 'POST', '/api/user/setNotificationsSeen', { until: minutesAgo(60).toISOString() });
    await db
      .insert(notifications)
      .values({ organizationBranchId: branchId, title: 'Latest', message: 'm', createdAt: minutesAgo(1) });
    expect((await load(fleet)).map((n) => [n.title, n.isNew])).toEqual([
      ['Latest', true],
      ['Newer', false],
      ['Older', false],
    ]);
  });

  it('a person outside an organisation: their own; a date in the future counts as now; bad input is a 400', async () => {
    await db
      .insert(notifications)
      .values({ userId: customer.id, title: 'Yours', message: 'm', createdAt: minutesAgo(5) });
    expect((await load(customer)).map((n) => n.isNew)).toEqual([true]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await call(customer, 'POST', '/api/user/setNotificationsSeen', { until: future })).statusCode,
    ).toBe(200);
    expect((await load(customer)).map((n) => n.isNew)).toEqual([false]);
    // Seen "in the future" stops at now: what arrives next is still new.
    await db.insert(notifications).values({ userId: customer.id, title: 'Next', message: 'm' });
    expect((await load(customer)).map((n) => [n.title, n.isNew])).toEqual([
      ['Next', true],
      ['Yours', false],
    ]);
    expect(
      (await call(customer, 'POST', '/api/user/setNotificationsSeen', { until: 'yesterday' })).statusCode,
    ).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/setNotificationsSeen',
      payload: { until: future },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
