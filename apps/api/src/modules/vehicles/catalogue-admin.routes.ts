import { finished } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  BrandTermsEditSchema,
  BrandTermsListSchema,
  BrandTermsSchema,
  CATALOGUE_ADMIN_API,
  CATALOGUE_IMPORT_MAX_BYTES,
  CatalogueImportFormSchema,
  CatalogueImportPreviewSchema,
  CatalogueImportResultSchema,
  CatalogueVehicleEditSchema,
  VehicleSchema,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { badRequest } from '../../lib/errors';
import { requireAdmin } from '../../lib/session';
import { auditActor } from '../audit/index';
import { type CatalogueCsv, readCatalogueCsv, TOO_LARGE } from './catalogue-csv';
import { catalogueAdmin } from './index';

/**
 * The administrators' catalogue (decision 061), admins only:
 * - POST /api/admin/catalogue/import/preview (multipart `file`) -> counts, every bad row, the first rows;
 * - POST /api/admin/catalogue/import (multipart `file`) -> applied in one transaction, or 400 with a
 *   message per bad row and column and nothing applied; answers once this instance's search has the
 *   change (the others reload on the same NOTIFY);
 * - PUT /api/admin/catalogue/vehicles/{id} -> one catalogue vehicle's fields;
 * - GET /api/admin/catalogue/brands, PUT /api/admin/catalogue/brands/{brand} -> each brand's service
 *   intervals, warranty and plan, written onto its vehicles.
 */

/** Reads the form's CSV file as a stream, cut at the cap (a longer one is refused, not half read). */
async function readUpload(request: FastifyRequest): Promise<CatalogueCsv> {
  if (!request.isMultipart()) throw badRequest({ file: ['Choose a CSV file.'] });
  const part = (await request.file({ limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1 } })) as
    | Multipart
    | undefined;
  if (part?.type !== 'file' || part.fieldname !== 'file') {
    if (part?.type === 'file') part.file.resume();
    throw badRequest({ file: ['Choose a CSV file.'] });
  }
  const csv = await readCatalogueCsv(part.file).catch(async (error) => {
    // A file refused part-way (too many rows, say) may also be too large: that is the message to give.
    await finished(part.file).catch(() => {});
    if (part.file.truncated) throw badRequest({ file: [TOO_LARGE] });
    throw error;
  });
  if (part.file.truncated) throw badRequest({ file: [TOO_LARGE] });
  return csv;
}

const IdParams = z.object({
  id: z.coerce
    .number({ error: 'This is not a vehicle id.' })
    .int({ error: 'This is not a vehicle id.' })
    .min(1, { error: 'This is not a vehicle id.' })
    .max(2_147_483_647, { error: 'This is not a vehicle id.' }),
});
const BrandParams = z.object({ brand: z.string().trim().min(1).max(100) });

export function catalogueAdminRoutes(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const config = { access: 'admin' } as const;

    app.route({
      ...at(CATALOGUE_ADMIN_API.previewCatalogueImport),
      schema: {
        summary: 'Check a catalogue CSV: what applying it would add and change, and every bad row',
        response: { 200: CatalogueImportPreviewSchema },
      },
      config: { ...config, multipartForm: CatalogueImportFormSchema },
      handler: async (request) => {
        requireAdmin(request);
        return catalogueAdmin.previewImport(db, await readUpload(request));
      },
    });

    app.route({
      ...at(CATALOGUE_ADMIN_API.applyCatalogueImport),
      schema: {
        summary: 'Apply a catalogue CSV in one transaction (refused whole while any row is bad)',
        response: { 200: CatalogueImportResultSchema },
      },
      config: { ...config, multipartForm: CatalogueImportFormSchema },
      handler: async (request) => {
        const result = await catalogueAdmin.applyImport(db, auditActor(request), await readUpload(request));
        // This instance's search has the new vehicles before the answer leaves (decision 037's NOTIFY).
        await readModels(deps).settled();
        return result;
      },
    });

    app.route({
      ...at(CATALOGUE_ADMIN_API.updateCatalogueVehicle),
      schema: {
        summary: 'Edit one catalogue vehicle',
        params: IdParams,
        body: CatalogueVehicleEditSchema,
        response: { 200: VehicleSchema },
      },
      config,
      handler: async (request) => {
        const vehicle = await catalogueAdmin.updateVehicle(
          db,
          auditActor(request),
          request.params.id,
          request.body,
        );
        // This instance's kept lists and vehicle are dropped before the answer (decision 081).
        await readModels(deps).settled();
        return vehicle;
      },
    });

    app.route({
      ...at(CATALOGUE_ADMIN_API.listBrandTerms),
      schema: {
        summary: "List each brand's service intervals, warranty and plan",
        response: { 200: BrandTermsListSchema },
      },
      config,
      handler: async () => catalogueAdmin.listBrandTerms(db),
    });

    app.route({
      ...at(CATALOGUE_ADMIN_API.updateBrandTerms),
      schema: {
        summary: "Edit a brand's service intervals, warranty and plan (applied to its catalogue vehicles)",
        params: BrandParams,
        body: BrandTermsEditSchema,
        response: { 200: BrandTermsSchema },
      },
      config,
      handler: async (request) => {
        const terms = await catalogueAdmin.updateBrandTerms(
          db,
          auditActor(request),
          request.params.brand,
          request.body,
        );
        await readModels(deps).settled();
        return terms;
      },
    });
  };
}
