import { addDays, type IsoDate } from './dates';

/**
 * South Africa's public holidays, computed (Public Holidays Act 36 of 1994, decision 075): no library. The
 * Act's list is twelve days, ten fixed and two from Easter, and one rule: a holiday on a Sunday makes the
 * Monday after it a holiday. `date-holidays` knows South Africa too, but carries every country's rules
 * (about 1.7 MB unpacked) into a package the web app bundles, for forty lines of arithmetic.
 */
export interface PublicHoliday {
  date: IsoDate;
  name: string;
  /** The Monday a Sunday holiday gives (section 2(1)); `date` is then that Monday. */
  observed?: boolean;
}

const FIXED: readonly (readonly [month: number, day: number, name: string])[] = [
  [1, 1, "New Year's Day"],
  [3, 21, 'Human Rights Day'],
  [4, 27, 'Freedom Day'],
  [5, 1, "Workers' Day"],
  [6, 16, 'Youth Day'],
  [8, 9, "National Women's Day"],
  [9, 24, 'Heritage Day'],
  [12, 16, 'Day of Reconciliation'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Day of Goodwill'],
];

/**
 * Days the President declared under section 2A (elections, a Christmas on a Sunday): one-offs the Act's rules
 * do not give. Add a new declaration here when it is gazetted.
 */
export const DECLARED_HOLIDAYS: readonly PublicHoliday[] = [
  { date: '2021-11-01', name: 'Local government elections' },
  { date: '2022-12-27', name: 'Public holiday (declared)' },
  { date: '2024-05-29', name: 'General elections' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm: Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

const isSunday = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/** A year's public holidays in date order, with the Mondays the Sunday rule gives and the declared days. */
export function southAfricanPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const days: PublicHoliday[] = [
    ...FIXED.map(([month, day, name]) => ({ date: iso(year, month, day), name })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Family Day' },
  ];
  const taken = new Set(days.map((d) => d.date));
  for (const holiday of [...days]) {
    if (!isSunday(holiday.date)) continue;
    const monday = addDays(holiday.date, 1);
    // 25 December on a Sunday: the Monday is already the Day of Goodwill, and the Act gives nothing more
    // (2022's 27 December was declared, see DECLARED_HOLIDAYS).
    if (taken.has(monday)) continue;
    days.push({ date: monday, name: `${holiday.name} (observed)`, observed: true });
    taken.add(monday);
  }
  for (const declared of DECLARED_HOLIDAYS) {
    if (declared.date.startsWith(`${year}-`) && !taken.has(declared.date)) days.push(declared);
  }
  return days.sort((x, y) => x.date.localeCompare(y.date));
}

/** The public holiday on a date, if any: a holiday itself or the Monday after a Sunday one. */
export function publicHolidayOn(date: IsoDate): PublicHoliday | undefined {
  return southAfricanPublicHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
}

/** Public holidays from `from` to `to` inclusive, keyed by date. */
export function publicHolidaysBetween(from: IsoDate, to: IsoDate): Map<IsoDate, PublicHoliday> {
  const found = new Map<IsoDate, PublicHoliday>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of southAfricanPublicHolidays(year))
      if (h.date >= from && h.date <= to) found.set(h.date, h);
  }
  return found;
}
