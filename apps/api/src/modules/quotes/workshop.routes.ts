import {
  AmendmentInputSchema,
  CheckInSchema,
  IdParamsSchema,
  IncomingRequestPageSchema,
  IncomingRequestSchema,
  InvoiceInputSchema,
  PaidAtWorkshopSchema,
  QUOTES_API,
  QuoteMessageViewSchema,
  ReasonSchema,
  SaveQuoteSchema,
  WorkshopChoicesSchema,
  WorkshopJobSchema,
  WorkshopJobSummarySchema,
  WorkshopJobsQuerySchema,
  WorkshopListQuerySchema,
  WorkshopMessageSchema,
  WorkshopReviewsSchema,
  WorkshopSummarySchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/file-store';
import { checkFiles } from './access';
import { parseFields, readForm } from './form';
import { workshopPortal as portal } from './index';
import { attachmentFilesField, FormBody, MAX_FILES, quoteDeps, workshopRoutes } from './route-kinds';

/**
 * The workshop portal's calls (decision 020): workshop users only, each answering for the workshop the
 * user chose (the `X-Workshop-Id` header; the first of theirs by default, decision 036): the requests that
 * chose it and its own quotes; anything else is 404.
 */
export function workshopPortalRoutes(appDeps: AppDeps & { fileStore: FileStore }) {
  const deps = quoteDeps(appDeps);
  return async (app: FastifyInstance) => {
    const { read, step } = workshopRoutes(app, {
      read: { access: 'workshop' },
      step: { access: 'workshop', rateLimit: { max: 120, windowMinutes: 10 } },
    });
    const params = IdParamsSchema;
    const none = z.object({}).nullish();
    const P = QUOTES_API;

    read(
      P.workshopChoices,
      {
        summary: "List the workshops the user works for, to choose which one's portal to see",
        response: WorkshopChoicesSchema,
        everyWorkshop: true,
      },
      (user) => portal.choices(deps, user),
    );
    read(
      P.workshopSummary,
      { summary: "Count the chosen workshop's requests and jobs by stage", response: WorkshopSummarySchema },
      (user) => portal.summary(deps, user),
    );
    read(
      P.workshopReviews,
      { summary: "List the chosen workshop's reviews", response: WorkshopReviewsSchema },
      (user) => portal.reviews(deps, user),
    );
    read(
      P.workshopRequests,
      {
        summary: 'List the quote requests sent to the chosen workshop, a page at a time',
        querystring: WorkshopListQuerySchema,
        response: IncomingRequestPageSchema,
      },
      (user, _, query) => portal.requests(deps, user, query),
    );
    read(
      P.workshopRequest,
      { summary: 'Read one quote request sent to the workshop', params, response: IncomingRequestSchema },
      (user, { id }) => portal.request(deps, user, id),
    );
    read(
      P.workshopJobs,
      {
        summary: "List the workshop's jobs (accepted quotes)",
        querystring: WorkshopJobsQuerySchema,
        response: z.array(WorkshopJobSummarySchema),
      },
      (user, _, query) => portal.jobs(deps, user, query),
    );
    read(
      P.workshopJob,
      { summary: 'Read one job of the workshop', params, response: WorkshopJobSchema },
      (user, { id }) => portal.job(deps, user, id),
    );

    step(
      P.workshopSaveQuote,
      {
        summary: 'Save a quote for a request: a draft, sent, a pre-quote, or a revision',
        body: SaveQuoteSchema,
        response: IncomingRequestSchema,
      },
      (user, id, body) => portal.saveQuote(deps, user, id, body),
    );
    step(
      P.workshopDecline,
      { summary: 'Decline a quote request, with a reason for the customer', body: ReasonSchema },
      (user, id, body) => portal.decline(deps, user, id, body.reason),
    );
    step(
      P.workshopWithdraw,
      { summary: 'Withdraw a sent quote the customer has not booked', body: ReasonSchema },
      (user, id, body) => portal.withdraw(deps, user, id, body.reason),
    );
    step(
      P.workshopCancelBooking,
      { summary: 'Cancel a booked job the workshop cannot do', body: ReasonSchema },
      (user, id, body) => portal.cancel(deps, user, id, body.reason),
    );
    step(
      P.workshopCheckIn,
      { summary: 'Check the vehicle in, with its mileage: the work starts', body: CheckInSchema },
      (user, id, body) => portal.checkIn(deps, user, id, body.vehicleMileage),
    );
    step(
      P.workshopDraftInvoice,
      { summary: "Save the job's invoice as a draft", body: InvoiceInputSchema.nullish() },
      (user, id, body) => portal.invoice(deps, user, id, body ?? { lines: [] }, false),
    );
    step(
      P.workshopInvoice,
      { summary: "Issue the job's invoice to the customer", body: InvoiceInputSchema.nullish() },
      (user, id, body) => portal.invoice(deps, user, id, body ?? { lines: [] }, true),
    );
    step(
      P.workshopReopen,
      { summary: 'Reopen a job from its draft invoice (to amend it)', body: none },
      (user, id) => portal.reopen(deps, user, id),
    );
    step(
      P.workshopReady,
      { summary: 'Tell the customer the vehicle is ready for collection', body: none },
      (user, id) => portal.ready(deps, user, id),
    );
    step(
      P.workshopComplete,
      { summary: 'Mark the job completed: the vehicle was collected', body: none },
      (user, id) => portal.complete(deps, user, id),
    );
    step(
      P.workshopPaid,
      { summary: 'Record that the customer paid at the workshop', body: PaidAtWorkshopSchema },
      (user, id, body) => portal.paid(deps, user, id, body.method),
    );

    // Multipart: the amendment as a JSON field with photos of what was found; a message with attachments.
    step(
      P.workshopAmendment,
      {
        summary: "Propose extra work found on a job, with photos, for the customer's approval",
        body: FormBody,
        multipartForm: z.object({
          amendment: AmendmentInputSchema.optional().describe(
            'The amendment as JSON (its fields may also be sent as fields of the form: note, and lines ' +
              'as JSON).',
          ),
          photoFiles: attachmentFilesField('Photos of what was found'),
        }),
      },
      async (user, id, _, request) => {
        const form = await readForm(request, 'photoFiles', ['amendment', 'lines']);
        const fields = (form.fields.amendment as Record<string, unknown> | undefined) ?? form.fields;
        const input = parseFields(AmendmentInputSchema, fields);
        return portal.amend(deps, user, id, input, await checkFiles(form.files, 'photoFiles', MAX_FILES));
      },
    );
    step(
      P.workshopMessage,
      {
        summary: 'Send the customer a message about a quote, with attachments',
        body: FormBody,
        response: QuoteMessageViewSchema,
        multipartForm: WorkshopMessageSchema.extend({ attachmentFiles: attachmentFilesField('Attachments') }),
      },
      async (user, id, _, request) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(WorkshopMessageSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles', MAX_FILES);
        return portal.message(deps, user, id, input.message, files);
      },
    );
  };
}
