import { normalizeEmail, QuoteRequestStatus } from '@motorwise/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import {
  quoteCustomerReferences,
  quoteRequestAttachments,
  quoteRequestItems,
  quoteRequests,
} from './quote-requests.tables';

/** Distinct customers (by e-mail, guests included) who submitted a request since the given date. */
export async function countCustomersSince(db: DbOrTx, since: string): Promise<number> {
  const found = await rows<{ count: number }>(
    db,
    sql`select count(distinct lower(email))::int as count from quote_requests where created_at >= ${since}::date`,
  );
  return found[0]?.count ?? 0;
}

/** The completed requests of a garage vehicle (the done services of its schedule). */
export async function listCompletedFor(db: DbOrTx, customerVehicleId: string) {
  return db
    .select({
      id: quoteRequests.id,
      quoteType: quoteRequests.quoteType,
      vehicleMileage: quoteRequests.vehicleMileage,
      updatedAt: quoteRequests.updatedAt,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.customerVehicleId, customerVehicleId),
        eq(quoteRequests.quoteRequestStatus, QuoteRequestStatus.Completed),
      ),
    );
}

export interface HistoryFilter {
  target: { customerVehicleId: string } | { vehicleId: number };
  owner: { branchId: string } | { userId: string };
  page: number;
  perPage: number;
}

/** One page of the requests for a vehicle, newest first, of a user (outside branches) or a branch. */
export async function historyPage(db: DbOrTx, filter: HistoryFilter) {
  const target: SQL =
    'customerVehicleId' in filter.target
      ? sql`qr.customer_vehicle_id = ${filter.target.customerVehicleId}`
      : sql`qr.vehicle_id = ${filter.target.vehicleId}`;
  const owner: SQL =
    'branchId' in filter.owner
      ? sql`qr.organization_branch_id = ${filter.owner.branchId}`
      : sql`qr.user_id = ${filter.owner.userId} and qr.organization_branch_id is null`;
  const where = sql`${target} and ${owner}`;
  const total = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quote_requests qr where ${where}`,
  );
  const list = await rows<{
    id: string;
    reference: string;
    quoteType: string;
    dateCreated: string;
    quoteRequestStatus: number;
  }>(
    db,
    sql`select qr.id, qr.reference, qr.quote_type as "quoteType",
        to_char(qr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dateCreated",
        qr.quote_request_status as "quoteRequestStatus"
      from quote_requests qr where ${where}
      order by qr.created_at desc, qr.id
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
  );
  return { rows: list, total: total[0]?.n ?? 0 };
}

// ---------------------------------------------------------------- POPIA

/** A person's requests: made while signed in, or as a guest with their e-mail address. */
const ofPerson = (userId: string, email: string) =>
  or(eq(quoteRequests.userId, userId), sql`lower(${quoteRequests.email}) = ${normalizeEmail(email)}`);

export async function listOfPerson(db: DbOrTx, userId: string, email: string) {
  return db.select().from(quoteRequests).where(ofPerson(userId, email));
}

export async function itemsOf(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(quoteRequestItems).where(inArray(quoteRequestItems.quoteRequestId, requestIds));
}

/** Attachments and customer references go; the request rows are anonymised by anonymise(). */
export async function deletePersonalParts(db: DbOrTx, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.delete(quoteRequestAttachments).where(inArray(quoteRequestAttachments.quoteRequestId, requestIds));
  await db.delete(quoteCustomerReferences).where(inArray(quoteCustomerReferences.quoteRequestId, requestIds));
}

/**
 * Removes the person from a request. A request that led to a payment keeps the business name, VAT number
 * and business address a tax invoice must show (VAT Act s20, s55; Tax Administration Act s29).
 */
export async function anonymise(
  db: DbOrTx,
  requestId: string,
  erasedEmail: string,
  keepBusiness: boolean,
): Promise<void> {
  await db
    .update(quoteRequests)
    .set({
      userId: null,
      firstName: null,
      lastName: null,
      email: erasedEmail,
      phone: null,
      vehicleVinNumber: null,
      vehicleEngineNumber: null,
      vehicleLicensePlate: null,
      licenseDiskFileId: null,
      notes: null,
      addressId: null,
      quoteRequestStatusUsername: null,
      ...(keepBusiness
        ? {}
        : {
            businessName: null,
            businessRegistrationNumber: null,
            businessTaxNumber: null,
            businessAddressId: null,
          }),
      updatedAt: new Date(),
    })
    .where(eq(quoteRequests.id, requestId));
}
