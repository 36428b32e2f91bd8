import { z } from 'zod';

/**
 * spec: recent action / message (GET /api/user/queryUserRecentActions/{id}, queryUserRecentMessages/{id}).
 * actionSource 0 is a garage vehicle, anything else a quote request.
 */
export const RecentActionSchema = z.object({
  actionSource: z.number(),
  actionType: z.string().nullish(),
  actionDescription: z.string().nullish(),
  actionDate: z.string().nullish(),
  actionNote: z.string().nullish(),
  vehicleName: z.string().nullish(),
  vehicleSummary: z.string().nullish(),
  vehicleImageUrl: z.string().nullish(),
  workshopName: z.string().nullish(),
  navigationId: z.union([z.string(), z.number()]),
});
export type RecentAction = z.infer<typeof RecentActionSchema>;
