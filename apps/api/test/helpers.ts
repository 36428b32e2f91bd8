import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/client';
import { readModels } from '../src/db/read-models';
import {
  addresses,
  devMails,
  organizationBranches,
  organizations,
  organizationUserBranches,
  organizationUsers,
  users,
  workshops,
  workshopUsers,
} from '../src/db/schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { createBotCheck } from '../src/modules/botcheck/index';
import { runDueJobs } from '../src/modules/jobs/queue';
import { createInboxMailer } from '../src/modules/mail/mailer';
import { createTextDelivery, createTextSenders } from '../src/modules/text-messages/index';

const TEMPLATE_DB = 'motorwise_test_template';

/** A fresh database copied from the migrated template, dropped when the test file ends. */
export async function createTestDatabase(): Promise<{ url: string; pool: pg.Pool; db: Db }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `motorwise_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 5);
  afterAll(async () => {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return { url: url.toString(), pool, db: createDb(pool) };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Runs the outbox's due jobs now (mail leaves after commit, through the queue). */
  runJobs: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const [app] = await createTestApps(1, env);
  return app!;
}

/**
 * Several app instances on one fresh database, each with its own pool, as several servers behind a load
 * balancer would be: what one counts (rate limits, sign-in throttles), the others must see.
 */
export async function createTestApps(count: number, env: Record<string, string> = {}): Promise<TestApp[]> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
    ...env,
  });
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    const pool = i === 0 ? database.pool : createPool(database.url, 5);
    const db = i === 0 ? database.db : createDb(pool);
    const mailer = createInboxMailer(db, config.MAIL_FROM);
    const botCheck = createBotCheck(db, { secret: 'test-secret-0123456789abcdef', maxCounter: 200 });
    const deps: AppDeps = { config, db, pool, mailer, botCheck };
    const app = await buildApp(deps);
    afterAll(async () => {
      await app.close();
      if (i > 0) await pool.end();
    });
    const sendText = createTextDelivery(db, createTextSenders(config, db), {
      templatePrefix: config.WHATSAPP_TEMPLATE_PREFIX,
    });
    apps.push({ app, deps, runJobs: () => runDueJobs(pool, { mailer, sendText }) });
  }
  return apps;
}

/** Does what the browser widget does: fetches a challenge, finds the proof of work, encodes the payload. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the bot check');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// ---------------------------------------------------------------- accounts (modules/auth)

export const TEST_PASSWORD = 'Sup3r#Secret';
export const SITE = '/api/sites/motorwise/authentication';

export interface CreateUserOptions {
  email?: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  confirmed?: boolean;
  disabled?: boolean;
  /**
   * Makes the user an organisation user of a new organisation with these branches (first is current), its
   * admin unless the role says otherwise.
   */
  organisation?: { name?: string; branches?: string[]; role?: 'admin' | 'member' };
  /** Makes the user a workshop user of a new workshop. */
  workshop?: boolean;
}

let userCounter = 0;
/** Many test users share one Argon2 hash of TEST_PASSWORD (hashing costs ~50 ms each). */
let testPasswordHash: Promise<string> | null = null;

/**
 * A user straight in the database (confirmed, with TEST_PASSWORD unless told otherwise). Returns the ids
 * a test needs; sign in with signIn() to get tokens.
 */
export async function createUser(db: Db, options: CreateUserOptions = {}) {
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.co.za`;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const passwordHash =
    password === null
      ? null
      : password === TEST_PASSWORD
        ? await testPasswordHash
        : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      phone: options.phone === undefined ? '+27825550101' : options.phone,
      passwordHash,
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
      isDisabled: options.disabled ?? false,
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  let organizationId: string | null = null;
  const branchIds: string[] = [];
  if (options.organisation) {
    const [org] = await db
      .insert(organizations)
      .values({ name: options.organisation.name ?? `Fleet ${randomBytes(4).toString('hex')}`, kind: 'fleet' })
      .returning({ id: organizations.id });
    organizationId = org!.id;
    for (const branchName of options.organisation.branches ?? ['Head Office']) {
      const [branch] = await db
        .insert(organizationBranches)
        .values({ organizationId, branchName })
        .returning({ id: organizationBranches.id });
      branchIds.push(branch!.id);
    }
    await db.insert(organizationUsers).values({
      userId: user.id,
      organizationId,
      currentBranchId: branchIds[0] ?? null,
      role: options.organisation.role ?? 'admin',
    });
  }
  let workshopId: string | null = null;
  if (options.workshop) {
    const [address] = await db.insert(addresses).values({ city: 'Pretoria' }).returning({ id: addresses.id });
    const slug = `test-workshop-${randomBytes(4).toString('hex')}`;
    const [w] = await db
      .insert(workshops)
      .values({ name: slug, slug, addressId: address!.id, lat: -25.75, lng: 28.19, city: 'Pretoria' })
      .returning({ id: workshops.id });
    workshopId = w!.id;
    await db.insert(workshopUsers).values({ userId: user.id, workshopId });
  }
  return { id: user.id, email, password, organizationId, branchIds, workshopId };
}

/**
 * Makes an account a member of an organisation (issue 19 item 7): a member works in the branches given
 * here (the first is current); an admin in every branch by the role, so an admin gets no branch rows.
 */
export async function joinOrganisation(
  db: Db,
  userId: string,
  organizationId: string,
  branchIds: string[],
  role: 'admin' | 'member' = 'member',
): Promise<void> {
  await db
    .insert(organizationUsers)
    .values({ userId, organizationId, currentBranchId: branchIds[0] ?? null, role });
  if (role === 'member' && branchIds.length > 0)
    await db
      .insert(organizationUserBranches)
      .values(branchIds.map((organizationBranchId) => ({ userId, organizationBranchId })));
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Headers every API call carries (spec: bearer token and c-username). */
  headers: { authorization: string; 'c-username': string };
}

export const randomTestIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Signs in through the real authenticate call; throws when the answer is not success (0). */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  extra: { twoFactorCode?: string; recoveryCode?: string; remoteAddress?: string; userAgent?: string } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: `${SITE}/authenticate`,
    payload: {
      username: email,
      password,
      twoFactorCode: extra.twoFactorCode,
      recoveryCode: extra.recoveryCode,
    },
    // A different address per sign-in, so test files do not run into the per-address sign-in limit.
    remoteAddress: extra.remoteAddress ?? randomTestIp(),
    headers: extra.userAgent ? { 'user-agent': extra.userAgent } : {},
  });
  const body = res.json();
  if (res.statusCode !== 200 || body.result !== 0)
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return {
    accessToken: body.tokens.accessToken,
    refreshToken: body.tokens.refreshToken,
    headers: { authorization: `Bearer ${body.tokens.accessToken}`, 'c-username': email },
  };
}

/** A user created in the database and signed in: the usual start of a test that needs a signed-in caller. */
export async function createSignedInUser(t: TestApp, options: CreateUserOptions = {}) {
  const user = await createUser(t.deps.db, options);
  const session = await signIn(t.app, user.email, user.password ?? TEST_PASSWORD);
  return { ...user, ...session };
}

/** The newest mail to an address in the local inbox, after running the outbox. */
export async function lastMailTo(t: TestApp, to: string, subjectContains?: string) {
  await t.runJobs();
  const rows = await t.deps.db
    .select()
    .from(devMails)
    .where(
      and(
        sql`lower(${devMails.to}) = ${to.toLowerCase()}`,
        subjectContains ? sql`${devMails.subject} ilike ${`%${subjectContains}%`}` : undefined,
      ),
    )
    .orderBy(sql`${devMails.createdAt} desc`);
  return rows[0] ?? null;
}

/** The first link in a mail's text that starts with the given path. */
export function linkIn(text: string | null | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, '\\/')}[^\\s]*`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in mail: ${text}`);
  return new URL(match[0]).pathname;
}

/** Waits until this instance's in-memory read models hold every change committed so far (decision 037). */
export const readModelsSettled = (t: TestApp) => readModels(t.deps).settled();
