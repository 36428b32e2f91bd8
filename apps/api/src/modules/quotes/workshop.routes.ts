import {
  AmendmentInputSchema,
  CheckInSchema,
  IdParamsSchema,
  IncomingRequestPageSchema,
  IncomingRequestSchema,
  InvoiceInputSchema,
  PaidAtWorkshopSchema,
  QUOTE_PATHS,
  QuoteActionAnswerSchema,
  QuoteMessageViewSchema,
  ReasonSchema,
  SaveQuoteSchema,
  WorkshopJobSchema,
  WorkshopJobSummarySchema,
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
import type { FileStore } from '../../lib/file-store';
import { requireWorkshopUser } from '../../lib/session';
import { checkFiles } from './access';
import { parseFields, readForm } from './form';
import { FormBody, MAX_FILES, quoteDeps, route } from './quotes.routes';
import { workshopPortal } from './workshop.service';

/**
 * The workshop portal's calls (decision 020): workshop users only, each seeing the requests that chose
 * one of its workshops and that workshop's own quotes; anything else is 404.
 */
export function workshopPortalRoutes(appDeps: AppDeps & { fileStore: FileStore }) {
  const deps = quoteDeps(appDeps);
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'workshop' as const };
    const step = { access: 'workshop' as const, rateLimit: { max: 120, windowMinutes: 10 } };
    const answer = { 200: QuoteActionAnswerSchema };
    const params = IdParamsSchema;
    const none = z.object({}).nullish();

    app.get(
      route(QUOTE_PATHS.workshopSummary),
      { schema: { response: { 200: WorkshopSummarySchema } }, config },
      async (request) => workshopPortal.summary(deps, requireWorkshopUser(request)),
    );

    app.get(
      route(QUOTE_PATHS.workshopRequests),
      {
        schema: { querystring: WorkshopListQuerySchema, response: { 200: IncomingRequestPageSchema } },
        config,
      },
      async (request) => workshopPortal.requests(deps, requireWorkshopUser(request), request.query),
    );

    app.get(
      route(QUOTE_PATHS.workshopRequest),
      { schema: { params, response: { 200: IncomingRequestSchema } }, config },
      async (request) => workshopPortal.request(deps, requireWorkshopUser(request), request.params.id),
    );

    app.post(
      route(QUOTE_PATHS.workshopSaveQuote),
      { schema: { params, body: SaveQuoteSchema, response: { 200: IncomingRequestSchema } }, config: step },
      async (request) =>
        workshopPortal.saveQuote(deps, requireWorkshopUser(request), request.params.id, request.body),
    );

    app.post(
      route(QUOTE_PATHS.workshopDecline),
      { schema: { params, body: ReasonSchema, response: answer }, config: step },
      async (request) =>
        workshopPortal.decline(deps, requireWorkshopUser(request), request.params.id, request.body.reason),
    );

    app.post(
      route(QUOTE_PATHS.workshopWithdraw),
      { schema: { params, body: ReasonSchema, response: answer }, config: step },
      async (request) =>
        workshopPortal.withdraw(deps, requireWorkshopUser(request), request.params.id, request.body.reason),
    );

    app.get(
      route(QUOTE_PATHS.workshopJobs),
      {
        schema: {
          querystring: WorkshopJobsQuerySchema,
          response: { 200: z.array(WorkshopJobSummarySchema) },
        },
        config,
      },
      async (request) => workshopPortal.jobs(deps, requireWorkshopUser(request), request.query),
    );

    app.get(
      route(QUOTE_PATHS.workshopJob),
      { schema: { params, response: { 200: WorkshopJobSchema } }, config },
      async (request) => workshopPortal.job(deps, requireWorkshopUser(request), request.params.id),
    );

    app.post(
      route(QUOTE_PATHS.workshopCheckIn),
      { schema: { params, body: CheckInSchema, response: answer }, config: step },
      async (request) =>
        workshopPortal.checkIn(
          deps,
          requireWorkshopUser(request),
          request.params.id,
          request.body.vehicleMileage,
        ),
    );

    app.post(
      route(QUOTE_PATHS.workshopAmendment),
      { schema: { params, body: FormBody, response: answer }, config: step },
      async (request) => {
        const user = requireWorkshopUser(request);
        const form = await readForm(request, 'photoFiles', ['amendment', 'lines']);
        const fields = (form.fields.amendment as Record<string, unknown> | undefined) ?? form.fields;
        const input = parseFields(AmendmentInputSchema, fields);
        const photos = await checkFiles(form.files, 'photoFiles', MAX_FILES);
        return workshopPortal.amend(deps, user, request.params.id, input, photos);
      },
    );

    app.post(
      route(QUOTE_PATHS.workshopDraftInvoice),
      { schema: { params, body: InvoiceInputSchema.nullish(), response: answer }, config: step },
      async (request) =>
        workshopPortal.invoice(
          deps,
          requireWorkshopUser(request),
          request.params.id,
          request.body ?? { lines: [] },
          false,
        ),
    );

    app.post(
      route(QUOTE_PATHS.workshopInvoice),
      { schema: { params, body: InvoiceInputSchema.nullish(), response: answer }, config: step },
      async (request) =>
        workshopPortal.invoice(
          deps,
          requireWorkshopUser(request),
          request.params.id,
          request.body ?? { lines: [] },
          true,
        ),
    );

    app.post(
      route(QUOTE_PATHS.workshopReopen),
      { schema: { params, body: none, response: answer }, config: step },
      async (request) => workshopPortal.reopen(deps, requireWorkshopUser(request), request.params.id),
    );

    app.post(
      route(QUOTE_PATHS.workshopReady),
      { schema: { params, body: none, response: answer }, config: step },
      async (request) => workshopPortal.ready(deps, requireWorkshopUser(request), request.params.id),
    );

    app.post(
      route(QUOTE_PATHS.workshopPaid),
      { schema: { params, body: PaidAtWorkshopSchema, response: answer }, config: step },
      async (request) =>
        workshopPortal.paid(deps, requireWorkshopUser(request), request.params.id, request.body.method),
    );

    app.post(
      route(QUOTE_PATHS.workshopComplete),
      { schema: { params, body: none, response: answer }, config: step },
      async (request) => workshopPortal.complete(deps, requireWorkshopUser(request), request.params.id),
    );

    app.post(
      route(QUOTE_PATHS.workshopCancelBooking),
      { schema: { params, body: ReasonSchema, response: answer }, config: step },
      async (request) =>
        workshopPortal.cancel(deps, requireWorkshopUser(request), request.params.id, request.body.reason),
    );

    app.post(
      route(QUOTE_PATHS.workshopMessage),
      { schema: { params, body: FormBody, response: { 200: QuoteMessageViewSchema } }, config: step },
      async (request) => {
        const user = requireWorkshopUser(request);
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(WorkshopMessageSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles', MAX_FILES);
        return workshopPortal.message(deps, user, request.params.id, input.message, files);
      },
    );

    app.get(
      route(QUOTE_PATHS.workshopReviews),
      { schema: { response: { 200: WorkshopReviewsSchema } }, config },
      async (request) => workshopPortal.reviews(deps, requireWorkshopUser(request)),
    );
  };
}
