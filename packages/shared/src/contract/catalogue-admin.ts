import type { Contract } from './entry';

/** The administrators' vehicle catalogue: the CSV import, one vehicle's edit, the brands' terms (decision 061). */
export const CATALOGUE_ADMIN_API = {
  /** Check a catalogue CSV: what applying it would add and change, and every bad row */
  previewCatalogueImport: {
    method: 'POST',
    path: '/api/admin/catalogue/import/preview',
    form: 'CatalogueImportFormSchema',
    answer: 'CatalogueImportPreviewSchema',
  },
  /** Apply a catalogue CSV in one transaction (refused whole while any row is bad) */
  applyCatalogueImport: {
    method: 'POST',
    path: '/api/admin/catalogue/import',
    form: 'CatalogueImportFormSchema',
    answer: 'CatalogueImportResultSchema',
  },
  /** Edit one catalogue vehicle */
  updateCatalogueVehicle: {
    method: 'PUT',
    path: '/api/admin/catalogue/vehicles/{id}',
    body: 'CatalogueVehicleEditSchema',
    answer: 'VehicleSchema',
  },
  /** List each brand's service intervals, warranty and plan */
  listBrandTerms: { method: 'GET', path: '/api/admin/catalogue/brands', answer: 'BrandTermsListSchema' },
  /** Edit a brand's service intervals, warranty and plan (applied to its catalogue vehicles) */
  updateBrandTerms: {
    method: 'PUT',
    path: '/api/admin/catalogue/brands/{brand}',
    body: 'BrandTermsEditSchema',
    answer: 'BrandTermsSchema',
  },
} as const satisfies Contract;
