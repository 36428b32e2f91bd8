import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, workshopCertifications, workshopReviews, workshops } from '../../db/schema';

/** Public fields only: bank accounts, gateway ids and contact e-mails never leave through these. */
export async function listPublicWorkshops(db: Db) {
  const rows = await db
    .select({
      id: workshops.id,
      name: workshops.name,
      isPosh: workshops.isPosh,
      rating: workshops.rating,
      logoUrl: workshops.logoUrl,
      suburb: addresses.suburb,
      city: addresses.city,
      province: addresses.province,
      reviewCount: sql<number>`(select count(*) from ${workshopReviews} r where r.workshop_id = ${workshops.id})`,
    })
    .from(workshops)
    .innerJoin(addresses, eq(addresses.id, workshops.addressId))
    .where(eq(workshops.isActive, true))
    .orderBy(desc(workshops.rating), asc(workshops.name));
  return rows.map(({ suburb, city, province, rating, ...w }) => ({
    ...w,
    rating: rating === null ? null : Number(rating),
    address: { suburb, city, province },
  }));
}

export async function findPublicWorkshop(db: Db, id: string) {
  const [w] = await db
    .select()
    .from(workshops)
    .innerJoin(addresses, eq(addresses.id, workshops.addressId))
    .where(and(eq(workshops.id, id), eq(workshops.isActive, true)));
  if (!w) return null;
  const [reviews, certifications] = await Promise.all([
    db
      .select({
        id: workshopReviews.id,
        workshopId: workshopReviews.workshopId,
        rating: workshopReviews.rating,
        review: workshopReviews.review,
        authorName: workshopReviews.authorName,
        dateCreated: workshopReviews.createdAt,
      })
      .from(workshopReviews)
      .where(eq(workshopReviews.workshopId, id))
      .orderBy(desc(workshopReviews.createdAt))
      .limit(50),
    db
      .select({
        name: workshopCertifications.name,
        issuer: workshopCertifications.issuer,
        number: workshopCertifications.number,
        validUntil: workshopCertifications.validUntil,
      })
      .from(workshopCertifications)
      .where(eq(workshopCertifications.workshopId, id)),
  ]);
  const a = w.addresses;
  return {
    id: w.workshops.id,
    name: w.workshops.name,
    isPosh: w.workshops.isPosh,
    rating: w.workshops.rating === null ? null : Number(w.workshops.rating),
    registrationNumber: w.workshops.registrationNumber,
    taxNumber: w.workshops.taxNumber,
    isVatRegistered: w.workshops.isVatRegistered,
    logoUrl: w.workshops.logoUrl,
    description: w.workshops.description,
    openingHours: w.workshops.openingHours,
    kinds: w.workshops.kinds,
    brands: w.workshops.brands,
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
    workshopContact: { name: w.workshops.contactName, phone: w.workshops.contactPhone },
    workshopCertifications: certifications,
    workshopReviews: reviews,
    dateCreated: w.workshops.createdAt,
  };
}
