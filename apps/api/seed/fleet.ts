import {
  AmendmentChangeType,
  AmendmentStatus,
  addDays,
  calendarDate,
  formatDate,
  formatRand,
  formatStoredQuoteType,
  OPEN_QUOTE_STATUSES,
  QUOTE_CLOSED_TEXT,
  QuoteRequestStatus,
  QuoteStatus,
} from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import {
  addresses,
  payments,
  quoteAmendments,
  quoteItems,
  quoteMessages,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  quoteStatusHistory,
  quotes,
} from '../src/db/schema';
import { BRANCHES, monthsOf, WORK } from './data/fleet';
import {
  type FleetSeed,
  type News,
  pricedLine,
  shareQuote,
  type WorkshopRow,
  weekdayAfter,
  writeNews,
} from './fleet-rows';
import { nextDemoInvoiceNumber } from './quotes';

/**
 * The demo fleet's work (decision 044): each branch of Sondela Fleet Services has requests in every state
 * the organisation workspace shows (open, quoted and waiting for a decision, booked, in the workshop, an
 * amendment to approve, an invoice to pay, paid and collected jobs this month, last month and the months
 * before), with the events, inbox messages and notifications the live code would have written, and one
 * quote shared from the head office with the Cape Town depot. Written from fixed tables
 * (data/fleet-branches.json and data/fleet-work.json, read by data/fleet.ts), no randomness: the same rows
 * on every seed, dated relative to "now" so the dashboard's months always have figures.
 */

const DAY = 86_400_000;
const S = QuoteStatus;

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
  // A catalogue vehicle by brand, range, model and the nearest year (the lower id on a tie), null if the
  // catalogue lacks it: the catalogue is read once and looked up in memory (no index serves these
  // lookups, and each scanned the whole catalogue).
  let catalogueByModel: Map<string, { id: number; year: number }[]> | undefined;
  const catalogue = async (v: { brand: string; range: string; model: string; year: number }) => {
    if (!catalogueByModel) {
      const { rows } = await tx.execute(
        sql`select id::int as id, brand, range, model, year from vehicles where not is_manual`,
      );
      catalogueByModel = new Map();
      for (const r of rows as unknown as {
        id: number;
        brand: string;
        range: string;
        model: string;
        year: number;
      }[]) {
        const key = `${r.brand}\u0000${r.range}\u0000${r.model}`;
        const list = catalogueByModel.get(key) ?? [];
        list.push({ id: r.id, year: r.year });
        catalogueByModel.set(key, list);
      }
    }
    let best: { id: number; year: number } | undefined;
    for (const c of catalogueByModel.get(`${v.brand}\u0000${v.range}\u0000${v.model}`) ?? []) {
      const [d, bestD] = [Math.abs(c.year - v.year), best ? Math.abs(best.year - v.year) : Infinity];
      if (d < bestD || (d === bestD && c.id < best!.id)) best = c;
    }
    return best?.id ?? null;
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
