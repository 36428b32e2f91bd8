import { z } from 'zod';
import { AddressInputSchema, AddressSchema, isPlainName, nameCharactersMessage } from './auth';
import { pathOf } from './contract/entry';
import { WORKSHOPS_API } from './contract/workshops';
import { emailSchema } from './email';
import { WorkshopGuaranteeSchema } from './guarantee';
import { messages } from './messages';
import { StoredPhoneSchema } from './phone';

/**
 * The workshop portal's profile (spec: the Workshop entity: logo, contact, certifications, address, VAT
 * registration and number, hasPayfastAccount, paystackSubaccountId, bankAccount), plus what the quote
 * editor prefills from it: the labour rate and the usual job turnaround. Money is rand with cents on the
 * wire, as every other amount; the API stores cents.
 */
export const WORKSHOP_PROFILE_PATHS = {
  /** Public: a workshop's uploaded logo (logoUrl points here); its calls are WORKSHOPS_API's. */
  publicLogo: (fileId: string) => pathOf(WORKSHOPS_API.getWorkshopLogo, { fileId }),
} as const;

export const WORKSHOP_PROFILE_LIMITS = {
  certifications: 20,
  labourRateMaxRand: 100_000,
  turnaroundMaxDays: 90,
  logoMaxKb: 2000,
} as const;

export const WORKSHOP_PROFILE_MESSAGES = {
  /** SARS: a VAT number is 10 digits and starts with 4. */
  vatNumber: 'VAT number must be 10 digits starting with 4.',
  vatNumberRequired: 'A VAT-registered workshop needs its VAT number.',
  branchCode: 'Branch code must be 6 digits.',
  accountNumber: 'Account number must be 6 to 16 digits.',
  paystackSubaccount: 'Paystack subaccount must look like ACCT_xxxxxxxx.',
  payfastMerchantId: 'PayFast merchant ID can only contain numeric characters.',
  payfastMerchantRequired: 'Enter the PayFast merchant ID of the account.',
  logo: 'Logo must be a PNG, JPEG or WebP image.',
} as const;

const required = (label: string, max = 100) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });
const optional = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) })
    .nullish()
    .transform((v) => v || null);

export const BANK_ACCOUNT_TYPES = ['Cheque', 'Savings', 'Transmission', 'Business'] as const;

export const WorkshopBankAccountSchema = z.object({
  bankName: required('Bank', 80),
  accountHolder: required('Account holder', 120),
  accountNumber: z
    .string({ error: messages.required() })
    .trim()
    .regex(/^\d{6,16}$/, { error: WORKSHOP_PROFILE_MESSAGES.accountNumber }),
  branchCode: z
    .string({ error: messages.required() })
    .trim()
    .regex(/^\d{6}$/, { error: WORKSHOP_PROFILE_MESSAGES.branchCode }),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: messages.arrayRequired() }),
});
export type WorkshopBankAccount = z.infer<typeof WorkshopBankAccountSchema>;

export const WorkshopCertificationInputSchema = z.object({
  name: required('Certification', 120),
  issuer: required('Issued by', 120),
  number: optional('Certificate number', 60),
  /** YYYY-MM-DD, or empty when it does not lapse. */
  validUntil: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Valid until must be a date.' })
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
});
export type WorkshopCertificationInput = z.infer<typeof WorkshopCertificationInputSchema>;

const isVatNumber = (v: string) => /^4\d{9}$/.test(v);

/** PUT /api/workshop/profile: the whole profile (the logo has its own upload). */
export const UpdateWorkshopProfileSchema = z
  .object({
    name: required('Workshop name', 120).refine(isPlainName, {
      error: nameCharactersMessage('Workshop name'),
    }),
    description: optional('About the workshop', 1000),
    openingHours: optional('Opening hours', 200),
    workshopContact: z.object({
      name: required('Contact person', 120).refine(isPlainName, {
        error: nameCharactersMessage('Contact person'),
      }),
      email: emailSchema('Contact email'),
      phone: StoredPhoneSchema,
    }),
    registrationNumber: optional('Registration number', 50),
    isVatRegistered: z.boolean(),
    taxNumber: optional('VAT number', 20),
    address: AddressInputSchema,
    labourRateExcl: z
      .number({ error: messages.required() })
      .min(0, { error: messages.minValue('Labour rate', 0) })
      .max(WORKSHOP_PROFILE_LIMITS.labourRateMaxRand, {
        error: messages.maxValue('Labour rate', WORKSHOP_PROFILE_LIMITS.labourRateMaxRand),
      })
      .nullish()
      .transform((v) => v ?? null),
    jobTurnaroundDays: z
      .number()
      .int({ error: messages.numeric('Job turnaround') })
      .min(1, { error: messages.minValue('Job turnaround', 0) })
      .max(WORKSHOP_PROFILE_LIMITS.turnaroundMaxDays, {
        error: messages.maxValue('Job turnaround', WORKSHOP_PROFILE_LIMITS.turnaroundMaxDays + 1),
      })
      .nullish()
      .transform((v) => v ?? null),
    workshopCertifications: z
      .array(WorkshopCertificationInputSchema)
      .max(WORKSHOP_PROFILE_LIMITS.certifications, {
        error: `Add at most ${WORKSHOP_PROFILE_LIMITS.certifications} certifications.`,
      }),
    hasPayfastAccount: z.boolean(),
    payfastMerchantId: optional('PayFast merchant ID', 20),
    paystackSubaccountId: optional('Paystack subaccount', 40),
    bankAccount: WorkshopBankAccountSchema.nullish().transform((v) => v ?? null),
    /** Its workmanship guarantee (decision 076): null states none; left out, it stays as it is. */
    guarantee: WorkshopGuaranteeSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.taxNumber && !isVatNumber(v.taxNumber))
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: WORKSHOP_PROFILE_MESSAGES.vatNumber });
    if (v.isVatRegistered && !v.taxNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['taxNumber'],
        message: WORKSHOP_PROFILE_MESSAGES.vatNumberRequired,
      });
    if (v.payfastMerchantId && !/^\d+$/.test(v.payfastMerchantId))
      ctx.addIssue({
        code: 'custom',
        path: ['payfastMerchantId'],
        message: WORKSHOP_PROFILE_MESSAGES.payfastMerchantId,
      });
    if (v.hasPayfastAccount && !v.payfastMerchantId)
      ctx.addIssue({
        code: 'custom',
        path: ['payfastMerchantId'],
        message: WORKSHOP_PROFILE_MESSAGES.payfastMerchantRequired,
      });
    if (v.paystackSubaccountId && !/^ACCT_[A-Za-z0-9]{4,32}$/.test(v.paystackSubaccountId))
      ctx.addIssue({
        code: 'custom',
        path: ['paystackSubaccountId'],
        message: WORKSHOP_PROFILE_MESSAGES.paystackSubaccount,
      });
  });
export type UpdateWorkshopProfile = z.infer<typeof UpdateWorkshopProfileSchema>;
export type UpdateWorkshopProfileInput = z.input<typeof UpdateWorkshopProfileSchema>;

/** GET /api/workshop/profile: the signed-in workshop user's own workshop, everything it may edit. */
export const WorkshopProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  openingHours: z.string().nullable(),
  rating: z.number().nullable(),
  workshopContact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  registrationNumber: z.string().nullable(),
  isVatRegistered: z.boolean(),
  taxNumber: z.string().nullable(),
  address: AddressSchema,
  labourRateExcl: z.number().nullable(),
  jobTurnaroundDays: z.number().nullable(),
  workshopCertifications: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      issuer: z.string(),
      number: z.string().nullable(),
      validUntil: z.string().nullable(),
    }),
  ),
  hasPayfastAccount: z.boolean(),
  payfastMerchantId: z.string().nullable(),
  paystackSubaccountId: z.string().nullable(),
  guarantee: WorkshopGuaranteeSchema.nullable(),
  bankAccount: z
    .object({
      bankName: z.string(),
      accountHolder: z.string(),
      accountNumber: z.string(),
      branchCode: z.string(),
      accountType: z.string(),
    })
    .nullable(),
});
export type WorkshopProfile = z.infer<typeof WorkshopProfileSchema>;
