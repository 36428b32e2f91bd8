import {
  AdminDisputeMessageSchema,
  DISPUTES_API,
  DISPUTES_LIMITS,
  DisputeListSchema,
  DisputeMessageInputSchema,
  DisputeSchema,
  DisputesQuerySchema,
  OpenDisputeSchema,
  ResolveDisputeSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { FILE_TYPES, sendFile } from '../../lib/file-download';
import { fileAnswer } from '../../lib/http-schemas';
import { attachmentFilesField, checkFiles, FormBody, parseFields, readForm } from '../../lib/multipart-form';
import { requireUser } from '../../lib/session';
import { auditActor } from '../audit/index';
import { DisputeFileParamsSchema, DisputeParamsSchema } from './disputes.schemas';
import type { DisputesService } from './disputes.service';

const EVIDENCE = 'evidenceFiles';

/**
 * Disputes about a job (decision 063): the customer and the workshop read and write theirs (evidence
 * files checked by content like every upload); the admin lists, reads, writes and resolves under
 * /api/admin/disputes (administrators only, every write audited).
 */
export function disputesRoutes(deps: Pick<AppDeps, 'db'>, service: DisputesService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' } as const;

    app.route({
      ...at(DISPUTES_API.getDisputes),
      schema: {
        summary: "List the disputes of the caller's jobs",
        querystring: DisputesQuerySchema,
        response: { 200: DisputeListSchema },
      },
      config: { access: 'user' },
      handler: async (request) => service.listMine(deps.db, requireUser(request), request.query),
    });

    app.route({
      ...at(DISPUTES_API.getDispute),
      schema: {
        summary: "Read one of the caller's disputes with its thread",
        params: DisputeParamsSchema,
        response: { 200: DisputeSchema },
      },
      config: { access: 'user' },
      handler: async (request) => service.getMine(deps.db, requireUser(request), request.params.id),
    });

    app.route({
      ...at(DISPUTES_API.postDispute),
      schema: {
        summary: "Open a dispute about one of the customer's jobs (evidence files may go with it)",
        body: FormBody,
        response: { 201: DisputeSchema },
      },
      config: {
        access: 'user',
        multipartForm: OpenDisputeSchema.extend({ [EVIDENCE]: attachmentFilesField('Evidence') }),
      },
      handler: async (request, reply) => {
        const form = await readForm(request, EVIDENCE);
        const input = parseFields(OpenDisputeSchema, form.fields);
        const evidence = await checkFiles(form.files, EVIDENCE, DISPUTES_LIMITS.evidence);
        return reply.code(201).send(await service.open(requireUser(request), input, evidence));
      },
    });

    app.route({
      ...at(DISPUTES_API.postDisputeMessage),
      schema: {
        summary: 'Write in a dispute (the customer or the workshop), evidence files may go with it',
        params: DisputeParamsSchema,
        body: FormBody,
        response: { 200: DisputeSchema },
      },
      config: {
        access: 'user',
        multipartForm: DisputeMessageInputSchema.extend({ [EVIDENCE]: attachmentFilesField('Evidence') }),
      },
      handler: async (request) => {
        const form = await readForm(request, EVIDENCE);
        const input = parseFields(DisputeMessageInputSchema, form.fields);
        const evidence = await checkFiles(form.files, EVIDENCE, DISPUTES_LIMITS.evidence);
        return service.write(requireUser(request), request.params.id, input.message, evidence);
      },
    });

    app.route({
      ...at(DISPUTES_API.getDisputeFile),
      schema: {
        summary: 'Download an evidence file of a dispute (its two sides and administrators)',
        params: DisputeFileParamsSchema,
        response: { 200: fileAnswer('The evidence, named as it was uploaded', FILE_TYPES) },
      },
      config: { access: 'user' },
      handler: async (request, reply) =>
        sendFile(
          reply,
          await service.evidence(deps.db, requireUser(request), request.params.id, request.params.fileId),
        ),
    });

    app.route({
      ...at(DISPUTES_API.getAdminDisputes),
      schema: {
        summary: 'List the disputes, open first (administrators)',
        querystring: DisputesQuerySchema,
        response: { 200: DisputeListSchema },
      },
      config: admin,
      handler: async (request) => service.list(deps.db, request.query),
    });

    app.route({
      ...at(DISPUTES_API.getAdminDispute),
      schema: {
        summary: 'Read one dispute with its thread (administrators)',
        params: DisputeParamsSchema,
        response: { 200: DisputeSchema },
      },
      config: admin,
      handler: async (request) => service.get(deps.db, request.params.id),
    });

    app.route({
      ...at(DISPUTES_API.postAdminDisputeMessage),
      schema: {
        summary: 'Write to the customer or the workshop (administrators)',
        params: DisputeParamsSchema,
        body: AdminDisputeMessageSchema,
        response: { 200: DisputeSchema },
      },
      config: admin,
      handler: async (request) =>
        service.adminWrite(requireUser(request), auditActor(request), request.params.id, request.body),
    });

    app.route({
      ...at(DISPUTES_API.resolveDispute),
      schema: {
        summary: 'Close a dispute with an outcome: resolved, partial refund or full refund (administrators)',
        params: DisputeParamsSchema,
        body: ResolveDisputeSchema,
        response: { 200: DisputeSchema },
      },
      config: admin,
      handler: async (request) =>
        service.resolve(requireUser(request), auditActor(request), request.params.id, request.body),
    });
  };
}
