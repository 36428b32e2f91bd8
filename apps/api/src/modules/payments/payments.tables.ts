import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';
import { quotes } from '../quotes/quotes.tables';

/** Payments through the gateways and every notification they sent. */

export const payments = pgTable(
  'payments',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id),
    provider: text().notNull(), // 'payfast' | 'paystack'
    merchantReference: text().notNull().unique(),
    gatewayReference: text(),
    amountCents: integer().notNull(),
    status: text().notNull().default('pending'), // pending | paid | failed | cancelled
    createdAt: createdAt(),
    completedAt: tstz(),
  },
  (t) => [index().on(t.quoteId)],
);

/** Every gateway notification as received, verified or not (the audit trail of money). */
export const paymentEvents = pgTable('payment_events', {
  id: id(),
  paymentId: uuid().references(() => payments.id),
  provider: text().notNull(),
  payload: jsonb().notNull(),
  signatureValid: boolean().notNull(),
  receivedAt: createdAt(),
});
