import { boolean, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** Places: addresses (of users, branches, workshops and requests) and the regions workshops serve. */

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    name: text(),
    isActive: boolean().notNull().default(true),
    streetNumber: text(),
    streetName: text(),
    suburb: text(),
    town: text(),
    city: text(),
    province: text(),
    country: text().notNull().default('South Africa'),
    postalCode: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    isOrganization: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.lat, t.lng)],
);

export const regions = pgTable('regions', {
  id: id(),
  name: text().notNull().unique(),
  province: text().notNull(),
  metro: text().notNull(),
  /** 'polygon' or 'circle' (decision 066). */
  shape: text().notNull().default('polygon'),
  /** A circle's centre and radius; its outline is kept in `coordinates` too, for readers of polygons. */
  centreLat: doublePrecision(),
  centreLng: doublePrecision(),
  radiusKm: doublePrecision(),
  /** Polygon as [{lat, lng}, ...]. */
  coordinates: jsonb().$type<{ lat: number; lng: number }[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
