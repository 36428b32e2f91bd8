import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bulkLoad } from '../src/db/bulk-load';
import type { Db, DbOrTx } from '../src/db/client';
import {
  addresses,
  organizationBranches,
  organizations,
  organizationUsers,
  quoteRequestStats,
  regions as regionsTable,
  repairItemTemplateItems,
  repairItemTemplates,
  seedRuns,
  users,
  workshopBankAccounts,
  workshopCertifications,
  workshopReviews,
  workshops as workshopsTable,
  workshopUsers,
} from '../src/db/schema';
import type { FileStore } from '../src/lib/file-store';
import { hashPassword } from '../src/modules/accounts/passwords';
import { refreshPriceViews } from '../src/modules/quote-requests/index';
import { analyzeCatalogue, seedBrandTerms, seedCatalogue } from './catalogue';
import { organisations } from './data/organisations';
import { regions } from './data/regions';
import { repairItemTrees } from './data/repair-items';
import { workshops } from './data/workshops';
import { seedDemoFleet } from './fleet';
import { seedDemoGarages } from './garage';
import { seedDemoGuaranteeClaimJobs } from './guarantee-claims';
import { seedGuarantee } from './guarantees';
import { creditAndPayOut, prepareHistory, seedHistory } from './history-seed';
import { seedMenuPrices } from './instant-prices';
import {
  seedDemoDisputeInvoices,
  seedDemoGuestInvoice,
  seedDemoInvoice,
  seedDemoResumeInvoices,
} from './payments';
import { seedDemoQuotes } from './quotes';
import type { SeedAddress, SeedQuoteKind, SeedRepairItem } from './types';

export const DEMO_PASSWORD = 'Motorwise#2026';
export const DEMO_ACCOUNTS = [
  { role: 'Customer', email: 'customer@motorwise.co.za', password: DEMO_PASSWORD },
  { role: 'Organisation user', email: 'fleet@motorwise.co.za', password: DEMO_PASSWORD },
  { role: 'Workshop user', email: 'workshop@motorwise.co.za', password: DEMO_PASSWORD },
  { role: 'Admin', email: 'admin@motorwise.co.za', password: DEMO_PASSWORD },
  // The second workshop of the demo quotes (Fourways Euro Motorworks): two workshops quote side by side.
  { role: 'Workshop user', email: 'workshop2@motorwise.co.za', password: DEMO_PASSWORD },
] as const;

const SEED_NAME = 'demo-marketplace-v1';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function insertAddress(
  tx: DbOrTx,
  a: SeedAddress,
  extra: { name?: string; isOrganization?: boolean } = {},
) {
  const [row] = await tx
    .insert(addresses)
    .values({ ...a, town: a.city, country: 'South Africa', ...extra })
    .returning({ id: addresses.id });
  return row!.id;
}

async function insertTree(tx: DbOrTx, kind: SeedQuoteKind, items: SeedRepairItem[], parentId: string | null) {
  for (const [i, item] of items.entries()) {
    const leaf = !item.children?.length;
    const [row] = await tx
      .insert(repairItemTemplates)
      .values({
        quoteKind: kind,
        parentId,
        name: item.name,
        displayName: item.displayName ?? null,
        icon: item.icon ?? null,
        leaf,
        hasQuery: Boolean(item.query),
        query: item.query ?? null,
        keywords: item.keywords ?? [],
        sortOrder: i,
      })
      .returning({ id: repairItemTemplates.id });
    if (item.templateItems?.length) {
      await tx.insert(repairItemTemplateItems).values(
        item.templateItems.map((description, j) => ({
          repairItemTemplateId: row!.id,
          description,
          sortOrder: j,
        })),
      );
    }
    if (!leaf) await insertTree(tx, kind, item.children!, row!.id);
  }
}

const BANKS = [
  { bankName: 'FNB', branchCode: '250655' },
  { bankName: 'Standard Bank', branchCode: '051001' },
  { bankName: 'Absa', branchCode: '632005' },
  { bankName: 'Nedbank', branchCode: '198765' },
  { bankName: 'Capitec Business', branchCode: '450105' },
];

/** The tables the catalogue and the history fill with tens of thousands of rows. */
const BULK_TABLES = [
  'vehicles',
  'vehicle_search_entries',
  'vehicle_search_words',
  'addresses',
  'quote_requests',
  'quote_request_items',
  'quote_request_workshops',
  'quote_request_regions',
  'quotes',
  'quote_items',
  'quote_status_history',
  'payments',
  'workshop_reviews',
];

/**
 * Seeds the demo marketplace into an empty database, once: a marker row makes a second run a no-op,
 * and everything is written in one transaction, so a crash leaves nothing half-seeded.
 */
export async function seedDemo(
  db: Db,
  log?: FastifyBaseLogger,
  options: { fileStore?: FileStore; commissionPercent?: number } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (inserted.length === 0) return false;
    // The commit need not wait for its WAL to reach the disk: a crash in that moment loses the whole
    // transaction, marker included, and the next start seeds again (decision 084).
    await tx.execute(sql`set local synchronous_commit = off`);
    const started = Date.now();
    const now = Date.now();
    // How long each part took (ms), logged with the counts: what a first start spends its time on.
    const parts: Record<string, number> = {};
    let lapped = started;
    const lap = (part: string) => {
      const at = Date.now();
      parts[part] = at - lapped;
      lapped = at;
    };
    const day = 86_400_000;

    const regionIds = new Map<string, string>();
    for (const r of regions) {
      const [row] = await tx.insert(regionsTable).values(r).returning({ id: regionsTable.id });
      regionIds.set(r.name, row!.id);
    }

    const orgIds = new Map<string, string>();
    const branchIds = new Map<string, string[]>();
    for (const o of organisations) {
      const [org] = await tx
        .insert(organizations)
        .values({
          name: o.name,
          registrationNumber: o.registrationNumber,
          taxNumber: o.taxNumber,
          kind: o.kind,
        })
        .returning({ id: organizations.id });
      orgIds.set(o.name, org!.id);
      const ids: string[] = [];
      for (const b of o.branches) {
        const addressId = await insertAddress(tx, b.address, { name: b.branchName, isOrganization: true });
        const [br] = await tx
          .insert(organizationBranches)
          .values({ organizationId: org!.id, branchName: b.branchName, addressId })
          .returning({ id: organizationBranches.id });
        ids.push(br!.id);
      }
      branchIds.set(o.name, ids);
    }

    const workshopIds: string[] = [];
    for (const [i, w] of workshops.entries()) {
      const addressId = await insertAddress(tx, w.address, { name: w.name });
      const rating = w.reviews.length
        ? (Math.round((w.reviews.reduce((s, r) => s + r.rating, 0) / w.reviews.length) * 10) / 10).toFixed(1)
        : null;
      // Half the workshops take payment through PayFast, the rest through a Paystack subaccount.
      const payfast = i % 2 === 0;
      const [row] = await tx
        .insert(workshopsTable)
        .values({
          name: w.name,
          slug: slugify(w.name),
          isPosh: w.isPosh,
          rating,
          taxNumber: w.taxNumber,
          registrationNumber: w.registrationNumber,
          isVatRegistered: w.isVatRegistered,
          addressId,
          lat: w.address.lat,
          lng: w.address.lng,
          suburb: w.address.suburb,
          city: w.address.city,
          regionId: regionIds.get(w.regionName) ?? null,
          organizationId: w.organisationName ? (orgIds.get(w.organisationName) ?? null) : null,
          description: w.description,
          openingHours: w.openingHours,
          labourRateExclCents: w.labourRatePerHourExclCents,
          jobTurnaroundDays: w.jobTurnaroundDays,
          guarantee: seedGuarantee(w, i),
          kinds: w.kinds,
          brands: w.brands,
          contactName: w.contact.name,
          contactEmail: w.contact.email,
          contactPhone: w.contact.phone,
          hasPayfastAccount: payfast,
          payfastMerchantId: payfast ? String(10_000_100 + i) : null,
          paystackSubaccountId: payfast ? null : `ACCT_mw${String(i).padStart(6, '0')}`,
        })
        .returning({ id: workshopsTable.id });
      const workshopId = row!.id;
      workshopIds.push(workshopId);
      if (w.reviews.length) {
        await tx.insert(workshopReviews).values(
          w.reviews.map((r) => ({
            workshopId,
            authorName: r.authorName,
            rating: r.rating,
            review: r.review,
            createdAt: new Date(now - r.daysAgo * day),
          })),
        );
      }
      if (w.certifications.length) {
        await tx.insert(workshopCertifications).values(
          w.certifications.map((c) => ({
            workshopId,
            name: c.name,
            issuer: c.issuer,
            number: c.number,
            validUntil: new Date(now + c.validUntilMonths * 30 * day).toISOString().slice(0, 10),
          })),
        );
      }
      const bank = BANKS[i % BANKS.length]!;
      await tx.insert(workshopBankAccounts).values({
        workshopId,
        ...bank,
        accountHolder: w.name,
        accountNumber: String(62_000_000_000 + i * 7_919).slice(0, 11),
        accountType: 'Business cheque',
      });
    }

    lap('workshops');
    for (const [kind, items] of Object.entries(repairItemTrees) as [SeedQuoteKind, SeedRepairItem[]][]) {
      await insertTree(tx, kind, items, null);
    }
    // The demo workshops near Sandton publish fixed prices (decision 077).
    await seedMenuPrices(
      tx,
      workshops.map((w, i) => ({ ...w, ...w.address, id: workshopIds[i]! })),
      new Date(now),
    );
    lap('repairItemsAndPrices');

    // The bulk of the seed (the catalogue and the history) goes in with the tables' indexes built and
    // foreign keys checked once at the end: seconds instead of a minute.
    const { vehicleCount, history, demoQuotes, historyStarted } = await bulkLoad(
      tx,
      BULK_TABLES,
      async () => {
        const vehicleCount = await seedCatalogue(tx, undefined, { analyze: false });
        await seedBrandTerms(tx);
        lap('catalogue');
        // The history's rows are generated here while PostgreSQL gathers the catalogue's statistics.
        const historyRows = await prepareHistory(tx, new Date(now), undefined, () => analyzeCatalogue(tx));
        lap('catalogueStatisticsAndHistoryRows');

        // Demo accounts, all confirmed, with the same password (printed by the start command).
        const confirmed = new Date(now);
        const [customer, fleet, workshopUser, admin, secondWorkshopUser] = DEMO_ACCOUNTS;
        await tx.insert(users).values([
          {
            email: customer.email,
            firstName: 'Thandi',
            lastName: 'Nkosi',
            phone: '+27825550101',
            passwordHash,
            emailConfirmedAt: confirmed,
            termsAcceptedAt: confirmed,
          },
          {
            email: fleet.email,
            firstName: 'Pieter',
            lastName: 'van der Merwe',
            phone: '+27835550102',
            passwordHash,
            emailConfirmedAt: confirmed,
            termsAcceptedAt: confirmed,
          },
          {
            email: workshopUser.email,
            firstName: 'Sipho',
            lastName: 'Dlamini',
            phone: '+27845550103',
            passwordHash,
            emailConfirmedAt: confirmed,
            termsAcceptedAt: confirmed,
          },
          {
            email: admin.email,
            firstName: 'Ayesha',
            lastName: 'Patel',
            phone: '+27865550104',
            passwordHash,
            emailConfirmedAt: confirmed,
            termsAcceptedAt: confirmed,
          },
          {
            email: secondWorkshopUser.email,
            firstName: 'Stefan',
            lastName: 'Kruger',
            phone: '+27875550105',
            passwordHash,
            emailConfirmedAt: confirmed,
            termsAcceptedAt: confirmed,
          },
        ]);
        const idOf = async (email: string) =>
          (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
        const demoOrg = organisations[0]!;
        await tx.insert(organizationUsers).values({
          userId: await idOf(fleet.email),
          organizationId: orgIds.get(demoOrg.name)!,
          currentBranchId: branchIds.get(demoOrg.name)![0]!,
          role: 'admin',
        });
        await tx.insert(workshopUsers).values([
          { userId: await idOf(workshopUser.email), workshopId: workshopIds[0]! },
          { userId: await idOf(secondWorkshopUser.email), workshopId: workshopIds[1]! },
        ]);

        // My Garage: the demo customer's vehicles (policies, readings, a vehicle report) and the fleet's bakkies.
        await seedDemoGarages(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          fleetUserId: await idOf(fleet.email),
          fleetBranchId: branchIds.get(demoOrg.name)![0]!,
          workshopId: workshopIds[0]!,
          fileStore: options.fileStore,
          now: new Date(now),
        });

        // An invoiced job of the demo customer, waiting to be paid online (issue 11).
        await seedDemoInvoice(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          workshopId: workshopIds[0]!,
          now: new Date(now),
        });

        // A guest's, at a workshop paid through Paystack (decision 029).
        await seedDemoGuestInvoice(tx, { workshopId: workshopIds[1]!, now: new Date(now) });
        // Invoices the payment-resume journeys leave half-paid and pick up again (decision 050).
        await seedDemoResumeInvoices(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          payfastWorkshopId: workshopIds[0]!,
          paystackWorkshopId: workshopIds[1]!,
          now: new Date(now),
        });

        // Invoices the dispute journeys pay, dispute and see partly refunded (decision 063): at the second
        // demo workshop, whose statement and payouts no other journey reads.
        await seedDemoDisputeInvoices(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          workshopId: workshopIds[1]!,
          now: new Date(now),
        });

        // Completed jobs within their guarantee, which the guarantee-claim journeys claim under (decision 076).
        await seedDemoGuaranteeClaimJobs(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          workshopId: workshopIds[1]!,
          now: new Date(now),
        });

        lap('demoAccounts');
        // The marketplace's past: guest requests since 1 September 2020, quotes, payments, reviews (decision 016).
        const historyStarted = Date.now();
        const history = await seedHistory(
          tx,
          new Date(now),
          undefined,
          options.commissionPercent,
          historyRows,
        );
        lap('history');
        // After the history, so the demo workshop's invoice numbers continue after its past invoices.
        const demoQuotes = await seedDemoQuotes(tx, {
          customerId: await idOf(customer.email),
          customerEmail: customer.email,
          workshopIds: workshopIds.slice(0, 2),
          now: new Date(now),
        });
        // The demo fleet's branches at work: requests in every state, events, inbox, notifications (decision 044).
        const fleetWork = await seedDemoFleet(tx, {
          fleetUserId: await idOf(fleet.email),
          fleetEmail: fleet.email,
          fleetName: { first: 'Pieter', last: 'van der Merwe' },
          phone: '+27835550102',
          branchIds: branchIds.get(demoOrg.name)!,
          now: new Date(now),
        });
        // Its paid jobs are credited and paid out by the same rule as the history's.
        await creditAndPayOut(tx, new Date(now), options.commissionPercent);
        // Every sent quote carries its workshop's guarantee, as sending copies it (decision 076).
        await tx.execute(
          sql`update quotes q set guarantee = w.guarantee from workshops w
              where q.workshop_id = w.id and q.sent_at is not null and q.guarantee is null`,
        );
        lap('demoWork');
        return { vehicleCount, history, demoQuotes: { ...demoQuotes, fleet: fleetWork }, historyStarted };
      },
    );
    // Figures counted before the history came in are stale now: the next read counts them again; the
    // estimate's views are recomputed at once, so the first estimate already draws on the history.
    lap('indexesAndKeys');
    await tx.delete(quoteRequestStats);
    await refreshPriceViews(tx);
    lap('priceViews');

    log?.info(
      {
        regions: regions.length,
        workshops: workshops.length,
        organisations: organisations.length,
        vehicles: vehicleCount,
        history: { ...history, totalMs: Date.now() - historyStarted },
        demoQuotes,
        ms: Date.now() - started,
        parts,
      },
      'demo data seeded',
    );
    return true;
  });
}
