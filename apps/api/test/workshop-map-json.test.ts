import { distanceKm, WorkshopAddressSchema } from '@motorwise/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses, workshops } from '../src/db/schema';
import { createDistanceProvider } from '../src/modules/places/index';
import { workshopFinder } from '../src/modules/quotes/index';
import { createSignedInUser, createTestApp, readModelsSettled } from './helpers';

// The radius search writes its answer from text pre-written per workshop (decision 041) instead of
// building objects and passing them through the route's zod serializer. What a client reads must not
// change: the same entries, the same numbers, in the shape of the shared schema.
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app, deps } = t;
const CAPE_TOWN = { lat: -33.9249, lng: 18.4241 };
const Answer = z.array(WorkshopAddressSchema);

async function addWorkshop(values: {
  name: string;
  dLat: number;
  dLng: number;
  suburb: string | null;
  rating?: string;
  logoUrl?: string;
  organizationId?: string | null;
}) {
  const point = { lat: CAPE_TOWN.lat + values.dLat, lng: CAPE_TOWN.lng + values.dLng };
  const [a] = await deps.db
    .insert(addresses)
    .values({ suburb: values.suburb ?? 'None', city: 'Cape Town', ...point })
    .returning({ id: addresses.id });
  const [w] = await deps.db
    .insert(workshops)
    .values({
      name: values.name,
      slug: `json-${Math.random().toString(36).slice(2, 10)}`,
      addressId: a!.id,
      ...point,
      suburb: values.suburb,
      city: 'Cape Town',
      kinds: ['service'],
      rating: values.rating,
      logoUrl: values.logoUrl,
      organizationId: values.organizationId,
    })
    .returning({ id: workshops.id });
  return w!.id;
}

describe('the radius search answer written from pre-written text', () => {
  it('is what the schema serializer writes, with the entries the database path builds', async () => {
    const org = await createSignedInUser(t, { organisation: { branches: ['Bellville'] } });
    await addWorkshop({ name: 'Tafelberg "Quick" Service', dLat: 0.01, dLng: 0.005, suburb: 'Gardens' });
    await addWorkshop({
      name: 'Bo-Kaap Motors – Ünïcode \\ backslash',
      dLat: -0.02,
      dLng: 0.01,
      suburb: null,
      rating: '4.5',
      logoUrl: '/api/files/logo.png',
    });
    await addWorkshop({
      name: 'Fleet Bay',
      dLat: 0.05,
      dLng: -0.03,
      suburb: 'Sea Point',
      rating: '3.0',
      organizationId: org.organizationId,
    });
    // Outside 10 km.
    await addWorkshop({ name: 'Far Away', dLat: 0.3, dLng: 0, suburb: 'Durbanville' });
    await readModelsSettled(t);

    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${CAPE_TOWN.lat}&lng=${CAPE_TOWN.lng}&radius=10`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Byte for byte what the route's zod serializer wrote for the same entries (key order included).
    expect(JSON.stringify(Answer.parse(JSON.parse(res.body)))).toBe(res.body);
    const list = Answer.parse(res.json());
    expect(list.map((w) => w.name)).toEqual([
      'Tafelberg "Quick" Service',
      'Bo-Kaap Motors – Ünïcode \\ backslash',
      'Fleet Bay',
    ]);

    // The same entries as the database path (the one a request's workshops are read with), plus the
    // straight-line kilometres from the point, rounded to 10 m.
    const origin = CAPE_TOWN;
    const fromDb = await workshopFinder.entries(
      deps.db,
      createDistanceProvider(),
      list.map((w) => w.workshopId),
      origin,
    );
    const byId = new Map(fromDb.map((w) => [w.workshopId, w]));
    for (const w of list) {
      const expected = byId.get(w.workshopId)!;
      expect(w).toEqual({
        ...expected,
        straightLineKm: Math.round(distanceKm(origin, expected) * 100) / 100,
      });
    }
    expect(list.find((w) => w.name === 'Fleet Bay')).toMatchObject({ isOrganization: true, rating: 3 });
    expect(list[1]).toMatchObject({ suburb: null, rating: 4.5, workshopLogoUrl: '/api/files/logo.png' });
  });

  it('answers an empty list as []', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=-22.5&lng=17.1&radius=5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[]');
  });
});
