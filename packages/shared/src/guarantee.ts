import { z } from 'zod';
import { calendarDate, type IsoDate } from './dates';
import { formatKm } from './numbers';
import { formatDate } from './time-format';

/**
 * A workshop's workmanship guarantee (issue 24 item 5, decision 076): months and kilometres for parts and for
 * labour, whichever comes first, and a short text of terms. The workshop states it in its profile (the admin
 * in its edit); a quote keeps the one in force when it was sent, so a later change does not rewrite it.
 */
export const GUARANTEE_LIMITS = { months: 120, km: 500_000, terms: 600 } as const;

const months = (label: string) =>
  z
    .number({ error: `Enter the ${label} in months (0 for none).` })
    .int({ error: `Enter the ${label} in whole months.` })
    .min(0, { error: `The ${label} cannot be negative.` })
    .max(GUARANTEE_LIMITS.months, {
      error: `The ${label} can be at most ${GUARANTEE_LIMITS.months} months.`,
    });
const km = (label: string) =>
  z
    .number({ error: `Enter the ${label} in kilometres.` })
    .int({ error: `Enter the ${label} in whole kilometres.` })
    .min(1, { error: `The ${label} must be at least 1 km (leave it empty for no limit).` })
    .max(GUARANTEE_LIMITS.km, { error: `The ${label} can be at most ${formatKm(GUARANTEE_LIMITS.km)}.` })
    .nullable();

export const WorkshopGuaranteeSchema = z.object({
  /** Months of guarantee on parts (0: none). */
  partsMonths: months('parts guarantee'),
  /** Kilometres on parts; null: no kilometre limit. */
  partsKm: km('parts kilometres'),
  labourMonths: months('labour guarantee'),
  labourKm: km('labour kilometres'),
  terms: z
    .string()
    .trim()
    .max(GUARANTEE_LIMITS.terms, { error: `The terms can be at most ${GUARANTEE_LIMITS.terms} characters.` }),
});
export type WorkshopGuarantee = z.infer<typeof WorkshopGuaranteeSchema>;

/** What a quote shows: the guarantee (null: the workshop states none) and, once completed, until when. */
export const QuoteGuaranteeSchema = z.object({
  guarantee: WorkshopGuaranteeSchema,
  /** The day the job was completed (ready for collection, else invoiced); null before. */
  completedOn: z.string().nullable(),
  /** The last day of the longer of parts and labour; null before completion. */
  endsOn: z.string().nullable(),
  /** The mileage at check-in, from which the kilometres count; null when not recorded. */
  checkInMileage: z.number().nullable(),
  /** Within it by date today (a claim may still be refused by kilometres). */
  inForce: z.boolean(),
});
export type QuoteGuarantee = z.infer<typeof QuoteGuaranteeSchema>;

/** "12 months / 20 000 km" for one side; "None" for 0 months. */
export function guaranteeTerm(m: number, k: number | null): string {
  if (m === 0) return 'None';
  const time = `${m} month${m === 1 ? '' : 's'}`;
  return k === null ? time : `${time} / ${formatKm(k)}`;
}

/** One line: "Parts 12 months / 20 000 km · Labour 6 months / 10 000 km" (or both at once when equal). */
export function guaranteeSummary(g: WorkshopGuarantee): string {
  const parts = guaranteeTerm(g.partsMonths, g.partsKm);
  const labour = guaranteeTerm(g.labourMonths, g.labourKm);
  if (parts === labour) return g.partsMonths === 0 ? 'No guarantee stated' : `Parts and labour ${parts}`;
  return `Parts ${parts} · Labour ${labour}`;
}

/** A calendar date plus whole months, clamped to the month's end (31 January + 1 month is 28/29 February). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export interface GuaranteeFacts {
  guarantee: WorkshopGuarantee | null;
  /** When the job was completed (ready for collection, else invoiced). */
  completedAt: Date | null;
  checkInMileage: number | null;
}

/** The last day of each side's cover (null for a side with none), counted from the completion's date. */
export function guaranteeEnds(facts: GuaranteeFacts) {
  const { guarantee: g, completedAt } = facts;
  if (!g || !completedAt) return null;
  const done = calendarDate(completedAt);
  const side = (m: number, k: number | null) =>
    m === 0
      ? null
      : {
          until: addMonths(done, m),
          untilKm: k !== null && facts.checkInMileage !== null ? facts.checkInMileage + k : null,
        };
  return {
    completedOn: done,
    parts: side(g.partsMonths, g.partsKm),
    labour: side(g.labourMonths, g.labourKm),
  };
}

/** The view a quote carries (null when the quote has no guarantee). */
export function quoteGuaranteeView(facts: GuaranteeFacts, now: Date): QuoteGuarantee | null {
  if (!facts.guarantee) return null;
  const ends = guaranteeEnds(facts);
  const last = [ends?.parts?.until, ends?.labour?.until]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  return {
    guarantee: facts.guarantee,
    completedOn: ends?.completedOn ?? null,
    endsOn: last ?? null,
    checkInMileage: facts.checkInMileage,
    inForce: Boolean(last && calendarDate(now) <= last),
  };
}

/**
 * Why a guarantee claim cannot be opened today at this mileage, or null when it can: the job must be
 * completed and either side (parts or labour) still covered by date and, when the customer gives the
 * current mileage and check-in recorded one, by kilometres. The message says when it ended.
 */
export function guaranteeClaimProblem(facts: GuaranteeFacts, now: Date, currentMileage: number | null) {
  if (!facts.guarantee) return 'This job has no workmanship guarantee.';
  const ends = guaranteeEnds(facts);
  if (!ends) return 'A guarantee claim can be opened once the job is completed.';
  const today = calendarDate(now);
  const sides = [ends.parts, ends.labour].filter((s): s is NonNullable<typeof s> => s !== null);
  if (sides.length === 0) return 'This job has no workmanship guarantee.';
  const byKm = (s: (typeof sides)[number]) =>
    currentMileage !== null && s.untilKm !== null && currentMileage > s.untilKm;
  if (sides.some((s) => today <= s.until && !byKm(s))) return null;
  const lastDay = sides
    .map((s) => s.until)
    .sort()
    .at(-1)!;
  if (today > lastDay) return `The guarantee on this job ended on ${formatDate(lastDay)}.`;
  const lastKm = Math.max(...sides.map((s) => s.untilKm ?? 0));
  return `The guarantee on this job ended at ${formatKm(lastKm)} (the vehicle is at ${formatKm(currentMileage!)}).`;
}
