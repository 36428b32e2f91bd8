import {
  type AcceptAmendmentInput,
  type AcceptQuoteInput,
  AmendmentStatus,
  addDays,
  type CancelBookingInput,
  type CancelRequestInput,
  calendarDate,
  type DeclineQuoteInput,
  formatDropOff,
  formatRand,
  freeChangeDeadline,
  freeChangeNotice,
  isIsoDate,
  type QuoteActionAnswer,
  QuoteRequestStatus,
  QuoteStatus,
  type RescheduleBookingInput,
} from '@motorwise/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound, transitionRefused } from '../../lib/errors';
import type { CheckedUpload } from '../files/index';
import type { QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { WorkshopAvailabilityService } from '../workshops/index';
import { type Access, type CustomerCaller, customerWho, type QuoteDeps, withFiles } from './access';
import { approvedLines, type Lifecycle, type Locked, totalsOf, vatOf, type Who } from './lifecycle';
import type { Message, Notify } from './notify';
import type * as QuotesRepo from './quotes.repo';

/**
 * The customer's side of quotes (spec: the Quotes call table; decision 020), acting on them through the
 * lifecycle: booking, answering an amendment, cancelling a booking, declining a quote, cancelling the request.
 */

/**
 * A booking is for a day from tomorrow up to 60 days ahead (the spec leaves it "not shown"); which days the
 * workshop opens, and has room, its diary decides (decision 075: Saturdays too, never a public holiday).
 */
export const BOOKING_MAX_DAYS_AHEAD = 60;
export const BOOKING_DATE_MESSAGE = `Please choose a day from tomorrow up to ${BOOKING_MAX_DAYS_AHEAD} days ahead.`;

export function checkServiceDate(date: string, now: Date) {
  const today = calendarDate(now);
  if (!isIsoDate(date) || date <= today || date > addDays(today, BOOKING_MAX_DAYS_AHEAD))
    throw badRequest({ serviceDate: [BOOKING_DATE_MESSAGE] });
}

const answer = (message: string, quoteId: string, quoteStatus: number): QuoteActionAnswer => ({
  message,
  quoteId,
  quoteStatus,
});

export interface CustomerActingDeps {
  repo: Pick<
    typeof QuotesRepo,
    | 'amendmentsOf'
    | 'bookedOnRequest'
    | 'decideAmendment'
    | 'itemsOfQuotes'
    | 'setItemDecision'
    | 'updateQuote'
  >;
  quoteRequests: Pick<typeof quoteRequests, 'lock' | 'move' | 'workshopIdsOf'>;
  /** The workshop's diary: a booking takes its day's room in the booking's transaction (decision 075). */
  availability: Pick<WorkshopAvailabilityService, 'freeChangeHours' | 'takeRoom'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'actingCustomer' | 'customerRequest' | 'storeMessage'>;
  lifecycle: Pick<Lifecycle, 'applyAction' | 'lockQuote'>;
  notify: Pick<Notify, 'tellWorkshop' | 'textCustomer'>;
}

export function createCustomerActing({
  repo,
  quoteRequests,
  availability,
  access: { actingCustomer, customerRequest, storeMessage },
  lifecycle: { applyAction, lockQuote },
  notify: { tellWorkshop, textCustomer },
}: CustomerActingDeps) {
  /**
   * The workshop's reschedule and cancellation terms (decision 075): free until its hours of notice before
   * the drop-off; later, the customer is told to contact the workshop (a 409).
   */
  async function withinTerms(tx: DbOrTx, quote: Locked['quote'], doing: 'move' | 'cancel', now: Date) {
    // Only a booking not yet checked in is moved or cancelled; the lifecycle refuses the rest in its words.
    if (quote.quoteStatus !== QuoteStatus.Booked || !quote.serviceDate) return;
    const hours = await availability.freeChangeHours(tx, quote.workshopId);
    if (now <= freeChangeDeadline(quote.serviceDate, quote.dropOffTime, hours)) return;
    throw conflict(
      `This booking can no longer be ${doing === 'move' ? 'moved' : 'cancelled'} here: the workshop's terms allow it ${freeChangeNotice(hours)} (${formatDropOff(quote.serviceDate, quote.dropOffTime)}). Please contact the workshop to ${doing} it.`,
    );
  }

  return {
    /** POST /api/quotes/AcceptQuote: books the quote for a day (one booking per request). */
    async accept(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: AcceptQuoteInput,
      attachments: CheckedUpload[],
    ): Promise<QuoteActionAnswer> {
      const now = new Date();
      const when = formatDropOff(input.serviceDate, input.dropOffTime);
      const booked = await withFiles(deps, (written) =>
        deps.db.transaction(async (tx) => {
          // Read once, locked: the request, then the quote; another's is a 404 before anything else.
          const locked = actingCustomer(await lockQuote(tx, input.quoteId), caller);
          checkServiceDate(input.serviceDate, now);
          const { request } = locked;
          const who = customerWho(request, caller);
          const to = await applyAction(tx, locked, 'accept', who, {
            now,
            set: { serviceDate: input.serviceDate, dropOffTime: input.dropOffTime ?? null },
            note: `Booked for ${when}`,
          });
          // The lifecycle refuses first (its own sentences); then the day must hold this booking too (and
          // offer its drop-off time).
          await availability.takeRoom(tx, locked.quote.workshopId, input.serviceDate, input.dropOffTime);
          if (input.note || attachments.length > 0) {
            await storeMessage(
              tx,
              deps.fileStore,
              {
                quoteId: locked.quote.id,
                senderUserId: caller.user?.id ?? null,
                senderRole: 'customer',
                message: input.note || 'Booking attachments',
              },
              attachments,
              written,
            );
          }
          const name = await tellWorkshop(tx, { publicUrl: deps.publicUrl }, locked.quote, request, 'job', {
            subject: `Booked: ${request.vehicleName} on ${when}`,
            title: 'A customer booked your quote',
            body: `${request.firstName ?? 'The customer'} accepted quote ${locked.quote.reference} for the ${request.vehicleName} and booked it for ${when}.${input.note ? `\n\nTheir note: ${input.note}` : ''}`,
            linkLabel: 'Open the job',
          });
          await tellNotChosen(tx, deps, request, locked.quote.workshopId);
          // The booking is the customer's own step (the answer confirms it on screen): a text only.
          await textCustomer(tx, { publicUrl: deps.publicUrl }, request, 'booking_confirmed');
          // The answer names the workshop as the notice to it read it, in this transaction.
          return { to, name };
        }),
      );
      return answer(`Booked with ${booked.name ?? 'The workshop'} for ${when}.`, input.quoteId, booked.to);
    },

    /** POST /api/quotes/AcceptQuoteAmendment: each line approved or declined; the job goes on. */
    async answerAmendment(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: AcceptAmendmentInput,
    ): Promise<QuoteActionAnswer> {
      const result = await customerStep(deps, caller, input.quoteId, async ({ tx, locked, request, who }) => {
        const amendment = (await repo.amendmentsOf(tx, [locked.quote.id])).find(
          (a) => a.id === input.amendmentId,
        );
        if (!amendment) throw notFound('The amendment');
        if (amendment.amendmentStatus !== AmendmentStatus.pending)
          throw conflict('This amendment was already answered.');
        const lines = (await repo.itemsOfQuotes(tx, [locked.quote.id])).filter(
          (i) => i.amendmentId === amendment.id,
        );
        const unknown = input.decisions.filter((d) => !lines.some((l) => l.id === d.quoteItemId));
        if (unknown.length > 0)
          throw badRequest({ decisions: ['A line you answered is not part of this amendment.'] });
        const approvedIds = lines
          .filter((l) => input.decisions.some((d) => d.quoteItemId === l.id && d.approved))
          .map((l) => l.id);
        const declinedIds = lines.filter((l) => !approvedIds.includes(l.id)).map((l) => l.id);
        const status = await applyAction(tx, locked, 'answerAmendment', who, {
          note: `${approvedIds.length} approved, ${declinedIds.length} declined`,
        });
        await repo.setItemDecision(tx, approvedIds, AmendmentStatus.approved);
        await repo.setItemDecision(tx, declinedIds, AmendmentStatus.declined);
        await repo.decideAmendment(
          tx,
          amendment.id,
          approvedIds.length > 0 ? AmendmentStatus.approved : AmendmentStatus.declined,
        );
        const items = await repo.itemsOfQuotes(tx, [locked.quote.id]);
        const total = totalsOf(approvedLines(items), vatOf(locked.quote)).totalInclCents;
        return {
          result: { status, approved: approvedIds.length, declined: declinedIds.length, total },
          screen: 'job',
          tell: {
            subject: `Amendment answered: ${locked.quote.reference}`,
            title: 'The customer answered your amendment',
            body: `${request.firstName ?? 'The customer'} approved ${approvedIds.length} and declined ${declinedIds.length} of the ${lines.length} lines you asked about on ${request.vehicleName}. The approved total is now ${formatRand(total)}.`,
            linkLabel: 'Open the job',
          },
        };
      });
      return answer(
        `Thank you. ${result.approved} approved and ${result.declined} declined; the job total is now ${formatRand(result.total)}.`,
        input.quoteId,
        result.status,
      );
    },

    /**
     * POST /api/quotes/RescheduleQuoteBooking (decision 075): a booking not yet checked in moves to another day
     * (and drop-off time) with room, within the workshop's terms, in one transaction: the new day's room is
     * taken under its lock, and the old day's is free at once (a day's bookings are counted by service_date).
     */
    async reschedule(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: RescheduleBookingInput,
    ): Promise<QuoteActionAnswer> {
      const now = new Date();
      checkServiceDate(input.serviceDate, now);
      const when = formatDropOff(input.serviceDate, input.dropOffTime);
      const status = await customerStep(deps, caller, input.quoteId, async ({ tx, locked, request }) => {
        const { quote } = locked;
        if (quote.quoteStatus !== QuoteStatus.Booked || !quote.serviceDate)
          throw transitionRefused('Only a booking the workshop has not checked in yet can be moved.');
        await withinTerms(tx, quote, 'move', now);
        const before = formatDropOff(quote.serviceDate, quote.dropOffTime);
        await repo.updateQuote(tx, quote.id, {
          serviceDate: input.serviceDate,
          dropOffTime: input.dropOffTime ?? null,
        });
        await availability.takeRoom(tx, quote.workshopId, input.serviceDate, input.dropOffTime);
        // The new day and time confirmed to the customer by text, as the booking was (decision 074).
        await textCustomer(tx, { publicUrl: deps.publicUrl }, request, 'booking_confirmed');
        return {
          result: quote.quoteStatus,
          screen: 'job',
          tell: {
            subject: `Booking moved: ${request.vehicleName} to ${when}`,
            title: 'A customer moved a booking',
            body: `${request.firstName ?? 'The customer'} moved the booking of quote ${quote.reference} for the ${request.vehicleName} from ${before} to ${when}.`,
            linkLabel: 'Open the job',
          },
        };
      });
      return answer(`Your booking is moved to ${when}. The workshop was told.`, input.quoteId, status);
    },

    /** POST /api/quotes/CancelQuoteBooking: before check-in, within the workshop's terms (decision 075). */
    async cancelBooking(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: CancelBookingInput,
    ): Promise<QuoteActionAnswer> {
      const now = new Date();
      const status = await customerStep(
        deps,
        caller,
        input.quoteId,
        async ({ tx, locked, request, who }) => ({
          result: await withinTerms(tx, locked.quote, 'cancel', now).then(() =>
            applyAction(tx, locked, 'cancelBooking', who, {
              set: { serviceDate: null, dropOffTime: null },
              note: input.reason ? `Booking cancelled: ${input.reason}` : 'Booking cancelled by the customer',
            }),
          ),
          screen: 'request',
          tell: {
            subject: `Booking cancelled: ${locked.quote.reference}`,
            title: 'A customer cancelled a booking',
            body: `${request.firstName ?? 'The customer'} cancelled the booking of quote ${locked.quote.reference} (${request.vehicleName}).${input.reason ? `\n\nReason: ${input.reason}` : ''}`,
            linkLabel: 'Open the request',
          },
        }),
      );
      return answer(
        'Your booking is cancelled. You can book this quote or another one again.',
        input.quoteId,
        status,
      );
    },

    /**
     * POST /api/quotes/DeclineQuote (decision 051): the customer says no to an open quote. It keeps its
     * status, closed as declined by the customer, through the lifecycle; the workshop is told (with the
     * reason when one was given).
     */
    async decline(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: DeclineQuoteInput,
    ): Promise<QuoteActionAnswer> {
      const status = await customerStep(
        deps,
        caller,
        input.quoteId,
        async ({ tx, locked, request, who }) => ({
          result: await applyAction(tx, locked, 'reject', who, {
            note: input.reason ? `Declined by the customer: ${input.reason}` : 'Declined by the customer',
          }),
          screen: 'request',
          tell: {
            subject: `Quote declined: ${locked.quote.reference}`,
            title: 'The customer declined your quote',
            body: `${request.firstName ?? 'The customer'} declined quote ${locked.quote.reference} for the ${request.vehicleName}.${input.reason ? `\n\nTheir reason: ${input.reason}` : ''}`,
            linkLabel: 'Open the request',
          },
        }),
      );
      return answer('You declined this quote. The workshop was told.', input.quoteId, status);
    },

    /**
     * POST /api/quotes/CancelQuoteRequest (decision 051): the applicant cancels a request none of whose quotes
     * is booked, with a reason, through the request's one writer. Every workshop it went to is told, with the
     * reason; their quotes can no longer be accepted.
     */
    async cancelRequest(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: CancelRequestInput,
    ): Promise<{ message: string; quoteRequestStatus: number }> {
      const { row } = await customerRequest(deps.db, input.quoteRequestId, caller, 'act');
      const who = customerWho(row, caller);
      await deps.db.transaction(async (tx) => {
        // The request first, as every quote change locks it: a booking racing this waits, then is refused.
        const request = await quoteRequests.lock(tx, row.id);
        if (!request) throw notFound('The request');
        const booked = await repo.bookedOnRequest(tx, request.id, null);
        const decision = await quoteRequests.move(
          tx,
          request,
          'cancel',
          who,
          { hasBookedQuote: booked.length > 0 },
          input.reason,
        );
        if (!decision.allowed) throw transitionRefused(decision.reason);
        for (const workshopId of await quoteRequests.workshopIdsOf(tx, request.id))
          await tellWorkshop(
            tx,
            { publicUrl: deps.publicUrl },
            { id: request.id, workshopId },
            request,
            'request',
            {
              subject: `Request cancelled: ${request.reference}`,
              title: 'The customer cancelled a request',
              body: `${request.firstName ?? 'The customer'} cancelled request ${request.reference} for the ${request.vehicleName}. It can no longer be quoted or booked.\n\nTheir reason: ${input.reason}`,
              linkLabel: 'Open the request',
            },
          );
      });
      return {
        message: `Request ${row.reference} is cancelled. The workshops were told.`,
        quoteRequestStatus: QuoteRequestStatus.Cancelled,
      };
    },
  };

  /**
   * One step of the customer's on a quote (answer an amendment, cancel a booking, decline): the quote they may
   * act on, locked with its request in a transaction; the step checks and moves it through the lifecycle and
   * says what to tell the workshop, which is told in the same transaction.
   */
  async function customerStep<T>(
    deps: QuoteDeps,
    caller: CustomerCaller,
    quoteId: string,
    step: (at: {
      tx: Tx;
      locked: Locked;
      request: QuoteRequestRow;
      who: Who;
    }) => Promise<{ result: T; screen: 'request' | 'job'; tell: Message }>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      // Read once, locked: the request, then the quote; another's is a 404.
      const locked = actingCustomer(await lockQuote(tx, quoteId), caller);
      const { request } = locked;
      const who = customerWho(request, caller);
      const { result, screen, tell } = await step({ tx, locked, request, who });
      await tellWorkshop(tx, { publicUrl: deps.publicUrl }, locked.quote, request, screen, tell);
      return result;
    });
  }

  /**
   * A booking tells every other workshop the request went to, quoted or not, that the customer chose another
   * workshop (decision 051): never which one, nor its price. Through the outbox, in the booking's transaction.
   */
  async function tellNotChosen(
    tx: DbOrTx,
    deps: QuoteDeps,
    request: QuoteRequestRow,
    bookedWorkshopId: string,
  ) {
    const others = (await quoteRequests.workshopIdsOf(tx, request.id)).filter((w) => w !== bookedWorkshopId);
    for (const workshopId of others)
      await tellWorkshop(
        tx,
        { publicUrl: deps.publicUrl },
        { id: request.id, workshopId },
        request,
        'request',
        {
          subject: `Request ${request.reference} went to another workshop`,
          title: 'The customer chose another workshop',
          body: `The customer booked another workshop for the ${request.vehicleName} (request ${request.reference}). Thank you for your time; there will be more requests.`,
          linkLabel: 'Open the request',
        },
      );
  }
}
