import {
  AmendmentInputSchema,
  CheckInSchema,
  IdParamsSchema,
  IncomingRequestPageSchema,
  IncomingRequestSchema,
  InvoiceInputSchema,
  PaidAtWorkshopSchema,
  QUOTE_PATHS,
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
import { FormBody, MAX_FILES, quoteDeps, workshopRoutes } from './route-kinds';
import { workshopPortal as portal } from './workshop.service';

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
    const P = QUOTE_PATHS;

    read(P.workshopChoices, { response: WorkshopChoicesSchema, everyWorkshop: true }, (user) =>
      portal.choices(deps, user),
    );
    read(P.workshopSummary, { response: WorkshopSummarySchema }, (user) => portal.summary(deps, user));
    read(P.workshopReviews, { response: WorkshopReviewsSchema }, (user) => portal.reviews(deps, user));
    read(
      P.workshopRequests,
      { querystring: WorkshopListQuerySchema, response: IncomingRequestPageSchema },
      (user, _, query) => portal.requests(deps, user, query),
    );
    read(P.workshopRequest, { params, response: IncomingRequestSchema }, (user, { id }) =>
      portal.request(deps, user, id),
    );
    read(
      P.workshopJobs,
      { querystring: WorkshopJobsQuerySchema, response: z.array(WorkshopJobSummarySchema) },
      (user, _, query) => portal.jobs(deps, user, query),
    );
    read(P.workshopJob, { params, response: WorkshopJobSchema }, (user, { id }) =>
      portal.job(deps, user, id),
    );

    step(
      P.workshopSaveQuote,
      SaveQuoteSchema,
      (user, id, body) => portal.saveQuote(deps, user, id, body),
      IncomingRequestSchema,
    );
    step(P.workshopDecline, ReasonSchema, (user, id, body) => portal.decline(deps, user, id, body.reason));
    step(P.workshopWithdraw, ReasonSchema, (user, id, body) => portal.withdraw(deps, user, id, body.reason));
    step(P.workshopCancelBooking, ReasonSchema, (user, id, body) =>
      portal.cancel(deps, user, id, body.reason),
    );
    step(P.workshopCheckIn, CheckInSchema, (user, id, body) =>
      portal.checkIn(deps, user, id, body.vehicleMileage),
    );
    step(P.workshopDraftInvoice, InvoiceInputSchema.nullish(), (user, id, body) =>
      portal.invoice(deps, user, id, body ?? { lines: [] }, false),
    );
    step(P.workshopInvoice, InvoiceInputSchema.nullish(), (user, id, body) =>
      portal.invoice(deps, user, id, body ?? { lines: [] }, true),
    );
    step(P.workshopReopen, none, (user, id) => portal.reopen(deps, user, id));
    step(P.workshopReady, none, (user, id) => portal.ready(deps, user, id));
    step(P.workshopComplete, none, (user, id) => portal.complete(deps, user, id));
    step(P.workshopPaid, PaidAtWorkshopSchema, (user, id, body) => portal.paid(deps, user, id, body.method));

    // Multipart: the amendment as a JSON field with photos of what was found; a message with attachments.
    step(P.workshopAmendment, FormBody, async (user, id, _, request) => {
      const form = await readForm(request, 'photoFiles', ['amendment', 'lines']);
      const fields = (form.fields.amendment as Record<string, unknown> | undefined) ?? form.fields;
      const input = parseFields(AmendmentInputSchema, fields);
      return portal.amend(deps, user, id, input, await checkFiles(form.files, 'photoFiles', MAX_FILES));
    });
    step(
      P.workshopMessage,
      FormBody,
      async (user, id, _, request) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(WorkshopMessageSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles', MAX_FILES);
        return portal.message(deps, user, id, input.message, files);
      },
      QuoteMessageViewSchema,
    );
  };
}
