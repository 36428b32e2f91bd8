import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  devMails,
  devTexts,
  notifications,
  quoteItems,
  quoteRequests,
  quotes,
  reminderOptOuts,
  reminders as remindersTable,
  repairItemTemplates,
  vehicles,
} from '../src/db/schema';
import { runDueJobs } from '../src/modules/jobs/index';
import { crontab } from '../src/modules/jobs/queue';
import { reminders } from '../src/modules/reminders/index';
import { createSignedInUser, createTestApps, createUser, linkIn, signIn, TEST_PASSWORD } from './helpers';
import { quoteFixtures, type User } from './quote-fixtures';

/**
 * Reminders (issue 24 item 4, decision 078) with a fixed clock: the daily job is given `now`, so each kind
 * is tried on the day it falls due and the day before. Two instances share the database, as two servers do.
 */

const ADMIN = 'reminders-admin@example.co.za';
const [t, t2] = await createTestApps(2, { ADMIN_EMAILS: ADMIN });
const { app, deps } = t!;
const db = deps.db;
const URL = 'https://motorwise.test';
const fixtures = quoteFixtures(t!, { referencePrefix: 'MW-REMIND' });

let polo: { id: number };
let shop: User;
let phoneCounter = 0;

beforeAll(async () => {
  const [v] = await db
    .insert(vehicles)
    .values({
      year: 2019,
      brand: 'Volkswagen',
      range: 'Polo Vivo',
      model: 'Polo Vivo 1.4 Trendline',
      description: 'Volkswagen Polo Vivo 1.4 Trendline',
      serviceInterval1: 15_000,
      searchText: 'volkswagen polo vivo 2019',
    })
    .returning({ id: vehicles.id });
  polo = v!;
  const [trunk] = await db
    .insert(repairItemTemplates)
    .values({ quoteKind: 'service', name: 'Services', leaf: false })
    .returning({ id: repairItemTemplates.id });
  await db.insert(repairItemTemplates).values([
    { quoteKind: 'service', parentId: trunk!.id, name: 'Minor service', leaf: true },
    {
      quoteKind: 'service',
      parentId: trunk!.id,
      name: 'Scheduled manufacturer service',
      leaf: true,
      hasQuery: true,
      query: 'Which service is due?',
    },
    { quoteKind: 'repair', name: 'Front brake pads', leaf: true },
  ]);
  shop = await createSignedInUser(t!, { workshop: true });
  await createUser(db, { email: ADMIN });
});

async function customer(opts: { sms?: boolean } = {}) {
  phoneCounter += 1;
  const phone = `+2783${String(4_000_000 + phoneCounter * 211).padStart(7, '0')}`;
  const user = await createSignedInUser(t!, { phone, firstName: 'Lindiwe' });
  if (opts.sms) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/saveTextSettings',
      headers: user.headers,
      payload: { sms: true, whatsapp: false, consent: true, quietFrom: '00:00', quietUntil: '00:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...user, phone };
}

/** Adds a 2019 Polo Vivo to the person's garage, as the garage's form does (JSON here). */
async function addPolo(user: User, fields: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/upsertVehicle',
    headers: user.headers,
    payload: { vehicleId: String(polo.id), name: 'Polo Vivo', ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; licenceDiskExpiresOn: string | null; roadworthyDueOn: string | null };
}

/** 08:00 in Johannesburg on a day (06:00 UTC): when the daily job runs. */
const at8 = (day: string) => new Date(`${day}T06:00:00Z`);
const send = (day: string) => reminders.sendDue(db, URL, at8(day));
const sentFor = (customerVehicleId: string) =>
  db.select().from(remindersTable).where(eq(remindersTable.customerVehicleId, customerVehicleId));
const mailsTo = async (email: string) => {
  await t!.runJobs();
  return db
    .select()
    .from(devMails)
    .where(sql`lower(${devMails.to}) = ${email.toLowerCase()}`)
    .orderBy(devMails.createdAt);
};

/** A completed request of the vehicle (a job done at the shop), its quote completed on `day`. */
async function completedJob(
  user: Pick<User, 'id' | 'email'> | { id: null; email: string },
  customerVehicleId: string | null,
  day: string,
  opts: { ticked?: boolean; km?: number; vehicleId?: number } = {},
) {
  const r = await fixtures.makeRequest(user, [shop.workshopId!]);
  await db
    .update(quoteRequests)
    .set({
      customerVehicleId,
      ...(opts.vehicleId === undefined ? {} : { vehicleId: opts.vehicleId }),
      serviceReminder: opts.ticked ?? false,
      quoteRequestStatus: 2,
      vehicleMileage: opts.km ?? 40_000,
      updatedAt: new Date(`${day}T10:00:00Z`),
    })
    .where(eq(quoteRequests.id, r.id));
  const [q] = await db
    .insert(quotes)
    .values({
      quoteRequestId: r.id,
      workshopId: shop.workshopId!,
      reference: `${r.reference}-Q`,
      quoteStatus: 7,
      isVatRegistered: true,
      vehicleMileage: opts.km ?? 40_000,
      serviceDate: day,
      readyForCollectionAt: new Date(`${day}T12:00:00Z`),
    })
    .returning({ id: quotes.id });
  return { request: r, quoteId: q!.id };
}

describe('licence disk (the done-when: a month before the date they entered)', () => {
  it('is entered on the garage vehicle, reminded a month before by mail, in-app and SMS, once, with a link that fills the request in', async () => {
    const lindiwe = await customer({ sms: true });
    const car = await addPolo(lindiwe, { licenceDiskExpiresOn: '2026-09-30' });
    expect(car.licenceDiskExpiresOn).toBe('2026-09-30');

    // The day before the month before: nothing.
    expect(await send('2026-08-29')).toBe(0);
    expect(await sentFor(car.id)).toHaveLength(0);

    // A month before: two instances run the day's job at once; one reminder goes.
    const [a, b] = await Promise.all([
      reminders.sendDue(db, URL, at8('2026-08-30')),
      reminders.sendDue(t2!.deps.db, URL, at8('2026-08-30')),
    ]);
    expect(a + b).toBe(1);
    // And the next day's run (the job's catch-up) sends it no second time.
    expect(await send('2026-08-31')).toBe(0);
    const sent = await sentFor(car.id);
    expect(sent).toMatchObject([{ kind: 'licence_disk', dueKey: '2026-09-30', dueOn: '2026-09-30' }]);

    const mails = await mailsTo(lindiwe.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('The licence disk of your Polo Vivo expires on 30/09/2026');
    const link = linkIn(mails[0]!.text, '/reminder/');
    expect(link).toBe(`/reminder/${sent[0]!.id}`);

    const inApp = await db.select().from(notifications).where(eq(notifications.userId, lindiwe.id));
    expect(inApp.map((n) => n.title)).toContain('The licence disk of your Polo Vivo expires on 30/09/2026');

    const texts = await db.select().from(devTexts).where(eq(devTexts.to, lindiwe.phone));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('the licence disk of your Polo Vivo expires soon.');
    expect(texts[0]!.body).toContain(`${URL}/reminder/${sent[0]!.id}`);

    // The link's prefill: the vehicle and the request type; the owner only.
    const prefill = await app.inject({
      method: 'GET',
      url: `/api/reminders/${sent[0]!.id}`,
      headers: lindiwe.headers,
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toEqual({
      id: sent[0]!.id,
      kind: 'licence_disk',
      customerVehicleId: car.id,
      quoteType: 'SMC_Service',
      items: [],
      notes: null,
    });
    const other = await customer();
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/reminders/${sent[0]!.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('is not sent past the expiry, nor for a date entered already past', async () => {
    const user = await customer();
    const car = await addPolo(user, { licenceDiskExpiresOn: '2026-03-31' });
    expect(await send('2026-04-01')).toBe(0);
    expect(await sentFor(car.id)).toHaveLength(0);
    // A cleared date is no reminder.
    const cleared = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: user.headers,
      payload: { id: car.id, licenceDiskExpiresOn: '' },
    });
    expect(cleared.json().licenceDiskExpiresOn).toBeNull();
  });

  it('refuses a date that is not one', async () => {
    const user = await customer();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: user.headers,
      payload: { vehicleId: String(polo.id), licenceDiskExpiresOn: '31/09/2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.licenceDiskExpiresOn).toEqual([
      'Licence disk expiry date must be a date (YYYY-MM-DD).',
    ]);
  });
});

describe('the daily job', () => {
  it('is on the crontab at 08:00 SAST, made up within a day, and runs as the queue’s send_reminders task', async () => {
    expect(crontab().split('\n')).toContain('0 6 * * * send_reminders ?max=3&fill=1d');
    let ran = 0;
    await db.execute(sql`select graphile_worker.add_job('send_reminders', '{}'::json)`);
    await runDueJobs(deps.pool, {
      mailer: deps.mailer,
      sendReminders: async () => {
        ran += 1;
        return 0;
      },
    });
    expect(ran).toBe(1);
  });
});

describe('the other kinds', () => {
  it('service: six months after a service the customer asked to be reminded of, with a minor service filled in', async () => {
    const user = await customer();
    const car = await addPolo(user);
    await completedJob(user, car.id, '2026-01-15', { ticked: true });
    const unticked = await addPolo(user, { name: 'Second car' });
    await completedJob(user, unticked.id, '2026-01-15', { ticked: false });

    expect(await send('2026-07-14')).toBe(0);
    await send('2026-07-15');
    const [row] = await sentFor(car.id);
    expect(row).toMatchObject({ kind: 'service', dueOn: '2026-07-15', quoteType: 'SMC_Service' });
    expect(row!.items.map((i) => i.name)).toEqual(['Minor service']);
    expect((await sentFor(unticked.id)).filter((r) => r.kind === 'service')).toHaveLength(0);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toContain('Your Polo Vivo is due for a service');
  });

  it('service by mileage: within 1 000 km of the last service plus the interval, from the last known reading', async () => {
    const user = await customer();
    const car = await addPolo(user, { vehicleMileage: '53000' });
    await completedJob(user, car.id, '2026-02-01', { km: 40_000 });
    expect(await sentFor(car.id)).toHaveLength(0);
    await send('2026-03-01');
    expect((await sentFor(car.id)).filter((r) => r.kind === 'service_mileage')).toHaveLength(0);

    await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: user.headers,
      payload: { id: car.id, vehicleMileage: '54100' },
    });
    await send('2026-03-02');
    await send('2026-03-03');
    const rows = (await sentFor(car.id)).filter((r) => r.kind === 'service_mileage');
    expect(rows).toMatchObject([{ dueKey: 'km:55000', dueOn: null }]);
    expect(rows[0]!.items.map((i) => i.name)).toEqual(['Scheduled manufacturer service']);
  });

  it('roadworthy: a month before the date the owner says it is needed by', async () => {
    const user = await customer();
    const car = await addPolo(user, { roadworthyDueOn: '2026-06-15' });
    expect(await send('2026-05-14')).toBe(0);
    await send('2026-05-15');
    const [row] = await sentFor(car.id);
    expect(row).toMatchObject({ kind: 'roadworthy', dueOn: '2026-06-15', quoteType: 'SMC_Repair' });
    expect(row!.notes).toContain('Roadworthy certificate needed by 15/06/2026');
  });

  it('recommended work: declined amendment lines of a completed job, offered again two weeks later', async () => {
    const user = await customer();
    const car = await addPolo(user);
    const job = await completedJob(user, car.id, '2026-05-01');
    await db.insert(quoteItems).values([
      {
        quoteId: job.quoteId,
        description: 'Front brake pads',
        priceExclCents: 80_000,
        priceInclCents: 92_000,
        totalInclCents: 92_000,
        amendmentType: 0,
        amendmentStatus: 2,
      },
      {
        quoteId: job.quoteId,
        description: 'Wiper blades (pair)',
        priceExclCents: 20_000,
        priceInclCents: 23_000,
        totalInclCents: 23_000,
        amendmentType: 0,
        amendmentStatus: 2,
      },
      {
        quoteId: job.quoteId,
        description: 'Cabin filter',
        priceExclCents: 20_000,
        priceInclCents: 23_000,
        totalInclCents: 23_000,
        amendmentType: 0,
        amendmentStatus: 1,
      },
    ]);
    expect(await send('2026-05-14')).toBe(0);
    await send('2026-05-15');
    const [row] = await sentFor(car.id);
    expect(row).toMatchObject({ kind: 'recommended_work', dueKey: job.quoteId, quoteType: 'SMC_Repair' });
    // The line the tree knows is an item; every declined line is in the notes.
    expect(row!.items.map((i) => i.name)).toEqual(['Front brake pads']);
    expect(row!.notes).toContain('Front brake pads; Wiper blades (pair).');
    expect(row!.notes).not.toContain('Cabin filter');
  });
});

describe('choices (opt-out per vehicle and kind)', () => {
  it('names a vehicle the owner did not name as its catalogue title, the range said once', async () => {
    const user = await customer();
    await addPolo(user, { name: '' });
    const list = await app.inject({ method: 'GET', url: '/api/user/reminders', headers: user.headers });
    expect(list.statusCode, list.body).toBe(200);
    const names = new Set(list.json().items.map((c: { vehicleName: string }) => c.vehicleName));
    expect([...names]).toEqual(['2019 Volkswagen Polo Vivo 1.4 Trendline']);
  });

  it('lists every kind on for each own vehicle; a kind turned off is not sent; another person’s vehicle is not found', async () => {
    const user = await customer();
    const car = await addPolo(user, { licenceDiskExpiresOn: '2026-10-31' });
    const list = await app.inject({ method: 'GET', url: '/api/user/reminders', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(5);
    expect(list.json().items.every((c: { on: boolean }) => c.on)).toBe(true);

    const off = await app.inject({
      method: 'POST',
      url: '/api/user/reminders',
      headers: user.headers,
      payload: { customerVehicleId: car.id, kind: 'licence_disk', on: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().items).toContainEqual({
      customerVehicleId: car.id,
      vehicleName: 'Polo Vivo',
      kind: 'licence_disk',
      on: false,
    });
    await send('2026-10-01');
    expect(await sentFor(car.id)).toHaveLength(0);

    const other = await customer();
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/user/reminders',
      headers: other.headers,
      payload: { customerVehicleId: car.id, kind: 'service', on: false },
    });
    expect(theirs.statusCode).toBe(404);

    // On again: sent.
    await app.inject({
      method: 'POST',
      url: '/api/user/reminders',
      headers: user.headers,
      payload: { customerVehicleId: car.id, kind: 'licence_disk', on: true },
    });
    await send('2026-10-02');
    expect(await sentFor(car.id)).toHaveLength(1);
  });

  it('exports the reminders and choices with the person’s data and erases them with the account', async () => {
    const user = await customer();
    const car = await addPolo(user, { licenceDiskExpiresOn: '2026-11-30', roadworthyDueOn: '2026-11-20' });
    await app.inject({
      method: 'POST',
      url: '/api/user/reminders',
      headers: user.headers,
      payload: { customerVehicleId: car.id, kind: 'roadworthy', on: false },
    });
    await send('2026-11-01');
    const exported = await app.inject({ method: 'GET', url: '/api/user/exportData', headers: user.headers });
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body);
    expect(file.remindersSent).toEqual([
      expect.objectContaining({ kind: 'licence_disk', dueKey: '2026-11-30' }),
    ]);
    expect(file.reminderOptOuts).toEqual([
      expect.objectContaining({ customerVehicleId: car.id, kind: 'roadworthy' }),
    ]);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(remindersTable).where(eq(remindersTable.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(reminderOptOuts).where(eq(reminderOptOuts.userId, user.id))).toHaveLength(
      0,
    );
  });
});

describe('the funnel', () => {
  it('counts, per kind, the reminders sent, the request flows their links started and the requests sent', async () => {
    const user = await customer();
    const car = await addPolo(user, { roadworthyDueOn: '2026-12-20' });
    await send('2026-11-25');
    const [row] = await sentFor(car.id);
    const track = (event: string, sessionId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/tracking/events',
        headers: user.headers,
        payload: { event, quoteType: 'SMC_Repair', sessionId, reminderId: row!.id },
      });
    expect((await track('quote_flow_started', 'session-reminder-1')).statusCode).toBe(202);
    await track('quote_step_loaded', 'session-reminder-1');
    await track('quote_request_submitted', 'session-reminder-1');

    const admin = await signIn(app, ADMIN, TEST_PASSWORD);
    const read = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/reminders/funnel?from=2026-11-25&to=2026-11-25',
          headers: admin.headers,
        })
      ).json();
    // The events are written without making the caller wait.
    await expect
      .poll(async () => (await read()).items.find((i: { kind: string }) => i.kind === 'roadworthy'))
      .toEqual({ kind: 'roadworthy', sent: 1, started: 1, requested: 1 });
    expect((await read()).items.map((i: { kind: string }) => i.kind)).toEqual([
      'service',
      'service_mileage',
      'licence_disk',
      'roadworthy',
      'recommended_work',
    ]);

    const notAdmin = await app.inject({
      method: 'GET',
      url: '/api/admin/reminders/funnel?from=2026-11-25&to=2026-11-25',
      headers: user.headers,
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe('a request’s six-month service reminder outside My Garage (decision 079)', () => {
  const forRequest = (quoteRequestId: string) =>
    db.select().from(remindersTable).where(eq(remindersTable.quoteRequestId, quoteRequestId));
  /** The whole link of a mail (path and query, not the full stop after it): '/reminder/<id>?key=...'. */
  const fullLink = (text: string | null, path: string) => {
    const found = new RegExp(`${URL}(${path}(?:[^\\s]*[^\\s.])?)`).exec(text ?? '');
    if (!found) throw new Error(`no ${path} link in: ${text}`);
    return found[1]!;
  };
  const open = (id: string, key: string) =>
    app.inject({ method: 'POST', url: `/api/reminders/${id}/open`, payload: { key } });

  it('a guest’s request with the box ticked: one mail six months on (not before, not twice, not on two instances), whose keyed link opens the flow signed out with what the guest typed', async () => {
    const guest = 'thabo.guest@example.co.za';
    const { request } = await completedJob({ id: null, email: guest }, null, '2026-02-10', {
      ticked: true,
      vehicleId: polo.id,
    });

    await send('2026-08-09');
    expect(await forRequest(request.id)).toHaveLength(0);

    await Promise.all([
      reminders.sendDue(db, URL, at8('2026-08-10')),
      reminders.sendDue(t2!.deps.db, URL, at8('2026-08-10')),
    ]);
    await send('2026-08-10');
    await send('2026-08-11');
    const sent = await forRequest(request.id);
    expect(sent).toMatchObject([
      { kind: 'service', dueKey: request.id, dueOn: '2026-08-10', userId: null, customerVehicleId: null },
    ]);
    expect(sent[0]!.email).toBe(guest);

    const mails = await mailsTo(guest);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 2019 Volkswagen Polo Vivo 1.4 Trendline is due for a service');
    const link = fullLink(mails[0]!.text, `/reminder/${sent[0]!.id}`);
    const key = new URLSearchParams(link.split('?')[1]).get('key')!;
    expect(link).toBe(`/reminder/${sent[0]!.id}?key=${encodeURIComponent(key)}`);
    expect(key.length).toBeGreaterThanOrEqual(32);
    // The key is kept only as its hash.
    expect(sent[0]!.tokenHash).not.toContain(key);

    // Opened signed out: the vehicle the guest chose, the request type and a minor service; nothing else.
    const opened = await open(sent[0]!.id, key);
    expect(opened.statusCode, opened.body).toBe(200);
    const prefill = opened.json();
    expect(Object.keys(prefill).sort()).toEqual([
      'customerVehicleId',
      'id',
      'items',
      'kind',
      'notes',
      'quoteType',
      'vehicle',
    ]);
    expect(prefill).toMatchObject({
      id: sent[0]!.id,
      kind: 'service',
      customerVehicleId: null,
      quoteType: 'SMC_Service',
      notes: null,
      vehicle: { id: polo.id, brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4 Trendline' },
    });
    expect(prefill.items.map((i: { name: string }) => i.name)).toEqual(['Minor service']);
    expect(opened.body).not.toContain(guest);
    expect(opened.body).not.toContain(request.reference);

    // A wrong key, or no key and no session, opens nothing.
    expect((await open(sent[0]!.id, `${key}x`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/reminders/${sent[0]!.id}` })).statusCode).toBe(401);
  });

  it('a hand-entered vehicle’s request: the guest’s link fills in the manual form with what was typed', async () => {
    const guest = 'sipho.guest@example.co.za';
    const typedIn = {
      brand: 'Datsun',
      range: 'Go',
      model: '1.2 Lux',
      transmissionType: 'Manual',
      fuelType: 'Petrol',
      driveType: 'Front wheel drive',
    };
    const [typed] = await db
      .insert(vehicles)
      .values({
        ...typedIn,
        year: 2015,
        capacity: 1200,
        isManual: true,
        description: 'Datsun Go 1.2 Lux',
        searchText: 'datsun go 1.2 lux 2015',
      })
      .returning({ id: vehicles.id });
    const { request } = await completedJob({ id: null, email: guest }, null, '2026-02-12', {
      ticked: true,
      vehicleId: typed!.id,
    });
    await send('2026-08-12');
    const [row] = await forRequest(request.id);
    const [mail] = await mailsTo(guest);
    expect(mail!.subject).toBe('Your 2015 Datsun Go 1.2 Lux is due for a service');
    const key = new URLSearchParams(fullLink(mail!.text, `/reminder/${row!.id}`).split('?')[1]).get('key')!;
    const opened = await open(row!.id, key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().vehicle).toBeUndefined();
    expect(opened.json().manualVehicle).toEqual({ ...typedIn, year: '2015', capacity: '1.2' });
  });

  it('a guest’s unsubscribe link stops that kind at that address, signed out', async () => {
    const guest = 'naledi.guest@example.co.za';
    const first = await completedJob({ id: null, email: guest }, null, '2026-02-20', {
      ticked: true,
      vehicleId: polo.id,
    });
    await send('2026-08-20');
    const [row] = await forRequest(first.request.id);
    const [mail] = await mailsTo(guest);
    const link = fullLink(mail!.text, `/reminder/${row!.id}/unsubscribe`);
    expect(mail!.text).toContain('To stop these reminders at this address');
    // The link ends its line, no full stop to copy with it, and it is a link in the HTML.
    expect(mail!.text).toContain(`open this link: ${URL}${link}\n`);
    expect(mail!.html).toContain(`<a href="${URL}${link.replaceAll('&', '&amp;')}"`);
    const key = new URLSearchParams(link.split('?')[1]).get('key')!;

    const wrong = await app.inject({
      method: 'POST',
      url: `/api/reminders/${row!.id}/unsubscribe`,
      payload: { key: 'not-the-key' },
    });
    expect(wrong.statusCode).toBe(404);
    const stop = await app.inject({
      method: 'POST',
      url: `/api/reminders/${row!.id}/unsubscribe`,
      payload: { key },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ kind: 'service' });

    // A later request of the same address (any case), ticked too: no reminder.
    const second = await completedJob({ id: null, email: guest.toUpperCase() }, null, '2026-03-20', {
      ticked: true,
      vehicleId: polo.id,
    });
    await send('2026-09-20');
    expect(await forRequest(second.request.id)).toHaveLength(0);
    expect(await mailsTo(guest)).toHaveLength(1);
  });

  it('a signed-in customer’s request for a catalogue vehicle: mail, in-app and (opted in) a text, a plain link for its owner; exported and erased with the account', async () => {
    const lindiwe = await customer({ sms: true });
    const { request } = await completedJob(lindiwe, null, '2026-03-10', { ticked: true, vehicleId: polo.id });
    // A guest’s request made with the same address before signing up.
    const asGuest = await completedJob({ id: null, email: lindiwe.email }, null, '2026-03-10', {
      ticked: true,
      vehicleId: polo.id,
    });
    // Unticked: nothing.
    const unticked = await completedJob(lindiwe, null, '2026-03-10', { ticked: false, vehicleId: polo.id });

    await send('2026-09-09');
    expect(await forRequest(request.id)).toHaveLength(0);
    await send('2026-09-10');
    const [row] = await forRequest(request.id);
    expect(row).toMatchObject({ kind: 'service', userId: lindiwe.id, customerVehicleId: null });
    expect(await forRequest(asGuest.request.id)).toHaveLength(1);
    expect(await forRequest(unticked.request.id)).toHaveLength(0);

    const mails = await mailsTo(lindiwe.email);
    expect(mails).toHaveLength(2);
    const mine = mails.find((m) => m.text?.includes(`/reminder/${row!.id}`))!;
    expect(mine.subject).toBe('Your 2019 Volkswagen Polo Vivo 1.4 Trendline is due for a service');
    expect(fullLink(mine.text, `/reminder/${row!.id}`)).toBe(`/reminder/${row!.id}`);

    const inApp = await db.select().from(notifications).where(eq(notifications.userId, lindiwe.id));
    expect(inApp.map((n) => n.title)).toEqual([
      'Your 2019 Volkswagen Polo Vivo 1.4 Trendline is due for a service',
    ]);
    const texts = await db.select().from(devTexts).where(eq(devTexts.to, lindiwe.phone));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`${URL}/reminder/${row!.id}`);

    // The owner opens it signed in, with the catalogue vehicle; anyone else finds nothing.
    const prefill = await app.inject({
      method: 'GET',
      url: `/api/reminders/${row!.id}`,
      headers: lindiwe.headers,
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toMatchObject({ customerVehicleId: null, vehicle: { id: polo.id } });
    const other = await customer();
    expect(
      (await app.inject({ method: 'GET', url: `/api/reminders/${row!.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);

    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/exportData',
      headers: lindiwe.headers,
    });
    const file = JSON.parse(exported.body);
    expect(file.remindersSent.map((r: { quoteRequestId: string }) => r.quoteRequestId).sort()).toEqual(
      [request.id, asGuest.request.id].sort(),
    );
    expect(file.remindersSent.every((r: object) => !('tokenHash' in r))).toBe(true);

    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: lindiwe.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await forRequest(request.id)).toHaveLength(0);
    expect(await forRequest(asGuest.request.id)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(remindersTable)
        .where(sql`lower(${remindersTable.email}) = ${lindiwe.email.toLowerCase()}`),
    ).toHaveLength(0);
  });
});
