import {
  type AddWorkshopClosure,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_RULES,
  addDays,
  DEFAULT_WEEK_HOURS,
  type DropOffSlots,
  type DropOffSlotsQuery,
  dayVerdict,
  dropOffDays,
  dropOffTimes,
  formatDate,
  type IsoDate,
  parseOpeningHours,
  type UpdateWorkshopAvailability,
  type WeekdayHours,
  type WorkshopAvailability,
  type WorkshopDiary,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, AppErrorCode, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type * as AvailabilityRepo from './availability.repo';

/**
 * The bookings per workshop and day, which quotes counts (it sits above workshops: a port, decision 058):
 * `${workshopId}|${date}` to the number of booked quotes for that drop-off day.
 */
export interface BookingsPort {
  bookingsPerDay(db: DbOrTx, workshopIds: string[], from: IsoDate, to: IsoDate): Promise<Map<string, number>>;
  /** The same count for one workshop's day, as a scalar subquery the diary's one read of the day embeds. */
  bookedOnDay(workshopId: string, date: IsoDate): AvailabilityRepo.DayBookingsQuery;
}

export interface WorkshopAvailabilityServiceDeps {
  repo: Pick<
    typeof AvailabilityRepo,
    | 'closuresOf'
    | 'dayOf'
    | 'deleteClosure'
    | 'diariesOf'
    | 'hoursOf'
    | 'insertClosure'
    | 'lockDay'
    | 'saveWeek'
  >;
  bookings: BookingsPort;
}

/** How far ahead the next free day is looked for when a day is full. */
const NEXT_FREE_LOOKAHEAD_DAYS = 31;

const hhmm = (t: string) => t.slice(0, 5);

/**
 * A workshop's diary (decision 075): the portal reads and edits its hours, capacity and closures; the
 * request flow asks for the drop-off days with room; a booking takes its room in the booking's transaction.
 */
export function createWorkshopAvailabilityService({ repo, bookings }: WorkshopAvailabilityServiceDeps) {
  /** A workshop's diary from its rows: the saved week, else its profile's text (else the default). */
  function diaryOf(
    row: AvailabilityRepo.DiaryRows,
    hours: { weekday: number; opens: string; closes: string }[],
    closures: { fromDate: string; toDate: string }[],
    booked: Map<string, number>,
  ) {
    const saved = row.jobsPerDay !== null;
    const week: WeekdayHours[] = saved
      ? hours.map((h) => ({ weekday: h.weekday, opens: hhmm(h.opens), closes: hhmm(h.closes) }))
      : (parseOpeningHours(row.openingHours) ?? [...DEFAULT_WEEK_HOURS]);
    const diary: WorkshopDiary = {
      hours: week,
      closures: closures.map((c) => ({ from: c.fromDate, to: c.toDate })),
      jobsPerDay: row.jobsPerDay ?? AVAILABILITY_RULES.defaultJobsPerDay,
      booked,
    };
    const freeChangeHours = row.freeChangeHours ?? AVAILABILITY_RULES.defaultFreeChangeHours;
    return { diary, saved, freeChangeHours };
  }

  /** The diaries of some workshops from `from` to `to` (the unknown ids left out). */
  async function diaries(db: DbOrTx, workshopIds: string[], from: IsoDate, to: IsoDate) {
    // One after the other: `db` may be a transaction, one connection (no overlapping queries on it).
    const rows = await repo.diariesOf(db, workshopIds);
    const hours = await repo.hoursOf(db, workshopIds);
    const closures = await repo.closuresOf(db, workshopIds, from, to);
    const booked = await bookings.bookingsPerDay(db, workshopIds, from, to);
    return new Map(
      rows.map((row) => {
        const found = diaryOf(
          row,
          hours.filter((h) => h.workshopId === row.workshopId),
          closures.filter((c) => c.workshopId === row.workshopId),
          new Map(
            [...booked]
              .filter(([key]) => key.startsWith(`${row.workshopId}|`))
              .map(([key, n]) => [key.slice(row.workshopId.length + 1), n]),
          ),
        );
        return [row.workshopId, found] as const;
      }),
    );
  }

  async function read(db: DbOrTx, workshopId: string, today: IsoDate): Promise<WorkshopAvailability> {
    const found = (await diaries(db, [workshopId], today, today)).get(workshopId);
    if (!found) throw notFound('The workshop');
    const closures = await repo.closuresOf(db, [workshopId], today);
    return {
      configured: found.saved,
      jobsPerDay: found.diary.jobsPerDay,
      freeChangeHours: found.freeChangeHours,
      hours: [...found.diary.hours],
      closures: closures.map((c) => ({ id: c.id, from: c.fromDate, to: c.toDate, reason: c.reason })),
    };
  }

  return {
    /** GET /api/workshop/availability */
    get: read,

    /** PUT /api/workshop/availability: capacity and the whole week (a weekday left out is closed). */
    async update(db: DbOrTx, workshopId: string, input: UpdateWorkshopAvailability, today: IsoDate) {
      await repo.saveWeek(db, workshopId, input.jobsPerDay, input.hours, input.freeChangeHours);
      return read(db, workshopId, today);
    },

    /** POST /api/workshop/availability/closures */
    async addClosure(db: DbOrTx, workshopId: string, input: AddWorkshopClosure, today: IsoDate) {
      await repo.insertClosure(db, {
        workshopId,
        fromDate: input.from,
        toDate: input.to,
        reason: input.reason,
      });
      return read(db, workshopId, today);
    },

    /** DELETE /api/workshop/availability/closures/{id}: another workshop's closure is not found. */
    async removeClosure(db: DbOrTx, workshopId: string, closureId: string, today: IsoDate) {
      if (!isUuid(closureId) || !(await repo.deleteClosure(db, workshopId, closureId)))
        throw notFound('The closure');
      return read(db, workshopId, today);
    },

    /**
     * GET /api/PublicWorkshop/DropOffSlots: each workshop's days with room and their drop-off times, from
     * tomorrow at the earliest; an unknown workshop id is left out.
     */
    async slots(db: DbOrTx, query: DropOffSlotsQuery, today: IsoDate): Promise<DropOffSlots> {
      const from = query.from > today ? query.from : addDays(today, 1);
      if (query.to < from) return { workshops: [] };
      const found = await diaries(db, query.workshopIds, from, query.to);
      return {
        workshops: query.workshopIds.flatMap((workshopId) => {
          const one = found.get(workshopId);
          return one
            ? [
                {
                  workshopId,
                  days: dropOffDays(one.diary, from, query.to),
                  freeChangeHours: one.freeChangeHours,
                },
              ]
            : [];
        }),
      };
    },

    /** A workshop's reschedule and cancellation terms: free until this many hours before the drop-off. */
    async freeChangeHours(db: DbOrTx, workshopId: string): Promise<number> {
      const [row] = await repo.diariesOf(db, [workshopId]);
      return row?.freeChangeHours ?? AVAILABILITY_RULES.defaultFreeChangeHours;
    },

    /**
     * A booking takes its room on a day, in the booking's transaction, called once the booking is written:
     * locks the workshop's day, counts its bookings (this one included) and refuses, with a 409 naming the
     * next day with room, a day the workshop is closed or one that now holds more than its capacity. The
     * lock is held until the transaction ends, so of two customers racing for the last room the second
     * counts the first's committed booking and is refused; a refusal rolls its booking back.
     * Given a drop-off time, it must be one of the day's (`dropOffTimes`), else a 400 under `dropOffTime`.
     */
    async takeRoom(tx: DbOrTx, workshopId: string, date: IsoDate, dropOffTime?: string) {
      await repo.lockDay(tx, workshopId, date);
      // The day's settings, hours, closures and bookings in one read, after the lock (decision 075).
      const day = await repo.dayOf(tx, workshopId, date, bookings.bookedOnDay(workshopId, date));
      if (!day) throw notFound('The workshop');
      const found = diaryOf(day, day.hours, day.closures, new Map([[date, day.booked]]));
      const verdict = dayVerdict(found.diary, date);
      const booked = found.diary.booked.get(date) ?? 0;
      if (verdict.open && booked <= found.diary.jobsPerDay) {
        const times = dropOffTimes(verdict.hours);
        if (dropOffTime && !times.includes(dropOffTime)) {
          const message = `${AVAILABILITY_MESSAGES.timeNotOffered} It takes drop-offs from ${times[0]} to ${times.at(-1)}.`;
          throw badRequest({ dropOffTime: [message] });
        }
        return;
      }
      const first = addDays(date, 1);
      const lookahead = addDays(date, NEXT_FREE_LOOKAHEAD_DAYS);
      const later = (await diaries(tx, [workshopId], first, lookahead)).get(workshopId);
      const next = later ? dropOffDays(later.diary, first, lookahead)[0] : undefined;
      const why = verdict.open
        ? AVAILABILITY_MESSAGES.dayFull
        : verdict.why === 'holiday'
          ? `The workshop is closed on ${verdict.holiday?.name ?? 'that public holiday'}.`
          : AVAILABILITY_MESSAGES.dayClosed;
      const message = next
        ? `${why} The next day with room is ${formatDate(`${next.date}T12:00:00Z`)}.`
        : `${why} Please choose another day.`;
      throw AppError.of(AppErrorCode.CONFLICT, message, { serviceDate: [message] });
    },
  };
}

export type WorkshopAvailabilityService = ReturnType<typeof createWorkshopAvailabilityService>;
