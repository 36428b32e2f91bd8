import {
  addDays,
  calendarDate,
  formatDate,
  isoWeekday,
  pathOf,
  publicHolidayOn,
  QUOTES_API,
  WORKSHOP_AVAILABILITY_API,
  type WorkshopAvailability,
} from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes, workshops } from '../src/db/schema';
import { createSignedInUser, createTestApps } from './helpers';
import { bookingDay, quoteFixtures } from './quote-fixtures';

/**
 * A workshop's diary (issue 24 item 2, decision 075): its hours per weekday, closures and daily capacity
 * in the portal; the drop-off slots with room; and a booking that takes its room in one transaction, so two
 * customers racing for the last room on two instances get one booking and one clear refusal.
 */

const [a, b] = await createTestApps(2, { RATE_LIMIT_ENABLED: 'false' });
const db = a!.deps.db;
const fixtures = quoteFixtures(a!, { referencePrefix: 'MW-SLOT' });
type User = Awaited<ReturnType<typeof createSignedInUser>>;

const SATURDAY_WEEK = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' })),
  { weekday: 6, opens: '08:00', closes: '12:00' },
];

async function shop(openingHours: string | null = null) {
  const user = await createSignedInUser(a!, { workshop: true });
  await db.update(workshops).set({ openingHours }).where(eq(workshops.id, user.workshopId!));
  return user;
}

const availability = async (user: User) => {
  const res = await fixtures.call(user, 'GET', WORKSHOP_AVAILABILITY_API.getWorkshopAvailability.path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkshopAvailability;
};

const save = (user: User, body: unknown) =>
  fixtures.call(user, 'PUT', WORKSHOP_AVAILABILITY_API.updateWorkshopAvailability.path, body);

const slots = async (workshopIds: string[], from: string, to: string) => {
  const res = await a!.app.inject({
    method: 'GET',
    url: `${WORKSHOP_AVAILABILITY_API.getDropOffSlots.path}?workshopIds=${workshopIds.join(',')}&from=${from}&to=${to}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().workshops as {
    workshopId: string;
    days: { date: string; times: string[]; left: number }[];
  }[];
};

/** A customer's request to the workshop, with the workshop's quote sent: ready to book. */
async function quoted(workshop: User) {
  const customer = await createSignedInUser(a!);
  const r = await fixtures.makeRequest(customer, [workshop.workshopId!]);
  const quote = await fixtures.sendQuote(workshop, r.id, {
    lines: [
      {
        quoteRequestItemId: r.itemIds[0],
        kind: 'labour',
        description: 'Service',
        quantity: 1,
        priceExcl: 900,
      },
    ],
  });
  return { customer, quoteId: quote.id, uniqueId: r.uniqueId };
}

const acceptOn = (
  instance: typeof a,
  who: User,
  quoteId: string,
  serviceDate: string,
  more: { dropOffTime?: string } = {},
) =>
  instance!.app.inject({
    method: 'POST',
    url: QUOTES_API.acceptQuote.path,
    headers: who.headers,
    payload: { quoteId, serviceDate, ...more },
  });

/** The next Saturday from tomorrow that is not a public holiday. */
function nextSaturday() {
  let saturday = addDays(calendarDate(new Date()), 1);
  while (isoWeekday(saturday) !== 6 || publicHolidayOn(saturday)) saturday = addDays(saturday, 1);
  return saturday;
}

describe('the portal’s hours, capacity and closures', () => {
  it('a workshop that saved nothing has the hours its profile states, Saturdays too, and the default capacity', async () => {
    const withSaturday = await shop('Mon–Fri 07:30–17:00, Sat 08:00–12:00');
    expect(await availability(withSaturday)).toEqual({
      configured: false,
      jobsPerDay: 8,
      hours: SATURDAY_WEEK,
      closures: [],
    });
    const unreadable = await shop('By appointment');
    expect((await availability(unreadable)).hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5]);
  });

  it('saves capacity and the week; a weekday left out is closed; a wrong time is a 400', async () => {
    const user = await shop();
    const res = await save(user, { jobsPerDay: 3, hours: SATURDAY_WEEK.slice(1) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ configured: true, jobsPerDay: 3 });
    expect(res.json().hours.map((h: { weekday: number }) => h.weekday)).toEqual([2, 3, 4, 5, 6]);
    const bad = await save(user, { jobsPerDay: 3, hours: [{ weekday: 1, opens: '17:00', closes: '08:00' }] });
    expect(bad.statusCode).toBe(400);
    expect((await availability(user)).hours).toHaveLength(5);
    // Another role cannot: a customer is refused.
    const customer = await createSignedInUser(a!);
    expect((await save(customer, { jobsPerDay: 3, hours: [] })).statusCode).toBe(403);
  });

  it('adds and removes closures; another workshop’s closure is not found', async () => {
    const user = await shop();
    const other = await shop();
    const from = addDays(calendarDate(new Date()), 10);
    const added = await fixtures.call(user, 'POST', WORKSHOP_AVAILABILITY_API.addWorkshopClosure.path, {
      from,
      to: addDays(from, 2),
      reason: 'Stocktake',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [closure] = added.json().closures;
    expect(closure).toMatchObject({ from, to: addDays(from, 2), reason: 'Stocktake' });
    const path = pathOf(WORKSHOP_AVAILABILITY_API.deleteWorkshopClosure, { id: closure.id });
    expect((await fixtures.call(other, 'DELETE', path)).statusCode).toBe(404);
    const removed = await fixtures.call(user, 'DELETE', path);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().closures).toEqual([]);
    const backwards = await fixtures.call(user, 'POST', WORKSHOP_AVAILABILITY_API.addWorkshopClosure.path, {
      from,
      to: addDays(from, -1),
      reason: 'Oops',
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('drop-off slots', () => {
  it('offers open days from tomorrow with room, every 30 minutes until an hour before closing, never a holiday, a closure or a Sunday', async () => {
    const user = await shop('Mon–Fri 07:30–17:00, Sat 08:00–12:00');
    const today = calendarDate(new Date());
    const closed = addDays(today, 3);
    await fixtures.call(user, 'POST', WORKSHOP_AVAILABILITY_API.addWorkshopClosure.path, {
      from: closed,
      to: closed,
      reason: 'Training',
    });
    const [answer] = await slots([user.workshopId!], addDays(today, -5), addDays(today, 20));
    const days = answer!.days;
    expect(days[0]!.date > today).toBe(true);
    expect(days.map((d) => d.date)).not.toContain(closed);
    for (const day of days) {
      expect(isoWeekday(day.date)).not.toBe(7);
      expect(publicHolidayOn(day.date)).toBeUndefined();
      expect(day.left).toBe(8);
    }
    const saturday = days.find((d) => isoWeekday(d.date) === 6)!;
    expect(saturday.times[0]).toBe('08:00');
    expect(saturday.times.at(-1)).toBe('11:00');
    const weekday = days.find((d) => isoWeekday(d.date) === 2)!;
    expect(weekday.times).toHaveLength(18); // 07:30 ... 16:00
    // An unknown workshop is left out; a bad id is a 400.
    expect(await slots(['00000000-0000-4000-8000-000000000000'], today, addDays(today, 3))).toEqual([]);
    const bad = await a!.app.inject({
      method: 'GET',
      url: `${WORKSHOP_AVAILABILITY_API.getDropOffSlots.path}?workshopIds=nope&from=${today}&to=${today}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a booking takes its room', () => {
  it('two customers racing for the last room on two instances: one booking, one 409 naming the next day with room', async () => {
    const user = await shop();
    expect((await save(user, { jobsPerDay: 1, hours: SATURDAY_WEEK })).statusCode).toBe(200);
    const day = bookingDay();
    const first = await quoted(user);
    const second = await quoted(user);
    const answers = await Promise.all([
      acceptOn(a, first.customer, first.quoteId, day),
      acceptOn(b, second.customer, second.quoteId, day),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toMatch(
      /^That day is fully booked at this workshop\. The next day with room is /,
    );
    expect(refused.errors.serviceDate).toEqual([refused.message]);
    const booked = await db.select().from(quotes).where(eq(quotes.workshopId, user.workshopId!));
    expect(booked.filter((q) => q.serviceDate === day)).toHaveLength(1);
    // The full day is no longer offered.
    const [answer] = await slots([user.workshopId!], day, addDays(day, 6));
    expect(answer!.days.map((d) => d.date)).not.toContain(day);
    expect(refused.message).toContain(formatDate(`${answer!.days[0]!.date}T12:00:00Z`));
  });

  it('a day the workshop is closed is refused with a 409; a Saturday it opens is booked', async () => {
    const user = await shop('Mon–Fri 07:30–17:00, Sat 08:00–12:00');
    const saturday = nextSaturday();
    const sunday = addDays(saturday, 1);
    const { customer, quoteId } = await quoted(user);
    const closed = await acceptOn(a, customer, quoteId, sunday);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The workshop is closed that day\. The next day with room is /);
    const ok = await acceptOn(b, customer, quoteId, saturday);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('books a drop-off time of the day; a time the day does not offer is a 400 under dropOffTime; an empty one books the day only', async () => {
    const user = await shop('Mon–Fri 07:30–17:00, Sat 08:00–12:00');
    const saturday = nextSaturday();
    const { customer, quoteId, uniqueId } = await quoted(user);
    const late = await acceptOn(a, customer, quoteId, saturday, { dropOffTime: '11:30' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.dropOffTime).toEqual([
      'The workshop does not take vehicles in at that time that day. It takes drop-offs from 08:00 to 11:00.',
    ]);
    const badly = await acceptOn(a, customer, quoteId, saturday, { dropOffTime: '8am' });
    expect(badly.statusCode).toBe(400);
    expect(badly.json().errors.dropOffTime).toEqual(['Enter a time as HH:MM.']);
    const ok = await acceptOn(a, customer, quoteId, saturday, { dropOffTime: '08:30' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toMatch(
      new RegExp(`^Booked with .+ for ${formatDate(`${saturday}T12:00:00Z`)} at 08:30\\.$`),
    );
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ serviceDate: saturday, dropOffTime: '08:30:00' });
    const view = await fixtures.call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: uniqueId }));
    expect(view.body).toContain('"dropOffTime":"08:30"');

    const other = await quoted(user);
    const dayOnly = await acceptOn(b, other.customer, other.quoteId, saturday, { dropOffTime: '' });
    expect(dayOnly.statusCode, dayOnly.body).toBe(200);
    const [second] = await db.select().from(quotes).where(eq(quotes.id, other.quoteId));
    expect(second!.dropOffTime).toBeNull();
  });
});
