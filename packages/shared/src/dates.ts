import { DATE_RANGE_MAX_DAYS, REQUEST_DATE_WINDOW_DAYS } from './constants';

/** A calendar date as the spec stores requested dates: 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Africa/Johannesburg (TIME_ZONE) keeps UTC+2 all year: South Africa has had no daylight saving since 1944.
 * Plain arithmetic, not Intl: building an Intl date formatter costs a browser 70-300 ms on a slow phone
 * (ICU's set-up), a long task on any page that shows a date (decision 048).
 */
const JOHANNESBURG_OFFSET_MS = 2 * 3_600_000;

/** Wall-clock parts of an instant in Africa/Johannesburg (no date library, no Intl). */
export function zonedParts(instant: Date): ZonedParts {
  const wall = new Date(instant.getTime() + JOHANNESBURG_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Africa/Johannesburg calendar date of an instant, as 'YYYY-MM-DD'. */
export function calendarDate(instant: Date): IsoDate {
  const p = zonedParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * An instant as Africa/Johannesburg's wall clock with its offset, 'YYYY-MM-DDTHH:mm:ss+02:00' (the spec's
 * local dates beside the UTC ones; the same instant, read as a South African reads it).
 */
export function localDateTime(instant: Date): string {
  const p = zonedParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+02:00`;
}

/** The instant a Johannesburg calendar day starts, in UTC ('2025-03-10' is '2025-03-09T22:00:00.000Z'). */
export function localDayStartUtc(date: IsoDate): string {
  return new Date(Date.parse(`${date}T00:00:00+02:00`)).toISOString();
}

/** The Africa/Johannesburg calendar year of an instant. */
export function calendarYear(instant: Date): number {
  return zonedParts(instant).year;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at UTC midnight of a real calendar date, or null for '2025-02-30' and other non-dates. */
function utcMidnight(date: string): number | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return ms;
}

export function isIsoDate(date: string): boolean {
  return utcMidnight(date) !== null;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved once the date is known). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Saturday and Sunday are not weekdays (spec: "Weekdays only"). */
export function isWeekday(date: IsoDate): boolean {
  const ms = utcMidnight(date);
  if (ms === null) return false;
  const day = new Date(ms).getUTCDay();
  return day !== 0 && day !== 6;
}

export interface DateWindowOptions {
  /** spec: organisation users have "no minimum-date delay": their window starts today. */
  isOrganisation?: boolean;
}

export interface DateWindow {
  from: IsoDate;
  to: IsoDate;
}

/**
 * spec: "Window: from tomorrow (today for an organisation) up to 15 days ahead", both ends inclusive,
 * counted on the Africa/Johannesburg calendar of `now`.
 */
export function allowedDateWindow(now: Date, opts: DateWindowOptions = {}): DateWindow {
  const today = calendarDate(now);
  return { from: addDays(today, opts.isOrganisation ? 0 : 1), to: addDays(today, REQUEST_DATE_WINDOW_DAYS) };
}

/**
 * Every date from `from` to `to` inclusive (spec: "date range helper capped at 1000 days"): at most
 * 1000 dates are returned, however far apart the ends are. An end before the start gives [].
 */
export function dateRange(from: IsoDate, to: IsoDate, maxDays: number = DATE_RANGE_MAX_DAYS): IsoDate[] {
  const start = utcMidnight(from);
  const end = utcMidnight(to);
  if (start === null || end === null)
    throw new RangeError(`Not a calendar date: ${start === null ? from : to}`);
  const dates: IsoDate[] = [];
  for (let ms = start; ms <= end && dates.length < Math.min(maxDays, DATE_RANGE_MAX_DAYS); ms += DAY_MS) {
    dates.push(new Date(ms).toISOString().slice(0, 10));
  }
  return dates;
}
