/**
 * The marketing pages' query keys, apart from the calls: the landing page's customer count must not bring
 * the partner carousel's schemas (and zod with them) into its code (decision 082).
 */
export const marketingKeys = {
  customersCount: ['customers-count'] as const,
  publicWorkshops: (pageSize: number) => ['public-workshops', pageSize] as const,
};
