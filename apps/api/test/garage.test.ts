import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_GARAGE_VEHICLE_NAME,
  POLICY_INACTIVE_MESSAGE,
  POLICY_NOT_COVERED_MESSAGE,
} from '@motorwise/shared';
import { parse as parseDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerVehicleMileageHistories,
  customerVehicles,
  files,
  innovationPolicies,
  quoteRequests,
  quotes,
  vehicles,
} from '../src/db/schema';
import { MULTIPART_NAMELESS_MESSAGE, NUL_MESSAGE } from '../src/lib/input-guards';
import { createSignedInUser, createTestApp, createUser, joinOrganisation, signIn } from './helpers';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-garage-files-'));
const t = await createTestApp({ FILES_DIR: filesDir });
const { app, deps } = t;

// ---------------------------------------------------------------- fixtures

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const SAFE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ccc"/></svg>',
);
const SCRIPT_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>',
);
const ONLOAD_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1"/></svg>',
);

type Part = string | number | { name: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object')
        form.append(
          key,
          new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'application/octet-stream' }),
          v.name,
        );
      else form.append(key, String(v));
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

type Headers = Record<string, string>;

async function upsert(headers: Headers, fields: Record<string, Part | Part[]>) {
  const body = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/user/upsertVehicle',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** How many vehicles the caller's garage holds. */
async function garageSize(headers: Headers): Promise<number> {
  const list = await app.inject({ method: 'POST', url: '/api/user/getVehicles', headers, payload: {} });
  return list.json().totalDisplayItems;
}

let hilux: { id: number; uniqueId: string };
let mercedes: { id: number; uniqueId: string };
let honda: { id: number; uniqueId: string };

beforeAll(async () => {
  const rows = await deps.db
    .insert(vehicles)
    .values([
      {
        year: 2021,
        brand: 'Toyota',
        range: 'Hilux',
        model: 'Hilux 2.8 GD-6 Legend 4x4 double cab auto',
        serviceInterval1: 10_000,
        serviceInterval2: 20_000,
        serviceTimeInterval: 12,
        searchText: 'toyota hilux 2.8 gd-6 legend 2021',
      },
      {
        year: 2020,
        brand: 'Mercedes-Benz',
        range: 'C-Class',
        model: 'C200',
        serviceInterval1: 25_000,
        searchText: 'mercedes-benz c200 2020',
      },
      { year: 2019, brand: 'Honda', range: 'CR-V', model: 'CR-V AWD', searchText: 'honda cr-v 2019' },
    ])
    .returning({ id: vehicles.id, uniqueId: vehicles.uniqueId });
  [hilux, mercedes, honda] = rows as [typeof hilux, typeof hilux, typeof hilux];
});

async function addHilux(headers: Headers, extra: Record<string, Part | Part[]> = {}) {
  const res = await upsert(headers, { vehicleId: hilux.id, vehicleMileage: '50000', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// ---------------------------------------------------------------- upsert

describe('upsertVehicle', () => {
  it('adds a catalogue vehicle by id with its mileage, named VEHICLE by default', async () => {
    const user = await createSignedInUser(t);
    const body = await addHilux(user.headers, {
      vehicleVinNumber: 'ahtkb3cd302645123',
      vehicleEngineNumber: '1gd4123456',
      vehicleLicensePlate: 'ca 456-789',
      vehicleColour: 'Glacier White',
      status: 'Active',
    });
    expect(body).toMatchObject({
      name: DEFAULT_GARAGE_VEHICLE_NAME,
      status: 'Active',
      vehicleId: hilux.id,
      vehicleMileage: 50_000,
      vehicleVinNumber: 'AHTKB3CD302645123',
      vehicleEngineNumber: '1GD4123456',
      vehicleLicensePlate: 'CA 456-789',
      vehicleColour: 'Glacier White',
      organizationBranchId: null,
      innovationPolicy: null,
      vehicleAttachments: [],
      vehicleReportAttachment: null,
      needsWarrantyDisclaimer: true,
    });
    expect(body.vehicle).toMatchObject({
      id: hilux.id,
      brand: 'Toyota',
      imageUrl: '/api/vehicles/placeholder.svg',
    });
    expect(body.customerVehicleMappingMileageHistories).toHaveLength(1);
    expect(body.customerVehicleMappingMileageHistories[0].mileage).toBe(50_000);
  });

  it('adds by the catalogue uniqueId, and takes JSON as well as multipart', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: user.headers,
      payload: { vehicleId: honda.uniqueId, name: 'Family car' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Family car', vehicleId: honda.id, vehicleMileage: null });
  });

  it('refuses a mileage below the stored one with the shared message; each change adds a reading', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers);
    const lower = await upsert(user.headers, { id: added.id, vehicleMileage: '49999' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual({ vehicleMileage: ['Mileage must be greater than 50000.'] });

    const tooLong = await upsert(user.headers, { id: added.id, vehicleMileage: '1000001' });
    expect(tooLong.json().errors.vehicleMileage).toEqual(['Mileage cannot exceed 6 characters.']);
    const notNumber = await upsert(user.headers, { id: added.id, vehicleMileage: '55 000km' });
    expect(notNumber.json().errors.vehicleMileage).toEqual(['Mileage can only contain numeric characters.']);

    const same = await upsert(user.headers, { id: added.id, vehicleMileage: '50000' });
    expect(same.json().customerVehicleMappingMileageHistories).toHaveLength(1);
    const higher = await upsert(user.headers, { id: added.id, vehicleMileage: '61450', name: 'Work bakkie' });
    expect(higher.statusCode).toBe(200);
    expect(higher.json()).toMatchObject({ vehicleMileage: 61_450, name: 'Work bakkie' });
    expect(
      higher.json().customerVehicleMappingMileageHistories.map((h: { mileage: number }) => h.mileage),
    ).toEqual([61_450, 50_000]);
  });

  it('applies the VIN rules with the brand length (18 for Mercedes)', async () => {
    const user = await createSignedInUser(t);
    const cases: [number, string, string[] | null][] = [
      [hilux.id, 'AHTKB3CD30264512', ['VIN must be at least 17 characters.']],
      [hilux.id, 'AHTKB3CD3026451234', ['VIN cannot exceed 17 characters.']],
      [hilux.id, 'AHTKB3CD30264512I', ['The VIN must be a valid number.']],
      // North American VINs carry a check digit in position 9: this one is wrong (the right one is X).
      [hilux.id, '1M8GDM9A1KP042788', ['The VIN must be a valid number.']],
      [hilux.id, '1M8GDM9AXKP042788', null],
      [mercedes.id, 'WDD2050421F123456X', null],
    ];
    for (const [vehicleId, vin, errors] of cases) {
      const res = await upsert(user.headers, { vehicleId, vehicleVinNumber: vin });
      if (errors) {
        expect(res.statusCode, vin).toBe(400);
        expect(res.json().errors, vin).toEqual({ vehicleVinNumber: errors });
      } else {
        expect(res.statusCode, `${vin} ${res.body}`).toBe(200);
        expect(res.json().vehicleVinNumber).toBe(vin);
      }
    }
  });

  it('adds a manual vehicle with apostrophes removed, owned by the user', async () => {
    const user = await createSignedInUser(t);
    const res = await upsert(user.headers, {
      'vehicle.brand': "Land Rover's",
      'vehicle.capacity': '2.5',
      'vehicle.range': "Defender '90",
      'vehicle.model': 'Td5 ’Heritage’',
      'vehicle.year': '1999',
      'vehicle.transmissionType': 'Manual',
      'vehicle.fuelType': 'Diesel',
      'vehicle.driveType': 'All wheel drive',
      vehicleMileage: '250000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.vehicle).toMatchObject({
      brand: 'Land Rovers',
      range: 'Defender 90',
      model: 'Td5 Heritage',
      year: 1999,
      capacity: 2500,
      diskDriveReference: null,
    });
    const [row] = await deps.db.select().from(vehicles).where(eq(vehicles.id, body.vehicleId));
    expect(row).toMatchObject({ isManual: true, createdByUserId: user.id });

    // Another user cannot put that hand-entered vehicle in their garage by its uniqueId.
    const other = await createSignedInUser(t);
    const stolen = await upsert(other.headers, { vehicleId: body.vehicle.uniqueId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.vehicleId).toEqual(['Vehicle is required (needs a 36-character uniqueId).']);
  });

  it('lists every problem of a manual vehicle and of missing vehicles at once', async () => {
    const user = await createSignedInUser(t);
    const res = await upsert(user.headers, {
      'vehicle[brand]': 'Tata',
      'vehicle[year]': '1959',
      'vehicle[fuelType]': 'Steam',
      vehicleMileage: 'abc',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors['vehicle.range']).toEqual(['Cannot be empty.']);
    expect(errors['vehicle.year']).toEqual(['Year must be greater than 1960.']);
    expect(errors['vehicle.fuelType']).toEqual(['Cannot be empty.']);
    expect(errors.vehicleMileage).toEqual(['Mileage can only contain numeric characters.']);
    const none = await upsert(user.headers, { name: 'Nothing' });
    expect(none.json().errors).toEqual({
      vehicleId: ['Vehicle is required (needs a 36-character uniqueId).'],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await upsert({}, { vehicleId: hilux.id });
    expect(res.statusCode).toBe(401);
    const list = await app.inject({ method: 'POST', url: '/api/user/getVehicles', payload: {} });
    expect(list.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- files

describe('uploads and downloads', () => {
  it('stores a vehicle report and attachments and gives back the exact bytes under the attachment name', async () => {
    const user = await createSignedInUser(t);
    const body = await addHilux(user.headers, {
      vehicleReportAttachment: { name: 'dekra-report-CA-456-789.pdf', bytes: PDF, type: 'application/pdf' },
      vehicleAttachments: [
        { name: '..\\..\\etc/photo <front>|1.png', bytes: PNG, type: 'image/png' },
        { name: 'sketch.svg', bytes: SAFE_SVG, type: 'image/svg+xml' },
        { name: 'disk.gif', bytes: GIF, type: 'image/gif' },
      ],
    });
    expect(body.vehicleReportAttachment).toMatchObject({
      attachmentFileName: 'dekra-report-CA-456-789.pdf',
      isVehicleReport: true,
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const names = body.vehicleAttachments
      .map((a: { attachmentFileName: string }) => a.attachmentFileName)
      .sort();
    expect(names).toEqual(['dekra-report-CA-456-789.pdf', 'disk.gif', 'photo front1.png', 'sketch.svg']);

    const report = await app.inject({
      method: 'GET',
      url: `/api/vehicles/DownloadVehicleAttachment/${body.vehicleReportAttachment.id}`,
      headers: user.headers,
    });
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.equals(PDF)).toBe(true);
    expect(report.headers['content-type']).toBe('application/pdf');
    const disposition = parseDisposition(String(report.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('dekra-report-CA-456-789.pdf');

    const svg = body.vehicleAttachments.find(
      (a: { attachmentFileName: string }) => a.attachmentFileName === 'sketch.svg',
    );
    const svgRes = await app.inject({
      method: 'GET',
      url: `/api/vehicles/downloadvehicleattachment/${svg.id}`,
      headers: user.headers,
    });
    expect(svgRes.rawPayload.equals(SAFE_SVG)).toBe(true);
    expect(svgRes.headers['content-security-policy']).toContain('sandbox');

    // A files row per upload with its sha256, size, type and owner.
    const rows = await deps.db.select().from(files).where(eq(files.ownerUserId, user.id));
    expect(rows).toHaveLength(4);
    const pdfRow = rows.find((r) => r.mimeType === 'application/pdf')!;
    expect(pdfRow).toMatchObject({ sizeBytes: PDF.length, originalName: 'dekra-report-CA-456-789.pdf' });
    expect(pdfRow.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(filesDir, pdfRow.storageKey))).toBe(true);

    // Someone else gets a 404 for the same download.
    const other = await createSignedInUser(t);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/vehicles/DownloadVehicleAttachment/${body.vehicleReportAttachment.id}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);

    // Deleting an attachment removes its row, its file row and its bytes.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicleAttachment/${body.vehicleReportAttachment.id}`,
      headers: user.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().vehicleReportAttachment).toBeNull();
    expect(del.json().vehicleAttachments).toHaveLength(3);
    expect(fs.existsSync(path.join(filesDir, pdfRow.storageKey))).toBe(false);
  });

  it('checks uploads by content, size and type, with a message per field', async () => {
    const user = await createSignedInUser(t);
    const big = Buffer.concat([PNG, Buffer.alloc(8_300_000)]);
    const huge = Buffer.concat([PNG, Buffer.alloc(11_000_000)]);
    const res = await upsert(user.headers, {
      vehicleId: hilux.id,
      vehicleReportAttachment: { name: 'dekra-report.pdf', bytes: PNG, type: 'application/pdf' },
      vehicleAttachments: [
        { name: 'really-a-pdf.png', bytes: PDF, type: 'image/png' },
        { name: 'program.png', bytes: EXE, type: 'image/png' },
        { name: 'big.png', bytes: big, type: 'image/png' },
        { name: 'evil.svg', bytes: SCRIPT_SVG, type: 'image/svg+xml' },
        { name: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      vehicleReportAttachment: ['Vehicle report must be a PDF.'],
      'vehicleAttachments.0': ['Attachment must be an image.'],
      'vehicleAttachments.1': ['Attachment must be an image.'],
      'vehicleAttachments.2': ['Attachment must be less than 8 MB.'],
      'vehicleAttachments.3': ['Attachment must be an image.'],
      'vehicleAttachments.4': ['Attachment must be a PDF.'],
    });

    const more = await upsert(user.headers, {
      vehicleId: hilux.id,
      vehicleAttachments: [
        { name: 'huge.png', bytes: huge, type: 'image/png' },
        { name: 'onload.svg', bytes: ONLOAD_SVG, type: 'image/svg+xml' },
        { name: 'fake.pdf', bytes: PNG, type: 'application/pdf' },
      ],
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({
      'vehicleAttachments.0': ['Attachment must be less than 8 MB.'],
      'vehicleAttachments.1': ['Attachment must be an image.'],
      'vehicleAttachments.2': ['Attachment must be a PDF.'],
    });
    // Nothing was saved: no vehicle, no file.
    expect(await garageSize(user.headers)).toBe(0);
    expect(await deps.db.select().from(files).where(eq(files.ownerUserId, user.id))).toHaveLength(0);
  });
});

describe('upload counts', () => {
  it('takes at most five attachments at a time, and a form of too many files is refused whole', async () => {
    const user = await createSignedInUser(t);
    const png = (i: number) => ({ name: `p${i}.png`, bytes: PNG, type: 'image/png' });
    const six = await upsert(user.headers, {
      vehicleId: hilux.id,
      vehicleAttachments: [0, 1, 2, 3, 4, 5].map(png),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().errors).toEqual({ vehicleAttachments: ['Attach at most 5 files at a time.'] });
    const eight = await upsert(user.headers, {
      vehicleId: hilux.id,
      vehicleAttachments: [0, 1, 2, 3, 4, 5, 6, 7].map(png),
    });
    expect(eight.statusCode).toBe(400);
    expect(eight.json().errors).toEqual({ vehicleAttachments: ['Attach at most 5 files at a time.'] });
    const five = await upsert(user.headers, {
      vehicleId: hilux.id,
      vehicleAttachments: [0, 1, 2, 3, 4].map(png),
    });
    expect(five.statusCode).toBe(200);
    expect(five.json().vehicleAttachments).toHaveLength(5);
    // getVehicles also works without a body (the spec's defaults).
    const list = await app.inject({ method: 'POST', url: '/api/user/getVehicles', headers: user.headers });
    expect(list.json()).toMatchObject({ totalDisplayItems: 1, page: 1, itemsPerPage: 50 });
  });
});

describe('multipart text fields', () => {
  it('refuses a text over the form limit on its field instead of dropping it', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers, { name: 'Work bakkie' });
    // 5 000 characters: past the route's 2 000; 20 000: past what the multipart reader keeps (10 000 bytes).
    for (const length of [5_000, 20_000]) {
      const res = await upsert(user.headers, { id: added.id, name: 'x'.repeat(length) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ name: ['Name cannot exceed 2000 characters.'] });
    }
    const after = await app.inject({
      method: 'GET',
      url: `/api/user/getVehicle/${added.id}`,
      headers: user.headers,
    });
    expect(after.json().name).toBe('Work bakkie');
  });

  it('refuses a NUL character in a text field on its field, as in JSON', async () => {
    const user = await createSignedInUser(t);
    const res = await upsert(user.headers, { vehicleId: hilux.id, vehicleColour: 'Red\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ vehicleColour: [NUL_MESSAGE] });
    expect(await garageSize(user.headers)).toBe(0);
  });
  it('refuses a part without a name instead of failing on it', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ root: [MULTIPART_NAMELESS_MESSAGE] });
  });
});

describe('the vehicle report', () => {
  it('is replaced by a new upload: one report per vehicle, the old file removed', async () => {
    const user = await createSignedInUser(t);
    const first = await addHilux(user.headers, {
      vehicleReportAttachment: { name: 'first-report.pdf', bytes: PDF, type: 'application/pdf' },
      vehicleAttachments: [{ name: 'front.png', bytes: PNG, type: 'image/png' }],
    });
    const [oldFile] = await deps.db.select().from(files).where(eq(files.originalName, 'first-report.pdf'));
    expect(oldFile).toBeDefined();
    expect(fs.existsSync(path.join(filesDir, oldFile!.storageKey))).toBe(true);

    const second = await upsert(user.headers, {
      id: first.id,
      vehicleReportAttachment: { name: 'second-report.pdf', bytes: PDF, type: 'application/pdf' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const body = second.json();
    expect(body.vehicleReportAttachment.attachmentFileName).toBe('second-report.pdf');
    const reports = body.vehicleAttachments.filter((a: { isVehicleReport: boolean }) => a.isVehicleReport);
    expect(reports.map((a: { attachmentFileName: string }) => a.attachmentFileName)).toEqual([
      'second-report.pdf',
    ]);
    // The photo stays; the old report's row, file row and bytes go.
    expect(body.vehicleAttachments).toHaveLength(2);
    expect(await deps.db.select().from(files).where(eq(files.id, oldFile!.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(filesDir, oldFile!.storageKey))).toBe(false);
    const oldDownload = await app.inject({
      method: 'GET',
      url: `/api/vehicles/DownloadVehicleAttachment/${first.vehicleReportAttachment.id}`,
      headers: user.headers,
    });
    expect(oldDownload.statusCode).toBe(404);

    // A change without a new report keeps the current one.
    const renamed = await upsert(user.headers, { id: first.id, name: 'Renamed' });
    expect(renamed.json().vehicleReportAttachment.attachmentFileName).toBe('second-report.pdf');
  });

  it('keeps the old report when the new one is refused', async () => {
    const user = await createSignedInUser(t);
    const first = await addHilux(user.headers, {
      vehicleReportAttachment: { name: 'kept.pdf', bytes: PDF, type: 'application/pdf' },
    });
    const refused = await upsert(user.headers, {
      id: first.id,
      vehicleReportAttachment: { name: 'fake.pdf', bytes: PNG, type: 'application/pdf' },
    });
    expect(refused.statusCode).toBe(400);
    const after = await app.inject({
      method: 'GET',
      url: `/api/user/getVehicle/${first.id}`,
      headers: user.headers,
    });
    expect(after.json().vehicleReportAttachment.attachmentFileName).toBe('kept.pdf');
  });
});

// ---------------------------------------------------------------- list, mileage, delete

describe('getVehicles, deleteVehicleMileage, deleteVehicle', () => {
  it('pages (50 at most) and filters by name, plate, brand, model and year', async () => {
    const user = await createSignedInUser(t);
    await addHilux(user.headers, { name: 'Work bakkie', vehicleLicensePlate: 'CA 1' });
    await upsert(user.headers, {
      vehicleId: honda.id,
      name: 'Family car',
      vehicleLicensePlate: 'ZN 77 XY GP',
    });
    await upsert(user.headers, { vehicleId: mercedes.id, name: 'Weekend', vehicleLicensePlate: 'GP 3' });
    const list = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/user/getVehicles', headers: user.headers, payload });
    const all = (await list({ filter: '', page: 1, itemsPerPage: 500 })).json();
    expect(all).toMatchObject({ totalDisplayItems: 3, page: 1, itemsPerPage: 50 });
    expect(all.items.map((i: { name: string }) => i.name)).toEqual(['Weekend', 'Family car', 'Work bakkie']);
    expect((await list({ filter: 'hilux' })).json().items.map((i: { name: string }) => i.name)).toEqual([
      'Work bakkie',
    ]);
    expect((await list({ filter: 'zn 77' })).json().totalDisplayItems).toBe(1);
    // Every word must match somewhere: 'nd' is in 'Legend' and 'Weekend' too.
    expect((await list({ filter: 'nd' })).json().totalDisplayItems).toBe(3);
    expect((await list({ filter: '2019' })).json().items[0].name).toBe('Family car');
    expect((await list({ filter: '100%' })).json().totalDisplayItems).toBe(0);
    const page2 = (await list({ page: 2, itemsPerPage: 2 })).json();
    expect(page2).toMatchObject({ totalDisplayItems: 3, page: 2, itemsPerPage: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it('deletes a reading and takes the latest remaining one as the current mileage', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers);
    await upsert(user.headers, { id: added.id, vehicleMileage: '55000' });
    const third = (await upsert(user.headers, { id: added.id, vehicleMileage: '60000' })).json();
    const [latest, middle] = third.customerVehicleMappingMileageHistories;
    expect(latest.mileage).toBe(60_000);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicleMileage/${latest.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicleMileage).toBe(55_000);
    expect(res.json().customerVehicleMappingMileageHistories.map((h: { id: string }) => h.id)).not.toContain(
      latest.id,
    );
    // The rule then measures against 55,000 again.
    expect((await upsert(user.headers, { id: added.id, vehicleMileage: '57000' })).statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicleMileage/${middle.id}`,
      headers: user.headers,
    });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicleMileage/${middle.id}`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('soft-deletes a garage vehicle', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicle/${added.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = await app.inject({
      method: 'POST',
      url: '/api/user/getVehicles',
      headers: user.headers,
      payload: {},
    });
    expect(list.json().totalDisplayItems).toBe(0);
    const [row] = await deps.db.select().from(customerVehicles).where(eq(customerVehicles.id, added.id));
    expect(row!.deletedAt).not.toBeNull();
    const get = await app.inject({
      method: 'GET',
      url: `/api/user/getVehicle/${added.id}`,
      headers: user.headers,
    });
    expect(get.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- someone else's ids

describe("another user's or branch's ids", () => {
  it('answer 404 on every call', async () => {
    const owner = await createSignedInUser(t);
    const added = await addHilux(owner.headers, {
      vehicleAttachments: { name: 'photo.png', bytes: PNG, type: 'image/png' },
    });
    const readingId = added.customerVehicleMappingMileageHistories[0].id;
    const attachmentId = added.vehicleAttachments[0].id;
    const stranger = await createSignedInUser(t);
    const orgUser = await createSignedInUser(t, { organisation: { branches: ['North', 'South'] } });

    for (const caller of [stranger, orgUser]) {
      const h = caller.headers;
      const calls = [
        app.inject({ method: 'GET', url: `/api/user/getVehicle/${added.id}`, headers: h }),
        upsert(h, { id: added.id, name: 'Mine now' }),
        app.inject({ method: 'DELETE', url: `/api/user/deleteVehicleMileage/${readingId}`, headers: h }),
        app.inject({
          method: 'DELETE',
          url: `/api/user/deleteVehicleAttachment/${attachmentId}`,
          headers: h,
        }),
        app.inject({ method: 'DELETE', url: `/api/user/deleteVehicle/${added.id}`, headers: h }),
        app.inject({ method: 'GET', url: `/api/user/queryVehicleServiceSchedule/${added.id}`, headers: h }),
        app.inject({
          method: 'POST',
          url: '/api/user/queryVehicleHistory',
          headers: h,
          payload: { customerVehicleMappingId: added.id, page: 1 },
        }),
        app.inject({
          method: 'GET',
          url: `/api/vehicles/DownloadVehicleAttachment/${attachmentId}`,
          headers: h,
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
      const list = await app.inject({
        method: 'POST',
        url: '/api/user/getVehicles',
        headers: h,
        payload: {},
      });
      expect(list.json().totalDisplayItems).toBe(0);
    }
    // Unknown and malformed ids are the same 404.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/user/queryVehicleServiceSchedule/${id}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    // Nothing changed for the owner.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/user/getVehicle/${added.id}`,
      headers: owner.headers,
    });
    expect(mine.json()).toMatchObject({ name: 'VEHICLE', vehicleMileage: 50_000 });
    expect(mine.json().vehicleAttachments).toHaveLength(1);
  });

  it("organisation users share their current branch's vehicles, and only those", async () => {
    const first = await createSignedInUser(t, { organisation: { branches: ['Midrand', 'Cape Town'] } });
    const [midrand, capeTown] = first.branchIds as [string, string];
    // A colleague in the same branch, and one working in the other branch.
    const colleague = await createUser(deps.db);
    await joinOrganisation(deps.db, colleague.id, first.organizationId!, [midrand]);
    const elsewhere = await createUser(deps.db);
    await joinOrganisation(deps.db, elsewhere.id, first.organizationId!, [capeTown]);
    const colleagueHeaders = (await signIn(app, colleague.email)).headers;
    const elsewhereHeaders = (await signIn(app, elsewhere.email)).headers;

    const added = await addHilux(first.headers, { name: 'FLEET 001', status: 'Finance Recon' });
    expect(added.organizationBranchId).toBe(midrand);

    const shared = await app.inject({
      method: 'POST',
      url: '/api/user/getVehicles',
      headers: colleagueHeaders,
      payload: {},
    });
    expect(shared.json().items.map((i: { id: string }) => i.id)).toEqual([added.id]);
    const changed = await upsert(colleagueHeaders, { id: added.id, vehicleMileage: '52000' });
    expect(changed.statusCode).toBe(200);

    const other = await app.inject({
      method: 'GET',
      url: `/api/user/getVehicle/${added.id}`,
      headers: elsewhereHeaders,
    });
    expect(other.statusCode).toBe(404);
    const otherList = await app.inject({
      method: 'POST',
      url: '/api/user/getVehicles',
      headers: elsewhereHeaders,
      payload: {},
    });
    expect(otherList.json().totalDisplayItems).toBe(0);
  });
});

// ---------------------------------------------------------------- policies

describe('innovation policies', () => {
  it('are read-only in the answers, with the status effect and the hide rule', async () => {
    const user = await createSignedInUser(t);
    const statuses = [
      'ACTIVE POLICY',
      'SUSPEND POLICY',
      'INACTIVE POLICY',
      'EXPIRED POLICY',
      'CANCELLED POLICY',
    ];
    const ids: string[] = [];
    for (const [i, policyStatus] of statuses.entries()) {
      const added = await addHilux(user.headers, { name: policyStatus });
      ids.push(added.id);
      await deps.db.insert(innovationPolicies).values({
        customerVehicleId: added.id,
        policyCode: `INV-${i}`,
        vinNumber: 'AHTKB3CD302645123',
        policyStatus,
        startDate: '2025-01-01',
        endDate: '2027-12-31',
        endDistance: 200_000,
      });
    }
    const list = await app.inject({
      method: 'POST',
      url: '/api/user/getVehicles',
      headers: user.headers,
      payload: {},
    });
    const byName = Object.fromEntries(
      list.json().items.map((i: { name: string; innovationPolicy: unknown }) => [i.name, i.innovationPolicy]),
    );
    expect(byName['ACTIVE POLICY']).toEqual({
      policyCode: 'INV-0',
      vinNumber: 'AHTKB3CD302645123',
      policyStatus: 'ACTIVE POLICY',
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      endDistance: 200_000,
      policyQuoteMode: true,
      showPolicyCard: true,
      dialog: null,
    });
    expect(byName['SUSPEND POLICY']).toMatchObject({
      policyCode: 'INV-1',
      policyQuoteMode: true,
      dialog: { kind: 'warning', title: 'Policy suspended', message: POLICY_NOT_COVERED_MESSAGE },
    });
    expect(byName['INACTIVE POLICY'].dialog).toEqual({
      kind: 'info',
      title: 'Policy inactive',
      message: POLICY_INACTIVE_MESSAGE,
    });
    for (const hidden of ['EXPIRED POLICY', 'CANCELLED POLICY']) {
      expect(byName[hidden]).toEqual({
        policyCode: null,
        vinNumber: null,
        policyStatus: hidden,
        startDate: null,
        endDate: null,
        endDistance: null,
        policyQuoteMode: false,
        showPolicyCard: false,
        dialog: null,
      });
    }
    // The customer cannot set or change a policy through upsert: unknown fields are ignored.
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: user.headers,
      payload: {
        id: ids[3],
        innovationPolicy: { policyStatus: 'ACTIVE POLICY' },
        policyStatus: 'ACTIVE POLICY',
      },
    });
    expect(res.json().innovationPolicy.policyStatus).toBe('EXPIRED POLICY');
  });
});

// ---------------------------------------------------------------- schedule and history

async function completedRequest(userId: string, garageId: string, mileage: number, serviceDate: string) {
  const owner = await createUser(deps.db, { workshop: true });
  const [request] = await deps.db
    .insert(quoteRequests)
    .values({
      reference: `T-${Math.random().toString(36).slice(2, 10)}`,
      userId,
      vehicleId: hilux.id,
      customerVehicleId: garageId,
      vehicleName: 'Toyota Hilux',
      vehicleMileage: mileage,
      quoteType: 'Service - SMC_Service',
      email: 'x@example.co.za',
      quoteRequestStatus: 2,
    })
    .returning({ id: quoteRequests.id });
  await deps.db.insert(quotes).values({
    quoteRequestId: request!.id,
    workshopId: owner.workshopId!,
    reference: `Q-${Math.random().toString(36).slice(2, 10)}`,
    quoteStatus: 6,
    isVatRegistered: true,
    vehicleMileage: mileage,
    serviceDate,
  });
  return request!.id;
}

describe('queryVehicleServiceSchedule', () => {
  it('prompts when a service is nearly due, lists done services and the upcoming schedule', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers, { vehicleMileage: '19500' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/user/queryVehicleServiceSchedule/${added.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.promptService).toBe("Your vehicle's next service is due in 500 km, at 20 000 km.");
    expect(body.pastServices).toHaveLength(3);
    expect(body.pastServices[0]).toMatchObject({
      trigger: 'Distance',
      color: 'orange',
      vehicleMilleage: 20_000,
      type: 'Major service',
      isDone: false,
      workshopName: null,
    });

    // A completed service through the marketplace shows as done, and the schedule counts from it.
    const today = new Date().toISOString().slice(0, 10);
    await completedRequest(user.id, added.id, 19_400, today);
    const after = (
      await app.inject({
        method: 'GET',
        url: `/api/user/queryVehicleServiceSchedule/${added.id}`,
        headers: user.headers,
      })
    ).json();
    const done = after.pastServices.filter((s: { isDone: boolean }) => s.isDone);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      serviceDate: today,
      type: 'Service',
      color: 'green',
      vehicleMilleage: 19_400,
    });
    expect(done[0].workshopName).toMatch(/^test-workshop-/);
    expect(after.promptService).toBeNull();
    expect(after.pastServices[0]).toMatchObject({ vehicleMilleage: 29_400, color: 'blue', isDone: false });
  });

  it('says a service is overdue', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers, { vehicleMileage: '10000' });
    await completedRequest(user.id, added.id, 10_000, '2023-01-15');
    const body = (
      await app.inject({
        method: 'GET',
        url: `/api/user/queryVehicleServiceSchedule/${added.id}`,
        headers: user.headers,
      })
    ).json();
    expect(body.promptService).toBe("Your vehicle's service is overdue: it was due on 15/01/2024.");
    expect(body.pastServices[0]).toMatchObject({ trigger: 'Time', color: 'red', serviceDate: '2024-01-15' });
  });
});

describe('queryVehicleHistory', () => {
  it("lists the vehicle's requests with the first quote's status label, by mapping or by vehicle", async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers);
    const requestId = await completedRequest(user.id, added.id, 50_000, '2025-06-01');
    const workshop = await createUser(deps.db, { workshop: true });
    const [open] = await deps.db
      .insert(quoteRequests)
      .values({
        reference: 'HIST-OPEN-1',
        userId: user.id,
        vehicleId: hilux.id,
        customerVehicleId: added.id,
        vehicleName: 'Toyota Hilux',
        quoteType: 'Repair - SMC_Repair',
        email: user.email,
      })
      .returning({ id: quoteRequests.id });
    await deps.db.insert(quotes).values([
      {
        quoteRequestId: open!.id,
        workshopId: workshop.workshopId!,
        reference: 'HIST-OPEN-1-A',
        quoteStatus: 1,
        isVatRegistered: true,
        createdAt: new Date(Date.now() - 60_000),
      },
    ]);
    // Another user's request for the same catalogue vehicle never shows.
    const other = await createUser(deps.db);
    await deps.db.insert(quoteRequests).values({
      reference: 'HIST-OTHER-1',
      userId: other.id,
      vehicleId: hilux.id,
      vehicleName: 'Toyota Hilux',
      quoteType: 'Service - SMC_Service',
      email: other.email,
    });

    const byMapping = await app.inject({
      method: 'POST',
      url: '/api/user/queryVehicleHistory',
      headers: user.headers,
      payload: { customerVehicleMappingId: added.id, page: 1 },
    });
    expect(byMapping.statusCode, byMapping.body).toBe(200);
    const body = byMapping.json();
    expect(body).toMatchObject({ totalDisplayItems: 2, page: 1, itemsPerPage: 50 });
    expect(body.items[0]).toMatchObject({
      id: open!.id,
      reference: 'HIST-OPEN-1',
      quoteType: 'Repair - SMC_Repair',
      quoteRequestStatus: 0,
      quoteStatusText: 'Booked',
    });
    expect(body.items[1]).toMatchObject({
      id: requestId,
      quoteRequestStatus: 2,
      quoteStatusText: 'Completed',
    });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      // The spec's fields, and where the request stands as a person reads it (issue 20 item 3).
      [
        'dateCreated',
        'id',
        'progress',
        'quoteRequestStatus',
        'quoteStatusText',
        'quoteType',
        'reference',
      ].sort(),
    );

    const byVehicle = await app.inject({
      method: 'POST',
      url: '/api/user/queryVehicleHistory',
      headers: user.headers,
      payload: { vehicleId: hilux.id, page: 1 },
    });
    expect(byVehicle.json().totalDisplayItems).toBe(2);
    const neither = await app.inject({
      method: 'POST',
      url: '/api/user/queryVehicleHistory',
      headers: user.headers,
      payload: { page: 1 },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.vehicleId).toEqual(['Vehicle is required (needs a 36-character uniqueId).']);
  });
});

describe('mileage history rows', () => {
  it('keeps every reading in the database', async () => {
    const user = await createSignedInUser(t);
    const added = await addHilux(user.headers);
    await upsert(user.headers, { id: added.id, vehicleMileage: '51000' });
    const rows = await deps.db
      .select()
      .from(customerVehicleMileageHistories)
      .where(eq(customerVehicleMileageHistories.customerVehicleId, added.id));
    expect(rows.map((r) => r.mileage).sort()).toEqual([50_000, 51_000]);
  });
});
