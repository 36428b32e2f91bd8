import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatPostalCodeInput,
  PostalCodeSchema,
  shouldFetchAddressSuggestions,
} from './address';

describe('postal code (spec: exactly 4 digits)', () => {
  it.each([
    ['0181', true],
    ['8001', true],
    [' 2196 ', true],
    ['218', false],
    ['21960', false],
    ['21a6', false],
    ['', false],
  ])('%j valid %s', (code, ok) => {
    expect(PostalCodeSchema.safeParse(code).success).toBe(ok);
  });

  it.each([
    ['218', 'Postal code must be 4 characters.'],
    ['21a6', 'Postal code can only contain numeric characters.'],
    ['', 'Cannot be empty.'],
  ])('%j -> %j', (code, message) => {
    expect(PostalCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['20', '20'],
    ['2196x', '2196'],
    ['21 96 7', '2196'],
  ])('mask %j -> %j', (typed, masked) => {
    expect(formatPostalCodeInput(typed)).toBe(masked);
  });
});

describe('address suggestions (spec: text longer than 3 characters)', () => {
  it.each([
    ['abc', false],
    [' abc ', false],
    ['abcd', true],
    ['12 Main', true],
  ])('%j -> %s', (text, fetch) => {
    expect(shouldFetchAddressSuggestions(text)).toBe(fetch);
  });
});

describe('distanceKm (earth radius 6371 km)', () => {
  it('is 0 for the same point and about 1262 km from Johannesburg to Cape Town', () => {
    const johannesburg = { lat: -26.2041, lng: 28.0473 };
    const capeTown = { lat: -33.9249, lng: 18.4241 };
    expect(distanceKm(johannesburg, johannesburg)).toBe(0);
    expect(distanceKm(johannesburg, capeTown)).toBeCloseTo(1261.6, 0);
  });

  it('gives 111.19 km for one degree of latitude (2 * pi * 6371 / 360)', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 6);
  });
});
