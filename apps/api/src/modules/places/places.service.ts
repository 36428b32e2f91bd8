import { randomUUID } from 'node:crypto';
import {
  ADMIN_REGION_MESSAGES,
  type AddressInput,
  circleOutline,
  type Region,
  type RegionInputSchema,
} from '@motorwise/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditActor, AuditPort } from '../audit/index';
import type * as PlacesRepo from './places.repo';
import type * as repo from './places.repo';

export type { AddressRow } from './places.repo';

/** The spec's Address as the API answers it. */
export function addressView(a: repo.AddressRow | null | undefined) {
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    isActive: a.isActive,
    streetNumber: a.streetNumber,
    streetName: a.streetName,
    suburb: a.suburb,
    town: a.town,
    city: a.city,
    province: a.province,
    country: a.country,
    postalCode: a.postalCode,
    lat: a.lat,
    lng: a.lng,
    dateCreated: a.createdAt.toISOString(),
    isOrganization: a.isOrganization,
  };
}

/** A form's address as the row's values. */
const addressValues = (input: AddressInput) => ({
  name: input.name ?? null,
  streetNumber: input.streetNumber,
  streetName: input.streetName,
  suburb: input.suburb,
  town: input.town ?? input.city,
  city: input.city,
  province: input.province,
  country: input.country,
  postalCode: input.postalCode,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
});

/** What the places service is given (decision 058): what it uses of its repo and of the modules below it. */
export interface PlacesServiceDeps {
  repo: Pick<
    typeof PlacesRepo,
    | 'deleteIfUnused'
    | 'deleteRegionIfUnused'
    | 'existingRegionIds'
    | 'findById'
    | 'findByIds'
    | 'findRegion'
    | 'findRegionByName'
    | 'insert'
    | 'insertRegion'
    | 'insertStatement'
    | 'listRegions'
    | 'update'
    | 'updateRegion'
  >;
  /** The audit trail (decision 059): every admin write on regions is recorded in its transaction. */
  audit: AuditPort;
}

type RegionInput = z.output<typeof RegionInputSchema>;

/** spec Region as the API answers it (a circle with its centre and radius, and its outline). */
export function regionView(r: repo.RegionRow): Region {
  const circle = r.shape === 'circle' && r.centreLat !== null && r.centreLng !== null && r.radiusKm !== null;
  return {
    id: r.id,
    name: r.name,
    province: r.province,
    metro: r.metro,
    shape: circle ? 'circle' : 'polygon',
    centre: circle ? { lat: r.centreLat!, lng: r.centreLng! } : null,
    radiusKm: circle ? r.radiusKm : null,
    coordinates: r.coordinates,
    dateCreated: r.createdAt.toISOString(),
    dateModified: r.updatedAt.toISOString(),
  };
}

/** A form's region as the row's values: a circle keeps its outline as points for readers of polygons. */
function regionValues(input: RegionInput): repo.RegionValues {
  const base = { name: input.name, province: input.province, metro: input.metro };
  if (input.shape === 'circle' && input.centre && input.radiusKm !== null)
    return {
      ...base,
      shape: 'circle',
      centreLat: input.centre.lat,
      centreLng: input.centre.lng,
      radiusKm: input.radiusKm,
      coordinates: circleOutline(input.centre, input.radiusKm),
    };
  return {
    ...base,
    shape: 'polygon',
    centreLat: null,
    centreLng: null,
    radiusKm: null,
    coordinates: input.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })),
  };
}

/** What a foreign-key refusal's table means to an admin. */
const USERS_OF_REGIONS: Record<string, string> = {
  workshops: 'a workshop',
  quote_request_regions: 'quote requests',
};

/** Addresses: written by whoever owns the thing they locate (a user's business, a branch, a request). */
export function createPlacesService({ repo, audit }: PlacesServiceDeps) {
  async function nameFree(db: DbOrTx, name: string, id: string | null) {
    const other = await repo.findRegionByName(db, name);
    if (other && other.id !== id) throw badRequest({ name: [ADMIN_REGION_MESSAGES.nameTaken] });
  }

  return {
    find: (db: DbOrTx, id: string | null | undefined) => (id ? repo.findById(db, id) : Promise.resolve(null)),
    findMany: repo.findByIds,

    /** Stores a form's address: updates the existing row when there is one, else adds one. */
    async save(tx: DbOrTx, existingId: string | null, input: AddressInput): Promise<string> {
      const values = addressValues(input);
      if (existingId) {
        await repo.update(tx, existingId, values);
        return existingId;
      }
      return repo.insert(tx, values);
    },

    /** A new address as its id and its insert, for the caller to run with other inserts in one statement. */
    newAddress(tx: DbOrTx, input: AddressInput) {
      const id = randomUUID();
      return { id, insert: repo.insertStatement(tx, id, addressValues(input)) };
    },

    /** spec: GET /api/regions: the marketplace's regions with their polygons. */
    async regions(db: DbOrTx): Promise<Region[]> {
      return (await repo.listRegions(db)).map(regionView);
    },

    /** An admin adds a region (decision 066). */
    async createRegion(db: Db, actor: AuditActor, input: RegionInput): Promise<Region> {
      return db.transaction(async (tx) => {
        await nameFree(tx, input.name, null);
        const row = await repo.insertRegion(tx, regionValues(input));
        const after = regionView(row);
        await audit.record(tx, {
          actor,
          action: 'region.create',
          targetType: 'region',
          targetId: row.id,
          before: null,
          after,
        });
        return after;
      });
    },

    /** An admin edits a region: its name and its shape (workshops and requests keep its id). */
    async updateRegion(db: Db, actor: AuditActor, id: string, input: RegionInput): Promise<Region> {
      return db.transaction(async (tx) => {
        const existing = await repo.findRegion(tx, id);
        if (!existing) throw notFound('The region');
        await nameFree(tx, input.name, id);
        const row = await repo.updateRegion(tx, id, regionValues(input));
        if (!row) throw notFound('The region');
        const after = regionView(row);
        await audit.record(tx, {
          actor,
          action: 'region.update',
          targetType: 'region',
          targetId: id,
          before: regionView(existing),
          after,
        });
        return after;
      });
    },

    /** An admin deletes a region nothing uses; one a workshop or a request uses is refused (409). */
    async deleteRegion(db: Db, actor: AuditActor, id: string): Promise<Region[]> {
      await db.transaction(async (tx) => {
        const existing = await repo.findRegion(tx, id);
        if (!existing) throw notFound('The region');
        const usedBy = await repo.deleteRegionIfUnused(tx, id);
        if (usedBy) throw conflict(ADMIN_REGION_MESSAGES.inUse(USERS_OF_REGIONS[usedBy] ?? 'other records'));
        await audit.record(tx, {
          actor,
          action: 'region.delete',
          targetType: 'region',
          targetId: id,
          before: regionView(existing),
          after: null,
        });
      });
      return this.regions(db);
    },

    /** Of some region ids, those that exist. */
    existingRegionIds: (db: DbOrTx, ids: string[]) => repo.existingRegionIds(db, ids.filter(isUuid)),

    /** Removes addresses nothing refers to any more (those still used stay). */
    async deleteUnused(tx: DbOrTx, ids: Iterable<string | null | undefined>): Promise<void> {
      for (const id of new Set(ids)) if (id) await repo.deleteIfUnused(tx, id);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
