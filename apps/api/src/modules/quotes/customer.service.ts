import {
  type AcceptAmendmentInput,
  type AcceptQuoteInput,
  AmendmentStatus,
  addDays,
  type CancelBookingInput,
  type CancelRequestInput,
  calendarDate,
  centsToRandNumber,
  type DeclineQuoteInput,
  formatDate,
  formatRand,
  INVOICED_STATUSES,
  isIsoDate,
  isWeekday,
  type MessageWorkshopInput,
  type QuoteActionAnswer,
  type QuoteMessageView,
  QuoteRequestStatus,
  QuoteStatus,
  quoteStatusLabel,
  type RequestQuotes,
  type ReviewWorkshopInput,
  type VehicleActiveQuotes,
} from '@motorwise/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { AppErrorCode, badRequest, conflict, hasCode, notFound, transitionRefused } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { CheckedUpload } from '../files/index';
import { garage } from '../garage/index';
import { type QuoteRequestRow, requestsForQuotes } from '../quote-requests/index';
import { workshopsForQuotes } from '../workshops/index';
import {
  type CustomerCaller,
  customerQuote,
  customerRequest,
  customerWho,
  NOT_FOUND_QUOTE,
  type Purpose,
  type QuoteDeps,
  readFile,
  storeFiles,
  withFiles,
} from './access';
import { invoicePdf } from './invoice.service';
import { applyAction, approvedLines, type Locked, lockQuote, totalsOf, vatOf, type Who } from './lifecycle';
import { type Message, tellWorkshop } from './notify';
import * as repo from './quotes.repo';
import { customerViews, isBooked, loadQuoteParts, reviewView, timelineOf } from './views';

/** The customer's side of quotes (spec: the Quotes call table; decision 020). */

/** A booking is for a weekday from tomorrow up to 60 days ahead (the spec leaves it "not shown"). */
export const BOOKING_MAX_DAYS_AHEAD = 60;
export const BOOKING_DATE_MESSAGE = `Please choose a weekday from tomorrow up to ${BOOKING_MAX_DAYS_AHEAD} days ahead.`;

function checkServiceDate(date: string, now: Date) {
  const today = calendarDate(now);
  if (!isIsoDate(date) || !isWeekday(date) || date <= today || date > addDays(today, BOOKING_MAX_DAYS_AHEAD))
    throw badRequest({ serviceDate: [BOOKING_DATE_MESSAGE] });
}

const answer = (message: string, quoteId: string, quoteStatus: number): QuoteActionAnswer => ({
  message,
  quoteId,
  quoteStatus,
});

async function workshopName(deps: QuoteDeps, workshopId: string) {
  const [w] = await workshopsForQuotes.findMany(deps.db, [workshopId]);
  return w?.name ?? 'The workshop';
}

export const customerQuotes = {
  /** GET /api/quotes/GetQuoteRequestQuotes/{uniqueId}?emailAddress= */
  async requestQuotes(deps: QuoteDeps, caller: CustomerCaller, id: string): Promise<RequestQuotes> {
    const { row, sharedQuoteIds } = await customerRequest(deps.db, id, caller, 'read');
    const now = new Date();
    const [every, requestParts] = await Promise.all([
      repo.listOfRequest(deps.db, row.id),
      requestsForQuotes.parts(deps.db, row.id),
    ]);
    // A branch shared some quotes sees those alone, without their messages (decision 049).
    const all = sharedQuoteIds ? every.filter((q) => sharedQuoteIds.includes(q.id)) : every;
    const views = await customerViews(
      deps.db,
      deps.distances,
      row,
      all,
      requestParts,
      caller.user?.id ?? null,
      now,
    );
    const parts = await loadQuoteParts(
      deps.db,
      all.map((q) => q.id),
    );
    // Opening the screen reads the workshops' messages: the applicant's screen only.
    if (!sharedQuoteIds)
      await repo.markRead(
        deps.db,
        views.map((v) => v.id),
        'customer',
      );
    return {
      quoteRequestId: row.id,
      uniqueId: row.uniqueId,
      reference: row.reference,
      quoteRequestStatus: row.quoteRequestStatus,
      bookedQuoteId: all.find((q) => isBooked(q.quoteStatus))?.id ?? null,
      workshopCount: sharedQuoteIds
        ? new Set(all.map((q) => q.workshopId)).size
        : requestParts.workshopIds.length,
      readOnly: sharedQuoteIds !== null,
      quotes: sharedQuoteIds
        ? views.map((v) => ({
            ...v,
            quoteMessages: [],
            allowedActions: [],
            canReview: false,
            review: null,
            // The applicant's name is not the shared branch's to read (decision 049).
            workshopCustomer: null,
          }))
        : views,
      timeline: timelineOf(row, all, parts),
    };
  },

  /** POST /api/quotes/AcceptQuote: books the quote for a day (one booking per request). */
  async accept(
    deps: QuoteDeps,
    caller: CustomerCaller,
    input: AcceptQuoteInput,
    attachments: CheckedUpload[],
  ): Promise<QuoteActionAnswer> {
    const now = new Date();
    const { quote: found, request } = await customerQuote(deps.db, input.quoteId, caller);
    checkServiceDate(input.serviceDate, now);
    const who = customerWho(request, caller);
    const status = await withFiles(deps, (written) =>
      deps.db.transaction(async (tx) => {
        const locked = await lockQuote(tx, input.quoteId);
        if (!locked) throw notFound(NOT_FOUND_QUOTE);
        const to = await applyAction(tx, locked, 'accept', who, {
          now,
          set: { serviceDate: input.serviceDate },
          note: `Booked for ${formatDate(`${input.serviceDate}T12:00:00Z`)}`,
        });
        if (input.note || attachments.length > 0) {
          const message = await repo.insertMessage(tx, {
            quoteId: locked.quote.id,
            senderUserId: caller.user?.id ?? null,
            senderRole: 'customer',
            message: input.note || 'Booking attachments',
          });
          for (const f of await storeFiles(tx, deps.fileStore, attachments, caller.user?.id ?? null, written))
            await repo.insertMessageAttachment(tx, {
              quoteMessageId: message.id,
              fileId: f.fileId,
              attachmentName: f.name,
            });
        }
        await tellWorkshop(tx, { publicUrl: deps.publicUrl }, locked.quote, request, 'job', {
          subject: `Booked: ${request.vehicleName} on ${formatDate(`${input.serviceDate}T12:00:00Z`)}`,
          title: 'A customer booked your quote',
          body: `${request.firstName ?? 'The customer'} accepted quote ${locked.quote.reference} for the ${request.vehicleName} and booked it for ${formatDate(`${input.serviceDate}T12:00:00Z`)}.${input.note ? `\n\nTheir note: ${input.note}` : ''}`,
          linkLabel: 'Open the job',
        });
        await tellNotChosen(tx, deps, request, locked.quote.workshopId);
        return to;
      }),
    );
    return answer(
      `Booked with ${await workshopName(deps, found.workshopId)} for ${formatDate(`${input.serviceDate}T12:00:00Z`)}.`,
      input.quoteId,
      status,
    );
  },

  /** POST /api/quotes/MessageWorkshop */
  async message(
    deps: QuoteDeps,
    caller: CustomerCaller,
    input: MessageWorkshopInput,
    attachments: CheckedUpload[],
  ): Promise<QuoteMessageView> {
    const { quote, request } = await customerQuote(deps.db, input.quoteId, caller);
    const id = await withFiles(deps, (written) =>
      deps.db.transaction(async (tx) => {
        const message = await repo.insertMessage(tx, {
          quoteId: quote.id,
          senderUserId: caller.user?.id ?? null,
          senderRole: 'customer',
          message: input.message,
        });
        for (const f of await storeFiles(tx, deps.fileStore, attachments, caller.user?.id ?? null, written))
          await repo.insertMessageAttachment(tx, {
            quoteMessageId: message.id,
            fileId: f.fileId,
            attachmentName: f.name,
          });
        await tellWorkshop(
          tx,
          { publicUrl: deps.publicUrl },
          quote,
          request,
          isBooked(quote.quoteStatus) ? 'job' : 'request',
          {
            subject: `Message about ${quote.reference}`,
            title: 'A message from a customer',
            body: `${request.firstName ?? 'The customer'} wrote about quote ${quote.reference} (${request.vehicleName}):\n\n${input.message}`,
            linkLabel: 'Read and reply',
            kind: 'message',
          },
        );
        return message.id;
      }),
    );
    const parts = await loadQuoteParts(deps.db, [quote.id]);
    const m = parts.messages.find((x) => x.id === id)!;
    return {
      id: m.id,
      senderRole: 'customer',
      senderName: request.firstName,
      message: m.message,
      dateCreatedUtc: m.createdAt.toISOString(),
      readAtUtc: null,
      attachments: parts.attachments
        .filter((a) => a.quoteMessageId === id)
        .map((a) => {
          const f = parts.fileRows.find((x) => x.id === a.fileId);
          return {
            attachmentName: a.attachmentName,
            mimeType: f?.mimeType ?? '',
            sizeBytes: f?.sizeBytes ?? 0,
          };
        }),
    };
  },

  /**
   * GET /api/Quotes/DownloadQuoteMessageAttachment/{messageId}?attachmentName=: for the request's
   * customer (or a guest with its e-mail) and for the quote's workshop.
   */
  async messageAttachment(
    deps: QuoteDeps,
    caller: CustomerCaller,
    messageId: string,
    attachmentName: string,
  ) {
    const message = isUuid(messageId) ? await repo.findMessage(deps.db, messageId) : null;
    if (!message) throw notFound('The attachment');
    await quoteForEitherSide(deps, caller, message.quoteId, 'The attachment', 'act');
    const attachment = (await repo.messageAttachmentsOf(deps.db, [message.id])).find(
      (a) => a.attachmentName === attachmentName,
    );
    if (!attachment) throw notFound('The attachment');
    return readFile(deps, attachment.fileId, attachment.attachmentName);
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

  /** POST /api/quotes/CancelQuoteBooking: before check-in. */
  async cancelBooking(
    deps: QuoteDeps,
    caller: CustomerCaller,
    input: CancelBookingInput,
  ): Promise<QuoteActionAnswer> {
    const status = await customerStep(deps, caller, input.quoteId, async ({ tx, locked, request, who }) => ({
      result: await applyAction(tx, locked, 'cancelBooking', who, {
        set: { serviceDate: null },
        note: input.reason ? `Booking cancelled: ${input.reason}` : 'Booking cancelled by the customer',
      }),
      screen: 'request',
      tell: {
        subject: `Booking cancelled: ${locked.quote.reference}`,
        title: 'A customer cancelled a booking',
        body: `${request.firstName ?? 'The customer'} cancelled the booking of quote ${locked.quote.reference} (${request.vehicleName}).${input.reason ? `\n\nReason: ${input.reason}` : ''}`,
        linkLabel: 'Open the request',
      },
    }));
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
    const status = await customerStep(deps, caller, input.quoteId, async ({ tx, locked, request, who }) => ({
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
    }));
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
      const request = await requestsForQuotes.lock(tx, row.id);
      if (!request) throw notFound('The request');
      const booked = await repo.bookedOnRequest(tx, request.id, null);
      const decision = await requestsForQuotes.move(
        tx,
        request,
        'cancel',
        who,
        { hasBookedQuote: booked.length > 0 },
        input.reason,
      );
      if (!decision.allowed) throw transitionRefused(decision.reason);
      for (const workshopId of await requestsForQuotes.workshopIdsOf(tx, request.id))
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

  /** GET /api/quotes/GetCustomerVehicleActiveQuotes/{garageVehicleId} */
  async vehicleActiveQuotes(
    deps: QuoteDeps,
    user: SessionUser,
    garageVehicleId: string,
  ): Promise<VehicleActiveQuotes> {
    const vehicle = isUuid(garageVehicleId) ? await garage.find(deps.db, user, garageVehicleId) : null;
    if (!vehicle) throw notFound('The vehicle');
    const requests = await requestsForQuotes.forGarageVehicle(deps.db, vehicle.id);
    const booked = await repo.bookedOfRequests(
      deps.db,
      requests.map((r) => r.id),
    );
    const items = await repo.itemsOfQuotes(
      deps.db,
      booked.map((q) => q.id),
    );
    const amendments = await repo.amendmentsOf(
      deps.db,
      booked.map((q) => q.id),
    );
    const names = await workshopsForQuotes.findMany(deps.db, [...new Set(booked.map((q) => q.workshopId))]);
    const nameOf = (id: string) => names.find((w) => w.id === id)?.name ?? 'Workshop';
    const active = booked.filter((q) => q.quoteStatus !== QuoteStatus.Completed);
    return {
      quotes: active.map((q) => {
        const r = requests.find((x) => x.id === q.quoteRequestId)!;
        const lines = approvedLines(items.filter((i) => i.quoteId === q.id));
        return {
          quoteId: q.id,
          quoteRequestId: q.quoteRequestId,
          requestUniqueId: r.uniqueId,
          reference: q.reference,
          workshopName: nameOf(q.workshopId),
          quoteStatus: q.quoteStatus,
          quoteStatusText: quoteStatusLabel(q.quoteStatus) ?? String(q.quoteStatus),
          serviceDate: q.serviceDate,
          quoteTotalIncl: centsToRandNumber(
            totalsOf(lines, vatOf(q), INVOICED_STATUSES.includes(q.quoteStatus as QuoteStatus))
              .totalInclCents,
          ),
          dateModifiedUtc: q.updatedAt.toISOString(),
        };
      }),
      recommendedWork: items
        .filter((i) => i.amendmentStatus === AmendmentStatus.declined && i.amendmentType !== 2)
        .map((i) => {
          const q = booked.find((x) => x.id === i.quoteId)!;
          const decided = amendments.find((a) => a.id === i.amendmentId)?.decidedAt ?? null;
          return {
            quoteItemId: i.id,
            description: i.description,
            workshopName: nameOf(q.workshopId),
            totalIncl: centsToRandNumber(i.totalInclCents),
            dateDeclinedUtc: decided ? decided.toISOString() : null,
          };
        }),
    };
  },

  /** POST /api/quotes/ReviewWorkshop: once per completed job, by its customer. */
  async review(deps: QuoteDeps, user: SessionUser, input: ReviewWorkshopInput) {
    const { quote, request, viaEmail } = await customerQuote(deps.db, input.quoteId, { user });
    if (viaEmail) throw notFound(NOT_FOUND_QUOTE);
    if (quote.quoteStatus !== QuoteStatus.Completed)
      throw conflict('You can review a workshop once your job there is completed.');
    const row = await deps.db.transaction(async (tx) => {
      const added = await workshopsForQuotes.addReview(tx, {
        workshopId: quote.workshopId,
        quoteId: quote.id,
        userId: user.id,
        authorName: request.firstName
          ? `${request.firstName}${request.lastName ? ` ${request.lastName[0]!.toUpperCase()}.` : ''}`
          : 'Customer',
        rating: input.rating,
        review: input.review,
      });
      if (!added) throw conflict('You already reviewed this job. Thank you!');
      await tellWorkshop(tx, { publicUrl: deps.publicUrl }, quote, request, 'job', {
        subject: `New review: ${input.rating} of 5`,
        title: 'A customer reviewed your workshop',
        body: `${added.authorName} rated the job on the ${request.vehicleName} ${input.rating} of 5:\n\n${input.review}`,
        linkLabel: 'Open the job',
      });
      return added;
    });
    return reviewView(row);
  },

  /** GET /api/quotes/DownloadInvoice/{quoteId}: the (tax) invoice PDF, for the customer and the workshop. */
  async invoice(deps: QuoteDeps, caller: CustomerCaller, quoteId: string) {
    const { quote, request } = await quoteForEitherSide(deps, caller, quoteId, 'The invoice', 'act');
    if (!INVOICED_STATUSES.includes(quote.quoteStatus as QuoteStatus) || !quote.invoiceNumber)
      throw notFound('The invoice');
    return invoicePdf(deps.db, quote, request);
  },

  /**
   * A request's attachment or licence-disk photo, for its customer and the workshops it chose; not for a
   * branch shared a quote (decision 049).
   */
  async requestFile(
    deps: QuoteDeps,
    caller: CustomerCaller,
    requestId: string,
    which: number | 'licenseDisk',
  ) {
    const row = await requestsForQuotes.find(deps.db, requestId);
    if (!row) throw notFound('The file');
    const isCustomer = await customerRequest(deps.db, row.id, caller, 'act').then(
      () => true,
      () => false,
    );
    const isChosen =
      caller.user &&
      (await requestsForQuotes.chosenWorkshops(deps.db, row.id, caller.user.workshopIds)).length > 0;
    if (!isCustomer && !isChosen) throw notFound('The file');
    const fileId =
      which === 'licenseDisk'
        ? row.licenseDiskFileId
        : await requestsForQuotes.attachmentFileId(deps.db, row.id, which);
    if (!fileId) throw notFound('The file');
    return readFile(deps, fileId);
  },

  /** A photo sent with an amendment, for the customer, a branch the quote was shared with and the workshop. */
  async amendmentPhoto(deps: QuoteDeps, caller: CustomerCaller, photoId: string) {
    const photo = isUuid(photoId) ? await repo.findPhoto(deps.db, photoId) : null;
    if (!photo) throw notFound('The photo');
    const amendment = (await repo.amendmentsById(deps.db, photo.amendmentId))!;
    await quoteForEitherSide(deps, caller, amendment.quoteId, 'The photo', 'read');
    return readFile(deps, photo.fileId, photo.fileName);
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
  const { request } = await customerQuote(deps.db, quoteId, caller);
  const who = customerWho(request, caller);
  return deps.db.transaction(async (tx) => {
    const locked = await lockQuote(tx, quoteId);
    if (!locked) throw notFound(NOT_FOUND_QUOTE);
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
  const others = (await requestsForQuotes.workshopIdsOf(tx, request.id)).filter(
    (w) => w !== bookedWorkshopId,
  );
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

/**
 * The quote for a user of its workshop, or for its customer (a guest through their e-mail link): to 'act'
 * the applicant only; to 'read' also a branch the quote was shared with (decision 049); else 404.
 */
async function quoteForEitherSide(
  deps: QuoteDeps,
  caller: CustomerCaller,
  quoteId: string,
  what: string,
  purpose: Purpose,
) {
  const quote = isUuid(quoteId) ? await repo.findById(deps.db, quoteId) : null;
  if (!quote) throw notFound(what);
  if (caller.user?.workshopIds.includes(quote.workshopId)) {
    const request = await requestsForQuotes.find(deps.db, quote.quoteRequestId);
    if (request) return { quote, request };
  }
  try {
    const found = await customerQuote(deps.db, quoteId, caller, purpose);
    return { quote: found.quote, request: found.request };
  } catch (error) {
    if (hasCode(error, AppErrorCode.NOT_FOUND)) throw notFound(what);
    throw error;
  }
}
