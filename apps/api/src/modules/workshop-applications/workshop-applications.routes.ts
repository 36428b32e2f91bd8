import {
  ApplicationReplyAnswerSchema,
  ApplicationReplySchema,
  ApplicationReplyViewSchema,
  ApplyWorkshopSchema,
  DeclineApplicationSchema,
  type FieldErrors,
  RequestApplicationInformationSchema,
  WORKSHOP_APPLICATION_MESSAGES,
  WORKSHOP_APPLICATIONS_API,
  WORKSHOP_APPLICATIONS_LIMITS,
  WorkshopApplicationReceivedSchema,
  WorkshopApplicationSchema,
  WorkshopApplicationsPageSchema,
  WorkshopApplicationsQuerySchema,
  zodErrorToFieldErrors,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { badRequest } from '../../lib/errors';
import { sendFile } from '../../lib/file-download';
import { fileAnswer } from '../../lib/http-schemas';
import { attachmentFilesField, checkFiles, FormBody, parseFields, readForm } from '../../lib/multipart-form';
import { requireUser } from '../../lib/session';
import { auditActor } from '../audit/index';
import { BOT_CHECK_MESSAGES } from '../botcheck/index';
import {
  ApplicationDocumentParamsSchema,
  ApplicationParamsSchema,
  ReplyParamsSchema,
} from './workshop-applications.schemas';
import type { WorkshopApplicationsService } from './workshop-applications.service';

const JSON_FIELDS = ['address', 'services', 'quoteTypes', 'regionIds'] as const;
/** The applicant's link: one budget for reading and answering (one URL, one bucket). */
const REPLY_BUDGET = { max: 20, windowMinutes: 10 };
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf'];

/**
 * Workshop onboarding (decision 062): the public application (rate limited, the self-hosted bot check,
 * documents checked by content like every upload), the applicant's answer through the mailed link, and the
 * admin's review under /api/admin/workshop-applications (administrators only).
 */
export function workshopApplicationsRoutes(
  deps: Pick<AppDeps, 'db' | 'botCheck'>,
  service: WorkshopApplicationsService,
) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' } as const;

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.postWorkshopApplication),
      schema: {
        summary: 'Apply to join as a partner workshop (public, bot check, documents)',
        body: FormBody,
        response: { 201: WorkshopApplicationReceivedSchema },
      },
      config: {
        access: 'public',
        rateLimit: { max: 5, windowMinutes: 10 },
        multipartForm: ApplyWorkshopSchema.extend({ documentFiles: attachmentFilesField('Documents') }),
      },
      handler: async (request, reply) => {
        const form = await readForm(request, 'documentFiles', JSON_FIELDS);
        // Every field's problem at once (the bot check's absence among them), then the files, then the
        // bot check itself, so a person fixing a field does not spend a solved check.
        const parsed = ApplyWorkshopSchema.safeParse(form.fields);
        const errors: FieldErrors = parsed.success ? {} : zodErrorToFieldErrors(parsed.error);
        if (!form.fields.altcha) errors.altcha = [BOT_CHECK_MESSAGES.missing];
        if (form.files.length === 0) errors.documentFiles = [WORKSHOP_APPLICATION_MESSAGES.documentsRequired];
        if (form.files.length > WORKSHOP_APPLICATIONS_LIMITS.documents)
          errors.documentFiles = [WORKSHOP_APPLICATION_MESSAGES.documentsMax];
        if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(errors);
        const documents = await checkFiles(
          form.files,
          'documentFiles',
          WORKSHOP_APPLICATIONS_LIMITS.documents,
        );
        const problem = await deps.botCheck.check(parsed.data.altcha);
        if (problem) throw badRequest({ altcha: [problem] }, problem);
        const { altcha: _, ...input } = parsed.data;
        return reply.code(201).send(await service.apply(input, documents, { ip: request.ip }));
      },
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.getWorkshopApplicationReply),
      schema: {
        summary: 'Read what the admin asked, through the applicant link',
        params: ReplyParamsSchema,
        response: { 200: ApplicationReplyViewSchema },
      },
      config: { access: 'public', rateLimit: REPLY_BUDGET },
      handler: async (request) => service.replyView(deps.db, request.params.token),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.postWorkshopApplicationReply),
      schema: {
        summary: 'Answer the admin question through the applicant link (more documents may go with it)',
        params: ReplyParamsSchema,
        body: FormBody,
        response: { 200: ApplicationReplyAnswerSchema },
      },
      config: {
        access: 'public',
        rateLimit: REPLY_BUDGET,
        multipartForm: ApplicationReplySchema.extend({ documentFiles: attachmentFilesField('Documents') }),
      },
      handler: async (request) => {
        const form = await readForm(request, 'documentFiles');
        const input = parseFields(ApplicationReplySchema, form.fields);
        const documents = await checkFiles(
          form.files,
          'documentFiles',
          WORKSHOP_APPLICATIONS_LIMITS.documents,
        );
        return service.reply(request.params.token, input.message, documents);
      },
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplications),
      schema: {
        summary: 'List the applications by status (administrators)',
        querystring: WorkshopApplicationsQuerySchema,
        response: { 200: WorkshopApplicationsPageSchema },
      },
      config: admin,
      handler: async (request) => service.list(deps.db, request.query),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplication),
      schema: {
        summary: 'Read one application with its documents (administrators)',
        params: ApplicationParamsSchema,
        response: { 200: WorkshopApplicationSchema },
      },
      config: admin,
      handler: async (request) => service.get(deps.db, request.params.id),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplicationDocument),
      schema: {
        summary: 'Download one of the application documents (administrators)',
        params: ApplicationDocumentParamsSchema,
        response: { 200: fileAnswer('The document, named as it was uploaded', DOCUMENT_TYPES) },
      },
      config: admin,
      handler: async (request, reply) =>
        sendFile(reply, await service.document(deps.db, request.params.id, request.params.fileId)),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.approveWorkshopApplication),
      schema: {
        summary: 'Approve: creates the workshop and invites its first user (administrators)',
        params: ApplicationParamsSchema,
        response: { 200: WorkshopApplicationSchema },
      },
      config: admin,
      handler: async (request) =>
        service.approve(requireUser(request), auditActor(request), request.params.id),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.requestWorkshopApplicationInformation),
      schema: {
        summary: 'Ask the applicant for more information (administrators)',
        params: ApplicationParamsSchema,
        body: RequestApplicationInformationSchema,
        response: { 200: WorkshopApplicationSchema },
      },
      config: admin,
      handler: async (request) =>
        service.requestInformation(auditActor(request), request.params.id, request.body.message),
    });

    app.route({
      ...at(WORKSHOP_APPLICATIONS_API.declineWorkshopApplication),
      schema: {
        summary: 'Decline with a reason (administrators)',
        params: ApplicationParamsSchema,
        body: DeclineApplicationSchema,
        response: { 200: WorkshopApplicationSchema },
      },
      config: admin,
      handler: async (request) =>
        service.decline(auditActor(request), request.params.id, request.body.reason),
    });
  };
}
