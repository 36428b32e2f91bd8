import {
  AcceptAmendmentSchema,
  AcceptQuoteSchema,
  CancelBookingSchema,
  DownloadMessageAttachmentQuerySchema,
  GuestQuerySchema,
  IdParamsSchema,
  MessageWorkshopSchema,
  QUOTE_PATHS,
  QuoteActionAnswerSchema,
  QuoteMessageViewSchema,
  RequestQuotesSchema,
  ReviewViewSchema,
  ReviewWorkshopSchema,
  VehicleActiveQuotesSchema,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/file-store';
import { fileAnswer } from '../../lib/http-schemas';
import { requireUser } from '../../lib/session';
import { attachmentDisposition } from '../files/index';
import { createDistanceProvider } from '../places/index';
import { checkFiles, type QuoteDeps } from './access';
import { customerQuotes } from './customer.service';
import { parseFields, readForm } from './form';
import { invoiceFileName } from './invoice-pdf';

/** Fastify path syntax for a contract path: '/api/x/{id}' -> '/api/x/:id'. */
export const route = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Files a person uploaded are served as downloads that never run as a page of this origin. */
export function sendFile(reply: FastifyReply, file: { name: string; mimeType: string; bytes: Buffer }) {
  return reply
    .type(file.mimeType)
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}

export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf'];
/** A multipart form or a JSON object: the handler reads and checks it with the shared schema. */
export const FormBody = z.record(z.string().max(100), z.unknown()).nullish();
export const MAX_FILES = 5;

export function quoteDeps(deps: AppDeps & { fileStore: FileStore }): QuoteDeps {
  return {
    db: deps.db,
    fileStore: deps.fileStore,
    distances: deps.distances ?? createDistanceProvider(),
    publicUrl: deps.config.PUBLIC_URL,
  };
}

/**
 * The customer's quote calls (spec: the Quotes call table; decision 020). Public: a guest acts with the
 * request's e-mail (`emailAddress`); anyone who is neither the applicant nor holds the e-mail gets 404.
 */
export function quoteRoutes(appDeps: AppDeps & { fileStore: FileStore }) {
  const deps = quoteDeps(appDeps);
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // A guest's link carries the e-mail: limited, so ids and e-mails cannot be tried in bulk.
    const reading = { access: 'public' as const, rateLimit: { max: 120, windowMinutes: 1 } };
    const writing = { access: 'public' as const, rateLimit: { max: 30, windowMinutes: 10 } };

    app.get(
      route(QUOTE_PATHS.requestQuotes),
      {
        schema: {
          params: IdParamsSchema,
          querystring: GuestQuerySchema,
          response: { 200: RequestQuotesSchema },
        },
        config: reading,
      },
      async (request) =>
        customerQuotes.requestQuotes(
          deps,
          { user: request.sessionUser, emailAddress: request.query.emailAddress },
          request.params.id,
        ),
    );

    app.post(
      route(QUOTE_PATHS.acceptQuote),
      { schema: { body: FormBody, response: { 200: QuoteActionAnswerSchema } }, config: writing },
      async (request) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(AcceptQuoteSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles', MAX_FILES);
        return customerQuotes.accept(
          deps,
          { user: request.sessionUser, emailAddress: input.emailAddress },
          input,
          files,
        );
      },
    );

    app.post(
      route(QUOTE_PATHS.messageWorkshop),
      { schema: { body: FormBody, response: { 200: QuoteMessageViewSchema } }, config: writing },
      async (request) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(MessageWorkshopSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles', MAX_FILES);
        return customerQuotes.message(
          deps,
          { user: request.sessionUser, emailAddress: input.emailAddress },
          input,
          files,
        );
      },
    );

    app.get(
      route(QUOTE_PATHS.downloadMessageAttachment),
      {
        schema: {
          params: IdParamsSchema,
          querystring: DownloadMessageAttachmentQuerySchema,
          response: { 200: fileAnswer('The attachment, named as it was sent', FILE_TYPES) },
        },
        config: reading,
      },
      async (request, reply) =>
        sendFile(
          reply,
          await customerQuotes.messageAttachment(
            deps,
            { user: request.sessionUser, emailAddress: request.query.emailAddress },
            request.params.id,
            request.query.attachmentName,
          ),
        ),
    );

    app.post(
      route(QUOTE_PATHS.acceptAmendment),
      { schema: { body: FormBody, response: { 200: QuoteActionAnswerSchema } }, config: writing },
      async (request) => {
        const form = await readForm(request, 'attachmentFiles', ['decisions']);
        const input = parseFields(AcceptAmendmentSchema, form.fields);
        return customerQuotes.answerAmendment(
          deps,
          { user: request.sessionUser, emailAddress: input.emailAddress },
          input,
        );
      },
    );

    app.post(
      route(QUOTE_PATHS.cancelBooking),
      { schema: { body: CancelBookingSchema, response: { 200: QuoteActionAnswerSchema } }, config: writing },
      async (request) =>
        customerQuotes.cancelBooking(
          deps,
          { user: request.sessionUser, emailAddress: request.body.emailAddress },
          request.body,
        ),
    );

    app.get(
      route(QUOTE_PATHS.vehicleActiveQuotes),
      {
        schema: { params: IdParamsSchema, response: { 200: VehicleActiveQuotesSchema } },
        config: { access: 'user' },
      },
      async (request) => customerQuotes.vehicleActiveQuotes(deps, requireUser(request), request.params.id),
    );

    app.get(
      route(QUOTE_PATHS.downloadInvoice),
      {
        schema: {
          params: IdParamsSchema,
          querystring: GuestQuerySchema,
          response: { 200: fileAnswer('The (tax) invoice as a PDF', ['application/pdf']) },
        },
        config: reading,
      },
      async (request, reply) => {
        const { doc, bytes } = await customerQuotes.invoice(
          deps,
          { user: request.sessionUser, emailAddress: request.query.emailAddress },
          request.params.id,
        );
        return sendFile(reply, { name: invoiceFileName(doc), mimeType: 'application/pdf', bytes });
      },
    );

    app.get(
      route(QUOTE_PATHS.downloadRequestAttachment),
      {
        schema: {
          params: z.object({ id: z.string().max(100), index: z.coerce.number().int().min(0).max(100) }),
          querystring: GuestQuerySchema,
          response: { 200: fileAnswer("A request's attachment", FILE_TYPES) },
        },
        config: reading,
      },
      async (request, reply) =>
        sendFile(
          reply,
          await customerQuotes.requestFile(
            deps,
            { user: request.sessionUser, emailAddress: request.query.emailAddress },
            request.params.id,
            request.params.index,
          ),
        ),
    );

    app.get(
      route(QUOTE_PATHS.downloadLicenseDiskPhoto),
      {
        schema: {
          params: IdParamsSchema,
          querystring: GuestQuerySchema,
          response: { 200: fileAnswer("A request's licence-disk photo", ['image/jpeg', 'image/png']) },
        },
        config: reading,
      },
      async (request, reply) =>
        sendFile(
          reply,
          await customerQuotes.requestFile(
            deps,
            { user: request.sessionUser, emailAddress: request.query.emailAddress },
            request.params.id,
            'licenseDisk',
          ),
        ),
    );

    app.get(
      route(QUOTE_PATHS.downloadAmendmentPhoto),
      {
        schema: {
          params: IdParamsSchema,
          querystring: GuestQuerySchema,
          response: { 200: fileAnswer('A photo sent with an amendment', FILE_TYPES) },
        },
        config: reading,
      },
      async (request, reply) =>
        sendFile(
          reply,
          await customerQuotes.amendmentPhoto(
            deps,
            { user: request.sessionUser, emailAddress: request.query.emailAddress },
            request.params.id,
          ),
        ),
    );

    app.post(
      route(QUOTE_PATHS.reviewWorkshop),
      {
        schema: { body: ReviewWorkshopSchema, response: { 201: ReviewViewSchema } },
        config: { access: 'user', rateLimit: { max: 20, windowMinutes: 10 } },
      },
      async (request, reply) =>
        reply.code(201).send(await customerQuotes.review(deps, requireUser(request), request.body)),
    );
  };
}
