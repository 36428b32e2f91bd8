import { addDays, calendarDate, isWeekday, pathOf, publicHolidayOn, QUOTES_API } from '@motorwise/shared';
import { expect } from 'vitest';
import { addresses, quoteRequestItems, quoteRequests, quoteRequestWorkshops } from '../src/db/schema';
import type { createSignedInUser, TestApp } from './helpers';

/**
 * The quote tests' shared setup: a request put straight in the database (the submit flow has its own
 * tests), the workshops it went to quoting it through the portal, and the customer booking a quote.
 */

export type User = Awaited<ReturnType<typeof createSignedInUser>>;

/** The next weekday after tomorrow that is no public holiday: a valid booking day (decision 075). */
export function bookingDay(): string {
  let day = addDays(calendarDate(new Date()), 2);
  while (!isWeekday(day) || publicHolidayOn(day)) day = addDays(day, 1);
  return day;
}

export interface MadeRequest {
  id: string;
  uniqueId: string;
  reference: string;
  email: string;
  itemIds: string[];
}

/** What a test file's requests look like; what is not given is a Toyota's minor service in Ferndale. */
export interface RequestShape {
  /** The references' start (MW-TEST-0001-…), one per test file. */
  referencePrefix: string;
  vehicleName?: string;
  notes?: string;
  /** Beside the suburb, town and position every request's address has. */
  street?: { streetNumber: string; streetName: string };
  /** The request's items, in this order; one "Minor service" when not given. */
  items?: Omit<typeof quoteRequestItems.$inferInsert, 'quoteRequestId' | 'sortOrder'>[];
}

export function quoteFixtures(t: TestApp, shape: RequestShape) {
  const { app, deps } = t;
  const db = deps.db;
  let counter = 0;

  const call = (
    user: Pick<User, 'headers'> | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: user ? user.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A request straight in the database, sent to these workshops. */
  async function makeRequest(
    owner: { id: string | null; email: string },
    workshopIds: string[],
    quoteType = 'Service - SMC_Service',
  ): Promise<MadeRequest> {
    counter += 1;
    const [address] = await db
      .insert(addresses)
      .values({
        ...shape.street,
        suburb: 'Ferndale',
        town: 'Randburg',
        city: 'Randburg',
        lat: -26.0869,
        lng: 27.9899,
      })
      .returning({ id: addresses.id });
    const [r] = await db
      .insert(quoteRequests)
      .values({
        reference: `${shape.referencePrefix}-${String(counter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6)}`,
        userId: owner.id,
        madeAsGuest: owner.id === null,
        vehicleName: shape.vehicleName ?? '2021 Toyota Hilux 2.8 GD-6',
        vehicleMileage: 85000,
        quoteType,
        serviceType: quoteType.split(' - ')[0],
        addressId: address!.id,
        email: owner.email,
        firstName: 'Thandi',
        lastName: 'Mokoena',
        datesRequested: [bookingDay()],
        notes: shape.notes,
        partsPreference: 'Original parts',
      })
      .returning();
    const items = await db
      .insert(quoteRequestItems)
      .values(
        (shape.items ?? [{ name: 'Minor service' }]).map((item, sortOrder) => ({
          ...item,
          quoteRequestId: r!.id,
          sortOrder,
        })),
      )
      .returning({ id: quoteRequestItems.id });
    if (workshopIds.length > 0)
      await db
        .insert(quoteRequestWorkshops)
        .values(workshopIds.map((workshopId) => ({ quoteRequestId: r!.id, workshopId })));
    return {
      id: r!.id,
      uniqueId: r!.uniqueId,
      reference: r!.reference,
      email: owner.email,
      itemIds: items.map((i) => i.id),
    };
  }

  /** The workshop saves its quote for the request (sends it, unless `body` says another action); 200. */
  async function sendQuote<Q extends { id: string } = { id: string }>(
    shop: User,
    requestId: string,
    body: Record<string, unknown>,
  ): Promise<Q> {
    const res = await call(shop, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: requestId }), {
      action: 'send',
      jobTurnaround: 1,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().quote as Q;
  }

  /** The customer (or a guest, with `emailAddress` in `extra`) books the quote for the booking day. */
  const accept = (who: User | null, quoteId: string, extra: Record<string, string> = {}) =>
    call(who, 'POST', QUOTES_API.acceptQuote.path, { quoteId, serviceDate: bookingDay(), ...extra });

  return { call, makeRequest, sendQuote, accept };
}
