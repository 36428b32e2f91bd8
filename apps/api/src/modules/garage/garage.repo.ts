import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { VEHICLE_COLUMNS, type VehicleRow } from '../vehicles/vehicles.repo';

/**
 * Whose garage a caller works in. spec: "a user only ever sees and changes their own vehicles";
 * organisation users work per branch, so their garage is their current branch's, shared by its users.
 * A customer's garage holds only vehicles they added outside any branch.
 */
export type GarageScope =
  | { kind: 'user'; userId: string }
  | { kind: 'branch'; branchId: string; userId: string };

export function garageScope(user: SessionUser): GarageScope {
  const branchId = user.organisation?.currentBranchId;
  return branchId ? { kind: 'branch', branchId, userId: user.id } : { kind: 'user', userId: user.id };
}

/** The scope as a condition on `customer_vehicles cv` (deleted vehicles are never anyone's). */
export function inScope(scope: GarageScope): SQL {
  return scope.kind === 'branch'
    ? sql`cv.deleted_at is null and cv.organization_branch_id = ${scope.branchId}`
    : sql`cv.deleted_at is null and cv.user_id = ${scope.userId} and cv.organization_branch_id is null`;
}

export interface GarageRow {
  id: string;
  userId: string;
  organizationBranchId: string | null;
  vehicleId: number;
  name: string;
  status: string | null;
  vehicleMileage: number | null;
  vehicleVinNumber: string | null;
  vehicleEngineNumber: string | null;
  vehicleLicensePlate: string | null;
  vehicleColour: string | null;
  createdAt: string;
  vehicle: VehicleRow;
}

const GARAGE_COLUMNS =
  sql.raw(`cv.id, cv.user_id as "userId", cv.organization_branch_id as "organizationBranchId",
  cv.vehicle_id as "vehicleId", cv.name, cv.status, cv.vehicle_mileage as "vehicleMileage",
  cv.vehicle_vin_number as "vehicleVinNumber", cv.vehicle_engine_number as "vehicleEngineNumber",
  cv.vehicle_license_plate as "vehicleLicensePlate", cv.vehicle_colour as "vehicleColour",
  to_char(cv.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  (select row_to_json(x) from (select ${VEHICLE_COLUMNS} from vehicles v where v.id = cv.vehicle_id) x) as vehicle`);

/** Runs a statement and types its rows (drizzle's execute wants index-signature row types). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as unknown as T[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the garage, newest first; the filter matches name, plate, VIN, status, brand, range, model, year. */
export async function listGarage(
  db: DbOrTx,
  scope: GarageScope,
  filter: string,
  page: number,
  perPage: number,
): Promise<{ rows: GarageRow[]; total: number }> {
  const words = filter.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions = [inScope(scope)];
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    conditions.push(sql`(cv.name ilike ${like} or cv.vehicle_license_plate ilike ${like}
      or cv.vehicle_vin_number ilike ${like} or cv.status ilike ${like} or cv.vehicle_colour ilike ${like}
      or exists (select 1 from vehicles v where v.id = cv.vehicle_id and (v.brand ilike ${like}
        or v.range ilike ${like} or v.model ilike ${like} or v.year::text = ${word})))`);
  }
  const where = sql.join(conditions, sql` and `);
  const total = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_vehicles cv where ${where}`,
  );
  const list = await rows<GarageRow>(
    db,
    sql`select ${GARAGE_COLUMNS} from customer_vehicles cv where ${where}
        order by cv.created_at desc, cv.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return { rows: list, total: total[0]?.n ?? 0 };
}

/** A garage vehicle in the caller's scope, or null (someone else's is "not found"). */
export async function findGarageVehicle(
  db: DbOrTx,
  scope: GarageScope,
  id: string,
  forUpdate = false,
): Promise<GarageRow | null> {
  if (!isUuid(id)) return null;
  const found = await rows<GarageRow>(
    db,
    sql`select ${GARAGE_COLUMNS} from customer_vehicles cv where cv.id = ${id} and ${inScope(scope)}
        ${forUpdate ? sql`for update of cv` : sql``}`,
  );
  return found[0] ?? null;
}

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface PolicyRow {
  customerVehicleId: string;
  policyCode: string;
  vinNumber: string | null;
  policyStatus: string;
  startDate: string | null;
  endDate: string | null;
  endDistance: number | null;
}
export interface MileageRow {
  id: string;
  customerVehicleId: string;
  mileage: number;
  source: string;
  createdAt: string;
}
export interface AttachmentRow {
  id: string;
  customerVehicleId: string;
  attachmentFileName: string;
  isVehicleReport: boolean;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
}

const utc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Policies, mileage readings (newest first) and attachments (newest first) of some garage vehicles. */
export async function loadDetails(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { policies: [], readings: [], attachments: [] };
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const policies = await rows<PolicyRow>(
    db,
    sql`select customer_vehicle_id as "customerVehicleId",
      policy_code as "policyCode", vin_number as "vinNumber", policy_status as "policyStatus",
      to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
      end_distance as "endDistance"
    from innovation_policies where customer_vehicle_id = any(${list})`,
  );
  const readings = await rows<MileageRow>(
    db,
    sql`select id, customer_vehicle_id as "customerVehicleId",
      mileage, source, ${utc('created_at')} as "createdAt"
    from customer_vehicle_mileage_histories where customer_vehicle_id = any(${list})
    order by created_at desc, mileage desc, id`,
  );
  const attachments = await rows<AttachmentRow>(
    db,
    sql`select a.id,
      a.customer_vehicle_id as "customerVehicleId", a.attachment_file_name as "attachmentFileName",
      a.is_vehicle_report as "isVehicleReport", f.mime_type as "mimeType", f.size_bytes as "sizeBytes",
      ${utc('a.created_at')} as "createdAt"
    from vehicle_attachments a join files f on f.id = a.file_id
    where a.customer_vehicle_id = any(${list}) order by a.created_at desc, a.id`,
  );
  return { policies, readings, attachments };
}

/**
 * The vehicle a garage entry points to: a catalogue vehicle by id or uniqueId, or a vehicle entered by
 * hand by its uniqueId when this caller (or, for a branch, any of its users) entered it. Anyone else's
 * hand-entered vehicle is not found.
 */
export async function findVehicleForGarage(
  db: DbOrTx,
  scope: GarageScope,
  key: string,
): Promise<VehicleRow | null> {
  const text = key.trim();
  let where: SQL;
  if (/^\d{1,15}$/.test(text)) where = sql`v.id = ${Number(text)} and not v.is_manual`;
  else if (isUuid(text))
    where = sql`v.unique_id = ${text.toLowerCase()} and (not v.is_manual or v.created_by_user_id = ${scope.userId}
      or exists (select 1 from customer_vehicles cv where cv.vehicle_id = v.id and ${inScope(scope)}))`;
  else return null;
  const found = await rows<VehicleRow>(
    db,
    sql`select ${sql.raw(VEHICLE_COLUMNS)} from vehicles v where ${where}`,
  );
  return found[0] ?? null;
}

/** The latest remaining reading of a garage vehicle (newest first, the higher on the same instant). */
export async function latestReading(db: DbOrTx, customerVehicleId: string): Promise<number | null> {
  const found = await rows<{ mileage: number }>(
    db,
    sql`select mileage from customer_vehicle_mileage_histories
    where customer_vehicle_id = ${customerVehicleId} order by created_at desc, mileage desc limit 1`,
  );
  return found[0]?.mileage ?? null;
}
