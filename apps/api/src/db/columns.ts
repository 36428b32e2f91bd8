import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column shapes every module's tables use. Money is integer cents, time is timestamptz (UTC), requested
 * dates are `date`. Tables are plural snake_case; columns come from the camelCase names through drizzle's
 * snake_case casing.
 */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const tstz = () => timestamp({ withTimezone: true });
export const citext = customType<{ data: string }>({ dataType: () => 'text' });
