import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, registerAccessControl } from '../src/lib/access';
import { createSignedInUser, createTestApp } from './helpers';

/**
 * Denied unless allowed (decision 010): every route declares who may call it, and the whole route table
 * is walked here, so a new route is covered the day it is added.
 */
const t = await createTestApp();
const { app } = t;
await app.ready();

const ANY_ID = '00000000-0000-4000-8000-000000000000';
/** A path of the route table with a value for every parameter ({siteCode} must be a real site). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'siteCode' ? 'motorwise' : ANY_ID));

const routes = app.routeTable.filter((r) => r.method !== 'HEAD');

describe('the route table', () => {
  it('holds every route, each with a declared access level', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(ACCESS_LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    // Spot checks of what must stay open and what must not.
    const access = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.access;
    expect(access('POST', '/api/vehicles')).toBe('public');
    expect(access('GET', '/api/health')).toBe('public');
    expect(access('POST', '/api/user/getVehicles')).toBe('user');
    expect(access('GET', '/api/user/loadUserOrganization')).toBe('organisation');
    expect(access('POST', '/api/admin/users')).toBe('admin');
  });

  it('refuses to add a route that declares no access, so such an app does not start', () => {
    const bare = Fastify();
    registerAccessControl(bare);
    expect(() => bare.get('/api/test/undeclared', async () => 'open')).toThrow(/declares no access/);
    expect(() =>
      bare.get('/api/test/typo', { config: { access: 'everyone' as never } }, async () => 1),
    ).toThrow(/declares no access/);
    bare.get('/api/test/declared', { config: { access: 'public' } }, async () => 'open');
    expect(bare.routeTable.map((r) => r.url)).toContain('/api/test/declared');
  });

  it.each(routes.filter((r) => r.access !== 'public').map((r) => [r.method, r.url] as const))(
    '%s %s refuses a caller without a token: 401 in the error shape',
    async (method, url) => {
      const res = await app.inject({ method, url: concrete(url) });
      expect(res.statusCode).toBe(401);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
      expect(body.message).toBe('Please sign in to continue.');
    },
  );

  it('refuses a signed-in user without the role: 403', async () => {
    const user = await createSignedInUser(t);
    const roleRoutes = routes.filter((r) => ['organisation', 'workshop', 'admin'].includes(r.access));
    expect(roleRoutes.length).toBeGreaterThan(0);
    for (const route of roleRoutes) {
      const res = await app.inject({ method: route.method, url: concrete(route.url), headers: user.headers });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('a hand-entered vehicle', () => {
  it('is read only by the person who entered it; anyone else is told it does not exist', async () => {
    const owner = await createSignedInUser(t);
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: owner.headers,
      payload: {
        vehicle: {
          brand: 'Land Rover',
          capacity: '2.5',
          range: 'Defender 90',
          model: 'Td5',
          year: '1999',
          transmissionType: 'Manual',
          fuelType: 'Diesel',
          driveType: 'All wheel drive',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const uniqueId: string = created.json().vehicle.uniqueId;
    const other = await createSignedInUser(t);
    const interval = `/api/vehicles/queryVehicleServiceInterval?reference=${uniqueId}&vehicleMileage=1000`;

    const read = (url: string, headers = {}) => app.inject({ method: 'GET', url, headers });
    expect((await read(`/api/vehicles/${uniqueId}`, owner.headers)).statusCode).toBe(200);
    expect((await read(interval, owner.headers)).statusCode).toBe(200);
    for (const headers of [other.headers, {}]) {
      const res = await read(`/api/vehicles/${uniqueId}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The vehicle was not found.');
      expect((await read(interval, headers)).statusCode).toBe(404);
    }
  });
});
