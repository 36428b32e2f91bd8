import { innovationPolicyView, needsWarrantyDisclaimer } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import { toVehicle, type VehicleRow } from '../vehicles/index';
import type { AttachmentRow, FilterWord, GarageRow, GarageScope } from './garage.repo';
import type { GarageVehicle } from './garage.schemas';
import type { GarageServiceDeps } from './garage.service';

/** What the garage's services share: whose garage, and its rows read and shown with their vehicles. */

/**
 * Whose garage a caller works in: an organisation user's current branch's (shared by its users), else
 * their own vehicles added outside any branch.
 */
export function garageScope(user: SessionUser): GarageScope {
  const branchId = user.organisation?.currentBranchId;
  return branchId ? { kind: 'branch', branchId, userId: user.id } : { kind: 'user', userId: user.id };
}

/** A garage row with its vehicle from the catalogue module. */
export type GarageEntry = GarageRow & { vehicle: VehicleRow };

export const NOT_FOUND = 'The vehicle';

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
export async function withVehicles(
  deps: GarageServiceDeps,
  db: DbOrTx,
  rows: GarageRow[],
): Promise<GarageEntry[]> {
  const found = await deps.vehicles.findByIds(db, [...new Set(rows.map((r) => r.vehicleId))]);
  const byId = new Map(found.map((v) => [Number(v.id), v]));
  return rows.flatMap((row) => {
    const vehicle = byId.get(Number(row.vehicleId));
    return vehicle ? [{ ...row, vehicle }] : [];
  });
}

export async function findEntry(
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
export async function presentRows(
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
      licenceDiskExpiresOn: row.licenceDiskExpiresOn,
      roadworthyDueOn: row.roadworthyDueOn,
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
export async function filterWords(
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
