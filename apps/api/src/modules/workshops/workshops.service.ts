import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import { places } from '../places/index';
import * as repo from './workshops.repo';

const rating = (value: string | null) => (value === null ? null : Number(value));

/** Workshops: their public profile, their staff, and the names other modules show. */
export const workshops = {
  find: repo.findById,
  names: repo.namesByIds,
  workshopIdsOf: repo.workshopIdsOf,
  addStaff: repo.insertStaff,

  /** Public fields only: bank accounts, gateway ids and contact e-mails never leave through these. */
  async listPublic(db: DbOrTx) {
    const rows = await repo.listActive(db);
    const addresses = await places.findMany(db, [...new Set(rows.map((w) => w.addressId))]);
    return rows.map(({ addressId, ...w }) => {
      const a = addresses.find((x) => x.id === addressId);
      return {
        ...w,
        rating: rating(w.rating),
        address: { suburb: a?.suburb ?? null, city: a?.city ?? null, province: a?.province ?? null },
      };
    });
  },

  async findPublic(db: DbOrTx, id: string) {
    const w = await repo.findActive(db, id);
    if (!w) return null;
    const [a, reviews, certifications] = await Promise.all([
      places.find(db, w.addressId),
      repo.listReviews(db, id),
      repo.listCertifications(db, id),
    ]);
    if (!a) return null;
    return {
      id: w.id,
      name: w.name,
      isPosh: w.isPosh,
      rating: rating(w.rating),
      registrationNumber: w.registrationNumber,
      taxNumber: w.taxNumber,
      isVatRegistered: w.isVatRegistered,
      logoUrl: w.logoUrl,
      description: w.description,
      openingHours: w.openingHours,
      kinds: w.kinds,
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
      workshopCertifications: certifications,
      workshopReviews: reviews,
      dateCreated: w.createdAt,
    };
  },
};

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
