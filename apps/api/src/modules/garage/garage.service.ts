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
  QuoteRequestStatus,
  QuoteStatus,
  quoteStatusLabel,
  type VehicleHistoryQuery,
  vinSchema,
  zodErrorToFieldErrors,
} from '@motorwise/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  customerVehicleMileageHistories,
  customerVehicles,
  files,
  vehicleAttachments,
  vehicles,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { SessionUser } from '../../lib/session';
import {
  type CheckedUpload,
  checkAttachment,
  checkVehicleReport,
  storeUpload,
  type UploadedPart,
} from '../files/uploads';
import type { VehicleRow } from '../vehicles/vehicles.repo';
import { toVehicle } from '../vehicles/vehicles.service';
import {
  type AttachmentRow,
  findGarageVehicle,
  findVehicleForGarage,
  type GarageRow,
  garageScope,
  inScope,
  isUuid,
  latestReading,
  listGarage,
  loadDetails,
  rows,
} from './garage.repo';
import type { GarageVehicle } from './garage.schemas';

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

function toAttachment(a: AttachmentRow) {
  return {
    id: a.id,
    attachmentFileName: a.attachmentFileName,
    isVehicleReport: a.isVehicleReport,
    mimeType: a.mimeType,
    sizeBytes: a.sizeBytes,
    dateCreatedUtc: a.createdAt,
  };
}

export class GarageService {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rows with their policy, readings and attachments, in the answer's shape. */
  private async present(db: DbOrTx, rows: GarageRow[]): Promise<GarageVehicle[]> {
    const details = await loadDetails(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const policy = details.policies.find((p) => p.customerVehicleId === row.id);
      const attachments = details.attachments.filter((a) => a.customerVehicleId === row.id).map(toAttachment);
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

  async list(user: SessionUser, query: { filter?: string | null; page: number; itemsPerPage: number }) {
    const { rows, total } = await listGarage(
      this.db,
      garageScope(user),
      query.filter ?? '',
      query.page,
      query.itemsPerPage,
    );
    return {
      items: await this.present(this.db, rows),
      totalDisplayItems: total,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    };
  }

  async get(user: SessionUser, id: string, db: DbOrTx = this.db): Promise<GarageVehicle> {
    const row = await findGarageVehicle(db, garageScope(user), id);
    if (!row) throw notFound(NOT_FOUND);
    return (await this.present(db, [row]))[0]!;
  }

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
    try {
      const id = await this.db.transaction(async (tx) => {
        const existing = fields.id ? await findGarageVehicle(tx, scope, fields.id, true) : null;
        if (fields.id && !existing) throw notFound(NOT_FOUND);

        // The vehicle: a catalogue (or own manual) vehicle by id, a manual one described, or the stored one.
        let vehicle: VehicleRow | null = existing?.vehicle ?? null;
        let manualValues: ReturnType<ReturnType<typeof createManualVehicleSchema>['parse']> | null = null;
        if (present(fields.vehicleId)) {
          vehicle = await findVehicleForGarage(tx, scope, String(fields.vehicleId));
          if (!vehicle) errors = addFieldError(errors, 'vehicleId', messages.vehicleRequired('Vehicle'));
        } else if (manual) {
          const result = createManualVehicleSchema(this.now).safeParse(manual);
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
          else errors = addFieldError(errors, 'vehicleMileage', ...result.error.issues.map((i) => i.message));
        }

        if (Object.keys(errors).length) throw badRequest(errors);

        let vehicleId = vehicle?.id ?? 0;
        if (manualValues) {
          const m = manualValues;
          const [row] = await tx
            .insert(vehicles)
            .values({
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
              isManual: true,
              createdByUserId: user.id,
              searchText: `${m.brand} ${m.range} ${m.model} ${m.year}`.toLowerCase(),
            })
            .returning({ id: vehicles.id });
          vehicleId = row!.id;
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
          await tx
            .update(customerVehicles)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(customerVehicles.id, existing.id));
        } else {
          const [row] = await tx
            .insert(customerVehicles)
            .values({
              ...values,
              userId: user.id,
              organizationBranchId: scope.kind === 'branch' ? scope.branchId : null,
            })
            .returning({ id: customerVehicles.id });
          garageId = row!.id;
        }
        // spec: "mileage history keeps every reading": each change of the odometer is a new row.
        if (mileage !== undefined && mileage !== existing?.vehicleMileage) {
          await tx.insert(customerVehicleMileageHistories).values({ customerVehicleId: garageId, mileage });
        }
        for (const [list, isVehicleReport] of [
          [report, true],
          [attachments, false],
        ] as const) {
          for (const file of list) {
            const stored = await storeUpload(tx, this.store, file, user.id);
            storedKeys.push(stored.storageKey);
            await tx.insert(vehicleAttachments).values({
              customerVehicleId: garageId,
              fileId: stored.id,
              attachmentFileName: file.name,
              isVehicleReport,
            });
          }
        }
        return garageId;
      });
      return this.get(user, id);
    } catch (error) {
      // Bytes written for a transaction that did not commit belong to nothing.
      await Promise.all(storedKeys.map((key) => this.store.delete(key).catch(() => {})));
      throw error;
    }
  }

  /** spec: deleteVehicleMileage. The vehicle's mileage becomes the latest remaining reading. */
  async deleteMileage(user: SessionUser, id: string): Promise<GarageVehicle> {
    if (!isUuid(id)) throw notFound('The mileage reading');
    const scope = garageScope(user);
    const garageId = await this.db.transaction(async (tx) => {
      const found = await rows<{ customerVehicleId: string }>(
        tx,
        sql`select h.customer_vehicle_id as "customerVehicleId"
        from customer_vehicle_mileage_histories h join customer_vehicles cv on cv.id = h.customer_vehicle_id
        where h.id = ${id} and ${inScope(scope)} for update of cv`,
      );
      const garageId = found[0]?.customerVehicleId;
      if (!garageId) throw notFound('The mileage reading');
      await tx.delete(customerVehicleMileageHistories).where(eq(customerVehicleMileageHistories.id, id));
      await tx
        .update(customerVehicles)
        .set({ vehicleMileage: await latestReading(tx, garageId), updatedAt: sql`now()` })
        .where(eq(customerVehicles.id, garageId));
      return garageId;
    });
    return this.get(user, garageId);
  }

  /** Removes an attachment and its file (the bytes after the commit). */
  async deleteAttachment(user: SessionUser, id: string): Promise<GarageVehicle> {
    if (!isUuid(id)) throw notFound('The attachment');
    const scope = garageScope(user);
    const { garageId, storageKey } = await this.db.transaction(async (tx) => {
      const found = await rows<{ customerVehicleId: string; fileId: string; storageKey: string }>(
        tx,
        sql`
        select a.customer_vehicle_id as "customerVehicleId", a.file_id as "fileId", f.storage_key as "storageKey"
        from vehicle_attachments a join customer_vehicles cv on cv.id = a.customer_vehicle_id
        join files f on f.id = a.file_id where a.id = ${id} and ${inScope(scope)}`,
      );
      const row = found[0];
      if (!row) throw notFound('The attachment');
      await tx.delete(vehicleAttachments).where(eq(vehicleAttachments.id, id));
      const others = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from vehicle_attachments where file_id = ${row.fileId}`,
      );
      let removedKey: string | null = null;
      if ((others[0]?.n ?? 0) === 0) {
        await tx.delete(files).where(eq(files.id, row.fileId));
        removedKey = row.storageKey;
      }
      return { garageId: row.customerVehicleId, storageKey: removedKey };
    });
    if (storageKey) await this.store.delete(storageKey);
    return this.get(user, garageId);
  }

  /** Soft delete: the vehicle leaves the garage; its requests keep pointing at it for their history. */
  async deleteVehicle(user: SessionUser, id: string): Promise<void> {
    const row = await findGarageVehicle(this.db, garageScope(user), id);
    if (!row) throw notFound(NOT_FOUND);
    await this.db
      .update(customerVehicles)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(customerVehicles.id, row.id), sql`${customerVehicles.deletedAt} is null`));
  }

  /** The file of an attachment of a garage vehicle in the caller's scope (else "not found"). */
  async attachmentFile(user: SessionUser, id: string) {
    if (!isUuid(id)) throw notFound('The attachment');
    const found = await rows<{ name: string; mimeType: string; storageKey: string }>(
      this.db,
      sql`
      select a.attachment_file_name as name, f.mime_type as "mimeType", f.storage_key as "storageKey"
      from vehicle_attachments a join customer_vehicles cv on cv.id = a.customer_vehicle_id
      join files f on f.id = a.file_id where a.id = ${id} and ${inScope(garageScope(user))}`,
    );
    const row = found[0];
    if (!row) throw notFound('The attachment');
    const bytes = await this.store.get(row.storageKey);
    if (!bytes) throw notFound('The attachment');
    return { name: row.name, mimeType: row.mimeType, bytes };
  }

  /** spec: queryVehicleServiceSchedule; the rules are computeServiceSchedule's (packages/shared/src/garage.ts). */
  async serviceSchedule(user: SessionUser, id: string) {
    const row = await findGarageVehicle(this.db, garageScope(user), id);
    if (!row) throw notFound(NOT_FOUND);
    const { readings } = await loadDetails(this.db, [row.id]);
    const completed = await rows<{
      quoteType: string;
      requestMileage: number | null;
      quoteMileage: number | null;
      serviceDate: string | null;
      updatedAt: Date | string;
      workshopName: string | null;
    }>(
      this.db,
      sql`select qr.quote_type as "quoteType", qr.vehicle_mileage as "requestMileage",
        q.vehicle_mileage as "quoteMileage", to_char(q.service_date, 'YYYY-MM-DD') as "serviceDate",
        qr.updated_at as "updatedAt", w.name as "workshopName"
      from quote_requests qr
      left join lateral (
        select q.* from quotes q where q.quote_request_id = qr.id
          and q.quote_status in (${QuoteStatus.Completed}, ${QuoteStatus.Paid}, ${QuoteStatus.Invoiced},
            ${QuoteStatus.ProForma}, ${QuoteStatus.InProgress}, ${QuoteStatus.Booked}, ${QuoteStatus.Checkout})
        order by (q.quote_status in (${QuoteStatus.Completed}, ${QuoteStatus.Paid})) desc, q.updated_at desc limit 1
      ) q on true
      left join workshops w on w.id = q.workshop_id
      where qr.customer_vehicle_id = ${row.id} and qr.quote_request_status = ${QuoteRequestStatus.Completed}`,
    );
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
      today: calendarDate(this.now()),
    });
  }

  /** spec: queryVehicleHistory. The caller's requests for a garage vehicle or a catalogue vehicle, newest first. */
  async history(user: SessionUser, query: VehicleHistoryQuery) {
    const scope = garageScope(user);
    let target: ReturnType<typeof sql>;
    if (query.customerVehicleMappingId) {
      const row = await findGarageVehicle(this.db, scope, query.customerVehicleMappingId);
      if (!row) throw notFound(NOT_FOUND);
      target = sql`qr.customer_vehicle_id = ${row.id}`;
    } else {
      const key = String(query.vehicleId ?? '').trim();
      if (/^\d{1,15}$/.test(key)) target = sql`qr.vehicle_id = ${Number(key)}`;
      else if (isUuid(key))
        target = sql`qr.vehicle_id = (select id from vehicles where unique_id = ${key.toLowerCase()})`;
      else throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
    }
    // Whose requests: the branch's for an organisation user, else the caller's own.
    const owner =
      scope.kind === 'branch'
        ? sql`qr.organization_branch_id = ${scope.branchId}`
        : sql`qr.user_id = ${scope.userId} and qr.organization_branch_id is null`;
    const where = sql`${target} and ${owner}`;
    const total = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from quote_requests qr where ${where}`,
    );
    const list = await rows<{
      id: string;
      reference: string;
      quoteType: string;
      dateCreated: string;
      quoteRequestStatus: number;
      firstQuoteStatus: number | null;
    }>(
      this.db,
      sql`select qr.id, qr.reference, qr.quote_type as "quoteType",
        to_char(qr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dateCreated",
        qr.quote_request_status as "quoteRequestStatus",
        (select q.quote_status from quotes q where q.quote_request_id = qr.id
          order by q.created_at, q.id limit 1) as "firstQuoteStatus"
      from quote_requests qr where ${where}
      order by qr.created_at desc, qr.id
      limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    );
    return {
      items: list.map((r) => ({
        id: r.id,
        reference: r.reference,
        quoteType: r.quoteType,
        dateCreated: r.dateCreated,
        quoteRequestStatus: r.quoteRequestStatus,
        quoteStatusText: quoteStatusLabel(r.firstQuoteStatus) ?? null,
      })),
      totalDisplayItems: total[0]?.n ?? 0,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    };
  }
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
