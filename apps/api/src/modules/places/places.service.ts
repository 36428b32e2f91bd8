import { randomUUID } from 'node:crypto';
import type { AddressInput } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
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
    | 'existingRegionIds'
    | 'findById'
    | 'findByIds'
    | 'insert'
    | 'insertStatement'
    | 'listRegions'
    | 'update'
  >;
}

/** Addresses: written by whoever owns the thing they locate (a user's business, a branch, a request). */
export function createPlacesService({ repo }: PlacesServiceDeps) {
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
    async regions(db: DbOrTx) {
      return (await repo.listRegions(db)).map((r) => ({
        id: r.id,
        name: r.name,
        province: r.province,
        metro: r.metro,
        coordinates: r.coordinates,
        dateCreated: r.createdAt.toISOString(),
        dateModified: r.updatedAt.toISOString(),
      }));
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
