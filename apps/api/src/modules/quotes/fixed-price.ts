import { formatDropOff, removeVat } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { quoteRequests } from '../quote-requests/index';
import type { WorkshopAvailabilityService, workshops } from '../workshops/index';
import { checkServiceDate } from './customer-acting.service';
import { createQuote, type Lifecycle, type Who, workshopVat } from './lifecycle';
import type { Notify, NotifyContext } from './notify';
import * as repo from './quotes.repo';

/**
 * A booking at a workshop's fixed price (decision 077): on a request just written in the caller's
 * transaction, the workshop's quote at the menu price and its booking, through the lifecycle as any quote
 * (created, sent with the workshop's guarantee as a sent quote carries it, decision 076, then accepted by
 * the customer), the day's room taken from the workshop's diary (decision 075), and the workshop told as on
 * an accept. Everything in the caller's transaction: a refusal anywhere leaves nothing behind.
 */

export interface FixedPriceBooking {
  requestId: string;
  workshopId: string;
  /** The job as the menu names it, and what its price includes. */
  jobName: string;
  included: string[];
  partsPreference: string;
  priceInclCents: number;
  /** The last day the menu price holds: the quote's expiry. */
  validUntil: string;
  serviceDate: string;
  /** The drop-off time chosen from the day's (decision 075), or none: the day only. */
  dropOffTime: string | null;
  note: string | null;
  /** The customer who books (the history's who). */
  customer: Who;
}

/** The end of a Johannesburg calendar day (UTC+2, no daylight saving). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999+02:00`);

/** What a booking at a fixed price uses of the modules below and of the lifecycle; wired in index.ts. */
export interface FixedPriceDeps {
  workshops: Pick<typeof workshops, 'findMany'>;
  quoteRequests: Pick<typeof quoteRequests, 'lock'>;
  availability: Pick<WorkshopAvailabilityService, 'takeRoom'>;
  lifecycle: Pick<Lifecycle, 'applyAction' | 'lockQuote'>;
  notify: Pick<Notify, 'tellWorkshop' | 'textCustomer'>;
}

export function createFixedPriceBooking({
  workshops,
  quoteRequests,
  availability,
  lifecycle,
  notify,
}: FixedPriceDeps) {
  const { applyAction, lockQuote } = lifecycle;
  const { tellWorkshop, textCustomer } = notify;

  /** Books a fixed price; returns the quote's id and status (Booked). */
  async function bookFixedPrice(
    tx: DbOrTx,
    notify: NotifyContext,
    b: FixedPriceBooking,
    now: Date = new Date(),
  ): Promise<{ quoteId: string; status: number }> {
    checkServiceDate(b.serviceDate, now);
    const when = formatDropOff(b.serviceDate, b.dropOffTime);
    const [workshop] = await workshops.findMany(tx, [b.workshopId]);
    if (!workshop) throw notFound('The workshop');
    const request = await quoteRequests.lock(tx, b.requestId);
    if (!request) throw notFound('The request');
    // The workshop's side is the menu it published: no person of the workshop acts here.
    const shop: Who = { actor: 'workshop', username: 'system' };
    const created = await createQuote(tx, { request, workshopId: b.workshopId, workshop, who: shop, now });
    const locked = await lockQuote(tx, created.id);
    if (!locked) throw notFound('The quote');
    const vat = workshopVat(workshop);
    await applyAction(tx, locked, 'send', shop, {
      now,
      set: {
        sentAt: now,
        guarantee: workshop.guarantee ?? null,
        expiresAt: endOfDay(b.validUntil),
        notes: `Fixed price: ${b.jobName}, ${b.partsPreference.toLowerCase()}. Any extra work is quoted as an amendment.`,
      },
      note: 'Sent at the fixed price',
    });
    // The price is held: one line carries it whole (the total incl. VAT is a stored line's truth), and
    // each included line follows it at no charge. The lines name no request item: the request has the one
    // job, and its items' ids are not read back inside the transaction.
    const taxed = vat.isVatRegistered && vat.vatRate > 0;
    const priceExclCents = taxed ? removeVat(b.priceInclCents, vat.vatRate) : b.priceInclCents;
    await repo.replaceOwnItems(tx, locked.quote.id, [
      {
        quoteId: locked.quote.id,
        quoteRequestItemId: null,
        description: `${b.jobName} (fixed price)`,
        note: b.partsPreference,
        lineKind: 'labour',
        isLabour: true,
        priceExclCents,
        priceInclCents: b.priceInclCents,
        quantity: '1.000',
        totalInclCents: b.priceInclCents,
        noVat: false,
        sortOrder: 0,
      },
      ...b.included.map((description, i) => ({
        quoteId: locked.quote.id,
        quoteRequestItemId: null,
        description,
        note: 'Included in the fixed price',
        lineKind: 'sundry',
        isLabour: false,
        priceExclCents: 0,
        priceInclCents: 0,
        quantity: '1.000',
        totalInclCents: 0,
        noVat: false,
        sortOrder: i + 1,
      })),
    ]);
    const status = await applyAction(tx, locked, 'accept', b.customer, {
      now,
      set: { serviceDate: b.serviceDate, dropOffTime: b.dropOffTime },
      note: `Booked for ${when} at the fixed price`,
    });
    // The lifecycle first (its own sentences); then the day must hold this booking too, at an offered
    // drop-off time (decision 075).
    await availability.takeRoom(tx, b.workshopId, b.serviceDate, b.dropOffTime ?? undefined);
    await tellWorkshop(tx, notify, locked.quote, request, 'job', {
      subject: `Booked: ${request.vehicleName} on ${when}`,
      title: 'A customer booked your fixed price',
      body: `${request.firstName ?? 'The customer'} booked your fixed price for ${b.jobName} (quote ${locked.quote.reference}) for the ${request.vehicleName} on ${when}.${b.note ? `\n\nTheir note: ${b.note}` : ''}`,
      linkLabel: 'Open the job',
    });
    await textCustomer(tx, notify, request, 'booking_confirmed');
    return { quoteId: locked.quote.id, status };
  }

  return { bookFixedPrice };
}
