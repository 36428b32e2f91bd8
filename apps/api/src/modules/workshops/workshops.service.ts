import {
  type AddressInput,
  type LatLng,
  MAX_RADIUS_KM,
  type PublicWorkshopDetail,
  type PublicWorkshopPage,
  type PublicWorkshopsQuerySchema,
  publicServices,
  type QuoteType,
  statedGuaranteeSummary,
  storedServiceKind,
  WORKSHOP_LIST_PAGE_SIZE,
  type WorkshopAddress,
} from '@motorwise/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { KeptJson } from '../../lib/kept-json';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { storedKind } from '../../lib/quote-kinds';
import type { DistanceProvider, places } from '../places/index';
import { mapAnswerJson } from './map-json';
import type { WorkshopMap } from './workshop-map';
import type { MapRow } from './workshops.repo';

type PublicWorkshopsQueryParsed = z.output<typeof PublicWorkshopsQuerySchema>;

import type * as AdminRepo from './admin.repo';
import type * as ReviewsRepo from './reviews.repo';
import type * as WorkshopsRepo from './workshops.repo';
import * as repo from './workshops.repo';

/** The map shows at most this many workshops (the nearest); a request goes to at most 30 of them. */
export type { ReviewRow } from './reviews.repo';

export const MAP_MAX_WORKSHOPS = 100;
const rating = (value: string | null) => (value === null ? null : Number(value));

/**
 * What the workshops service is given (decision 058): its repos' functions and the addresses (places, a
 * module below). Wired in index.ts.
 */
export interface WorkshopsServiceDeps {
  repo: Pick<
    typeof WorkshopsRepo,
    | 'findById'
    | 'namesByIds'
    | 'staffContactsOf'
    | 'insertStaff'
    | 'directoryPage'
    | 'activeSlugs'
    | 'findActiveByIdOrSlug'
    | 'listReviews'
    | 'listCertifications'
    | 'reviewCount'
  >;
  reviews: typeof ReviewsRepo;
  places: Pick<typeof places, 'find' | 'findMany' | 'save'>;
  admin: Pick<typeof AdminRepo, 'insertWorkshop' | 'slugsLike' | 'setFurtherRegions'>;
}

/** A readable address part: 'Bob's Auto & Tyre' -> 'bobs-auto-and-tyre'. */
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'workshop';

/** A new workshop's details (an approved application's, decision 062). */
export interface NewWorkshopInput {
  name: string;
  registrationNumber: string;
  vatNumber: string | null;
  address: AddressInput & { lat: number; lng: number };
  /** The regions it serves, the first its home region (decision 073). */
  regionIds: string[];
  kinds: string[];
  quoteTypes: string[];
  contact: { name: string; email: string; phone: string };
}

/**
 * Workshops: their public profile, their staff, the names other modules show, and as the quotes module
 * shows them, with the reviews of jobs (decisions 020, 021).
 */
export function createWorkshopsService({ repo, reviews, places, admin }: WorkshopsServiceDeps) {
  return {
    find: repo.findById,

    /**
     * Opens a new workshop in the caller's transaction: its address, then the workshop (active, with the
     * first free slug of its name). Its id.
     */
    async open(tx: DbOrTx, input: NewWorkshopInput): Promise<string> {
      const base = slugify(input.name);
      const taken = new Set(await admin.slugsLike(tx, base));
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const addressId = await places.save(tx, null, input.address);
      const id = await admin.insertWorkshop(tx, {
        name: input.name,
        slug,
        registrationNumber: input.registrationNumber,
        taxNumber: input.vatNumber,
        isVatRegistered: input.vatNumber !== null,
        addressId,
        lat: input.address.lat,
        lng: input.address.lng,
        suburb: input.address.suburb,
        city: input.address.city,
        regionId: input.regionIds[0] ?? null,
        kinds: input.kinds,
        quoteTypes: input.quoteTypes,
        contactName: input.contact.name,
        contactEmail: input.contact.email,
        contactPhone: input.contact.phone,
      });
      await admin.setFurtherRegions(tx, id, input.regionIds.slice(1));
      return id;
    },
    names: repo.namesByIds,
    /** A workshop's name and its people's contacts, in one read (what a notice to the workshop needs). */
    staffContacts: (db: DbOrTx, workshopId: string) =>
      isUuid(workshopId) ? repo.staffContactsOf(db, workshopId) : Promise.resolve(null),
    addStaff: repo.insertStaff,

    /**
     * One page of the public directory (decision 025). Public fields only: bank accounts, gateway ids
     * and contact e-mails never leave through these.
     */
    async directory(db: DbOrTx, q: PublicWorkshopsQueryParsed): Promise<PublicWorkshopPage> {
      const pageSize = q.pageSize;
      const { rows, total } = await repo.directoryPage(db, {
        search: q.search || null,
        regionId: q.regionId ?? null,
        kind: q.service ? storedServiceKind(q.service) : null,
        minRating: q.minRating ?? null,
        limit: pageSize,
        offset: (q.page - 1) * pageSize,
      });
      const found = await places.findMany(db, [...new Set(rows.map((w) => w.addressId))]);
      const byId = new Map(found.map((a) => [a.id, a]));
      return {
        items: rows.map(({ addressId, kinds, guarantee, ...w }) => {
          const a = byId.get(addressId);
          return {
            ...w,
            guaranteeSummary: statedGuaranteeSummary(guarantee),
            services: publicServices(kinds),
            address: a ? { suburb: a.suburb, city: a.city, province: a.province } : null,
          };
        }),
        totalDisplayItems: total,
        page: q.page,
        itemsPerPage: pageSize,
      };
    },

    /** Slugs of the active workshops (the sitemap). */
    slugs: repo.activeSlugs,

    /** A workshop's public profile by its id or slug; null when there is no such active workshop. */
    async findPublic(db: DbOrTx, key: string): Promise<PublicWorkshopDetail | null> {
      const w = await repo.findActiveByIdOrSlug(db, key);
      if (!w) return null;
      const [a, reviews, certifications, reviewCount] = await Promise.all([
        places.find(db, w.addressId),
        repo.listReviews(db, w.id),
        repo.listCertifications(db, w.id),
        repo.reviewCount(db, w.id),
      ]);
      if (!a) return null;
      return {
        id: w.id,
        slug: w.slug,
        name: w.name,
        isPosh: w.isPosh,
        rating: rating(w.rating),
        reviewCount,
        registrationNumber: w.registrationNumber,
        taxNumber: w.taxNumber,
        isVatRegistered: w.isVatRegistered,
        logoUrl: w.logoUrl,
        description: w.description,
        openingHours: w.openingHours,
        kinds: w.kinds,
        services: publicServices(w.kinds),
        brands: w.brands,
        address: {
          streetNumber: a.streetNumber,
          streetName: a.streetName,
          suburb: a.suburb,
          city: a.city,
          province: a.province,
          country: a.country,
          postalCode: a.postalCode,
          lat: a.lat,
          lng: a.lng,
        },
        workshopContact: { name: w.contactName, phone: w.contactPhone },
        guarantee: w.guarantee ?? null,
        workshopCertifications: certifications,
        workshopReviews: reviews.map((r) => ({ ...r, dateCreated: r.dateCreated.toISOString() })),
        dateCreated: w.createdAt.toISOString(),
      };
    },

    findMany: (db: DbOrTx, ids: string[]) => reviews.findByIds(db, [...new Set(ids.filter(isUuid))]),
    certificationsOf: (db: DbOrTx, ids: string[]) => reviews.certificationsOf(db, ids.filter(isUuid)),
    newestReviewsOf: (db: DbOrTx, ids: string[], perWorkshop = 5) =>
      reviews.newestReviewsOf(db, [...new Set(ids.filter(isUuid))], perWorkshop),
    reviewsForQuotes: (db: DbOrTx, quoteIds: string[]) => reviews.forQuotes(db, quoteIds.filter(isUuid)),
    reviewsOf: (db: DbOrTx, workshopIds: string[], limit = 100) =>
      reviews.listOf(db, workshopIds.filter(isUuid), limit),
    ratingOf: reviews.ratingOf,

    /** Adds a job's review and recomputes the workshop's rating; null if the job already has one. */
    async addReview(
      tx: DbOrTx,
      input: {
        workshopId: string;
        quoteId: string;
        userId: string | null;
        authorName: string;
        rating: number;
        review: string;
      },
    ) {
      const row = await reviews.insert(tx, input);
      if (row) await reviews.recomputeRating(tx, input.workshopId);
      return row;
    },
  };
}

export type WorkshopsService = ReturnType<typeof createWorkshopsService>;

/**
 * What the finder is given (decision 058): its repo's reads (wired in index.ts), and what it needs of quotes,
 * a module above workshops: the jobs in progress per workshop. A port: the quotes module hands in its count
 * through `workshopFinderWith` (quotes/index exports the finder so wired).
 */
export interface WorkshopFinderDeps {
  jobsInProgress(db: DbOrTx, workshopIds: string[]): Promise<Map<string, number>>;
}

/** The finder's own reads of workshops as the map and the lists show them (wired in index.ts). */
export interface WorkshopFinderRepoDeps {
  repo: Pick<
    typeof WorkshopsRepo,
    'listForKind' | 'organisationPage' | 'activeForKind' | 'mapRowsByIds' | 'staffOf'
  >;
}

/** Map entries for workshop rows: jobs in progress from the port, travel from the provider. */
async function toMapEntries(
  deps: WorkshopFinderDeps,
  db: DbOrTx,
  rows: MapRow[],
  origin: LatLng | null,
  distances: DistanceProvider,
): Promise<WorkshopAddress[]> {
  const [inProgress, travel] = await Promise.all([
    deps.jobsInProgress(
      db,
      rows.map((r) => r.id),
    ),
    origin ? distances.matrix(origin, rows) : Promise.resolve(null),
  ]);
  return rows.map((w, i) => {
    const t = travel?.[i];
    return {
      workshopId: w.id,
      name: w.name,
      regionIds: w.regionIds,
      suburb: w.suburb,
      city: w.city,
      lat: w.lat,
      lng: w.lng,
      straightLineKm: w.km === null ? null : Math.round(w.km * 100) / 100,
      distance: t?.distance ?? null,
      distanceText: t?.distanceText ?? null,
      duration: t?.duration ?? null,
      durationText: t?.durationText ?? null,
      durationInTraffic: t?.durationInTraffic ?? null,
      durationInTrafficText: t?.durationInTrafficText ?? null,
      referenceNumber: inProgress.get(w.id) ?? 0,
      isOrganization: w.organizationId !== null,
      workshopLogoUrl: w.logoUrl,
      rating: w.rating,
    };
  });
}

/** Step 3's workshops: the map (by radius) and the organisation's list. */
export function createWorkshopFinder(deps: WorkshopFinderDeps & WorkshopFinderRepoDeps) {
  return {
    /**
     * spec: GetWorkshopAddresses?quoteType=: the workshops answering the quote type's kind. With a point,
     * only those within radiusKm (default and at most 50), nearest first, at most MAP_MAX_WORKSHOPS, as
     * the JSON the route sends (written from the map's pre-written parts, decision 041, and kept
     * until the map or its jobs in progress change, decision 046); without one, the entries (the route's
     * serializer writes them).
     */
    async addresses(
      db: DbOrTx,
      map: WorkshopMap,
      distances: DistanceProvider,
      q: { quoteType: QuoteType; lat?: number; lng?: number; radius?: number },
    ): Promise<WorkshopAddress[] | KeptJson> {
      const kind = storedKind(q.quoteType);
      if (q.lat === undefined || q.lng === undefined)
        return toMapEntries(
          deps,
          db,
          await deps.repo.listForKind(db, kind, MAP_MAX_WORKSHOPS),
          null,
          distances,
        );
      const origin = { lat: q.lat, lng: q.lng };
      const radiusKm = Math.min(q.radius ?? MAX_RADIUS_KM, MAX_RADIUS_KM);
      // From the in-memory map and its jobs in progress (decision 037): no database round trip. The point
      // is the key as given (no rounding: the kilometres in the answer are the point's own); the places
      // people pick come from the gazetteer, so the same points come again.
      return map.answer(`${kind} ${origin.lat} ${origin.lng} ${radiusKm}`, async (view) => {
        const hits = view.withinRadius({ kind, ...origin, radiusKm, limit: MAP_MAX_WORKSHOPS });
        const travel = await distances.matrix(
          origin,
          hits.map((h) => h.workshop),
        );
        return mapAnswerJson(hits, travel, view.inProgress);
      });
    },

    /** spec step 3 list view: the organisation's own workshops, searched by name, in pages of 8. */
    async organisationPage(
      db: DbOrTx,
      distances: DistanceProvider,
      organizationId: string,
      q: { quoteType: QuoteType; search?: string; page: number; lat?: number; lng?: number },
    ) {
      const { rows, total } = await deps.repo.organisationPage(db, {
        organizationId,
        kind: storedKind(q.quoteType),
        search: q.search || null,
        page: q.page,
        perPage: WORKSHOP_LIST_PAGE_SIZE,
      });
      const origin = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
      return {
        items: await toMapEntries(deps, db, rows, origin, distances),
        totalDisplayItems: total,
        page: q.page,
        itemsPerPage: WORKSHOP_LIST_PAGE_SIZE,
      };
    },

    /**
     * Of some ids, the active workshops that answer a quote type (with their points and organisation), each
     * with the user ids of the people who work for it.
     */
    activeFor: (db: DbOrTx, ids: string[], quoteType: QuoteType) =>
      deps.repo.activeForKind(db, ids.filter(isUuid), storedKind(quoteType)),

    /** Public map entries of some workshops, whatever their state (a request's workshops). */
    async entries(db: DbOrTx, distances: DistanceProvider, ids: string[], origin: LatLng | null = null) {
      return toMapEntries(deps, db, await deps.repo.mapRowsByIds(db, ids.filter(isUuid)), origin, distances);
    },

    /** The user ids of the people who work for some workshops, per workshop. */
    staffOf: (db: DbOrTx, ids: string[]) => deps.repo.staffOf(db, ids.filter(isUuid)),
  };
}

export type WorkshopFinder = ReturnType<typeof createWorkshopFinder>;

/** POPIA: the workshops a person works for and the reviews they wrote; reviews stay, anonymous. */
export const workshopsPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      workshops: (await repo.rolesOf(db, owner.id)).map(exportRow),
      reviews: (await repo.reviewsByUser(db, owner.id)).map(exportRow),
    };
  },
  erase: (tx, context) => repo.anonymiseReviewsOf(tx, context.id),
};
