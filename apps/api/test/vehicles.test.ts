import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../seed/catalogue';
import { quoteRequests, vehicles } from '../src/db/schema';
import { similarity, trigrams } from '../src/modules/vehicles/catalogue-index';
import { VEHICLE_PLACEHOLDER_PATH } from '../src/modules/vehicles/vehicles.service';
import { createSignedInUser, createTestApp, readModelsSettled } from './helpers';

interface V {
  id: number;
  uniqueId: string;
  year: number;
  brand: string;
  range: string;
  model: string;
  imageUrl: string;
  diskDriveReference: string | null;
}

const SPEC_FIELDS = [
  'id',
  'uniqueId',
  'year',
  'brand',
  'brandCode',
  'range',
  'rangeCode',
  'model',
  'modelCode',
  'bodyType',
  'meadCode',
  'introductionDate',
  'discontinuedDate',
  'aspirationType',
  'fuelType',
  'capacity',
  'cylinders',
  'transmissionType',
  'gearboxType',
  'driveType',
  'wheelsDriven',
  'abs',
  'ceramics',
  'frontBrakeType1',
  'frontBrakeType2',
  'rearBrakeType',
  'suspensionFrontType',
  'suspensionRearType',
  'planType',
  'maintenanceExclusions',
  'serviceInterval1',
  'serviceInterval2',
  'maintenanceMileageInterval',
  'maintenanceTimeInterval',
  'warrantyMileageInterval',
  'warrantyTimeInterval',
  'warranty',
  'galPic',
  'imageUrl',
  'vehicleSummary',
  'diskDriveReference',
  'classType',
  'description',
].sort();

describe('the vehicle catalogue', async () => {
  const t = await createTestApp();
  const { app, deps } = t;
  let manual: { id: number; uniqueId: string };
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    // The real catalogue, as the demo loads it, so the ranking and the query plans are the real ones.
    await deps.db.transaction((tx) => seedCatalogue(tx));
    owner = await createSignedInUser(t);
    const [row] = await deps.db
      .insert(vehicles)
      .values({
        year: 2020,
        brand: 'Toyota',
        range: 'Hilux',
        model: 'Hilux Zebraspecial typed by hand',
        isManual: true,
        createdByUserId: owner.id,
        searchText: 'toyota hilux zebraspecial 2020',
        searchWords: ['toyota', 'hilux', 'zebraspecial', ':2020'],
      })
      .returning({ id: vehicles.id, uniqueId: vehicles.uniqueId });
    manual = row!;
    await deps.pool.query('analyze vehicles; analyze vehicle_search_entries; analyze vehicle_search_words');
  });

  const search = async (searchTerm: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/vehicles', payload: { searchTerm } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as V[];
  };

  describe('search', () => {
    it('finds a Toyota Hilux by "hilux"', async () => {
      const found = await search('hilux');
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(30);
      expect(found.every((v) => v.brand === 'Toyota' && v.range === 'Hilux')).toBe(true);
    });

    it('puts a Hilux 2.8 GD-6 first for "toyota hilux 2.8", in any word order', async () => {
      for (const term of ['toyota hilux 2.8', 'hilux 2.8 toyota', 'Hilux 2.8 GD-6']) {
        const [first] = await search(term);
        expect(first, term).toMatchObject({ brand: 'Toyota', range: 'Hilux' });
        expect(first!.model, term).toMatch(/2\.8 GD-6/);
      }
    });

    it('finds the VW Polo Vivo by "polo vivo" and by "vw vivo"', async () => {
      for (const term of ['polo vivo', 'vw vivo', 'vivo polo']) {
        const found = await search(term);
        expect(found[0], term).toMatchObject({ brand: 'Volkswagen', range: 'Polo Vivo' });
        expect(found.every((v) => v.range === 'Polo Vivo')).toBe(true);
      }
    });

    it('answers a browser compressed, the same vehicles once decompressed (decision 046)', async () => {
      const plain = await app.inject({
        method: 'POST',
        url: '/api/vehicles',
        payload: { searchTerm: 'hilux' },
      });
      for (const [accepts, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/vehicles',
          payload: { searchTerm: 'hilux' },
          headers: { 'accept-encoding': accepts },
        });
        expect(res.headers['content-encoding'], accepts).toBe(encoding);
        expect(decode(res.rawPayload).toString(), accepts).toBe(plain.body);
      }
    });

    it('forgives a small typo: "corola" finds the Toyota Corolla', async () => {
      const [first] = await search('corola');
      expect(first).toMatchObject({ brand: 'Toyota', range: 'Corolla' });
      const [second] = await search('toyta hilux');
      expect(second).toMatchObject({ brand: 'Toyota', range: 'Hilux' });
    });

    it('understands years: "2019 ranger" and "ranger 2019" find 2019 Ford Rangers', async () => {
      for (const term of ['2019 ranger', 'ranger 2019']) {
        const found = await search(term);
        expect(found[0], term).toMatchObject({ brand: 'Ford', range: 'Ranger', year: 2019 });
        expect(found.slice(0, 5).every((v) => v.range === 'Ranger' && v.year === 2019)).toBe(true);
      }
    });

    it('understands partial words', async () => {
      expect((await search('toy hil'))[0]).toMatchObject({ brand: 'Toyota', range: 'Hilux' });
      expect((await search('landcru'))[0]).toMatchObject({
        brand: 'Toyota',
        range: expect.stringMatching(/Land Cruiser/),
      });
      expect((await search('fortuner 2.8 auto'))[0]).toMatchObject({ range: 'Fortuner' });
    });

    it('answers a two-character term with brand or range completions', async () => {
      const hi = await search('hi');
      expect(hi.length).toBeGreaterThan(0);
      expect(hi[0]!.range).toMatch(/^Hi/i);
      expect((await search('vw'))[0]!.brand).toBe('Volkswagen');
      expect((await search('to'))[0]!.brand).toBe('Toyota');
    });

    it('returns the spec fields, with the placeholder picture', async () => {
      const [first] = await search('hilux');
      expect(Object.keys(first!).sort()).toEqual(SPEC_FIELDS);
      expect(first!.imageUrl).toBe(VEHICLE_PLACEHOLDER_PATH);
      expect(first!.diskDriveReference).toMatch(/^MWV\d{7}$/);
    });

    it('never returns a vehicle entered by hand', async () => {
      for (const term of ['zebraspecial', 'hilux zebraspecial', 'hilux 2020', 'toyota hilux typed by hand']) {
        expect(
          (await search(term)).some((v) => v.id === manual.id),
          term,
        ).toBe(false);
      }
    });

    it('answers an empty list when nothing matches (the manual-entry prompt)', async () => {
      expect(await search('qqxxzz')).toEqual([]);
      expect(await search('!!')).toEqual([]);
    });

    it('refuses a term under two characters with the spec message', async () => {
      for (const searchTerm of ['h', ' h ', '']) {
        const res = await app.inject({ method: 'POST', url: '/api/vehicles', payload: { searchTerm } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ searchTerm: ['Search term must be at least 2 characters.'] });
      }
      const missing = await app.inject({ method: 'POST', url: '/api/vehicles', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.searchTerm).toEqual(['Cannot be empty.']);
    });

    it('matches the path in any case', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/API/Vehicles/',
        payload: { searchTerm: 'hilux' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('the in-memory index (decision 037)', () => {
    it('measures typos as pg_trgm does', async () => {
      const pairs = [
        ['corola', 'corolla'],
        ['toyta', 'toyota'],
        ['hilx', 'hilux'],
        ['2.8', 'gd6'],
        ['fortuna', 'fortuner'],
        ['x-trail', 'xtrail'],
      ];
      for (const [a, b] of pairs) {
        const { rows } = await deps.pool.query('select similarity($1, $2)::float8 as s', [a, b]);
        expect(similarity(trigrams(a!), trigrams(b!)), `${a} ~ ${b}`).toBeCloseTo(rows[0].s, 6);
      }
    });

    it('puts the models South Africans ask quotes for first among equal matches ("hilux")', async () => {
      const { rows } = await deps.pool.query<{ id: number; model: string }>(
        `select distinct on (model) id, model from vehicles
          where not is_manual and range = 'Hilux' and year >= 2020
            and (model ilike '%2.8 GD-6%double cab%' or model ilike '%2.0%single cab%')
          order by model, year desc`,
      );
      const doubleCab = rows.find((r) => /2\.8 GD-6/.test(r.model));
      const singleCab = rows.find((r) => /2\.0/.test(r.model));
      expect(doubleCab && singleCab, JSON.stringify(rows)).toBeTruthy();
      const ask = async (vehicle: { id: number; model: string }, times: number) =>
        deps.db.insert(quoteRequests).values(
          Array.from({ length: times }, (_, i) => ({
            reference: `POP-${vehicle.id}-${i}-${Math.random().toString(36).slice(2, 8)}`,
            vehicleId: vehicle.id,
            vehicleName: vehicle.model,
            quoteType: 'SMC_Service',
            email: 'popular@example.co.za',
          })),
        );
      // The counts load with the catalogue: a catalogue change (or an hour) brings them in.
      const reload = async () => {
        await deps.pool.query('update vehicles set description = description where id = $1', [doubleCab!.id]);
        await readModelsSettled(t);
      };
      await ask(singleCab!, 3);
      await reload();
      expect((await search('hilux'))[0]!.model).toBe(singleCab!.model);
      await ask(doubleCab!, 6);
      await reload();
      const found = await search('hilux');
      expect(found[0]!.model).toBe(doubleCab!.model);
      // Every year of the most requested model, newest first, before the next model.
      const top = found.filter((v) => v.model === doubleCab!.model);
      expect(found.slice(0, top.length)).toEqual(top);
      expect(top.map((v) => v.year)).toEqual([...top.map((v) => v.year)].sort((x, y) => y - x));
      expect(found[top.length]!.model).toBe(singleCab!.model);
    });

    it('answers a catalogue change made anywhere once it is committed', async () => {
      const [row] = await deps.db
        .insert(vehicles)
        .values({
          year: 2026,
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.8 GD-6 Quokkaedition D/C',
          searchText: 'toyota hilux quokkaedition 2026',
          searchWords: ['toyota', 'hilux', '+2.8', '+gd', '+6', '+gd6', '+quokkaedition', ':2026'],
        })
        .returning({ id: vehicles.id });
      await readModelsSettled(t);
      expect((await search('quokka')).map((v) => v.id)).toEqual([row!.id]);
      await deps.db.delete(vehicles).where(sql`id = ${row!.id}`);
      await readModelsSettled(t);
      expect(await search('quokka')).toEqual([]);
    });

    it('runs on the real catalogue', async () => {
      const { rows } = await deps.pool.query('select count(*)::int as n from vehicles');
      expect(rows[0].n).toBeGreaterThan(20_000);
    });
  });

  describe('detail', () => {
    it('answers by numeric id and by uniqueId, with a trailing slash', async () => {
      const [hilux] = await search('hilux');
      for (const key of [hilux!.id, hilux!.uniqueId, hilux!.uniqueId.toUpperCase()]) {
        const res = await app.inject({ method: 'GET', url: `/api/vehicles/${key}/` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: hilux!.id,
          brand: 'Toyota',
          imageUrl: VEHICLE_PLACEHOLDER_PATH,
        });
        expect(Object.keys(res.json()).sort()).toEqual(SPEC_FIELDS);
      }
    });

    it('answers an unknown or malformed id with a JSON 404', async () => {
      for (const key of ['999999999', '00000000-0000-4000-8000-000000000000', 'nope', '1.5']) {
        const res = await app.inject({ method: 'GET', url: `/api/vehicles/${key}` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual({ message: 'The vehicle was not found.', requestId: expect.any(String) });
      }
    });

    it('shows a hand-entered vehicle only to the person who entered it, by its uniqueId', async () => {
      const get = (url: string, headers = {}) => app.inject({ method: 'GET', url, headers });
      expect((await get(`/api/vehicles/${manual.id}`, owner.headers)).statusCode).toBe(404);
      expect((await get(`/api/vehicles/${manual.uniqueId}`)).statusCode).toBe(404);
      const res = await get(`/api/vehicles/${manual.uniqueId}`, owner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        model: 'Hilux Zebraspecial typed by hand',
        diskDriveReference: null,
      });
    });

    it('serves the placeholder picture', async () => {
      const res = await app.inject({ method: 'GET', url: VEHICLE_PLACEHOLDER_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    });
  });

  describe('drill-down', () => {
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('answers the lists with an ETag, and 304 without a body when the browser has them', async () => {
      for (const url of [
        '/api/vehicles/getbrands',
        '/api/vehicles/getyears?brandName=Toyota',
        '/api/vehicles/getranges?brandName=Toyota&year=2020',
        '/api/vehicles/getmodels?brandName=Toyota&year=2020&rangeName=Hilux',
      ]) {
        const first = await app.inject({ method: 'GET', url });
        expect(first.statusCode, url).toBe(200);
        const tag = first.headers.etag as string;
        expect(tag, url).toMatch(/^"[^"]+"$/);
        expect(first.headers['cache-control'], url).toBe('public, max-age=300, stale-while-revalidate=3600');
        const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"old"' } });
        expect(stale.statusCode, url).toBe(200);
        expect(stale.json(), url).toEqual(first.json());
      }
      // Another brand's ranges are another list: its own tag.
      const ford = await app.inject({
        method: 'GET',
        url: '/api/vehicles/getranges?brandName=Ford&year=2020',
      });
      const toyota = await app.inject({
        method: 'GET',
        url: '/api/vehicles/getranges?brandName=Toyota&year=2020',
      });
      expect(ford.headers.etag).not.toBe(toyota.headers.etag);
      // Search answers are not tagged (they are not revalidated).
      const searched = await app.inject({
        method: 'POST',
        url: '/api/vehicles',
        payload: { searchTerm: 'hilux' },
      });
      expect(searched.headers.etag).toBeUndefined();
    });

    it('lists brands alphabetically, catalogue only', async () => {
      const brands: string[] = await get('/api/vehicles/getbrands');
      expect(brands).toEqual(expect.arrayContaining(['Toyota', 'Volkswagen', 'Ford']));
      expect([...brands].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(brands);
      expect(new Set(brands.map((b) => b.toLowerCase())).size).toBe(brands.length);
      const { rows } = await deps.pool.query(
        'select count(distinct lower(brand))::int as n from vehicles where not is_manual',
      );
      expect(brands).toHaveLength(rows[0].n);
    });

    it('lists a brand’s years newest first, its ranges in a year, and the models of a range', async () => {
      const years: number[] = await get('/api/vehicles/getyears?brandName=Toyota');
      expect(years[0]).toBe(Math.max(...years));
      expect([...years].sort((a, b) => b - a)).toEqual(years);
      expect(years).toContain(2019);
      expect(await get('/api/vehicles/getyears?brandName=toyota')).toEqual(years);

      const ranges: string[] = await get('/api/vehicles/getranges?brandName=Toyota&year=2019');
      expect(ranges).toEqual(expect.arrayContaining(['Hilux', 'Corolla', 'Fortuner']));
      expect([...ranges].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(ranges);

      const models: V[] = await get('/api/vehicles/getmodels?brandName=Toyota&year=2019&rangeName=hilux');
      expect(models.length).toBeGreaterThan(3);
      expect(models.every((m) => m.brand === 'Toyota' && m.range === 'Hilux' && m.year === 2019)).toBe(true);
      expect(models.map((m) => m.model)).toEqual([...models.map((m) => m.model)].sort());
      expect(models.some((m) => m.id === manual.id)).toBe(false);
    });

    it('answers an unknown brand with empty lists and a bad query with a 400', async () => {
      expect(await get('/api/vehicles/getyears?brandName=Trabant')).toEqual([]);
      const missing = await app.inject({ method: 'GET', url: '/api/vehicles/getyears' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.brandName).toBeDefined();
      const badYear = await app.inject({
        method: 'GET',
        url: '/api/vehicles/getranges?brandName=Toyota&year=abc',
      });
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json().errors.year).toBeDefined();
    });
  });

  describe('service interval', () => {
    const query = (qs: string) =>
      app.inject({ method: 'GET', url: `/api/vehicles/queryVehicleServiceInterval?${qs}` });

    it('answers the next service for a Toyota Hilux by its reference (10 000 km plan)', async () => {
      const [hilux] = await search('hilux 2019');
      const res = await query(`reference=${hilux!.diskDriveReference}&vehicleMileage=44000`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        reference: hilux!.diskDriveReference,
        vehicleId: hilux!.id,
        vehicleMileage: 44_000,
        serviceIntervalKm: 10_000,
        majorServiceIntervalKm: 20_000,
        serviceIntervalMonths: 12,
        serviceNumber: 5,
        nextServiceMileage: 50_000,
        kmUntilNextService: 6_000,
        isMajorService: false,
        nextMajorServiceMileage: 60_000,
        warrantyMileageInterval: 100_000,
        warrantyTimeInterval: 36,
        isWithinWarrantyMileage: true,
        kmUntilWarrantyLimit: 56_000,
        planType: 'Service plan',
        maintenanceMileageInterval: 90_000,
        isWithinPlanMileage: true,
        kmUntilPlanLimit: 46_000,
      });
    });

    it('answers by uniqueId too, with the date of the next service from the last one', async () => {
      const [vivo] = await search('polo vivo');
      const res = await query(`reference=${vivo!.uniqueId}&vehicleMileage=130000&lastServiceDate=2025-06-30`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        serviceIntervalKm: 15_000,
        serviceNumber: 9,
        nextServiceMileage: 135_000,
        kmUntilNextService: 5_000,
        isMajorService: false,
        nextServiceDate: '2026-06-30',
        isWithinWarrantyMileage: false,
        kmUntilWarrantyLimit: 0,
        isWithinPlanMileage: false,
      });
      const lower = await query(`reference=${vivo!.diskDriveReference!.toLowerCase()}&vehicleMileage=0`);
      expect(lower.json()).toMatchObject({ nextServiceMileage: 15_000, vehicleId: vivo!.id });
    });

    it('answers an unknown reference with a 404 and bad mileage with a 400', async () => {
      expect((await query('reference=MWV9999999&vehicleMileage=1')).statusCode).toBe(404);
      for (const m of ['abc', '-5', '1000001', '']) {
        const res = await query(`reference=MWV0000001&vehicleMileage=${m}`);
        expect(res.statusCode, m).toBe(400);
        expect(res.json().errors.vehicleMileage).toBeDefined();
      }
    });
  });

  it('keeps the search entries equal to the catalogue rows', async () => {
    const { rows } = await deps.pool.query(
      `select (select count(*)::int from vehicles where not is_manual) as catalogue,
              (select count(*)::int from vehicle_search_entries) as entries,
              (select count(*)::int from vehicle_search_entries where vehicle_id = $1) as manual`,
      [manual.id],
    );
    expect(rows[0].entries).toBe(rows[0].catalogue);
    expect(rows[0].manual).toBe(0);
  });

  it('keeps the dictionary filled by the trigger, without hand-entered words', async () => {
    const { rows } = await deps.pool.query(
      "select word, vehicles from vehicle_search_words where word in ('hilux', 'zebraspecial', ':diesel')",
    );
    const words = Object.fromEntries(rows.map((r) => [r.word, r.vehicles]));
    expect(words.hilux).toBeGreaterThan(10);
    expect(words[':diesel']).toBeGreaterThan(100);
    expect(words.zebraspecial).toBeUndefined();
    const count = await deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vehicle_search_words`,
    );
    const n = count.rows[0]!.n;
    expect(n).toBeGreaterThan(1000);
  });
});
