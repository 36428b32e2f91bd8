import { z } from 'zod';
import { addDays, dateRange, type IsoDate, isIsoDate } from './dates';
import { type PublicHoliday, publicHolidaysBetween } from './holidays';
import { formatDate } from './time-format';

/**
 * A workshop's opening hours per weekday, its closures and its daily capacity, and the drop-off slots they
 * leave (issue 24 item 2, decision 075). Weekdays are ISO: 1 is Monday, 7 is Sunday. Times are the
 * workshop's wall clock in Africa/Johannesburg, 'HH:MM'.
 */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 7, name: 'Sunday' },
] as const;

export const AVAILABILITY_RULES = {
  /** A workshop that has not set its capacity takes this many jobs a day (a four-bay workshop's day). */
  defaultJobsPerDay: 8,
  maxJobsPerDay: 200,
  /** Drop-off times are offered every this many minutes from opening... */
  slotMinutes: 30,
  /** ...until this long before closing (the job needs time on the day). */
  lastDropOffBeforeCloseMinutes: 60,
  /** The slots call answers at most this many days and workshops at once. */
  maxSlotDays: 62,
  maxSlotWorkshops: 10,
  closureMaxDays: 366,
  /** Reschedule and cancellation terms: free until this many hours before the drop-off, unless the workshop says otherwise. */
  defaultFreeChangeHours: 24,
  /** A workshop may ask for at most a week's notice. */
  maxFreeChangeHours: 168,
  closureReasonMax: 200,
} as const;

export const AVAILABILITY_MESSAGES = {
  time: 'Enter a time as HH:MM.',
  closesAfterOpens: 'Closing must be after opening.',
  weekdayTwice: 'Each day can have one set of hours.',
  closureOrder: 'The last day must be on or after the first.',
  closureTooLong: `A closure can last at most ${AVAILABILITY_RULES.closureMaxDays} days.`,
  date: 'Enter a date as YYYY-MM-DD.',
  /** The 409 of a booking on a full day; the API adds the next day with room. */
  dayFull: 'That day is fully booked at this workshop.',
  dayClosed: 'The workshop is closed that day.',
  /** A drop-off time the day does not offer; the API adds the day's first and last. */
  timeNotOffered: 'The workshop does not take vehicles in at that time that day.',
} as const;

/**
 * `to` at most `days` days from `from`, both counted; true when either is not a date (their own checks
 * say so: an object's refinements run even when a field failed).
 */
const withinDays = (from: string, to: string, days: number) =>
  !isIsoDate(from) || !isIsoDate(to) || to <= addDays(from, days - 1);

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const TimeOfDaySchema = z.string().regex(TIME, { error: AVAILABILITY_MESSAGES.time });
const CalendarDateSchema = z.string().refine(isIsoDate, { error: AVAILABILITY_MESSAGES.date });

export const WeekdayHoursSchema = z
  .object({ weekday: z.number().int().min(1).max(7), opens: TimeOfDaySchema, closes: TimeOfDaySchema })
  .refine((h) => h.closes > h.opens, { error: AVAILABILITY_MESSAGES.closesAfterOpens, path: ['closes'] });
export type WeekdayHours = z.infer<typeof WeekdayHoursSchema>;

export const WorkshopClosureSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export type WorkshopClosure = z.infer<typeof WorkshopClosureSchema>;

/** GET /api/workshop/availability: the hours of the days it opens, capacity, closures from today on. */
export const WorkshopAvailabilitySchema = z.object({
  /** false: nothing saved yet, the hours are read from the profile's opening-hours text or the default. */
  configured: z.boolean(),
  jobsPerDay: z.number().int(),
  /** Reschedule and cancellation terms: free until this many hours before the drop-off. */
  freeChangeHours: z.number().int(),
  hours: z.array(WeekdayHoursSchema),
  closures: z.array(WorkshopClosureSchema),
});
export type WorkshopAvailability = z.infer<typeof WorkshopAvailabilitySchema>;

export const UpdateWorkshopAvailabilitySchema = z.object({
  jobsPerDay: z.coerce.number().int().min(1).max(AVAILABILITY_RULES.maxJobsPerDay),
  /** Reschedule and cancellation terms in hours of notice (0: until the drop-off); left out, unchanged. */
  freeChangeHours: z.coerce.number().int().min(0).max(AVAILABILITY_RULES.maxFreeChangeHours).optional(),
  /** The days it opens; a weekday left out is closed. */
  hours: z
    .array(WeekdayHoursSchema)
    .max(7)
    .refine((hours) => new Set(hours.map((h) => (h as WeekdayHours | null)?.weekday)).size === hours.length, {
      error: AVAILABILITY_MESSAGES.weekdayTwice,
    }),
});
export type UpdateWorkshopAvailability = z.infer<typeof UpdateWorkshopAvailabilitySchema>;

export const AddWorkshopClosureSchema = z
  .object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    reason: z.string().trim().min(1).max(AVAILABILITY_RULES.closureReasonMax),
  })
  .refine((c) => c.to >= c.from, { error: AVAILABILITY_MESSAGES.closureOrder, path: ['to'] })
  .refine((c) => withinDays(c.from, c.to, AVAILABILITY_RULES.closureMaxDays), {
    error: AVAILABILITY_MESSAGES.closureTooLong,
    path: ['to'],
  });
export type AddWorkshopClosure = z.infer<typeof AddWorkshopClosureSchema>;

/** GET /api/PublicWorkshop/DropOffSlots?workshopIds=a,b&from=&to= */
export const DropOffSlotsQuerySchema = z
  .object({
    workshopIds: z
      .string()
      .transform((s) => [...new Set(s.split(',').map((id) => id.trim()))].filter(Boolean))
      .pipe(z.array(z.uuid()).min(1).max(AVAILABILITY_RULES.maxSlotWorkshops)),
    from: CalendarDateSchema,
    to: CalendarDateSchema,
  })
  .refine((q) => q.to >= q.from, { error: AVAILABILITY_MESSAGES.closureOrder, path: ['to'] })
  .refine((q) => withinDays(q.from, q.to, AVAILABILITY_RULES.maxSlotDays), {
    error: `At most ${AVAILABILITY_RULES.maxSlotDays} days at once.`,
    path: ['to'],
  });
export type DropOffSlotsQuery = z.infer<typeof DropOffSlotsQuerySchema>;

export const DropOffDaySchema = z.object({
  date: z.string(),
  /** Drop-off times with room, 'HH:MM'. */
  times: z.array(z.string()),
  /** Bookings the day still takes. */
  left: z.number().int(),
});
export type DropOffDay = z.infer<typeof DropOffDaySchema>;

export const DropOffSlotsSchema = z.object({
  workshops: z.array(
    z.object({
      workshopId: z.string(),
      days: z.array(DropOffDaySchema),
      /** The workshop's reschedule and cancellation terms (hours of notice), shown before booking. */
      freeChangeHours: z.number().int(),
    }),
  ),
});
export type DropOffSlots = z.infer<typeof DropOffSlotsSchema>;

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Monday to Friday 07:30-17:00: the hours of a workshop that said nothing the profile text can tell. */
export const DEFAULT_WEEK_HOURS: readonly WeekdayHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '07:30',
  closes: '17:00',
}));

const DAY_NAMES: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
const PART =
  /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s*[-–]\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?\s+(\d{1,2}[:h.]\d{2})\s*[-–]\s*(\d{1,2}[:h.]\d{2})$/i;
const asTime = (t: string) => {
  const [h, m] = t.split(/[:h.]/) as [string, string];
  return `${h.padStart(2, '0')}:${m}`;
};

/**
 * The weekly hours a profile's opening-hours text states, as the seed and the profile form write it
 * ('Mon–Fri 07:30–17:00, Sat 08:00–12:00'); null when any part cannot be read (the default applies then).
 */
export function parseOpeningHours(text: string | null | undefined): WeekdayHours[] | null {
  if (!text?.trim()) return null;
  const hours = new Map<number, WeekdayHours>();
  for (const part of text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = PART.exec(part);
    if (!m) return null;
    const first = DAY_NAMES[m[1]!.toLowerCase()]!;
    const last = m[2] ? DAY_NAMES[m[2].toLowerCase()]! : first;
    const parsed = WeekdayHoursSchema.safeParse({
      weekday: first,
      opens: asTime(m[3]!),
      closes: asTime(m[4]!),
    });
    if (!parsed.success || last < first) return null;
    for (let weekday = first; weekday <= last; weekday += 1) hours.set(weekday, { ...parsed.data, weekday });
  }
  return [...hours.values()].sort((a, b) => a.weekday - b.weekday);
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The drop-off times of a day's hours: every slot from opening until the last drop-off before closing. */
export function dropOffTimes(hours: Pick<WeekdayHours, 'opens' | 'closes'>): string[] {
  const last = minutes(hours.closes) - AVAILABILITY_RULES.lastDropOffBeforeCloseMinutes;
  const times: string[] = [];
  for (let m = minutes(hours.opens); m <= last; m += AVAILABILITY_RULES.slotMinutes) times.push(clock(m));
  return times;
}

/** What decides a workshop's days: its week, its closures, its capacity and the bookings it has. */
export interface WorkshopDiary {
  hours: readonly WeekdayHours[];
  closures: readonly Pick<WorkshopClosure, 'from' | 'to'>[];
  jobsPerDay: number;
  /** Bookings per date. */
  booked: ReadonlyMap<IsoDate, number>;
}

export type DayVerdict =
  | { open: true; hours: WeekdayHours; left: number }
  | { open: false; why: 'closedWeekday' | 'holiday' | 'closure'; holiday?: PublicHoliday };

/** Whether a workshop takes a booking on a date, and how many more it takes (0: full). */
export function dayVerdict(
  diary: WorkshopDiary,
  date: IsoDate,
  holidays: ReadonlyMap<IsoDate, PublicHoliday> = publicHolidaysBetween(date, date),
): DayVerdict {
  const holiday = holidays.get(date);
  if (holiday) return { open: false, why: 'holiday', holiday };
  if (diary.closures.some((c) => c.from <= date && date <= c.to)) return { open: false, why: 'closure' };
  const hours = diary.hours.find((h) => h.weekday === isoWeekday(date));
  if (!hours) return { open: false, why: 'closedWeekday' };
  return { open: true, hours, left: Math.max(0, diary.jobsPerDay - (diary.booked.get(date) ?? 0)) };
}

/** The days from `from` to `to` with room, each with its drop-off times (public holidays and closures out). */
export function dropOffDays(diary: WorkshopDiary, from: IsoDate, to: IsoDate): DropOffDay[] {
  const holidays = publicHolidaysBetween(from, to);
  const days: DropOffDay[] = [];
  for (const date of dateRange(from, to)) {
    const verdict = dayVerdict(diary, date, holidays);
    if (!verdict.open || verdict.left === 0) continue;
    const times = dropOffTimes(verdict.hours);
    if (times.length > 0) days.push({ date, times, left: verdict.left });
  }
  return days;
}

/** A booking's drop-off as people read it: '05/12/2026', or '05/12/2026 at 08:00' with a time. */
export function formatDropOff(date: IsoDate, time?: string | null): string {
  return `${formatDate(`${date}T12:00:00Z`)}${time ? ` at ${time.slice(0, 5)}` : ''}`;
}

/**
 * A workshop's reschedule and cancellation terms as the customer reads them (decision 075):
 * 'Free to reschedule or cancel up to 24 hours before the drop-off. After that, please contact the workshop.'
 */
export function bookingTermsText(freeChangeHours: number): string {
  return `Free to reschedule or cancel ${freeChangeNotice(freeChangeHours)}. After that, please contact the workshop.`;
}

/** 'up to 24 hours before the drop-off' (0: 'until the drop-off'). */
export function freeChangeNotice(freeChangeHours: number): string {
  return freeChangeHours === 0
    ? 'until the drop-off'
    : `up to ${freeChangeHours} ${freeChangeHours === 1 ? 'hour' : 'hours'} before the drop-off`;
}

/**
 * The last moment a booking may be moved or cancelled under its workshop's terms: its drop-off (the day's
 * start when no time was booked, in Africa/Johannesburg) less the hours of notice.
 */
export function freeChangeDeadline(
  date: IsoDate,
  time: string | null | undefined,
  freeChangeHours: number,
): Date {
  const dropOff = Date.parse(`${date}T${(time ?? '00:00').slice(0, 5)}:00+02:00`);
  return new Date(dropOff - freeChangeHours * 3_600_000);
}
