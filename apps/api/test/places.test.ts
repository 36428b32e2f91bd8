import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../src/modules/places/gazetteer';
import { estimateTravel } from '../src/modules/places/great-circle-distance';
import { createTestApp } from './helpers';

const { app } = await createTestApp();

async function suggest(input: string) {
  const res = await app.inject({ method: 'GET', url: '/api/places/suggest', query: { input } });
  expect(res.statusCode).toBe(200);
  return res.json() as { placeId: string; description: string; mainText: string; secondaryText: string }[];
}

describe('address suggestions from the offline gazetteer', () => {
  it('finds suburbs by name, the metro ones first, with their town and province', async () => {
    const found = await suggest('Rosebank');
    expect(found.map((s) => s.description)).toEqual([
      'Rosebank, Randburg, Johannesburg, Gauteng',
      'Rosebank, Cape Town, Western Cape',
    ]);
    expect(found[0]).toMatchObject({
      mainText: 'Rosebank',
      secondaryText: 'Randburg, Johannesburg, Gauteng',
    });
  });

  it('matches as the person types: partial words, any case, accents and punctuation ignored', async () => {
    expect((await suggest('bellv'))[0]?.description).toBe('Bellville, Cape Town, Western Cape');
    expect((await suggest('UMHLANGA ROC'))[0]?.description).toBe(
      'Umhlanga Rocks, Umhlanga, Durban, KwaZulu-Natal',
    );
    expect((await suggest('sea-point'))[0]?.mainText).toBe('Sea Point');
  });

  it('keeps a typed street in front of the suburb it ends with', async () => {
    const [first] = await suggest('12 beach road, Sea Point');
    expect(first?.description).toBe('12 Beach Road, Sea Point, Cape Town, Western Cape');
  });

  it('reads a whole address pasted or carried over, country and postal code included', async () => {
    const [place] = await suggest('Ferndale, Randburg, Johannesburg, 2194, South Africa');
    expect(place?.description).toBe('Ferndale, Randburg, Johannesburg, Gauteng');
    const [street] = await suggest('12A Hill Street, Ferndale, Randburg, 2194, South Africa');
    expect(street?.description).toBe('12A Hill Street, Ferndale, Randburg, Johannesburg, Gauteng');
    // The country alone is still a word of a place's name.
    expect((await suggest('University of South Africa'))[0]?.mainText).toBe('University of South Africa');
  });

  it('finds a suburb by its postal code', async () => {
    expect((await suggest('8005')).map((s) => s.mainText)).toContain('Sea Point');
  });

  it('answers an empty list for a place that does not exist', async () => {
    expect(await suggest('Xqzzyville')).toEqual([]);
  });

  it('refuses text of 3 characters or fewer (spec: suggestions only above 3) with a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/places/suggest', query: { input: 'sea' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.input).toEqual(['Type at least 4 characters to search for an address.']);
  });
});

describe('place details', () => {
  it('fills the address fields and the point for a suggestion', async () => {
    const [first] = await suggest('12 beach road sea point');
    const res = await app.inject({
      method: 'GET',
      url: `/api/places/details/${encodeURIComponent(first!.placeId)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placeId: first!.placeId,
      formattedAddress: '12 Beach Road, Sea Point, Cape Town, 8005, South Africa',
      streetNumber: '12',
      streetName: 'Beach Road',
      suburb: 'Sea Point',
      town: 'Cape Town',
      city: 'Cape Town',
      province: 'Western Cape',
      country: 'South Africa',
      postalCode: '8005',
      lat: -33.91717,
      lng: 18.38917,
    });
  });

  it('names the metro as the city (Fourways is in Sandton, Johannesburg)', async () => {
    const [first] = await suggest('Fourways Gardens');
    const res = await app.inject({
      method: 'GET',
      url: `/api/places/details/${encodeURIComponent(first!.placeId)}`,
    });
    expect(res.json()).toMatchObject({
      suburb: 'Fourways Gardens',
      town: 'Sandton',
      city: 'Johannesburg',
      postalCode: '2191',
    });
  });

  it('answers 404 for an id it never gave out', async () => {
    for (const id of ['gz:000000000', 'nonsense', 'gz:199037017:%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url: `/api/places/details/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('The address was not found.');
    }
  });
});

describe('the gazetteer itself', () => {
  it('loads every named place of the census file but the rural remainders', () => {
    const g = loadGazetteer(new URL('../data/za-places.csv', import.meta.url).pathname);
    expect(g.size).toBeGreaterThan(21_000);
    expect(g.size).toBeLessThan(22_760);
  });
});

describe('great-circle travel estimates', () => {
  it("answers the straight line (the radius filter's measure); the drive time stretches it by the road factor", () => {
    // Sandton to Rosebank (Johannesburg): about 4.5 km apart in a straight line.
    const t = estimateTravel({ lat: -26.1072, lng: 28.0567 }, { lat: -26.1457, lng: 28.0436 });
    expect(t.distance).toBeGreaterThan(4300);
    expect(t.distance).toBeLessThan(4600);
    expect(t.distanceText).toMatch(/^\d\.\d km$/);
    expect(t.durationText).toBe('8 mins');
    expect(t.durationInTraffic).toBeGreaterThan(t.duration);
  });
});
