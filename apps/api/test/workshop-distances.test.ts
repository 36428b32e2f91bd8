import { distanceKm, formatDistance } from '@motorwise/shared';
import { describe, expect, it } from 'vitest';
import { addresses, workshops } from '../src/db/schema';
import { createTestApp } from './helpers';

/**
 * Issue 20 item 5 (decision 052): "3 workshops within 10 km" listed workshops shown at 10.5, 11.6 and
 * 12.9 km, and a 50 km search one at 62.5 km. The radius filter and the distance shown are one measure,
 * the straight line on the spec's 6371 km earth.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const CENTRE = { lat: -26.1072, lng: 28.0567 };
/** A point `km` due east of the centre in a straight line. */
const east = (km: number) => ({
  lat: CENTRE.lat,
  lng: CENTRE.lng + km / (111.195 * Math.cos((CENTRE.lat * Math.PI) / 180)),
});

async function addWorkshop(name: string, point: { lat: number; lng: number }) {
  const [addr] = await t.deps.db
    .insert(addresses)
    .values({ suburb: 'Sandton', city: 'Johannesburg', ...point })
    .returning({ id: addresses.id });
  await t.deps.db.insert(workshops).values({
    name,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
    addressId: addr!.id,
    ...point,
    suburb: 'Sandton',
    city: 'Johannesburg',
    kinds: ['service'],
  });
}

type Entry = { name: string; distance: number; distanceText: string; straightLineKm: number };
async function search(radius: number): Promise<Entry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius=${radius}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('one distance: what the radius filters is what is shown', () => {
  it('a workshop 10.5 km away is not in a 10 km search, and every distance shown is within the radius', async () => {
    for (const [name, km] of [
      ['Nine Km Motors', 9.2],
      ['Ten And A Half Motors', 10.5],
      ['Forty Eight Motors', 48],
      ['Sixty Two Motors', 62.5],
    ] as const)
      await addWorkshop(name, east(km));
    expect(distanceKm(CENTRE, east(10.5))).toBeCloseTo(10.5, 1);

    const ten = await search(10);
    expect(ten.map((w) => w.name)).toEqual(['Nine Km Motors']);
    expect(ten[0]!.distanceText).toBe('9.2 km');

    const fifty = await search(50);
    expect(fifty.map((w) => w.name)).toEqual([
      'Nine Km Motors',
      'Ten And A Half Motors',
      'Forty Eight Motors',
    ]);
    for (const w of fifty) {
      expect(w.distanceText).toBe(formatDistance(w.straightLineKm));
      expect(Math.abs(w.distance / 1000 - w.straightLineKm)).toBeLessThan(0.01);
      expect(w.distance / 1000).toBeLessThanOrEqual(50);
    }
    expect(fifty.map((w) => w.distanceText)).toEqual(['9.2 km', '10.5 km', '48 km']);
  });
});
