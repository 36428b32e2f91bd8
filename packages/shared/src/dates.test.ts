import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants';
import {
  addDays,
  allowedDateWindow,
  calendarDate,
  dateRange,
  isWeekday,
  localDateTime,
  localDayStartUtc,
  zonedParts,
} from './dates';
import { isAllowedRequestDate, listAllowedDates, requestedDatesSchema } from './request-dates';

// Monday 6 January 2025, 12:00 in Johannesburg (UTC+2).
const mondayNoon = new Date('2025-01-06T10:00:00Z');
// Sunday 5 January 2025 22:30 UTC is already Monday 6 January 00:30 in Johannesburg.
const justAfterMidnightSa = new Date('2025-01-05T22:30:00Z');
// Friday 10 January 2025, 23:59 UTC = Saturday 11 January 01:59 in Johannesburg.
const saturdayEarlySa = new Date('2025-01-10T23:59:00Z');

describe('calendarDate (Africa/Johannesburg)', () => {
  it.each([
    [mondayNoon, '2025-01-06'],
    [justAfterMidnightSa, '2025-01-06'],
    [new Date('2025-01-05T21:59:59Z'), '2025-01-05'],
    [new Date('2024-12-31T22:00:00Z'), '2025-01-01'],
  ])('%s -> %s', (instant, date) => {
    expect(calendarDate(instant)).toBe(date);
  });
});

describe('zonedParts', () => {
  it("reads the same wall clock as Intl's Africa/Johannesburg zone, every few days from 1950 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    for (let ms = Date.UTC(1950, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 3.7 * 86_400_000 + 4_321_000) {
      const instant = new Date(ms);
      const parts = Object.fromEntries(
        intl.formatToParts(instant).flatMap((p) => (p.type === 'literal' ? [] : [[p.type, Number(p.value)]])),
      );
      expect(zonedParts(instant), instant.toISOString()).toEqual(parts);
    }
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2025-01-06', 1, '2025-01-07'],
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 15, '2026-01-15'],
  ])('addDays(%s, %i) = %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2025-01-06', true],
    ['2025-01-10', true],
    ['2025-01-11', false],
    ['2025-01-12', false],
    ['2025-02-30', false],
    ['6/1/2025', false],
  ])('isWeekday(%s) = %s', (date, weekday) => {
    expect(isWeekday(date)).toBe(weekday);
  });
});

describe('allowedDateWindow (spec: tomorrow, today for an organisation, to 15 days ahead)', () => {
  it.each([
    [mondayNoon, false, '2025-01-07', '2025-01-21'],
    [mondayNoon, true, '2025-01-06', '2025-01-21'],
    [justAfterMidnightSa, false, '2025-01-07', '2025-01-21'],
    [saturdayEarlySa, false, '2025-01-12', '2025-01-26'],
  ])('now %s organisation %s -> %s..%s', (now, isOrganisation, from, to) => {
    expect(allowedDateWindow(now, { isOrganisation })).toEqual({ from, to });
  });
});

describe('isAllowedRequestDate', () => {
  it.each([
    ['2025-01-06', false, false], // today, not for a customer
    ['2025-01-06', true, true], // today, for an organisation
    ['2025-01-07', false, true], // tomorrow
    ['2025-01-11', false, true], // Saturday (issue 24: workshops open on Saturdays)
    ['2025-01-12', false, true], // Sunday (a workshop may open; the form offers it only then)
    ['2025-01-21', false, true], // 15 days ahead, a Tuesday
    ['2025-01-22', false, false], // 16 days ahead
    ['2025-01-03', true, false], // in the past
    ['2025-1-7', false, false], // not YYYY-MM-DD
    ['2025-02-30', false, false], // not a date
  ])('%s organisation %s -> %s', (date, isOrganisation, allowed) => {
    expect(isAllowedRequestDate(date, mondayNoon, { isOrganisation })).toBe(allowed);
  });
});

describe('listAllowedDates', () => {
  it('lists the days but Sundays from tomorrow to 15 days ahead', () => {
    expect(listAllowedDates(mondayNoon)).toEqual([
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
      '2025-01-11',
      '2025-01-13',
      '2025-01-14',
      '2025-01-15',
      '2025-01-16',
      '2025-01-17',
      '2025-01-18',
      '2025-01-20',
      '2025-01-21',
    ]);
  });

  it('starts today for an organisation', () => {
    const dates = listAllowedDates(mondayNoon, { isOrganisation: true });
    expect(dates[0]).toBe('2025-01-06');
    expect(dates).toHaveLength(14);
  });

  it('leaves out public holidays', () => {
    const dates = listAllowedDates(new Date('2025-12-20T10:00:00Z'));
    expect(dates).not.toContain('2025-12-25');
    expect(dates).not.toContain('2025-12-26');
    expect(dates).not.toContain('2026-01-01');
    expect(dates).toContain('2025-12-27');
  });
});

describe('dateRange (spec: capped at 1000 days)', () => {
  it('is inclusive at both ends', () => {
    expect(dateRange('2025-01-30', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
  });

  it('gives nothing when the end is before the start', () => {
    expect(dateRange('2025-02-02', '2025-01-30')).toEqual([]);
  });

  it('never returns more than 1000 dates', () => {
    const range = dateRange('2025-01-01', '2030-01-01');
    expect(range).toHaveLength(1000);
    expect(range[999]).toBe(addDays('2025-01-01', 999));
    expect(dateRange('2025-01-01', '2030-01-01', 5000)).toHaveLength(1000);
    expect(dateRange('2025-01-01', '2025-01-31', 10)).toHaveLength(10);
  });

  it('rejects a non-date', () => {
    expect(() => dateRange('2025-13-01', '2025-12-31')).toThrow(RangeError);
  });
});

describe('requestedDatesSchema', () => {
  const schema = requestedDatesSchema({ now: () => mondayNoon });

  it('says "Please select a date" when none is chosen', () => {
    expect(schema.safeParse([]).error?.issues.map((i) => i.message)).toEqual(['Please select a date']);
    expect(schema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['Please select a date']);
  });

  it('rejects a date outside the window', () => {
    expect(schema.safeParse(['2025-01-07', '2025-01-22']).error?.issues[0]?.message).toBe(
      'Please select a date',
    );
    expect(schema.safeParse(['2025-01-06']).success).toBe(false);
    expect(
      requestedDatesSchema({ now: () => mondayNoon, isOrganisation: true }).parse(['2025-01-06']),
    ).toEqual(['2025-01-06']);
  });

  it('accepts a Saturday and refuses a public holiday, naming it', () => {
    expect(schema.parse(['2025-01-11'])).toEqual(['2025-01-11']);
    const december = requestedDatesSchema({ now: () => new Date('2025-12-20T10:00:00Z') });
    expect(december.safeParse(['2025-12-24', '2025-12-25']).error?.issues.map((i) => i.message)).toEqual([
      '25/12/2025 is a public holiday (Christmas Day). Please choose another date.',
    ]);
  });

  it('returns the dates sorted without duplicates', () => {
    expect(schema.parse(['2025-01-09', '2025-01-07', '2025-01-09'])).toEqual(['2025-01-07', '2025-01-09']);
  });
});

describe('localDateTime and localDayStartUtc (the spec’s local dates, issue 20 item 12)', () => {
  it('reads an instant as the Johannesburg wall clock with its offset, the same instant', () => {
    const instant = new Date('2025-01-05T22:30:15.900Z');
    expect(localDateTime(instant)).toBe('2025-01-06T00:30:15+02:00');
    expect(Date.parse(localDateTime(instant))).toBe(Date.parse('2025-01-05T22:30:15Z'));
  });
  it('starts a Johannesburg day two hours before UTC midnight', () => {
    expect(localDayStartUtc('2025-03-10')).toBe('2025-03-09T22:00:00.000Z');
  });
});
