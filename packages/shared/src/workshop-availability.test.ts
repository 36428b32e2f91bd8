import { describe, expect, it } from 'vitest';
import {
  AddWorkshopClosureSchema,
  DEFAULT_WEEK_HOURS,
  DropOffSlotsQuerySchema,
  dayVerdict,
  dropOffDays,
  dropOffTimes,
  isoWeekday,
  parseOpeningHours,
  UpdateWorkshopAvailabilitySchema,
  type WorkshopDiary,
} from './workshop-availability';

const week = parseOpeningHours('Mon–Fri 07:30–17:00, Sat 08:00–12:00') ?? [];
const diary = (over: Partial<WorkshopDiary> = {}): WorkshopDiary => ({
  hours: week,
  closures: [],
  jobsPerDay: 2,
  booked: new Map(),
  ...over,
});

describe('parseOpeningHours', () => {
  it('reads the seed’s texts, Saturdays included', () => {
    expect(week).toHaveLength(6);
    expect(week[0]).toEqual({ weekday: 1, opens: '07:30', closes: '17:00' });
    expect(week[5]).toEqual({ weekday: 6, opens: '08:00', closes: '12:00' });
    expect(parseOpeningHours('Mon-Fri 7:00-16:30')).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '16:30' })),
    );
  });
  it('gives up on what it cannot read', () => {
    expect(parseOpeningHours('By appointment')).toBeNull();
    expect(parseOpeningHours('')).toBeNull();
    expect(parseOpeningHours('Mon–Fri 17:00–07:00')).toBeNull();
    expect(DEFAULT_WEEK_HOURS).toHaveLength(5);
  });
});

describe('drop-off slots', () => {
  it('offers every 30 minutes until an hour before closing', () => {
    expect(dropOffTimes({ opens: '08:00', closes: '12:00' })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(dropOffTimes({ opens: '07:30', closes: '17:00' }).at(-1)).toBe('16:00');
  });

  it('leaves out Sundays, public holidays, closures and full days', () => {
    // Week of 3-9 August 2026: Sunday 9 August is Women's Day, Monday 10 August its observed holiday.
    const days = dropOffDays(
      diary({
        closures: [{ from: '2026-08-05', to: '2026-08-05' }],
        booked: new Map([
          ['2026-08-06', 2],
          ['2026-08-07', 1],
        ]),
      }),
      '2026-08-03',
      '2026-08-11',
    );
    expect(days.map((d) => [d.date, d.left])).toEqual([
      ['2026-08-03', 2],
      ['2026-08-04', 2],
      ['2026-08-07', 1],
      ['2026-08-08', 2],
      ['2026-08-11', 2],
    ]);
    expect(days.find((d) => d.date === '2026-08-08')?.times[0]).toBe('08:00');
    expect(isoWeekday('2026-08-09')).toBe(7);
    expect(dayVerdict(diary(), '2026-08-10')).toMatchObject({ open: false, why: 'holiday' });
  });
});

describe('the forms', () => {
  it('refuse a day twice, closing before opening, and a closure ending before it starts', () => {
    expect(
      UpdateWorkshopAvailabilitySchema.safeParse({
        jobsPerDay: 4,
        hours: [
          { weekday: 1, opens: '08:00', closes: '17:00' },
          { weekday: 1, opens: '09:00', closes: '17:00' },
        ],
      }).success,
    ).toBe(false);
    expect(
      UpdateWorkshopAvailabilitySchema.safeParse({
        jobsPerDay: 4,
        hours: [{ weekday: 2, opens: '17:00', closes: '08:00' }],
      }).success,
    ).toBe(false);
    expect(
      AddWorkshopClosureSchema.safeParse({ from: '2026-12-24', to: '2026-12-20', reason: 'Leave' }).success,
    ).toBe(false);
    expect(
      DropOffSlotsQuerySchema.parse({
        workshopIds: '6f1c3c1e-0000-4000-8000-000000000001,6f1c3c1e-0000-4000-8000-000000000001',
        from: '2026-12-01',
        to: '2026-12-14',
      }).workshopIds,
    ).toHaveLength(1);
  });
});
