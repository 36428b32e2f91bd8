import type { Multipart } from '@fastify/multipart';
import {
  ActiveRequestsBodySchema,
  ActiveRequestsPageSchema,
  ATTACHMENT_MAX_KB,
  addFieldError,
  CompleteQuoteRequestAnswerSchema,
  type FieldErrors,
  GetQuoteRequestQuerySchema,
  GetQuoteRequestsQuerySchema,
  messages,
  PostQuoteRequestAnswerSchema,
  QUOTE_REQUESTS_API,
  QuoteRequestEnvelopeSchema,
  QuoteRequestIdParamsSchema,
  QuoteRequestListSchema,
  QuoteRequestSubmitExtrasSchema,
  QuoteRequestViewSchema,
  quoteRequestStepsSchema,
  RequestWorkshopListSchema,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { fileDigest, idempotencyCaller, idempotent } from '../../lib/idempotency';
import { readFilePart } from '../../lib/multipart-form';
import { requireUser } from '../../lib/session';
import { createDistanceProvider } from '../places/index';
import { MAX_ATTACHMENTS, requestReading, requestSubmit, type SubmitInput } from './index';

/** The JSON of the whole request in one multipart field: 64 KB holds 60 items with 500-character answers. */
const QUOTE_REQUEST_FIELD_MAX = 64 * 1024;
/**
 * Flattened scalar fields (quoteType, altcha, cancelDuplicate, ...) sent beside or instead of it: a longer
 * one is refused with its name, not dropped.
 */
const SCALAR_FIELD_MAX = 4000;
const FLAGS = new Set(['cancelDuplicate', 'forceDuplicate', 'isPolicyQuote', 'acceptTerms', 'isForBusiness']);

/**
 * Reads the multipart submit (decision 015): a `quoteRequest` field holding the request as JSON, any
 * other text field as a top-level value ('true'/'false' for the flags), the files `attachmentFiles`
 * (repeated; `attachmentFiles[n]` names row n) and `LicenseDiskPhoto`. Other files are drained.
 */
const unreadable = () =>
  badRequest({ quoteRequest: ['The request could not be read. Please send it as JSON.'] });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw unreadable();
  }
}

function requestObject(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw unreadable();
  return { ...(value as Record<string, unknown>) };
}

async function readSubmitMultipart(request: FastifyRequest): Promise<SubmitInput> {
  const input: SubmitInput = { fields: {}, attachments: [], licenseDiskPhoto: [] };
  const scalars: Record<string, unknown> = {};
  // A flattened text field over SCALAR_FIELD_MAX is refused (each named in one 400), never dropped unseen.
  let tooLong: FieldErrors = {};
  try {
    const parts = request.parts({ limits: { fieldSize: QUOTE_REQUEST_FIELD_MAX } });
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname === 'quoteRequest') {
          // A string field, or one sent with Content-Type application/json (then already parsed).
          input.fields = requestObject(typeof part.value === 'string' ? parseJson(part.value) : part.value);
        } else if (typeof part.value === 'string' && /^[A-Za-z]\w{0,63}$/.test(part.fieldname)) {
          if (part.value.length > SCALAR_FIELD_MAX)
            tooLong = addFieldError(tooLong, part.fieldname, messages.max(part.fieldname, SCALAR_FIELD_MAX));
          else scalars[part.fieldname] = FLAGS.has(part.fieldname) ? part.value === 'true' : part.value;
        }
        continue;
      }
      if (part.fieldname === 'quoteRequest') {
        // FormData.append('quoteRequest', new Blob([json], { type: 'application/json' })) arrives as a file.
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > QUOTE_REQUEST_FIELD_MAX) throw unreadable();
        input.fields = requestObject(parseJson(bytes.toString('utf8')));
        continue;
      }
      const match = /^(attachmentFiles|LicenseDiskPhoto|licenseDiskPhoto)(?:\[(\d{1,2})?\])?$/.exec(
        part.fieldname,
      );
      if (!match) {
        part.file.resume();
        continue;
      }
      const uploaded = await readFilePart(request, part, match[1]!);
      if (match[1] === 'attachmentFiles')
        input.attachments.push({ index: match[2] === undefined ? null : Number(match[2]), part: uploaded });
      else input.licenseDiskPhoto.push(uploaded);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw badRequest({ attachments: [`Please attach at most ${MAX_ATTACHMENTS} files.`] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(400, 'The form has too many fields.');
    if (code === 'FST_REQ_FILE_TOO_LARGE' || /field value/i.test(String((error as Error).message)))
      throw badRequest({ quoteRequest: ['The request is too long.'] });
    throw error;
  }
  if (Object.keys(tooLong).length > 0) throw badRequest(tooLong);
  input.fields = { ...input.fields, ...scalars };
  return input;
}

/**
 * The submit as the OpenAPI document and the fuzz suite see it (the handler reads the parts itself and
 * the service checks every field): the request's fields as a guest sends them (a signed-in caller's are
 * the same, without names, the e-mail's confirmation and the bot check), in one `quoteRequest` field or
 * as the JSON body.
 */
const QuoteRequestFieldsSchema = QuoteRequestEnvelopeSchema.and(QuoteRequestSubmitExtrasSchema).and(
  quoteRequestStepsSchema({ isGuest: true, isOrganisation: false }),
);
const PostQuoteRequestFormSchema = z.object({
  quoteRequest: QuoteRequestFieldsSchema.describe(
    'The request as JSON: a text field, or a part of type application/json. Its top-level values may ' +
      'also be sent as fields of their own, beside it or instead of it (flags as "true" or "false").',
  ),
  attachmentFiles: z
    .array(z.file())
    .max(MAX_ATTACHMENTS)
    .optional()
    .describe(
      `The attachments' files, at most ${MAX_ATTACHMENTS} (JPEG, PNG, GIF, SVG or PDF by content, each up to ` +
        `${ATTACHMENT_MAX_KB} KB): attachmentFiles[n] is the file of row n of the request's attachments; ` +
        'an unnumbered one goes to the next row without a file.',
    ),
  LicenseDiskPhoto: z
    .file()
    .optional()
    .describe(
      'The licence-disk photo: one image (by content) up to 10000 KB. Also read as licenseDiskPhoto.',
    ),
});

/**
 * A customer's quote requests as they make and read them (spec: the Quote requests call table; decisions
 * 015, 058): the submit, and the reads of a request with its quotes.
 * - POST /api/QuoteRequests/PostQuoteRequest (public; guests pass the bot check) -> 201 { status, data }
 * - GET /api/QuoteRequests/GetQuoteRequest/{uniqueId}?emailAddress= (public: the applicant, their branch,
 *   or anyone with the applicant's e-mail) -> the request
 * - GET /api/QuoteRequests/GetQuoteRequests?vehicleId= (user) -> { quoteRequests, customerVehicleMapping }
 * - POST /api/QuoteRequests/ActiveRequests/{branchId or own user id} (user) -> page of open requests
 * - GET /api/QuoteRequests/ActiveRequestsWorkshops/{id} (user) -> the request's workshops
 * - POST /api/QuoteRequests/completeQuoteRequest/{id} (user) -> Submitted to Completed, else 409
 */
export function customerRequestRoutes(deps: AppDeps & { fileStore: FileStore }) {
  const distances = deps.distances ?? createDistanceProvider();
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(QUOTE_REQUESTS_API.postQuoteRequest),
      schema: {
        summary: 'Submit a quote request, with its attachments and licence-disk photo',
        // JSON bodies are read here as a loose object; every field is checked by the shared schemas in
        // the service (multipart bodies are read from the stream, decision 015).
        body: z.record(z.string().max(100), z.unknown()).nullish(),
        response: { 201: PostQuoteRequestAnswerSchema },
      },
      config: {
        access: 'public',
        // Per person: a branch's staff behind one office address each have their own budget (guests
        // are counted by address).
        rateLimit: { max: 30, windowMinutes: 10, per: 'user' },
        multipartForm: PostQuoteRequestFormSchema,
        jsonForm: QuoteRequestFieldsSchema,
        idempotent: true,
      },
      handler: async (request, reply) => {
        const input: SubmitInput = request.isMultipart()
          ? await readSubmitMultipart(request)
          : { fields: { ...(request.body ?? {}) }, attachments: [], licenseDiskPhoto: [] };
        // A retry with the same Idempotency-Key gets the first answer, not a second request (decision 070).
        const fingerprint = {
          fields: input.fields,
          attachments: input.attachments.map((a) => ({ index: a.index, file: fileDigest(a.part) })),
          licenseDiskPhoto: input.licenseDiskPhoto.map(fileDigest),
        };
        const caller = idempotencyCaller(request.sessionUser, input.fields.email);
        return idempotent(request, reply, { db: deps.db, caller, fingerprint }, async (db) => ({
          status: 201,
          body: {
            status: 201,
            data: await requestSubmit.submit({ ...deps, db }, request.sessionUser, input),
          },
        }));
      },
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.getQuoteRequest),
      schema: {
        summary: 'Read one quote request (a guest with its e-mail address)',
        params: QuoteRequestIdParamsSchema,
        querystring: GetQuoteRequestQuerySchema,
        response: { 200: QuoteRequestViewSchema },
      },
      config: { access: 'public', rateLimit: { max: 60, windowMinutes: 1 } },
      handler: async (request) =>
        requestReading.get(deps.db, request.sessionUser, request.params.id, request.query.emailAddress),
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.getQuoteRequests),
      schema: {
        summary: "List the caller's quote requests, or one garage vehicle's",
        querystring: GetQuoteRequestsQuerySchema,
        response: { 200: QuoteRequestListSchema },
      },
      config: { access: 'user' },
      handler: async (request) =>
        requestReading.listForVehicle(deps.db, requireUser(request), request.query.vehicleId),
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.activeRequests),
      schema: {
        summary: 'List the open quote requests of a branch or of the caller, a page at a time',
        params: QuoteRequestIdParamsSchema,
        body: ActiveRequestsBodySchema,
        response: { 200: ActiveRequestsPageSchema },
      },
      config: { access: 'user' },
      handler: async (request) =>
        requestReading.active(deps.db, requireUser(request), request.params.id, request.body),
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.activeRequestsWorkshops),
      schema: {
        summary: 'List the workshops a quote request was sent to, with their distances',
        params: QuoteRequestIdParamsSchema,
        response: { 200: RequestWorkshopListSchema },
      },
      config: { access: 'user' },
      handler: async (request) =>
        requestReading.workshopsOf(deps.db, distances, requireUser(request), request.params.id),
    });

    app.route({
      ...at(QUOTE_REQUESTS_API.completeQuoteRequest),
      schema: {
        summary: 'Mark a submitted quote request completed',
        params: QuoteRequestIdParamsSchema,
        body: z.unknown().optional(),
        response: { 200: CompleteQuoteRequestAnswerSchema },
      },
      config: { access: 'user' },
      handler: async (request) => requestReading.complete(deps.db, requireUser(request), request.params.id),
    });
  };
}
