import { randomUUID } from 'node:crypto';
import {
  addDays,
  type BookInstantPrice,
  calendarDate,
  centsToRandNumber,
  distanceKm,
  formatDropOff,
  formatRand,
  formatStoredQuoteType,
  guaranteeSummary,
  INSTANT_PRICE_JOBS,
  INSTANT_PRICE_MESSAGES,
  INSTANT_PRICE_RULES,
  type InstantBookingAnswer,
  type InstantPriceJob,
  type InstantPriceOffer,
  type InstantPriceOffers,
  type InstantPriceOffersQuery,
  type MenuPartsPreference,
  type MenuPrice,
  type MenuPriceList,
  messages,
  type QuoteType,
  type RepairItemNode,
  randToCents,
  requestTypeOf,
  type SaveMenuPrice,
  VEHICLE_CLASS_TEXT,
  type VehicleClass,
  vehicleClassOf,
  vehicleTitle,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { customers } from '../accounts/index';
import type { requestAddressValues, requestReference } from '../customer-requests/index';
import { addJobsCall } from '../jobs/index';
import type { places } from '../places/index';
import type { QuoteRequestsService } from '../quote-requests/index';
import type { bookFixedPrice } from '../quotes/index';
import type { repairItems } from '../repair-items/index';
import type { vehicles } from '../vehicles/index';
import type { workshops } from '../workshops/index';
import type * as InstantPricesRepo from './instant-prices.repo';
import type { MenuPriceRow } from './instant-prices.repo';

/**
 * Instant fixed prices (decision 077): a workshop's menu (a price per job and vehicle class), the offers a
 * customer sees for a vehicle, jobs and a place, and the one-step booking at such a price. A module above
 * customer-requests and quotes: the booking writes the request through quote-requests and the quote and
 * its booking through the quotes module's lifecycle (`bookFixedPrice`).
 */
export interface InstantPricesServiceDeps {
  repo: Pick<
    typeof InstantPricesRepo,
    'listOf' | 'findById' | 'lockById' | 'insert' | 'update' | 'remove' | 'offersFor' | 'insertBooking'
  >;
  vehicles: Pick<typeof vehicles, 'findForCaller'>;
  repairItems: Pick<typeof repairItems, 'tree'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  customers: Pick<typeof customers, 'contactsOf'>;
  places: Pick<typeof places, 'newAddress'>;
  quoteRequests: Pick<QuoteRequestsService, 'insertSubmitted'>;
  quotes: { bookFixedPrice: typeof bookFixedPrice };
  requestReference: typeof requestReference;
  requestAddressValues: typeof requestAddressValues;
  /** The clock (tests hand in a fixed one). */
  now?: () => Date;
}

/** The request types a fixed-price job is asked under: the customer's service and repair. */
const JOB_TYPES: readonly QuoteType[] = ['SMC_Service', 'SMC_Repair'];

interface Job extends InstantPriceJob {
  quoteType: QuoteType;
}

function leavesOf(nodes: RepairItemNode[]): RepairItemNode[] {
  return nodes.flatMap((n) => (n.leaf ? [n] : leavesOf(n.children)));
}

/** A stored price as the calls answer it, named by its job (the admin's list uses it too). */
export const toView = (row: MenuPriceRow, jobs: Map<string, InstantPriceJob>): MenuPrice => ({
  id: row.id,
  repairItemTemplateId: row.repairItemTemplateId,
  jobName: jobs.get(row.repairItemTemplateId)?.name ?? 'A job no longer offered',
  vehicleClass: row.vehicleClass as VehicleClass,
  priceIncl: centsToRandNumber(row.priceInclCents),
  included: row.included,
  partsPreference: row.partsPreference as MenuPartsPreference,
  validUntil: row.validUntil,
  isActive: row.isActive,
  withdrawnReason: row.withdrawnAt ? row.withdrawnReason : null,
  dateUpdatedUtc: row.updatedAt.toISOString(),
});

/**
 * A withdrawn price offered again must be changed in what a customer is sold: its price, what it
 * includes or its parts (decision 086); saved still off offer, it stays withdrawn.
 */
function afterWithdrawal(
  existing: MenuPriceRow,
  values: { priceInclCents: number; included: string[]; partsPreference: string; isActive: boolean },
): { withdrawnAt?: null; withdrawnReason?: null } {
  if (!existing.withdrawnAt || !values.isActive) return {};
  const unchanged =
    values.priceInclCents === existing.priceInclCents &&
    values.partsPreference === existing.partsPreference &&
    values.included.join('\n') === existing.included.join('\n');
  if (unchanged) throw badRequest({ isActive: [INSTANT_PRICE_MESSAGES.withdrawnUnchanged] });
  return { withdrawnAt: null, withdrawnReason: null };
}

const rating = (w: { rating: string | null }) => Number(w.rating ?? 0);

export function createInstantPricesService(deps: InstantPricesServiceDeps) {
  const { repo, now = () => new Date() } = deps;

  /** The jobs a workshop may price, in INSTANT_PRICE_JOBS' order, by template id. */
  async function jobsOf(db: DbOrTx): Promise<Map<string, Job>> {
    const found: Job[] = [];
    for (const quoteType of JOB_TYPES)
      for (const leaf of leavesOf(await deps.repairItems.tree(db, quoteType)))
        if (!leaf.hasQuery && (INSTANT_PRICE_JOBS as readonly string[]).includes(leaf.name))
          found.push({
            id: leaf.id,
            name: leaf.name,
            included: leaf.repairItemTemplateItems.map((i) => i.description),
            quoteType,
          });
    const order = (j: Job) => (INSTANT_PRICE_JOBS as readonly string[]).indexOf(j.name);
    return new Map(found.sort((a, b) => order(a) - order(b)).map((j) => [j.id, j]));
  }

  async function menuOf(db: DbOrTx, workshopId: string): Promise<MenuPriceList> {
    const [rows, jobs] = [await repo.listOf(db, workshopId), await jobsOf(db)];
    return {
      items: rows.map((r) => toView(r, jobs)),
      jobs: [...jobs.values()].map(({ id, name, included }) => ({ id, name, included })),
    };
  }

  /** The form's values as stored, or a 400 naming each field wrong. */
  async function checked(db: DbOrTx, input: SaveMenuPrice) {
    const jobs = await jobsOf(db);
    const today = calendarDate(now());
    const errors: Record<string, string[]> = {};
    if (!jobs.has(input.repairItemTemplateId)) errors.repairItemTemplateId = [INSTANT_PRICE_MESSAGES.notAJob];
    if (input.validUntil < today || input.validUntil > addDays(today, INSTANT_PRICE_RULES.maxDaysValid))
      errors.validUntil = [INSTANT_PRICE_MESSAGES.validUntil];
    let priceInclCents = 0;
    try {
      priceInclCents = randToCents(input.priceIncl);
    } catch {
      errors.priceIncl = ['Please enter a price in rand, like 1250.00.'];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    return {
      jobs,
      values: {
        repairItemTemplateId: input.repairItemTemplateId,
        vehicleClass: input.vehicleClass,
        priceInclCents,
        included: input.included,
        partsPreference: input.partsPreference,
        validUntil: input.validUntil,
        isActive: input.isActive,
      },
    };
  }

  return {
    /** GET /api/workshop/menu-prices (and the admin's read of any workshop's). */
    menu: menuOf,

    /** The jobs a workshop may price, in INSTANT_PRICE_JOBS' order, by template id (the admin's list). */
    jobs: jobsOf,

    /** POST /api/workshop/menu-prices: one price per job and class (another is a conflict). */
    async add(db: DbOrTx, workshopId: string, input: SaveMenuPrice): Promise<MenuPrice> {
      const { jobs, values } = await checked(db, input);
      const row = await repo.insert(db, { ...values, workshopId });
      if (!row) throw conflict(INSTANT_PRICE_MESSAGES.taken);
      return toView(row, jobs);
    },

    /**
     * PUT /api/workshop/menu-prices/{id}: another workshop's price is not found. The price is locked while
     * it is checked against a withdrawal, so an administrator's withdrawal is never undone unseen.
     */
    async change(db: DbOrTx, workshopId: string, id: string, input: SaveMenuPrice): Promise<MenuPrice> {
      const { jobs, values } = await checked(db, input);
      if (!isUuid(id)) throw notFound('The price');
      const row = await db.transaction(async (tx) => {
        const existing = await repo.lockById(tx, id);
        if (!existing || existing.workshopId !== workshopId) throw notFound('The price');
        const cleared = afterWithdrawal(existing, values);
        return repo.update(tx, workshopId, id, { ...values, ...cleared, workshopId }).catch((e: unknown) => {
          // The unique (workshop, job, class): moving a price onto another one's job and class.
          if ((e as { code?: string }).code === '23505') throw conflict(INSTANT_PRICE_MESSAGES.taken);
          throw e;
        });
      });
      if (!row) throw notFound('The price');
      return toView(row, jobs);
    },

    /** DELETE /api/workshop/menu-prices/{id}: answers the menu left. */
    async remove(db: DbOrTx, workshopId: string, id: string): Promise<MenuPriceList> {
      if (!isUuid(id) || !(await repo.remove(db, workshopId, id))) throw notFound('The price');
      return menuOf(db, workshopId);
    },

    /**
     * GET /api/PublicWorkshop/InstantPrices: the fixed prices of active workshops within the radius for the
     * vehicle's class and the jobs, cheapest first, then the better rated, then the nearer.
     */
    async offers(
      db: DbOrTx,
      callerId: string | null,
      q: InstantPriceOffersQuery,
    ): Promise<InstantPriceOffers> {
      const vehicle = await deps.vehicles.findForCaller(db, q.vehicleId, callerId);
      if (!vehicle) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
      const vehicleClass = vehicleClassOf(vehicle);
      const origin = { lat: q.lat, lng: q.lng };
      const radius = q.radius ?? INSTANT_PRICE_RULES.defaultRadiusKm;
      const rows = await repo.offersFor(db, q.items, vehicleClass, calendarDate(now()));
      const shops = new Map(
        (await deps.workshops.findMany(db, [...new Set(rows.map((r) => r.workshopId))])).map((w) => [
          w.id,
          w,
        ]),
      );
      const jobs = await jobsOf(db);
      const offers: InstantPriceOffer[] = rows.flatMap((r) => {
        const w = shops.get(r.workshopId);
        const job = jobs.get(r.repairItemTemplateId);
        if (!w?.isActive || !job) return [];
        const km = distanceKm(origin, w);
        if (km > radius) return [];
        return [
          {
            menuPriceId: r.id,
            workshopId: w.id,
            workshopName: w.name,
            suburb: w.suburb,
            city: w.city,
            rating: rating(w),
            distanceKm: Math.round(km * 10) / 10,
            repairItemTemplateId: r.repairItemTemplateId,
            jobName: job.name,
            priceIncl: centsToRandNumber(r.priceInclCents),
            included: r.included,
            partsPreference: r.partsPreference as MenuPartsPreference,
            validUntil: r.validUntil,
            guarantee: w.guarantee ? guaranteeSummary(w.guarantee) : null,
          },
        ];
      });
      offers.sort((a, b) => a.priceIncl - b.priceIncl || b.rating - a.rating || a.distanceKm - b.distanceKm);
      return {
        vehicleClass,
        vehicleClassText: VEHICLE_CLASS_TEXT[vehicleClass],
        offers: offers.slice(0, INSTANT_PRICE_RULES.maxOffers),
      };
    },

    /**
     * POST /api/instant-prices/book: the request (to the one workshop, for the one job and day), the
     * workshop's quote at the menu price and its booking, in the caller's transaction (the idempotent
     * route's): a refusal anywhere (a full day's 409, a closed day) leaves nothing behind.
     */
    async book(
      db: DbOrTx,
      user: SessionUser,
      input: BookInstantPrice,
      ctx: { publicUrl: string },
    ): Promise<InstantBookingAnswer> {
      if (user.organisation)
        throw conflict('Fixed prices are booked by customers. Please request quotes for your branch.');
      const menu = isUuid(input.menuPriceId) ? await repo.findById(db, input.menuPriceId) : null;
      if (!menu?.isActive) throw notFound('The price');
      const today = calendarDate(now());
      if (menu.validUntil < today) throw conflict(INSTANT_PRICE_MESSAGES.expired);
      const vehicle = await deps.vehicles.findForCaller(db, input.vehicleId, user.id);
      if (!vehicle) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
      if (vehicleClassOf(vehicle) !== menu.vehicleClass)
        throw badRequest({ menuPriceId: [INSTANT_PRICE_MESSAGES.notForVehicle] });
      const [workshop] = await deps.workshops.findMany(db, [menu.workshopId]);
      if (!workshop?.isActive) throw notFound('The price');
      const km = distanceKm(input.address, workshop);
      if (km > INSTANT_PRICE_RULES.maxRadiusKm)
        throw badRequest({ address: [INSTANT_PRICE_MESSAGES.tooFar] });
      const job = (await jobsOf(db)).get(menu.repairItemTemplateId);
      if (!job) throw notFound('The price');
      const [me] = await deps.customers.contactsOf(db, [user.id]);
      const vehicleName = vehicleTitle(vehicle);
      const note = input.note?.trim() ?? '';

      return db.transaction(async (tx) => {
        const address = deps.places.newAddress(tx, deps.requestAddressValues(input.address));
        const request = await deps.quoteRequests.insertSubmitted(
          tx,
          [address.insert],
          {
            uniqueId: randomUUID(),
            userId: user.id,
            madeAsGuest: false,
            vehicleId: Number(vehicle.id),
            vehicleName,
            vehicleMileage: input.vehicleMileage ?? null,
            partsPreference: menu.partsPreference,
            serviceType: requestTypeOf(job.quoteType),
            quoteType: formatStoredQuoteType(job.quoteType),
            addressId: address.id,
            travelDistance: Math.min(INSTANT_PRICE_RULES.maxRadiusKm, Math.max(5, Math.ceil(km / 5) * 5)),
            datesRequested: [input.serviceDate],
            notes: note || null,
            firstName: me?.firstName ?? null,
            lastName: me?.lastName ?? null,
            email: user.email,
            phone: me?.phone ?? null,
          },
          {
            items: [{ repairItemTemplateId: job.id, name: job.name, sortOrder: 0 }],
            attachments: [],
            references: [],
            workshopIds: [workshop.id],
            regionIds: [],
          },
          (attempt) => deps.requestReference(now(), attempt),
          // No "new request" mails: the booking tells the workshop, and texts the customer, itself.
          () => addJobsCall([]),
        );
        const booked = await deps.quotes.bookFixedPrice(tx, ctx, {
          requestId: request.id,
          workshopId: workshop.id,
          jobName: job.name,
          included: menu.included,
          partsPreference: menu.partsPreference,
          priceInclCents: menu.priceInclCents,
          validUntil: menu.validUntil,
          serviceDate: input.serviceDate,
          dropOffTime: input.dropOffTime ?? null,
          note: note || null,
          customer: { actor: 'customer', username: user.email },
        });
        await repo.insertBooking(tx, {
          quoteId: booked.quoteId,
          menuPriceId: menu.id,
          priceInclCents: menu.priceInclCents,
        });
        return {
          message: `Booked with ${workshop.name} for ${formatDropOff(input.serviceDate, input.dropOffTime)}, at ${formatRand(menu.priceInclCents)}.`,
          reference: request.reference,
          requestUniqueId: request.uniqueId,
          quoteId: booked.quoteId,
          serviceDate: input.serviceDate,
          priceIncl: centsToRandNumber(menu.priceInclCents),
        };
      });
    },
  };
}

export type InstantPricesService = ReturnType<typeof createInstantPricesService>;
