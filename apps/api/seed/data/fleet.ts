import {
  calendarDate,
  QUOTE_LINE_KINDS,
  type QuoteLineKind,
  type QuoteType,
  QuoteTypeSchema,
} from '@motorwise/shared';
import { z } from 'zod';
import { loadJson } from './load';

/**
 * The demo fleet's work (decision 044, seed/fleet.ts writes it): what the fleet asks for with the lines a
 * workshop quotes for it (fleet-work.json), and each branch's workshops and jobs (fleet-branches.json, in
 * the seed's order of the demo organisation's branches). Fixed tables, no randomness; a job's `ago` is
 * days before now, or a day in a month the dashboard shows (see When below), so its months always have
 * figures whatever the date.
 */

const DAY = 86_400_000;

export type Stage =
  | 'open'
  | 'quoted'
  | 'booked'
  | 'progress'
  | 'amendment'
  | 'invoiced'
  | 'paid'
  | 'completed';

/** A part line (price excl. VAT per unit) or labour (hours at the workshop's own rate). */
export type Line = { kind: QuoteLineKind; description: string; quantity: number; priceExcl?: number };

export type Vehicle = { garage: string } | { brand: string; range: string; model: string; year: number };

export interface Talk {
  from: 'workshop' | 'branch';
  text: string;
  /** Days before now. */
  ago: number;
  /** A workshop's message the branch has already marked as read. */
  read?: boolean;
}

export interface Job {
  vehicle: Vehicle;
  work: string[];
  stage: Stage;
  /** Days before now: when the request was made; for paid and completed jobs, when they were paid. */
  ago: number;
  /** Workshops asked (indexes into the branch's list); the first quotes and, past 'quoted', wins. */
  asked: number[];
  /** How many of those asked have quoted (the first is the winner). */
  quoted?: number;
  note?: string;
  talk?: Talk[];
  amendment?: { note: string; lines: Line[] };
  /** Share the winning quote with this branch (index). */
  shareWith?: number;
}

export interface Branch {
  workshops: string[];
  jobs: (m: Months) => Job[];
}

/** Days before now that fall in this month, last month and earlier months (Johannesburg), whatever the date. */
export interface Months {
  thisMonth: [number, number];
  lastMonth: [number, number];
  before: (months: number) => number;
}

export function monthsOf(now: Date): Months {
  const start = new Date(`${calendarDate(now).slice(0, 7)}-01T00:00:00+02:00`);
  const into = (now.getTime() - start.getTime()) / DAY;
  return {
    thisMonth: [Math.min(2.3, into * 0.4), Math.min(9.5, into * 0.8)],
    lastMonth: [into + 5.5, into + 19],
    before: (months) => into + 30.5 * (months - 1) + 12,
  };
}

const lineSchema = z.strictObject({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string().min(1),
  quantity: z.number().positive(),
  priceExcl: z.number().nonnegative().optional(),
}) satisfies z.ZodType<Line>;

/** What the fleet asks for, and the lines a workshop quotes for it (by the request item's name). */
export const WORK: Record<string, { type: QuoteType; lines: Line[] }> = loadJson(
  'fleet-work.json',
  z.record(z.string(), z.strictObject({ type: QuoteTypeSchema, lines: z.array(lineSchema).min(1) })),
);

/**
 * When a job happened, in the file: days before now (a number), or a day of a month the dashboard shows:
 * `{ "thisMonth": 0 }` (early in it; 1 later), `{ "lastMonth": 0 }` (0 or 1 likewise), or
 * `{ "monthsBefore": 3 }`, each with an optional `"plus"` in days.
 */
const whenSchema = z.union([
  z.number().nonnegative(),
  z.strictObject({ thisMonth: z.literal([0, 1]), plus: z.number().optional() }),
  z.strictObject({ lastMonth: z.literal([0, 1]), plus: z.number().optional() }),
  z.strictObject({ monthsBefore: z.int().min(2), plus: z.number().optional() }),
]);
type When = z.infer<typeof whenSchema>;

function daysAgo(when: When, m: Months): number {
  if (typeof when === 'number') return when;
  const day =
    'thisMonth' in when
      ? m.thisMonth[when.thisMonth]
      : 'lastMonth' in when
        ? m.lastMonth[when.lastMonth]
        : m.before(when.monthsBefore);
  return when.plus ? day + when.plus : day;
}

const jobSchema = z.strictObject({
  vehicle: z.union([
    z.strictObject({ garage: z.string().min(1) }),
    z.strictObject({
      brand: z.string().min(1),
      range: z.string().min(1),
      model: z.string().min(1),
      year: z.int(),
    }),
  ]),
  work: z.array(z.string().refine((name) => name in WORK, 'not a piece of work in fleet-work.json')).min(1),
  stage: z.enum(['open', 'quoted', 'booked', 'progress', 'amendment', 'invoiced', 'paid', 'completed']),
  ago: whenSchema,
  asked: z.array(z.int().nonnegative()).min(1),
  quoted: z.int().nonnegative().optional(),
  note: z.string().min(1).optional(),
  talk: z
    .array(
      z.strictObject({
        from: z.enum(['workshop', 'branch']),
        text: z.string().min(1),
        ago: z.number().nonnegative(),
        read: z.boolean().optional(),
      }),
    )
    .optional(),
  amendment: z.strictObject({ note: z.string().min(1), lines: z.array(lineSchema).min(1) }).optional(),
  shareWith: z.int().nonnegative().optional(),
});

const branches = loadJson(
  'fleet-branches.json',
  z.array(z.strictObject({ workshops: z.array(z.string().min(1)).min(1), jobs: z.array(jobSchema) })),
);

/** Each branch's workshops and its jobs, dated for the months of a given "now". */
export const BRANCHES: Branch[] = branches.map((b) => ({
  workshops: b.workshops,
  jobs: (m) => b.jobs.map((job) => ({ ...job, ago: daysAgo(job.ago, m) })),
}));
