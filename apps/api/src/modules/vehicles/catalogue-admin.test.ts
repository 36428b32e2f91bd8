import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from '../../db/client';
import { type CatalogueAdminServiceDeps, createCatalogueAdminService } from './catalogue-admin.service';
import { readCatalogueCsv } from './catalogue-csv';
import type { CatalogueRow } from './vehicles.repo';

// The CSV checks and the import's rules against a fake repo (decision 058); the routes, the transaction and
// search on two instances are tested through app.inject in test/catalogue-admin.test.ts.
const HEADER =
  'MEAD_CODE,Brand,Range,Model,Year_From,Year_To,capacity,abs,introduction_date,discontinued_date';
const csv = (...rows: string[]) => readCatalogueCsv(Readable.from([[HEADER, ...rows].join('\r\n')]));

describe('reading an M&M-code CSV', () => {
  it('takes headers in any case, yes/no and numbers with spaces, and numbers rows as a spreadsheet does', async () => {
    const read = await csv('60012345,Toyota,Hilux,Hilux 2.8 GD-6,2019,2021,2 755,yes,2019-03-01,');
    expect(read.errors).toEqual([]);
    expect(read.good).toEqual([
      expect.objectContaining({
        row: 2,
        yearFrom: 2019,
        yearTo: 2021,
        fields: expect.objectContaining({
          meadCode: '60012345',
          capacity: 2755,
          abs: true,
          discontinuedDate: null,
        }),
      }),
    ]);
  });

  it('names the row, the column and why for every problem of a row', async () => {
    const read = await csv(
      '60012345,Toyota,Hilux,Hilux,2019,2019,,,,',
      '6001234,,Hilux,Hilux,1950,2019,big,maybe,2020-02-30,2019-01-01',
      '"60012346",Toyota,Hilux,Hilux,2021,2019,,,,',
    );
    expect(read.errors).toEqual([
      { row: 3, column: 'mead_code', message: 'M&M code must be 8 digits.' },
      { row: 3, column: 'brand', message: 'Brand is required.' },
      { row: 3, column: 'year_from', message: 'First model year must be at least 1960.' },
      { row: 3, column: 'introduction_date', message: 'Introduction date must be a date (YYYY-MM-DD).' },
      { row: 3, column: 'capacity', message: 'Engine capacity (cc) must be a whole number.' },
      { row: 3, column: 'abs', message: 'ABS must be yes or no.' },
      { row: 4, column: 'year_to', message: 'Last model year cannot be before the first model year.' },
    ]);
    expect(read.good.map((r) => r.row)).toEqual([2]);
    expect(read.dataRows).toBe(3);
  });

  it('refuses a header with a column it does not know, and a broken quote with its row', async () => {
    await expect(
      readCatalogueCsv(Readable.from(['mead_code,brand,range,model,year_from,year_to,colour\n'])),
    ).rejects.toMatchObject({
      errors: { file: ["Column colour is not one of the import's columns."] },
    });
    await expect(csv('60012345,"Toyota,Hilux,Hilux,2019,2019,,,,')).rejects.toMatchObject({
      errors: { file: [expect.stringMatching(/^The CSV cannot be read at row/)] },
    });
  });
});

describe('the import (service factory)', () => {
  const existing = {
    id: 7,
    meadCode: '60012345',
    year: 2019,
    brand: 'Toyota',
    range: 'Hilux',
    model: 'Hilux 2.8 GD-6',
    market: 'ZA (M&M import)',
  } as CatalogueRow;
  const writes: string[] = [];
  const repo = {
    catalogueByMeadCodes: async () => [existing],
    carriedBrandTerms: async () => [],
    storedBrandTerms: async () => [
      {
        brandKey: 'toyota',
        brand: 'Toyota',
        brandCode: 'TOYO',
        serviceIntervalKm: 10000,
        majorServiceIntervalKm: 20000,
        serviceIntervalMonths: 12,
        warrantyKm: 100000,
        warrantyMonths: 36,
        planType: 'Service plan',
        planKm: 90000,
        planMonths: null,
        maintenanceExclusions: null,
        warrantyNotice: true,
        updatedByUserId: null,
        updatedAt: new Date(),
      },
    ],
    lockCatalogue: async () => void writes.push('lock'),
    insertCatalogue: async (_db: DbOrTx, values: unknown[]) => {
      writes.push(`insert ${values.length}`);
      return values.length;
    },
    updateCatalogueMany: async (_db: DbOrTx, updates: unknown[]) =>
      void writes.push(`update ${updates.length}`),
  } as unknown as CatalogueAdminServiceDeps['repo'];
  const audited: unknown[] = [];
  const ADMIN_ACTOR = { userId: 'admin-1', email: 'admin@example.co.za', requestId: null, ip: null };
  const service = createCatalogueAdminService({
    repo,
    audit: { record: async (_db, entry) => void audited.push(entry) },
  });
  const db = { transaction: (run: (tx: DbOrTx) => unknown) => run({} as DbOrTx) } as unknown as Db;

  it('counts new, changed and unchanged vehicles, and gives new ones their brand terms', async () => {
    const file = await csv('60012345,Toyota,Hilux,Hilux 2.8 GD-6,2019,2021,,,,');
    const preview = await service.previewImport({} as DbOrTx, file);
    // 2019 exists with fewer fields set (capacity, summary...): changed; 2020 and 2021 are new.
    expect(preview).toMatchObject({ rows: 1, newVehicles: 2, changedVehicles: 1, unchangedVehicles: 0 });
    expect(preview.preview).toEqual([
      expect.objectContaining({ row: 2, years: '2019-2021', status: 'changed' }),
    ]);

    const result = await service.applyImport(db, ADMIN_ACTOR, file);
    expect(result).toEqual({ rows: 1, newVehicles: 2, changedVehicles: 1, unchangedVehicles: 0 });
    expect(writes).toEqual(['lock', 'insert 2', 'update 1']);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'catalogue.import',
        targetType: 'catalogue',
        actor: ADMIN_ACTOR,
      }),
    ]);
  });

  it('applies nothing while a row is bad', async () => {
    writes.length = 0;
    const file = await csv('60012345,Toyota,Hilux,Hilux,2019,2019,,,,', 'x,Toyota,Hilux,Hilux,2019,2019,,,,');
    await expect(service.applyImport(db, ADMIN_ACTOR, file)).rejects.toMatchObject({
      statusCode: 400,
      errors: { 'row 3: mead_code': ['M&M code must be 8 digits.'] },
    });
    expect(writes).toEqual([]);
  });
});
