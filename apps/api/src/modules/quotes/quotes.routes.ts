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
  RescheduleBookingSchema,
  ReviewViewSchema,
  ReviewWorkshopSchema,
  VehicleActiveQuotesSchema,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { badRequest } from '../../lib/errors';
import { FILE_TYPES, sendFile } from '../../lib/file-download';
import type { FileStore } from '../../lib/file-store';
import { fileAnswer } from '../../lib/http-schemas';
import { formCall, idempotencyCaller, idempotent } from '../../lib/idempotency';
import { attachmentFilesField, checkFiles, FormBody, parseFields, readForm } from '../../lib/multipart-form';
import { requireUser } from '../../lib/session';
import { type CustomerCaller, quoteDeps } from './access';
import { customerQuotes as customer } from './index';
import { invoiceFileName } from './invoice-pdf';

/** The customer acting: signed in, or a guest holding the request's e-mail (a field or the query). */
const callerOf = (request: FastifyRequest, emailAddress?: string | null): CustomerCaller => ({
  user: request.sessionUser,
  emailAddress,
});

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

    // A customer's form: multipart (text fields, JSON fields, `attachmentFiles` checked by content) or JSON.
    app.route({
      ...at(QUOTES_API.acceptQuote),
      schema: {
        summary: 'Accept a quote and book it for a service date, with documents for the workshop',
        body: FormBody,
        response: { 200: answer },
      },
      config: {
        ...writing,
        multipartForm: AcceptQuoteSchema.extend({
          attachmentFiles: attachmentFilesField('Documents for the workshop'),
        }),
        idempotent: true,
      },
      handler: async (request, reply) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(AcceptQuoteSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles');
        // A retried booking gets the first answer (decision 070).
        const keyed = formCall(deps.db, request.sessionUser, input.emailAddress, form);
        return idempotent(request, reply, keyed, async (db) => ({
          status: 200,
          body: await customer.accept({ ...deps, db }, callerOf(request, input.emailAddress), input, files),
        }));
      },
    });

    app.route({
      ...at(QUOTES_API.messageWorkshop),
      schema: {
        summary: 'Send the workshop a message about its quote, with attachments',
        body: FormBody,
        response: { 200: QuoteMessageViewSchema },
      },
      config: {
        ...writing,
        multipartForm: MessageWorkshopSchema.extend({ attachmentFiles: attachmentFilesField('Attachments') }),
        idempotent: true,
      },
      handler: async (request, reply) => {
        const form = await readForm(request, 'attachmentFiles');
        const input = parseFields(MessageWorkshopSchema, form.fields);
        const files = await checkFiles(form.files, 'attachmentFiles');
        // A retried message (with its files) is not posted twice (decision 070).
        const keyed = formCall(deps.db, request.sessionUser, input.emailAddress, form);
        return idempotent(request, reply, keyed, async (db) => ({
          status: 200,
          body: await customer.message({ ...deps, db }, callerOf(request, input.emailAddress), input, files),
        }));
      },
    });

    // Multipart (as the spec has it) or JSON, with the decisions as a JSON field; it takes no files.
    app.route({
      ...at(QUOTES_API.acceptAmendment),
      schema: {
        summary: "Approve or decline each line of a job's waiting amendment",
        body: FormBody,
        response: { 200: answer },
      },
      config: { ...writing, multipartForm: AcceptAmendmentSchema },
      handler: async (request) => {
        const form = await readForm(request, 'attachmentFiles', ['decisions']);
        // Approving is a decision on lines already priced: no document goes with it (spec: only AcceptQuote
        // carries attachmentFiles), so files are refused rather than read and dropped.
        if (form.files.length > 0)
          throw badRequest({
            attachmentFiles: ['Answering an amendment takes no files: send the decisions only.'],
          });
        const input = parseFields(AcceptAmendmentSchema, form.fields);
        return customer.answerAmendment(deps, callerOf(request, input.emailAddress), input);
      },
    });

    // A file the customer (or the workshop) may read, as a download: `{id}` in the path, the guest's
    // `emailAddress` in the query.
    app.route({
      ...at(QUOTES_API.downloadMessageAttachment),
      schema: {
        summary: "Download a message's attachment",
        params: IdParamsSchema,
        querystring: DownloadMessageAttachmentQuerySchema,
        response: { 200: fileAnswer('The attachment, named as it was sent', FILE_TYPES) },
      },
      config: reading,
      handler: async (request, reply) => {
        const { emailAddress, attachmentName } = request.query;
        const caller = callerOf(request, emailAddress);
        return sendFile(
          reply,
          await customer.messageAttachment(deps, caller, request.params.id, attachmentName),
        );
      },
    });

    app.route({
      ...at(QUOTES_API.downloadInvoice),
      schema: {
        summary: "Download a job's (tax) invoice as a PDF",
        params: IdParamsSchema,
        querystring: GuestQuerySchema,
        response: { 200: fileAnswer('The (tax) invoice as a PDF', ['application/pdf']) },
      },
      config: reading,
      handler: async (request, reply) => {
        const caller = callerOf(request, request.query.emailAddress);
        const { doc, bytes } = await customer.invoice(deps, caller, request.params.id);
        return sendFile(reply, { name: invoiceFileName(doc), mimeType: 'application/pdf', bytes });
      },
    });

    app.route({
      ...at(QUOTES_API.downloadRequestAttachment),
      schema: {
        summary: "Download one of a quote request's attachments, by its position",
        params: z.object({ id: z.string().max(100), index: z.coerce.number().int().min(0).max(100) }),
        querystring: GuestQuerySchema,
        response: { 200: fileAnswer("A request's attachment", FILE_TYPES) },
      },
      config: reading,
      handler: async (request, reply) => {
        const { id, index } = request.params;
        const caller = callerOf(request, request.query.emailAddress);
        return sendFile(reply, await customer.requestFile(deps, caller, id, index));
      },
    });

    app.route({
      ...at(QUOTES_API.downloadLicenseDiskPhoto),
      schema: {
        summary: "Download a quote request's licence-disk photo",
        params: IdParamsSchema,
        querystring: GuestQuerySchema,
        response: { 200: fileAnswer("A request's licence-disk photo", ['image/jpeg', 'image/png']) },
      },
      config: reading,
      handler: async (request, reply) => {
        const caller = callerOf(request, request.query.emailAddress);
        return sendFile(reply, await customer.requestFile(deps, caller, request.params.id, 'licenseDisk'));
      },
    });

    app.route({
      ...at(QUOTES_API.downloadAmendmentPhoto),
      schema: {
        summary: 'Download a photo the workshop sent with an amendment',
        params: IdParamsSchema,
        querystring: GuestQuerySchema,
        response: { 200: fileAnswer('A photo sent with an amendment', FILE_TYPES) },
      },
      config: reading,
      handler: async (request, reply) => {
        const caller = callerOf(request, request.query.emailAddress);
        return sendFile(reply, await customer.amendmentPhoto(deps, caller, request.params.id));
      },
    });

    app.route({
      ...at(QUOTES_API.rescheduleBooking),
      schema: {
        summary: "Move a booking to another day and drop-off time with room, within the workshop's terms",
        body: RescheduleBookingSchema,
        response: { 200: answer },
      },
      config: { ...writing, idempotent: true },
      handler: async (request, reply) => {
        const { sessionUser: user, body } = request;
        // A retried move gets the first answer: the workshop is told, and the customer texted, once.
        const call = { db: deps.db, caller: idempotencyCaller(user, body.emailAddress), fingerprint: body };
        return idempotent(request, reply, call, async (db) => ({
          status: 200,
          body: await customer.reschedule({ ...deps, db }, { user, emailAddress: body.emailAddress }, body),
        }));
      },
    });

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
