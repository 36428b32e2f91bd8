import { normalizeEmail } from '@motorwise/shared';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import {
  authSessions,
  externalLogins,
  refreshTokens,
  signInThrottles,
  userCodes,
  users,
} from './accounts.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type CodePurpose = 'confirm_email' | 'password_reset' | 'totp_recovery';

// ---------------------------------------------------------------- users

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A live (not deleted) account by e-mail address, compared lower-cased. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)));
  return row ?? null;
}

/** Live (not deleted) accounts by e-mail address, compared lower-cased. */
export async function findUsersByEmails(db: DbOrTx, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails.map(normalizeEmail)), isNull(users.deletedAt)));
}

export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), eq(users.isDisabled, false)));
}

/** Accounts by id, disabled ones included (not deleted ones): the admin's list of a workshop's users. */
export async function findAccountsByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

/**
 * A customer for a guest's e-mail: the live account with that address, or a new one without a password
 * and unconfirmed. One statement against the unique lower(email) index, so two submits racing make one.
 */
export async function findOrInsertByEmail(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const existing = await findUserByEmail(db, values.email);
  if (existing) return existing;
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const raced = await findUserByEmail(db, values.email);
  if (!raced) throw new Error('customer not stored');
  return raced;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not stored');
  return row;
}

/** Changes a user; null when there is no such user. updatedAt is set here. */
export async function updateUser(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Confirms the address (keeping the first confirmation's time), optionally with a new password. */
export async function confirmEmail(db: DbOrTx, id: string, passwordHash?: string): Promise<void> {
  await db
    .update(users)
    .set({
      ...(passwordHash ? { passwordHash } : {}),
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Sets a password only where there is none yet (one conditional UPDATE); false when there was one. */
export async function addPasswordIfNone(db: DbOrTx, id: string, passwordHash: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Records a TOTP time step only when it is later than the last one accepted, in one statement, so a code
 * cannot be used twice even by two requests racing.
 */
export async function claimTotpStep(db: DbOrTx, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastTimeStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastTimeStep), lt(users.totpLastTimeStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** The account row goes; its sessions, tokens, codes, logins and memberships go with it (cascade). */
export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

// ---------------------------------------------------------------- external logins

export async function findUserByExternalLogin(
  db: DbOrTx,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(externalLogins)
    .innerJoin(users, eq(users.id, externalLogins.userId))
    .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, subject)));
  return row?.user ?? null;
}

export async function linkExternalLogin(
  db: DbOrTx,
  values: { userId: string; provider: string; subject: string },
): Promise<void> {
  await db.insert(externalLogins).values(values).onConflictDoNothing();
}

export async function hasExternalLogin(db: DbOrTx, userId: string, provider: string): Promise<boolean> {
  const found = await db
    .select({ provider: externalLogins.provider })
    .from(externalLogins)
    .where(and(eq(externalLogins.userId, userId), eq(externalLogins.provider, provider)));
  return found.length > 0;
}

export async function listExternalLogins(db: DbOrTx, userId: string) {
  return db.select().from(externalLogins).where(eq(externalLogins.userId, userId));
}

// ---------------------------------------------------------------- sessions and refresh tokens

export type SessionRow = typeof authSessions.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: typeof authSessions.$inferInsert,
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db
    .insert(authSessions)
    .values(values)
    .returning({ id: authSessions.id, expiresAt: authSessions.expiresAt });
  if (!row) throw new Error('session not stored');
  return row;
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row ?? null;
}

/**
 * A live session's user with their roles: the organisation membership as stored (the role, the current
 * branch kept, the branches given to them and every branch of the organisation, by name) and workshops.
 * Which branches they may work in, and which is current, is the session's rule (lib/session
 * workingBranches), applied by the caller.
 */
export type LiveSession = Pick<SessionUser, 'id' | 'email' | 'workshopIds'> & {
  /** The admin step-up's facts (decision 059): the sign-in's time and proof, and whether 2FA is on. */
  signedInAt: Date | string;
  secondFactor: boolean;
  twoFactorOn: boolean;
  organisation: {
    organizationId: string;
    role: 'admin' | 'member';
    /** The current branch as stored, which may no longer be theirs. */
    storedBranchId: string | null;
    givenBranchIds: string[];
    organisationBranchIds: string[];
  } | null;
};

/**
 * The session behind every signed-in call in one statement: the session must be live and the account not
 * disabled or deleted; the roles are read beside it from the organisations' and
 * workshops' tables (organisation_users, organization_user_branches, organization_branches,
 * workshop_users), so a call costs one round trip to the database instead of three.
 */
export async function findLiveSessionWithRoles(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<LiveSession | null> {
  const { rows } = await db.execute<LiveSession>(sql`
    select u.id, u.email,
      (select json_build_object(
          'organizationId', ou.organization_id,
          'role', ou.role,
          'storedBranchId', ou.current_branch_id,
          'givenBranchIds', array(select ub.organization_branch_id from organization_user_branches ub
            where ub.user_id = ou.user_id),
          'organisationBranchIds', array(select b.id from organization_branches b
            where b.organization_id = ou.organization_id order by b.branch_name))
        from organization_users ou
        where ou.user_id = u.id) as organisation,
      array(select wu.workshop_id from workshop_users wu where wu.user_id = u.id) as "workshopIds",
      s.created_at as "signedInAt", s.second_factor as "secondFactor",
      (u.totp_enabled_at is not null and u.totp_secret is not null) as "twoFactorOn"
    from auth_sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
      and u.deleted_at is null and u.is_disabled = false`);
  return rows[0] ?? null;
}

export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt: at }).where(eq(authSessions.id, id));
}

/** The browsers (user agents) of a user's earlier sessions, at most 200. */
export async function sessionUserAgents(db: DbOrTx, userId: string): Promise<(string | null)[]> {
  const found = await db
    .select({ userAgent: authSessions.userAgent })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .limit(200);
  return found.map((s) => s.userAgent);
}

export async function listSessions(db: DbOrTx, userId: string) {
  return db.select().from(authSessions).where(eq(authSessions.userId, userId));
}

/** Ends one session (by id) or every session of a user, with their refresh tokens. */
export async function revokeSessions(
  db: DbOrTx,
  which: { sessionId: string } | { userId: string },
  reason: string,
): Promise<void> {
  const now = new Date();
  const session =
    'sessionId' in which ? eq(authSessions.id, which.sessionId) : eq(authSessions.userId, which.userId);
  const token =
    'sessionId' in which
      ? eq(refreshTokens.familyId, which.sessionId)
      : eq(refreshTokens.userId, which.userId);
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(session, isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(token, isNull(refreshTokens.revokedAt)));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a refresh token used, only if it is unused and not revoked (one conditional UPDATE). */
export async function claimRefreshToken(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

// ---------------------------------------------------------------- single-use codes

export async function deleteCodes(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
  which: { unusedOnly?: boolean; exceptHash?: string } = {},
): Promise<void> {
  const conditions = [eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)];
  if (which.unusedOnly) conditions.push(isNull(userCodes.usedAt));
  if (which.exceptHash) conditions.push(ne(userCodes.codeHash, which.exceptHash));
  await db.delete(userCodes).where(and(...conditions));
}

export async function insertCodes(
  db: DbOrTx,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt?: Date }[],
): Promise<void> {
  if (values.length) await db.insert(userCodes).values(values);
}

/**
 * Spends a code: one conditional UPDATE, so a code works once even when two requests race. Codes with an
 * expiry must not have passed it. Returns the code's user, or null.
 */
export async function spendCode(
  db: DbOrTx,
  purpose: CodePurpose,
  codeHash: string,
  userId?: string,
): Promise<string | null> {
  const conditions = [
    eq(userCodes.purpose, purpose),
    eq(userCodes.codeHash, codeHash),
    isNull(userCodes.usedAt),
  ];
  if (purpose !== 'totp_recovery') conditions.push(gt(userCodes.expiresAt, new Date()));
  if (userId) conditions.push(eq(userCodes.userId, userId));
  const [row] = await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(...conditions))
    .returning({ userId: userCodes.userId });
  return row?.userId ?? null;
}

export async function countUnusedCodes(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- sign-in throttles

export type ThrottleRow = typeof signInThrottles.$inferSelect;
export type ThrottleState = Pick<ThrottleRow, 'failures' | 'lockedUntil' | 'lastFailureAt'>;

/**
 * An account name's failure count, locked (FOR UPDATE) until the transaction ends, so two instances
 * deciding about the same name take turns. A name seen for the first time gets an empty row.
 */
export async function lockThrottle(tx: DbOrTx, keyHash: string): Promise<ThrottleRow> {
  await tx.insert(signInThrottles).values({ keyHash, failures: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(signInThrottles)
    .where(eq(signInThrottles.keyHash, keyHash))
    .for('update');
  if (!row) throw new Error('sign-in throttle row missing after insert');
  return row;
}

export async function setThrottle(tx: DbOrTx, keyHash: string, state: ThrottleState): Promise<void> {
  await tx.update(signInThrottles).set(state).where(eq(signInThrottles.keyHash, keyHash));
}

export async function deleteThrottle(db: DbOrTx, keyHash: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, keyHash));
}
