import { z } from 'zod';
import { messages } from './messages';
import { QUOTE_KINDS, QUOTE_TYPES } from './quote-types';
import { UpdateWorkshopProfileSchema, WorkshopProfileSchema } from './workshop-profile';

/**
 * The admin's editing of any workshop (issue 22 item 2, decision 062): everything the workshop's own
 * profile holds, plus what only the admin decides: the quote types, services and region it serves, the
 * organisation it belongs to (none: a public workshop), the bank details' verification, and suspension.
 * The contract entries are in contract/admin-workshops.ts.
 */
export const ADMIN_WORKSHOPS_LIMITS = { perPage: 50, reason: 1000, regions: 50 } as const;

export const BANK_VERIFICATION_STATES = ['unverified', 'verified', 'rejected'] as const;
export type BankVerificationState = (typeof BANK_VERIFICATION_STATES)[number];

export const WORKSHOP_STANDINGS = ['active', 'suspended'] as const;

export const ADMIN_WORKSHOP_MESSAGES = {
  alreadySuspended: 'This workshop is already suspended.',
  notSuspended: 'This workshop is not suspended.',
  regionUnknown: 'Please choose a region from the list.',
  organisationUnknown: 'Please choose an organisation from the list.',
  bankVerificationWithoutAccount: 'The workshop has no bank account to verify.',
} as const;

export const AdminWorkshopsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  standing: z.enum(WORKSHOP_STANDINGS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminWorkshopsQuery = z.input<typeof AdminWorkshopsQuerySchema>;

export const AdminWorkshopSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  suspendedReason: z.string().nullable(),
  organizationId: z.string().nullable(),
  /** Certifications whose valid-until date has passed. */
  expiredCertifications: z.number(),
});
export type AdminWorkshopSummary = z.infer<typeof AdminWorkshopSummarySchema>;

export const AdminWorkshopsPageSchema = z.object({
  items: z.array(AdminWorkshopSummarySchema).max(ADMIN_WORKSHOPS_LIMITS.perPage),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});
export type AdminWorkshopsPage = z.infer<typeof AdminWorkshopsPageSchema>;

/** One workshop as the admin edits it: its profile, with each certification flagged when expired. */
export const AdminWorkshopSchema = WorkshopProfileSchema.extend({
  workshopCertifications: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      issuer: z.string(),
      number: z.string().nullable(),
      validUntil: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
  services: z.array(z.string()),
  quoteTypes: z.array(z.string()),
  /** Its first (home) region. */
  regionId: z.string().nullable(),
  /** Every region it serves, the first one first (decision 073). */
  regionIds: z.array(z.string()),
  organizationId: z.string().nullable(),
  bankVerification: z.enum(BANK_VERIFICATION_STATES).nullable(),
  isActive: z.boolean(),
  suspension: z.object({ reason: z.string(), sinceUtc: z.string() }).nullable(),
});
export type AdminWorkshop = z.infer<typeof AdminWorkshopSchema>;

/** PUT /api/admin/workshops/{id}: the profile as the workshop edits it, and the admin's own fields. */
export const UpdateAdminWorkshopSchema = z.object({
  profile: UpdateWorkshopProfileSchema,
  services: z
    .array(z.enum(QUOTE_KINDS, { error: messages.arrayRequired() }))
    .min(1, { error: messages.arrayRequired() })
    .max(QUOTE_KINDS.length)
    .transform((v) => [...new Set(v)]),
  quoteTypes: z
    .array(z.enum(QUOTE_TYPES, { error: messages.arrayRequired() }))
    .max(QUOTE_TYPES.length)
    .transform((v) => [...new Set(v)]),
  /** The regions it serves, the first its home region (decision 073); none: it serves no region. */
  regionIds: z
    .array(z.uuid({ error: ADMIN_WORKSHOP_MESSAGES.regionUnknown }))
    .max(ADMIN_WORKSHOPS_LIMITS.regions)
    .transform((v) => [...new Set(v)])
    .optional(),
  /** One region only (older clients): used when `regionIds` is absent. */
  regionId: z.uuid({ error: ADMIN_WORKSHOP_MESSAGES.regionUnknown }).nullable().optional(),
  organizationId: z.uuid({ error: ADMIN_WORKSHOP_MESSAGES.organisationUnknown }).nullable(),
  bankVerification: z.enum(BANK_VERIFICATION_STATES).nullable(),
});
export type UpdateAdminWorkshop = z.infer<typeof UpdateAdminWorkshopSchema>;
export type UpdateAdminWorkshopInput = z.input<typeof UpdateAdminWorkshopSchema>;

/** Suspending or reinstating a workshop, with the reason (the suspended workshop's portal shows it). */
export const WorkshopSuspensionSchema = z.object({
  reason: z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(ADMIN_WORKSHOPS_LIMITS.reason, { error: messages.max('Reason', ADMIN_WORKSHOPS_LIMITS.reason) }),
});
export type WorkshopSuspension = z.infer<typeof WorkshopSuspensionSchema>;

export const AdminWorkshopUsersSchema = z.array(
  z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    role: z.string(),
    disabled: z.boolean(),
  }),
);
export type AdminWorkshopUsers = z.infer<typeof AdminWorkshopUsersSchema>;

/** GET /api/workshop/standing: whether the signed-in workshop user's workshop is suspended, and why. */
export const WorkshopStandingSchema = z.object({
  suspended: z.boolean(),
  reason: z.string().nullable(),
  sinceUtc: z.string().nullable(),
});
export type WorkshopStanding = z.infer<typeof WorkshopStandingSchema>;

/** A certification lapses after its valid-until day (YYYY-MM-DD); today (UTC) it is still valid. */
export function isCertificationExpired(validUntil: string | null, today: Date = new Date()): boolean {
  if (!validUntil) return false;
  return validUntil < today.toISOString().slice(0, 10);
}
