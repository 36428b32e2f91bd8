import { Readable } from 'node:stream';
import {
  CommissionInvoiceListSchema,
  CommissionInvoiceParamsSchema,
  CommissionSettingsSchema,
  MoneyExportParamsSchema,
  MoneyExportQuerySchema,
  PLATFORM_MONEY_API,
  SetGlobalCommissionSchema,
  SetWorkshopCommissionSchema,
  WorkshopCommissionParamsSchema,
  WorkshopStatementQuerySchema,
} from '@motorwise/shared';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import { sendFile } from '../../lib/file-download';
import { fileAnswer } from '../../lib/http-schemas';
import { requireAdmin } from '../../lib/session';
import { auditActor } from '../audit/index';
import { attachmentDisposition } from '../files/index';
import { ownWorkshop } from '../workshops/routes';
import { commissionInvoiceFileName } from './commission-invoice-pdf';
import type { PlatformMoneyService } from './platform-money.service';

/**
 * The platform's money over HTTP (decision 064): commission rates and the accountant's exports for admins,
 * the commission invoices for admins (all) and for a workshop (its own, in its portal's statement).
 */
export function platformMoneyRoutes(db: Db, service: PlatformMoneyService, defaultPercent: number) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(PLATFORM_MONEY_API.getCommission),
      schema: {
        summary: 'Read the commission rates (administrators)',
        operationId: 'GetCommission',
        response: { 200: CommissionSettingsSchema },
      },
      config: { access: 'admin' },
      handler: async () => service.commissionSettings(db, defaultPercent),
    });

    app.route({
      ...at(PLATFORM_MONEY_API.setGlobalCommission),
      schema: {
        summary: 'Set the global commission rate from a day on',
        operationId: 'SetGlobalCommission',
        body: SetGlobalCommissionSchema,
        response: { 200: CommissionSettingsSchema },
      },
      config: { access: 'admin' },
      handler: async (request) =>
        service.setGlobalRate(db, requireAdmin(request), request.body, auditActor(request), defaultPercent),
    });

    app.route({
      ...at(PLATFORM_MONEY_API.setWorkshopCommission),
      schema: {
        summary: "Set or clear a workshop's own commission rate",
        operationId: 'SetWorkshopCommission',
        params: WorkshopCommissionParamsSchema,
        body: SetWorkshopCommissionSchema,
        response: { 200: CommissionSettingsSchema },
      },
      config: { access: 'admin' },
      handler: async (request) =>
        service.setWorkshopRate(
          db,
          requireAdmin(request),
          request.params.workshopId,
          request.body,
          auditActor(request),
          defaultPercent,
        ),
    });

    app.route({
      ...at(PLATFORM_MONEY_API.listCommissionInvoices),
      schema: {
        summary: "List every workshop's commission invoices (administrators)",
        operationId: 'ListCommissionInvoices',
        response: { 200: CommissionInvoiceListSchema },
      },
      config: { access: 'admin' },
      handler: async () => service.invoices(db),
    });

    app.route({
      ...at(PLATFORM_MONEY_API.downloadCommissionInvoice),
      schema: {
        summary: 'Download a commission invoice as a PDF (administrators)',
        operationId: 'DownloadCommissionInvoice',
        params: CommissionInvoiceParamsSchema,
        response: { 200: fileAnswer('The commission tax invoice as a PDF', ['application/pdf']) },
      },
      config: { access: 'admin' },
      handler: async (request, reply) => {
        const { number, kind, bytes } = await service.invoicePdf(db, request.params.id);
        return sendFile(reply, {
          name: commissionInvoiceFileName(number, kind),
          mimeType: 'application/pdf',
          bytes,
        });
      },
    });

    app.route({
      ...at(PLATFORM_MONEY_API.exportMoney),
      schema: {
        summary: 'Export payments, payouts, refunds or commission invoices of a date range as CSV',
        operationId: 'ExportMoney',
        params: MoneyExportParamsSchema,
        querystring: MoneyExportQuerySchema,
        response: { 200: fileAnswer('The rows as CSV (amounts in rand, times in SAST)', ['text/csv']) },
      },
      config: { access: 'admin' },
      handler: async (request, reply) => {
        const { kind } = request.params;
        const { from, to } = request.query;
        // Streamed: rows are read a page at a time and written as they come.
        const csv = Readable.from(service.exportRows(db, kind, request.query)).pipe(stringify());
        // The documented answer is bytes; a stream is sent as they come (Fastify pipes it).
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', attachmentDisposition(`motorwise-${kind}-${from}-to-${to}.csv`))
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(csv);
      },
    });

    app.route({
      ...at(PLATFORM_MONEY_API.listWorkshopCommissionInvoices),
      schema: {
        summary: "List the workshop's commission invoices",
        operationId: 'ListWorkshopCommissionInvoices',
        querystring: WorkshopStatementQuerySchema,
        response: { 200: CommissionInvoiceListSchema },
      },
      config: { access: 'workshop' },
      handler: async (request) => {
        return service.invoices(db, ownWorkshop(request, request.query.workshopId));
      },
    });

    app.route({
      ...at(PLATFORM_MONEY_API.downloadWorkshopCommissionInvoice),
      schema: {
        summary: "Download one of the workshop's commission invoices as a PDF",
        operationId: 'DownloadWorkshopCommissionInvoice',
        params: CommissionInvoiceParamsSchema,
        querystring: WorkshopStatementQuerySchema,
        response: { 200: fileAnswer('The commission tax invoice as a PDF', ['application/pdf']) },
      },
      config: { access: 'workshop' },
      handler: async (request, reply) => {
        const workshopId = ownWorkshop(request, request.query.workshopId);
        const { number, kind, bytes } = await service.invoicePdf(db, request.params.id, workshopId);
        return sendFile(reply, {
          name: commissionInvoiceFileName(number, kind),
          mimeType: 'application/pdf',
          bytes,
        });
      },
    });
  };
}
