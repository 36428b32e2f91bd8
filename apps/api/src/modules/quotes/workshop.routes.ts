import {
  AmendmentInputSchema,
  CheckInSchema,
  IdParamsSchema,
  IncomingRequestPageSchema,
  IncomingRequestSchema,
  InvoiceInputBodySchema,
  PaidAtWorkshopSchema,
  QUOTES_API,
  QuoteActionAnswerSchema,
  QuoteMessageViewSchema,
  ReasonSchema,
  SaveQuoteSchema,
  WorkshopChoicesSchema,
  WorkshopJobListSchema,
  WorkshopJobSchema,
  WorkshopJobsQuerySchema,
  WorkshopListQuerySchema,
  WorkshopMessageSchema,
  WorkshopReviewsSchema,
  WorkshopSummarySchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import type { FileStore } from '../../lib/file-store';
import { attachmentFilesField, checkFiles, FormBody, parseFields, readForm } from '../../lib/multipart-form';
import { requireWorkshopUser, workshopScope } from '../../lib/session';
import { quoteDeps } from './access';
import { workshopPortal as portal } from './index';

/**
 * The workshop portal's calls (decision 020): workshop users only, each answering for the workshop the
 * user chose (the `X-Workshop-Id` header; the first of theirs by default, decision 036): the requests that
 * chose it and its own quotes; anything else is 404.
 */
export function workshopPortalRoutes(appDeps: AppDeps & { fileStore: FileStore }) {
  const deps = quoteDeps(appDeps);
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // Each call answers for the caller's chosen workshop only (workshopScope); a step is a POST on `{id}`.
    const reading = { access: 'workshop' as const };
    const step = { access: 'workshop' as const, rateLimit: { max: 120, windowMinutes: 10 } };
    const none = z.object({}).nullish();
    // A step on a job: the quote's id in the path, its answer a QuoteActionAnswer.
    const onJob = { params: IdParamsSchema, response: { 200: QuoteActionAnswerSchema } };

    app.route({
      ...at(QUOTES_API.workshopChoices),
      schema: {
        summary: "List the workshops the user works for, to choose which one's portal to see",
        response: { 200: WorkshopChoicesSchema },
      },
      config: reading,
      handler: async (request) => portal.choices(deps, requireWorkshopUser(request)),
    });

    app.route({
      ...at(QUOTES_API.workshopSummary),
      schema: {
        summary: "Count the chosen workshop's requests and jobs by stage",
        response: { 200: WorkshopSummarySchema },
      },
      config: reading,
      handler: async (request) => portal.summary(deps, workshopScope(request)),
    });

    app.route({
      ...at(QUOTES_API.workshopReviews),
      schema: {
        summary: "List the chosen workshop's reviews",
        response: { 200: WorkshopReviewsSchema },
      },
      config: reading,
      handler: async (request) => portal.reviews(deps, workshopScope(request)),
    });

    app.route({
      ...at(QUOTES_API.workshopRequests),
      schema: {
        summary: 'List the quote requests sent to the chosen workshop, a page at a time',
        querystring: WorkshopListQuerySchema,
        response: { 200: IncomingRequestPageSchema },
      },
      config: reading,
      handler: async (request) => portal.requests(deps, workshopScope(request), request.query),
    });

    app.route({
      ...at(QUOTES_API.workshopRequest),
      schema: {
        summary: 'Read one quote request sent to the workshop',
        params: IdParamsSchema,
        response: { 200: IncomingRequestSchema },
      },
      config: reading,
      handler: async (request) => portal.request(deps, workshopScope(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.workshopJobs),
      schema: {
        summary: "List the workshop's jobs (accepted quotes)",
        querystring: WorkshopJobsQuerySchema,
        response: { 200: WorkshopJobListSchema },
      },
      config: reading,
      handler: async (request) => portal.jobs(deps, workshopScope(request), request.query),
    });

    app.route({
      ...at(QUOTES_API.workshopJob),
      schema: {
        summary: 'Read one job of the workshop',
        params: IdParamsSchema,
        response: { 200: WorkshopJobSchema },
      },
      config: reading,
      handler: async (request) => portal.job(deps, workshopScope(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.workshopSaveQuote),
      schema: {
        summary: 'Save a quote for a request: a draft, sent, a pre-quote, or a revision',
        params: IdParamsSchema,
        body: SaveQuoteSchema,
        response: { 200: IncomingRequestSchema },
      },
      config: step,
      handler: async (request) =>
        portal.saveQuote(deps, workshopScope(request), request.params.id, request.body),
    });

    app.route({
      ...at(QUOTES_API.workshopDecline),
      schema: {
        summary: 'Decline a quote request, with a reason for the customer',
        body: ReasonSchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.decline(deps, workshopScope(request), request.params.id, request.body.reason),
    });

    app.route({
      ...at(QUOTES_API.workshopWithdraw),
      schema: {
        summary: 'Withdraw a sent quote the customer has not booked',
        body: ReasonSchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.withdraw(deps, workshopScope(request), request.params.id, request.body.reason),
    });

    app.route({
      ...at(QUOTES_API.workshopCancelBooking),
      schema: {
        summary: 'Cancel a booked job the workshop cannot do',
        body: ReasonSchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.cancel(deps, workshopScope(request), request.params.id, request.body.reason),
    });

    app.route({
      ...at(QUOTES_API.workshopCheckIn),
      schema: {
        summary: 'Check the vehicle in, with its mileage: the work starts',
        body: CheckInSchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.checkIn(deps, workshopScope(request), request.params.id, request.body.vehicleMileage),
    });

    app.route({
      ...at(QUOTES_API.workshopDraftInvoice),
      schema: {
        summary: "Save the job's invoice as a draft",
        body: InvoiceInputBodySchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.invoice(deps, workshopScope(request), request.params.id, request.body, false),
    });

    app.route({
      ...at(QUOTES_API.workshopInvoice),
      schema: {
        summary: "Issue the job's invoice to the customer",
        body: InvoiceInputBodySchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.invoice(deps, workshopScope(request), request.params.id, request.body, true),
    });

    app.route({
      ...at(QUOTES_API.workshopReopen),
      schema: {
        summary: 'Reopen a job from its draft invoice (to amend it)',
        body: none,
        ...onJob,
      },
      config: step,
      handler: async (request) => portal.reopen(deps, workshopScope(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.workshopReady),
      schema: {
        summary: 'Tell the customer the vehicle is ready for collection',
        body: none,
        ...onJob,
      },
      config: step,
      handler: async (request) => portal.ready(deps, workshopScope(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.workshopComplete),
      schema: {
        summary: 'Mark the job completed: the vehicle was collected',
        body: none,
        ...onJob,
      },
      config: step,
      handler: async (request) => portal.complete(deps, workshopScope(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.workshopPaid),
      schema: {
        summary: 'Record that the customer paid at the workshop',
        body: PaidAtWorkshopSchema,
        ...onJob,
      },
      config: step,
      handler: async (request) =>
        portal.paid(deps, workshopScope(request), request.params.id, request.body.method),
    });

    // Multipart: the amendment as a JSON field with photos of what was found; a message with attachments.
    app.route({
      ...at(QUOTES_API.workshopAmendment),
      schema: {
        summary: "Propose extra work found on a job, with photos, for the customer's approval",
        body: FormBody,
        ...onJob,
      },
      config: {
        ...step,
        multipartForm: z.object({
          amendment: AmendmentInputSchema.optional().describe(
            'The amendment as JSON (its fields may also be sent as fields of the form: note, and lines ' +
              'as JSON).',
          ),
          photoFiles: attachmentFilesField('Photos of what was found'),
        }),
      },
      handler: async (request) => {
        const user = workshopScope(request);
        const form = await readForm(request, 'photoFiles', ['amendment', 'lines']);
        const fields = (form.fields.amendment as Record<string, unknown> | undefined) ?? form.fields;
        const input = parseFields(AmendmentInputSchema, fields);
        const photos = await checkFiles(form.files, 'photoFiles');
        return portal.amend(deps, user, request.params.id, input, photos);
      },
    });

    app.route({
      ...at(QUOTES_API.workshopMessage),
      schema: {
        summary: 'Send the customer a message about a quote, with attachments',
        params: IdParamsSchema,
        body: FormBody,
        response: { 200: QuoteMessageViewSchema },
      },
      config: {
        ...step,
        multipartForm: WorkshopMessageSchema.extend({ attachmentFiles: attachmentFilesField('Attachments') }),
      },
      handler: async (request) => {
        const user = workshopScope(request);
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(WorkshopMessageSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles');
        return portal.message(deps, user, request.params.id, input.message, files);
      },
    });
  };
}
