import {
  addFieldError,
  calendarDate,
  computeServiceSchedule,
  createManualVehicleSchema,
  type FieldErrors,
  GarageVehicleFieldsSchema,
  garageVehicleName,
  innovationPolicyView,
  messages,
  mileageSchema,
  needsWarrantyDisclaimer,
  parseStoredQuoteType,
  quoteStatusLabel,
  type VehicleHistoryQuery,
  vinSchema,
  zodErrorToFieldErrors,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { RequestHistory } from '../customer-requests/index';
import {
  type CheckedUpload,
  checkAttachment,
  checkVehicleReport,
  type files,
  type UploadedPart,
} from '../files/index';
import type { notifications } from '../notifications/index';
import { toVehicle, type VehicleRow, vehicleKey, type vehicles } from '../vehicles/index';
import type * as GarageRepo from './garage.repo';
import type { AttachmentRow, FilterWord, GarageRow, GarageScope } from './garage.repo';
import type { GarageVehicle } from './garage.schemas';

/**
 * What the garage's services are given (decision 058): its repo, and of the modules below it the catalogue
 * (vehicles), the stored files and the branch's events (notifications). Wired in index.ts.
 */
export interface GarageServiceDeps {
  repo: typeof GarageRepo;
  vehicles: Pick<typeof vehicles, 'findByIds' | 'idsMatching' | 'findByKey' | 'insertManual'>;
  files: Pick<typeof files, 'findMany' | 'store' | 'deleteIfUnreferenced'>;
  notifications: Pick<typeof notifications, 'add'>;
}

/**
 * Whose garage a caller works in: an organisation user's current branch's (shared by its users), else
 * their own vehicles added outside any branch.
 */
export function garageScope(user: SessionUser): GarageScope {
  const branchId = user.organisation?.currentBranchId;
  return branchId ? { kind: 'branch', branchId, userId: user.id } : { kind: 'user', userId: user.id };
}

/** A garage row with its vehicle from the catalogue module. */
type GarageEntry = GarageRow & { vehicle: VehicleRow };

const NOT_FOUND = 'The vehicle';
const MAX_ATTACHMENTS = 5;

/** What upsertVehicle received: text fields (a form's strings, or JSON values) and files by field. */
export interface UpsertInput {
  fields: Record<string, unknown>;
  report: UploadedPart[];
  attachments: UploadedPart[];
}

const present = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

function toAttachment(a: AttachmentRow, file: { mimeType: string; sizeBytes: number } | undefined) {
  return {
    id: a.id,
    attachmentFileName: a.attachmentFileName,
    isVehicleReport: a.isVehicleReport,
    mimeType: file?.mimeType ?? 'application/octet-stream',
    sizeBytes: file?.sizeBytes ?? 0,
    dateCreatedUtc: a.createdAt,
  };
}

/** Garage rows with their vehicles (from the catalogue module); rows whose vehicle is gone are dropped. */
/**
 * spec: recent actions with actionSource 0 (vehicle mapping): a vehicle added to or removed from a
 * branch's garage is a line in the branch's events, written in the change's transaction (decision 033).
 */
async function recordBranchVehicle(
  deps: GarageServiceDeps,
  tx: DbOrTx,
  scope: GarageScope,
  user: SessionUser,
  change: 'added' | 'removed',
  garage: { id: string; name: string | null },
  vehicle: Pick<VehicleRow, 'description' | 'vehicleSummary' | 'imageUrl'> | null,
) {
  if (scope.kind !== 'branch') return;
  const name = garage.name ?? 'VEHICLE';
  await deps.notifications.add(tx, [
    {
      organizationBranchId: scope.branchId,
      kind: 'action',
      actionSource: 0,
      title: change === 'added' ? 'Vehicle added' : 'Vehicle removed',
      message: `${user.email} ${change === 'added' ? 'added' : 'removed'} ${name}${vehicle?.description ? ` (${vehicle.description})` : ''} ${change === 'added' ? 'to' : 'from'} the branch's garage.`,
      vehicleName: name,
      vehicleSummary: vehicle?.vehicleSummary ?? vehicle?.description ?? null,
      vehicleImageUrl: vehicle?.imageUrl ?? null,
      // A removed vehicle has no page of its own any more: its line opens the garage.
      navigationId: change === 'added' ? garage.id : '',
    },
  ]);
}

async function withVehicles(deps: GarageServiceDeps, db: DbOrTx, rows: GarageRow[]): Promise<GarageEntry[]> {
  const found = await deps.vehicles.findByIds(db, [...new Set(rows.map((r) => r.vehicleId))]);
  const byId = new Map(found.map((v) => [Number(v.id), v]));
  return rows.flatMap((row) => {
    const vehicle = byId.get(Number(row.vehicleId));
    return vehicle ? [{ ...row, vehicle }] : [];
  });
}

async function findEntry(
  deps: GarageServiceDeps,
  db: DbOrTx,
  scope: GarageScope,
  id: string,
  forUpdate = false,
) {
  if (!isUuid(id)) return null;
  const row = await deps.repo.findGarageVehicle(db, scope, id, forUpdate);
  return row ? ((await withVehicles(deps, db, [row]))[0] ?? null) : null;
}

/** Rows with their policy, readings and attachments, in the answer's shape. */
async function presentRows(
  deps: GarageServiceDeps,
  db: DbOrTx,
  garageRows: GarageRow[],
): Promise<GarageVehicle[]> {
  const { repo, files } = deps;
  const rows = await withVehicles(deps, db, garageRows);
  const details = await repo.loadDetails(
    db,
    rows.map((r) => r.id),
  );
  const stored = await files.findMany(db, [...new Set(details.attachments.map((a) => a.fileId))]);
  const fileOf = (a: AttachmentRow) => stored.find((f) => f.id === a.fileId);
  return rows.map((row) => {
    const policy = details.policies.find((p) => p.customerVehicleId === row.id);
    const attachments = details.attachments
      .filter((a) => a.customerVehicleId === row.id)
      .map((a) => toAttachment(a, fileOf(a)));
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      vehicleId: row.vehicleId,
      vehicle: toVehicle(row.vehicle),
      vehicleMileage: row.vehicleMileage,
      vehicleVinNumber: row.vehicleVinNumber,
      vehicleEngineNumber: row.vehicleEngineNumber,
      vehicleLicensePlate: row.vehicleLicensePlate,
      vehicleColour: row.vehicleColour,
      organizationBranchId: row.organizationBranchId,
      innovationPolicy: innovationPolicyView(policy),
      customerVehicleMappingMileageHistories: details.readings
        .filter((m) => m.customerVehicleId === row.id)
        .map((m) => ({ id: m.id, mileage: m.mileage, source: m.source, dateCreatedUtc: m.createdAt })),
      vehicleAttachments: attachments,
      vehicleReportAttachment: attachments.find((a) => a.isVehicleReport) ?? null,
      needsWarrantyDisclaimer: needsWarrantyDisclaimer(row.vehicle.brand),
      dateCreatedUtc: row.createdAt,
    };
  });
}

/** A filter's words (at most 8), each matched against the garage's own fields and its catalogue vehicle. */
async function filterWords(
  deps: GarageServiceDeps,
  db: DbOrTx,
  scope: GarageScope,
  text: string | null | undefined,
) {
  const { repo, vehicles } = deps;
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const inGarage = words.length ? await repo.vehicleIdsInScope(db, scope) : [];
  const filter: FilterWord[] = [];
  for (const word of words) {
    const like = repo.likePattern(word);
    filter.push({ word, like, vehicleIds: await vehicles.idsMatching(db, inGarage, like, word) });
  }
  return filter;
}

/** What other modules may ask of the garage (a request's vehicle, the header search). Wired in index.ts. */
export function createGarageService(deps: GarageServiceDeps) {
  const { repo } = deps;
  return {
    /** The header search: the caller's garage vehicles (their branch's) matching a term, newest first. */
    async search(db: DbOrTx, user: SessionUser, term: string, limit: number) {
      const scope = garageScope(user);
      const { rows } = await repo.listGarage(db, scope, await filterWords(deps, db, scope, term), 1, limit);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        licensePlate: r.vehicleLicensePlate,
        vinNumber: r.vehicleVinNumber,
      }));
    },

    /** A garage vehicle of the caller's garage (their own, or their current branch's), or null. */
    async find(db: DbOrTx, user: SessionUser, id: string): Promise<GarageVehicle | null> {
      if (!isUuid(id)) return null;
      const row = await repo.findGarageVehicle(db, garageScope(user), id);
      return row ? ((await presentRows(deps, db, [row]))[0] ?? null) : null;
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;

/** What the garage routes' service is given (decision 058): its handles, and a vehicle's history from above. */
export interface MyGarageServiceDeps extends GarageServiceDeps {
  db: Db;
  fileStore: FileStore;
  now?: () => Date;
  /** A port: a vehicle's requests with their quotes come from customer-requests, a module above garage. */
  history: Pick<RequestHistory, 'completedServicesOf' | 'historyPage'>;
}

/** My Garage: the caller's vehicles, their readings and files, the service schedule and the history. */
export function createMyGarageService(deps: MyGarageServiceDeps) {
  const { repo, vehicles, files } = deps;
  const now = deps.now ?? (() => new Date());
  /**
   * The vehicle a garage entry points to: a catalogue vehicle by id or uniqueId, or a vehicle entered by
   * hand by its uniqueId when this caller entered it (or their garage already holds it). Anyone else's
   * hand-entered vehicle is not found.
   */
  async function vehicleForGarage(db: DbOrTx, scope: GarageScope, key: string): Promise<VehicleRow | null> {
    const vehicle = await vehicles.findByKey(db, key);
    if (!vehicle?.isManual || vehicle.createdByUserId === scope.userId) return vehicle;
    return (await repo.holdsVehicle(db, scope, Number(vehicle.id))) ? vehicle : null;
  }

  const service = {
    async list(user: SessionUser, query: { filter?: string | null; page: number; itemsPerPage: number }) {
      const scope = garageScope(user);
      const filter = await filterWords(deps, deps.db, scope, query.filter);
      const { rows, total } = await repo.listGarage(deps.db, scope, filter, query.page, query.itemsPerPage);
      return {
        items: await presentRows(deps, deps.db, rows),
        totalDisplayItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },

    async get(user: SessionUser, id: string, db: DbOrTx = deps.db): Promise<GarageVehicle> {
      const row = isUuid(id) ? await repo.findGarageVehicle(db, garageScope(user), id) : null;
      if (!row) throw notFound(NOT_FOUND);
      return (await presentRows(deps, db, [row]))[0]!;
    },

    /**
     * Adds or changes a garage vehicle (spec: upsertVehicle). Every problem is collected before anything is
     * written, so one answer lists all of them: the text fields, the files (checked by content), the
     * vehicle (catalogue or manual), the VIN (the brand's length) and the mileage (at least the stored one).
     */
    async upsert(user: SessionUser, input: UpsertInput): Promise<GarageVehicle> {
      const scope = garageScope(user);
      let errors: FieldErrors = {};
      const parsed = GarageVehicleFieldsSchema.safeParse(
        Object.fromEntries(
          Object.entries(input.fields).filter(
            ([key, v]) =>
              key in GarageVehicleFieldsSchema.shape && (typeof v === 'string' || typeof v === 'number'),
          ),
        ),
      );
      if (!parsed.success) errors = zodErrorToFieldErrors(parsed.error);
      const fields = parsed.success ? parsed.data : {};

      // Files first: pure checks, nothing stored yet.
      const report: CheckedUpload[] = [];
      const attachments: CheckedUpload[] = [];
      if (input.report.length > 1)
        errors = addFieldError(errors, 'vehicleReportAttachment', 'Attach one vehicle report at a time.');
      for (const part of input.report.slice(0, 1)) {
        const result = await checkVehicleReport(part);
        if (result.ok) report.push(result.file);
        else errors = addFieldError(errors, 'vehicleReportAttachment', ...result.problems);
      }
      if (input.attachments.length > MAX_ATTACHMENTS)
        errors = addFieldError(
          errors,
          'vehicleAttachments',
          `Attach at most ${MAX_ATTACHMENTS} files at a time.`,
        );
      for (const [i, part] of input.attachments.slice(0, MAX_ATTACHMENTS).entries()) {
        const result = await checkAttachment(part);
        if (result.ok) attachments.push(result.file);
        else errors = addFieldError(errors, `vehicleAttachments.${i}`, ...result.problems);
      }

      const manual = manualVehicleInput(input.fields);
      const storedKeys: string[] = [];
      const replacedKeys: string[] = [];
      try {
        const id = await deps.db.transaction(async (tx) => {
          const existing = fields.id ? await findEntry(deps, tx, scope, fields.id, true) : null;
          if (fields.id && !existing) throw notFound(NOT_FOUND);

          // The vehicle: a catalogue (or own manual) vehicle by id, a manual one described, or the stored one.
          let vehicle: VehicleRow | null = existing?.vehicle ?? null;
          let manualValues: ReturnType<ReturnType<typeof createManualVehicleSchema>['parse']> | null = null;
          if (present(fields.vehicleId)) {
            vehicle = await vehicleForGarage(tx, scope, String(fields.vehicleId));
            if (!vehicle) errors = addFieldError(errors, 'vehicleId', messages.vehicleRequired('Vehicle'));
          } else if (manual) {
            const result = createManualVehicleSchema(now).safeParse(manual);
            if (result.success) manualValues = result.data;
            else
              for (const [key, list] of Object.entries(zodErrorToFieldErrors(result.error)))
                errors = addFieldError(errors, `vehicle.${key}`, ...list);
          } else if (!existing) {
            errors = addFieldError(errors, 'vehicleId', messages.vehicleRequired('Vehicle'));
          }
          const brand = manualValues?.brand ?? vehicle?.brand ?? null;

          // spec: VIN 17 characters (18 for Mercedes), no I, O or Q, check digit where the region uses one.
          let vin: string | null | undefined;
          if (fields.vehicleVinNumber !== undefined) {
            if (fields.vehicleVinNumber === '') vin = null;
            else {
              const result = vinSchema(brand).safeParse(fields.vehicleVinNumber);
              if (result.success) vin = result.data;
              else
                errors = addFieldError(
                  errors,
                  'vehicleVinNumber',
                  ...result.error.issues.map((i) => i.message),
                );
            }
          }

          // spec: mileage at least the existing mileage (or 0), at most 1,000,000, at most 6 characters.
          let mileage: number | undefined;
          if (present(fields.vehicleMileage)) {
            const result = mileageSchema(existing?.vehicleMileage).safeParse(fields.vehicleMileage);
            if (result.success) mileage = result.data;
            else
              errors = addFieldError(errors, 'vehicleMileage', ...result.error.issues.map((i) => i.message));
          }

          if (Object.keys(errors).length) throw badRequest(errors);

          let vehicleId = vehicle?.id ?? 0;
          if (manualValues) {
            const m = manualValues;
            vehicleId = await vehicles.insertManual(tx, {
              year: m.year,
              brand: m.brand,
              range: m.range,
              model: m.model,
              capacity: engineCapacityCc(m.capacity),
              transmissionType: m.transmissionType,
              fuelType: m.fuelType,
              driveType: m.driveType,
              description: `${m.brand} ${m.range} ${m.model}`,
              vehicleSummary: `${m.year} ${m.brand} ${m.range} ${m.model} ${m.capacity}`,
              createdByUserId: user.id,
              searchText: `${m.brand} ${m.range} ${m.model} ${m.year}`.toLowerCase(),
            });
          }

          const text = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
          const values = {
            vehicleId,
            name: fields.name !== undefined || !existing ? garageVehicleName(fields.name) : undefined,
            status: text(fields.status),
            vehicleVinNumber: vin,
            vehicleEngineNumber: text(fields.vehicleEngineNumber?.toUpperCase()),
            vehicleLicensePlate: text(fields.vehicleLicensePlate?.toUpperCase()),
            vehicleColour: text(fields.vehicleColour),
            vehicleMileage: mileage,
          };
          let garageId: string;
          if (existing) {
            garageId = existing.id;
            await repo.updateGarageVehicle(tx, existing.id, values);
          } else {
            garageId = await repo.insertGarageVehicle(tx, {
              ...values,
              userId: user.id,
              organizationBranchId: scope.kind === 'branch' ? scope.branchId : null,
            });
            const [added] = manualValues ? await vehicles.findByIds(tx, [vehicleId]) : [vehicle];
            await recordBranchVehicle(
              deps,
              tx,
              scope,
              user,
              'added',
              { id: garageId, name: values.name ?? null },
              added ?? null,
            );
          }
          // spec: "mileage history keeps every reading": each change of the odometer is a new row.
          if (mileage !== undefined && mileage !== existing?.vehicleMileage) {
            await repo.insertReading(tx, garageId, mileage);
          }
          // A vehicle has one report: a new one replaces the stored one, whose file goes unless another row
          // still refers to it (its bytes after the commit).
          if (existing && report.length > 0) {
            for (const old of await repo.listReports(tx, existing.id)) {
              await repo.deleteAttachment(tx, old.id);
              const key = await files.deleteIfUnreferenced(tx, old.fileId);
              if (key) replacedKeys.push(key);
            }
          }
          for (const [list, isVehicleReport] of [
            [report, true],
            [attachments, false],
          ] as const) {
            for (const file of list) {
              const stored = await files.store(tx, deps.fileStore, file, user.id);
              storedKeys.push(stored.storageKey);
              await repo.insertAttachment(tx, {
                customerVehicleId: garageId,
                fileId: stored.id,
                attachmentFileName: file.name,
                isVehicleReport,
              });
            }
          }
          return garageId;
        });
        await Promise.all(replacedKeys.map((key) => deps.fileStore.delete(key).catch(() => {})));
        return service.get(user, id);
      } catch (error) {
        // Bytes written for a transaction that did not commit belong to nothing.
        await Promise.all(storedKeys.map((key) => deps.fileStore.delete(key).catch(() => {})));
        throw error;
      }
    },

    /** spec: deleteVehicleMileage. The vehicle's mileage becomes the latest remaining reading. */
    async deleteMileage(user: SessionUser, id: string): Promise<GarageVehicle> {
      if (!isUuid(id)) throw notFound('The mileage reading');
      const scope = garageScope(user);
      const garageId = await deps.db.transaction(async (tx) => {
        const garageId = await repo.lockReadingOwner(tx, scope, id);
        if (!garageId) throw notFound('The mileage reading');
        await repo.deleteReading(tx, id);
        await repo.updateGarageVehicle(tx, garageId, {
          vehicleMileage: await repo.latestReading(tx, garageId),
        });
        return garageId;
      });
      return service.get(user, garageId);
    },

    /** Removes an attachment and its file (the bytes after the commit). */
    async deleteAttachment(user: SessionUser, id: string): Promise<GarageVehicle> {
      if (!isUuid(id)) throw notFound('The attachment');
      const scope = garageScope(user);
      const { garageId, storageKey } = await deps.db.transaction(async (tx) => {
        const row = await repo.findAttachmentInScope(tx, scope, id);
        if (!row) throw notFound('The attachment');
        await repo.deleteAttachment(tx, id);
        // The file goes too unless something else still refers to it.
        const removedKey = await files.deleteIfUnreferenced(tx, row.fileId);
        return { garageId: row.customerVehicleId, storageKey: removedKey };
      });
      if (storageKey) await deps.fileStore.delete(storageKey);
      return service.get(user, garageId);
    },

    /** Soft delete: the vehicle leaves the garage; its requests keep pointing at it for their history. */
    async deleteVehicle(user: SessionUser, id: string): Promise<void> {
      const row = isUuid(id) ? await repo.findGarageVehicle(deps.db, garageScope(user), id) : null;
      if (!row) throw notFound(NOT_FOUND);
      const [vehicle] = row.vehicleId ? await vehicles.findByIds(deps.db, [row.vehicleId]) : [];
      await deps.db.transaction(async (tx) => {
        await repo.softDeleteGarageVehicle(tx, row.id);
        await recordBranchVehicle(deps, tx, garageScope(user), user, 'removed', row, vehicle ?? null);
      });
    },

    /** The file of an attachment of a garage vehicle in the caller's scope (else "not found"). */
    async attachmentFile(user: SessionUser, id: string) {
      if (!isUuid(id)) throw notFound('The attachment');
      const row = await repo.findAttachmentInScope(deps.db, garageScope(user), id);
      const [file] = row ? await files.findMany(deps.db, [row.fileId]) : [];
      if (!row || !file) throw notFound('The attachment');
      const bytes = await deps.fileStore.get(file.storageKey);
      if (!bytes) throw notFound('The attachment');
      return { name: row.name, mimeType: file.mimeType, bytes };
    },

    /** spec: queryVehicleServiceSchedule; the rules are computeServiceSchedule's (packages/shared/src/garage.ts). */
    async serviceSchedule(user: SessionUser, id: string) {
      const row = await findEntry(deps, deps.db, garageScope(user), id);
      if (!row) throw notFound(NOT_FOUND);
      const { readings } = await repo.loadDetails(deps.db, [row.id]);
      const completed = await deps.history.completedServicesOf(deps.db, row.id);
      const vehicle = row.vehicle;
      return computeServiceSchedule({
        serviceIntervalKm: vehicle.serviceInterval1,
        majorServiceIntervalKm: vehicle.serviceInterval2,
        serviceIntervalMonths: vehicle.serviceTimeInterval,
        currentMileage: row.vehicleMileage,
        readings: readings.map((r) => ({ mileage: r.mileage, date: calendarDate(new Date(r.createdAt)) })),
        completed: completed.map((c) => {
          const parsed = parseStoredQuoteType(c.quoteType);
          return {
            serviceDate: c.serviceDate ?? calendarDate(new Date(c.updatedAt)),
            workshopName: c.workshopName,
            type: parsed?.requestType ?? 'Service',
            isService: !parsed || parsed.kind === 'service' || parsed.kind === 'policy',
            vehicleMileage: c.quoteMileage ?? c.requestMileage,
          };
        }),
        today: calendarDate(now()),
      });
    },

    /** spec: queryVehicleHistory. The caller's requests for a garage vehicle or a catalogue vehicle, newest first. */
    async history(user: SessionUser, query: VehicleHistoryQuery) {
      const scope = garageScope(user);
      let target: { customerVehicleId: string } | { vehicleId: number };
      if (query.customerVehicleMappingId) {
        const row = isUuid(query.customerVehicleMappingId)
          ? await repo.findGarageVehicle(deps.db, scope, query.customerVehicleMappingId)
          : null;
        if (!row) throw notFound(NOT_FOUND);
        target = { customerVehicleId: row.id };
      } else {
        const text = String(query.vehicleId ?? '').trim();
        const key = vehicleKey(text);
        if (!key) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
        // A uniqueId that names no vehicle matches no request (id 0 does not exist).
        const found = 'id' in key ? null : await vehicles.findByKey(deps.db, text);
        target = { vehicleId: 'id' in key ? key.id : Number(found?.id ?? 0) };
      }
      // Whose requests: the branch's for an organisation user, else the caller's own.
      const owner = scope.kind === 'branch' ? { branchId: scope.branchId } : { userId: scope.userId };
      const { rows: list, total } = await deps.history.historyPage(deps.db, {
        target,
        owner,
        page: query.page,
        perPage: query.itemsPerPage,
      });
      return {
        items: list.map((r) => ({
          id: r.id,
          reference: r.reference,
          quoteType: r.quoteType,
          dateCreated: r.dateCreated,
          quoteRequestStatus: r.quoteRequestStatus,
          quoteStatusText: quoteStatusLabel(r.firstQuoteStatus) ?? null,
          progress: r.progress,
        })),
        totalDisplayItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },
  };
  return service;
}

export type MyGarageService = ReturnType<typeof createMyGarageService>;

/**
 * The manual vehicle of an upsert, when one was sent: a `vehicle` object (JSON), a `vehicle` field
 * holding JSON (multipart), or `vehicle.brand` / `vehicle[brand]` fields (multipart).
 */
export function manualVehicleInput(fields: Record<string, unknown>): Record<string, unknown> | null {
  let vehicle: Record<string, unknown> | null = null;
  const raw = fields.vehicle;
  if (raw && typeof raw === 'object' && !Array.isArray(raw))
    vehicle = { ...(raw as Record<string, unknown>) };
  else if (typeof raw === 'string' && raw.trim().startsWith('{')) {
    try {
      const value = JSON.parse(raw) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value))
        vehicle = value as Record<string, unknown>;
    } catch {
      vehicle = {};
    }
  }
  for (const [key, value] of Object.entries(fields)) {
    const m = /^vehicle(?:\.(\w+)|\[(\w+)\])$/.exec(key);
    const name = m?.[1] ?? m?.[2];
    if (name) {
      vehicle ??= {};
      vehicle[name] = value;
    }
  }
  return vehicle;
}

/** '2.8', '2.8 l', '2755', '2755 cc' -> cc; anything else is kept only in the summary. */
export function engineCapacityCc(text: string): number | null {
  const m = /^(\d+(?:[.,]\d+)?)\s*(l|litre|liter|cc)?$/i.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  if (unit === 'cc' || (!unit && n >= 100)) return Math.round(n);
  return n > 0 && n < 20 ? Math.round(n * 1000) : null;
}
