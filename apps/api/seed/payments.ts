import { formatStoredQuoteType, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import type { DbOrTx } from '../src/db/client';
import { quoteItems, quoteRequests, quoteRequestWorkshops, quotes } from '../src/db/schema';

/**
 * An invoiced job of the demo customer, waiting to be paid (issue 11): what a new user tries first, and
 * what the payment journey pays through the sandbox gateway. Fixed ids, so a test can find it.
 */
export const DEMO_INVOICED_REQUEST_ID = '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d01';
export const DEMO_INVOICED_QUOTE_ID = '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d02';

const LINES = [
  { description: 'Minor service labour', isLabour: true, lineKind: 'labour', exclCents: 85_000 },
  { description: 'Engine oil 5W-30 (5 l)', isLabour: false, lineKind: 'part', exclCents: 62_000 },
  { description: 'Oil filter', isLabour: false, lineKind: 'part', exclCents: 14_500 },
  { description: 'Air filter', isLabour: false, lineKind: 'part', exclCents: 21_900 },
];

/**
 * A guest's invoiced job (no account: the request was made with an e-mail address only) at a workshop paid
 * through Paystack: what the guest payment journey pays from the quote screen's e-mail link (decision 029).
 */
export const DEMO_GUEST_INVOICED = {
  requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d03',
  uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d04',
  quoteId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d05',
  email: 'lerato.guest@example.co.za',
} as const;

export async function seedDemoInvoice(
  tx: DbOrTx,
  seed: { customerId: string; customerEmail: string; workshopId: string; now: Date },
) {
  await seedInvoicedJob(tx, seed, {
    requestId: DEMO_INVOICED_REQUEST_ID,
    quoteId: DEMO_INVOICED_QUOTE_ID,
    reference: 'MWG-000002',
    invoiceNumber: 'DEMO-00001',
    firstName: 'Thandi',
    lastName: 'Nkosi',
  });
}

export async function seedDemoGuestInvoice(tx: DbOrTx, seed: { workshopId: string; now: Date }) {
  await seedInvoicedJob(
    tx,
    { ...seed, customerId: null, customerEmail: DEMO_GUEST_INVOICED.email },
    {
      requestId: DEMO_GUEST_INVOICED.requestId,
      uniqueId: DEMO_GUEST_INVOICED.uniqueId,
      quoteId: DEMO_GUEST_INVOICED.quoteId,
      reference: 'MWG-000003',
      invoiceNumber: 'DEMO-00002',
      firstName: 'Lerato',
      lastName: 'Mokoena',
    },
  );
}

/**
 * Invoiced jobs the payment-resume journeys use up (issue 20 item 2, decision 050), one per browser run:
 * the demo customer's at the PayFast workshop (Continue payment) and a guest's at the Paystack workshop
 * (Start again). Fixed ids, so the journeys find them.
 */
export const DEMO_RESUME_INVOICES = {
  customer: {
    desktop: {
      requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d11',
      uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d12',
    },
    phone: {
      requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d21',
      uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d22',
    },
  },
  guest: {
    desktop: {
      requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d31',
      uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d32',
    },
    phone: {
      requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d41',
      uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d42',
    },
  },
  guestEmail: 'sipho.guest@example.co.za',
} as const;

export async function seedDemoResumeInvoices(
  tx: DbOrTx,
  seed: {
    customerId: string;
    customerEmail: string;
    payfastWorkshopId: string;
    paystackWorkshopId: string;
    now: Date;
  },
) {
  const jobs = [
    { ...DEMO_RESUME_INVOICES.customer.desktop, n: 4 },
    { ...DEMO_RESUME_INVOICES.customer.phone, n: 5 },
    { ...DEMO_RESUME_INVOICES.guest.desktop, n: 6 },
    { ...DEMO_RESUME_INVOICES.guest.phone, n: 7 },
  ];
  for (const job of jobs) {
    const guest = job.n >= 6;
    await seedInvoicedJob(
      tx,
      guest
        ? {
            customerId: null,
            customerEmail: DEMO_RESUME_INVOICES.guestEmail,
            workshopId: seed.paystackWorkshopId,
            now: seed.now,
          }
        : {
            customerId: seed.customerId,
            customerEmail: seed.customerEmail,
            workshopId: seed.payfastWorkshopId,
            now: seed.now,
          },
      {
        requestId: job.requestId,
        uniqueId: job.uniqueId,
        // The quote's id: the request's with its last digit 3 (…2d13, …2d23, …).
        quoteId: `${job.requestId.slice(0, -1)}3`,
        reference: `MWG-00000${job.n}`,
        invoiceNumber: `DEMO-0000${job.n - 1}`,
        firstName: guest ? 'Sipho' : 'Thandi',
        lastName: guest ? 'Dlamini' : 'Nkosi',
      },
    );
  }
}

/**
 * Invoiced jobs of the demo customer the dispute journeys pay, dispute and see resolved with a partial
 * refund (issue 22 item 7, decision 063), one per browser run, at the second demo workshop (paid through
 * Paystack). Fixed ids.
 */
export const DEMO_DISPUTE_INVOICES = {
  desktop: {
    requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d51',
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d52',
  },
  phone: {
    requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d61',
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d62',
  },
} as const;

export async function seedDemoDisputeInvoices(
  tx: DbOrTx,
  seed: { customerId: string; customerEmail: string; workshopId: string; now: Date },
) {
  const jobs = [
    { ...DEMO_DISPUTE_INVOICES.desktop, n: 8 },
    { ...DEMO_DISPUTE_INVOICES.phone, n: 9 },
  ];
  for (const job of jobs) {
    await seedInvoicedJob(tx, seed, {
      requestId: job.requestId,
      uniqueId: job.uniqueId,
      quoteId: `${job.requestId.slice(0, -1)}3`,
      reference: `MWG-00000${job.n}`,
      invoiceNumber: `DEMO-0000${job.n - 1}`,
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });
  }
}

async function seedInvoicedJob(
  tx: DbOrTx,
  seed: { customerId: string | null; customerEmail: string; workshopId: string; now: Date },
  job: {
    requestId: string;
    uniqueId?: string;
    quoteId: string;
    reference: string;
    invoiceNumber: string;
    firstName: string;
    lastName: string;
  },
) {
  const at = (daysAgo: number, hour: number) => {
    const d = new Date(seed.now.getTime() - daysAgo * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  await tx.insert(quoteRequests).values({
    id: job.requestId,
    ...(job.uniqueId ? { uniqueId: job.uniqueId } : {}),
    reference: job.reference,
    userId: seed.customerId,
    madeAsGuest: seed.customerId === null,
    vehicleName: 'Volkswagen Polo Vivo 1.4 Trendline',
    vehicleMileage: 88_300,
    vehicleLicensePlate: 'JHB 123 GP',
    quoteType: formatStoredQuoteType('SMC_Service'),
    email: seed.customerEmail,
    firstName: job.firstName,
    lastName: job.lastName,
    quoteRequestStatus: QuoteRequestStatus.Submitted,
    createdAt: at(3, 7),
    updatedAt: at(0, 8),
  });
  // The workshop was sent the request: a quote comes only from a chosen workshop ("1 of 0" otherwise).
  await tx
    .insert(quoteRequestWorkshops)
    .values({ quoteRequestId: job.requestId, workshopId: seed.workshopId });
  await tx.insert(quotes).values({
    id: job.quoteId,
    quoteRequestId: job.requestId,
    workshopId: seed.workshopId,
    reference: `${job.reference}-01`,
    invoiceNumber: job.invoiceNumber,
    invoicedAt: new Date(Math.min(at(0, 8).getTime(), seed.now.getTime())),
    quoteStatus: QuoteStatus.Invoiced,
    isVatRegistered: true,
    vehicleMileage: 88_300,
    serviceDate: at(0, 0).toISOString().slice(0, 10),
    createdAt: at(3, 9),
    updatedAt: at(0, 8),
  });
  await tx.insert(quoteItems).values(
    LINES.map((l, i) => {
      const incl = Math.round(l.exclCents * 1.15);
      return {
        quoteId: job.quoteId,
        description: l.description,
        isLabour: l.isLabour,
        lineKind: l.lineKind,
        priceExclCents: l.exclCents,
        priceInclCents: incl,
        totalInclCents: incl,
        sortOrder: i,
      };
    }),
  );
}
