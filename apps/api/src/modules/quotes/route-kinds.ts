import {
  ATTACHMENT_MAX_KB,
  type ContractEntry,
  GuestQuerySchema,
  IdParamsSchema,
  QuoteActionAnswerSchema,
} from '@motorwise/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import type { FileStore } from '../../lib/file-store';
import { fileAnswer } from '../../lib/http-schemas';
import { requireWorkshopUser, type SessionUser, workshopScope } from '../../lib/session';
import type { CheckedUpload } from '../files/index';
import { attachmentDisposition } from '../files/index';
import { createDistanceProvider } from '../places/index';
import { type CustomerCaller, checkFiles, type QuoteDeps } from './access';
import { parseFields, readForm } from './form';

/**
 * The kinds of route the quote calls are made of, so each call is declared once, in one line or three:
 * a file download, a customer's form (multipart with files, or JSON), a workshop's read, and a workshop's
 * step on a job (a JSON body, the quote's id in the path, a QuoteActionAnswer back). Every route still
 * declares its access, rate limit and zod schemas (OpenAPI and the fuzz test read them).
 */

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

export interface SentFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** Files a person uploaded are served as downloads that never run as a page of this origin. */
export function sendFile(reply: FastifyReply, file: SentFile) {
  return reply
    .type(file.mimeType)
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}

type Config = FastifyContextConfig;
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The customer acting: signed in, or a guest holding the request's e-mail. */
const callerOf = (request: FastifyRequest, emailAddress?: string | null): CustomerCaller => ({
  user: request.sessionUser,
  emailAddress,
});

/**
 * GET a file the customer (or the workshop) may read: `{id}` in the path and the guest's `emailAddress`
 * in the query unless other schemas are given; the file goes out as a download (sendFile).
 */
export function fileRoutes(app: FastifyInstance, config: Config) {
  return <P extends Schema = typeof IdParamsSchema, Q extends Schema = typeof GuestQuerySchema>(
    entry: ContractEntry,
    file: { summary: string; description: string; types: string[]; params?: P; querystring?: Q },
    load: (params: Out<P>, query: Out<Q>, caller: CustomerCaller) => Promise<SentFile>,
  ) =>
    app.route({
      ...at(entry),
      schema: {
        summary: file.summary,
        params: file.params ?? IdParamsSchema,
        querystring: file.querystring ?? GuestQuerySchema,
        response: { 200: fileAnswer(file.description, file.types) },
      },
      config,
      handler: async (request, reply) => {
        const query = request.query as Out<Q> & { emailAddress?: string | null };
        const file = await load(request.params as Out<P>, query, callerOf(request, query.emailAddress));
        return sendFile(reply, file);
      },
    });
}

/** The files a form takes, as the OpenAPI document and the fuzz suite see them. */
export const attachmentFilesField = (what: string) =>
  z
    .array(z.file())
    .max(MAX_FILES)
    .optional()
    .describe(
      `${what}: at most ${MAX_FILES} files (JPEG, PNG, GIF, SVG or PDF by content, each up to ` +
        `${ATTACHMENT_MAX_KB} KB), the field repeated or numbered (name[0], name[1], ...).`,
    );

/**
 * POST a customer's form: multipart (text fields, `jsonFields` as JSON, `attachmentFiles` checked by
 * content) or plain JSON, read with the shared schema; the guest's e-mail is a field of the form.
 * `files` describes the files the call keeps (for the document; files sent to a call without it are
 * still read and checked, then dropped).
 */
export function customerFormRoutes(app: FastifyInstance, config: Config) {
  return <S extends z.ZodObject & z.ZodType<{ emailAddress?: string | null | undefined }>>(
    entry: ContractEntry,
    form: { summary: string; fields: S; response: Schema; jsonFields?: string[]; files?: string },
    act: (caller: CustomerCaller, input: z.output<S>, files: CheckedUpload[]) => Promise<unknown>,
  ) =>
    app.route({
      ...at(entry),
      schema: { summary: form.summary, body: FormBody, response: { 200: form.response } },
      config: {
        ...config,
        multipartForm: form.files
          ? form.fields.extend({ attachmentFiles: attachmentFilesField(form.files) })
          : form.fields,
      },
      handler: async (request) => {
        const read = await readForm(request, 'attachmentFiles', form.jsonFields);
        const input = parseFields(form.fields, read.fields);
        const files = await checkFiles(read.files, 'attachmentFiles', MAX_FILES);
        return act(callerOf(request, input.emailAddress), input, files);
      },
    });
}

/**
 * The workshop portal's routes, each answering for the caller's chosen workshop only (workshopScope).
 * - `read`: a GET with optional `{id}` params and query (`everyWorkshop`: all of the user's workshops);
 * - `step`: a POST on `{id}` with a JSON body (or a multipart form the step reads itself, described by
 *   `multipartForm`), answered with a QuoteActionAnswer (or `response`).
 */
export function workshopRoutes(app: FastifyInstance, config: { read: Config; step: Config }) {
  const read = <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
    entry: ContractEntry,
    schema: { summary: string; response: Schema; params?: P; querystring?: Q; everyWorkshop?: true },
    answer: (user: SessionUser, params: Out<P>, query: Out<Q>) => Promise<unknown>,
  ) =>
    app.route({
      ...at(entry),
      schema: {
        summary: schema.summary,
        ...(schema.params ? { params: schema.params } : {}),
        ...(schema.querystring ? { querystring: schema.querystring } : {}),
        response: { 200: schema.response },
      },
      config: config.read,
      handler: async (request) =>
        answer(
          schema.everyWorkshop ? requireWorkshopUser(request) : workshopScope(request),
          request.params as Out<P>,
          request.query as Out<Q>,
        ),
    });

  const step = <B extends Schema>(
    entry: ContractEntry,
    schema: { summary: string; body: B; response?: Schema; multipartForm?: Schema },
    act: (user: SessionUser, id: string, body: z.output<B>, request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.route({
      ...at(entry),
      schema: {
        summary: schema.summary,
        params: IdParamsSchema,
        body: schema.body,
        response: { 200: schema.response ?? QuoteActionAnswerSchema },
      },
      config: schema.multipartForm ? { ...config.step, multipartForm: schema.multipartForm } : config.step,
      handler: async (request) =>
        act(
          workshopScope(request),
          (request.params as { id: string }).id,
          request.body as z.output<B>,
          request,
        ),
    });

  return { read, step };
}
