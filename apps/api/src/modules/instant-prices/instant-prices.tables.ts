import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { quotes } from '../quotes/quotes.tables';
import { repairItemTemplates } from '../repair-items/repair-items.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * Instant fixed prices (decision 077): only instant-prices.repo.ts reads or writes these tables.
 * A workshop's menu: one price per job (a repair-item template) and vehicle class.
 */
export const workshopMenuPrices = pgTable(
  'workshop_menu_prices',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    repairItemTemplateId: uuid()
      .notNull()
      .references(() => repairItemTemplates.id),
    /** VEHICLE_CLASSES (packages/shared/src/vehicle-class.ts). */
    vehicleClass: text().notNull(),
    /** The price incl. VAT in cents, as quote lines keep their totals. */
    priceInclCents: integer().notNull(),
    /** What the price includes, one line each. */
    included: text().array().notNull().default(sql`'{}'::text[]`),
    /** MENU_PARTS_PREFERENCES. */
    partsPreference: text().notNull(),
    /** The last day the price holds (Johannesburg calendar day). */
    validUntil: date().notNull(),
    isActive: boolean().notNull().default(true),
    /**
     * Set when an administrator withdrew the price (decision 080), with the reason; cleared when the
     * workshop offers it again, which it may do only changed (decision 086).
     */
    withdrawnAt: tstz(),
    withdrawnReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workshop_menu_prices_job_idx').on(t.workshopId, t.repairItemTemplateId, t.vehicleClass),
    // The offers: the active prices of some jobs for one class.
    index('workshop_menu_prices_offer_idx').on(t.repairItemTemplateId, t.vehicleClass).where(sql`is_active`),
  ],
);

/** A booking made at a menu price: which price, and the amount held on the quote. */
export const instantBookings = pgTable(
  'instant_bookings',
  {
    quoteId: uuid()
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    menuPriceId: uuid().references(() => workshopMenuPrices.id, { onDelete: 'set null' }),
    priceInclCents: integer().notNull(),
    createdAt: createdAt(),
  },
  // A workshop removing a price sets its bookings' link to null: found by index, not by reading them all.
  (t) => [index().on(t.menuPriceId).where(sql`${t.menuPriceId} is not null`)],
);
