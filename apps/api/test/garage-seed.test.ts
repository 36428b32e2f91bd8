import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandTerms } from '../seed/data/brand-terms';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/seed';
import { rows } from '../src/db/rows';
import { createLocalFileStore } from '../src/lib/file-store';
import type { GarageVehicle } from '../src/modules/garage/garage.schemas';
import { createTestApp, signIn } from './helpers';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-seed-files-'));
const t = await createTestApp({ FILES_DIR: filesDir });

beforeAll(async () => {
  await seedDemo(t.deps.db, undefined, { fileStore: createLocalFileStore(filesDir) });
}, 240_000);

const garage = async (email: string) => {
  const { headers } = await signIn(t.app, email, DEMO_ACCOUNTS[0].password);
  const res = await t.app.inject({ method: 'POST', url: '/api/user/getVehicles', headers, payload: {} });
  return { headers, items: res.json().items as GarageVehicle[] };
};

describe('demo garages', () => {
  it("the demo customer's Hilux has an active policy, three readings and a four-page vehicle report", async () => {
    const { headers, items } = await garage(DEMO_ACCOUNTS[0].email);
    expect(items).toHaveLength(3);
    const hilux = items.find(
      (i) => (i as { vehicle: { range: string } }).vehicle.range === 'Hilux',
    ) as never as {
      id: string;
      vehicle: { model: string };
      innovationPolicy: { policyStatus: string; showPolicyCard: boolean };
      customerVehicleMappingMileageHistories: { mileage: number }[];
      vehicleReportAttachment: { id: string; attachmentFileName: string };
      vehicleMileage: number;
    };
    expect(hilux.vehicle.model).toContain('Hilux 2.8 GD-6');
    expect(hilux.innovationPolicy).toMatchObject({ policyStatus: 'ACTIVE POLICY', showPolicyCard: true });
    expect(hilux.customerVehicleMappingMileageHistories.map((h) => h.mileage)).toEqual([
      61_450, 52_800, 41_200,
    ]);
    expect(hilux.vehicleMileage).toBe(61_450);
    expect(hilux.vehicleReportAttachment!.attachmentFileName).toBe('dekra-report-CA-456-789.pdf');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/DownloadVehicleAttachment/${hilux.vehicleReportAttachment!.id}`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page /g)!.length).toBeGreaterThanOrEqual(3);

    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/user/queryVehicleServiceSchedule/${hilux.id}`,
      headers,
    });
    const done = schedule.json().pastServices.filter((s: { isDone: boolean }) => s.isDone);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ vehicleMilleage: 45_150, color: 'green' });

    const names = items.map((i) => i.vehicle.brand).sort();
    expect(names).toEqual(['Honda', 'Toyota', 'Volkswagen']);
    const honda = items.find((i) => i.vehicle.brand === 'Honda')!;
    expect(honda.innovationPolicy).toMatchObject({
      policyStatus: 'SUSPEND POLICY',
      dialog: { title: 'Policy suspended' },
    });
  });

  it("the fleet's first branch has bakkies, one in Finance Recon", async () => {
    const { items } = await garage(DEMO_ACCOUNTS[1].email);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const statuses = items.map((i) => i.status);
    expect(statuses).toContain('Finance Recon');
    for (const item of items) expect(item.vehicle.bodyType).toBe('Pickup (bakkie)');
  });
});

describe('demo requests (issue 20 item 3)', () => {
  it('every sent quote comes from a workshop its request went to: no "1 of 0" in any list', async () => {
    const stray = await t.deps.pool.query(
      `select q.reference from quotes q
        where q.quote_status <> 11
          and not exists (select 1 from quote_request_workshops w
            where w.quote_request_id = q.quote_request_id and w.workshop_id = q.workshop_id)
        limit 5`,
    );
    expect(stray.rows).toEqual([]);
  });

  it('every request whose job is completed is Completed itself', async () => {
    const open = await t.deps.pool.query(
      `select qr.reference from quote_requests qr join quotes q on q.quote_request_id = qr.id
        where q.quote_status = 6 and qr.quote_request_status <> 2 limit 5`,
    );
    expect(open.rows).toEqual([]);
  });
});

describe("the catalogue's brand terms (decision 073)", () => {
  it('starts /admin/catalogue with the SA brands stored, the same terms their vehicles carry, and the warranty note', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!;
    const { headers } = await signIn(t.app, admin.email, admin.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue/brands', headers });
    expect(res.statusCode, res.body).toBe(200);
    const byBrand = new Map((res.json() as { brand: string }[]).map((b) => [b.brand, b]));
    for (const t of brandTerms) expect(byBrand.get(t.brand), t.brand).toMatchObject({ edited: true });
    expect(brandTerms.map((b) => b.brand)).toEqual(
      expect.arrayContaining(['Toyota', 'Volkswagen', 'Haval', 'Chery', 'Mercedes-Benz', 'Audi']),
    );
    expect(byBrand.get('Toyota')).toMatchObject({
      serviceIntervalKm: 10_000,
      serviceIntervalMonths: 12,
      warrantyKm: 100_000,
      warrantyMonths: 36,
      planType: 'Service plan',
      planKm: 90_000,
      warrantyNotice: true,
    });
    const [carried] = await rows<{ km: number; months: number; warranty: number }>(
      t.deps.db,
      sql`select service_interval1 as km, service_time_interval as months, warranty_time_interval as warranty
        from vehicles where brand = 'Toyota' limit 1`,
    );
    expect(carried).toEqual({ km: 10_000, months: 12, warranty: 36 });
    const notice = await t.app.inject({ method: 'GET', url: '/api/vehicles/warrantynoticebrands' });
    expect(notice.json()).toEqual(['HONDA', 'MAZDA', 'TOYOTA', 'VOLVO']);
  });
});

describe("the demo workshops' guarantees (decision 076)", () => {
  it('every demo workshop states one, and every sent quote carries its workshop’s', async () => {
    const [counts] = await rows<{ workshops: number; without: number; sent: number; uncopied: number }>(
      t.deps.db,
      sql`select (select count(*)::int from workshops) as workshops,
        (select count(*)::int from workshops where guarantee is null) as without,
        (select count(*)::int from quotes where sent_at is not null) as sent,
        (select count(*)::int from quotes q join workshops w on w.id = q.workshop_id
          where q.sent_at is not null and q.guarantee is distinct from w.guarantee) as uncopied`,
    );
    expect(counts!.workshops).toBeGreaterThan(0);
    expect(counts!.without).toBe(0);
    expect(counts!.sent).toBeGreaterThan(0);
    expect(counts!.uncopied).toBe(0);
    const kinds = await rows<{ labour: number }>(
      t.deps.db,
      sql`select distinct (guarantee->>'labourMonths')::int as labour from workshops order by 1`,
    );
    // The usual 12 months, some 6 months on labour, longer at the dealer-level and bodywork shops.
    expect(kinds.map((k) => k.labour)).toEqual(expect.arrayContaining([6, 12]));
  });
});
