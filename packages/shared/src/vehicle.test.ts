import { describe, expect, it } from 'vitest';
import {
  createManualVehicleSchema,
  needsWarrantyDisclaimer,
  sanitizeText,
  shouldSearchVehicles,
  showManualEntryPrompt,
  vehicleTitle,
  vehicleYearSchema,
} from './vehicle';

// 2025-06-15 10:00 in Johannesburg: the current year is 2025.
const june2025 = () => new Date('2025-06-15T08:00:00Z');
// 31 Dec 2025 23:30 UTC is already 1 Jan 2026 01:30 in Johannesburg.
const newYearInJohannesburg = () => new Date('2025-12-31T23:30:00Z');

const valid = {
  brand: 'Toyota',
  capacity: '2.8',
  range: 'Hilux',
  model: '2.8 GD-6 Raider D/C 4x4',
  year: '2019',
  transmissionType: 'Manual',
  fuelType: 'Diesel',
  driveType: "I'm not sure",
};

describe('sanitizeText (spec: apostrophes removed)', () => {
  it.each([
    ["Land Cruiser's", 'Land Cruisers'],
    ['Land Cruiser\u2019s', 'Land Cruisers'],
    ["'Quoted'", 'Quoted'],
    ['No change', 'No change'],
  ])('%j -> %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});

describe('needsWarrantyDisclaimer (spec: TOYOTA, HONDA, VOLVO, MAZDA)', () => {
  it.each([
    ['TOYOTA', true],
    ['Toyota', true],
    [' honda ', true],
    ['Volvo', true],
    ['mazda', true],
    ['Volkswagen', false],
    ['Mercedes-Benz', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (brand, needed) => {
    expect(needsWarrantyDisclaimer(brand)).toBe(needed);
  });
});

describe('vehicle search (spec: starts at 2 characters)', () => {
  it.each([
    ['a', 0, false, false],
    [' a ', 0, false, false],
    ['ab', 0, true, true],
    ['hilux', 3, true, false],
  ])('%j with %i results: search %s, manual prompt %s', (term, results, search, prompt) => {
    expect(shouldSearchVehicles(term)).toBe(search);
    expect(showManualEntryPrompt(term, results)).toBe(prompt);
  });
});

describe('manual vehicle year (spec: required, numeric, 1960 to the current year)', () => {
  const year = vehicleYearSchema(june2025);
  it.each([
    ['1960', 1960],
    [1960, 1960],
    ['2025', 2025],
    [' 2019 ', 2019],
  ])('%j -> %i', (input, output) => {
    expect(year.parse(input)).toBe(output);
  });

  it.each([
    ['', 'Cannot be empty.'],
    [undefined, 'Cannot be empty.'],
    ['20x9', 'Year can only contain numeric characters.'],
    ['-2019', 'Year can only contain numeric characters.'],
    [2019.5, 'Year can only contain numeric characters.'],
    ['1959', 'Year must be greater than 1960.'],
    ['2026', 'Year must be less than 2025.'],
  ])('%j -> %j', (input, message) => {
    expect(year.safeParse(input).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes the current year from the Johannesburg calendar', () => {
    expect(vehicleYearSchema(newYearInJohannesburg).parse('2026')).toBe(2026);
  });

  it('reads the clock at parse time', () => {
    let now = new Date('2025-06-15T08:00:00Z');
    const schema = vehicleYearSchema(() => now);
    expect(schema.safeParse('2026').success).toBe(false);
    now = new Date('2026-01-02T08:00:00Z');
    expect(schema.parse('2026')).toBe(2026);
  });
});

describe('ManualVehicleSchema', () => {
  const schema = createManualVehicleSchema(june2025);

  it('accepts a complete vehicle, sanitising text but not the drive type option', () => {
    const parsed = schema.parse({ ...valid, range: " Hilux's ", model: "Raider's D/C" });
    expect(parsed).toMatchObject({
      range: 'Hiluxs',
      model: 'Raiders D/C',
      year: 2019,
      driveType: "I'm not sure",
    });
  });

  it('requires every field, with the spec labels in length messages', () => {
    const result = schema.safeParse({});
    const fields = result.error?.flatten().fieldErrors;
    for (const key of Object.keys(valid)) {
      expect(fields?.[key as keyof typeof fields]).toEqual(['Cannot be empty.']);
    }
    const long = schema.safeParse({ ...valid, brand: 'x'.repeat(101), capacity: 'y'.repeat(101) });
    expect(long.error?.flatten().fieldErrors).toEqual({
      brand: ['Vehicle manufacturer cannot exceed 100 characters.'],
      capacity: ['Engine capacity cannot exceed 100 characters.'],
    });
  });

  it('treats an apostrophe-only value as empty', () => {
    expect(schema.safeParse({ ...valid, model: "''" }).error?.flatten().fieldErrors.model).toEqual([
      'Cannot be empty.',
    ]);
  });

  it.each([
    ['transmissionType', 'CVT'],
    ['fuelType', 'LPG'],
    ['driveType', 'Four wheel drive'],
  ])('rejects %s %j', (field, value) => {
    expect(schema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it.each([
    ['transmissionType', ['Manual', 'Automatic']],
    ['fuelType', ['Petrol', 'Diesel', 'Hybrid', 'Electric']],
    ['driveType', ['Front wheel drive', 'Rear wheel drive', 'All wheel drive', "I'm not sure"]],
  ])('accepts every %s option', (field, options) => {
    for (const option of options) expect(schema.safeParse({ ...valid, [field]: option }).success).toBe(true);
  });
});

describe('vehicleTitle', () => {
  it('does not repeat a range the model already starts with', () => {
    expect(vehicleTitle({ year: 2022, brand: 'Ford', range: 'Ranger', model: 'Ranger 2.2 TDCi XLS' })).toBe(
      '2022 Ford Ranger 2.2 TDCi XLS',
    );
    expect(
      vehicleTitle({ year: 2017, brand: 'Volkswagen', range: 'Polo Vivo', model: 'polo vivo 1.6 GT' }),
    ).toBe('2017 Volkswagen polo vivo 1.6 GT');
  });
  it('keeps a range the model does not name, and leaves out a missing year', () => {
    expect(vehicleTitle({ year: 2019, brand: 'Toyota', range: 'Corolla', model: '1.8 Prestige' })).toBe(
      '2019 Toyota Corolla 1.8 Prestige',
    );
    expect(vehicleTitle({ brand: 'Isuzu', range: 'D-Max', model: '250 HO' })).toBe('Isuzu D-Max 250 HO');
  });
});
