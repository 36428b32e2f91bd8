import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, searchTokens, vehicleSearchWords } from '../src/modules/vehicles/search-words';
import type { VehicleRow } from '../src/modules/vehicles/vehicles.repo';
import { addMonths, computeServiceInterval } from '../src/modules/vehicles/vehicles.service';

describe('search words', () => {
  it('splits a term into lower-case tokens, keeping decimals and splitting compounds', () => {
    expect(searchTokens('Toyota HILUX 2.8 GD-6')).toEqual(['toyota', 'hilux', '2.8', 'gd', '6']);
    expect(searchTokens('  polo   vivo ')).toEqual(['polo', 'vivo']);
    expect(searchTokens('Citroën C3')).toEqual(['citroen', 'c3']);
    expect(searchTokens('a.m.g. 2.')).toEqual(['a', 'm', 'g', '2']);
    expect(searchTokens('hilux hilux')).toEqual(['hilux']);
    expect(searchTokens("!!'")).toEqual([]);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_TOKENS);
  });

  it('stores brand and range words as they are, model words behind a plus, attributes behind a colon', () => {
    const words = vehicleSearchWords({
      brand: 'Toyota',
      range: 'Land Cruiser',
      model: 'Land Cruiser 79 4.5 D-4D double cab',
      year: 2019,
      engine: '4.5',
      fuelType: 'Diesel',
      transmissionType: 'Manual',
      driveType: '4WD (part-time)',
      bodyType: 'Pickup (bakkie)',
    });
    expect(words).toEqual(expect.arrayContaining(['toyota', 'land', 'cruiser', 'landcruiser']));
    expect(words).toEqual(expect.arrayContaining(['+79', '+4.5', '+d', '+4d', '+d4d', '+double', '+cab']));
    expect(words).not.toContain('+land');
    expect(words).toEqual(
      expect.arrayContaining([':4.5', ':2019', ':diesel', ':manual', ':4wd', ':pickup', ':bakkie']),
    );
    expect(words).not.toContain('2019');
    expect(new Set(words).size).toBe(words.length);
  });

  it('adds the nicknames South Africans type for a brand', () => {
    const words = vehicleSearchWords({
      brand: 'Volkswagen',
      range: 'Polo Vivo',
      model: 'Polo Vivo 1.4',
      year: 2020,
    });
    expect(words).toEqual(expect.arrayContaining(['vw', 'volkswagen', 'polo', 'vivo', 'polovivo', '+1.4']));
  });
});

const toyotaHilux = {
  id: 7,
  uniqueId: '00000000-0000-4000-8000-000000000007',
  diskDriveReference: 'MWV0000007',
  serviceInterval1: 10_000,
  serviceInterval2: 20_000,
  serviceTimeInterval: 12,
  warranty: '3 years / 100 000 km',
  warrantyMileageInterval: 100_000,
  warrantyTimeInterval: 36,
  planType: 'Service plan',
  maintenanceMileageInterval: 90_000,
  maintenanceTimeInterval: null,
  maintenanceExclusions: 'Wear and tear',
} as VehicleRow;

describe('service interval arithmetic', () => {
  it('finds the next service at or above the odometer', () => {
    const a = computeServiceInterval(toyotaHilux, 'MWV0000007', 44_000);
    expect(a).toMatchObject({
      serviceIntervalKm: 10_000,
      majorServiceIntervalKm: 20_000,
      serviceIntervalMonths: 12,
      serviceNumber: 5,
      nextServiceMileage: 50_000,
      kmUntilNextService: 6_000,
      isServiceDue: false,
      isMajorService: false,
      nextMajorServiceMileage: 60_000,
      isWithinWarrantyMileage: true,
      kmUntilWarrantyLimit: 56_000,
      isWithinPlanMileage: true,
      kmUntilPlanLimit: 46_000,
      nextServiceDate: null,
    });
  });

  it('says a vehicle exactly on a major service is due for it', () => {
    const a = computeServiceInterval(toyotaHilux, 'x', 60_000);
    expect(a).toMatchObject({ serviceNumber: 6, nextServiceMileage: 60_000, kmUntilNextService: 0 });
    expect(a).toMatchObject({ isServiceDue: true, isMajorService: true, nextMajorServiceMileage: 60_000 });
  });

  it('starts a new vehicle at the first service', () => {
    const a = computeServiceInterval(toyotaHilux, 'x', 0);
    expect(a).toMatchObject({ serviceNumber: 1, nextServiceMileage: 10_000, kmUntilNextService: 10_000 });
    expect(a.nextMajorServiceMileage).toBe(20_000);
  });

  it('ends the warranty and the plan by distance', () => {
    const a = computeServiceInterval(toyotaHilux, 'x', 123_456);
    expect(a).toMatchObject({
      nextServiceMileage: 130_000,
      kmUntilNextService: 6_544,
      isMajorService: false,
    });
    expect(a).toMatchObject({ isWithinWarrantyMileage: false, kmUntilWarrantyLimit: 0 });
    expect(a).toMatchObject({ isWithinPlanMileage: false, kmUntilPlanLimit: 0 });
  });

  it('reads a warranty without a distance limit as unlimited km, and no plan as null', () => {
    for (const warrantyMileageInterval of [null, 0]) {
      const a = computeServiceInterval(
        { ...toyotaHilux, warrantyMileageInterval, planType: 'None', maintenanceMileageInterval: null },
        'x',
        400_000,
      );
      expect(a).toMatchObject({ isWithinWarrantyMileage: true, kmUntilWarrantyLimit: null });
      expect(a).toMatchObject({ isWithinPlanMileage: null, kmUntilPlanLimit: null });
    }
    const noTerms = { ...toyotaHilux, warrantyMileageInterval: null, warrantyTimeInterval: null };
    expect(computeServiceInterval(noTerms, 'x', 1).isWithinWarrantyMileage).toBeNull();
  });

  it('dates the next service from the last one by the months interval', () => {
    expect(computeServiceInterval(toyotaHilux, 'x', 1, '2025-03-14').nextServiceDate).toBe('2026-03-14');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('answers nulls for a vehicle without intervals (entered by hand)', () => {
    const manual = {
      ...toyotaHilux,
      serviceInterval1: null,
      serviceInterval2: null,
      serviceTimeInterval: null,
    };
    const a = computeServiceInterval(manual, 'x', 5_000);
    expect(a).toMatchObject({ serviceNumber: null, nextServiceMileage: null, isServiceDue: false });
    expect(a.isMajorService).toBe(false);
  });
});
