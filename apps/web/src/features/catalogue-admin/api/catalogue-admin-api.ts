import {
  type BrandTermsEditInput,
  BrandTermsListSchema,
  BrandTermsSchema,
  CATALOGUE_ADMIN_API,
  CatalogueImportPreviewSchema,
  CatalogueImportResultSchema,
  type CatalogueVehicleFieldsInput,
  VEHICLES_API,
  VehicleListSchema,
  VehicleSchema,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The administrators' catalogue (decision 061): one key object for every query here. */
export const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  brands: ['catalogue-admin', 'brands'] as const,
  search: (term: string) => ['catalogue-admin', 'search', term] as const,
};

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /api/admin/catalogue/import/preview: counts, every bad row, the first rows. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) =>
      apiClient.call(CATALOGUE_ADMIN_API.previewCatalogueImport, {
        body: formOf(file),
        schema: CatalogueImportPreviewSchema,
      }),
  });
}

/** POST /api/admin/catalogue/import: applied in one transaction, or refused whole (400). */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiClient.call(CATALOGUE_ADMIN_API.applyCatalogueImport, {
        body: formOf(file),
        schema: CatalogueImportResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all }),
  });
}

/** The catalogue's search (the public one: catalogue vehicles only), for finding a vehicle to edit. */
export function useCatalogueSearch(term: string) {
  const searchTerm = term.trim();
  return useQuery({
    queryKey: catalogueAdminKeys.search(searchTerm),
    queryFn: ({ signal }) =>
      apiClient.call(VEHICLES_API.searchVehicles, {
        body: { searchTerm },
        schema: VehicleListSchema,
        signal,
      }),
    enabled: searchTerm.length >= 2,
    retry: false,
  });
}

/** PUT /api/admin/catalogue/vehicles/{id}. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: CatalogueVehicleFieldsInput }) =>
      apiClient.call(CATALOGUE_ADMIN_API.updateCatalogueVehicle, {
        params: { id },
        body: fields,
        schema: VehicleSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all }),
  });
}

/** GET /api/admin/catalogue/brands. */
export function useBrandTerms() {
  return useQuery({
    queryKey: catalogueAdminKeys.brands,
    queryFn: ({ signal }) =>
      apiClient.call(CATALOGUE_ADMIN_API.listBrandTerms, { schema: BrandTermsListSchema, signal }),
  });
}

/** PUT /api/admin/catalogue/brands/{brand}. */
export function useUpdateBrandTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brand, terms }: { brand: string; terms: BrandTermsEditInput }) =>
      apiClient.call(CATALOGUE_ADMIN_API.updateBrandTerms, {
        params: { brand },
        body: terms,
        schema: BrandTermsSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.brands }),
  });
}
