import { z } from 'zod';

/** The field rules the quotes contract's schemas share (quotes-api.ts and workshop-portal-api.ts). */

export const id = z.string().trim().min(1, { error: 'Cannot be empty.' }).max(100);
export const optionalEmail = z.string().trim().max(254).optional();
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` });
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please select a date' });

/**
 * The most one line, or one quote, amendment or invoice, may come to (incl. VAT): far above any real
 * vehicle repair, and far below what the cents columns hold (a 32-bit integer, R 21 474 836.47), so that a
 * mistyped or hostile amount is a field's message instead of a 500 (issue 20 item 9: 1e308 answered 500).
 */
export const MONEY_MAX_RAND = 10_000_000;
const MONEY_MAX_MESSAGE = 'An amount cannot be more than R 10 000 000.';
export const money = (negativeMessage: string) =>
  z
    .number({ error: 'Please enter an amount in rand.' })
    .min(0, { error: negativeMessage })
    .max(MONEY_MAX_RAND, { error: MONEY_MAX_MESSAGE });
/** A line's total incl. VAT as the quote will store it (within a cent: VAT rounds per line). */
export const lineTotalIncl = (l: {
  quantity: number;
  priceExcl?: number | null;
  priceIncl?: number | null;
  noVat?: boolean;
}) => l.quantity * (l.priceIncl ?? (l.priceExcl ?? 0) * (l.noVat ? 1 : 1.15));
export const rand = z.number();
