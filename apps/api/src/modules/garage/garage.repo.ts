import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, readsOf } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rows } from '../../db/rows';
import {
  customerVehicleMileageHistories,
  customerVehicles,
  innovationPolicies,
  vehicleAttachments,
} from './garage.tables';

/**
 * Whose garage a caller works in. spec: "a user only ever sees and changes their own vehicles";
 * organisation users work per branch, so their garage is their current branch's, shared by its users.
 * A customer's garage holds only vehicles they added outside any branch.
 */
export type GarageScope =
  | { kind: 'user'; userId: string }
  | { kind: 'branch'; branchId: string; userId: string };

/** The scope as a condition on `customer_vehicles cv` (deleted vehicles are never anyone's). */
function inScope(scope: GarageScope): SQL {
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
  /** YYYY-MM-DD (decision 078). */
  licenceDiskExpiresOn: string | null;
  roadworthyDueOn: string | null;
  createdAt: string;
}

const utc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const GARAGE_COLUMNS =
  sql.raw(`cv.id, cv.user_id as "userId", cv.organization_branch_id as "organizationBranchId",
  cv.vehicle_id::int as "vehicleId", cv.name, cv.status, cv.vehicle_mileage as "vehicleMileage",
  cv.vehicle_vin_number as "vehicleVinNumber", cv.vehicle_engine_number as "vehicleEngineNumber",
  cv.vehicle_license_plate as "vehicleLicensePlate", cv.vehicle_colour as "vehicleColour",
  to_char(cv.licence_disk_expires_on, 'YYYY-MM-DD') as "licenceDiskExpiresOn",
  to_char(cv.roadworthy_due_on, 'YYYY-MM-DD') as "roadworthyDueOn",
  to_char(cv.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`);

/** A filter word as a pattern, and the scope's vehicles (catalogue side) whose names match it. */
export interface FilterWord {
  word: string;
  like: string;
  vehicleIds: number[];
}

export const likePattern = containsPattern;

/** The vehicles (catalogue ids) of a scope's garage, to match filter words against their names. */
export async function vehicleIdsInScope(db: DbOrTx, scope: GarageScope): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select distinct cv.vehicle_id::int as id from customer_vehicles cv where ${inScope(scope)}`,
  );
  return found.map((r) => r.id);
}

/** Whether a vehicle is in the scope's garage (a hand-entered vehicle may be reused by its garage). */
export async function holdsVehicle(db: DbOrTx, scope: GarageScope, vehicleId: number): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from customer_vehicles cv where cv.vehicle_id = ${vehicleId} and ${inScope(scope)} limit 1`,
  );
  return found.length > 0;
}

/** One page of the garage, newest first; every word must match a garage field or the vehicle's names. */
export async function listGarage(
  db: DbOrTx,
  scope: GarageScope,
  words: FilterWord[],
  page: number,
  perPage: number,
): Promise<{ rows: GarageRow[]; total: number }> {
  const conditions = [inScope(scope)];
  for (const { like, vehicleIds } of words) {
    const byVehicle = vehicleIds.length
      ? sql` or cv.vehicle_id = any(${`{${vehicleIds.join(',')}}`}::bigint[])`
      : sql``;
    conditions.push(sql`(cv.name ilike ${like} or cv.vehicle_license_plate ilike ${like}
      or cv.vehicle_vin_number ilike ${like} or cv.status ilike ${like} or cv.vehicle_colour ilike ${like}${byVehicle})`);
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
  const found = await rows<GarageRow>(
    db,
    sql`select ${GARAGE_COLUMNS} from customer_vehicles cv where cv.id = ${id} and ${inScope(scope)}
        ${forUpdate ? sql`for update of cv` : sql``}`,
  );
  return found[0] ?? null;
}

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
  fileId: string;
  attachmentFileName: string;
  isVehicleReport: boolean;
  createdAt: string;
}

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
    sql`select a.id, a.customer_vehicle_id as "customerVehicleId", a.file_id as "fileId",
      a.attachment_file_name as "attachmentFileName", a.is_vehicle_report as "isVehicleReport",
      ${utc('a.created_at')} as "createdAt"
    from vehicle_attachments a where a.customer_vehicle_id = any(${list}) order by a.created_at desc, a.id`,
  );
  return { policies, readings, attachments };
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

export type GarageValues = Partial<Omit<typeof customerVehicles.$inferInsert, 'id' | 'createdAt'>>;

export async function insertGarageVehicle(
  db: DbOrTx,
  values: GarageValues & { userId: string; vehicleId: number },
): Promise<string> {
  const [row] = await db.insert(customerVehicles).values(values).returning({ id: customerVehicles.id });
  if (!row) throw new Error('garage vehicle not stored');
  return row.id;
}

export async function updateGarageVehicle(db: DbOrTx, id: string, values: GarageValues): Promise<void> {
  await db
    .update(customerVehicles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerVehicles.id, id));
}

/** Soft delete: the vehicle leaves the garage; its requests keep pointing at it for their history. */
export async function softDeleteGarageVehicle(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(customerVehicles)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(customerVehicles.id, id), isNull(customerVehicles.deletedAt)));
}

export async function insertReading(db: DbOrTx, customerVehicleId: string, mileage: number): Promise<void> {
  await db.insert(customerVehicleMileageHistories).values({ customerVehicleId, mileage });
}

/** The garage vehicle of a reading in the caller's scope (locked for the change), or null. */
export async function lockReadingOwner(
  db: DbOrTx,
  scope: GarageScope,
  readingId: string,
): Promise<string | null> {
  const found = await rows<{ customerVehicleId: string }>(
    db,
    sql`select h.customer_vehicle_id as "customerVehicleId"
      from customer_vehicle_mileage_histories h join customer_vehicles cv on cv.id = h.customer_vehicle_id
      where h.id = ${readingId} and ${inScope(scope)} for update of cv`,
  );
  return found[0]?.customerVehicleId ?? null;
}

export async function deleteReading(db: DbOrTx, id: string): Promise<void> {
  await db.delete(customerVehicleMileageHistories).where(eq(customerVehicleMileageHistories.id, id));
}

export async function insertAttachment(db: DbOrTx, values: typeof vehicleAttachments.$inferInsert) {
  await db.insert(vehicleAttachments).values(values);
}

/** An attachment of a garage vehicle in the caller's scope, or null. */
export async function findAttachmentInScope(
  db: DbOrTx,
  scope: GarageScope,
  id: string,
): Promise<{ customerVehicleId: string; fileId: string; name: string } | null> {
  const found = await rows<{ customerVehicleId: string; fileId: string; name: string }>(
    db,
    sql`select a.customer_vehicle_id as "customerVehicleId", a.file_id as "fileId", a.attachment_file_name as name
      from vehicle_attachments a join customer_vehicles cv on cv.id = a.customer_vehicle_id
      where a.id = ${id} and ${inScope(scope)}`,
  );
  return found[0] ?? null;
}

/** The vehicle-report attachments of a garage vehicle (one, unless stored before reports were replaced). */
export async function listReports(db: DbOrTx, customerVehicleId: string) {
  return db
    .select({ id: vehicleAttachments.id, fileId: vehicleAttachments.fileId })
    .from(vehicleAttachments)
    .where(
      and(
        eq(vehicleAttachments.customerVehicleId, customerVehicleId),
        eq(vehicleAttachments.isVehicleReport, true),
      ),
    );
}

export async function deleteAttachment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(vehicleAttachments).where(eq(vehicleAttachments.id, id));
}

// ---------------------------------------------------------------- POPIA

export async function listOwnedBy(db: DbOrTx, userId: string) {
  return db.select().from(customerVehicles).where(eq(customerVehicles.userId, userId));
}

export async function detailRowsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { policies: [], mileage: [], attachments: [] };
  const [policies, mileage, attachments] = await readsOf(
    db,
    () => db.select().from(innovationPolicies).where(inArray(innovationPolicies.customerVehicleId, ids)),
    () =>
      db
        .select()
        .from(customerVehicleMileageHistories)
        .where(inArray(customerVehicleMileageHistories.customerVehicleId, ids)),
    () => db.select().from(vehicleAttachments).where(inArray(vehicleAttachments.customerVehicleId, ids)),
  );
  return { policies, mileage, attachments };
}

/** The person's garage vehicles go, with their attachments, policies and readings. */
export async function deleteOwnedBy(db: DbOrTx, userId: string): Promise<void> {
  const ids = (await listOwnedBy(db, userId)).map((g) => g.id);
  if (ids.length === 0) return;
  await db.delete(vehicleAttachments).where(inArray(vehicleAttachments.customerVehicleId, ids));
  await db.delete(customerVehicles).where(inArray(customerVehicles.id, ids));
}
