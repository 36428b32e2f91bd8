import type { QuoteLineKind } from '@motorwise/shared';

/** The world the demo history happens in, and the rows it makes (history.ts). */

// ---------------------------------------------------------------- the world the history happens in

export interface HistoryWorkshop {
  id: string;
  name: string;
  isPosh: boolean;
  isVatRegistered: boolean;
  labourRateExclCents: number;
  jobTurnaroundDays: number;
  lat: number;
  lng: number;
  regionId: string | null;
  province: string;
  kinds: string[];
  brands: string[];
  contactName: string;
  contactEmail: string;
  hasPayfastAccount: boolean;
  /** Paystack splits a payment to this subaccount (decision 024). */
  paystackSubaccountId?: string | null;
}

export interface HistoryVehicle {
  id: number;
  brand: string;
  range: string;
  model: string;
  year: number;
  bodyType: string | null;
  classType: string | null;
  fuelType: string | null;
  transmissionType: string | null;
  market: string | null;
}

export interface HistoryLeaf {
  id: string;
  kind: string;
  name: string;
  query: string | null;
  templateItems: string[];
}

export interface HistoryPlace {
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
  lat: number;
  lng: number;
}

export interface HistoryWorld {
  workshops: HistoryWorkshop[];
  vehicles: HistoryVehicle[];
  leaves: HistoryLeaf[];
  places: HistoryPlace[];
}

export interface HistoryOptions {
  seed?: number;
  /** The end of the history (seeding time); requests after it are not made, events after it not yet. */
  now: Date;
}

// ---------------------------------------------------------------- the rows it makes (camelCase, as drizzle names them)

export type Iso = string;

export interface HistoryRows {
  addresses: {
    id: string;
    streetNumber: string;
    streetName: string;
    suburb: string;
    town: string;
    city: string;
    province: string;
    country: string;
    postalCode: string;
    lat: number;
    lng: number;
    createdAt: Iso;
  }[];
  quoteRequests: {
    id: string;
    uniqueId: string;
    reference: string;
    madeAsGuest: boolean;
    vehicleId: number;
    vehicleName: string;
    vehicleMileage: number;
    existingVehicleMileage: number | null;
    vehicleVinNumber: string | null;
    vehicleLicensePlate: string | null;
    partsPreference: string;
    quoteType: string;
    addressId: string;
    travelDistance: number;
    datesRequested: string[];
    notes: string | null;
    serviceReminder: boolean;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    quoteRequestStatus: number;
    quoteRequestStatusUsername: string | null;
    expiresAt: Iso;
    createdAt: Iso;
    updatedAt: Iso;
  }[];
  quoteRequestItems: {
    id: string;
    quoteRequestId: string;
    repairItemTemplateId: string;
    name: string;
    hasQuery: boolean;
    query: string | null;
    queryAnswer: string | null;
    sortOrder: number;
  }[];
  quoteRequestWorkshops: { quoteRequestId: string; workshopId: string; source: string; createdAt: Iso }[];
  quoteRequestRegions: { quoteRequestId: string; regionId: string }[];
  quotes: {
    id: string;
    uniqueId: string;
    quoteRequestId: string;
    workshopId: string;
    reference: string;
    invoiceNumber: string | null;
    invoicedAt: Iso | null;
    quoteStatus: number;
    isVatRegistered: boolean;
    vatRate: string;
    vehicleMileage: number;
    jobTurnaround: number;
    workshopCustomer: string;
    expiresAt: Iso;
    /** A quote nobody took up before its expiry date is closed as expired, as the expiry job does. */
    closedReason: 'expired' | null;
    closedAt: Iso | null;
    closeNote: string | null;
    serviceDate: string | null;
    createdAt: Iso;
    updatedAt: Iso;
  }[];
  /** Lines and status rows take their ids from the database (nothing here refers to them). */
  quoteItems: {
    quoteId: string;
    quoteRequestItemId: string;
    description: string;
    isLabour: boolean;
    /** What the portal and the invoice show the line as (Parts or Labour); the column defaults to part. */
    lineKind: QuoteLineKind;
    priceExclCents: number;
    priceInclCents: number;
    quantity: string;
    totalInclCents: number;
    noVat: boolean;
    sortOrder: number;
    createdAt: Iso;
  }[];
  quoteStatusHistory: {
    quoteId: string;
    quoteStatus: number;
    username: string;
    /** Every row has the same keys (the bulk insert takes its columns from the first row). */
    actor: 'system' | null;
    note: string | null;
    createdAt: Iso;
  }[];
  payments: {
    id: string;
    quoteId: string;
    workshopId: string;
    provider: string;
    splitSubaccount: string | null;
    merchantReference: string;
    gatewayReference: string | null;
    amountCents: number;
    status: string;
    createdAt: Iso;
    completedAt: Iso | null;
  }[];
  workshopReviews: {
    id: string;
    workshopId: string;
    quoteId: string;
    authorName: string;
    rating: number;
    review: string;
    createdAt: Iso;
  }[];
}
