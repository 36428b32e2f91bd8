import {
  localDateTime,
  QUOTES_API,
  QuoteRequestStatus,
  type QuoteRequestSummary,
  type QuoteRequestView,
  requestProgress,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { notFound, transitionRefused } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { files } from '../files/index';
import type { garage } from '../garage/index';
import type { DistanceProvider, places } from '../places/index';
import {
  type ListQuery,
  owns,
  type QuoteRequestRow,
  type QuoteRequestsService,
} from '../quote-requests/index';
import type { quoteSharing, quotes, workshopFinder } from '../quotes/index';
import { toVehicle, vehicleKey, type vehicles } from '../vehicles/index';
import type { workshops } from '../workshops/index';

/**
 * Reading and closing requests (decision 015). A request is its applicant's: the signed-in customer who
 * made it (outside any branch), the branch it was made for (whoever works in that branch now), or, for a
 * guest's request, whoever holds its uniqueId with its e-mail address (the link in the confirmation mail).
 * A branch shared some of its quotes reads a part of it (decision 049). Anyone else is told it does not
 * exist.
 */

const utc = (d: Date) => d.toISOString();

/** Whose lists a caller works in: their current branch's as an organisation user, else their own. */
function ownerOf(user: SessionUser): ListQuery['owner'] {
  const branchId = user.organisation?.currentBranchId;
  return branchId ? { branchId } : { userId: user.id };
}

/** What reading requests uses of the modules below (decision 058: a factory given Pick<> of each). */
export interface RequestReadingDeps {
  quoteRequests: Pick<QuoteRequestsService, 'listExtrasOf' | 'listPage' | 'parts' | 'lock' | 'move'>;
  quotes: Pick<
    typeof quotes,
    | 'sentCounts'
    | 'progressQuotesOf'
    | 'customerRequest'
    | 'ofRequestForView'
    | 'statusesOnRequest'
    | 'bookedRequestIds'
  >;
  quoteSharing: Pick<typeof quoteSharing, 'forRequestView'>;
  workshopFinder: Pick<typeof workshopFinder, 'entries'>;
  workshops: Pick<typeof workshops, 'names'>;
  vehicles: Pick<typeof vehicles, 'findByIds' | 'findForCaller'>;
  garage: Pick<typeof garage, 'find'>;
  places: Pick<typeof places, 'find'>;
  files: Pick<typeof files, 'findMany'>;
}

async function summaries(
  { quoteRequests, quotes }: Pick<RequestReadingDeps, 'quoteRequests' | 'quotes'>,
  db: DbOrTx,
  rows: QuoteRequestRow[],
): Promise<QuoteRequestSummary[]> {
  const ids = rows.map((r) => r.id);
  const [extras, sent, progressQuotes] = await Promise.all([
    quoteRequests.listExtrasOf(db, ids),
    quotes.sentCounts(db, ids),
    quotes.progressQuotesOf(db, ids),
  ]);
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    uniqueId: r.uniqueId,
    reference: r.reference,
    quoteType: r.quoteType,
    quoteRequestStatus: r.quoteRequestStatus,
    quoteRequestStatusUsername: r.quoteRequestStatusUsername,
    vehicleId: r.vehicleId,
    vehicleMappingId: r.customerVehicleId,
    vehicleName: r.vehicleName,
    vehicleMileage: r.vehicleMileage,
    items: extras.items.filter((i) => i.quoteRequestId === r.id).map((i) => i.name),
    workshopCount: extras.workshops.find((w) => w.id === r.id)?.n ?? 0,
    quoteCount: sent.get(r.id) ?? 0,
    organizationBranchId: r.organizationBranchId,
    // spec: dateCreated in local (Johannesburg) time, dateCreatedUtc in UTC, as the quote's dates.
    dateCreated: localDateTime(r.createdAt),
    dateCreatedUtc: utc(r.createdAt),
    quoteRequestStatusReason: r.quoteRequestStatusReason,
    progress: requestProgress(r.quoteRequestStatus, progressQuotes.get(r.id) ?? [], now),
  }));
}

/**
 * What a branch that was shared some of a request's quotes sees of the request (decision 049): the vehicle,
 * the items and those quotes' workshops, to judge the quotes. Nothing of the applicant (names, contact,
 * address, notes, files, their references, the vehicle's identifiers) and nothing of the other workshops.
 */
function sharedView(
  view: QuoteRequestView,
  statuses: Map<string, number>,
  quoteCount: number,
): QuoteRequestView {
  const mappings = view.quoteRequestWorkshopMappings.filter((m) => statuses.has(m.workshopId));
  return {
    ...view,
    readOnly: true,
    quoteRequestStatusUsername: null,
    quoteRequestStatusReason: null,
    // Told from the shared quotes alone: another workshop's booking is not theirs to read.
    progress: requestProgress(
      view.quoteRequestStatus,
      mappings.map((m) => ({ status: statuses.get(m.workshopId)!, workshopName: m.workshopName })),
    ),
    workshopCount: mappings.length,
    quoteCount,
    vehicleMappingId: null,
    vehicleVinNumber: null,
    vehicleEngineNumber: null,
    vehicleLicensePlate: null,
    hasLicenseDiskPhoto: false,
    address: null,
    travelDistance: null,
    regionIds: [],
    datesRequested: [],
    notes: null,
    attachments: [],
    quoteCustomerReferences: [],
    quoteRequestWorkshopMappings: mappings,
    applicationUser: null,
    innovationPolicy: null,
    userId: null,
    licenseDiskPhotoUrl: null,
  };
}

export function createRequestReading(deps: RequestReadingDeps) {
  const { quoteRequests, quotes, quoteSharing, workshopFinder, workshops, vehicles, garage, places, files } =
    deps;
  /** The request as the caller reaches it (the quotes module's one rule, decision 049); else 404. */
  const reach = (
    db: DbOrTx,
    id: string,
    user: SessionUser | null,
    purpose: 'act' | 'read',
    emailAddress?: string,
  ) => quotes.customerRequest(db, id, { user, emailAddress }, purpose);
  return {
    /** spec: GetQuoteRequest/{id}?emailAddress=: one request by its uniqueId. */
    async get(
      db: DbOrTx,
      user: SessionUser | null,
      id: string,
      emailAddress?: string,
    ): Promise<QuoteRequestView> {
      const { row, sharedQuoteIds } = await reach(db, id, user, 'read', emailAddress);
      const [summary] = await summaries(deps, db, [row]);
      const parts = await quoteRequests.parts(db, row.id);
      const [vehicleRows, address, storedFiles, names] = await Promise.all([
        row.vehicleId ? vehicles.findByIds(db, [row.vehicleId]) : Promise.resolve([]),
        places.find(db, row.addressId),
        files.findMany(
          db,
          parts.attachments.map((a) => a.fileId),
        ),
        workshops.names(db, parts.workshopIds),
      ]);
      // The policy is shown to whoever keeps the vehicle in their garage (not to a reader by e-mail).
      const garageVehicle =
        user && row.customerVehicleId && owns(row, user)
          ? await garage.find(db, user, row.customerVehicleId)
          : null;
      // A shared branch reads the shared quotes and the shares made to it, nothing else (decision 049).
      const [requestQuotes, branchShares] = await Promise.all([
        quotes.ofRequestForView(db, row.id, sharedQuoteIds),
        quoteSharing.forRequestView(
          db,
          row.id,
          sharedQuoteIds ? (user?.organisation?.currentBranchId ?? '') : null,
        ),
      ]);
      const view: QuoteRequestView = {
        ...summary!,
        readOnly: false,
        vehicle: vehicleRows[0] ? toVehicle(vehicleRows[0]) : null,
        existingVehicleMileage: row.existingVehicleMileage,
        vehicleVinNumber: row.vehicleVinNumber,
        vehicleEngineNumber: row.vehicleEngineNumber,
        vehicleLicensePlate: row.vehicleLicensePlate,
        hasLicenseDiskPhoto: row.licenseDiskFileId !== null,
        partsPreference: row.partsPreference,
        serviceType: row.serviceType,
        requestCategory: row.requestCategory,
        address: address
          ? {
              streetNumber: address.streetNumber,
              streetName: address.streetName,
              suburb: address.suburb,
              town: address.town,
              city: address.city,
              province: address.province,
              country: address.country,
              postalCode: address.postalCode,
              lat: address.lat,
              lng: address.lng,
            }
          : null,
        travelDistance: row.travelDistance,
        regionIds: parts.regionIds,
        datesRequested: row.datesRequested,
        notes: row.notes,
        attachments: parts.attachments.map((a) => {
          const f = storedFiles.find((x) => x.id === a.fileId);
          return {
            index: a.index,
            fileName: f?.originalName ?? 'attachment',
            mimeType: f?.mimeType ?? 'application/octet-stream',
            sizeBytes: f?.sizeBytes ?? 0,
          };
        }),
        quoteCustomerReferences: parts.references.map((r) => ({
          index: r.index,
          name: r.name,
          reference: r.reference,
        })),
        quoteRequestWorkshopMappings: parts.workshopIds.map((workshopId) => ({
          workshopId,
          workshopName: names.get(workshopId) ?? '',
        })),
        requestItems: parts.items.map((i) => ({
          id: i.id,
          repairItemTemplateId: i.repairItemTemplateId,
          name: i.name,
          hasQuery: i.hasQuery,
          query: i.query,
          queryAnswer: i.queryAnswer,
          keyword: i.keyword,
        })),
        applicationUser: {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          businessName: row.businessName,
          businessRegistrationNumber: row.businessRegistrationNumber,
          businessTaxNumber: row.businessTaxNumber,
        },
        isPolicyQuote: row.isPolicyQuote,
        isForBusiness: row.isForBusiness,
        hidePrice: row.hidePrice,
        includeAdminFee: row.includeAdminFee,
        serviceReminder: row.serviceReminder,
        isExpired: row.expiresAt !== null && row.expiresAt.getTime() < Date.now(),
        innovationPolicy: garageVehicle?.innovationPolicy ?? null,
        userId: row.userId,
        licenseDiskPhotoUrl: row.licenseDiskFileId
          ? QUOTES_API.downloadLicenseDiskPhoto.path.replace('{id}', row.id)
          : null,
        quoteRequestOrganizationBranchShare: branchShares,
        quotes: requestQuotes,
      };
      if (!sharedQuoteIds) return view;
      return sharedView(
        view,
        await quotes.statusesOnRequest(db, row.id, sharedQuoteIds),
        sharedQuoteIds.length,
      );
    },

    /**
     * spec: GetQuoteRequests?vehicleId=: the caller's (or their branch's) requests, newest first, for a
     * garage vehicle (by its id) or a catalogue vehicle (id or uniqueId), with the garage vehicle.
     */
    async listForVehicle(db: DbOrTx, user: SessionUser, vehicleId?: string) {
      let target: ListQuery['target'];
      let customerVehicleMapping = null;
      if (vehicleId) {
        customerVehicleMapping = isUuid(vehicleId) ? await garage.find(db, user, vehicleId) : null;
        if (customerVehicleMapping) target = { customerVehicleId: customerVehicleMapping.id };
        else {
          const vehicle = vehicleKey(vehicleId) ? await vehicles.findForCaller(db, vehicleId, user.id) : null;
          if (!vehicle) throw notFound('The vehicle');
          target = { vehicleId: Number(vehicle.id) };
        }
      }
      const { rows } = await quoteRequests.listPage(db, {
        owner: ownerOf(user),
        target,
        page: 1,
        perPage: 100,
      });
      return { quoteRequests: await summaries(deps, db, rows), customerVehicleMapping };
    },

    /**
     * spec: ActiveRequests/{id} with a paging body: the open (Submitted) requests. The id names whose: an
     * organisation user's current branch (decision 049: another branch, even one of theirs, is switched to
     * first), or a customer's own user id. Anything else is 404.
     */
    async active(
      db: DbOrTx,
      user: SessionUser,
      id: string,
      paging: { page: number; itemsPerPage: number; filter?: string | null },
    ) {
      const key = id.toLowerCase();
      let owner: ListQuery['owner'];
      if (user.organisation) {
        if (key !== user.organisation.currentBranchId) throw notFound('The branch');
        owner = { branchId: key };
      } else {
        if (key !== user.id) throw notFound('The customer');
        owner = { userId: user.id };
      }
      const { rows, total } = await quoteRequests.listPage(db, {
        owner,
        status: QuoteRequestStatus.Submitted,
        filter: paging.filter,
        page: paging.page,
        perPage: paging.itemsPerPage,
      });
      return {
        items: await summaries(deps, db, rows),
        totalDisplayItems: total,
        page: paging.page,
        itemsPerPage: paging.itemsPerPage,
      };
    },

    /** spec: ActiveRequestsWorkshops/{id}: the workshops a request went to, with their quote's status. */
    async workshopsOf(db: DbOrTx, distances: DistanceProvider, user: SessionUser, id: string) {
      const { row, sharedQuoteIds } = await reach(db, id, user, 'read');
      const parts = await quoteRequests.parts(db, row.id);
      const statuses = await quotes.statusesOnRequest(db, row.id, sharedQuoteIds);
      // A branch shared some quotes sees those quotes' workshops only.
      const workshopIds = sharedQuoteIds
        ? parts.workshopIds.filter((w) => statuses.has(w))
        : parts.workshopIds;
      const entries = await workshopFinder.entries(db, distances, workshopIds);
      return entries.map((w) => ({
        workshopId: w.workshopId,
        name: w.name,
        workshopLogoUrl: w.workshopLogoUrl,
        suburb: w.suburb,
        city: w.city,
        rating: w.rating,
        quoteStatus: statuses.get(w.workshopId) ?? null,
      }));
    },

    /**
     * spec: completeQuoteRequest/{id}: the applicant closes an open request (Submitted -> Completed). Any
     * other status is a 409 with a sentence.
     */
    async complete(db: DbOrTx, user: SessionUser, id: string) {
      const { row } = await reach(db, id, user, 'act');
      const decision = await db.transaction(async (tx) => {
        // The quotes module locks the request before its quotes; so does this, so a booking waits.
        const locked = await quoteRequests.lock(tx, row.id);
        if (!locked) throw notFound('The request');
        const booked = await quotes.bookedRequestIds(tx, [row.id]);
        return quoteRequests.move(
          tx,
          locked,
          'complete',
          { actor: 'customer', username: user.email },
          { hasBookedQuote: booked.has(row.id) },
        );
      });
      if (!decision.allowed) throw transitionRefused(decision.reason);
      return {
        message: `Request ${row.reference} is completed.`,
        quoteRequestStatus: QuoteRequestStatus.Completed as number,
      };
    },
  };
}

export type RequestReading = ReturnType<typeof createRequestReading>;
