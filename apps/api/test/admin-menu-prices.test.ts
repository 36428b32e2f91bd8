import {
  type AdminMenuPrices,
  INSTANT_PRICE_MESSAGES,
  INSTANT_PRICES_API,
  type InstantPriceOffers,
  type MenuPrice,
  pathOf,
  STEP_UP_ERROR_KEY,
} from '@motorwise/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, authSessions, workshops } from '../src/db/schema';
import { createSignedInUser, createTestApp, createUser, lastMailTo, signIn } from './helpers';
import { addPoloVivoAndBmw, addServiceJobs } from './menu-world';

/**
 * The workshops' menus for administrators (issue 24, decision 080): every workshop's fixed prices,
 * filtered by workshop and job, and a wrong price withdrawn with a reason: audited, the workshop told by
 * mail, and no longer offered to customers. admin.test.ts's walk also refuses these routes to everyone else.
 */
const ADMIN = 'menus-admin@motorwise.co.za';
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ADMIN_EMAILS: ADMIN });
const { app } = t;
const { db } = t.deps;
const adminUser = await createUser(db, { email: ADMIN });
/** The administrator, just signed in (a write needs a fresh sign-in). */
const signedInAdmin = async () => ({ id: adminUser.id, ...(await signIn(app, ADMIN)) });

const SANDTON = { lat: -26.1076, lng: 28.0567 };
const inAMonth = (more = 0) => new Date(Date.now() + (30 + more) * 86_400_000).toISOString().slice(0, 10);

type Caller = { headers: Record<string, string> };
const call = (
  who: Caller | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });

let minor: string;
let major: string;
let poloVivo: number;

beforeAll(async () => {
  [minor, major] = (await addServiceJobs(db, ['Minor service', 'Major service'])) as [string, string];
  [poloVivo] = await addPoloVivoAndBmw(db);
});

/** A workshop near Sandton with a name and a contact address. */
async function shop(name: string) {
  const user = await createSignedInUser(t, { workshop: true });
  await db
    .update(workshops)
    .set({
      name,
      lat: SANDTON.lat,
      lng: SANDTON.lng,
      contactEmail: `${name.split(' ')[0]!.toLowerCase()}@example.co.za`,
    })
    .where(eq(workshops.id, user.workshopId!));
  return user;
}

async function publish(w: Caller, over: Record<string, unknown> = {}): Promise<MenuPrice> {
  const res = await call(w, 'POST', INSTANT_PRICES_API.addMenuPrice.path, {
    repairItemTemplateId: minor,
    vehicleClass: 'small',
    priceIncl: 1850,
    included: ['Engine oil to specification', 'Oil filter'],
    partsPreference: 'Original parts',
    validUntil: inAMonth(),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = async (who: Caller, query = ''): Promise<AdminMenuPrices> => {
  const res = await call(who, 'GET', `${INSTANT_PRICES_API.listAdminMenuPrices.path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const withdraw = (who: Caller | null, id: string, reason: string) =>
  call(who, 'POST', pathOf(INSTANT_PRICES_API.withdrawMenuPrice, { id }), { reason });

async function offeredIds(): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${INSTANT_PRICES_API.getInstantPriceOffers.path}?vehicleId=${poloVivo}&items=${minor},${major}&lat=${SANDTON.lat}&lng=${SANDTON.lng}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InstantPriceOffers).offers.map((o) => o.menuPriceId);
}

describe("the workshops' menus for administrators", () => {
  it('lists every workshop’s prices by workshop name, filtered by workshop and by job', async () => {
    const rosebank = await shop('Rosebank Motors');
    const alex = await shop('Alexandra Auto');
    const a1 = await publish(rosebank);
    const a2 = await publish(rosebank, { repairItemTemplateId: major, priceIncl: 3200, isActive: false });
    const b1 = await publish(alex, { vehicleClass: 'medium', priceIncl: 1999.5 });
    const admin = await signedInAdmin();

    const all = await list(admin);
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.id)).toEqual([b1.id, a1.id, a2.id]);
    expect(all.items[0]).toMatchObject({
      workshopId: alex.workshopId,
      workshopName: 'Alexandra Auto',
      jobName: 'Minor service',
      vehicleClass: 'medium',
      priceIncl: 1999.5,
      included: ['Engine oil to specification', 'Oil filter'],
      partsPreference: 'Original parts',
      isActive: true,
    });
    expect(all.workshops.map((w) => w.name)).toEqual(['Alexandra Auto', 'Rosebank Motors']);
    expect(all.jobs.map((j) => j.name)).toEqual(['Minor service', 'Major service']);

    expect((await list(admin, `?workshopId=${rosebank.workshopId}`)).items.map((i) => i.id)).toEqual([
      a1.id,
      a2.id,
    ]);
    const majors = await list(admin, `?jobId=${major}`);
    expect(majors.items.map((i) => i.id)).toEqual([a2.id]);
    expect(majors.total).toBe(1);
    expect((await list(admin, `?workshopId=${alex.workshopId}&jobId=${major}`)).items).toEqual([]);
    expect(
      (await call(admin, 'GET', `${INSTANT_PRICES_API.listAdminMenuPrices.path}?jobId=x`)).statusCode,
    ).toBe(400);
  });

  it('withdraws a wrong price with a reason: audited, the workshop told, no longer offered to customers', async () => {
    const w = await shop('Craighall Service Centre');
    const price = await publish(w, { priceIncl: 185 });
    const admin = await signedInAdmin();
    expect(await offeredIds()).toContain(price.id);

    expect((await withdraw(admin, price.id, '   ')).statusCode).toBe(400);
    const res = await withdraw(admin, price.id, 'R 185 is a typing error for R 1 850.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: price.id,
      isActive: false,
      workshopName: 'Craighall Service Centre',
    });

    expect(await offeredIds()).not.toContain(price.id);
    const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.targetId, price.id));
    expect(entry).toMatchObject({
      action: 'menuPrice.withdraw',
      actorEmail: ADMIN,
      targetType: 'menuPrice',
      before: expect.objectContaining({ isActive: true, priceInclCents: 18_500 }),
      after: expect.objectContaining({ isActive: false, reason: 'R 185 is a typing error for R 1 850.' }),
    });
    const mail = await lastMailTo(t, 'craighall@example.co.za', 'withdrawn');
    expect(mail?.subject).toBe('Your fixed price for Minor service was withdrawn');
    expect(mail?.text).toContain('R 185 is a typing error for R 1 850.');
    expect(mail?.text).toContain('Small car, R 185.00');

    // Already off offer: refused, and nothing more recorded; an unknown price is not found.
    expect((await withdraw(admin, price.id, 'Again')).statusCode).toBe(409);
    expect(await db.select().from(auditEntries).where(eq(auditEntries.targetId, price.id))).toHaveLength(1);
    expect((await withdraw(admin, '00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    // The workshop sees it withdrawn, with the reason, in its menu and may offer it again once it is right.
    const own = await call(w, 'GET', INSTANT_PRICES_API.getMenuPrices.path);
    expect(own.json().items[0]).toMatchObject({
      id: price.id,
      isActive: false,
      withdrawnReason: 'R 185 is a typing error for R 1 850.',
    });
    const save = (over: Record<string, unknown>) =>
      call(w, 'PUT', pathOf(INSTANT_PRICES_API.updateMenuPrice, { id: price.id }), {
        repairItemTemplateId: minor,
        vehicleClass: 'small',
        priceIncl: 185,
        included: ['Engine oil to specification', 'Oil filter'],
        partsPreference: 'Original parts',
        validUntil: inAMonth(),
        ...over,
      });
    // Offered again unchanged (only the date moved): refused, saying why; still off offer and withdrawn.
    const unchanged = await save({ isActive: true, validUntil: inAMonth(1) });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().errors).toEqual({ isActive: [INSTANT_PRICE_MESSAGES.withdrawnUnchanged] });
    expect(await offeredIds()).not.toContain(price.id);
    // Saved still off offer: allowed, still withdrawn.
    expect((await save({ isActive: false, priceIncl: 190 })).json()).toMatchObject({
      isActive: false,
      withdrawnReason: 'R 185 is a typing error for R 1 850.',
    });
    // Changed and offered: on offer again, no longer marked withdrawn.
    const again = await save({ isActive: true, priceIncl: 1850 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ isActive: true, priceIncl: 1850, withdrawnReason: null });
    expect(await offeredIds()).toContain(price.id);
  });

  it('is for administrators only: 401 signed out, 403 to a customer or a workshop, a write needs a fresh sign-in', async () => {
    const w = await shop('Parkhurst Garage');
    const price = await publish(w);
    const customer = await createSignedInUser(t);
    const path = INSTANT_PRICES_API.listAdminMenuPrices.path;
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
    expect((await call(customer, 'GET', path)).statusCode).toBe(403);
    expect((await call(w, 'GET', path)).statusCode).toBe(403);
    expect((await withdraw(null, price.id, 'Wrong')).statusCode).toBe(401);
    expect((await withdraw(customer, price.id, 'Wrong')).statusCode).toBe(403);
    expect((await withdraw(w, price.id, 'Wrong')).statusCode).toBe(403);

    const admin = await signedInAdmin();
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, admin.id))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    await db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(authSessions.id, session!.id));
    const stale = await withdraw(admin, price.id, 'Wrong');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors).toHaveProperty(STEP_UP_ERROR_KEY);
    expect(await offeredIds()).toContain(price.id);
    expect((await call(admin, 'GET', path)).statusCode).toBe(200);
  });
});
