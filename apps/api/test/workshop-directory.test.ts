import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addresses, regions, workshopReviews, workshops } from '../src/db/schema';
import { createTestApp } from './helpers';

const t = await createTestApp();
const { app } = t;
const tag = randomBytes(3).toString('hex');

async function region(name: string) {
  const [row] = await t.deps.db
    .insert(regions)
    .values({ name: `${name} ${tag}`, province: 'Gauteng', metro: 'Test', coordinates: [] })
    .returning({ id: regions.id });
  return row!.id;
}

async function workshop(o: {
  name: string;
  rating: string | null;
  regionId: string;
  kinds: string[];
  suburb?: string;
  isActive?: boolean;
}) {
  const [address] = await t.deps.db
    .insert(addresses)
    .values({ suburb: o.suburb ?? 'Hatfield', city: 'Pretoria', province: 'Gauteng' })
    .returning({ id: addresses.id });
  const slug = `${o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}`;
  const [row] = await t.deps.db
    .insert(workshops)
    .values({
      name: `${o.name} ${tag}`,
      slug,
      rating: o.rating,
      regionId: o.regionId,
      kinds: o.kinds,
      addressId: address!.id,
      lat: -25.75,
      lng: 28.23,
      isActive: o.isActive ?? true,
    })
    .returning({ id: workshops.id });
  return { id: row!.id, slug };
}

const north = await region('North');
const east = await region('East');
const alpha = await workshop({
  name: 'Alpha Motors',
  rating: '4.9',
  regionId: north,
  kinds: ['service', 'repair'],
});
const beta = await workshop({
  name: 'Beta Panelbeaters',
  rating: '4.2',
  regionId: north,
  kinds: ['bodyExternal'],
});
const gamma = await workshop({ name: 'Gamma Tyres', rating: null, regionId: east, kinds: ['wheelsTyres'] });
await workshop({
  name: 'Closed Garage',
  rating: '5.0',
  regionId: north,
  kinds: ['service'],
  isActive: false,
});
await t.deps.db.insert(workshopReviews).values([
  { workshopId: alpha.id, authorName: 'Thandi', rating: 5, review: 'Quick and fair.' },
  { workshopId: alpha.id, authorName: 'Pieter', rating: 4, review: 'Good price, one day late.' },
]);

async function list(query: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/PublicWorkshop/GetWorkshops', query });
  return res;
}
const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((w) => w.name);

describe('GET /api/PublicWorkshop/GetWorkshops: the directory', () => {
  it('answers one bounded page, best rated first, with the total that match', async () => {
    const first = await list({ search: tag, pageSize: '2' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ totalDisplayItems: 3, page: 1, itemsPerPage: 2 });
    expect(names(first)).toEqual([`Alpha Motors ${tag}`, `Beta Panelbeaters ${tag}`]);
    const second = await list({ search: tag, pageSize: '2', page: '2' });
    expect(names(second)).toEqual([`Gamma Tyres ${tag}`]);
    // Without a page size the page is the directory's default, never the whole table.
    const all = await list({});
    expect(all.json().items.length).toBeLessThanOrEqual(12);
  });

  it('gives each workshop its readable slug, services, place, rating and review count', async () => {
    const res = await list({ search: `alpha motors ${tag}` });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: alpha.id,
        slug: alpha.slug,
        rating: 4.9,
        reviewCount: 2,
        services: ['service', 'repair'],
        address: { suburb: 'Hatfield', city: 'Pretoria', province: 'Gauteng' },
      }),
    ]);
    expect(JSON.stringify(res.json())).not.toMatch(/contactEmail|payfast|paystack|taxNumber/i);
  });

  it('filters by area, service and rating, and leaves inactive workshops out', async () => {
    expect((await list({ search: tag, regionId: east })).json().items).toEqual([
      expect.objectContaining({ id: gamma.id, rating: null, services: ['wheelsTyres'] }),
    ]);
    // The shared spelling 'bodyExterior' finds the stored 'bodyExternal', and answers the shared one.
    const body = await list({ search: tag, service: 'bodyExterior' });
    expect(body.json().items).toEqual([expect.objectContaining({ id: beta.id, services: ['bodyExterior'] })]);
    expect(names(await list({ search: tag, minRating: '4.5' }))).toEqual([`Alpha Motors ${tag}`]);
    expect(names(await list({ search: tag, regionId: north }))).not.toContain(`Closed Garage ${tag}`);
  });

  it('treats LIKE characters in the search as text', async () => {
    expect((await list({ search: '%' })).json().totalDisplayItems).toBe(0);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ minRating: '6' }, 'minRating'],
    [{ regionId: 'north' }, 'regionId'],
    [{ service: 'massage' }, 'service'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('refuses %o with a 400 naming %s, never a 500', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
  });
});

describe('GET /api/PublicWorkshop/GetWorkshop/{id}: one workshop', () => {
  it('finds a workshop by its id and by its slug, with its reviews', async () => {
    for (const key of [alpha.id, alpha.slug, alpha.slug.toUpperCase()]) {
      const res = await app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${key}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: alpha.id,
        slug: alpha.slug,
        reviewCount: 2,
        services: ['service', 'repair'],
        workshopReviews: expect.arrayContaining([expect.objectContaining({ authorName: 'Thandi' })]),
      });
    }
  });

  it('answers 404 for an unknown workshop, an unknown slug and an inactive one', async () => {
    for (const key of ['00000000-0000-4000-8000-000000000000', 'no-such-workshop', `closed-garage-${tag}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
  });

  it('answers 400, not 500, for an id longer than any workshop could have', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshop/${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
  });
});
