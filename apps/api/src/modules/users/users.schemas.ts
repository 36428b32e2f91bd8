import { emailSchema, messages, PostalCodeSchema, StoredPhoneSchema } from '@motorwise/shared';
import { z } from 'zod';

/**
 * Profile and account schemas. The address schema lives here until @motorwise/shared has one (its owner
 * is busy this week); it is meant to move there for the address capture form.
 */
const text = (label: string, max = 100) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });
const optionalText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) })
    .nullish()
    .transform((v) => v || null);

/** A complete business address (spec step 4: "complete business address required"). */
export const AddressInputSchema = z.object({
  name: optionalText('Name'),
  streetNumber: text('Street number', 20),
  streetName: text('Street name'),
  suburb: text('Suburb'),
  town: optionalText('Town'),
  city: text('City'),
  province: text('Province'),
  country: text('Country').default('South Africa'),
  postalCode: PostalCodeSchema,
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const BUSINESS_NAME_REQUIRED = messages.required();

export const PostApplicationUserSchema = z
  .object({
    id: z.string().max(64).nullish(),
    firstName: text('First name'),
    lastName: text('Surname'),
    /** Read only here: the e-mail is the sign-in name. Sent back as loaded, or left out. */
    email: emailSchema('Email').nullish(),
    phoneNumber: StoredPhoneSchema.nullish(),
    phone: StoredPhoneSchema.nullish(),
    isForBusiness: z.boolean().nullish(),
    businessName: optionalText('Business name', 150),
    businessRegistrationNumber: optionalText('Registration number', 50),
    businessTaxNumber: optionalText('VAT number', 50),
    businessAddress: AddressInputSchema.nullish(),
  })
  .refine((v) => Boolean(v.phoneNumber || v.phone), { error: messages.required(), path: ['phoneNumber'] })
  .refine(
    (v) =>
      v.isForBusiness === false ||
      Boolean(v.businessName) ||
      !(v.businessAddress || v.businessRegistrationNumber || v.businessTaxNumber || v.isForBusiness),
    { error: BUSINESS_NAME_REQUIRED, path: ['businessName'] },
  );
export type PostApplicationUser = z.infer<typeof PostApplicationUserSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  streetNumber: z.string().nullable(),
  streetName: z.string().nullable(),
  suburb: z.string().nullable(),
  town: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  dateCreated: z.string(),
  isOrganization: z.boolean(),
});

export const OrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  kind: z.string(),
  /** spec: authUser (with organizationBranchId): the signed-in member and their current branch. */
  authUser: z.object({ id: z.string(), email: z.string(), organizationBranchId: z.string().nullable() }),
  organizationBranches: z.array(
    z.object({ id: z.string(), branchName: z.string(), address: AddressSchema.nullable() }),
  ),
});

export const ApplicationUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** Stored form '+27825551234' (spec: "phoneNumber or phone"; both carry it). */
  phoneNumber: z.string().nullable(),
  phone: z.string().nullable(),
  /** The number without the +27 prefix: '825551234'. */
  phoneWithoutPrefix: z.string().nullable(),
  /** As a person reads and types it: '082 555 1234'. */
  phoneDisplay: z.string().nullable(),
  businessName: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  businessTaxNumber: z.string().nullable(),
  businessAddress: AddressSchema.nullable(),
  organization: OrganisationSchema.nullable(),
  isAdmin: z.boolean(),
  isOrganisationUser: z.boolean(),
  isWorkshopUser: z.boolean(),
  workshopIds: z.array(z.string()),
  emailConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogleLogin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  termsAcceptedUtc: z.string().nullable(),
  dateCreatedUtc: z.string(),
});

export const UpsertBranchSchema = z
  .object({
    organizationBranchId: z.uuid().optional(),
    id: z.uuid().optional(),
  })
  .refine((v) => Boolean(v.organizationBranchId || v.id), {
    error: messages.required(),
    path: ['organizationBranchId'],
  });

export const CodeSchema = z.object({
  code: z.string().trim().min(1, { error: messages.required() }).max(20),
});

export const ReauthSchema = z
  .object({
    password: z.string().max(128).nullish(),
    twoFactorCode: z.string().trim().max(20).nullish(),
    recoveryCode: z.string().trim().max(30).nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const CreateInviteSchema = z.object({
  email: emailSchema('Email'),
  firstName: optionalText('First name'),
  lastName: optionalText('Surname'),
  phoneNumber: z
    .union([z.literal(''), StoredPhoneSchema])
    .nullish()
    .transform((v) => v || null),
  organizationBranchId: z.uuid().nullish(),
  organizationId: z.uuid().nullish(),
  workshopId: z.uuid().nullish(),
  requiresConsent: z.boolean().optional(),
  policy: optionalText('Policy', 4000),
});

export const AdminCreateUserSchema = z.object({
  email: emailSchema('Email'),
  firstName: text('First name'),
  lastName: text('Surname'),
  phoneNumber: z
    .union([z.literal(''), StoredPhoneSchema])
    .nullish()
    .transform((v) => v || null),
  organizationBranchId: z.uuid().nullish(),
});

export const AdminDisableSchema = z.object({ disabled: z.boolean() });
export const IdParamsSchema = z.object({ id: z.uuid() });
