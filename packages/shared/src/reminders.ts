import { z } from 'zod';
import { SERVICE_REMINDER_MONTHS } from './constants';
import { addDays, calendarDate, type IsoDate } from './dates';
import { addMonths } from './guarantee';
import { QuoteTypeSchema } from './quote-types';
import { VehicleSchema } from './vehicle-record';

/**
 * Reminders that bring people back (issue 24 item 4, decision 078): what is due for a garage vehicle, as
 * pure rules on Africa/Johannesburg calendar dates, and the calls' shapes (a reminder's prefill, a person's
 * choices, the funnel by kind).
 */

export const REMINDER_KINDS = [
  'service',
  'service_mileage',
  'licence_disk',
  'roadworthy',
  'recommended_work',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const ReminderKindSchema = z.enum(REMINDER_KINDS);

/** What each kind is called where a person turns it off. */
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  service: 'Service due (six months after a service, when you asked)',
  service_mileage: 'Service due by mileage',
  licence_disk: 'Licence disk renewal',
  roadworthy: 'Roadworthy certificate',
  recommended_work: 'Work you declined, offered again',
};

/** A licence disk (and a roadworthy date) is reminded this many months before it. */
export const REMINDER_MONTHS_BEFORE = 1;
/** Without the catalogue's interval, a service is due every this many km. */
export const DEFAULT_SERVICE_INTERVAL_KM = 15_000;
/** A service by mileage is reminded this many km before it is due. */
export const SERVICE_MILEAGE_SOON_KM = 1_000;
/** Declined work is offered again this many days after the job was completed. */
export const RECOMMENDED_WORK_AFTER_DAYS = 14;
/**
 * A reminder is sent from its day for this many days (a day no worker ran is made up), never later: an old
 * date typed in today, or a service ticked years ago, does not send a stale reminder.
 */
export const REMINDER_WINDOW_DAYS = 30;

/** A reminder that is due: its kind, what makes it this one (a date, a mileage, a job) and its day. */
export interface DueReminder {
  kind: ReminderKind;
  dueKey: string;
  /** The day it is about (the service's, the disk's expiry, the roadworthy's); null for a mileage. */
  dueOn: IsoDate | null;
}

const within = (sendOn: IsoDate, today: IsoDate, until?: IsoDate) =>
  today >= sendOn && today <= (until ?? addDays(sendOn, REMINDER_WINDOW_DAYS));

/**
 * spec: "reminder in 6 months": due SERVICE_REMINDER_MONTHS after the service, when the customer ticked the
 * box on that request.
 */
export function serviceReminder(serviceOn: IsoDate, today: IsoDate): DueReminder | null {
  const dueOn = addMonths(serviceOn, SERVICE_REMINDER_MONTHS);
  return within(dueOn, today) ? { kind: 'service', dueKey: dueOn, dueOn } : null;
}

/**
 * Due by mileage: the last service's mileage plus the interval (the catalogue's, else 15 000 km), reminded
 * once the last known mileage (the owner's reading or a workshop's check-in) is within 1 000 km of it.
 */
export function mileageServiceReminder(facts: {
  lastServiceKm: number | null;
  currentKm: number | null;
  intervalKm: number | null;
}): DueReminder | null {
  const { lastServiceKm, currentKm } = facts;
  if (lastServiceKm === null || currentKm === null) return null;
  const interval = facts.intervalKm && facts.intervalKm > 0 ? facts.intervalKm : DEFAULT_SERVICE_INTERVAL_KM;
  const dueKm = lastServiceKm + interval;
  return currentKm >= dueKm - SERVICE_MILEAGE_SOON_KM
    ? { kind: 'service_mileage', dueKey: `km:${dueKm}`, dueOn: null }
    : null;
}

/** A month before the licence disk expires, until it does. */
export function licenceDiskReminder(expiresOn: IsoDate | null, today: IsoDate): DueReminder | null {
  if (!expiresOn) return null;
  const sendOn = addMonths(expiresOn, -REMINDER_MONTHS_BEFORE);
  return within(sendOn, today, expiresOn)
    ? { kind: 'licence_disk', dueKey: expiresOn, dueOn: expiresOn }
    : null;
}

/** A month before the date a vehicle needs its roadworthy certificate by, until then. */
export function roadworthyReminder(dueOn: IsoDate | null, today: IsoDate): DueReminder | null {
  if (!dueOn) return null;
  const sendOn = addMonths(dueOn, -REMINDER_MONTHS_BEFORE);
  return within(sendOn, today, dueOn) ? { kind: 'roadworthy', dueKey: dueOn, dueOn } : null;
}

/** Amendment lines declined on a completed job, offered again two weeks after it was completed. */
export function recommendedWorkReminder(
  job: { quoteId: string; completedOn: IsoDate; declinedLines: number },
  today: IsoDate,
): DueReminder | null {
  if (job.declinedLines === 0) return null;
  const sendOn = addDays(job.completedOn, RECOMMENDED_WORK_AFTER_DAYS);
  return within(sendOn, today) ? { kind: 'recommended_work', dueKey: job.quoteId, dueOn: null } : null;
}

/** Today's date where the reminders are sent from (Africa/Johannesburg). */
export const reminderToday = (now: Date): IsoDate => calendarDate(now);

// ---------------------------------------------------------------- calls

/** GET /api/reminders/{id}: what a reminder's link fills into a new request (the owner only). */
export const ReminderParamsSchema = z.object({ id: z.uuid({ error: 'The reminder was not found.' }) });
/**
 * A hand-entered vehicle of a request's reminder (decision 079), as the manual form's fields: the flow opens
 * with the form filled in with what the person typed.
 */
export const ReminderManualVehicleSchema = z.object({
  brand: z.string(),
  range: z.string(),
  model: z.string(),
  year: z.string(),
  capacity: z.string(),
  transmissionType: z.string(),
  fuelType: z.string(),
  driveType: z.string(),
});
export type ReminderManualVehicle = z.infer<typeof ReminderManualVehicleSchema>;

export const ReminderPrefillSchema = z.object({
  id: z.string(),
  kind: ReminderKindSchema,
  /** A garage vehicle's reminder (decision 078); null for a request's (decision 079). */
  customerVehicleId: z.string().nullable(),
  /** A request's reminder for a catalogue vehicle: the flow opens with it (decision 079). */
  vehicle: VehicleSchema.optional(),
  /** A request's reminder for a hand-entered vehicle: the manual form, filled in (decision 079). */
  manualVehicle: ReminderManualVehicleSchema.optional(),
  quoteType: QuoteTypeSchema,
  items: z.array(
    z.object({ id: z.string(), name: z.string(), hasQuery: z.boolean(), query: z.string().nullable() }),
  ),
  notes: z.string().nullable(),
});
export type ReminderPrefill = z.infer<typeof ReminderPrefillSchema>;

/**
 * POST /api/reminders/{id}/open and /unsubscribe: the key of a request's reminder link (decision 079), so a
 * guest opens it, or stops that kind of reminder at the address, without signing in.
 */
export const ReminderKeySchema = z.object({
  key: z
    .string({ error: 'The reminder was not found.' })
    .min(1, { error: 'The reminder was not found.' })
    .max(200),
});
export type ReminderKey = z.infer<typeof ReminderKeySchema>;

/** What stopping a reminder by its mail's link answers: the kind now stopped at that address. */
export const ReminderUnsubscribedSchema = z.object({ kind: ReminderKindSchema });
export type ReminderUnsubscribed = z.infer<typeof ReminderUnsubscribedSchema>;

/** One garage vehicle's reminders, each kind on or off (no choice made: on). */
export const ReminderChoiceSchema = z.object({
  customerVehicleId: z.string(),
  vehicleName: z.string(),
  kind: ReminderKindSchema,
  on: z.boolean(),
});
export const ReminderChoicesSchema = z.object({ items: z.array(ReminderChoiceSchema) });
export type ReminderChoice = z.infer<typeof ReminderChoiceSchema>;
export type ReminderChoices = z.infer<typeof ReminderChoicesSchema>;

/** POST /api/user/reminders: turn one kind on or off for one garage vehicle. */
export const SetReminderChoiceSchema = z.object({
  customerVehicleId: z.uuid({ error: 'The vehicle was not found.' }),
  kind: ReminderKindSchema,
  on: z.boolean(),
});
export type SetReminderChoice = z.infer<typeof SetReminderChoiceSchema>;

/** GET /api/admin/reminders/funnel: per kind, reminders sent, request flows they started, requests sent. */
export const ReminderFunnelQuerySchema = z.object({
  from: z.iso.date({ error: 'Please enter a valid date.' }),
  to: z.iso.date({ error: 'Please enter a valid date.' }),
});
export const ReminderFunnelSchema = z.object({
  items: z.array(
    z.object({
      kind: ReminderKindSchema,
      sent: z.number(),
      started: z.number(),
      requested: z.number(),
    }),
  ),
});
export type ReminderFunnel = z.infer<typeof ReminderFunnelSchema>;
