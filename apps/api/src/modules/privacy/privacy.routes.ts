import {
  AdminEraseUserSchema,
  DeleteAccountSchema,
  MessageSchema,
  PopiaRequestListSchema,
  PRIVACY_API,
  UuidParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { at } from '../../lib/contract';
import { sendJsonFile } from '../../lib/file-download';
import { requireUser } from '../../lib/session';
import { auditActor } from '../audit/index';
import type { PrivacyService } from './privacy.service';

/** POPIA: GET /api/user/exportData (everything we hold, as a file) and DELETE /api/user/account. */
export function privacyRoutes(privacy: PrivacyService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'user' } as const;

    // Everything we hold about the caller, by module: its shape is each module's rows (decision 010).
    const ExportSchema = z
      .record(z.string(), z.unknown())
      .describe('A JSON file (Content-Disposition: attachment) of every record held about the caller.');
    app.route({
      ...at(PRIVACY_API.exportData),
      schema: {
        summary: 'Download everything held about the caller (POPIA)',
        response: { 200: ExportSchema },
      },
      config,
      handler: async (request, reply) => {
        const data = await privacy.exportData(requireUser(request));
        const day = new Date().toISOString().slice(0, 10);
        return sendJsonFile(reply, `motorwise-my-data-${day}.json`, data);
      },
    });

    app.route({
      ...at(PRIVACY_API.deleteUserAccount),
      schema: {
        summary: "Delete the caller's account; personal details are erased (POPIA)",
        body: DeleteAccountSchema,
        response: { 200: MessageSchema },
      },
      config,
      handler: async (request) => privacy.deleteAccount(requireUser(request), request.body),
    });

    // An admin's part (decision 065): the record of every request, and an export or erasure on a
    // person's behalf, each recorded and audited.
    const admin = { access: 'admin' } as const;
    app.route({
      ...at(PRIVACY_API.getAdminPopiaRequests),
      schema: {
        summary: 'The POPIA requests recorded, newest first',
        operationId: 'GetAdminPopiaRequests',
        response: { 200: PopiaRequestListSchema },
      },
      config: admin,
      handler: async () => privacy.requests(),
    });
    app.route({
      ...at(PRIVACY_API.getAdminUserExport),
      schema: {
        summary: 'Export everything held about a user, on their behalf (recorded and audited)',
        operationId: 'GetAdminUserExport',
        params: UuidParamsSchema,
        response: { 200: ExportSchema },
      },
      config: admin,
      handler: async (request, reply) => {
        const data = await privacy.adminExport(auditActor(request), request.params.id);
        const day = new Date().toISOString().slice(0, 10);
        return sendJsonFile(reply, `motorwise-user-data-${request.params.id}-${day}.json`, data);
      },
    });
    app.route({
      ...at(PRIVACY_API.postAdminUserErase),
      schema: {
        summary: "Erase a user's personal data, on their behalf (recorded and audited)",
        operationId: 'PostAdminUserErase',
        params: UuidParamsSchema,
        body: AdminEraseUserSchema,
        response: { 200: MessageSchema },
      },
      config: admin,
      handler: async (request) => privacy.adminErase(auditActor(request), request.params.id),
    });
  };
}
