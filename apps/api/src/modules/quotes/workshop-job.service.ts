import {
  AmendmentChangeType,
  type AmendmentInput,
  AmendmentStatus,
  centsToRandNumber,
  checkInMileageProblem,
  type QuoteActionAnswer,
  type QuoteMessageView,
  QuoteStatus,
  quoteStatusLabel,
  type WorkshopJob,
  type WorkshopJobSummary,
  type WorkshopQuote,
} from '@motorwise/shared';
import { badRequest, type FieldErrors } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { CheckedUpload } from '../files/index';
import type { QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { workshops } from '../workshops/index';
import { type Access, type QuoteDeps, withFiles, workshopWho } from './access';
import { approvedLines, type Lifecycle, totalsOf, vatOf } from './lifecycle';
import type { Notify } from './notify';
import type * as QuotesRepo from './quotes.repo';
import {
  amendmentMessage,
  bookingCancelledMessage,
  checkedInMessage,
  workshopWroteMessage,
} from './workshop.texts';
import { toStoredLines } from './workshop-quoting.service';
import type { WorkshopRequests } from './workshop-requests.service';
import { answer, type WorkshopStep } from './workshop-step';

/** The workshop portal (decision 020), the job: booked jobs, check-in, amendments, cancelling, messages. */

/** The statuses of a booked job in each of the job list's states (all: every one, in this order). */
const JOB_STATES = {
  open: [QuoteStatus.Booked, QuoteStatus.InProgress, QuoteStatus.AmendmentPending, QuoteStatus.ProForma],
  invoiced: [QuoteStatus.Invoiced, QuoteStatus.Checkout, QuoteStatus.Paid],
  done: [QuoteStatus.Completed],
};

export interface WorkshopJobDeps {
  repo: Pick<
    typeof QuotesRepo,
    'insertAmendment' | 'insertItems' | 'insertPhoto' | 'itemsOfQuotes' | 'jobsOf' | 'unreadCounts'
  >;
  quoteRequests: Pick<typeof quoteRequests, 'findByIds' | 'parts'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  incoming: WorkshopRequests['incoming'];
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'storeFiles' | 'storeMessage' | 'workshopQuote'>;
  lifecycle: Pick<Lifecycle, 'applyAction'>;
  notify: Pick<Notify, 'tellCustomer'>;
  steps: Pick<WorkshopStep, 'lockOwn' | 'simpleStep'>;
}

export function createWorkshopJob({
  repo,
  quoteRequests,
  workshops,
  incoming,
  access: { storeFiles, storeMessage, workshopQuote },
  lifecycle: { applyAction },
  notify: { tellCustomer },
  steps: { lockOwn, simpleStep },
}: WorkshopJobDeps) {
  return {
    /** GET /api/workshop/jobs: booked jobs by day. */
    async jobs(
      deps: QuoteDeps,
      user: SessionUser,
      q: { from?: string; to?: string; state: 'open' | 'invoiced' | 'done' | 'all' },
    ): Promise<WorkshopJobSummary[]> {
      const statuses = { ...JOB_STATES, all: Object.values(JOB_STATES).flat() }[q.state];
      const list = await repo.jobsOf(deps.db, {
        workshopIds: user.workshopIds,
        statuses,
        from: q.from,
        to: q.to,
      });
      const ids = list.map((x) => x.id);
      const [requests, items, unread] = await Promise.all([
        quoteRequests.findByIds(
          deps.db,
          list.map((x) => x.quoteRequestId),
        ),
        repo.itemsOfQuotes(deps.db, ids),
        repo.unreadCounts(deps.db, ids, 'workshop'),
      ]);
      return list.map((x) => {
        const r = requests.find((y) => y.id === x.quoteRequestId);
        const lines = approvedLines(items.filter((i) => i.quoteId === x.id));
        return {
          quoteId: x.id,
          quoteRequestId: x.quoteRequestId,
          reference: x.reference,
          requestReference: r?.reference ?? '',
          vehicleName: r?.vehicleName ?? '',
          customerName: x.workshopCustomer,
          serviceDate: x.serviceDate,
          dropOffTime: x.dropOffTime?.slice(0, 5) ?? null,
          quoteStatus: x.quoteStatus,
          quoteStatusText: quoteStatusLabel(x.quoteStatus) ?? String(x.quoteStatus),
          quoteTotalIncl: centsToRandNumber(
            totalsOf(lines, vatOf(x), x.quoteStatus !== QuoteStatus.Booked).totalInclCents,
          ),
          readyForCollectionUtc: x.readyForCollectionAt ? x.readyForCollectionAt.toISOString() : null,
          unreadMessages: unread.get(x.id) ?? 0,
        };
      });
    },

    /** GET /api/workshop/jobs/{quoteId} */
    async job(deps: QuoteDeps, user: SessionUser, quoteId: string): Promise<WorkshopJob> {
      const { quote, request } = await workshopQuote(deps.db, quoteId, user);
      const { quote: view, ...rest } = await incoming(deps, request, quote.workshopId, quote);
      return { request: rest, quote: view as WorkshopQuote };
    },

    /** POST /api/workshop/jobs/{quoteId}/check-in: the vehicle is in, with its mileage. */
    async checkIn(deps: QuoteDeps, user: SessionUser, quoteId: string, vehicleMileage: number) {
      const check = (r: QuoteRequestRow) => {
        const problem = checkInMileageProblem(vehicleMileage, r.vehicleMileage);
        if (problem) throw badRequest({ vehicleMileage: [problem] });
      };
      const options = { check };
      return simpleStep(
        deps,
        user,
        quoteId,
        'checkIn',
        `Checked in at ${vehicleMileage} km`,
        (q, r) => ({
          message: checkedInMessage(q, r, vehicleMileage),
          answer: 'Checked in. The customer was told.',
          set: { vehicleMileage },
        }),
        options,
      );
    },

    /** POST /api/workshop/jobs/{quoteId}/amendments: extra work found, with photos, for the customer's approval. */
    async amend(
      deps: QuoteDeps,
      user: SessionUser,
      quoteId: string,
      input: AmendmentInput,
      photos: CheckedUpload[],
    ): Promise<QuoteActionAnswer> {
      const { quote, request } = await workshopQuote(deps.db, quoteId, user);
      const parts = await quoteRequests.parts(deps.db, request.id);
      const itemIds = new Set(parts.items.map((i) => i.id));
      const vat = vatOf(quote);
      const who = workshopWho(user);
      const result = await withFiles(deps, (written) =>
        deps.db.transaction(async (tx) => {
          const locked = await lockOwn(tx, user, quoteId);
          const scope = approvedLines(await repo.itemsOfQuotes(tx, [locked.quote.id]));
          const errors: FieldErrors = {};
          const rows: Omit<QuotesRepo.NewQuoteItem, 'quoteId' | 'amendmentId'>[] = [];
          let delta = 0;
          input.lines.forEach((l, i) => {
            const replaced = 'quoteItemId' in l ? scope.find((s) => s.id === l.quoteItemId) : undefined;
            if ('quoteItemId' in l && !replaced) {
              errors[`lines.${i}.quoteItemId`] = ['This line is not part of the job.'];
              return;
            }
            const previous = replaced
              ? {
                  previousPriceInclCents: replaced.priceInclCents,
                  previousQuantity: replaced.quantity,
                  replacesQuoteItemId: replaced.id,
                }
              : {};
            if (l.changeType === AmendmentChangeType.removed) {
              delta -= replaced!.totalInclCents;
              rows.push({
                ...previous,
                quoteRequestItemId: replaced!.quoteRequestItemId,
                description: replaced!.description,
                lineKind: replaced!.lineKind,
                isLabour: replaced!.isLabour,
                priceExclCents: 0,
                priceInclCents: 0,
                quantity: '0',
                totalInclCents: 0,
                noVat: replaced!.noVat,
                amendmentType: AmendmentChangeType.removed,
                amendmentStatus: AmendmentStatus.pending,
                sortOrder: 1000 + i,
              });
              return;
            }
            const [line] = toStoredLines([l.line], vat, itemIds, `lines.${i}.line`, errors);
            if (line) delta += line.values.totalInclCents - (replaced?.totalInclCents ?? 0);
            if (line)
              rows.push({
                ...line.values,
                ...previous,
                amendmentType: l.changeType,
                amendmentStatus: AmendmentStatus.pending,
                sortOrder: 1000 + i,
              });
          });
          if (Object.keys(errors).length > 0) throw badRequest(errors);
          const status = await applyAction(tx, locked, 'submitAmendment', who, { note: input.note ?? null });
          const amendment = await repo.insertAmendment(tx, {
            quoteId: locked.quote.id,
            amendmentStatus: AmendmentStatus.pending,
            note: input.note ?? null,
            submittedAt: new Date(),
          });
          await repo.insertItems(
            tx,
            rows.map((r) => ({ ...r, quoteId: locked.quote.id, amendmentId: amendment.id })),
          );
          for (const f of await storeFiles(tx, deps.fileStore, photos, user.id, written))
            await repo.insertPhoto(tx, { amendmentId: amendment.id, fileId: f.fileId, fileName: f.name });
          await tellCustomer(
            tx,
            { publicUrl: deps.publicUrl },
            request,
            amendmentMessage(locked.quote.reference, request, rows.length, delta, photos.length, input.note),
          );
          return { status, id: amendment.id };
        }),
      );
      return answer('Sent to the customer for approval.', quoteId, result.status);
    },

    /** POST /api/workshop/jobs/{quoteId}/cancel: the workshop cannot do the booked job. */
    cancel: (deps: QuoteDeps, user: SessionUser, quoteId: string, reason: string) =>
      simpleStep(
        deps,
        user,
        quoteId,
        'cancelBooking',
        `Booking cancelled by the workshop: ${reason}`,
        (q, r) => ({
          message: bookingCancelledMessage(q, r, reason),
          answer: 'The booking is cancelled. The customer was told why.',
          set: { serviceDate: null, dropOffTime: null },
        }),
      ),

    /** POST /api/workshop/quotes/{quoteId}/messages */
    async message(
      deps: QuoteDeps,
      user: SessionUser,
      quoteId: string,
      text: string,
      attachments: CheckedUpload[],
    ): Promise<QuoteMessageView> {
      const { quote, request } = await workshopQuote(deps.db, quoteId, user);
      const [workshop] = await workshops.findMany(deps.db, [quote.workshopId]);
      const message = await withFiles(deps, (written) =>
        deps.db.transaction(async (tx) => {
          const { message: m, stored } = await storeMessage(
            tx,
            deps.fileStore,
            { quoteId: quote.id, senderUserId: user.id, senderRole: 'workshop', message: text },
            attachments,
            written,
          );
          await tellCustomer(
            tx,
            { publicUrl: deps.publicUrl },
            request,
            workshopWroteMessage(workshop?.name, quote.reference, request, text),
          );
          return { m, stored };
        }),
      );
      return {
        id: message.m.id,
        senderRole: 'workshop',
        senderName: workshop?.name ?? null,
        message: message.m.message,
        dateCreatedUtc: message.m.createdAt.toISOString(),
        readAtUtc: null,
        attachments: attachments.map((a) => ({
          attachmentName: a.name,
          mimeType: a.mimeType,
          sizeBytes: a.sizeBytes,
        })),
      };
    },
  };
}
