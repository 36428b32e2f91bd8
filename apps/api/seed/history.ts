import {
  CUSTOMERS_SINCE,
  DEFAULT_VAT_PERCENT,
  formatStoredQuoteType,
  OPEN_QUOTE_STATUSES,
  QUOTE_CLOSED_TEXT,
  type QuoteLineKind,
  QuoteRequestStatus,
  QuoteStatus,
  type QuoteType,
  lineAmounts as sharedLineAmounts,
  vinCheckDigit,
} from '@motorwise/shared';
import {
  HISTORY_EMAIL_DOMAIN,
  mobilePrefixes,
  nameGroups,
  nameMixByProvince,
  streetNames,
} from './data/people';
import {
  kindMix,
  type LeafPrice,
  leafPrices,
  MAIN_SERVICE_ITEMS,
  type VehicleClass,
  vehicleClassOf,
  vehicleMix,
} from './data/prices';
import {
  jobWords,
  reviewAspectsGood,
  reviewAspectsPoor,
  reviewClosers,
  reviewJobGood,
  reviewJobPoor,
  reviewOpeners,
} from './data/review-phrases';
import { createRandom, type Random } from './random';
import type { SeedQuoteKind } from './types';

/**
 * The demo marketplace's past (docs/decisions/016-demo-history.md): guest customers' quote requests from
 * 1 September 2020 to now, the workshops' quotes with their items, every status a quote went through,
 * payments and reviews. A pure function of the world it is given and a seed: the same inputs give the same
 * rows, ids included. seed/history-seed.ts writes them.
 */

export const HISTORY_SEED = 20_200_901;
/** History requests are numbered MWH-000001 up, apart from the live requests' references. */
export const HISTORY_REFERENCE_PREFIX = 'MWH-';

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

type Iso = string;

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

// ---------------------------------------------------------------- time (Africa/Johannesburg is UTC+2 all year)

/** Local copies: read in the hot loop (under tsx the shared package's exports are getters). */
const S = { ...QuoteStatus };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SAST = 2 * HOUR;

/** The instant of a local wall-clock hour (fractional) on the local day that starts at dayStartUtc. */
const localTime = (day: number, hour: number) => day * DAY - SAST + hour * HOUR;
/** The local day number (days since 1970-01-01 in SAST) of an instant. */
const localDay = (t: number) => Math.floor((t + SAST) / DAY);
const localHour = (t: number) => ((t + SAST) % DAY) / HOUR;
const isoDate = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const weekday = (day: number) => new Date(day * DAY).getUTCDay(); // 0 Sunday
const isWeekdayNumber = (day: number) => weekday(day) !== 0 && weekday(day) !== 6;
const iso = (t: number) => new Date(Math.round(t)).toISOString();

/** The next moment the workshop is open (weekdays 07:30–17:30, Saturdays 08:00–12:00). */
function nextOpen(t: number): number {
  let day = localDay(t);
  let hour = localHour(t);
  for (;;) {
    const wd = weekday(day);
    const [open, close] = wd === 0 ? [99, 0] : wd === 6 ? [8, 12] : [7.5, 17.5];
    if (hour < open) return localTime(day, open);
    if (hour < close) return localTime(day, hour);
    day += 1;
    hour = 0;
  }
}

// ---------------------------------------------------------------- demand

/**
 * How many requests a day expects: a marketplace growing from under one a day in 2020 to several a day,
 * busier on weekdays, quiet over the December holidays and a little quieter at Easter.
 */
export function expectedRequests(day: number, firstDay: number, lastDay: number): number {
  const t = (day - firstDay) / Math.max(1, lastDay - firstDay);
  const base = 0.85 + 3.6 * t ** 1.25;
  const wd = weekday(day);
  const week = wd === 0 ? 0.3 : wd === 6 ? 0.55 : 1.21;
  const date = new Date(day * DAY);
  const month = date.getUTCMonth() + 1;
  const dom = date.getUTCDate();
  const season =
    month === 12 ? (dom >= 15 ? 0.4 : 0.8) : month === 1 ? (dom <= 10 ? 0.55 : 0.95) : month === 4 ? 0.92 : 1;
  return base * week * season;
}

const QUOTE_TYPE_OF: Partial<Record<SeedQuoteKind, QuoteType>> = {
  service: 'SMC_Service',
  repair: 'SMC_Repair',
  wheelsTyres: 'WBC_WheelsTyres',
  inspection: 'WBC_Inspection',
  windscreen: 'WBC_Windscreen',
  bodyExternal: 'WBC_BodyExternal',
};

/** Jobs that keep the car for the workshop's turnaround rather than a day. */
const LONG_JOBS = new Set([
  'Clutch replacement',
  'Turbocharger',
  'Head gasket',
  'Aircon compressor',
  'Scratches and paint repair',
  'Bumper repair',
  'Timing belt replacement',
]);

const NOTES = [
  'Please phone before doing any extra work.',
  'I can drop the car off before 07:30.',
  'I need the car back by 17:00 for school pick-up.',
  'Can you fetch and deliver? I work close by.',
  'Car is under a service plan that has expired.',
  'Please check the tyres as well while it is in.',
  'WhatsApp is the easiest way to reach me.',
  'The car pulls slightly to the left, please have a look.',
  'Would prefer a morning drop-off.',
  'Quote with and without original parts please.',
];

const PARTS_PREFERENCES = ['I don\u2019t mind', 'Generic parts', 'Original parts'];

/** World manufacturer identifiers for VINs of the brands South Africans drive most (others get 'AAA'). */
const WMI: Record<string, string> = {
  Toyota: 'AHT',
  Volkswagen: 'AAV',
  Ford: 'AFA',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Nissan: 'ADN',
  Isuzu: 'ACV',
  Hyundai: 'MAL',
  Suzuki: 'MA3',
  Kia: 'KNA',
  Renault: 'VF1',
  Audi: 'WAU',
  Mazda: 'JMZ',
  Honda: 'JHM',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const foldAscii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Money of one line by the rule the portal and the invoice use (shared `lineAmounts`): unit price incl VAT,
 * and total = unit excl x quantity, half up, plus VAT on that total.
 */
export function lineAmounts(priceExclCents: number, quantityMilli: number, vatRegistered: boolean) {
  const a = sharedLineAmounts(
    { priceExcl: priceExclCents / 100, quantity: quantityMilli / 1000, noVat: false },
    { isVatRegistered: vatRegistered, vatRate: DEFAULT_VAT_PERCENT },
  );
  return { priceInclCents: a.unitInclCents, totalInclCents: a.totalInclCents };
}

// ---------------------------------------------------------------- the generator

interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressId: string;
  home: HistoryPlace;
  vehicle: HistoryVehicle;
  vin: string | null;
  plate: string | null;
  /** Odometer when the vehicle was first seen and how fast it grows. */
  mileageAt: { km: number; at: number; perYear: number };
  lastRequestAt: number;
  lastMileage: number;
  favouriteWorkshopId: string | null;
}

interface WorkshopTraits {
  popularity: number;
  responsiveness: number;
  priceLevel: number;
  ratingTarget: number;
  invoicePrefix: string;
  invoiceCount: number;
}

/** Review star distributions to blend between: excellent workshops and weak ones (5, 4, 3, 2, 1 stars). */
const STARS_HIGH = [0.9, 0.08, 0.014, 0.004, 0.002];
const STARS_LOW = [0.26, 0.3, 0.2, 0.13, 0.11];
const meanOf = (p: number[]) => p.reduce((s, q, i) => s + q * (5 - i), 0);

export function generateHistory(world: HistoryWorld, options: HistoryOptions): HistoryRows {
  const rnd = createRandom(options.seed ?? HISTORY_SEED);
  const ids = createRandom((options.seed ?? HISTORY_SEED) ^ 0x5bd1e995);
  const now = options.now.getTime();
  const rows: HistoryRows = {
    addresses: [],
    quoteRequests: [],
    quoteRequestItems: [],
    quoteRequestWorkshops: [],
    quoteRequestRegions: [],
    quotes: [],
    quoteItems: [],
    quoteStatusHistory: [],
    payments: [],
    workshopReviews: [],
  };

  // Inputs in a fixed order, whatever order the database returned them in.
  const workshops = [...world.workshops].sort((a, b) => a.name.localeCompare(b.name));
  const vehicles = [...world.vehicles].sort((a, b) => a.id - b.id);
  const leafByKey = new Map(world.leaves.map((l) => [`${l.kind}|${l.name}`, l]));
  const specs = leafPrices.filter((p) => leafByKey.has(`${p.kind}|${p.name}`));

  // Each workshop's character: how busy, how quick to quote, how dear, how well liked.
  const weak = new Set<number>();
  while (weak.size < Math.min(4, Math.floor(workshops.length / 10)))
    weak.add(rnd.int(0, workshops.length - 1));
  const traits = new Map<string, WorkshopTraits>(
    workshops.map((w, i) => {
      const level = Math.min(1.3, Math.max(0.85, Math.sqrt(w.labourRateExclCents / 65_000)));
      const initials = w.name
        .split(/[\s&]+/)
        .filter((p) => /^[A-Za-z]/.test(p))
        .map((p) => p[0]!.toUpperCase())
        .join('')
        .slice(0, 4);
      return [
        w.id,
        {
          popularity: rnd.between(0.6, 1.6),
          responsiveness: rnd.between(0.55, 1),
          priceLevel: level * (w.isPosh ? 1.06 : 1) * rnd.between(0.95, 1.05),
          ratingTarget: weak.has(i) ? rnd.between(3.5, 4.0) : rnd.between(4.25, 4.9),
          invoicePrefix: `${initials}${String(i + 1).padStart(2, '0')}-`,
          invoiceCount: 0,
        },
      ];
    }),
  );
  const trait = (w: HistoryWorkshop) => traits.get(w.id)!;

  // Where customers live: real suburbs (with postal codes) near each workshop.
  const placesNear = new Map<string, HistoryPlace[]>();
  for (const w of workshops) {
    let near = world.places.filter((p) => distanceKm(p, w) <= 10);
    if (near.length < 5) near = world.places.filter((p) => distanceKm(p, w) <= 25);
    placesNear.set(w.id, near);
  }

  // The car parc: catalogue rows per range, South African derivatives first.
  const byRange = new Map<string, HistoryVehicle[]>();
  for (const v of vehicles) {
    const key = `${v.brand}|${v.range}`;
    if (!byRange.has(key)) byRange.set(key, []);
    byRange.get(key)!.push(v);
  }
  for (const [key, list] of byRange) {
    const local = list.filter((v) => v.market?.startsWith('ZA'));
    if (local.length) byRange.set(key, local);
  }
  const mix = vehicleMix.filter((m) => byRange.has(`${m.brand}|${m.range}`));

  /** How many workshops within 40 km of this one (itself included) do this kind of work. */
  const neighbourCount = new Map<string, number>();
  const neighbours = (w: HistoryWorkshop, kind: string) => {
    const key = `${w.id}|${kind}`;
    let n = neighbourCount.get(key);
    if (n === undefined) {
      n = workshops.filter((o) => o.kinds.includes(kind) && distanceKm(o, w) <= 40).length;
      neighbourCount.set(key, n);
    }
    return n;
  };

  const inYear = new Map<string, HistoryVehicle[]>();
  const pickVehicle = (year: number): HistoryVehicle => {
    for (;;) {
      const m = rnd.weighted(mix, (x) => x.weight);
      const key = `${m.brand}|${m.range}|${year}`;
      let candidates = inYear.get(key);
      if (!candidates) {
        candidates = byRange
          .get(`${m.brand}|${m.range}`)!
          .filter((v) => v.year <= year && v.year >= year - 16);
        inYear.set(key, candidates);
      }
      if (candidates.length === 0) continue;
      return rnd.weighted(candidates, (v) => {
        const age = year - v.year;
        return age < 1 ? 0.3 : age <= 3 ? 0.8 : age <= 10 ? 1 : 0.45;
      });
    }
  };

  const fits = (spec: LeafPrice, v: HistoryVehicle, cls: VehicleClass) => {
    switch (spec.only) {
      case 'diesel':
        return v.fuelType === 'Diesel';
      case 'manual':
        return v.transmissionType === 'Manual';
      case 'automatic':
        return v.transmissionType !== 'Manual';
      case 'bakkie':
        return cls === 'bakkie' && v.bodyType === 'Pickup (bakkie)';
      default:
        return true;
    }
  };

  const customers: Customer[] = [];
  const emails = new Set<string>();

  const newCustomer = (anchor: HistoryWorkshop, vehicle: HistoryVehicle, at: number): Customer => {
    const mixByGroup = nameMixByProvince[anchor.province] ?? nameMixByProvince.Gauteng!;
    const group = rnd.weighted(nameGroups, (g) => mixByGroup[g.key] ?? 1);
    // One in ten South African families mixes traditions; so do the demo's.
    const surnameGroup = rnd.chance(0.1) ? rnd.pick(nameGroups) : group;
    const firstName = rnd.pick(group.first);
    const lastName = rnd.pick(surnameGroup.surnames);
    const f = foldAscii(firstName);
    const l = foldAscii(lastName);
    const patterns = [
      `${f}.${l}`,
      `${f}${l}`,
      `${f[0]}${l}`,
      `${f}.${l}${rnd.int(1, 99)}`,
      `${f}_${l}`,
      `${l}.${f}`,
    ];
    let local = rnd.weighted(patterns, (p) => (p.includes('.') ? 3 : 1));
    while (emails.has(`${local}@${HISTORY_EMAIL_DOMAIN}`)) local = `${f}.${l}${rnd.int(2, 999)}`;
    const email = `${local}@${HISTORY_EMAIL_DOMAIN}`;
    emails.add(email);
    const home = rnd.pick(
      placesNear.get(anchor.id)!.length ? placesNear.get(anchor.id)! : [anchorPlace(anchor)],
    );
    const addressId = ids.uuid();
    rows.addresses.push({
      id: addressId,
      streetNumber: String(rnd.int(1, 180)),
      streetName: rnd.pick(streetNames),
      suburb: home.suburb,
      town: home.city,
      city: home.city,
      province: home.province,
      country: 'South Africa',
      postalCode: home.postalCode,
      // Somewhere in the suburb, not its centre.
      lat: Math.round((home.lat + rnd.between(-0.008, 0.008)) * 1e6) / 1e6,
      lng: Math.round((home.lng + rnd.between(-0.008, 0.008)) * 1e6) / 1e6,
      createdAt: iso(at),
    });
    const c: Customer = {
      firstName,
      lastName,
      email,
      phone: `+27${rnd.pick(mobilePrefixes)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`,
      addressId,
      home,
      vehicle,
      vin: null,
      plate: null,
      mileageAt: { km: 0, at, perYear: 0 },
      lastRequestAt: 0,
      lastMileage: 0,
      favouriteWorkshopId: null,
    };
    setVehicle(c, vehicle, at);
    customers.push(c);
    return c;
  };

  const anchorPlace = (w: HistoryWorkshop): HistoryPlace => ({
    suburb: w.name,
    city: w.name,
    province: w.province,
    postalCode: '',
    lat: w.lat,
    lng: w.lng,
  });

  const setVehicle = (c: Customer, v: HistoryVehicle, at: number) => {
    const cls = vehicleClassOf(v);
    const year = new Date(at).getUTCFullYear();
    const age = Math.max(0.3, year - v.year + rnd.between(-0.5, 0.5));
    const perYear = (cls === 'bakkie' ? rnd.between(22_000, 38_000) : rnd.between(11_000, 24_000)) * 1;
    c.vehicle = v;
    c.mileageAt = { km: Math.round(age * perYear), at, perYear };
    c.lastMileage = 0;
    c.vin = rnd.chance(0.45) ? makeVin(v) : null;
    c.plate = rnd.chance(0.6) ? makePlate(c.home.province, c.home.city) : null;
  };

  const makeVin = (v: HistoryVehicle) => {
    const chars = Array.from({ length: 17 }, () => rnd.pick([...VIN_CHARS]));
    const wmi = WMI[v.brand] ?? 'AAA';
    chars.splice(0, 3, ...wmi);
    chars[9] = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(v.year - 2010 + 30 * 10) % 30]!;
    chars[8] = '0';
    chars[8] = vinCheckDigit(chars.join(''));
    return chars.join('');
  };

  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const makePlate = (province: string, city: string) => {
    const l = (n: number) => Array.from({ length: n }, () => rnd.pick([...letters])).join('');
    const d = (n: number) => String(rnd.int(0, 10 ** n - 1)).padStart(n, '0');
    if (province === 'Gauteng') return `${l(2)} ${d(2)} ${l(2)} GP`;
    if (province === 'Western Cape') {
      const prefix = city === 'Cape Town' ? 'CA' : rnd.pick(['CA', 'CY', 'CF', 'CAW']);
      return `${prefix} ${d(3)}-${d(3)}`;
    }
    if (province === 'KwaZulu-Natal') return `${rnd.pick(['ND', 'NU', 'NPN'])} ${d(3)}-${d(3)}`;
    if (province === 'Eastern Cape') return `${l(3)} ${d(3)} EC`;
    return `${l(3)} ${d(3)} FS`;
  };

  const mileageAt = (c: Customer, at: number) => {
    const km = Math.round(c.mileageAt.km + ((at - c.mileageAt.at) / (365 * DAY)) * c.mileageAt.perYear);
    return Math.max(km, c.lastMileage + 50);
  };

  // ---------------------------------------------------------------- one request

  const firstDay = localDay(Date.parse(`${CUSTOMERS_SINCE}T00:00:00+02:00`));
  const lastDay = localDay(now);
  let sequence = 0;

  const makeRequest = (createdAt: number) => {
    const year = new Date(createdAt).getUTCFullYear();
    const month = new Date(createdAt + SAST).getUTCMonth() + 1;
    const summer = month >= 10 || month <= 3;
    const progress = (localDay(createdAt) - firstDay) / Math.max(1, lastDay - firstDay);
    const kind = rnd.weighted(kindMix, (k) => k.weight).kind;
    const offers = (w: HistoryWorkshop, v: HistoryVehicle) =>
      w.kinds.includes(kind) && (w.brands.length === 0 || w.brands.includes(v.brand));

    // Returning customers grow with the marketplace.
    let customer: Customer | null = null;
    if (customers.length > 20 && rnd.chance(0.12 + 0.22 * progress)) {
      for (let tries = 0; tries < 4 && !customer; tries++) {
        const c = rnd.pick(customers);
        if (createdAt - c.lastRequestAt > 45 * DAY) customer = c;
      }
      if (customer && rnd.chance(0.12)) setVehicle(customer, pickVehicle(year), createdAt);
    }
    let vehicle = customer?.vehicle ?? pickVehicle(year);
    let candidates = workshops.filter((w) => offers(w, vehicle));
    if (candidates.length === 0) {
      vehicle = pickVehicle(year);
      candidates = workshops.filter((w) => offers(w, vehicle));
      if (candidates.length === 0) return;
    }
    if (!customer) {
      // Customers far from other partner workshops are fewer (they could not get three quotes).
      const anchor = rnd.weighted(
        candidates,
        (w) => trait(w).popularity * (neighbours(w, kind) >= 3 ? 1 : 0.3),
      );
      customer = newCustomer(anchor, vehicle, createdAt);
    }
    const c = customer;
    const cls = vehicleClassOf(vehicle);

    // Workshops: the nearest that do this work, within the radius (widened to 50 km when fewer than 3).
    const withDistance = candidates
      .map((w) => ({ w, d: distanceKm(c.home, w) }))
      .sort((a, b) => a.d - b.d || a.w.name.localeCompare(b.w.name));
    let travelDistance = rnd.weighted(
      [10, 20, 30, 50],
      (r) => [15, 45, 28, 12][[10, 20, 30, 50].indexOf(r)]!,
    );
    let inRange = withDistance.filter((x) => x.d <= travelDistance);
    if (inRange.length < 3) {
      travelDistance = 50;
      inRange = withDistance.filter((x) => x.d <= 50);
    }
    if (inRange.length === 0) inRange = withDistance.slice(0, 1);
    const wanted = rnd.weighted([3, 4, 5], (n) => [45, 30, 25][n - 3]!);
    const chosen: HistoryWorkshop[] = [];
    const favourite = inRange.find((x) => x.w.id === c.favouriteWorkshopId);
    if (favourite) chosen.push(favourite.w);
    const pool = inRange.filter((x) => !chosen.includes(x.w));
    while (chosen.length < wanted && pool.length) {
      const next = rnd.weighted(pool, (x) => trait(x.w).popularity / (1 + x.d / 6));
      chosen.push(next.w);
      pool.splice(pool.indexOf(next), 1);
    }

    // What is asked for.
    const ofKind = specs.filter((s) => s.kind === kind && fits(s, vehicle, cls));
    const seasonal = (s: LeafPrice) => s.weight * (s.summer ? (summer ? 2.2 : 0.5) : 1);
    const picked: LeafPrice[] = [];
    if (kind === 'service') {
      const main = ofKind.filter((s) => MAIN_SERVICE_ITEMS.includes(s.name));
      picked.push(rnd.weighted(main, seasonal));
      const addOns = ofKind.filter((s) => !MAIN_SERVICE_ITEMS.includes(s.name));
      const extra = rnd.weighted([0, 1, 2], (n) => [62, 29, 9][n]!);
      for (let i = 0; i < extra; i++) {
        const left = addOns.filter((s) => !picked.includes(s));
        if (left.length) picked.push(rnd.weighted(left, seasonal));
      }
    } else {
      const count = kind === 'repair' ? rnd.weighted([1, 2, 3], (n) => [72, 22, 6][n - 1]!) : 1;
      for (let i = 0; i < count; i++) {
        const left = ofKind.filter((s) => !picked.includes(s));
        if (left.length) picked.push(rnd.weighted(left, seasonal));
      }
    }
    if (picked.length === 0) return;
    const units = picked.map((s) => (s.units ? rnd.pick(s.units) : 1));

    sequence += 1;
    const requestId = ids.uuid();
    const reference = `${HISTORY_REFERENCE_PREFIX}${String(sequence).padStart(6, '0')}`;
    const mileage = mileageAt(c, createdAt);
    const existing = c.lastMileage || null;
    c.lastMileage = mileage;
    c.lastRequestAt = createdAt;

    // Requested dates: weekdays from tomorrow, within the 15-day window (spec).
    const today = localDay(createdAt);
    const firstWanted =
      today + rnd.weighted([1, 2, 3, 5, 8], (n) => [30, 25, 20, 15, 10][[1, 2, 3, 5, 8].indexOf(n)]!);
    const dates: number[] = [];
    const dateCount = rnd.weighted([1, 2, 3], (n) => [50, 30, 20][n - 1]!);
    for (let d = firstWanted; d <= today + 15 && dates.length < dateCount; d++) {
      if (isWeekdayNumber(d)) dates.push(d);
    }
    if (dates.length === 0) {
      let d = today + 1;
      while (!isWeekdayNumber(d)) d += 1;
      dates.push(d);
    }

    const items = picked.map((spec, i) => {
      const leaf = leafByKey.get(`${spec.kind}|${spec.name}`)!;
      const item = {
        id: ids.uuid(),
        quoteRequestId: requestId,
        repairItemTemplateId: leaf.id,
        name: leaf.name,
        hasQuery: Boolean(leaf.query),
        query: leaf.query,
        queryAnswer: leaf.query ? rnd.pick(spec.answers ?? ['Please see the notes.']) : null,
        sortOrder: i,
      };
      rows.quoteRequestItems.push(item);
      return item;
    });
    const partsPreference = rnd.weighted(PARTS_PREFERENCES, (p) =>
      p === 'Original parts' ? 2 : p === 'Generic parts' ? 2.5 : 5.5,
    );
    if (partsPreference === 'Original parts' && !c.vin) c.vin = makeVin(vehicle);

    const request: HistoryRows['quoteRequests'][number] = {
      id: requestId,
      uniqueId: ids.uuid(),
      reference,
      // The marketplace's past customers asked as guests (decision 016).
      madeAsGuest: true,
      vehicleId: vehicle.id,
      vehicleName: `${vehicle.brand} ${vehicle.model}`,
      vehicleMileage: mileage,
      existingVehicleMileage: existing,
      vehicleVinNumber: partsPreference === 'Original parts' || rnd.chance(0.3) ? c.vin : null,
      vehicleLicensePlate: c.plate,
      partsPreference,
      quoteType: formatStoredQuoteType(QUOTE_TYPE_OF[kind]!),
      addressId: c.addressId,
      travelDistance,
      datesRequested: dates.map(isoDate),
      notes: rnd.chance(0.25) ? rnd.pick(NOTES) : null,
      serviceReminder: rnd.chance(kind === 'service' ? 0.55 : 0.2),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      quoteRequestStatus: QuoteRequestStatus.Submitted,
      quoteRequestStatusUsername: null,
      expiresAt: iso(createdAt + 14 * DAY),
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt),
    };
    rows.quoteRequests.push(request);
    for (const w of chosen) {
      rows.quoteRequestWorkshops.push({
        quoteRequestId: requestId,
        workshopId: w.id,
        source: 'customer',
        createdAt: iso(createdAt),
      });
    }
    const regionIds = [...new Set(chosen.map((w) => w.regionId).filter((r): r is string => r !== null))];
    for (const regionId of regionIds) rows.quoteRequestRegions.push({ quoteRequestId: requestId, regionId });

    // Which workshops answer, and when.
    const answering = rnd.weighted([0, 1, 2, 3, 4, 5], (k) => [3, 9, 30, 34, 19, 5][k]!);
    const responders: HistoryWorkshop[] = [];
    const left = [...chosen];
    while (responders.length < Math.min(answering, chosen.length)) {
      const w = rnd.weighted(left, (x) => trait(x).responsiveness);
      responders.push(w);
      left.splice(left.indexOf(w), 1);
    }
    const offers_ = responders
      .map((w) => {
        const draftAt = nextOpen(createdAt + (0.2 + rnd.exponential(4.5)) * HOUR);
        const sentAt = draftAt + rnd.between(5, 55) * 60_000;
        return { w, draftAt, sentAt };
      })
      .sort((a, b) => a.sentAt - b.sentAt);

    type Event = { status: number; at: number; by: string; note?: string };
    const quotesMade = offers_.map(({ w, draftAt, sentAt }, index) => {
      const quoteId = ids.uuid();
      const level = trait(w).priceLevel * rnd.between(0.94, 1.06);
      const lines: HistoryRows['quoteItems'] = [];
      picked.forEach((spec, i) => {
        const leaf = leafByKey.get(`${spec.kind}|${spec.name}`)!;
        priceLines(rnd, spec, leaf, cls, w, level, units[i]!, quoteId, items[i]!.id, iso(draftAt), lines);
      });
      const total = lines.reduce((s, l) => s + l.totalInclCents, 0);
      const events: Event[] = [
        { status: S.Draft, at: draftAt, by: w.contactEmail },
        { status: S.PendingApproval, at: sentAt, by: w.contactEmail },
      ];
      return {
        id: quoteId,
        w,
        index,
        draftAt,
        sentAt,
        lines,
        total,
        events,
        serviceDate: null as string | null,
      };
    });

    // What the customer does: cancel, book one, or let the quotes expire.
    let cancelledAt: number | null = null;
    let completedAt: number | null = null;
    if (quotesMade.length > 0) {
      const outcome = rnd.weighted(
        ['book', 'cancel', 'lapse'],
        (o) => ({ book: 64, cancel: 9, lapse: 27 })[o]!,
      );
      if (outcome === 'cancel') {
        cancelledAt = quotesMade[0]!.sentAt + rnd.between(0.3, 5) * DAY;
      } else if (outcome === 'book') {
        const cheapest = Math.min(...quotesMade.map((q) => q.total));
        const booked = rnd.weighted(
          quotesMade,
          (q) =>
            Math.exp(-3 * (q.total / cheapest - 1)) *
            (trait(q.w).ratingTarget - 3) ** 2 *
            (q.w.id === c.favouriteWorkshopId ? 2 : 1),
        );
        const bookedAt = Math.max(
          booked.sentAt + Math.min(6.5 * DAY, (0.05 + rnd.exponential(0.9)) * DAY),
          quotesMade[quotesMade.length - 1]!.sentAt - rnd.between(0, 2) * HOUR,
        );
        // Checked in on the first requested date after the booking (or the next weekday).
        let day = dates.find((d) => d > localDay(bookedAt)) ?? localDay(bookedAt) + 1;
        while (!isWeekdayNumber(day)) day += 1;
        const checkIn = localTime(day, rnd.between(7.25, 9.75));
        const long = picked.some((s) => LONG_JOBS.has(s.name));
        const workDays = long ? Math.max(1, booked.w.jobTurnaroundDays) - 1 + rnd.int(0, 1) : 0;
        let doneDay = day + workDays;
        while (!isWeekdayNumber(doneDay)) doneDay += 1;
        const proForma = long ? localTime(doneDay, rnd.between(11, 16)) : checkIn + rnd.between(2, 7) * HOUR;
        const invoiced = proForma + rnd.between(10, 60) * 60_000;
        const checkout = invoiced + rnd.between(5, 150) * 60_000;
        const paid = checkout + rnd.between(1, 4) * 60_000;
        const collected = paid + rnd.between(20, 150) * 60_000;
        booked.serviceDate = isoDate(day);
        booked.events.push(
          { status: S.Booked, at: bookedAt, by: c.email },
          { status: S.InProgress, at: checkIn, by: booked.w.contactEmail, note: 'Checked in' },
          { status: S.ProForma, at: proForma, by: booked.w.contactEmail },
          { status: S.Invoiced, at: invoiced, by: booked.w.contactEmail },
          { status: S.Checkout, at: checkout, by: c.email },
          {
            status: S.Paid,
            at: paid,
            by: 'system',
            note: booked.w.hasPayfastAccount ? 'PayFast ITN verified' : 'Paystack webhook verified',
          },
          {
            status: S.Completed,
            at: collected,
            by: booked.w.contactEmail,
            note: 'Vehicle collected',
          },
        );
        completedAt = collected;
      }
    }

    // Only what has happened by now is history; the rest is the open work of the last weeks.
    let requestUpdated = createdAt;
    for (const q of quotesMade) {
      const happened = q.events.filter((e) => e.at <= now);
      if (happened.length === 0) continue;
      const last = happened[happened.length - 1]!;
      const invoicedEvent = happened.find((e) => e.status === S.Invoiced);
      const invoicedYet = invoicedEvent !== undefined;
      const t = trait(q.w);
      if (invoicedYet) t.invoiceCount += 1;
      const expiresAt = q.sentAt + 7 * DAY;
      // The expiry job's rule (shared lifecycle): an open quote past its date is closed as expired.
      const lapsed = OPEN_QUOTE_STATUSES.includes(last.status as QuoteStatus) && expiresAt <= now;
      rows.quotes.push({
        id: q.id,
        uniqueId: ids.uuid(),
        quoteRequestId: requestId,
        workshopId: q.w.id,
        reference: `${reference}-${String(q.index + 1).padStart(2, '0')}`,
        invoiceNumber: invoicedYet ? `${t.invoicePrefix}${String(t.invoiceCount).padStart(5, '0')}` : null,
        // The tax invoice's date (and the timeline's "Invoice Received"): when it was issued.
        invoicedAt: invoicedEvent ? iso(invoicedEvent.at) : null,
        quoteStatus: last.status,
        isVatRegistered: q.w.isVatRegistered,
        vatRate: q.w.isVatRegistered ? '15.00' : '0.00',
        vehicleMileage: mileage,
        jobTurnaround: q.w.jobTurnaroundDays,
        workshopCustomer: `${c.firstName} ${c.lastName}`,
        expiresAt: iso(expiresAt),
        closedReason: lapsed ? 'expired' : null,
        closedAt: lapsed ? iso(expiresAt) : null,
        closeNote: lapsed ? QUOTE_CLOSED_TEXT.expired : null,
        serviceDate: happened.some((e) => e.status === S.Booked) ? q.serviceDate : null,
        createdAt: iso(q.draftAt),
        updatedAt: iso(lapsed ? expiresAt : last.at),
      });
      rows.quoteItems.push(...q.lines);
      for (const e of happened) {
        rows.quoteStatusHistory.push({
          quoteId: q.id,
          quoteStatus: e.status,
          username: e.by,
          actor: null,
          note: e.note ?? null,
          createdAt: iso(e.at),
        });
      }
      if (lapsed)
        rows.quoteStatusHistory.push({
          quoteId: q.id,
          quoteStatus: last.status,
          username: 'system',
          actor: 'system',
          note: QUOTE_CLOSED_TEXT.expired,
          createdAt: iso(expiresAt),
        });
      requestUpdated = Math.max(requestUpdated, last.at);
      const checkout = happened.find((e) => e.status === S.Checkout);
      if (checkout) {
        const paid = happened.find((e) => e.status === S.Paid);
        const provider = q.w.hasPayfastAccount ? 'payfast' : 'paystack';
        rows.payments.push({
          id: ids.uuid(),
          quoteId: q.id,
          workshopId: q.w.id,
          provider,
          splitSubaccount: provider === 'paystack' ? (q.w.paystackSubaccountId ?? null) : null,
          merchantReference: `MWP-${reference.slice(HISTORY_REFERENCE_PREFIX.length)}-${q.index + 1}`,
          gatewayReference: paid
            ? provider === 'payfast'
              ? String(rnd.int(100_000_000, 999_999_999))
              : `T${rnd.int(100_000_000, 999_999_999)}`
            : null,
          amountCents: q.total,
          status: paid ? 'paid' : 'pending',
          createdAt: iso(checkout.at),
          completedAt: paid ? iso(paid.at) : null,
        });
      }
      const collected = happened.find((e) => e.status === S.Completed);
      if (collected) {
        c.favouriteWorkshopId = q.w.id;
        maybeReview(q.w, q.id, collected.at, c, vehicle, picked[0]!.name);
      }
    }
    if (cancelledAt !== null && cancelledAt <= now) {
      request.quoteRequestStatus = QuoteRequestStatus.Cancelled;
      request.quoteRequestStatusUsername = c.email;
      requestUpdated = Math.max(requestUpdated, cancelledAt);
    } else if (completedAt !== null && completedAt <= now) {
      request.quoteRequestStatus = QuoteRequestStatus.Completed;
      request.quoteRequestStatusUsername = c.email;
    }
    request.updatedAt = iso(requestUpdated);
  };

  // ---------------------------------------------------------------- reviews (once per completed job, some jobs)

  const maybeReview = (
    w: HistoryWorkshop,
    quoteId: string,
    collectedAt: number,
    c: Customer,
    v: HistoryVehicle,
    firstItem: string,
  ) => {
    if (!rnd.chance(0.3)) return;
    const at = collectedAt + (0.5 + rnd.exponential(30)) * HOUR;
    if (at > now) return;
    const target = trait(w).ratingTarget;
    const lambda = (target - meanOf(STARS_LOW)) / (meanOf(STARS_HIGH) - meanOf(STARS_LOW));
    const stars = STARS_HIGH.map((p, i) => lambda * p + (1 - lambda) * STARS_LOW[i]!);
    const rating = (5 - rnd.weighted([0, 1, 2, 3, 4], (i) => stars[i]!)) as 1 | 2 | 3 | 4 | 5;
    const fill = (s: string) =>
      s
        .replaceAll('{job}', jobWords[firstItem] ?? 'the work')
        .replaceAll('{vehicle}', v.range)
        .replaceAll('{contact}', w.contactName.split(' ')[0] ?? 'the team')
        .replaceAll('{workshop}', w.name);
    const good = rating >= 4;
    const parts = [rnd.pick(reviewOpeners[rating])];
    if (rnd.chance(0.8)) parts.push(rnd.pick(good ? reviewJobGood : reviewJobPoor));
    const aspects = good ? reviewAspectsGood : reviewAspectsPoor;
    const first = rnd.pick(aspects);
    parts.push(first);
    if (rnd.chance(0.4)) {
      const second = rnd.pick(aspects);
      if (second !== first) parts.push(second);
    }
    if (rnd.chance(0.45)) parts.push(rnd.pick(good ? reviewClosers.good : reviewClosers.poor));
    const text = fill(parts.join(' '));
    rows.workshopReviews.push({
      id: ids.uuid(),
      workshopId: w.id,
      quoteId,
      authorName: `${c.firstName} ${c.lastName[0]!.toUpperCase()}.`,
      rating,
      // A sentence may start with the job ('{job} took ...'): capitalise what follows a full stop.
      review: text.replace(/(^|[.!?]\s+)([a-z])/g, (_, p: string, ch: string) => p + ch.toUpperCase()),
      createdAt: iso(at),
    });
  };

  // ---------------------------------------------------------------- day by day

  for (let day = firstDay; day <= lastDay; day++) {
    const count = rnd.poisson(expectedRequests(day, firstDay, lastDay));
    const times = Array.from({ length: count }, () => {
      // Mostly office hours and the evening after work; few at night.
      const hour = rnd.weighted(
        [6, 8, 10, 12, 14, 16, 18, 20],
        (h) => ({ 6: 4, 8: 14, 10: 18, 12: 16, 14: 16, 16: 13, 18: 12, 20: 7 })[h]!,
      );
      return localTime(day, hour + rnd.between(0, 2));
    }).sort((a, b) => a - b);
    for (const t of times) if (t <= now) makeRequest(t);
  }
  return rows;
}

// ---------------------------------------------------------------- prices of one requested item at one workshop

const OPTIONAL_LINE = /\(if (fitted|required)\)|recommended/i;
const FREE_LINE = /stamp|printout|report|certificate|written findings|road test/i;
const SMALL_LINE =
  /levy|valve|washer|weights|clips|o-rings|hub nut|gasket$|grease|cleaner|fitting kit|moulding/i;

function priceLines(
  rnd: Random,
  spec: LeafPrice,
  leaf: HistoryLeaf,
  cls: VehicleClass,
  w: HistoryWorkshop,
  level: number,
  units: number,
  quoteId: string,
  quoteRequestItemId: string,
  createdAt: string,
  out: HistoryRows['quoteItems'],
): void {
  const [lo, hi] = spec.incl[cls];
  const u = (rnd.next() + rnd.next()) / 2;
  const inclRand = (lo + (hi - lo) * u) * level * units;
  const exclCents = Math.round((inclRand / 1.15) * 100);
  const lines = leaf.templateItems.filter((d) => !OPTIONAL_LINE.test(d) || rnd.chance(0.5));
  const labour = lines.filter((d) => d.startsWith('Labour'));
  const parts = lines.filter((d) => !d.startsWith('Labour'));
  const rate = w.labourRateExclCents;

  let hours = 0;
  if (labour.length) {
    const share = parts.every((d) => FREE_LINE.test(d)) ? 1 : spec.labourShare;
    hours = Math.max(labour.length * 0.25, Math.round(((exclCents * share) / rate) * 4) / 4);
  }
  let partsCents = exclCents - Math.round(hours * rate);
  const priced = parts.filter((d) => !FREE_LINE.test(d));
  if (priced.length && partsCents < exclCents * 0.1) partsCents = Math.round(exclCents * 0.1);
  if (!priced.length) partsCents = 0;

  const push = (description: string, priceExclCents: number, quantityMilli: number, isLabour: boolean) => {
    const { priceInclCents, totalInclCents } = lineAmounts(priceExclCents, quantityMilli, w.isVatRegistered);
    out.push({
      quoteId,
      quoteRequestItemId,
      description,
      isLabour,
      lineKind: isLabour ? 'labour' : 'part',
      priceExclCents,
      priceInclCents,
      quantity: (quantityMilli / 1000).toFixed(3),
      totalInclCents,
      noVat: !w.isVatRegistered,
      sortOrder: out.length,
      createdAt,
    });
  };

  const weights: number[] = parts.map((d, i) =>
    FREE_LINE.test(d)
      ? 0
      : SMALL_LINE.test(d)
        ? 0.12
        : i === parts.findIndex((p) => !FREE_LINE.test(p))
          ? 3
          : 1,
  );
  const weightTotal = weights.reduce((s, x) => s + x, 0) || 1;
  parts.forEach((description, i) => {
    const amount = (partsCents * weights[i]!) / weightTotal;
    let quantityMilli = 1000;
    if (/engine oil/i.test(description)) {
      const litres = { small: [3.5, 4], medium: [4, 5], bakkie: [6.5, 8], premium: [5, 7] }[cls];
      quantityMilli = Math.round(rnd.between(litres[0]!, litres[1]!) * 2) * 500;
    } else if (/per gram/i.test(description)) {
      quantityMilli = rnd.int(7, 16) * 50 * 1000;
    } else if (/\(each\)/i.test(description)) {
      quantityMilli = (spec.units ? units : rnd.weighted([1, 2], (n) => (n === 1 ? 3 : 1))) * 1000;
    }
    const unit = amount / (quantityMilli / 1000);
    // Workshops price parts to the rand, small items and per-gram gas to the cent.
    const priceExclCents =
      weights[i] === 0 ? 0 : unit >= 5000 ? Math.round(unit / 100) * 100 : Math.max(1, Math.round(unit));
    push(
      description.replace(/ \((if fitted|if required|recommended)\)/i, ''),
      priceExclCents,
      quantityMilli,
      false,
    );
  });
  if (labour.length) {
    // The first labour line carries the job; others (diagnosis, alignment) a share.
    const split = labour.map((_, i) => (i === 0 ? 1 : 0.5));
    const splitTotal = split.reduce((s, x) => s + x, 0);
    let left = hours;
    labour.forEach((description, i) => {
      const h =
        i === labour.length - 1
          ? left
          : Math.max(0.25, Math.round(((hours * split[i]!) / splitTotal) * 4) / 4);
      left = Math.max(0.25, left - h);
      push(description.replace(/^Labour:\s*/, 'Labour: '), rate, Math.round(h * 1000), true);
    });
  }
}
