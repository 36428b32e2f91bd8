import { z } from 'zod';
import { DEFAULT_GARAGE_VEHICLE_NAME, GARAGE_PAGE_SIZE } from './constants';
import { isIsoDate } from './dates';
import type { InnovationPolicy } from './garage-records';
import { messages } from './messages';
import { formatKm } from './numbers';
import { policyEffect } from './policy';

/** The largest PostgreSQL integer: ids past it are no record of ours. */
export const INT32_MAX = 2_147_483_647;

/**
 * My Garage (spec: the Garage vehicle and Vehicle history entities, the User call table, the policy rules):
 * the request shapes both the API and the garage forms use, the policy view and the service schedule.
 */

export const GARAGE_VEHICLE_LABELS = {
  name: 'Name',
  status: 'Status',
  vehicleVinNumber: 'VIN',
  vehicleEngineNumber: 'Engine number',
  vehicleLicensePlate: 'Licence plate',
  vehicleColour: 'Colour',
  vehicleMileage: 'Mileage',
  vehicleReportAttachment: 'Vehicle report',
  vehicleAttachments: 'Attachment',
  filter: 'Filter',
} as const;

/** Limits the spec leaves open ("every string has a maximum length"). */
export const GARAGE_LIMITS = {
  name: 50,
  status: 50,
  engineNumber: 30,
  licensePlate: 15,
  colour: 30,
  filter: 100,
  /** Attachments in one upsert (each up to 8000 KB): bounds what one request may hold in memory. */
  attachmentsPerUpload: 5,
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) });

/** 'page' and 'itemsPerPage' from JSON or a query: whole numbers; itemsPerPage defaults to and is capped at 50. */
const page = z.coerce
  .number({ error: messages.numeric('Page') })
  .int({ error: messages.numeric('Page') })
  .min(1, { error: messages.minValue('Page', 0) })
  .max(100_000, { error: messages.maxValue('Page', 100_000) })
  .default(1);
const itemsPerPage = z.coerce
  .number({ error: messages.numeric('Items per page') })
  .int({ error: messages.numeric('Items per page') })
  .min(1, { error: messages.minValue('Items per page', 0) })
  .default(GARAGE_PAGE_SIZE)
  // spec: garage page size 50; a bigger request is served 50, not refused (a client written to the spec sends 50).
  .transform((n) => Math.min(n, GARAGE_PAGE_SIZE));

/** POST /api/user/getVehicles (spec: filter empty, page 1, itemsPerPage 50). */
export const GetGarageVehiclesSchema = z.object({
  filter: optionalText(GARAGE_VEHICLE_LABELS.filter, GARAGE_LIMITS.filter).nullish(),
  page,
  itemsPerPage,
});
export type GetGarageVehicles = z.infer<typeof GetGarageVehiclesSchema>;
/** Its body as the route reads it: none at all is the first page (the route's defaults). */
export const GetGarageVehiclesBodySchema = GetGarageVehiclesSchema.nullish();

/** POST /api/user/queryVehicleHistory: a garage vehicle (customerVehicleMappingId) or a catalogue vehicle (vehicleId). */
export const VehicleHistoryQuerySchema = z
  .object({
    customerVehicleMappingId: z.uuid({ error: 'Choose a vehicle from your garage.' }).nullish(),
    // A catalogue id is a PostgreSQL integer (at most 2,147,483,647); a hand-entered vehicle's is its uniqueId.
    vehicleId: z
      .union([z.number().int().positive().max(INT32_MAX), z.string().trim().max(40)], {
        error: messages.vehicleRequired('Vehicle'),
      })
      .refine((id) => typeof id === 'number' || !/^\d+$/.test(id) || Number(id) <= INT32_MAX, {
        error: messages.vehicleRequired('Vehicle'),
      })
      .nullish(),
    page,
    itemsPerPage,
  })
  .refine((q) => Boolean(q.customerVehicleMappingId) || (q.vehicleId !== null && q.vehicleId !== undefined), {
    error: messages.vehicleRequired('Vehicle'),
    path: ['vehicleId'],
  });
export type VehicleHistoryQuery = z.infer<typeof VehicleHistoryQuerySchema>;

/** A date field of a form: YYYY-MM-DD, or empty to clear it. */
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), { error: `${label} must be a date (YYYY-MM-DD).` })
    .optional();

/**
 * The text fields of upsertVehicle, as a form sends them (strings). An absent field keeps what is stored
 * on an update; an empty one clears it. Mileage and VIN are checked afterwards against the stored mileage
 * and the vehicle's brand (mileageSchema, vinSchema), which only the server knows for certain.
 */
export const GarageVehicleFieldsSchema = z.object({
  id: z.uuid({ error: 'The garage vehicle was not found.' }).optional(),
  vehicleId: z.string().trim().max(40).optional(),
  name: optionalText(GARAGE_VEHICLE_LABELS.name, GARAGE_LIMITS.name).optional(),
  status: optionalText(GARAGE_VEHICLE_LABELS.status, GARAGE_LIMITS.status).optional(),
  vehicleVinNumber: z
    .string()
    .trim()
    .max(40, { error: messages.max('VIN', 40) })
    .optional(),
  vehicleEngineNumber: optionalText(GARAGE_VEHICLE_LABELS.vehicleEngineNumber, GARAGE_LIMITS.engineNumber)
    .regex(/^[A-Za-z0-9 -]*$/, {
      error: 'Engine number can only contain letters, digits, spaces and hyphens.',
    })
    .optional(),
  vehicleLicensePlate: optionalText(GARAGE_VEHICLE_LABELS.vehicleLicensePlate, GARAGE_LIMITS.licensePlate)
    .regex(/^[A-Za-z0-9 -]*$/, {
      error: 'Licence plate can only contain letters, digits, spaces and hyphens.',
    })
    .optional(),
  vehicleColour: optionalText(GARAGE_VEHICLE_LABELS.vehicleColour, GARAGE_LIMITS.colour).optional(),
  vehicleMileage: z.union([z.string(), z.number()]).optional(),
  /** When the licence disk expires (YYYY-MM-DD; empty clears it): reminded a month before (decision 078). */
  licenceDiskExpiresOn: optionalDate('Licence disk expiry date'),
  /** When the vehicle needs a roadworthy certificate by (empty: it needs none). */
  roadworthyDueOn: optionalDate('Roadworthy needed by'),
});
export type GarageVehicleFields = z.infer<typeof GarageVehicleFieldsSchema>;

/** spec: a garage vehicle's name defaults to 'VEHICLE' (also when sent empty). */
export function garageVehicleName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? DEFAULT_GARAGE_VEHICLE_NAME : trimmed;
}

// ---------------------------------------------------------------- policies

export interface InnovationPolicyRecord {
  policyCode: string;
  vinNumber: string | null;
  policyStatus: string;
  startDate: string | null;
  endDate: string | null;
  endDistance: number | null;
}

/**
 * The policy as the garage shows it. spec: the dropdown's policy code, VIN, start and end date and end
 * distance are "hidden when the policy is expired or cancelled", and any status other than the active,
 * warning and info ones turns policy-quote mode off: for those the details are not sent at all, only
 * the status (so the garage can still say why no policy card shows).
 */
export function innovationPolicyView(
  policy: InnovationPolicyRecord | null | undefined,
): InnovationPolicy | null {
  if (!policy) return null;
  const effect = policyEffect(policy.policyStatus);
  const show = effect.showPolicyCard;
  return {
    policyCode: show ? policy.policyCode : null,
    vinNumber: show ? policy.vinNumber : null,
    policyStatus: policy.policyStatus,
    startDate: show ? policy.startDate : null,
    endDate: show ? policy.endDate : null,
    endDistance: show ? policy.endDistance : null,
    policyQuoteMode: effect.policyQuoteMode,
    showPolicyCard: effect.showPolicyCard,
    dialog: effect.dialog,
  };
}

// ---------------------------------------------------------------- service schedule

/** spec: trigger 'Distance' or 'Time'. */
export const SERVICE_TRIGGERS = ['Distance', 'Time'] as const;
export type ServiceTrigger = (typeof SERVICE_TRIGGERS)[number];

/** Colours of the schedule rows (Mantine colour names): done, upcoming, due soon, overdue. */
export const SERVICE_COLORS = { done: 'green', upcoming: 'blue', dueSoon: 'orange', overdue: 'red' } as const;
export type ServiceColor = (typeof SERVICE_COLORS)[keyof typeof SERVICE_COLORS];

/** One row of the schedule (GET /api/user/queryVehicleServiceSchedule/{id}, pastServices). */
export const ServiceScheduleEntrySchema = z.object({
  serviceDate: z.string().nullable(),
  workshopName: z.string().nullable(),
  type: z.string(),
  trigger: z.enum(SERVICE_TRIGGERS),
  color: z.enum([
    SERVICE_COLORS.done,
    SERVICE_COLORS.upcoming,
    SERVICE_COLORS.dueSoon,
    SERVICE_COLORS.overdue,
  ]),
  /** Spelled as the spec spells it. */
  vehicleMilleage: z.number().nullable(),
  isDone: z.boolean(),
});
export type ServiceScheduleEntry = z.infer<typeof ServiceScheduleEntrySchema>;

/** spec: queryVehicleServiceSchedule's answer. */
export const ServiceScheduleSchema = z.object({
  promptService: z.string().nullable(),
  pastServices: z.array(ServiceScheduleEntrySchema),
});
export type ServiceSchedule = z.infer<typeof ServiceScheduleSchema>;

/** A service counts as "nearly due" within this distance or this many days. */
export const SERVICE_DUE_SOON_KM = 1000;
export const SERVICE_DUE_SOON_DAYS = 30;
/** Without two readings at least a week apart, a vehicle is assumed to cover the South African average. */
export const DEFAULT_KM_PER_YEAR = 20_000;
/** How many upcoming services the schedule lists. */
export const UPCOMING_SERVICES = 3;

export interface CompletedService {
  serviceDate: string;
  workshopName: string | null;
  /** Display name of the work, e.g. 'Service', 'Repair'. */
  type: string;
  /** Whether it was a service (resets the schedule) rather than other work. */
  isService: boolean;
  vehicleMileage: number | null;
}

export interface ServiceScheduleInput {
  /** km between services (the catalogue's serviceInterval1); null when unknown. */
  serviceIntervalKm: number | null;
  /** km between major services (serviceInterval2). */
  majorServiceIntervalKm: number | null;
  /** Months between services (the brand's plan). */
  serviceIntervalMonths: number | null;
  currentMileage: number | null;
  /** Odometer readings, any order. */
  readings: readonly { mileage: number; date: string }[];
  completed: readonly CompletedService[];
  /** Today, YYYY-MM-DD (Johannesburg). */
  today: string;
}

const DAY_MS = 86_400_000;
const toDays = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDays = (days: number) => new Date(Math.round(days) * DAY_MS).toISOString().slice(0, 10);
const formatDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Whole months after a date, clamped to the month's last day. */
function addMonthsTo(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** km a day from the readings (first to last, at least 7 days apart), else the national average. */
export function kmPerDay(readings: readonly { mileage: number; date: string }[]): number {
  const sorted = [...readings].sort((a, b) => toDays(a.date) - toDays(b.date));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first && last) {
    const days = toDays(last.date) - toDays(first.date);
    const km = last.mileage - first.mileage;
    if (days >= 7 && km > 0) return km / days;
  }
  return DEFAULT_KM_PER_YEAR / 365;
}

/**
 * The garage vehicle's service schedule (the spec shows the fields, not the rules; ours, see
 * docs/decisions/007-garage-and-files.md):
 * - Done: every completed request of the vehicle, newest first, green, with the trigger that most likely
 *   brought it on (Distance when it came at or after 90% of the interval since the previous service).
 * - Upcoming: the next services, chained from the last completed service (its date and mileage) or,
 *   without one, from the interval multiple below the current mileage. Each is due by distance (the next
 *   interval in km, its date estimated from the vehicle's own km a day) or by time (the plan's months
 *   after the previous one), whichever comes first; that is its trigger. Overdue is red, nearly due
 *   (within 1,000 km or 30 days) orange, later blue.
 * - promptService: a sentence about the first upcoming service when it is overdue or nearly due, else null.
 */
export function computeServiceSchedule(input: ServiceScheduleInput): ServiceSchedule {
  const { serviceIntervalKm: interval, majorServiceIntervalKm: major, serviceIntervalMonths: months } = input;
  const today = toDays(input.today);
  const current = input.currentMileage ?? 0;
  const rate = kmPerDay(input.readings);

  const done = [...input.completed].sort((a, b) => toDays(b.serviceDate) - toDays(a.serviceDate));
  const chronological = [...done].reverse();
  const doneEntries: ServiceScheduleEntry[] = done.map((service) => {
    const index = chronological.indexOf(service);
    const previous = chronological
      .slice(0, index)
      .reverse()
      .find((s) => s.isService && s.vehicleMileage !== null);
    const since = (service.vehicleMileage ?? 0) - (previous?.vehicleMileage ?? 0);
    const byDistance = interval !== null && service.vehicleMileage !== null && since >= interval * 0.9;
    return {
      serviceDate: service.serviceDate,
      workshopName: service.workshopName,
      type: service.type,
      trigger: byDistance || !months ? 'Distance' : 'Time',
      color: SERVICE_COLORS.done,
      vehicleMilleage: service.vehicleMileage,
      isDone: true,
    };
  });

  const upcoming: ServiceScheduleEntry[] = [];
  if (interval && interval > 0) {
    const lastService = done.find((s) => s.isService);
    let km =
      lastService?.vehicleMileage ?? (lastService ? current : Math.floor(current / interval) * interval);
    // Without a known last service its date is unknown: the first upcoming service is due by distance only.
    let day: number | null = lastService ? toDays(lastService.serviceDate) : null;
    for (let i = 0; i < UPCOMING_SERVICES; i++) {
      const dueKm = km + interval;
      const distanceDay = today + Math.max(0, dueKm - current) / rate;
      const timeDay = day !== null && months ? toDays(addMonthsTo(fromDays(day), months)) : null;
      const byTime = timeDay !== null && timeDay < distanceDay;
      const dueDay = byTime ? timeDay : distanceDay;
      // The mileage at the due date: the interval when due by distance, the estimate at that date by time.
      const dueMileage = byTime
        ? Math.max(km, Math.round(current + Math.max(0, dueDay - today) * rate))
        : dueKm;
      const overdue = dueDay < today || (!byTime && dueKm <= current);
      const soon =
        !overdue &&
        (dueDay - today <= SERVICE_DUE_SOON_DAYS || (!byTime && dueKm - current <= SERVICE_DUE_SOON_KM));
      const isMajor = major !== null && major > 0 && !byTime && dueKm % major === 0;
      upcoming.push({
        serviceDate: fromDays(dueDay),
        workshopName: null,
        type: isMajor ? 'Major service' : 'Service',
        trigger: byTime ? 'Time' : 'Distance',
        color: overdue ? SERVICE_COLORS.overdue : soon ? SERVICE_COLORS.dueSoon : SERVICE_COLORS.upcoming,
        vehicleMilleage: dueMileage,
        isDone: false,
      });
      // An overdue service is assumed done today, at today's mileage; the next one counts from there.
      km = overdue ? Math.max(current, dueMileage) : dueMileage;
      day = Math.max(dueDay, today);
    }
  }

  return {
    promptService: promptFor(upcoming[0], current, input.today),
    pastServices: [...upcoming, ...doneEntries],
  };
}

function promptFor(next: ServiceScheduleEntry | undefined, current: number, today: string): string | null {
  if (!next || next.color === SERVICE_COLORS.upcoming) return null;
  const km = next.vehicleMilleage ?? 0;
  if (next.color === SERVICE_COLORS.overdue) {
    return next.trigger === 'Distance'
      ? `Your vehicle's service is overdue: it was due at ${formatKm(km)} and the vehicle has done ${formatKm(current)}.`
      : `Your vehicle's service is overdue: it was due on ${formatDay(next.serviceDate ?? today)}.`;
  }
  return next.trigger === 'Distance'
    ? `Your vehicle's next service is due in ${formatKm(Math.max(0, km - current))}, at ${formatKm(km)}.`
    : `Your vehicle's next service is due on ${formatDay(next.serviceDate ?? today)}.`;
}
