/** The vehicles feature's query keys (a file of its own: the landing page's search box loads no more). */
export const vehicleKeys = {
  search: (term: string) => ['vehicles', 'search', term] as const,
  brands: ['vehicles', 'brands'] as const,
  warrantyNoticeBrands: ['vehicles', 'warranty-notice-brands'] as const,
  serviceInterval: (reference: string, mileage: number | null | undefined) =>
    ['vehicles', 'service-interval', reference, mileage] as const,
};
