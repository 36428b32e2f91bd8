import {
  addDays,
  calendarDate,
  formatDate,
  isoWeekday,
  pathOf,
  publicHolidayOn,
  publicHolidaysBetween,
  QUOTES_API,
  WORKSHOP_AVAILABILITY_API,
  type WorkshopAvailability,
} from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, quotes, workshops } from '../src/db/schema';
import { quotedRequest } from './fixtures/quoted-request';
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
    freeChangeHours: number;
  }[];
};

/** A customer's request to the workshop, with the workshop's quote sent: ready to book. */
async function quoted(workshop: User) {
  const { customer, quoteId, request } = await quotedRequest(a!, fixtures, { shop: workshop });
  return { customer, quoteId, uniqueId: request.uniqueId };
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
      freeChangeHours: 24,
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

const reschedule = (
  instance: typeof a,
  who: User,
  quoteId: string,
  serviceDate: string,
  dropOffTime?: string,
  key?: string,
) =>
  instance!.app.inject({
    method: 'POST',
    url: QUOTES_API.rescheduleBooking.path,
    headers: { ...who.headers, ...(key && { 'idempotency-key': key }) },
    payload: { quoteId, serviceDate, dropOffTime },
  });

/** The open days (Monday to Saturday, no public holiday) after `from`, in order. */
function openDaysAfter(from: string, count: number) {
  const days: string[] = [];
  for (let day = addDays(from, 1); days.length < count; day = addDays(day, 1))
    if (isoWeekday(day) !== 7 && !publicHolidayOn(day)) days.push(day);
  return days;
}

/** A workshop open Monday to Saturday with room for one booking a day, under the terms given. */
async function oneADay(freeChangeHours?: number) {
  const user = await shop();
  const saved = await save(user, { jobsPerDay: 1, hours: SATURDAY_WEEK, freeChangeHours });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** A customer's quote at the workshop, booked for `day`. */
async function bookedOn(workshop: User, day: string, dropOffTime?: string) {
  const q = await quoted(workshop);
  const res = await acceptOn(a, q.customer, q.quoteId, day, { dropOffTime });
  expect(res.statusCode, res.body).toBe(200);
  return q;
}

describe('rescheduling and cancelling within the workshop’s terms', () => {
  it('a move retried with its Idempotency-Key (an answer lost on a train) is made and told once', async () => {
    const user = await oneADay();
    const [first, second] = openDaysAfter(bookingDay(), 2) as [string, string];
    const { customer, quoteId } = await bookedOn(user, first, '08:00');
    const key = `move-${quoteId}`;
    const moved = await reschedule(a, customer, quoteId, second, '09:30', key);
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await reschedule(b, customer, quoteId, second, '09:30', key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(moved.body);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'A customer moved a booking'));
    const mine = told.filter((n) => n.userId === user.id);
    expect(mine).toHaveLength(1);
  });

  it('states the terms: 24 hours by default, the workshop’s own once saved, in the portal and the slots', async () => {
    const user = await shop();
    expect((await availability(user)).freeChangeHours).toBe(24);
    const day = bookingDay();
    expect((await slots([user.workshopId!], day, day))[0]!.freeChangeHours).toBe(24);
    await save(user, { jobsPerDay: 3, hours: SATURDAY_WEEK, freeChangeHours: 48 });
    expect((await availability(user)).freeChangeHours).toBe(48);
    expect((await slots([user.workshopId!], day, day))[0]!.freeChangeHours).toBe(48);
    // Saved again without terms (an older page): they are kept.
    await save(user, { jobsPerDay: 3, hours: SATURDAY_WEEK });
    expect((await availability(user)).freeChangeHours).toBe(48);
    expect((await save(user, { jobsPerDay: 3, hours: [], freeChangeHours: 169 })).statusCode).toBe(400);
  });

  it('inside the terms: moves the booking to a day and time with room, frees the old day, and tells the workshop', async () => {
    const user = await oneADay();
    const [first, second] = openDaysAfter(bookingDay(), 2) as [string, string];
    const { customer, quoteId, uniqueId } = await bookedOn(user, first, '08:00');
    const moved = await reschedule(a, customer, quoteId, second, '09:30');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(
      `Your booking is moved to ${formatDate(`${second}T12:00:00Z`)} at 09:30. The workshop was told.`,
    );
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ serviceDate: second, dropOffTime: '09:30:00', quoteStatus: 1 });
    // The old day has its room again; the new one is full.
    const [answer] = await slots([user.workshopId!], first, second);
    expect(answer!.days.map((d) => d.date)).toContain(first);
    expect(answer!.days.map((d) => d.date)).not.toContain(second);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'A customer moved a booking'));
    expect(told.some((n) => n.message.includes(`to ${formatDate(`${second}T12:00:00Z`)} at 09:30`))).toBe(
      true,
    );
    const view = await fixtures.call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: uniqueId }));
    expect(view.body).toContain('"dropOffTime":"09:30"');
    // A time the new day does not offer is a 400; the booking stays where it is.
    const badTime = await reschedule(a, customer, quoteId, first, '17:30');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors.dropOffTime[0]).toMatch(
      /^The workshop does not take vehicles in at that time/,
    );
    const [still] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(still!.serviceDate).toBe(second);
  });

  it('outside the terms: moving and cancelling are refused, saying to contact the workshop', async () => {
    const user = await oneADay(168);
    const day = bookingDay();
    const { customer, quoteId } = await bookedOn(user, day, '08:00');
    const later = openDaysAfter(day, 1)[0]!;
    const moved = await reschedule(a, customer, quoteId, later);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      `This booking can no longer be moved here: the workshop's terms allow it up to 168 hours before the drop-off (${formatDate(`${day}T12:00:00Z`)} at 08:00). Please contact the workshop to move it.`,
    );
    const cancelled = await fixtures.call(customer, 'POST', QUOTES_API.cancelBooking.path, { quoteId });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(
      /^This booking can no longer be cancelled here: .* Please contact the workshop to cancel it\.$/,
    );
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ serviceDate: day, quoteStatus: 1 });
  });

  it('inside the terms a booking is cancelled, and its day has room again', async () => {
    const user = await oneADay();
    const day = bookingDay();
    const { customer, quoteId } = await bookedOn(user, day);
    expect((await slots([user.workshopId!], day, day))[0]!.days).toEqual([]);
    const cancelled = await fixtures.call(customer, 'POST', QUOTES_API.cancelBooking.path, { quoteId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slots([user.workshopId!], day, day))[0]!.days.map((d) => d.date)).toEqual([day]);
  });

  it('to a full day: a 409 naming the next day with room; to a public holiday: a 409 naming it', async () => {
    const user = await oneADay();
    const [taken, mine] = openDaysAfter(bookingDay(), 2) as [string, string];
    await bookedOn(user, taken);
    const { customer, quoteId } = await bookedOn(user, mine);
    const full = await reschedule(a, customer, quoteId, taken);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(
      /^That day is fully booked at this workshop\. The next day with room is /,
    );
    expect(full.json().errors.serviceDate).toEqual([full.json().message]);
    const today = calendarDate(new Date());
    const holiday = [...publicHolidaysBetween(addDays(today, 1), addDays(today, 60)).values()][0];
    if (holiday) {
      const closed = await reschedule(a, customer, quoteId, holiday.date);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(new RegExp(`^The workshop is closed on ${holiday.name}\\. `));
    }
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.serviceDate).toBe(mine);
  });

  it('two customers moving to the last room of a day on two instances: one is moved, one is refused', async () => {
    const user = await oneADay();
    const [target, one, two] = openDaysAfter(bookingDay(), 3) as [string, string, string];
    const first = await bookedOn(user, one);
    const second = await bookedOn(user, two);
    const answers = await Promise.all([
      reschedule(a, first.customer, first.quoteId, target),
      reschedule(b, second.customer, second.quoteId, target),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /^That day is fully booked at this workshop\./,
    );
    const rows = await db.select().from(quotes).where(eq(quotes.workshopId, user.workshopId!));
    expect(rows.filter((q) => q.serviceDate === target)).toHaveLength(1);
  });

  it('only a booking not yet checked in moves; another customer’s booking is not found', async () => {
    const user = await oneADay();
    const day = bookingDay();
    const { quoteId } = await bookedOn(user, day);
    const stranger = await createSignedInUser(a!);
    const res = await reschedule(a, stranger, quoteId, openDaysAfter(day, 1)[0]!);
    expect(res.statusCode).toBe(404);
    const open = await quoted(user);
    const notBooked = await reschedule(a, open.customer, open.quoteId, day);
    expect(notBooked.statusCode).toBe(409);
    expect(notBooked.json().message).toBe('Only a booking the workshop has not checked in yet can be moved.');
  });
});
