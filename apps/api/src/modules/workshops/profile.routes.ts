import type { Multipart } from '@fastify/multipart';
import { UpdateWorkshopProfileSchema, WORKSHOPS_API, WorkshopProfileSchema } from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { at } from '../../lib/contract';
import { AppError, badRequest } from '../../lib/errors';
import { sendPublicPicture } from '../../lib/file-download';
import { fileAnswer } from '../../lib/http-schemas';
import { readFilePart } from '../../lib/multipart-form';
import type { UploadedPart } from '../files/index';
import { LOGO_TYPES, type WorkshopProfileService } from './profile.service';
import { ownWorkshop } from './workshop-http';
import { WorkshopLogoFormSchema, WorkshopLogoParamsSchema } from './workshops.schemas';

/** The one file part named `logo` of a multipart upload; other parts are drained and ignored. */
export async function readLogo(request: FastifyRequest): Promise<UploadedPart | null> {
  if (!request.isMultipart()) throw badRequest({ logo: ['Cannot be empty.'] });
  let logo: UploadedPart | null = null;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'logo' || logo) {
        part.file.resume();
        continue;
      }
      logo = await readFilePart(request, part, 'logo');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_')) throw new AppError(400, 'The form could not be read.');
    throw error;
  }
  return logo;
}

/**
 * The workshop portal's profile (spec: Workshop entity; issue 10). Each workshop user reads and writes
 * only the workshop they work for; the logo is public once uploaded (it shows beside every quote).
 * - GET /api/workshop/profile -> WorkshopProfile
 * - PUT /api/workshop/profile UpdateWorkshopProfile -> WorkshopProfile
 * - POST /api/workshop/profile/logo multipart `logo` (PNG, JPEG or WebP by content, 2 MB) -> WorkshopProfile
 * - GET /api/PublicWorkshop/Logo/{fileId} -> the image (only a file that is some workshop's logo)
 */
export function workshopProfileRoutes(service: WorkshopProfileService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'workshop' } as const;

    app.route({
      ...at(WORKSHOPS_API.getWorkshopProfile),
      schema: {
        summary: "Read the workshop's own profile",
        operationId: 'GetWorkshopProfile',
        response: { 200: WorkshopProfileSchema },
      },
      config,
      handler: async (request) => service.get(ownWorkshop(request)),
    });

    app.route({
      ...at(WORKSHOPS_API.updateWorkshopProfile),
      schema: {
        summary: "Change the workshop's own profile",
        operationId: 'UpdateWorkshopProfile',
        body: UpdateWorkshopProfileSchema,
        response: { 200: WorkshopProfileSchema },
      },
      config,
      handler: async (request) => service.update(ownWorkshop(request), request.body),
    });

    app.route({
      ...at(WORKSHOPS_API.uploadWorkshopLogo),
      schema: {
        summary: "Upload the workshop's logo",
        operationId: 'UploadWorkshopLogo',
        response: { 200: WorkshopProfileSchema },
      },
      config: {
        ...config,
        rateLimit: { max: 20, windowMinutes: 10 },
        multipartForm: WorkshopLogoFormSchema,
      },
      handler: async (request) => {
        const workshopId = ownWorkshop(request);
        return service.setLogo(workshopId, await readLogo(request));
      },
    });

    app.route({
      ...at(WORKSHOPS_API.getWorkshopLogo),
      schema: {
        summary: "Download a workshop's logo",
        operationId: 'GetWorkshopLogo',
        params: WorkshopLogoParamsSchema,
        response: { 200: fileAnswer('The workshop logo', LOGO_TYPES) },
      },
      config: { access: 'public' },
      // A new logo gets a new file id (a new URL), so one URL's bytes never change.
      handler: async (request, reply) =>
        sendPublicPicture(reply, await service.logoFile(request.params.fileId)),
    });
  };
}
