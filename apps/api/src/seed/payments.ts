import { formatStoredQuoteType, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import type { DbOrTx } from '../db/client';
import { quoteItems, quoteRequests, quotes } from '../db/schema';

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

export async function seedDemoInvoice(
  tx: DbOrTx,
  seed: { customerId: string; customerEmail: string; workshopId: string; now: Date },
) {
  const at = (daysAgo: number, hour: number) => {
    const d = new Date(seed.now.getTime() - daysAgo * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  await tx.insert(quoteRequests).values({
    id: DEMO_INVOICED_REQUEST_ID,
    reference: 'MWG-000002',
    userId: seed.customerId,
    vehicleName: 'Volkswagen Polo Vivo 1.4 Trendline',
    vehicleMileage: 88_300,
    vehicleLicensePlate: 'JHB 123 GP',
    quoteType: formatStoredQuoteType('SMC_Service'),
    email: seed.customerEmail,
    firstName: 'Thandi',
    lastName: 'Nkosi',
    quoteRequestStatus: QuoteRequestStatus.Submitted,
    createdAt: at(3, 7),
    updatedAt: at(0, 8),
  });
  await tx.insert(quotes).values({
    id: DEMO_INVOICED_QUOTE_ID,
    quoteRequestId: DEMO_INVOICED_REQUEST_ID,
    workshopId: seed.workshopId,
    reference: 'MWG-000002-01',
    invoiceNumber: 'DEMO-00001',
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
        quoteId: DEMO_INVOICED_QUOTE_ID,
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
