import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { DayBookingsQuery } from './availability.repo';
import {
  createWorkshopAvailabilityService,
  type WorkshopAvailabilityServiceDeps,
} from './availability.service';

// The diary's rules against a fake repo and a fake bookings port, no database (decision 058); the routes,
// the lock and the race are tested through app.inject in test/workshop-availability.test.ts.
const db = {} as DbOrTx;
const W = '00000000-0000-4000-8000-00000000000a';
const locked: string[] = [];

function serviceWith(over: {
  jobsPerDay?: number | null;
  text?: string | null;
  booked?: Record<string, number>;
}) {
  const booked = new Map(Object.entries(over.booked ?? {}).map(([date, n]) => [`${W}|${date}`, n]));
  const repo: WorkshopAvailabilityServiceDeps['repo'] = {
    // The day's one read, from the same fakes: `booked` is the port's count, taken from the fake below.
    dayOf: async (db, workshopId, date) => {
      const [row] = await repo.diariesOf(db, [workshopId]);
      if (!row) return null;
      return {
        ...row,
        hours: await repo.hoursOf(db, [workshopId]),
        closures: (await repo.closuresOf(db, [workshopId], date, date)).filter(
          (c) => c.fromDate <= date && c.toDate >= date,
        ),
        booked: booked.get(`${workshopId}|${date}`) ?? 0,
      };
    },
    diariesOf: async (_db, ids) =>
      ids.includes(W)
        ? [
            {
              workshopId: W,
              openingHours: over.text ?? null,
              jobsPerDay: over.jobsPerDay ?? null,
              freeChangeHours: over.jobsPerDay ? 48 : null,
            },
          ]
        : [],
    hoursOf: async () =>
      over.jobsPerDay
        ? [1, 2, 3, 4, 5].map((weekday) => ({
            workshopId: W,
            weekday,
            opens: '08:00:00',
            closes: '17:00:00',
          }))
        : [],
    closuresOf: async () => [
      {
        id: 'c',
        workshopId: W,
        fromDate: '2026-12-28',
        toDate: '2026-12-31',
        reason: 'Leave',
        createdAt: new Date(),
      },
    ],
    lockDay: async (_db, workshopId, date) => {
      locked.push(`${workshopId}|${date}`);
    },
    saveWeek: async () => {},
    insertClosure: async () => {},
    deleteClosure: async () => false,
  };
  return createWorkshopAvailabilityService({
    repo,
    bookings: { bookingsPerDay: async () => booked, bookedOnDay: () => ({}) as DayBookingsQuery },
  });
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('a workshop’s diary (service factory)', () => {
  it('reads the profile’s text until the diary is saved, with the default capacity', async () => {
    const read = await serviceWith({ text: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00' }).get(db, W, '2026-12-01');
    expect(read).toMatchObject({ configured: false, jobsPerDay: 8 });
    expect(read.hours.at(-1)).toEqual({ weekday: 6, opens: '08:00', closes: '12:00' });
    const saved = await serviceWith({ jobsPerDay: 3 }).get(db, W, '2026-12-01');
    expect(saved).toMatchObject({ configured: true, jobsPerDay: 3 });
    expect(saved.hours[0]).toEqual({ weekday: 1, opens: '08:00', closes: '17:00' });
  });

  it('takes a booking that fits, under the day’s lock', async () => {
    locked.length = 0;
    await serviceWith({ jobsPerDay: 2, booked: { '2026-12-01': 2 } }).takeRoom(db, W, '2026-12-01');
    expect(locked).toEqual([`${W}|2026-12-01`]);
  });

  it('refuses a day over capacity with the next day with room, skipping holidays and closures', async () => {
    // Tue 22 Dec 2026 full; Wed 23 full; Thu 24 free.
    const full = await refusal(
      serviceWith({ jobsPerDay: 1, booked: { '2026-12-22': 2, '2026-12-23': 1 } }).takeRoom(
        db,
        W,
        '2026-12-22',
      ),
    );
    expect(full).toBeInstanceOf(AppError);
    expect(full.statusCode).toBe(409);
    expect(full.message).toBe(
      'That day is fully booked at this workshop. The next day with room is 24/12/2026.',
    );
    // Thu 24 Dec full too: Christmas, the Day of Goodwill, the weekend and the closure to the 31st are
    // passed over; New Year's Day is a holiday; Monday 4 January has room.
    const later = await refusal(
      serviceWith({ jobsPerDay: 1, booked: { '2026-12-23': 2, '2026-12-24': 1 } }).takeRoom(
        db,
        W,
        '2026-12-23',
      ),
    );
    expect(later.message).toContain('The next day with room is 04/01/2027.');
    expect(later.errors?.serviceDate).toEqual([later.message]);
  });

  it('refuses a public holiday by its name, and a weekday the workshop is closed', async () => {
    const holiday = await refusal(serviceWith({ jobsPerDay: 4 }).takeRoom(db, W, '2026-12-25'));
    expect(holiday.message).toMatch(/^The workshop is closed on Christmas Day\. The next day with room is /);
    const saturday = await refusal(serviceWith({ jobsPerDay: 4 }).takeRoom(db, W, '2026-12-05'));
    expect(saturday.message).toBe('The workshop is closed that day. The next day with room is 07/12/2026.');
  });
});
