import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, workshops } from '../src/db/schema';
import { createSignedInUser, createTestApps, readModelsSettled, type TestApp } from './helpers';

// Regions and repair-item trees edited by an admin (issue 22 item 5, decision 066). Two instances on one
// database, as behind a load balancer: an edit through one is what the other serves next, once the
// edit's notice has reached it (the lists are kept in memory, decision 081; readModelsSettled waits).
const ADMIN = 'regions-admin@example.co.za';
const [a, b] = (await createTestApps(2, { ADMIN_EMAILS: ADMIN, RATE_LIMIT_ENABLED: 'false' })) as [
  TestApp,
  TestApp,
];
const admin = await createSignedInUser(a, { email: ADMIN });

const SQUARE = [
  { lat: -25.7, lng: 28.1 },
  { lat: -25.7, lng: 28.3 },
  { lat: -25.9, lng: 28.3 },
  { lat: -25.9, lng: 28.1 },
];
const polygon = (name: string, coordinates = SQUARE) => ({
  name,
  province: 'Gauteng',
  metro: 'Tshwane',
  shape: 'polygon',
  coordinates,
});
const circle = (name: string, radiusKm: number) => ({
  name,
  province: 'Gauteng',
  metro: 'Johannesburg',
  shape: 'circle',
  centre: { lat: -26.1, lng: 28.05 },
  radiusKm,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, t = a) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });
const auditOf = (targetId: string) =>
  a.deps.db.select().from(auditEntries).where(eq(auditEntries.targetId, targetId));

describe('regions (admin)', () => {
  it('creates a polygon and a circle, which the public list (on the other instance) answers', async () => {
    const made = await send('POST', '/api/admin/regions', polygon('Pretoria East'));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ name: 'Pretoria East', shape: 'polygon', coordinates: SQUARE });

    const round = await send('POST', '/api/admin/regions', circle('Sandton Circle', 12));
    expect(round.statusCode, round.body).toBe(200);
    expect(round.json()).toMatchObject({ shape: 'circle', centre: { lat: -26.1, lng: 28.05 }, radiusKm: 12 });
    // A circle's outline is there too, for readers that draw polygons.
    expect(round.json().coordinates.length).toBeGreaterThanOrEqual(24);

    await readModelsSettled(b);
    const list = await b.app.inject({ method: 'GET', url: '/api/regions' });
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Pretoria East', 'Sandton Circle']),
    );
    // By province, then name, as a reader lists them: the directory's Area filter shows this order as is.
    const order = list.json().map((r: { province: string; name: string }) => `${r.province} / ${r.name}`);
    expect(order).toEqual(
      [...order].sort(
        (x: string, y: string) => x.split(' / ')[0]!.localeCompare(y.split(' / ')[0]!) || x.localeCompare(y),
      ),
    );
    const [entry] = await auditOf(made.json().id);
    expect(entry).toMatchObject({ action: 'region.create', actorEmail: ADMIN });
  });

  it('edits a region, polygon to circle, keeping its id; audited with before and after', async () => {
    const made = (await send('POST', '/api/admin/regions', polygon('Centurion'))).json();
    const edited = await send('PUT', `/api/admin/regions/${made.id}`, circle('Centurion Central', 8));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: made.id,
      name: 'Centurion Central',
      shape: 'circle',
      radiusKm: 8,
    });
    const entries = await auditOf(made.id);
    const update = entries.find((e) => e.action === 'region.update');
    expect(update?.before).toMatchObject({ name: 'Centurion', shape: 'polygon' });
    expect(update?.after).toMatchObject({ name: 'Centurion Central', shape: 'circle' });
  });

  it('refuses fewer than 3 points, a crossing outline, a radius outside 1-200 km and a taken name', async () => {
    const cases: [object, string, string][] = [
      [polygon('Two', SQUARE.slice(0, 2)), 'coordinates', 'A polygon needs at least 3 points.'],
      [
        polygon('Bow tie', [SQUARE[0]!, SQUARE[2]!, SQUARE[1]!, SQUARE[3]!]),
        'coordinates',
        'The polygon’s edges cross each other: move a point so the outline does not cross itself.',
      ],
      [circle('Tiny', 0.5), 'radiusKm', 'The radius must be between 1 and 200 km.'],
      [circle('Huge', 201), 'radiusKm', 'The radius must be between 1 and 200 km.'],
      [{ ...circle('No centre', 5), centre: null }, 'centre', 'Please place the circle’s centre on the map.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/api/admin/regions', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    await send('POST', '/api/admin/regions', polygon('Taken'));
    const again = await send('POST', '/api/admin/regions', polygon('taken'));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.name).toEqual(['Another region already has this name.']);
  });

  it('deletes an unused region, and refuses one a workshop serves with a clear message', async () => {
    const unused = (await send('POST', '/api/admin/regions', polygon('Unused'))).json();
    const gone = await send('DELETE', `/api/admin/regions/${unused.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().some((r: { id: string }) => r.id === unused.id)).toBe(false);
    expect((await auditOf(unused.id)).map((e) => e.action)).toContain('region.delete');

    const used = (await send('POST', '/api/admin/regions', polygon('Served'))).json();
    const workshop = await createSignedInUser(a, { workshop: true });
    await a.deps.db
      .update(workshops)
      .set({ regionId: used.id })
      .where(eq(workshops.id, workshop.workshopId!));
    const refused = await send('DELETE', `/api/admin/regions/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This region is still used by a workshop, so it can’t be deleted.');
    const list = (await a.app.inject({ method: 'GET', url: '/api/regions' })).json();
    expect(list.some((r: { id: string }) => r.id === used.id)).toBe(true);
  });
});

type Node = {
  id: string;
  name: string;
  children: Node[];
  repairItemTemplateItems: { description: string }[];
};
const find = (nodes: Node[], name: string): Node | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const inner = find(n.children, name);
    if (inner) return inner;
  }
  return undefined;
};
const publicTree = async (t: TestApp, quoteType = 'WBC_Repair'): Promise<Node[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/repairItems?quoteType=${quoteType}` })).json();

describe('repair-item trees (admin)', () => {
  it('adds, edits, moves and removes items; the customer’s tree on the other instance sees each at once', async () => {
    const group = await send('POST', '/api/admin/repairItems', {
      quoteType: 'WBC_Repair',
      name: 'Brakes',
      leaf: false,
    });
    expect(group.statusCode, group.body).toBe(200);
    const brakes = find(group.json(), 'Brakes')!;
    const other = find(
      (
        await send('POST', '/api/admin/repairItems', {
          quoteType: 'WBC_Repair',
          name: 'Cooling',
          leaf: false,
        })
      ).json(),
      'Cooling',
    )!;

    const leaf = await send('POST', '/api/admin/repairItems', {
      quoteType: 'WBC_Repair',
      parentId: brakes.id,
      name: 'Pads',
      leaf: true,
      hasQuery: true,
      query: 'Front, rear or both?',
      templateLines: ['Replace brake pads', 'Check discs'],
    });
    expect(leaf.statusCode, leaf.body).toBe(200);
    await readModelsSettled(b);
    let seen = await publicTree(b);
    expect(find(seen, 'Pads')).toMatchObject({
      query: 'Front, rear or both?',
      repairItemTemplateItems: [{ description: 'Replace brake pads' }, { description: 'Check discs' }],
    });
    const pads = find(seen, 'Pads')!;

    // Edit and move under another group, first place.
    const moved = await send('PUT', `/api/admin/repairItems/${pads.id}`, {
      parentId: other.id,
      position: 0,
      name: 'Brake pads',
      leaf: true,
      hasQuery: false,
      templateLines: ['Replace pads'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await readModelsSettled(b);
    seen = await publicTree(b);
    expect(find(seen, 'Brakes')!.children).toEqual([]);
    expect(find(seen, 'Cooling')!.children.map((c) => c.name)).toEqual(['Brake pads']);
    expect(find(seen, 'Brake pads')).toMatchObject({ hasQuery: false, query: null });
    const update = (await auditOf(pads.id)).find((e) => e.action === 'repairItem.update');
    expect(update?.before).toMatchObject({ name: 'Pads', parentId: brakes.id });
    expect(update?.after).toMatchObject({
      name: 'Brake pads',
      parentId: other.id,
      templateLines: ['Replace pads'],
    });

    // Removing a group takes its items with it.
    const removed = await send('DELETE', `/api/admin/repairItems/${other.id}?quoteType=WBC_Repair`);
    expect(removed.statusCode, removed.body).toBe(200);
    await readModelsSettled(b);
    seen = await publicTree(b);
    expect(find(seen, 'Cooling')).toBeUndefined();
    expect(find(seen, 'Brake pads')).toBeUndefined();
    expect((await auditOf(other.id)).map((e) => e.action)).toContain('repairItem.remove');
  });

  it('refuses a parent that is a leaf, the item itself, a leaf holding items, a question without words', async () => {
    const tree = (
      await send('POST', '/api/admin/repairItems', {
        quoteType: 'WBC_Repair',
        name: 'Suspension',
        leaf: false,
      })
    ).json();
    const group = find(tree, 'Suspension')!;
    const withLeaf = (
      await send('POST', '/api/admin/repairItems', {
        quoteType: 'WBC_Repair',
        parentId: group.id,
        name: 'Shocks',
        leaf: true,
      })
    ).json();
    const shocks = find(withLeaf, 'Shocks')!;
    const underLeaf = await send('POST', '/api/admin/repairItems', {
      quoteType: 'WBC_Repair',
      parentId: shocks.id,
      name: 'X',
      leaf: true,
    });
    expect(underLeaf.json().errors.parentId).toEqual([
      'An item can only sit under a group (an item that is not a leaf).',
    ]);
    const underSelf = await send('PUT', `/api/admin/repairItems/${group.id}`, {
      parentId: group.id,
      name: 'Suspension',
      leaf: false,
    });
    expect(underSelf.json().errors.parentId).toEqual([
      'An item cannot be moved under itself or one of its own items.',
    ]);
    const toLeaf = await send('PUT', `/api/admin/repairItems/${group.id}`, {
      name: 'Suspension',
      leaf: true,
    });
    expect(toLeaf.json().errors.leaf).toEqual([
      'This group still holds items: move or remove them before making it a leaf.',
    ]);
    const noQuery = await send('POST', '/api/admin/repairItems', {
      quoteType: 'WBC_Repair',
      name: 'Y',
      leaf: true,
      hasQuery: true,
    });
    expect(noQuery.json().errors.query).toEqual([
      'Please enter the question to ask, or untick “Ask a question”.',
    ]);
  });
});

describe('admins only', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const calls = [
    ['POST', '/api/admin/regions'],
    ['PUT', `/api/admin/regions/${id}`],
    ['DELETE', `/api/admin/regions/${id}`],
    ['POST', '/api/admin/repairItems'],
    ['PUT', `/api/admin/repairItems/${id}`],
    ['DELETE', `/api/admin/repairItems/${id}?quoteType=WBC_Repair`],
  ] as const;

  it('refuses anonymous callers, customers, workshop users and organisation users on every call', async () => {
    const customer = await createSignedInUser(a);
    const workshop = await createSignedInUser(a, { workshop: true });
    const organisation = await createSignedInUser(a, { organisation: {} });
    for (const [method, url] of calls) {
      const payload = method === 'DELETE' ? undefined : {};
      const anonymous = await a.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, workshop, organisation]) {
        const res = await a.app.inject({
          method,
          url,
          headers: who.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
