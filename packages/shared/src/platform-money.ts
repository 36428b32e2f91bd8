import { z } from 'zod';

/**
 * The platform's own money (issue 22 item 6, decision 064): the commission rate (globally, from a date, and
 * per workshop), the monthly commission VAT invoice to each workshop, and the accountant's CSV exports.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) => z.string().regex(ISO_DAY, message);

/** A commission rate in percent: 0 to 50, at most two decimals. */
export const CommissionPercentSchema = z
  .number({ error: 'Enter the commission in percent.' })
  .min(0, 'The commission cannot be negative.')
  .max(50, 'The commission is at most 50%.')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals.');

/** The global rate from a day on (Africa/Johannesburg); today when no day is given. */
export const SetGlobalCommissionSchema = z.object({
  percent: CommissionPercentSchema,
  effectiveFrom: day('Choose the day it applies from.').optional(),
});
export type SetGlobalCommission = z.infer<typeof SetGlobalCommissionSchema>;

/** A workshop's own rate from now on; null: the global rate again. */
export const SetWorkshopCommissionSchema = z.object({ percent: CommissionPercentSchema.nullable() });
export type SetWorkshopCommission = z.infer<typeof SetWorkshopCommissionSchema>;

export const WorkshopCommissionParamsSchema = z.object({ workshopId: z.uuid('This is not a workshop id.') });

export const CommissionRateSchema = z.object({
  id: z.string(),
  workshopId: z.string().nullable(),
  workshopName: z.string().nullable(),
  /** Null on a workshop's row: back to the global rate. */
  percent: z.number().nullable(),
  effectiveFromUtc: z.string(),
  setAtUtc: z.string(),
});
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

/** What an admin sees: the rate in force, the configured default, the global history and each override. */
export const CommissionSettingsSchema = z.object({
  defaultPercent: z.number(),
  currentPercent: z.number(),
  globalRates: z.array(CommissionRateSchema),
  workshopRates: z.array(CommissionRateSchema),
});
export type CommissionSettings = z.infer<typeof CommissionSettingsSchema>;

/**
 * One monthly commission document from the platform to a workshop: the month's tax invoice, or a VAT
 * credit note for refunds of payments an earlier month's invoice charged (decision 073; its figures are
 * negative).
 */
export const CommissionInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  workshopId: z.string(),
  workshopName: z.string(),
  /** 'YYYY-MM' (Africa/Johannesburg). */
  month: z.string(),
  payments: z.number().int(),
  grossCents: z.number().int(),
  commissionExclCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclCents: z.number().int(),
  issuedAtUtc: z.string(),
});
export type CommissionInvoice = z.infer<typeof CommissionInvoiceSchema>;
export const CommissionInvoiceListSchema = z.object({ items: z.array(CommissionInvoiceSchema) });
export type CommissionInvoiceList = z.infer<typeof CommissionInvoiceListSchema>;

export const CommissionInvoiceParamsSchema = z.object({ id: z.uuid('This is not an invoice id.') });

/** The accountant's exports (admin). */
export const MONEY_EXPORTS = ['payments', 'payouts', 'refunds', 'commission-invoices'] as const;
export type MoneyExport = (typeof MONEY_EXPORTS)[number];
export const MoneyExportParamsSchema = z.object({
  kind: z.enum(MONEY_EXPORTS, { error: 'Choose payments, payouts, refunds or commission-invoices.' }),
});
/** Both days inclusive, Africa/Johannesburg calendar days. */
export const MoneyExportQuerySchema = z
  .object({ from: day('Choose the first day.'), to: day('Choose the last day.') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The last day is before the first.' });
export type MoneyExportQuery = z.infer<typeof MoneyExportQuerySchema>;
