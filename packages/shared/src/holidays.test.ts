import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidayOn, publicHolidaysBetween, southAfricanPublicHolidays } from './holidays';

const dates = (year: number) => southAfricanPublicHolidays(year).map((h) => h.date);

describe('easterSunday', () => {
  it('matches the published dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('southAfricanPublicHolidays', () => {
  it('gives 2026 as gazetted: Women’s Day on a Sunday gives Monday 10 August', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01',
      '2026-03-21',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09',
      '2026-08-10',
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(publicHolidayOn('2026-08-10')).toMatchObject({
      name: "National Women's Day (observed)",
      observed: true,
    });
    expect(publicHolidayOn('2026-04-06')?.name).toBe('Family Day');
  });

  it('gives 2027: Human Rights Day and the Day of Goodwill on Sundays move to the Mondays', () => {
    expect(dates(2027)).toEqual([
      '2027-01-01',
      '2027-03-21',
      '2027-03-22',
      '2027-03-26',
      '2027-03-29',
      '2027-04-27',
      '2027-05-01',
      '2027-06-16',
      '2027-08-09',
      '2027-09-24',
      '2027-12-16',
      '2027-12-25',
      '2027-12-26',
      '2027-12-27',
    ]);
  });

  it('adds nothing for a Sunday Christmas beyond the Day of Goodwill; a declared day is listed', () => {
    const y2022 = dates(2022);
    expect(y2022).toContain('2022-12-26');
    expect(y2022.filter((d) => d === '2022-12-26')).toHaveLength(1);
    expect(y2022).toContain('2022-12-27'); // declared by the President, not by the Sunday rule
    expect(dates(2033)).not.toContain('2033-12-27'); // 25 Dec 2033 is a Sunday, nothing declared
  });

  it('answers no holiday on an ordinary day, and lists a range across a year end', () => {
    expect(publicHolidayOn('2026-11-27')).toBeUndefined();
    expect([...publicHolidaysBetween('2026-12-20', '2027-01-05').keys()]).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
  });
});
