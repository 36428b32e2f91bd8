import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id, tstz, updatedAt } from '../../db/columns';
import { addresses } from '../places/places.tables';

/** Accounts: people, how they sign in, their sessions and single-use codes. */

export const users = pgTable(
  'users',
  {
    id: id(),
    email: citext().notNull(),
    firstName: text(),
    lastName: text(),
    /** Stored with +27 and the leading 0 dropped (spec). */
    phone: text(),
    passwordHash: text(),
    emailConfirmedAt: tstz(),
    isDisabled: boolean().notNull().default(false),
    /** Encrypted (AES-256-GCM) with a key derived from the auth secret; see modules/auth/crypto.ts. */
    totpSecret: text(),
    totpEnabledAt: tstz(),
    /** A secret offered at enrolment, active only once the user proves it with a code. Encrypted too. */
    totpPendingSecret: text(),
    /** The last TOTP time step accepted, so a code cannot be replayed within its window. */
    totpLastTimeStep: bigint({ mode: 'number' }),
    businessName: text(),
    businessRegistrationNumber: text(),
    businessTaxNumber: text(),
    businessAddressId: uuid().references(() => addresses.id),
    termsAcceptedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Whether an address is still used (a deletion's foreign-key check), by index.
    index().on(t.businessAddressId).where(sql`${t.businessAddressId} is not null`),
  ],
);

export const externalLogins = pgTable(
  'external_logins',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (auth_sessions.id) this token belongs to; a reused token revokes the whole family. */
    familyId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    revokedAt: tstz(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

/**
 * A signed-in device. Access tokens carry its id (sid) and are refused once it is revoked (logout, sign
 * out everywhere, password change or reset, refresh-token reuse), so a stolen access token dies with it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password' | 'google' | 'invite' */
    method: text().notNull(),
    userAgent: text(),
    ip: text(),
    /** Absolute end of the session, whatever the refreshes. */
    expiresAt: tstz().notNull(),
    lastSeenAt: tstz(),
    revokedAt: tstz(),
    revokedReason: text(),
    /** The sign-in that started it proved a second factor (decision 059: an admin with 2FA acts only then). */
    secondFactor: boolean().notNull().default(false),
    /** When the user signed in (the admin step-up reads it, decision 059). */
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Failed sign-ins counted per account name as typed (sha256 of the lower-cased e-mail), whether or not an
 * account exists, so a locked and an unknown address answer alike (the lockout reveals nothing).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  keyHash: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: tstz(),
  lastFailureAt: tstz(),
});

/** Single-use codes (e-mail confirmation, password reset, two-factor recovery), stored hashed. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: tstz(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);
