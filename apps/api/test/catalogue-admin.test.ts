import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../src/db/schema';
import { createSignedInUser, createTestApps, readModelsSettled, type TestApp } from './helpers';

// Two instances of the API on one database, as behind a load balancer: each holds catalogue search in
// memory (decision 037); an import applied through one must reach the other's search (decision 061).
const ADMIN = 'catalogue-admin@example.co.za';
const [a, b] = (await createTestApps(2, { ADMIN_EMAILS: ADMIN, RATE_LIMIT_ENABLED: 'false' })) as [
  TestApp,
  TestApp,
];
const admin = await createSignedInUser(a, { email: ADMIN });

const HEADER =
  'mead_code,brand,range,model,year_from,year_to,engine_l,capacity,cylinders,fuel_type,transmission_type,drive_type,body_type,abs';

/** 500 South African vehicles of a range nobody else has (one row, one model year each). */
function goodRows(range: string, count = 500): string[] {
  return Array.from({ length: count }, (_, i) => {
    const code = String(70_000_000 + i);
    const year = 2015 + (i % 10);
    return `${code},Kwezi,${range},${range} 1.${i % 10} Trim${i},${year},${year},1.${i % 10},${1000 + (i % 10) * 100},4,Petrol,Manual,FWD,Hatchback,yes`;
  });
}

async function multipart(csv: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([csv], { type: 'text/csv' }), 'vehicles.csv');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

async function post(t: TestApp, url: string, csv: string, headers: Record<string, string> = admin.headers) {
  const body = await multipart(csv);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const preview = (csv: string) => post(a, '/api/admin/catalogue/import/preview', csv);
const apply = (csv: string, t = a) => post(t, '/api/admin/catalogue/import', csv);

async function search(t: TestApp, searchTerm: string): Promise<{ meadCode: string; model: string }[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/vehicles', payload: { searchTerm } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const catalogueCount = async () =>
  Number(
    (
      (await a.deps.db.execute(sql`select count(*)::int as n from vehicles where not is_manual`)).rows[0] as {
        n: number;
      }
    ).n,
  );

describe('the catalogue import (issue 22 item 4, Done when)', () => {
  it('500 vehicles with three bad rows: told which and why, nothing applied until fixed, then search finds them on every instance', async () => {
    // Both instances hold a loaded search index before the import.
    expect(await search(a, 'kwezi')).toEqual([]);
    expect(await search(b, 'kwezi')).toEqual([]);
    const before = await catalogueCount();

    const rows = goodRows('Zola');
    const bad = [...rows];
    // Data row i is on line i + 2 (the header is row 1).
    bad[9] = bad[9]!.replace(',2024,2024,', ',2024,20x4,'); // row 11: year_to
    bad[99] = bad[99]!.replace(/^70000099/, '7000099'); // row 101: mead_code
    bad[249] = bad[249]!.replace(',Kwezi,', ',,'); // row 251: brand
    const csv = [HEADER, ...bad].join('\n');

    const checked = await preview(csv);
    expect(checked.statusCode, checked.body).toBe(200);
    const p = checked.json();
    expect(p).toMatchObject({
      rows: 500,
      newVehicles: 497,
      changedVehicles: 0,
      unchangedVehicles: 0,
      invalidRows: 3,
    });
    expect(p.errors).toEqual([
      { row: 11, column: 'year_to', message: 'Last model year must be a whole number.' },
      { row: 101, column: 'mead_code', message: 'M&M code must be 8 digits.' },
      { row: 251, column: 'brand', message: 'Brand is required.' },
    ]);
    // The preview lists the bad rows first.
    expect(p.preview.slice(0, 3).map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [11, 'invalid'],
      [101, 'invalid'],
      [251, 'invalid'],
    ]);

    // Applying it anyway is refused whole, with a message per bad row and column.
    const refused = await apply(csv);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      '3 rows are not right, so nothing was imported: fix them and import the file again.',
    );
    expect(refused.json().errors).toEqual({
      'row 11: year_to': ['Last model year must be a whole number.'],
      'row 101: mead_code': ['M&M code must be 8 digits.'],
      'row 251: brand': ['Brand is required.'],
    });
    expect(await catalogueCount()).toBe(before);

    // Fixed, it applies in one go, and both instances' search finds the new vehicles.
    const fixed = [HEADER, ...rows].join('\n');
    const done = await apply(fixed);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ rows: 500, newVehicles: 500, changedVehicles: 0, unchangedVehicles: 0 });
    expect(await catalogueCount()).toBe(before + 500);
    // The instance that applied it answers from the new index at once; the other within a second.
    expect((await search(a, 'kwezi zola trim42'))[0]?.meadCode).toBe('70000042');
    await expect
      .poll(async () => (await search(b, 'kwezi zola trim42'))[0]?.meadCode, { timeout: 1000, interval: 20 })
      .toBe('70000042');

    // The same file again changes nothing; a changed row is counted as changed.
    const again = await preview(fixed);
    expect(again.json()).toMatchObject({
      newVehicles: 0,
      changedVehicles: 0,
      unchangedVehicles: 500,
      invalidRows: 0,
    });
    // Half the rows changed (a trim added): updated in place, through the other instance.
    const changed = [
      HEADER,
      ...rows.map((r, i) => (i < 250 ? r.replace(/Trim(\d+),/, 'Trim$1 Plus,') : r)),
    ].join('\n');
    const applied = await apply(changed, b);
    expect(applied.json()).toEqual({
      rows: 500,
      newVehicles: 0,
      changedVehicles: 250,
      unchangedVehicles: 250,
    });
    expect(await catalogueCount()).toBe(before + 500);
    const [updated] = await a.deps.db.select().from(vehicles).where(eq(vehicles.meadCode, '70000199'));
    expect(updated).toMatchObject({ model: 'Zola 1.9 Trim199 Plus', market: 'ZA (M&M import)' });
    expect(updated!.searchWords).toContain('+plus');
    await expect
      .poll(async () => (await search(a, 'kwezi trim199 plus'))[0]?.model, { timeout: 1000, interval: 20 })
      .toBe('Zola 1.9 Trim199 Plus');
  });

  it('refuses a file that is not the layout: a missing column, a repeated vehicle, too large', async () => {
    const noYear = await preview('mead_code,brand,range,model,year_from\n70100000,Kwezi,Nala,Nala 1.0,2020');
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().errors.file).toEqual(['Column year_to is missing.']);

    const twice = await preview(
      `${HEADER}\n70100001,Kwezi,Nala,Nala 1.0,2019,2021,,,,,,,,\n70100001,Kwezi,Nala,Nala 1.0,2021,2022,,,,,,,,`,
    );
    expect(twice.json().errors).toEqual([
      { row: 3, column: 'mead_code', message: 'M&M code 70100001 for 2021 is already on row 2.' },
    ]);

    const line = '70100002,Kwezi,Nala,Nala 1.0,2020,2020,,,,,,,,\n';
    const tooMany = await preview(`${HEADER}\n${line.repeat(20_001)}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.file).toEqual([
      'The CSV has more than 20000 rows; split it into smaller files.',
    ]);
    const tooLarge = await preview(`${HEADER}\n${line.repeat(5_300_000 / line.length)}`);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors.file).toEqual([
      'The CSV is larger than 5 MB; split it into smaller files.',
    ]);
  });
});

describe('one vehicle and the brands (admin)', () => {
  it('edits a vehicle with validation', async () => {
    await apply(
      [HEADER, '70200000,Kwezi,Tau,Tau 2.0,2022,2022,2.0,1998,4,Diesel,Manual,4x4,Double cab,no'].join('\n'),
    );
    const [row] = await a.deps.db.select().from(vehicles).where(eq(vehicles.meadCode, '70200000'));
    const url = `/api/admin/catalogue/vehicles/${row!.id}`;
    const fields = {
      meadCode: '70200000',
      brand: 'Kwezi',
      range: 'Tau',
      model: 'Tau 2.0 Raider',
      year: 2022,
      brandCode: null,
      rangeCode: null,
      modelCode: null,
      bodyType: 'Double cab',
      introductionDate: '2022-01-01',
      discontinuedDate: null,
      capacity: 1998,
      cylinders: 4,
      aspirationType: 'Turbo',
      fuelType: 'Diesel',
      transmissionType: 'Manual',
      gearboxType: '6-speed manual',
      driveType: '4x4',
      wheelsDriven: 'All',
      abs: true,
      classType: null,
      imageUrl: null,
      description: null,
    };
    const wrong = await a.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...fields, year: 1900, discontinuedDate: '2021-01-01', capacity: 'big' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['capacity', 'year']);
    const ok = await a.app.inject({ method: 'PUT', url, headers: admin.headers, payload: fields });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ model: 'Tau 2.0 Raider', abs: true, gearboxType: '6-speed manual' });
    await readModelsSettled(b);
    expect((await search(b, 'kwezi tau raider')).map((v) => v.model)).toEqual(['Tau 2.0 Raider']);
    const missing = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/vehicles/999999',
      headers: admin.headers,
      payload: fields,
    });
    expect(missing.statusCode).toBe(404);
    // A vehicle without an M&M code (the seed's have none) can be edited too.
    const noCode = await a.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...fields, meadCode: null },
    });
    expect(noCode.statusCode, noCode.body).toBe(200);
    expect(noCode.json().meadCode).toBeNull();
  });

  it("edits a brand's service interval and warranty: its vehicles and the customer's lookups follow", async () => {
    const list = await a.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/brands',
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const kwezi = list.json().find((x: { brand: string }) => x.brand === 'Kwezi');
    expect(kwezi).toMatchObject({ edited: false, warrantyNotice: false });
    expect(kwezi.vehicles).toBeGreaterThan(500);

    const terms = {
      brandCode: 'KWEZ',
      serviceIntervalKm: 10000,
      majorServiceIntervalKm: 40000,
      serviceIntervalMonths: 12,
      warrantyKm: 0,
      warrantyMonths: 60,
      planType: 'Service plan',
      planKm: 60000,
      planMonths: 48,
      maintenanceExclusions: null,
      warrantyNotice: true,
    };
    for (const [field, value] of [
      ['majorServiceIntervalKm', 15000],
      ['planType', 'Gold'],
      ['warrantyMonths', 0],
    ] as const) {
      const wrong = await a.app.inject({
        method: 'PUT',
        url: '/api/admin/catalogue/brands/Kwezi',
        headers: admin.headers,
        payload: { ...terms, [field]: value },
      });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().errors)).toEqual([field]);
    }
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/brands/kwezi',
      headers: admin.headers,
      payload: terms,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ brand: 'Kwezi', edited: true, warrantyKm: 0, warrantyMonths: 60 });

    const [row] = await a.deps.db.select().from(vehicles).where(eq(vehicles.model, 'Tau 2.0 Raider'));
    expect(row).toMatchObject({
      serviceInterval1: 10000,
      warranty: '5 years / unlimited km',
      brandCode: 'KWEZ',
    });
    // The customer's service lookup reads the edited interval.
    const lookup = await b.app.inject({
      method: 'GET',
      url: `/api/vehicles/queryVehicleServiceInterval?reference=${row!.diskDriveReference}&vehicleMileage=25000`,
    });
    expect(lookup.json()).toMatchObject({
      serviceIntervalKm: 10000,
      nextServiceMileage: 30000,
      isWithinWarrantyMileage: true,
    });
    // ... and the wizard's warranty note.
    const notice = await b.app.inject({ method: 'GET', url: '/api/vehicles/warrantynoticebrands' });
    expect(notice.json()).toEqual(['HONDA', 'KWEZI', 'MAZDA', 'TOYOTA', 'VOLVO']);

    const unknown = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/brands/Nobody',
      headers: admin.headers,
      payload: terms,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admins only', () => {
  const calls = [
    ['POST', '/api/admin/catalogue/import/preview'],
    ['POST', '/api/admin/catalogue/import'],
    ['PUT', '/api/admin/catalogue/vehicles/1'],
    ['GET', '/api/admin/catalogue/brands'],
    ['PUT', '/api/admin/catalogue/brands/Kwezi'],
  ] as const;

  it('refuses anonymous callers, customers, workshop users and organisation users on every call', async () => {
    const customer = await createSignedInUser(a);
    const workshop = await createSignedInUser(a, { workshop: true });
    const organisation = await createSignedInUser(a, { organisation: {} });
    for (const [method, url] of calls) {
      const body = url.includes('import') ? await multipart(`${HEADER}\n`) : { payload: {}, headers: {} };
      const anonymous = await a.app.inject({ method, url, headers: body.headers, payload: body.payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, workshop, organisation]) {
        const res = await a.app.inject({
          method,
          url,
          headers: { ...who.headers, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
