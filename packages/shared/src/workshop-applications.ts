import { z } from 'zod';
import { type AddressInput, AddressInputSchema, isPlainName, nameCharactersMessage } from './auth';
import { UI_MESSAGES } from './constants';
import { emailSchema } from './email';
import { messages } from './messages';
import { StoredPhoneSchema } from './phone';
import { QUOTE_KINDS, QUOTE_TYPES } from './quote-types';
import { WORKSHOP_PROFILE_MESSAGES } from './workshop-profile';

/**
 * A workshop's application to join ("Become a partner", issue 22 item 2), shared by the API (which
 * validates with these) and the web (the apply form's resolver, the admin's pages). The contract entries
 * are in contract/workshop-applications.ts. Decision 062.
 */
export const WORKSHOP_APPLICATIONS_LIMITS = {
  perPage: 50,
  documents: 5,
  message: 2000,
  tradingName: 120,
  registeredName: 150,
  registrationNumber: 50,
} as const;

/** The states of an application; the service's steps are their only writer (decision 057). */
export const WORKSHOP_APPLICATION_STATUSES = [
  'submitted',
  'informationRequested',
  'approved',
  'declined',
] as const;
export type WorkshopApplicationStatus = (typeof WORKSHOP_APPLICATION_STATUSES)[number];
export const WORKSHOP_APPLICATION_STATUS_LABELS: Readonly<Record<WorkshopApplicationStatus, string>> = {
  submitted: 'Submitted',
  informationRequested: 'More information requested',
  approved: 'Approved',
  declined: 'Declined',
};

export const WORKSHOP_APPLICATION_MESSAGES = {
  vatNumber: WORKSHOP_PROFILE_MESSAGES.vatNumber,
  registrationNumber: 'Registration number must look like 2015/123456/07.',
  documentsRequired: 'Please attach at least one document (your company registration, for example).',
  documentsMax: `Please attach at most ${WORKSHOP_APPLICATIONS_LIMITS.documents} documents.`,
  regionUnknown: 'Please choose regions from the list.',
  received: (reference: string) =>
    `Thank you. We received your application (reference ${reference}) and will be in touch by e-mail.`,
  replied: 'Thank you. We received your answer and will look at your application again.',
  notOpen: 'This application is not waiting for an answer from you.',
  notFound: 'This link is not valid. Please use the link in our latest e-mail.',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) })
    .refine(isPlainName, { error: nameCharactersMessage(label) });

const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: messages.arrayRequired() }), { error: messages.arrayRequired() })
    .min(1, { error: messages.arrayRequired() })
    .max(values.length)
    .transform((v) => [...new Set(v)]);

/** South African company registration numbers (CIPC): 2015/123456/07. */
const isRegistrationNumber = (v: string) => /^\d{4}\/\d{6}\/\d{2}$/.test(v);
/** SARS: a VAT number is 10 digits and starts with 4. */
export const isVatNumber = (v: string) => /^4\d{9}$/.test(v);

/**
 * POST /api/workshop-applications, multipart: these fields (`address`, `services`, `quoteTypes` and
 * `regionIds` as JSON) and `documentFiles` (checked by content like every upload), plus the bot check's
 * `altcha`. No VAT number: the workshop is not VAT registered.
 */
export const ApplyWorkshopSchema = z.object({
  tradingName: required('Trading name', WORKSHOP_APPLICATIONS_LIMITS.tradingName),
  registeredName: required('Registered name', WORKSHOP_APPLICATIONS_LIMITS.registeredName),
  registrationNumber: z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .refine(isRegistrationNumber, { error: WORKSHOP_APPLICATION_MESSAGES.registrationNumber }),
  vatNumber: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v?.replace(/\s+/g, '') || null)
    .refine((v) => v === null || isVatNumber(v), { error: WORKSHOP_APPLICATION_MESSAGES.vatNumber }),
  /** The shared address capture's address; without a found place (no point) it asks for a search. */
  address: AddressInputSchema.nullish()
    .refine((a) => a != null && a.lat != null && a.lng != null, { error: UI_MESSAGES.searchAddressAbove })
    .transform((a) => a as AddressInput),
  services: choices(QUOTE_KINDS),
  quoteTypes: choices(QUOTE_TYPES),
  regionIds: z
    .array(z.uuid({ error: WORKSHOP_APPLICATION_MESSAGES.regionUnknown }), {
      error: messages.arrayRequired(),
    })
    .min(1, { error: messages.arrayRequired() })
    .max(50)
    .transform((v) => [...new Set(v)]),
  contactName: required('Contact person', 120),
  contactEmail: emailSchema('Contact email'),
  contactPhone: StoredPhoneSchema,
  altcha: z.string().max(4000).nullish(),
});
export type ApplyWorkshop = z.infer<typeof ApplyWorkshopSchema>;
export type ApplyWorkshopInput = z.input<typeof ApplyWorkshopSchema>;

export const WorkshopApplicationReceivedSchema = z.object({
  id: z.string(),
  reference: z.string(),
  message: z.string(),
});
export type WorkshopApplicationReceived = z.infer<typeof WorkshopApplicationReceivedSchema>;

/** The admin's list: by status, newest first. */
export const WorkshopApplicationsQuerySchema = z.object({
  status: z.enum(WORKSHOP_APPLICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WorkshopApplicationsQuery = z.input<typeof WorkshopApplicationsQuerySchema>;

export const WorkshopApplicationSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  tradingName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  city: z.string().nullable(),
  status: z.enum(WORKSHOP_APPLICATION_STATUSES),
  dateSubmittedUtc: z.string(),
  dateUpdatedUtc: z.string(),
});
export type WorkshopApplicationSummary = z.infer<typeof WorkshopApplicationSummarySchema>;

export const WorkshopApplicationsPageSchema = z.object({
  items: z.array(WorkshopApplicationSummarySchema).max(WORKSHOP_APPLICATIONS_LIMITS.perPage),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
  /** How many applications are in each status (the tabs' numbers). */
  counts: z.object({
    submitted: z.number(),
    informationRequested: z.number(),
    approved: z.number(),
    declined: z.number(),
  }),
});
export type WorkshopApplicationsPage = z.infer<typeof WorkshopApplicationsPageSchema>;

export const WORKSHOP_APPLICATION_EVENTS = [
  'submitted',
  'informationRequested',
  'replied',
  'approved',
  'declined',
] as const;

/** One application in full, as the admin reviews it. */
export const WorkshopApplicationSchema = WorkshopApplicationSummarySchema.extend({
  registeredName: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string().nullable(),
  address: z.object({
    streetNumber: z.string().nullable(),
    streetName: z.string().nullable(),
    suburb: z.string().nullable(),
    town: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    country: z.string().nullable(),
    postalCode: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  services: z.array(z.string()),
  quoteTypes: z.array(z.string()),
  regions: z.array(z.object({ id: z.string(), name: z.string() })),
  contactPhone: z.string(),
  documents: z.array(
    z.object({ id: z.string(), name: z.string(), mimeType: z.string(), sizeBytes: z.number() }),
  ),
  /** What happened, oldest first: the admin's questions, the applicant's answers, the decision. */
  history: z.array(
    z.object({
      kind: z.enum(WORKSHOP_APPLICATION_EVENTS),
      text: z.string().nullable(),
      dateUtc: z.string(),
    }),
  ),
  workshopId: z.string().nullable(),
});
export type WorkshopApplication = z.infer<typeof WorkshopApplicationSchema>;

const adminText = (label: string) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(WORKSHOP_APPLICATIONS_LIMITS.message, {
      error: messages.max(label, WORKSHOP_APPLICATIONS_LIMITS.message),
    });

/** The admin asks the applicant for more: the message is mailed with a link to answer. */
export const RequestApplicationInformationSchema = z.object({ message: adminText('Message') });
export type RequestApplicationInformation = z.infer<typeof RequestApplicationInformationSchema>;

/** The admin declines: the reason is mailed to the applicant. */
export const DeclineApplicationSchema = z.object({ reason: adminText('Reason') });
export type DeclineApplication = z.infer<typeof DeclineApplicationSchema>;

/** What the applicant's link shows: their application's name and the admin's question. */
export const ApplicationReplyViewSchema = z.object({
  reference: z.string(),
  tradingName: z.string(),
  status: z.enum(WORKSHOP_APPLICATION_STATUSES),
  question: z.string().nullable(),
});
export type ApplicationReplyView = z.infer<typeof ApplicationReplyViewSchema>;

/** The applicant's answer (multipart: `message` and optional `documentFiles`). */
export const ApplicationReplySchema = z.object({ message: adminText('Answer') });
export type ApplicationReply = z.infer<typeof ApplicationReplySchema>;

export const ApplicationReplyAnswerSchema = z.object({ message: z.string() });
