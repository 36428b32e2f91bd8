import {
  CUSTOMERS_SINCE,
  formatStoredQuoteType,
  OPEN_QUOTE_STATUSES,
  QUOTE_CLOSED_TEXT,
  QuoteRequestStatus,
  QuoteStatus,
  type QuoteType,
} from '@motorwise/shared';
import { kindMix, type LeafPrice, leafPrices, MAIN_SERVICE_ITEMS, vehicleClassOf } from './data/prices';
import { type Customer, createCustomers } from './history-customers';
import {
  DAY,
  distanceKm,
  expectedRequests,
  HOUR,
  iso,
  isoDate,
  isWeekdayNumber,
  localDay,
  localTime,
  nextOpen,
  SAST,
} from './history-measures';
import { priceLines } from './history-prices';
import { createReviews } from './history-reviews';
import type {
  HistoryOptions,
  HistoryPlace,
  HistoryRows,
  HistoryVehicle,
  HistoryWorkshop,
  HistoryWorld,
} from './history-types';
import { createVehiclePicker, fits } from './history-vehicles';
import { createRandom } from './random';
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
export type * from './history-types';

/** Local copies: read in the hot loop (under tsx the shared package's exports are getters). */
const S = { ...QuoteStatus };

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

interface WorkshopTraits {
  popularity: number;
  responsiveness: number;
  priceLevel: number;
  ratingTarget: number;
  invoicePrefix: string;
  invoiceCount: number;
}
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

  const pickVehicle = createVehiclePicker(rnd, vehicles);
  const { customers, newCustomer, setVehicle, mileageAt, makeVin } = createCustomers(
    rnd,
    ids,
    rows,
    placesNear,
  );

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
  const maybeReview = createReviews(rnd, ids, rows, now, (w) => trait(w).ratingTarget);

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
