import {
  type BrandTerms,
  type BrandTermsEdit,
  CATALOGUE_PREVIEW_ROWS,
  type CatalogueImportPreview,
  type CatalogueImportResult,
  type CatalogueImportRowStatus,
  type CatalogueVehicleFields,
  type Vehicle,
  WARRANTY_DISCLAIMER_BRANDS,
  warrantyText,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditPort } from '../audit/index';
import type { CatalogueCsv } from './catalogue-csv';
import { vehicleSearchWords } from './search-words';
import type * as VehiclesRepo from './vehicles.repo';
import type { CarriedBrandTerms, CatalogueInsert, CatalogueRow, StoredBrandTerms } from './vehicles.repo';
import { toVehicle } from './vehicles.service';

/**
 * The administrators' catalogue (issue 22 item 4, decision 061): the M&M-code CSV import (preview, then
 * apply in one transaction, refused whole while a row is bad), one vehicle's edit, and each brand's
 * service intervals, warranty and plan. Search needs no call from here: the catalogue's triggers NOTIFY
 * every instance, which reloads its search index (decision 037).
 */

export interface CatalogueAdminServiceDeps {
  repo: Pick<
    typeof VehiclesRepo,
    | 'carriedBrandTerms'
    | 'catalogueByMeadCodes'
    | 'findByIds'
    | 'insertCatalogue'
    | 'lockCatalogue'
    | 'lockCatalogueVehicle'
    | 'setBrandVehicleTerms'
    | 'storedBrandTerms'
    | 'updateCatalogue'
    | 'updateCatalogueMany'
    | 'upsertBrandTerms'
  >;
  /** The audit trail (decision 059): every admin write is recorded in its transaction. */
  audit: AuditPort;
}

/** Who acts: the signed-in administrator. */

/** The market of an imported vehicle: South African (first among equals in search). */
export const IMPORTED_MARKET = 'ZA (M&M import)';

/** The brand terms' columns on a vehicle. */
type TermsColumns = Pick<
  CatalogueInsert,
  | 'serviceInterval1'
  | 'serviceInterval2'
  | 'serviceTimeInterval'
  | 'warrantyMileageInterval'
  | 'warrantyTimeInterval'
  | 'warranty'
  | 'planType'
  | 'maintenanceMileageInterval'
  | 'maintenanceTimeInterval'
  | 'maintenanceExclusions'
>;

type Terms = Omit<BrandTerms, 'vehicles' | 'edited' | 'brand' | 'warrantyNotice'>;

function termsColumns(t: Terms): TermsColumns {
  const planned = t.planType !== null && t.planType !== 'None';
  return {
    serviceInterval1: t.serviceIntervalKm,
    serviceInterval2: t.majorServiceIntervalKm,
    serviceTimeInterval: t.serviceIntervalMonths,
    // 0 km is a warranty without a distance limit: null on the vehicle (computeServiceInterval's rule).
    warrantyMileageInterval: t.warrantyKm ? t.warrantyKm : null,
    warrantyTimeInterval: t.warrantyMonths,
    warranty: t.warrantyMonths ? warrantyText(t.warrantyMonths, t.warrantyKm ?? 0) : null,
    planType: t.planType,
    maintenanceMileageInterval: planned ? t.planKm : null,
    maintenanceTimeInterval: planned ? t.planMonths : null,
    maintenanceExclusions: t.maintenanceExclusions,
  };
}

const fromStored = (s: StoredBrandTerms): Terms => ({
  brandCode: s.brandCode,
  serviceIntervalKm: s.serviceIntervalKm,
  majorServiceIntervalKm: s.majorServiceIntervalKm,
  serviceIntervalMonths: s.serviceIntervalMonths,
  warrantyKm: s.warrantyKm,
  warrantyMonths: s.warrantyMonths,
  planType: s.planType,
  planKm: s.planKm,
  planMonths: s.planMonths,
  maintenanceExclusions: s.maintenanceExclusions,
});

const fromCarried = (c: CarriedBrandTerms): Terms => ({
  brandCode: c.brandCode,
  serviceIntervalKm: c.serviceIntervalKm,
  majorServiceIntervalKm: c.majorServiceIntervalKm,
  serviceIntervalMonths: c.serviceIntervalMonths,
  // A vehicle's null km with a time limit is "unlimited km": 0 in the terms.
  warrantyKm: c.warrantyKm ?? (c.warrantyMonths ? 0 : null),
  warrantyMonths: c.warrantyMonths,
  planType: c.planType,
  planKm: c.planKm,
  planMonths: c.planMonths,
  maintenanceExclusions: c.maintenanceExclusions,
});

const DEFAULT_NOTICE = new Set<string>(WARRANTY_DISCLAIMER_BRANDS);
const brandKey = (brand: string) => brand.trim().toLowerCase();

/** Engine litres for search from the capacity (2755 cc -> '2.8') when the file gives none. */
const litres = (capacity: number | null) => (capacity ? (capacity / 1000).toFixed(1) : null);

/** A vehicle's own columns (not its brand's terms) from an administrator's fields and a model year. */
function ownColumns(fields: Omit<CatalogueVehicleFields, 'year'>, year: number, engine: string | null) {
  const engineText = engine ?? litres(fields.capacity);
  const summary = [
    year,
    fields.brand,
    fields.model,
    engineText,
    fields.fuelType?.toLowerCase(),
    fields.transmissionType?.toLowerCase(),
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
  return {
    ...fields,
    year,
    vehicleSummary: summary,
    searchText:
      `${fields.brand} ${fields.model} ${fields.range === fields.model ? '' : `${fields.range} `}${engineText ?? ''} ${year}`
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim(),
    searchWords: vehicleSearchWords({
      brand: fields.brand,
      range: fields.range,
      model: fields.model,
      year,
      engine: engineText,
      fuelType: fields.fuelType,
      transmissionType: fields.transmissionType,
      driveType: fields.driveType,
      bodyType: fields.bodyType,
    }),
  };
}
type OwnColumns = ReturnType<typeof ownColumns>;

/** The fields an import or an edit writes, as compared with what a vehicle has (dates as YYYY-MM-DD). */
const COMPARED = [
  'brand',
  'range',
  'model',
  'brandCode',
  'rangeCode',
  'modelCode',
  'bodyType',
  'introductionDate',
  'discontinuedDate',
  'capacity',
  'cylinders',
  'aspirationType',
  'fuelType',
  'transmissionType',
  'gearboxType',
  'driveType',
  'wheelsDriven',
  'abs',
  'classType',
  'imageUrl',
  'description',
  'vehicleSummary',
] as const;
const differs = (own: OwnColumns, row: CatalogueRow) =>
  COMPARED.some((k) => (own[k] ?? null) !== (row[k] ?? null)) || row.market !== IMPORTED_MARKET;

/** What applying a checked CSV would do. */
interface ImportPlan {
  inserts: CatalogueInsert[];
  updates: { id: number; values: Partial<CatalogueInsert>; before: CatalogueRow }[];
  counts: CatalogueImportResult;
  statusOf: Map<number, CatalogueImportRowStatus>;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function createCatalogueAdminService({ repo, audit }: CatalogueAdminServiceDeps) {
  /** The terms each brand key gets: an administrator's, else what its vehicles carry. */
  async function termsOf(db: DbOrTx, keys: string[]): Promise<Map<string, Terms>> {
    const out = new Map<string, Terms>();
    if (keys.length === 0) return out;
    for (const c of await repo.carriedBrandTerms(db, keys)) out.set(c.brandKey, fromCarried(c));
    for (const s of await repo.storedBrandTerms(db, keys)) out.set(s.brandKey, fromStored(s));
    return out;
  }

  async function plan(db: DbOrTx, csv: CatalogueCsv): Promise<ImportPlan> {
    const codes = [...new Set(csv.good.map((r) => r.fields.meadCode))];
    const existing = new Map(
      (await repo.catalogueByMeadCodes(db, codes)).map((row) => [`${row.meadCode}|${row.year}`, row]),
    );
    const terms = await termsOf(db, [...new Set(csv.good.map((r) => brandKey(r.fields.brand)))]);
    const result: ImportPlan = {
      inserts: [],
      updates: [],
      counts: { rows: csv.dataRows, newVehicles: 0, changedVehicles: 0, unchangedVehicles: 0 },
      statusOf: new Map(),
    };
    for (const r of csv.good) {
      const brandTerms = terms.get(brandKey(r.fields.brand));
      const termCols = brandTerms ? termsColumns(brandTerms) : {};
      const brandCode = r.fields.brandCode ?? brandTerms?.brandCode ?? null;
      const seen = new Set<CatalogueImportRowStatus>();
      for (let year = r.yearFrom; year <= r.yearTo; year++) {
        const own = ownColumns({ ...r.fields, brandCode }, year, r.engine);
        const before = existing.get(`${r.fields.meadCode}|${year}`);
        if (!before) {
          result.inserts.push({ ...own, ...termCols, market: IMPORTED_MARKET });
          result.counts.newVehicles += 1;
          seen.add('new');
        } else if (differs(own, before)) {
          const brandChanged = brandKey(before.brand) !== brandKey(own.brand);
          result.updates.push({
            id: before.id,
            values: { ...own, ...(brandChanged ? termCols : {}), market: IMPORTED_MARKET },
            before,
          });
          result.counts.changedVehicles += 1;
          seen.add('changed');
        } else {
          result.counts.unchangedVehicles += 1;
          seen.add('unchanged');
        }
      }
      result.statusOf.set(r.row, seen.size === 1 ? [...seen][0]! : 'changed');
    }
    return result;
  }

  const service = {
    /** What applying the file would do: counts, every bad row, and the first rows with their status. */
    async previewImport(db: DbOrTx, csv: CatalogueCsv): Promise<CatalogueImportPreview> {
      const { counts, statusOf } = await plan(db, csv);
      const bad = new Set(csv.errors.map((e) => e.row));
      const rows = csv.seen.map(
        (s) => ({ ...s, status: bad.has(s.row) ? 'invalid' : (statusOf.get(s.row) ?? 'unchanged') }) as const,
      );
      const preview = [
        ...rows.filter((r) => r.status === 'invalid'),
        ...rows.filter((r) => r.status !== 'invalid'),
      ].slice(0, CATALOGUE_PREVIEW_ROWS);
      return { ...counts, invalidRows: bad.size, errors: csv.errors, preview };
    },

    /**
     * Applies the file in one transaction: every new vehicle added, every changed one updated, or, while
     * any row is bad, nothing at all (400 with a message per bad row and column).
     */
    async applyImport(db: Db, actor: AuditActor, csv: CatalogueCsv): Promise<CatalogueImportResult> {
      if (csv.errors.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const e of csv.errors) {
          const key = `row ${e.row}: ${e.column}`;
          errors[key] = [...(errors[key] ?? []), e.message];
        }
        const badRows = new Set(csv.errors.map((e) => e.row)).size;
        throw badRequest(
          errors,
          `${badRows} row${badRows === 1 ? ' is' : 's are'} not right, so nothing was imported: fix ${badRows === 1 ? 'it' : 'them'} and import the file again.`,
        );
      }
      return db.transaction(async (tx) => {
        await repo.lockCatalogue(tx);
        const { inserts, updates, counts } = await plan(tx, csv);
        try {
          await repo.insertCatalogue(tx, inserts);
          await repo.updateCatalogueMany(tx, updates);
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict(
              'Another import changed the same vehicles at the same time: import the file again.',
            );
          throw error;
        }
        await audit.record(tx, {
          action: 'catalogue.import',
          targetType: 'catalogue',
          targetId: 'import',
          before: { changed: updates.map((u) => toVehicle(u.before)) },
          after: { ...counts, changedIds: updates.map((u) => u.id) },
          actor,
        });
        return counts;
      });
    },

    /** PUT one catalogue vehicle's own fields (its brand's terms are edited per brand). */
    async updateVehicle(
      db: Db,
      actor: AuditActor,
      id: number,
      fields: CatalogueVehicleFields,
    ): Promise<Vehicle> {
      return db.transaction(async (tx) => {
        const before = await repo.lockCatalogueVehicle(tx, id);
        if (!before) throw notFound('The vehicle');
        const { year, ...rest } = fields;
        const values: Partial<CatalogueInsert> = ownColumns(rest, year, null);
        if (brandKey(before.brand) !== brandKey(fields.brand)) {
          const terms = (await termsOf(tx, [brandKey(fields.brand)])).get(brandKey(fields.brand));
          if (terms) Object.assign(values, termsColumns(terms));
        }
        try {
          await repo.updateCatalogue(tx, id, values);
        } catch (error) {
          if (isUniqueViolation(error))
            throw badRequest({
              meadCode: [`Another catalogue vehicle has M&M code ${fields.meadCode} for ${year}.`],
            });
          throw error;
        }
        const [after] = await repo.findByIds(tx, [id]);
        if (!after) throw notFound('The vehicle');
        await audit.record(tx, {
          action: 'catalogue.vehicle.update',
          targetType: 'vehicle',
          targetId: String(id),
          before: toVehicle(before),
          after: toVehicle(after),
          actor,
        });
        return toVehicle(after);
      });
    },

    /** Every catalogue brand's terms (an administrator's, else what its vehicles carry), by name. */
    async listBrandTerms(db: DbOrTx): Promise<BrandTerms[]> {
      const stored = new Map((await repo.storedBrandTerms(db)).map((s) => [s.brandKey, s]));
      const out: BrandTerms[] = [];
      for (const c of await repo.carriedBrandTerms(db)) {
        const s = stored.get(c.brandKey);
        stored.delete(c.brandKey);
        out.push({
          ...(s ? fromStored(s) : fromCarried(c)),
          brand: s?.brand ?? c.brand,
          vehicles: c.vehicles,
          edited: Boolean(s),
          warrantyNotice: s ? s.warrantyNotice : DEFAULT_NOTICE.has(c.brand.toUpperCase()),
        });
      }
      for (const s of stored.values())
        out.push({
          ...fromStored(s),
          brand: s.brand,
          vehicles: 0,
          edited: true,
          warrantyNotice: s.warrantyNotice,
        });
      return out.sort((a, b) => brandKey(a.brand).localeCompare(brandKey(b.brand)));
    },

    /** Sets a brand's terms and writes them onto all its catalogue vehicles, in one transaction. */
    async updateBrandTerms(
      db: Db,
      actor: AuditActor,
      brand: string,
      input: BrandTermsEdit,
    ): Promise<BrandTerms> {
      const key = brandKey(brand);
      return db.transaction(async (tx) => {
        await repo.lockCatalogue(tx);
        const [carried] = await repo.carriedBrandTerms(tx, [key]);
        const [stored] = await repo.storedBrandTerms(tx, [key]);
        if (!carried && !stored) throw notFound('The brand');
        const name = stored?.brand ?? carried?.brand ?? brand.trim();
        const before = stored ? fromStored(stored) : carried ? fromCarried(carried) : null;
        const terms: Terms = {
          ...input,
          planKm: input.planType === 'None' ? null : input.planKm,
          planMonths: input.planType === 'None' ? null : input.planMonths,
        };
        await repo.upsertBrandTerms(tx, {
          brandKey: key,
          brand: name,
          ...terms,
          serviceIntervalKm: input.serviceIntervalKm,
          serviceIntervalMonths: input.serviceIntervalMonths,
          warrantyKm: input.warrantyKm,
          warrantyMonths: input.warrantyMonths,
          planType: input.planType,
          warrantyNotice: input.warrantyNotice,
          updatedByUserId: actor.userId,
        });
        const brandCode = input.brandCode ? { brandCode: input.brandCode } : {};
        await repo.setBrandVehicleTerms(tx, key, { ...termsColumns(terms), ...brandCode });
        const after: BrandTerms = {
          ...terms,
          brand: name,
          vehicles: carried?.vehicles ?? 0,
          edited: true,
          warrantyNotice: input.warrantyNotice,
        };
        await audit.record(tx, {
          action: 'catalogue.brand.update',
          targetType: 'brand',
          targetId: name,
          before,
          after,
          actor,
        });
        return after;
      });
    },

    /**
     * The brands whose manufacturer warranty note must be accepted, upper case: the spec's four, then as
     * administrators set them per brand.
     */
    async warrantyNoticeBrands(db: DbOrTx): Promise<string[]> {
      const brands = new Set(DEFAULT_NOTICE);
      for (const s of await repo.storedBrandTerms(db)) {
        if (s.warrantyNotice) brands.add(s.brand.toUpperCase());
        else brands.delete(s.brand.toUpperCase());
      }
      return [...brands].sort();
    },
  };
  return service;
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
