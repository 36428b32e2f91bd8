import {
  AcceptAmendmentSchema,
  AcceptQuoteSchema,
  CancelBookingSchema,
  CancelRequestAnswerSchema,
  CancelRequestSchema,
  DeclineQuoteSchema,
  DownloadMessageAttachmentQuerySchema,
  GuestQuerySchema,
  IdParamsSchema,
  MessageWorkshopSchema,
  QUOTES_API,
  QuoteActionAnswerSchema,
  QuoteMessageViewSchema,
  RequestQuotesSchema,
  ReviewViewSchema,
  ReviewWorkshopSchema,
  VehicleActiveQuotesSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import type { FileStore } from '../../lib/file-store';
import { requireUser } from '../../lib/session';
import { customerQuotes as customer } from './index';
import { invoiceFileName } from './invoice-pdf';
import { customerFormRoutes, FILE_TYPES, fileRoutes, quoteDeps } from './route-kinds';

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
    const form = customerFormRoutes(parent, writing);
    const file = fileRoutes(parent, reading);
    const P = QUOTES_API;
    const answer = QuoteActionAnswerSchema;

    app.route({
      ...at(QUOTES_API.requestQuotes),
      schema: {
        summary: "List a quote request's quotes, with their workshops, messages and amendments",
        params: IdParamsSchema,
        querystring: GuestQuerySchema,
        response: { 200: RequestQuotesSchema },
      },
      config: reading,
      handler: async ({ sessionUser: user, query, params }) =>
        customer.requestQuotes(deps, { user, emailAddress: query.emailAddress }, params.id),
    });

    form(
      P.acceptQuote,
      {
        summary: 'Accept a quote and book it for a service date, with documents for the workshop',
        fields: AcceptQuoteSchema,
        response: answer,
        files: 'Documents for the workshop',
      },
      (caller, input, files) => customer.accept(deps, caller, input, files),
    );
    form(
      P.messageWorkshop,
      {
        summary: 'Send the workshop a message about its quote, with attachments',
        fields: MessageWorkshopSchema,
        response: QuoteMessageViewSchema,
        files: 'Attachments',
      },
      (c, i, f) => customer.message(deps, c, i, f),
    );
    // Files sent with the answer are read and checked like any form's, and not kept: none are described.
    form(
      P.acceptAmendment,
      {
        summary: "Approve or decline each line of a job's waiting amendment",
        fields: AcceptAmendmentSchema,
        response: answer,
        jsonFields: ['decisions'],
      },
      (caller, input) => customer.answerAmendment(deps, caller, input),
    );

    file(
      P.downloadMessageAttachment,
      {
        summary: "Download a message's attachment",
        description: 'The attachment, named as it was sent',
        types: FILE_TYPES,
        querystring: DownloadMessageAttachmentQuerySchema,
      },
      ({ id }, { attachmentName }, caller) => customer.messageAttachment(deps, caller, id, attachmentName),
    );
    file(
      P.downloadInvoice,
      {
        summary: "Download a job's (tax) invoice as a PDF",
        description: 'The (tax) invoice as a PDF',
        types: ['application/pdf'],
      },
      async ({ id }, _, caller) => {
        const { doc, bytes } = await customer.invoice(deps, caller, id);
        return { name: invoiceFileName(doc), mimeType: 'application/pdf', bytes };
      },
    );
    file(
      P.downloadRequestAttachment,
      {
        summary: "Download one of a quote request's attachments, by its position",
        description: "A request's attachment",
        types: FILE_TYPES,
        params: z.object({ id: z.string().max(100), index: z.coerce.number().int().min(0).max(100) }),
      },
      ({ id, index }, _, caller) => customer.requestFile(deps, caller, id, index),
    );
    file(
      P.downloadLicenseDiskPhoto,
      {
        summary: "Download a quote request's licence-disk photo",
        description: "A request's licence-disk photo",
        types: ['image/jpeg', 'image/png'],
      },
      ({ id }, _, caller) => customer.requestFile(deps, caller, id, 'licenseDisk'),
    );
    file(
      P.downloadAmendmentPhoto,
      {
        summary: 'Download a photo the workshop sent with an amendment',
        description: 'A photo sent with an amendment',
        types: FILE_TYPES,
      },
      ({ id }, _, caller) => customer.amendmentPhoto(deps, caller, id),
    );

    app.route({
      ...at(QUOTES_API.cancelBooking),
      schema: {
        summary: 'Cancel a booked quote before the vehicle is checked in',
        body: CancelBookingSchema,
        response: { 200: answer },
      },
      config: writing,
      handler: async ({ sessionUser: user, body }) =>
        customer.cancelBooking(deps, { user, emailAddress: body.emailAddress }, body),
    });

    app.route({
      ...at(QUOTES_API.declineQuote),
      schema: {
        summary: 'Decline a quote, with an optional reason',
        body: DeclineQuoteSchema,
        response: { 200: answer },
      },
      config: writing,
      handler: async ({ sessionUser: user, body }) =>
        customer.decline(deps, { user, emailAddress: body.emailAddress }, body),
    });

    app.route({
      ...at(QUOTES_API.cancelRequest),
      schema: {
        summary: 'Cancel a quote request',
        body: CancelRequestSchema,
        response: { 200: CancelRequestAnswerSchema },
      },
      config: writing,
      handler: async ({ sessionUser: user, body }) =>
        customer.cancelRequest(deps, { user, emailAddress: body.emailAddress }, body),
    });

    app.route({
      ...at(QUOTES_API.vehicleActiveQuotes),
      schema: {
        summary: "List the active quotes of one of the customer's garage vehicles",
        params: IdParamsSchema,
        response: { 200: VehicleActiveQuotesSchema },
      },
      config: { access: 'user' },
      handler: async (request) => customer.vehicleActiveQuotes(deps, requireUser(request), request.params.id),
    });

    app.route({
      ...at(QUOTES_API.reviewWorkshop),
      schema: {
        summary: 'Review the workshop of a completed job (once per job)',
        body: ReviewWorkshopSchema,
        response: { 201: ReviewViewSchema },
      },
      config: { access: 'user', rateLimit: { max: 20, windowMinutes: 10 } },
      handler: async (request, reply) =>
        reply.code(201).send(await customer.review(deps, requireUser(request), request.body)),
    });
  };
}
