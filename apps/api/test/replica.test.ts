import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';
import { createDb, createPool } from '../src/db/client';
import { addresses, regions, vehicles, workshops } from '../src/db/schema';
import { createBotCheck } from '../src/modules/botcheck/index';
import { createInboxMailer } from '../src/modules/mail/index';
import { createTestDatabase, createUser, signIn } from './helpers';

/**
 * DATABASE_REPLICA_URL (decision 069): the public lists that tolerate a replica's lag read from it; every
 * write and every other read stays on the primary. The "replica" here is the same database reached as a
 * role of its own whose transactions are read-only, so a write sent there would fail as well as be counted.
 */
const { url, pool, db } = await createTestDatabase();
const role = `motorwise_replica_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
await pool.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
await pool.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
await pool.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
await pool.query(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
const replicaUrl = new URL(url);
replicaUrl.username = role;
replicaUrl.password = password;
const replicaPool = createPool(replicaUrl.toString(), 3);

/** Connections handed out by each pool: a query (or transaction) each. */
const uses = { primary: 0, replica: 0 };
const count = (p: pg.Pool, key: keyof typeof uses) => p.on('acquire', () => void uses[key]++);
count(pool, 'primary');
count(replicaPool, 'replica');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
});
const deps: AppDeps = {
  config,
  db,
  pool,
  replicaDb: createDb(replicaPool),
  mailer: createInboxMailer(db, config.MAIL_FROM),
  botCheck: createBotCheck(db, { secret: 'test-secret-0123456789abcdef', maxCounter: 200 }),
};
const app = await buildApp(deps);
afterAll(async () => {
  await app.close();
  await replicaPool.end();
  await pool.query(`DROP OWNED BY ${role}`);
  await pool.query(`DROP ROLE ${role}`);
});

let slug = '';
beforeAll(async () => {
  await db.insert(vehicles).values({
    year: 2021,
    brand: 'Toyota',
    range: 'Hilux',
    model: 'Hilux 2.8 GD-6',
    bodyType: 'Double cab',
    classType: 'LCV',
    searchText: 'toyota hilux 2021',
  });
  const point = { lat: -26.0869, lng: 27.9899 };
  const [region] = await db
    .insert(regions)
    .values({ name: 'Johannesburg North', province: 'Gauteng', metro: 'Johannesburg', coordinates: [point] })
    .returning({ id: regions.id });
  const [a] = await db
    .insert(addresses)
    .values({ suburb: 'Ferndale', city: 'Randburg', ...point })
    .returning({ id: addresses.id });
  slug = `replica-motors-${randomBytes(3).toString('hex')}`;
  await db.insert(workshops).values({
    name: 'Replica Motors',
    slug,
    addressId: a!.id,
    ...point,
    suburb: 'Ferndale',
    city: 'Randburg',
    kinds: ['service'],
    regionId: region!.id,
  });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: path, headers });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};

describe('a read replica by configuration (decision 069)', () => {
  it('serves the vehicle drill-down lists and a workshop page from the replica', async () => {
    const before = uses.replica;
    expect(await get('/api/vehicles/getbrands')).toEqual(['Toyota']);
    expect(await get('/api/vehicles/getyears?brandName=Toyota')).toEqual([2021]);
    expect(await get('/api/vehicles/getranges?brandName=Toyota&year=2021')).toEqual(['Hilux']);
    const models = await get('/api/vehicles/getmodels?brandName=Toyota&year=2021&rangeName=Hilux');
    expect(models).toHaveLength(1);
    expect((await get(`/api/PublicWorkshop/GetWorkshop/${slug}`)).name).toBe('Replica Motors');
    expect(uses.replica - before).toBeGreaterThanOrEqual(5);
  });

  it('never writes there, nor reads what must be current (sign-in, a profile, the directory, regions)', async () => {
    const before = uses.replica;
    const primaryBefore = uses.primary;
    const user = await createUser(db);
    const session = await signIn(app, user.email);
    expect((await get('/api/user/GetApplicationUser', session.headers)).email).toBe(user.email);
    await get('/api/PublicWorkshop/GetWorkshops');
    expect(await get('/api/regions')).toHaveLength(1);
    expect(uses.replica).toBe(before);
    expect(uses.primary).toBeGreaterThan(primaryBefore);
  });

  it('the replica role is read-only: a write sent there would fail, not land', async () => {
    await expect(replicaPool.query('delete from vehicles')).rejects.toThrow(/read-only transaction/);
  });
});
