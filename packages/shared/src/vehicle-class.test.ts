import { describe, expect, it } from 'vitest';
import { vehicleClassOf } from './vehicle-class';

const v = (
  brand: string,
  bodyType: string | null,
  classType: string | null,
  capacity: number | null = null,
) => vehicleClassOf({ brand, bodyType, classType, capacity });

describe('vehicleClassOf', () => {
  it('classes a 2019 Polo Vivo (a subcompact passenger car) as a small car', () => {
    expect(v('Volkswagen', 'Passenger car', 'subcompact', 1390)).toBe('small');
    expect(v('Renault', 'Passenger car', 'minicompact', 999)).toBe('small');
  });

  it('classes compact and midsize cars, station wagons and two-seaters as medium', () => {
    expect(v('Toyota', 'Passenger car', 'compact', 1798)).toBe('medium');
    expect(v('Honda', 'Passenger car', 'midsize', 1997)).toBe('medium');
    expect(v('Subaru', 'Station wagon', 'Station wagon', 2457)).toBe('medium');
    expect(v('Mazda', 'Two-seater (coupe/roadster)', null, 1998)).toBe('medium');
  });

  it('classes SUVs, minivans and large cars as large', () => {
    expect(v('Toyota', 'SUV', 'SUV', 2755)).toBe('large');
    expect(v('Suzuki', 'MPV/Minivan', 'MPV/Minivan', 1462)).toBe('large');
    expect(v('Ford', 'Passenger car', 'large', 3500)).toBe('large');
  });

  it('classes pickups and vans as bakkies, before their size', () => {
    expect(v('Toyota', 'Pickup (bakkie)', 'Pickup (bakkie)', 2393)).toBe('bakkie');
    expect(v('Nissan', 'Pickup (bakkie)', null, 1598)).toBe('bakkie');
    expect(v('Toyota', 'Van', 'Van', 2494)).toBe('bakkie');
  });

  it('classes premium brands as premium, whatever their body', () => {
    expect(v('BMW', 'Passenger car', 'compact', 1998)).toBe('premium');
    expect(v('Mercedes-Benz', 'SUV', null, 1991)).toBe('premium');
    expect(v('land rover', 'SUV', null, 2996)).toBe('premium');
  });

  it('falls back on the engine, then on medium', () => {
    expect(v('Datsun', null, null, 1198)).toBe('small');
    expect(v('Opel', null, null, 1598)).toBe('medium');
    expect(v('Chevrolet', null, null, 3600)).toBe('large');
    expect(v('Unknown', null, null, null)).toBe('medium');
  });
});
