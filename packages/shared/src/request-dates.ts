import { z } from 'zod';
import { REQUEST_DATE_WINDOW_DAYS, UI_MESSAGES } from './constants';
import { allowedDateWindow, type DateWindowOptions, dateRange, type IsoDate, isIsoDate } from './dates';
import { publicHolidayOn, publicHolidaysBetween } from './holidays';
import { formatDate } from './time-format';

/**
 * The days a request may name for the vehicle to go in (spec step 3; issue 24 item 2, decision 075). The
 * spec said "Weekdays only"; workshops open on Saturdays (and a few on Sundays), so any day in the window
 * may be asked for except a public holiday, on which no workshop takes a booking. Which days the chosen
 * workshops have room the request flow asks the slots API; without a workshop it offers
 * `listAllowedDates`: Monday to Saturday without public holidays.
 */

/** ISO day of week of a date: 0 Sunday ... 6 Saturday. */
const dayOfWeek = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The sentence a public holiday gets: '25/12/2026 is a public holiday (Christmas Day). Please choose another date.' */
export function publicHolidayDateMessage(date: IsoDate): string | null {
  const holiday = isIsoDate(date) ? publicHolidayOn(date) : undefined;
  return holiday
    ? `${formatDate(`${date}T12:00:00Z`)} is a public holiday (${holiday.name}). Please choose another date.`
    : null;
}

/** A requested date is a real 'YYYY-MM-DD' inside the window (a public holiday is refused on its own). */
export function isAllowedRequestDate(date: string, now: Date, opts: DateWindowOptions = {}): boolean {
  if (!isIsoDate(date)) return false;
  const { from, to } = allowedDateWindow(now, opts);
  return date >= from && date <= to;
}

/** The dates a request offers before a workshop is chosen: the window's days but Sundays and public holidays. */
export function listAllowedDates(now: Date, opts: DateWindowOptions = {}): IsoDate[] {
  const { from, to } = allowedDateWindow(now, opts);
  const holidays = publicHolidaysBetween(from, to);
  return dateRange(from, to).filter((d) => dayOfWeek(d) !== 0 && !holidays.has(d));
}

/**
 * spec step 3: "At least one date ('Please select a date')". A date outside the window cannot be picked on
 * the form, so the same sentence is used if one arrives at the API; a public holiday is named
 * ('25/12/2026 is a public holiday (Christmas Day). Please choose another date.').
 * Duplicates are removed and the list sorted. `now` is read at parse time.
 */
export const requestedDatesSchema = (opts: DateWindowOptions & { now?: () => Date } = {}) =>
  z
    .array(z.string({ error: UI_MESSAGES.noDate }), { error: UI_MESSAGES.noDate })
    .min(1, { error: UI_MESSAGES.noDate })
    .max(REQUEST_DATE_WINDOW_DAYS + 1, { error: UI_MESSAGES.noDate })
    .transform((dates, ctx) => {
      const now = (opts.now ?? (() => new Date()))();
      if (!dates.every((date) => isAllowedRequestDate(date, now, opts))) {
        ctx.issues.push({ code: 'custom', message: UI_MESSAGES.noDate, input: dates });
        return z.NEVER;
      }
      const holiday = dates.map(publicHolidayDateMessage).find(Boolean);
      if (holiday) {
        ctx.issues.push({ code: 'custom', message: holiday, input: dates });
        return z.NEVER;
      }
      return [...new Set(dates)].sort();
    });
