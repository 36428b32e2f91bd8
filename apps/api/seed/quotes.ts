import {
  AmendmentChangeType,
  AmendmentStatus,
  addDays,
  calendarDate,
  formatStoredQuoteType,
  isWeekday,
  lineAmounts,
  type QuoteLineKind,
  QuoteRequestStatus,
  QuoteStatus,
  type QuoteType,
} from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import {
  addresses,
  quoteAmendments,
  quoteItems,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  quoteStatusHistory,
  quotes,
} from '../src/db/schema';

/**
 * The demo workshop's portal and the demo customer's quotes screen with something in every state
 * (decision 020): requests not quoted yet, a draft, sent and updated quotes (one compared with a second
 * workshop's), a booking, a job in progress, an amendment waiting for the demo customer, a draft invoice,
 * an invoice, a paid job and a completed one the customer has not reviewed yet.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface QuoteSeed {
  customerId: string;
  customerEmail: string;
  /** The demo workshop first, then one more that quotes beside it. */
  workshopIds: string[];
  now: Date;
}

interface Line {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  priceExcl: number;
  item: number;
}

const SERVICE_LINES: Line[] = [
  { kind: 'part', description: 'Oil filter', quantity: 1, priceExcl: 165, item: 0 },
  { kind: 'part', description: 'Engine oil 5W-30 (litres)', quantity: 6.5, priceExcl: 112, item: 0 },
  { kind: 'part', description: 'Air filter', quantity: 1, priceExcl: 245, item: 0 },
  { kind: 'labour', description: 'Minor service labour', quantity: 1.5, priceExcl: 520, item: 0 },
  { kind: 'sundry', description: 'Shop consumables', quantity: 1, priceExcl: 85, item: 0 },
];
const BRAKE_LINES: Line[] = [
  { kind: 'part', description: 'Front brake pads', quantity: 1, priceExcl: 780, item: 1 },
  { kind: 'labour', description: 'Fit front brake pads', quantity: 1, priceExcl: 520, item: 1 },
];

interface RequestPlan {
  key: string;
  guest: { first: string; last: string } | null;
  vehicleName: string;
  quoteType: QuoteType;
  items: string[];
  createdDaysAgo: number;
}

/** The workshop's next invoice number, continuing after the ones it has (its counter row, as the app keeps it). */
export async function nextDemoInvoiceNumber(tx: DbOrTx, workshopId: string) {
  const { rows } = await tx.execute(sql`insert into workshop_invoice_counters (workshop_id, last_number)
    values (${workshopId}, (select count(*)::int + 1 from quotes where workshop_id = ${workshopId} and invoice_number is not null))
    on conflict (workshop_id) do update set last_number = workshop_invoice_counters.last_number + 1
    returning last_number as n`);
  const n = (rows[0] as { n: number }).n;
  return { invoiceNumber: `INV-${String(n).padStart(5, '0')}`, invoiceSequence: n };
}

function nextWeekday(from: string, skip = 1): string {
  let day = addDays(from, skip);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

export async function seedDemoQuotes(
  tx: DbOrTx,
  seed: QuoteSeed,
): Promise<{ requests: number; quotes: number }> {
  const { now } = seed;
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * HOUR);
  const today = calendarDate(now);
  const [demo, second] = seed.workshopIds as [string, string];
  const { rows: wrows } = await tx.execute(
    sql`select w.id, w.lat, w.lng, w.is_vat_registered as "isVat", w.contact_email as email, a.suburb, a.city
      from workshops w join addresses a on a.id = w.address_id where w.id = any(${`{${seed.workshopIds.join(',')}}`}::uuid[])`,
  );
  const workshop = new Map(
    (
      wrows as {
        id: string;
        lat: number;
        lng: number;
        isVat: boolean;
        email: string | null;
        suburb: string | null;
        city: string | null;
      }[]
    ).map((w) => [w.id, w]),
  );
  const home = workshop.get(demo)!;
  const { rows: cvRows } = await tx.execute(
    sql`select id, vehicle_id as "vehicleId", vehicle_mileage as mileage from customer_vehicles where user_id = ${seed.customerId} order by created_at`,
  );
  const garage = cvRows as { id: string; vehicleId: number; mileage: number | null }[];

  let counter = 0;
  const makeRequest = async (plan: RequestPlan, garageIndex: number | null, workshopIds: string[]) => {
    counter += 1;
    const [address] = await tx
      .insert(addresses)
      .values({
        suburb: home.suburb,
        city: home.city,
        town: home.city,
        country: 'South Africa',
        lat: home.lat + 0.012 * ((counter % 3) - 1),
        lng: home.lng + 0.015 * (counter % 2 ? 1 : -1),
      })
      .returning({ id: addresses.id });
    const owned = plan.guest === null ? (garageIndex !== null ? garage[garageIndex] : undefined) : undefined;
    const created = at(plan.createdDaysAgo);
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        reference: `MWD-${String(counter).padStart(6, '0')}`,
        userId: plan.guest ? null : seed.customerId,
        madeAsGuest: plan.guest !== null,
        vehicleId: owned?.vehicleId ?? null,
        customerVehicleId: owned?.id ?? null,
        vehicleName: plan.vehicleName,
        vehicleMileage: owned?.mileage ?? 74_000 + counter * 3_100,
        partsPreference: counter % 2 ? 'Original parts' : "I don't mind",
        serviceType:
          plan.quoteType === 'WBC_Inspection'
            ? 'Inspection'
            : plan.quoteType.endsWith('Repair')
              ? 'Repair'
              : 'Service',
        quoteType: formatStoredQuoteType(plan.quoteType),
        addressId: address!.id,
        travelDistance: 20,
        datesRequested: [nextWeekday(today, 2), nextWeekday(today, 4)],
        notes: counter % 3 === 0 ? 'Please phone before any extra work.' : null,
        email: plan.guest
          ? `${plan.guest.first.toLowerCase()}.${plan.guest.last.toLowerCase()}@example.co.za`
          : seed.customerEmail,
        firstName: plan.guest?.first ?? 'Thandi',
        lastName: plan.guest?.last ?? 'Nkosi',
        phone: '+27825550199',
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    const items = await tx
      .insert(quoteRequestItems)
      .values(
        plan.items.map((name, i) => ({
          quoteRequestId: request!.id,
          name,
          sortOrder: i,
          ...(name === 'Brake pads'
            ? { hasQuery: true, query: 'Front or rear?', queryAnswer: 'Front, they squeal' }
            : {}),
        })),
      )
      .returning({ id: quoteRequestItems.id });
    await tx
      .insert(quoteRequestWorkshops)
      .values(
        workshopIds.map((workshopId) => ({ quoteRequestId: request!.id, workshopId, createdAt: created })),
      );
    return { request: request!, itemIds: items.map((i) => i.id) };
  };

  let quoteCount = 0;
  const makeQuote = async (
    made: Awaited<ReturnType<typeof makeRequest>>,
    workshopId: string,
    path: { status: number; daysAgo: number; note?: string; actor: string }[],
    lines: Line[],
    extra: Partial<typeof quotes.$inferInsert> = {},
  ) => {
    quoteCount += 1;
    const w = workshop.get(workshopId)!;
    const vat = { isVatRegistered: w.isVat, vatRate: w.isVat ? 15 : 0 };
    const last = path[path.length - 1]!;
    const sent = path.find((p) => p.status !== QuoteStatus.Draft);
    const [q] = await tx
      .insert(quotes)
      .values({
        quoteRequestId: made.request.id,
        workshopId,
        reference: `${made.request.reference}-${String((quoteCount % 90) + 1).padStart(2, '0')}`,
        quoteStatus: last.status,
        isVatRegistered: vat.isVatRegistered,
        vatRate: vat.vatRate.toFixed(2),
        vehicleMileage: made.request.vehicleMileage,
        jobTurnaround: 1,
        workshopCustomer: `${made.request.firstName} ${made.request.lastName}`,
        notes: 'Genuine or OEM-equivalent parts; 12 months or 20 000 km warranty on work done.',
        sentAt: sent ? at(sent.daysAgo) : null,
        expiresAt: sent ? new Date(`${addDays(calendarDate(at(sent.daysAgo)), 7)}T23:59:59.999+02:00`) : null,
        createdAt: at(path[0]!.daysAgo),
        updatedAt: at(last.daysAgo),
        ...extra,
      })
      .returning();
    await tx.insert(quoteItems).values(
      lines.map((l, i) => {
        const a = lineAmounts({ priceExcl: l.priceExcl, quantity: l.quantity, noVat: false }, vat);
        return {
          quoteId: q!.id,
          // As the history marks them: a workshop without VAT registration charges none on any line.
          noVat: !vat.isVatRegistered,
          quoteRequestItemId: made.itemIds[l.item] ?? null,
          description: l.description,
          lineKind: l.kind,
          isLabour: l.kind === 'labour',
          priceExclCents: a.unitExclCents,
          priceInclCents: a.unitInclCents,
          quantity: l.quantity.toFixed(3),
          totalInclCents: a.totalInclCents,
          sortOrder: i,
        };
      }),
    );
    await tx.insert(quoteStatusHistory).values(
      path.map((p, i) => ({
        quoteId: q!.id,
        quoteStatus: p.status,
        username:
          p.actor === 'customer'
            ? made.request.email
            : p.actor === 'system'
              ? 'system'
              : (w.email ?? 'workshop'),
        actor: p.actor,
        note: p.note ?? (i === 0 ? 'Created' : null),
        createdAt: at(p.daysAgo, i * 0.1),
      })),
    );
    return q!;
  };

  const S = QuoteStatus;
  type Step = { status: number; daysAgo: number; actor: string; note?: string };
  const draft = (d: number): Step => ({ status: S.Draft, daysAgo: d, actor: 'workshop' });
  const sentAt = (d: number) => ({ status: S.PendingApproval, daysAgo: d, actor: 'workshop' });
  const booked = (d: number) => ({ status: S.Booked, daysAgo: d, actor: 'customer' });
  const checkedIn = (d: number) => ({
    status: S.InProgress,
    daysAgo: d,
    actor: 'workshop',
    note: 'Checked in',
  });
  const guests = [
    { first: 'Lerato', last: 'Molefe' },
    { first: 'Johan', last: 'Botha' },
    { first: 'Ayanda', last: 'Zulu' },
    { first: 'Priya', last: 'Naidoo' },
    { first: 'Kagiso', last: 'Mahlangu' },
    { first: 'Megan', last: 'Adams' },
    { first: 'Sibusiso', last: 'Ndlovu' },
  ];
  const service = ['Minor service', 'Brake pads'];

  // Not quoted yet: one from the demo customer (their screen waits), one guest inspection.
  await makeRequest(
    {
      key: 'new',
      guest: null,
      vehicleName: 'Volkswagen Polo Vivo 1.4 Comfortline',
      quoteType: 'SMC_Service',
      items: service,
      createdDaysAgo: 0.2,
    },
    1,
    [demo, second],
  );
  await makeRequest(
    {
      key: 'inspect',
      guest: guests[0]!,
      vehicleName: '2017 Ford Ranger 2.2 XLS double cab',
      quoteType: 'WBC_Inspection',
      items: ['Pre-purchase inspection'],
      createdDaysAgo: 0.5,
    },
    null,
    [demo],
  );
  // A draft the workshop has not sent.
  const drafted = await makeRequest(
    {
      key: 'draft',
      guest: guests[1]!,
      vehicleName: '2019 Toyota Corolla Quest 1.8',
      quoteType: 'SMC_Service',
      items: service,
      createdDaysAgo: 1,
    },
    null,
    [demo],
  );
  await makeQuote(drafted, demo, [draft(0.8)], SERVICE_LINES);
  // Sent by two workshops to the demo customer: the compare screen.
  const compared = await makeRequest(
    {
      key: 'compare',
      guest: null,
      vehicleName: 'Honda CR-V 2.0 Comfort',
      quoteType: 'SMC_Service',
      items: service,
      createdDaysAgo: 2,
    },
    2,
    [demo, second],
  );
  await makeQuote(compared, demo, [draft(1.9), sentAt(1.8)], [...SERVICE_LINES, ...BRAKE_LINES]);
  await makeQuote(
    compared,
    second,
    [draft(1.6), sentAt(1.5)],
    [...SERVICE_LINES.map((l) => ({ ...l, priceExcl: Math.round(l.priceExcl * 1.08) })), ...BRAKE_LINES],
  );
  // Revised after the customer asked.
  const updated = await makeRequest(
    {
      key: 'updated',
      guest: guests[2]!,
      vehicleName: '2020 Suzuki Swift 1.2 GL',
      quoteType: 'SMC_Repair',
      items: ['Brake pads'],
      createdDaysAgo: 3,
    },
    null,
    [demo],
  );
  await makeQuote(
    updated,
    demo,
    [draft(2.9), sentAt(2.8), { status: S.Updated, daysAgo: 1.2, actor: 'workshop', note: 'Quote revised' }],
    BRAKE_LINES.map((l) => ({ ...l, item: 0 })),
  );
  // Booked for the next weekday.
  const bookedReq = await makeRequest(
    {
      key: 'booked',
      guest: guests[3]!,
      vehicleName: '2018 Hyundai i20 1.4 Fluid',
      quoteType: 'SMC_Service',
      items: service,
      createdDaysAgo: 5,
    },
    null,
    [demo],
  );
  await makeQuote(bookedReq, demo, [draft(4.9), sentAt(4.8), booked(3)], [...SERVICE_LINES, ...BRAKE_LINES], {
    serviceDate: nextWeekday(today, 1),
  });
  // In the workshop today.
  const inProgress = await makeRequest(
    {
      key: 'progress',
      guest: guests[4]!,
      vehicleName: '2016 Nissan NP200 1.6',
      quoteType: 'SMC_Service',
      items: ['Minor service'],
      createdDaysAgo: 6,
    },
    null,
    [demo],
  );
  await makeQuote(inProgress, demo, [draft(5.9), sentAt(5.8), booked(4), checkedIn(0.1)], SERVICE_LINES, {
    serviceDate: today,
  });
  // Extra work found on the demo customer's vehicle: their approval is needed.
  const amended = await makeRequest(
    {
      key: 'amend',
      guest: null,
      vehicleName: 'Toyota Hilux 2.8 GD-6 Legend 4x4 double cab auto',
      quoteType: 'SMC_Service',
      items: service,
      createdDaysAgo: 7,
    },
    0,
    [demo, second],
  );
  const amendedQuote = await makeQuote(
    amended,
    demo,
    [
      draft(6.9),
      sentAt(6.8),
      booked(5),
      checkedIn(0.3),
      { status: S.AmendmentPending, daysAgo: 0.2, actor: 'workshop' },
    ],
    [...SERVICE_LINES, ...BRAKE_LINES],
    { serviceDate: today },
  );
  const [amendment] = await tx
    .insert(quoteAmendments)
    .values({
      quoteId: amendedQuote.id,
      amendmentStatus: AmendmentStatus.pending,
      note: 'The front discs are below the minimum thickness and the wiper blades are split.',
      submittedAt: at(0.2),
    })
    .returning({ id: quoteAmendments.id });
  const vat = { isVatRegistered: workshop.get(demo)!.isVat, vatRate: workshop.get(demo)!.isVat ? 15 : 0 };
  const extraLines = [
    { description: 'Front brake discs (pair)', kind: 'part' as const, quantity: 1, priceExcl: 1450 },
    { description: 'Wiper blades (pair)', kind: 'part' as const, quantity: 1, priceExcl: 260 },
  ];
  await tx.insert(quoteItems).values(
    extraLines.map((l, i) => {
      const a = lineAmounts({ priceExcl: l.priceExcl, quantity: l.quantity, noVat: false }, vat);
      return {
        quoteId: amendedQuote.id,
        noVat: !vat.isVatRegistered,
        amendmentId: amendment!.id,
        quoteRequestItemId: amended.itemIds[1] ?? null,
        description: l.description,
        lineKind: l.kind,
        priceExclCents: a.unitExclCents,
        priceInclCents: a.unitInclCents,
        quantity: '1.000',
        totalInclCents: a.totalInclCents,
        amendmentType: AmendmentChangeType.added,
        amendmentStatus: AmendmentStatus.pending,
        sortOrder: 1000 + i,
      };
    }),
  );
  // A draft invoice, an invoice, a paid job and a completed one (the demo customer's, not reviewed yet).
  const proForma = await makeRequest(
    {
      key: 'proforma',
      guest: guests[5]!,
      vehicleName: '2015 Volkswagen Polo 1.2 TSI',
      quoteType: 'SMC_Service',
      items: ['Minor service'],
      createdDaysAgo: 8,
    },
    null,
    [demo],
  );
  await makeQuote(
    proForma,
    demo,
    [
      draft(7.9),
      sentAt(7.8),
      booked(6),
      checkedIn(1.1),
      { status: S.ProForma, daysAgo: 0.9, actor: 'workshop', note: 'Draft invoice' },
    ],
    SERVICE_LINES,
    { serviceDate: calendarDate(at(1.1)) },
  );
  for (const [key, guest, status, daysAgo] of [
    ['invoiced', guests[6]!, S.Invoiced, 9],
    ['paid', guests[0]!, S.Paid, 12],
  ] as const) {
    const made = await makeRequest(
      {
        key,
        guest,
        vehicleName: '2019 Toyota Fortuner 2.4 GD-6',
        quoteType: 'SMC_Service',
        items: ['Minor service'],
        createdDaysAgo: daysAgo,
      },
      null,
      [demo],
    );
    const path: Step[] = [
      draft(daysAgo - 0.1),
      sentAt(daysAgo - 0.2),
      booked(daysAgo - 2),
      checkedIn(2),
      { status: S.Invoiced, daysAgo: 1.8, actor: 'workshop' },
    ];
    if (status === S.Paid)
      path.push(
        { status: S.Checkout, daysAgo: 1.7, actor: 'customer' },
        { status: S.Paid, daysAgo: 1.69, actor: 'system', note: 'PayFast ITN verified' },
      );
    await makeQuote(made, demo, path, SERVICE_LINES, {
      serviceDate: calendarDate(at(2)),
      invoicedAt: at(1.8),
      readyForCollectionAt: status === S.Paid ? at(1.6) : null,
      ...(await nextDemoInvoiceNumber(tx, demo)),
    });
  }
  const completed = await makeRequest(
    {
      key: 'completed',
      guest: null,
      vehicleName: 'Volkswagen Polo Vivo 1.4 Comfortline',
      quoteType: 'SMC_Repair',
      items: ['Brake pads'],
      createdDaysAgo: 20,
    },
    1,
    [demo],
  );
  await makeQuote(
    completed,
    demo,
    [
      draft(19.9),
      sentAt(19.8),
      booked(18),
      checkedIn(15),
      { status: S.Invoiced, daysAgo: 14.8, actor: 'workshop' },
      { status: S.Checkout, daysAgo: 14.7, actor: 'customer' },
      { status: S.Paid, daysAgo: 14.69, actor: 'system', note: 'Paystack webhook verified' },
      { status: S.Completed, daysAgo: 14.5, actor: 'workshop', note: 'Vehicle collected' },
    ],
    BRAKE_LINES.map((l) => ({ ...l, item: 0 })),
    {
      serviceDate: calendarDate(at(15)),
      invoicedAt: at(14.8),
      readyForCollectionAt: at(14.6),
      ...(await nextDemoInvoiceNumber(tx, demo)),
    },
  );
  await tx.execute(
    sql`update quote_requests set quote_request_status = ${QuoteRequestStatus.Completed}, quote_request_status_username = ${seed.customerEmail}
      where id = ${completed.request.id}`,
  );
  return { requests: counter, quotes: quoteCount };
}
