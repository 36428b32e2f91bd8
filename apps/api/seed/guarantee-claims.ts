import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { quotes } from '../src/db/schema';
import { seedCustomerInvoicedJobs } from './payments';

/**
 * Completed jobs of the demo customer within their workmanship guarantee, one per browser run of the
 * guarantee-claim journey (decision 076): the customer claims under the guarantee, the workshop answers, the
 * admin sees a guarantee claim. At the second demo workshop, on jobs no other journey reads (the dispute
 * journey has its own, DEMO_DISPUTE_INVOICES). Fixed ids.
 */
export const DEMO_GUARANTEE_CLAIM_JOBS = {
  desktop: {
    requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d71',
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d72',
  },
  phone: {
    requestId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d81',
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d82',
  },
} as const;

const DAY = 86_400_000;

export async function seedDemoGuaranteeClaimJobs(
  tx: DbOrTx,
  seed: { customerId: string; customerEmail: string; workshopId: string; now: Date },
) {
  const quoteIds = await seedCustomerInvoicedJobs(tx, seed, [
    { ...DEMO_GUARANTEE_CLAIM_JOBS.desktop, n: 10 },
    { ...DEMO_GUARANTEE_CLAIM_JOBS.phone, n: 11 },
  ]);
  // Sent with the workshop's guarantee three weeks ago, ready for collection two weeks ago: in force.
  await tx
    .update(quotes)
    .set({
      sentAt: new Date(seed.now.getTime() - 21 * DAY),
      readyForCollectionAt: new Date(seed.now.getTime() - 14 * DAY),
      guarantee: sql`(select w.guarantee from workshops w where w.id = ${seed.workshopId})`,
    })
    .where(inArray(quotes.id, quoteIds));
}
