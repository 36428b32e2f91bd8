import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addresses, quoteRequests } from '../src/db/schema';
import { createSignedInUser, createTestApp } from './helpers';

/**
 * Issue 20 item 6, decision 054: a signed-in customer's next request starts from the address of their
 * newest request (read back from the requests, not stored again).
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app } = t;
const db = t.deps.db;

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function requestAt(
  userId: string | null,
  address: Partial<typeof addresses.$inferInsert>,
  minutesAgo: number,
  extra: Partial<typeof quoteRequests.$inferInsert> = {},
) {
  const [a] = await db
    .insert(addresses)
    .values({ suburb: 'Ferndale', city: 'Johannesburg', province: 'Gauteng', postalCode: '2194', ...address })
    .returning({ id: addresses.id });
  await db.insert(quoteRequests).values({
    reference: `MW-T-${randomBytes(4).toString('hex')}`,
    userId,
    vehicleName: '2021 Toyota Hilux',
    email: 'someone@example.co.za',
    quoteType: 'Service - SMC_Service',
    addressId: a!.id,
    createdAt: at(minutesAgo),
    ...extra,
  });
}

async function lastAddress(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/QuoteRequests/LastAddress', headers });
  expect(res.statusCode).toBe(200);
  return res.json().address as Record<string, unknown> | null;
}

describe('GET /api/QuoteRequests/LastAddress', () => {
  it('answers the address of the newest request the customer made signed in, street as typed', async () => {
    const me = await createSignedInUser(t);
    await requestAt(me.id, { streetNumber: '3', streetName: 'Old Road', lat: -26.09, lng: 27.99 }, 60);
    await requestAt(
      me.id,
      {
        streetNumber: '45',
        streetName: 'Albert Road',
        suburb: 'Woodstock',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '7925',
        lat: -33.9281,
        lng: 18.4472,
      },
      5,
    );
    // Newer, but made signed out (a guest's request filed under the same e-mail), so not theirs to reuse.
    await requestAt(me.id, { streetName: 'Guest Street', lat: -26.1, lng: 28 }, 1, { madeAsGuest: true });
    // Someone else's newest request is not this customer's.
    const other = await createSignedInUser(t);
    await requestAt(other.id, { streetName: 'Elsewhere Lane', lat: -26.2, lng: 28.1 }, 0);

    expect(await lastAddress(me.headers)).toMatchObject({
      streetNumber: '45',
      streetName: 'Albert Road',
      suburb: 'Woodstock',
      city: 'Cape Town',
      province: 'Western Cape',
      country: 'South Africa',
      postalCode: '7925',
      lat: -33.9281,
      lng: 18.4472,
    });
    expect(await lastAddress(other.headers)).toMatchObject({ streetName: 'Elsewhere Lane' });
  });

  it('answers null for a customer without requests, and for an organisation user (they work per branch)', async () => {
    const fresh = await createSignedInUser(t);
    expect(await lastAddress(fresh.headers)).toBeNull();
    const fleet = await createSignedInUser(t, { organisation: { branches: ['Midrand'] } });
    await requestAt(fleet.id, { streetName: 'Branch Road', lat: -26, lng: 28.1 }, 1, {
      organizationBranchId: fleet.branchIds[0],
    });
    expect(await lastAddress(fleet.headers)).toBeNull();
  });

  it('is for signed-in people only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/QuoteRequests/LastAddress' });
    expect(res.statusCode).toBe(401);
  });
});
