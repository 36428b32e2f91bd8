import {
  AmendmentChangeType,
  AmendmentStatus,
  addDays,
  calendarDate,
  formatDate,
  formatRand,
  formatStoredQuoteType,
  isWeekday,
  lineAmounts,
  OPEN_QUOTE_STATUSES,
  QUOTE_CLOSED_TEXT,
  type QuoteLineKind,
  QuoteRequestStatus,
  QuoteStatus,
  type QuoteType,
} from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import {
  addresses,
  notifications,
  payments,
  quoteAmendments,
  quoteBranchShares,
  quoteItems,
  quoteMessages,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  quoteStatusHistory,
  quotes,
  userActions,
} from '../src/db/schema';
import { nextDemoInvoiceNumber } from './quotes';

/**
 * The demo fleet's work (decision 044): each branch of Sondela Fleet Services has requests in every state
 * the organisation workspace shows (open, quoted and waiting for a decision, booked, in the workshop, an
 * amendment to approve, an invoice to pay, paid and collected jobs this month, last month and the months
 * before), with the events, inbox messages and notifications the live code would have written, and one
 * quote shared from the head office with the Cape Town depot. Written from fixed tables, no randomness:
 * the same rows on every seed, dated relative to "now" so the dashboard's months always have figures.
 */

const DAY = 86_400_000;
const S = QuoteStatus;

type Stage = 'open' | 'quoted' | 'booked' | 'progress' | 'amendment' | 'invoiced' | 'paid' | 'completed';

/** A part line (price excl. VAT per unit) or labour (hours at the workshop's own rate). */
type Line = { kind: QuoteLineKind; description: string; quantity: number; priceExcl?: number };

/** What the fleet asks for, and the lines a workshop quotes for it. */
const WORK: Record<string, { type: QuoteType; lines: Line[] }> = {
  'Major service': {
    type: 'SMC_Service',
    lines: [
      { kind: 'part', description: 'Service kit (oil, air and fuel filters)', quantity: 1, priceExcl: 1180 },
      { kind: 'part', description: 'Engine oil 10W-30 diesel (litres)', quantity: 8, priceExcl: 118 },
      { kind: 'labour', description: 'Major service labour', quantity: 2.5 },
      { kind: 'sundry', description: 'Shop consumables', quantity: 1, priceExcl: 95 },
    ],
  },
  'Minor service': {
    type: 'SMC_Service',
    lines: [
      { kind: 'part', description: 'Oil filter', quantity: 1, priceExcl: 185 },
      { kind: 'part', description: 'Engine oil 5W-30 (litres)', quantity: 5, priceExcl: 112 },
      { kind: 'labour', description: 'Minor service labour', quantity: 1.25 },
      { kind: 'sundry', description: 'Shop consumables', quantity: 1, priceExcl: 85 },
    ],
  },
  'Front brake pads and discs': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'part', description: 'Front brake discs (pair)', quantity: 1, priceExcl: 1650 },
      { kind: 'part', description: 'Front brake pads', quantity: 1, priceExcl: 820 },
      { kind: 'labour', description: 'Replace front discs and pads', quantity: 1.5 },
    ],
  },
  'Shock absorbers': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'part', description: 'Rear shock absorbers (pair)', quantity: 1, priceExcl: 2400 },
      { kind: 'labour', description: 'Replace rear shock absorbers', quantity: 1.5 },
    ],
  },
  'Clutch replacement': {
    type: 'SMC_Repair',
    lines: [
      {
        kind: 'part',
        description: 'Clutch kit (pressure plate, plate, release bearing)',
        quantity: 1,
        priceExcl: 5200,
      },
      { kind: 'sundry', description: 'Flywheel skim', quantity: 1, priceExcl: 650 },
      { kind: 'labour', description: 'Remove and refit gearbox, fit clutch', quantity: 5 },
    ],
  },
  'Leaf springs and bushes (bakkie)': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'part', description: 'Leaf spring bushes and shackle kit', quantity: 1, priceExcl: 1350 },
      { kind: 'labour', description: 'Replace leaf spring bushes and shackles', quantity: 3 },
    ],
  },
  'Battery replacement': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'part', description: 'Battery 105 Ah (652)', quantity: 1, priceExcl: 2350 },
      { kind: 'labour', description: 'Fit battery and test charging', quantity: 0.5 },
    ],
  },
  'Timing belt replacement': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'part', description: 'Timing belt kit with water pump', quantity: 1, priceExcl: 3900 },
      { kind: 'labour', description: 'Replace timing belt and water pump', quantity: 4 },
    ],
  },
  'Air-conditioning regas': {
    type: 'SMC_Service',
    lines: [
      { kind: 'part', description: 'R134a refrigerant (grams)', quantity: 650, priceExcl: 0.9 },
      { kind: 'part', description: 'Compressor oil and UV dye', quantity: 1, priceExcl: 180 },
      { kind: 'labour', description: 'Leak test, vacuum and regas', quantity: 1 },
    ],
  },
  'Wheel alignment and balancing': {
    type: 'SMC_Service',
    lines: [
      { kind: 'part', description: 'Wheel weights', quantity: 1, priceExcl: 120 },
      { kind: 'labour', description: 'Four-wheel alignment and balancing', quantity: 1 },
    ],
  },
  'Loss of power or smoke (diesel)': {
    type: 'SMC_Repair',
    lines: [
      { kind: 'labour', description: 'Diagnose loss of power (scan and boost test)', quantity: 1.5 },
      { kind: 'part', description: 'Boost hose and clamps', quantity: 1, priceExcl: 890 },
      { kind: 'labour', description: 'Clean intake and EGR valve', quantity: 2 },
    ],
  },
};

type Vehicle = { garage: string } | { brand: string; range: string; model: string; year: number };

interface Talk {
  from: 'workshop' | 'branch';
  text: string;
  /** Days before now. */
  ago: number;
  /** A workshop's message the branch has already marked as read. */
  read?: boolean;
}

interface Job {
  vehicle: Vehicle;
  work: string[];
  stage: Stage;
  /** Days before now: when the request was made; for paid and completed jobs, when they were paid. */
  ago: number;
  /** Workshops asked (indexes into the branch's list); the first quotes and, past 'quoted', wins. */
  asked: number[];
  /** How many of those asked have quoted (the first is the winner). */
  quoted?: number;
  note?: string;
  talk?: Talk[];
  amendment?: { note: string; lines: Line[] };
  /** Share the winning quote with this branch (index). */
  shareWith?: number;
}

interface Branch {
  workshops: string[];
  jobs: (m: Months) => Job[];
}

/** Days before now that fall in this month, last month and earlier months (Johannesburg), whatever the date. */
interface Months {
  thisMonth: [number, number];
  lastMonth: [number, number];
  before: (months: number) => number;
}

function monthsOf(now: Date): Months {
  const start = new Date(`${calendarDate(now).slice(0, 7)}-01T00:00:00+02:00`);
  const into = (now.getTime() - start.getTime()) / DAY;
  return {
    thisMonth: [Math.min(2.3, into * 0.4), Math.min(9.5, into * 0.8)],
    lastMonth: [into + 5.5, into + 19],
    before: (months) => into + 30.5 * (months - 1) + 12,
  };
}

const BRANCHES: Branch[] = [
  {
    // Sondela Midrand (Head Office): the bakkies in its garage and a few pool cars.
    workshops: [
      'Midrand 4x4 & Bakkie Centre',
      'Randburg Auto Clinic',
      'Sable AutoCare Strijdom Park',
      'Fourways Euro Motorworks',
    ],
    jobs: (m) => [
      {
        vehicle: { garage: 'FLEET 021' },
        work: ['Major service'],
        stage: 'open',
        ago: 0.3,
        asked: [0, 1, 2],
        note: 'Service plan expired; please quote with genuine Isuzu filters.',
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Corolla Cross',
          model: 'Corolla Cross 1.8 Hybrid Xs',
          year: 2023,
        },
        work: ['Minor service'],
        stage: 'open',
        ago: 1.2,
        asked: [1, 3],
      },
      {
        vehicle: { garage: 'FLEET 007' },
        work: ['Front brake pads and discs', 'Shock absorbers'],
        stage: 'quoted',
        ago: 1.8,
        asked: [0, 1, 2],
        quoted: 3,
        talk: [
          {
            from: 'workshop',
            text: 'We can fit OEM Toyota discs or Bosch ones; the Bosch set saves about R 600. Which do you prefer?',
            ago: 0.4,
          },
        ],
      },
      {
        vehicle: { garage: 'FLEET 014' },
        work: ['Clutch replacement'],
        stage: 'amendment',
        ago: 6,
        asked: [0, 2],
        quoted: 2,
        note: 'Finance recon: the vehicle goes back to the bank at the end of the month.',
        amendment: {
          note: 'The flywheel is scored too deep to skim safely; a new flywheel is needed.',
          lines: [
            { kind: 'part', description: 'Flywheel (new, replaces skim)', quantity: 1, priceExcl: 4850 },
            { kind: 'labour', description: 'Fit flywheel', quantity: 0.5 },
          ],
        },
        talk: [
          {
            from: 'workshop',
            text: 'Gearbox is out. Please see the amendment for the flywheel before we close up.',
            ago: 0.24,
          },
        ],
      },
      {
        vehicle: { brand: 'Nissan', range: 'NP200', model: 'NP200 1.6 8V SE single cab', year: 2019 },
        work: ['Minor service', 'Battery replacement'],
        stage: 'progress',
        ago: 4,
        asked: [1, 0],
        quoted: 2,
        talk: [
          { from: 'branch', text: 'Driver drops it at 07:30; keys at reception.', ago: 2.1 },
          { from: 'workshop', text: 'Thanks, noted. We will call when it is ready.', ago: 2, read: true },
        ],
      },
      {
        vehicle: {
          brand: 'Isuzu',
          range: 'D-Max',
          model: 'D-Max 1.9 Ddi HR single cab 4x2 manual',
          year: 2023,
        },
        work: ['Wheel alignment and balancing'],
        stage: 'booked',
        ago: 3,
        asked: [2, 0],
        quoted: 2,
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.4 GD-6 Raider 4x2 Xtra cab manual',
          year: 2020,
        },
        work: ['Leaf springs and bushes (bakkie)'],
        stage: 'invoiced',
        ago: 7,
        asked: [0, 2],
        quoted: 2,
        shareWith: 1,
      },
      {
        vehicle: { brand: 'Ford', range: 'Ranger', model: 'Ranger 2.2 TDCi XL single cab 4x2', year: 2018 },
        work: ['Major service'],
        stage: 'completed',
        ago: m.thisMonth[1],
        asked: [0, 1, 2],
        quoted: 3,
      },
      {
        vehicle: {
          brand: 'Volkswagen',
          range: 'Polo Vivo',
          model: 'Polo Vivo 1.4 Comfortline manual',
          year: 2021,
        },
        work: ['Battery replacement'],
        stage: 'paid',
        ago: m.thisMonth[0],
        asked: [1],
        quoted: 1,
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.4 GD-6 Raider 4x2 Xtra cab manual',
          year: 2019,
        },
        work: ['Timing belt replacement'],
        stage: 'completed',
        ago: m.lastMonth[0],
        asked: [0, 2],
        quoted: 2,
      },
      {
        vehicle: { garage: 'FLEET 021' },
        work: ['Air-conditioning regas'],
        stage: 'completed',
        ago: m.lastMonth[1],
        asked: [2, 1],
        quoted: 2,
      },
      ...[2, 3, 5].map(
        (months, i): Job => ({
          vehicle: { garage: ['FLEET 007', 'FLEET 014', 'FLEET 021'][i]! },
          work: [['Front brake pads and discs', 'Major service', 'Shock absorbers'][i]!],
          stage: 'completed',
          ago: m.before(months),
          asked: [0, 1],
          quoted: 2,
        }),
      ),
    ],
  },
  {
    // Sondela Cape Town Depot: minibuses and delivery bakkies.
    workshops: [
      'Parow Diesel & 4x4',
      'Goodwood Japanese Auto',
      'Durbanville Motor Clinic',
      'Kingfisher Tyre & Auto Montague Gardens',
    ],
    jobs: (m) => [
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hiace',
          model: "Hiace 2.5 D-4D Ses'fikile 16-seater",
          year: 2021,
        },
        work: ['Major service'],
        stage: 'open',
        ago: 0.15,
        asked: [0, 1, 2],
      },
      {
        vehicle: { brand: 'Nissan', range: 'NP200', model: 'NP200 1.5 dCi SE single cab', year: 2018 },
        work: ['Front brake pads and discs'],
        stage: 'quoted',
        ago: 1.1,
        asked: [1, 0, 3],
        quoted: 2,
      },
      {
        vehicle: {
          brand: 'Volkswagen',
          range: 'Polo Vivo',
          model: 'Polo Vivo 1.4 Comfortline auto',
          year: 2020,
        },
        work: ['Air-conditioning regas'],
        stage: 'quoted',
        ago: 2.4,
        asked: [2, 3],
        quoted: 1,
        talk: [
          { from: 'branch', text: 'Can you collect from the depot in Montague Gardens?', ago: 1.5 },
          {
            from: 'workshop',
            text: 'Yes, we collect within 10 km at no charge. Book a weekday and we will fetch it at 08:00.',
            ago: 1.2,
          },
        ],
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.8 GD-6 Raider 4x4 double cab manual',
          year: 2021,
        },
        work: ['Loss of power or smoke (diesel)'],
        stage: 'amendment',
        ago: 5,
        asked: [0, 2],
        quoted: 2,
        amendment: {
          note: 'Boost leak found at the intercooler; the intercooler pipe is cracked.',
          lines: [{ kind: 'part', description: 'Intercooler pipe', quantity: 1, priceExcl: 1480 }],
        },
      },
      {
        vehicle: {
          brand: 'Nissan',
          range: 'Navara',
          model: 'Navara 2.3D SE double cab 4x2 manual',
          year: 2019,
        },
        work: ['Clutch replacement'],
        stage: 'progress',
        ago: 3.5,
        asked: [0, 1],
        quoted: 2,
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Quantum',
          model: 'Quantum 2.5 D-4D 10-seater manual',
          year: 2018,
        },
        work: ['Shock absorbers'],
        stage: 'invoiced',
        ago: 6,
        asked: [3, 0],
        quoted: 2,
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hiace',
          model: "Hiace 2.5 D-4D Ses'fikile 16-seater",
          year: 2020,
        },
        work: ['Minor service'],
        stage: 'completed',
        ago: m.thisMonth[0],
        asked: [1, 2],
        quoted: 2,
      },
      {
        vehicle: { brand: 'Nissan', range: 'NP200', model: 'NP200 1.6 8V SE single cab', year: 2017 },
        work: ['Timing belt replacement'],
        stage: 'completed',
        ago: m.lastMonth[0] + 3,
        asked: [0, 1],
        quoted: 2,
      },
      ...[2, 4].map(
        (months, i): Job => ({
          vehicle: {
            brand: 'Toyota',
            range: 'Quantum',
            model: 'Quantum 2.5 D-4D 10-seater manual',
            year: 2017,
          },
          work: [['Major service', 'Wheel alignment and balancing'][i]!],
          stage: 'completed',
          ago: m.before(months),
          asked: [0, 3],
          quoted: 2,
        }),
      ),
    ],
  },
  {
    // Sondela Durban Depot: mostly the fleet's own workshops.
    workshops: ['Sondela Fleet Workshop Springfield', 'Berea Motor Clinic', 'Kingfisher Tyre & Auto Umbilo'],
    jobs: (m) => [
      {
        vehicle: {
          brand: 'Isuzu',
          range: 'D-Max',
          model: 'D-Max 1.9 Ddi L double cab 4x2 manual',
          year: 2024,
        },
        work: ['Minor service'],
        stage: 'open',
        ago: 0.6,
        asked: [0, 1],
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.0 VVTi S 4x2 single cab manual',
          year: 2018,
        },
        work: ['Wheel alignment and balancing'],
        stage: 'quoted',
        ago: 0.9,
        asked: [2, 1],
        quoted: 2,
      },
      {
        vehicle: { brand: 'Nissan', range: 'NP200', model: 'NP200 1.6 16V Stango single cab', year: 2016 },
        work: ['Front brake pads and discs'],
        stage: 'amendment',
        ago: 4,
        asked: [0],
        quoted: 1,
        amendment: {
          note: 'The rear brake shoes are down to the rivets as well.',
          lines: [
            { kind: 'part', description: 'Rear brake shoes', quantity: 1, priceExcl: 690 },
            { kind: 'labour', description: 'Replace rear brake shoes', quantity: 1 },
          ],
        },
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.0 VVTi S 4x2 single cab manual',
          year: 2017,
        },
        work: ['Major service'],
        stage: 'progress',
        ago: 2.5,
        asked: [0, 1],
        quoted: 2,
      },
      {
        vehicle: {
          brand: 'Isuzu',
          range: 'D-Max',
          model: 'D-Max 1.9 Ddi HR single cab 4x2 manual',
          year: 2022,
        },
        work: ['Battery replacement'],
        stage: 'invoiced',
        ago: 3,
        asked: [1],
        quoted: 1,
      },
      {
        vehicle: {
          brand: 'Toyota',
          range: 'Hilux',
          model: 'Hilux 2.0 VVTi S 4x2 single cab manual',
          year: 2019,
        },
        work: ['Shock absorbers'],
        stage: 'completed',
        ago: m.thisMonth[1],
        asked: [0, 2],
        quoted: 2,
      },
      {
        vehicle: { brand: 'Nissan', range: 'NP200', model: 'NP200 1.6 8V SE single cab', year: 2020 },
        work: ['Major service'],
        stage: 'completed',
        ago: m.lastMonth[1],
        asked: [0, 1],
        quoted: 2,
      },
    ],
  },
];

interface FleetSeed {
  fleetUserId: string;
  fleetEmail: string;
  fleetName: { first: string; last: string };
  phone: string;
  /** The demo organisation's branches, in the seed's order. */
  branchIds: string[];
  now: Date;
}

interface WorkshopRow {
  id: string;
  name: string;
  isVat: boolean;
  rateCents: number;
  payfast: boolean;
  email: string | null;
}

/** One branch's notification-bearing news, newest last, gathered while writing the jobs. */
interface News {
  at: Date;
  title: string;
  message: string;
  color?: string;
  kind: 'event' | 'message' | 'sent';
  workshopName: string | null;
  request: typeof quoteRequests.$inferSelect;
  readAt?: Date | null;
}

/** Seeds the demo fleet's branches; answers what it wrote. */
export async function seedDemoFleet(
  tx: DbOrTx,
  seed: FleetSeed,
): Promise<{ requests: number; quotes: number; actions: number }> {
  const { now } = seed;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const months = monthsOf(now);

  const names = [...new Set(BRANCHES.flatMap((b) => b.workshops))];
  const { rows: wrows } = await tx.execute(
    sql`select id, name, is_vat_registered as "isVat", labour_rate_excl_cents as "rateCents",
        has_payfast_account as payfast, contact_email as email
      from workshops where name = any(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[])`,
  );
  const workshopByName = new Map((wrows as unknown as WorkshopRow[]).map((w) => [w.name, w]));
  const { rows: grows } = await tx.execute(
    sql`select cv.id, cv.name, cv.vehicle_id as "vehicleId", cv.vehicle_mileage as mileage,
        cv.vehicle_license_plate as plate, v.year, v.brand, v.model
      from customer_vehicles cv join vehicles v on v.id = cv.vehicle_id
      where cv.organization_branch_id = any(${`{${seed.branchIds.join(',')}}`}::uuid[])`,
  );
  const garage = new Map(
    (
      grows as unknown as {
        id: string;
        name: string;
        vehicleId: number;
        mileage: number | null;
        plate: string | null;
        year: number;
        brand: string;
        model: string;
      }[]
    ).map((g) => [g.name, g]),
  );
  const catalogue = async (v: { brand: string; range: string; model: string; year: number }) => {
    const { rows } = await tx.execute(sql`select id from vehicles
      where not is_manual and brand = ${v.brand} and range = ${v.range} and model = ${v.model}
      order by abs(year - ${v.year}), id limit 1`);
    return (rows[0] as { id: number } | undefined)?.id ?? null;
  };

  let requestCount = 0;
  let quoteCount = 0;
  let actionCount = 0;

  for (const [b, branch] of BRANCHES.entries()) {
    const branchId = seed.branchIds[b];
    if (!branchId) continue;
    const { rows: arows } =
      await tx.execute(sql`select a.street_number as "streetNumber", a.street_name as "streetName",
        a.suburb, a.city, a.town, a.province, a.postal_code as "postalCode", a.lat, a.lng
      from organization_branches ob join addresses a on a.id = ob.address_id where ob.id = ${branchId}`);
    const branchAddress = arows[0] as Partial<typeof addresses.$inferInsert>;
    const asked = branch.workshops.map((n) => workshopByName.get(n)).filter((w) => w !== undefined);
    const news: News[] = [];

    for (const [j, job] of branch.jobs(months).entries()) {
      requestCount += 1;
      const paidStage = job.stage === 'paid' || job.stage === 'completed';
      // A paid job was asked for about a week before it was paid.
      const createdAgo = paidStage ? job.ago + 5 + (j % 3) : job.ago;
      const created = at(createdAgo);
      const owned = 'garage' in job.vehicle ? garage.get(job.vehicle.garage) : undefined;
      const vehicleId = owned?.vehicleId ?? ('brand' in job.vehicle ? await catalogue(job.vehicle) : null);
      const vehicleName = owned
        ? `${owned.year} ${owned.brand} ${owned.model}`
        : 'brand' in job.vehicle
          ? `${job.vehicle.year} ${job.vehicle.brand} ${job.vehicle.model}`
          : 'Fleet vehicle';
      const type = WORK[job.work[0]!]!.type;
      const [address] = await tx
        .insert(addresses)
        .values({ ...branchAddress, country: 'South Africa' })
        .returning({ id: addresses.id });
      const yymm = calendarDate(created).slice(2, 7).replace('-', '');
      const [request] = await tx
        .insert(quoteRequests)
        .values({
          // The live format (MW-YYMM-NNNN); numbers from 7000 up, apart from most live draws.
          reference: `MW-${yymm}-${7000 + b * 100 + j}`,
          userId: seed.fleetUserId,
          organizationBranchId: branchId,
          vehicleId,
          customerVehicleId: owned?.id ?? null,
          vehicleName,
          vehicleMileage: (owned?.mileage ?? 61_000 + ((j * 37_113) % 140_000)) - (paidStage ? 2_400 : 0),
          vehicleLicensePlate: owned?.plate ?? null,
          partsPreference: j % 2 ? "I don't mind" : 'Original parts',
          serviceType: type === 'SMC_Service' ? 'Service' : 'Repair',
          quoteType: formatStoredQuoteType(type),
          requestCategory: job.note?.startsWith('Finance recon') ? 'Finance Recon 1' : 'Aftersales',
          addressId: address!.id,
          travelDistance: 25,
          datesRequested: [weekdayAfter(created, 2), weekdayAfter(created, 3)],
          notes: job.note ?? null,
          firstName: seed.fleetName.first,
          lastName: seed.fleetName.last,
          email: seed.fleetEmail,
          phone: seed.phone,
          isForBusiness: true,
          quoteRequestStatus:
            job.stage === 'completed' ? QuoteRequestStatus.Completed : QuoteRequestStatus.Submitted,
          quoteRequestStatusUsername: job.stage === 'completed' ? seed.fleetEmail : null,
          expiresAt: new Date(created.getTime() + 14 * DAY),
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      const itemIds = (
        await tx
          .insert(quoteRequestItems)
          .values(job.work.map((name, i) => ({ quoteRequestId: request!.id, name, sortOrder: i })))
          .returning({ id: quoteRequestItems.id })
      ).map((i) => i.id);
      const workshopsAsked = job.asked.map((i) => asked[i]).filter((w) => w !== undefined);
      await tx
        .insert(quoteRequestWorkshops)
        .values(
          workshopsAsked.map((w) => ({ quoteRequestId: request!.id, workshopId: w.id, createdAt: created })),
        );

      const tell = (n: Omit<News, 'request'>) => news.push({ ...n, request: request! });
      for (const [k, w] of workshopsAsked.slice(0, job.quoted ?? 0).entries()) {
        quoteCount += 1;
        const winner = k === 0 && job.stage !== 'quoted';
        // Quotes come in a few working hours after the request (the dashboard's turnaround).
        const sentAgo = createdAgo - (3 + ((j * 5 + k * 7) % 19)) / 24;
        const steps: { status: number; ago: number; actor: string; note?: string }[] = [
          { status: S.Draft, ago: sentAgo + 0.02, actor: 'workshop', note: 'Created' },
          { status: S.PendingApproval, ago: sentAgo, actor: 'workshop' },
        ];
        const lines = WORK[job.work[0]!]!.lines.map((l) => ({ ...l, item: 0 })).concat(
          job.work.slice(1).flatMap((name, i) => WORK[name]!.lines.map((l) => ({ ...l, item: i + 1 }))),
        );
        // Each workshop prices parts its own way (a few percent apart), labour at its own rate.
        const factor = 1 + (((k * 3 + j) % 5) - 2) * 0.04;
        const vat = { isVatRegistered: w.isVat, vatRate: w.isVat ? 15 : 0 };
        const priced = lines.map((l, i) => ({
          ...pricedLine(l, w, factor),
          quoteRequestItemId: itemIds[l.item] ?? null,
          sortOrder: i,
        }));
        const total = priced.reduce((s, l) => s + l.totalInclCents, 0);
        const expires = new Date(`${addDays(calendarDate(at(sentAgo)), 7)}T23:59:59.999+02:00`);
        const quoteRef = `${request!.reference}-${String(k + 1).padStart(2, '0')}`;
        tell({
          at: at(sentAgo),
          title: 'You have a new quote',
          message: `${w.name} quoted ${formatRand(total)} for request ${request!.reference}. The quote is valid until ${formatDate(expires)}.`,
          color: 'green',
          kind: 'event',
          workshopName: w.name,
        });
        let invoice: { invoiceNumber: string; invoiceSequence: number } | null = null;
        if (winner) {
          const p = job.ago;
          // The steps to this stage, dated back from its last one.
          const end = paidStage ? p : Math.min(0.25, createdAgo / 4);
          const booked = paidStage ? p + 2.5 : sentAgo - (sentAgo - end) * 0.4;
          steps.push({ status: S.Booked, ago: booked, actor: 'customer' });
          const checkIn = paidStage ? p + 1 : end + (booked - end) * 0.3;
          if (job.stage !== 'booked') {
            steps.push({ status: S.InProgress, ago: checkIn, actor: 'workshop', note: 'Checked in' });
            tell({
              at: at(checkIn),
              title: 'Your vehicle is checked in',
              message: `The workshop checked in your ${vehicleName} at ${(request!.vehicleMileage ?? 0).toLocaleString('en-ZA')} km for job ${quoteRef}. If they find anything more, they will ask you first.`,
              kind: 'event',
              workshopName: w.name,
            });
          }
          if (job.stage === 'amendment') {
            steps.push({ status: S.AmendmentPending, ago: end, actor: 'workshop' });
          }
          if (job.stage === 'invoiced' || paidStage) {
            const invoicedAgo = paidStage ? p + 0.3 : end;
            steps.push({ status: S.Invoiced, ago: invoicedAgo, actor: 'workshop' });
            invoice = await nextDemoInvoiceNumber(tx, w.id);
            tell({
              at: at(invoicedAgo),
              title: 'Your invoice is ready',
              message: `The workshop finished the work on your ${vehicleName} and sent ${w.isVat ? 'tax invoice' : 'invoice'} ${invoice.invoiceNumber} for ${formatRand(total)}. It is attached, and you can pay online.`,
              color: 'blue',
              kind: 'event',
              workshopName: w.name,
            });
          }
          if (paidStage) {
            steps.push(
              { status: S.Checkout, ago: p + 0.01, actor: 'customer' },
              {
                status: S.Paid,
                ago: p,
                actor: 'system',
                note: w.payfast ? 'PayFast ITN verified' : 'Paystack webhook verified',
              },
            );
            tell({
              at: at(p),
              title: 'Thank you for your payment',
              message: `Your payment of ${invoice!.invoiceNumber} for your ${vehicleName} was received.`,
              kind: 'event',
              workshopName: w.name,
            });
          }
          if (job.stage === 'completed') {
            const collected = p > 0.3 ? p - 0.2 : p / 2;
            steps.push({ status: S.Completed, ago: collected, actor: 'workshop', note: 'Vehicle collected' });
            tell({
              at: at(collected),
              title: 'Your job is completed',
              message: `Thank you for using Motorwise for your ${vehicleName}. Tell others how the workshop did: your review helps them choose.`,
              kind: 'event',
              workshopName: w.name,
            });
          }
        } else if (job.stage === 'quoted' && k === 1 && (job.quoted ?? 0) > 2) {
          // The second workshop revised its quote after a question.
          steps.push({ status: S.Updated, ago: sentAgo / 2, actor: 'workshop', note: 'Quote revised' });
        }
        const last = steps[steps.length - 1]!;
        // The expiry job's rule: an open quote past its date is closed as expired (as the history does).
        const lapsed = OPEN_QUOTE_STATUSES.includes(last.status as QuoteStatus) && expires <= now;
        const [q] = await tx
          .insert(quotes)
          .values({
            quoteRequestId: request!.id,
            workshopId: w.id,
            reference: quoteRef,
            quoteStatus: last.status,
            isVatRegistered: vat.isVatRegistered,
            vatRate: vat.vatRate.toFixed(2),
            vehicleMileage: request!.vehicleMileage,
            jobTurnaround: 1,
            workshopCustomer: `${seed.fleetName.first} ${seed.fleetName.last}`,
            notes: 'Genuine or OEM-equivalent parts; 12 months or 20 000 km warranty on work done.',
            sentAt: at(sentAgo),
            expiresAt: expires,
            closedReason: lapsed ? 'expired' : null,
            closedAt: lapsed ? expires : null,
            closeNote: lapsed ? QUOTE_CLOSED_TEXT.expired : null,
            serviceDate: winner ? weekdayAfter(at(steps.find((s) => s.status === S.Booked)!.ago), 1) : null,
            invoicedAt: invoice ? at(steps.find((s) => s.status === S.Invoiced)!.ago) : null,
            readyForCollectionAt: winner && paidStage ? at(job.ago + 0.05) : null,
            ...(invoice ?? {}),
            createdAt: at(steps[0]!.ago),
            updatedAt: lapsed ? expires : at(last.ago),
          })
          .returning({ id: quotes.id });
        await tx.insert(quoteItems).values(priced.map((l) => ({ ...l, quoteId: q!.id })));
        await tx.insert(quoteStatusHistory).values([
          ...steps.map((s, i) => ({
            quoteId: q!.id,
            quoteStatus: s.status,
            username:
              s.actor === 'customer'
                ? seed.fleetEmail
                : s.actor === 'system'
                  ? 'system'
                  : (w.email ?? 'workshop'),
            actor: s.actor,
            note: s.note ?? null,
            createdAt: new Date(at(s.ago).getTime() + i),
          })),
          ...(lapsed
            ? [
                {
                  quoteId: q!.id,
                  quoteStatus: last.status,
                  username: 'system',
                  actor: 'system',
                  note: QUOTE_CLOSED_TEXT.expired,
                  createdAt: expires,
                },
              ]
            : []),
        ]);
        if (winner && paidStage) {
          const paidAt = at(job.ago);
          await tx.insert(payments).values({
            quoteId: q!.id,
            workshopId: w.id,
            payerUserId: seed.fleetUserId,
            provider: w.payfast ? 'payfast' : 'paystack',
            merchantReference: `MWP-F${b}${String(j).padStart(2, '0')}`,
            gatewayReference: `${w.payfast ? '' : 'T'}${31_000_000 + b * 1_000 + j}`,
            amountCents: total,
            status: 'paid',
            createdAt: new Date(paidAt.getTime() - 0.01 * DAY),
            completedAt: paidAt,
          });
        }
        if (winner && job.amendment) {
          const [amendment] = await tx
            .insert(quoteAmendments)
            .values({
              quoteId: q!.id,
              amendmentStatus: AmendmentStatus.pending,
              note: job.amendment.note,
              submittedAt: at(last.ago),
            })
            .returning({ id: quoteAmendments.id });
          const extra = job.amendment.lines.map((l, i) => ({
            ...pricedLine(l, w, 1),
            quoteId: q!.id,
            amendmentId: amendment!.id,
            quoteRequestItemId: itemIds[0] ?? null,
            amendmentType: AmendmentChangeType.added,
            amendmentStatus: AmendmentStatus.pending,
            sortOrder: 1000 + i,
          }));
          await tx.insert(quoteItems).values(extra);
          const delta = extra.reduce((s, l) => s + l.totalInclCents, 0);
          tell({
            at: at(last.ago),
            title: 'The workshop asks for your approval',
            message: `While working on your ${vehicleName}, the workshop found something: ${extra.length} ${extra.length === 1 ? 'change' : 'changes'} (${formatRand(delta)} more).\n\n${job.amendment.note}\n\nNothing extra is done or charged without your approval.`,
            color: 'orange',
            kind: 'event',
            workshopName: w.name,
          });
        }
        // The conversation is on the quote the branch talks about: the winner's, or the first one's.
        if (k === 0 && job.talk) {
          for (const t of job.talk) {
            await tx.insert(quoteMessages).values({
              quoteId: q!.id,
              senderUserId: t.from === 'branch' ? seed.fleetUserId : null,
              senderRole: t.from === 'branch' ? 'customer' : 'workshop',
              message: t.text,
              readAt: t.from === 'workshop' && t.read ? at(t.ago - 0.05) : null,
              createdAt: at(t.ago),
            });
            tell(
              t.from === 'workshop'
                ? {
                    at: at(t.ago),
                    title: 'A message from the workshop',
                    message: `${w.name} wrote about your ${vehicleName}:\n\n${t.text}`,
                    kind: 'message',
                    workshopName: w.name,
                    readAt: t.read ? at(t.ago - 0.05) : null,
                  }
                : {
                    at: at(t.ago),
                    title: 'A message from a customer',
                    message: `${seed.fleetName.first} wrote about quote ${quoteRef} (${vehicleName}):\n\n${t.text}`,
                    kind: 'sent',
                    workshopName: w.name,
                    readAt: at(t.ago),
                  },
            );
          }
        }
        if (winner && job.shareWith !== undefined) {
          const other = seed.branchIds[job.shareWith];
          if (other)
            await shareQuote(tx, seed, {
              quoteId: q!.id,
              quoteRef,
              branchId: other,
              w,
              request: request!,
              at: at(0.5),
            });
        }
      }
    }
    actionCount += await writeNews(tx, branchId, news);
  }
  return { requests: requestCount, quotes: quoteCount, actions: actionCount };
}

/** A quote shared from its branch with another (decision 032), and that branch's event about it. */
async function shareQuote(
  tx: DbOrTx,
  seed: FleetSeed,
  s: {
    quoteId: string;
    quoteRef: string;
    branchId: string;
    w: WorkshopRow;
    request: typeof quoteRequests.$inferSelect;
    at: Date;
  },
) {
  await tx.insert(quoteBranchShares).values({
    quoteId: s.quoteId,
    organizationBranchId: s.branchId,
    username: seed.fleetEmail,
    createdAt: s.at,
  });
  const { rows } = await tx.execute(
    sql`select branch_name as name from organization_branches where id = ${s.request.organizationBranchId}`,
  );
  const from = (rows[0] as { name: string } | undefined)?.name ?? 'another branch';
  await tx.insert(userActions).values({
    organizationBranchId: s.branchId,
    actionSource: 1,
    actionType: 'Quote shared with your branch',
    actionDescription: `${seed.fleetName.first} ${seed.fleetName.last} (${from}) shared ${s.w.name}’s quote ${s.quoteRef} for ${s.request.reference}.`,
    vehicleName: s.request.vehicleName,
    workshopName: s.w.name,
    navigationId: s.request.uniqueId,
    reference: s.request.reference,
    quoteRequestId: s.request.id,
    createdAt: s.at,
  });
}

/**
 * The branch's events and inbox (user_actions) as notifications.add writes them, and its notifications:
 * the newest five it keeps, the two newest of them unread (the toasts on the next page load).
 */
async function writeNews(tx: DbOrTx, branchId: string, news: News[]): Promise<number> {
  if (news.length === 0) return 0;
  news.sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx.insert(userActions).values(
    news.map((n) => ({
      organizationBranchId: branchId,
      actionSource: 1,
      actionType: n.title,
      actionDescription: n.message,
      isMessage: n.kind !== 'event',
      isSent: n.kind === 'sent',
      readAt: n.kind === 'event' ? null : (n.readAt ?? null),
      vehicleName: n.request.vehicleName,
      workshopName: n.workshopName,
      navigationId: n.request.uniqueId,
      reference: n.request.reference,
      quoteRequestId: n.request.id,
      createdAt: n.at,
    })),
  );
  const toasts = news.filter((n) => n.kind !== 'sent').slice(-5);
  await tx.insert(notifications).values(
    toasts.map((n, i) => ({
      organizationBranchId: branchId,
      quoteRequestId: n.request.id,
      quoteRequestUniqueId: n.request.uniqueId,
      title: n.title,
      smcReference: n.request.reference,
      vehicleName: n.request.vehicleName,
      message: n.message,
      color: n.color ?? 'blue',
      isRead: i < toasts.length - 2,
      createdAt: n.at,
    })),
  );
  return news.length;
}

/** A quote line as the workshop prices it: parts at `factor` of the usual price, labour at its own rate. */
function pricedLine(l: Line, w: WorkshopRow, factor: number) {
  const priceExcl =
    l.kind === 'labour' ? w.rateCents / 100 : Math.round((l.priceExcl ?? 0) * factor * 100) / 100;
  const a = lineAmounts(
    { priceExcl, quantity: l.quantity, noVat: false },
    { isVatRegistered: w.isVat, vatRate: w.isVat ? 15 : 0 },
  );
  return {
    // As the history marks them: a workshop without VAT registration charges none on any line.
    noVat: !w.isVat,
    description: l.description,
    lineKind: l.kind,
    isLabour: l.kind === 'labour',
    priceExclCents: a.unitExclCents,
    priceInclCents: a.unitInclCents,
    quantity: l.quantity.toFixed(3),
    totalInclCents: a.totalInclCents,
  };
}

/** The `skip`-th weekday after `from` (Johannesburg date). */
function weekdayAfter(from: Date, skip: number): string {
  let day = calendarDate(from);
  for (let n = 0; n < skip; ) {
    day = addDays(day, 1);
    if (isWeekday(day)) n += 1;
  }
  return day;
}
