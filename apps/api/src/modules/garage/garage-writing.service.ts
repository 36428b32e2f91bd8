import {
  addFieldError,
  createManualVehicleSchema,
  type FieldErrors,
  GarageVehicleFieldsSchema,
  garageVehicleName,
  messages,
  mileageSchema,
  vinSchema,
  zodErrorToFieldErrors,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import { type CheckedUpload, checkAttachment, checkVehicleReport, type UploadedPart } from '../files/index';
import type { VehicleRow } from '../vehicles/index';
import type { GarageScope } from './garage.repo';
import type { GarageVehicle } from './garage.schemas';
import type { GarageServiceDeps, MyGarageServiceDeps } from './garage.service';
import type { GarageReading } from './garage-reading.service';
import { findEntry, garageScope, NOT_FOUND } from './garage-rows';

const MAX_ATTACHMENTS = 5;

/** What upsertVehicle received: text fields (a form's strings, or JSON values) and files by field. */
export interface UpsertInput {
  fields: Record<string, unknown>;
  report: UploadedPart[];
  attachments: UploadedPart[];
}

const present = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

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

/** My Garage's writes: a vehicle added or changed (with its files), a reading removed, a vehicle removed. */
export function createGarageWriting(deps: MyGarageServiceDeps, reading: Pick<GarageReading, 'get'>) {
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

  return {
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
            licenceDiskExpiresOn: text(fields.licenceDiskExpiresOn),
            roadworthyDueOn: text(fields.roadworthyDueOn),
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
        return reading.get(user, id);
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
      return reading.get(user, garageId);
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
  };
}

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
