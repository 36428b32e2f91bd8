import { z } from 'zod';
import {
  ACCEPT_TERMS_MESSAGE,
  AddressInputSchema,
  optionalName,
  PROFILE_LIMITS,
  personName,
  whenValid,
} from './auth';
import { TRAVEL_DISTANCE, UI_MESSAGES } from './constants';
import type { DateWindowOptions } from './dates';
import { CONFIRM_EMAIL_MESSAGE, emailSchema, emailsMatch } from './email';
import { messages } from './messages';
import { mileageSchema } from './mileage';
import { PhoneSchema, toStoredPhone } from './phone';
import { QuoteTypeSchema } from './quote-types';
import { requestedDatesSchema } from './request-dates';
import {
  NotesSchema,
  PartsPreferenceSchema,
  partsEvidenceProblem,
  queryAnswerProblem,
} from './request-fields';
import { createManualVehicleSchema } from './vehicle';
import { vinSchema } from './vin';

/**
 * The quote request, step by step (spec part 2, section 5). Each step is a schema the stepper runs
 * before moving on and the API runs again on submit, so the form and the server say the same thing.
 * What a step needs to know about its context (the vehicle's brand and recorded mileage, who is asking,
 * today's date) is passed in; nothing here reads a clock or a session by itself.
 */

export interface QuoteRequestContext {
  /** The garage vehicle's recorded mileage: step 1's minimum (spec: "at least the existing mileage"). */
  existingMileage?: number | null;
  /** The vehicle's brand, for the VIN's length (18 for Mercedes, else 17). */
  brand?: string | null;
  /** Not signed in: names, confirm e-mail and the bot check are required. */
  isGuest: boolean;
  /** Organisation user: dates from today, no service reminder. */
  isOrganisation: boolean;
  now?: () => Date;
}

const TEXT_MAX = 200;
const text = (label: string, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) });
const optionalText = (label: string, max = TEXT_MAX) =>
  text(label, max)
    .nullish()
    .transform((v) => v || null);
const id = z.string().trim().min(1, { error: messages.required() }).max(64);
const flag = z.boolean().nullish().transform(Boolean);

// ---------------------------------------------------------------- step 1: Vehicle Details

export const quoteRequestStep1Schema = (ctx: Pick<QuoteRequestContext, 'existingMileage'>) =>
  z.object({ vehicleMileage: mileageSchema(ctx.existingMileage) });

// ---------------------------------------------------------------- step 2: What to expect

/** A chosen leaf repair item, with the answer to its question when it asks one. */
export const QuoteRequestItemInputSchema = z
  .object({
    id,
    name: text('Item').min(1, { error: messages.required() }),
    hasQuery: flag,
    query: optionalText('Question', 500),
    queryAnswer: z.string().max(5000).nullish(),
  })
  .transform((item, ctx) => {
    const problem = queryAnswerProblem(item);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['queryAnswer'], input: item });
    return { ...item, queryAnswer: item.hasQuery ? (item.queryAnswer ?? '').trim() : null };
  });
export type QuoteRequestItemInput = z.infer<typeof QuoteRequestItemInputSchema>;

/** A request asks for at most this many items (the longest demo service has 14). */
export const QUOTE_REQUEST_ITEMS_MAX = 60;

export const quoteRequestStep2Schema = (ctx: Pick<QuoteRequestContext, 'brand'>) =>
  z
    .object({
      items: z
        .array(QuoteRequestItemInputSchema, { error: UI_MESSAGES.noItems })
        .min(1, { error: UI_MESSAGES.noItems })
        .max(QUOTE_REQUEST_ITEMS_MAX, { error: `Please choose at most ${QUOTE_REQUEST_ITEMS_MAX} items.` })
        .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
          error: 'Each service or repair can be chosen once.',
        }),
      partsPreference: PartsPreferenceSchema,
      vehicleVinNumber: z.string().max(40).nullish(),
      /** Whether a licence-disk photo comes with the request (the API sets it from the file it received). */
      hasLicenseDiskPhoto: flag,
    })
    .transform((step, zctx) => {
      const vinText = (step.vehicleVinNumber ?? '').trim();
      const evidence = partsEvidenceProblem({
        partsPreference: step.partsPreference,
        vin: vinText,
        hasLicenceDiskPhoto: step.hasLicenseDiskPhoto,
      });
      if (evidence)
        zctx.issues.push({ code: 'custom', message: evidence, path: ['vehicleVinNumber'], input: '' });
      let vehicleVinNumber: string | null = null;
      if (vinText) {
        const vin = vinSchema(ctx.brand).safeParse(vinText);
        if (vin.success) vehicleVinNumber = vin.data;
        else
          for (const issue of vin.error.issues)
            zctx.issues.push({
              code: 'custom',
              message: issue.message,
              path: ['vehicleVinNumber'],
              input: vinText,
            });
      }
      return { ...step, vehicleVinNumber };
    });

// ---------------------------------------------------------------- step 3: Booking Details

/**
 * Where the vehicle is: a place chosen in the address search (spec: "Address search required"). The
 * point is what matters for finding workshops; the fields are what the search filled in.
 */
export const RequestAddressSchema = z.object(
  {
    placeId: optionalText('Place', 400),
    streetNumber: optionalText('Street number', 20),
    streetName: optionalText('Street name'),
    suburb: optionalText('Suburb'),
    town: optionalText('Town'),
    city: optionalText('City'),
    province: optionalText('Province'),
    country: text('Country').default('South Africa'),
    postalCode: optionalText('Postal code', 4),
    lat: z.number({ error: UI_MESSAGES.searchAddressAbove }).min(-35.5).max(-21.5),
    lng: z.number({ error: UI_MESSAGES.searchAddressAbove }).min(16).max(33.5),
  },
  { error: UI_MESSAGES.searchAddressAbove },
);
export type RequestAddress = z.infer<typeof RequestAddressSchema>;

export const TRAVEL_DISTANCE_LABEL = 'Travel distance';

/** spec: travel distance required, 5 to 50 km in steps of 5. */
export const TravelDistanceSchema = z
  .number({ error: messages.required() })
  .int({ error: messages.numeric(TRAVEL_DISTANCE_LABEL) })
  .min(TRAVEL_DISTANCE.minKm, { error: messages.minValue(TRAVEL_DISTANCE_LABEL, TRAVEL_DISTANCE.minKm - 1) })
  .max(TRAVEL_DISTANCE.maxKm, { error: messages.maxValue(TRAVEL_DISTANCE_LABEL, TRAVEL_DISTANCE.maxKm + 1) })
  .refine((km) => km % TRAVEL_DISTANCE.stepKm === 0, {
    error: `${TRAVEL_DISTANCE_LABEL} must be a multiple of ${TRAVEL_DISTANCE.stepKm} km.`,
  });

/** A request goes to at most this many workshops (the map offers every workshop in 50 km). */
export const QUOTE_REQUEST_WORKSHOPS_MAX = 30;
export const CUSTOMER_REFERENCES_MAX = 10;

export const CustomerReferenceSchema = z.object({
  index: z.number().int().min(0).max(99),
  name: text('Name', 100).min(1, { error: messages.required() }),
  reference: text('Reference', 100).min(1, { error: messages.required() }),
});
export type CustomerReference = z.infer<typeof CustomerReferenceSchema>;

export const quoteRequestStep3Schema = (ctx: DateWindowOptions & { now?: () => Date }) =>
  z.object({
    address: RequestAddressSchema,
    travelDistance: TravelDistanceSchema,
    regionIds: z.array(id).max(50).default([]),
    quoteRequestWorkshopMappings: z
      .array(z.object({ workshopId: id }), { error: UI_MESSAGES.noWorkshop })
      .min(1, { error: UI_MESSAGES.noWorkshop })
      .max(QUOTE_REQUEST_WORKSHOPS_MAX, {
        error: `Please choose at most ${QUOTE_REQUEST_WORKSHOPS_MAX} workshops.`,
      })
      .transform((list) => [...new Map(list.map((w) => [w.workshopId, w])).values()]),
    datesRequested: requestedDatesSchema(ctx),
    notes: NotesSchema.transform((v) => v || null),
    quoteCustomerReferences: z
      .array(CustomerReferenceSchema)
      .max(CUSTOMER_REFERENCES_MAX, { error: `Please add at most ${CUSTOMER_REFERENCES_MAX} references.` })
      .default([]),
    /** Organisation users only: 'Include admin fee with this request'. */
    includeAdminFee: flag,
  });

// ---------------------------------------------------------------- step 4: Personal Details

export const quoteRequestStep4Schema = (ctx: Pick<QuoteRequestContext, 'isGuest' | 'isOrganisation'>) =>
  z
    .object({
      // spec: "First name and surname required unless signed in" (a signed-in user's come from the profile).
      firstName: ctx.isGuest ? personName('First name') : optionalName('First name', 100),
      lastName: ctx.isGuest ? personName('Surname') : optionalName('Surname', 100),
      email: emailSchema('Email'),
      confirmEmail: ctx.isGuest ? emailSchema('Confirm email') : z.string().max(254).nullish(),
      phone: PhoneSchema.transform(toStoredPhone),
      isForBusiness: flag,
      businessName: optionalName('Business name', PROFILE_LIMITS.businessName),
      businessRegistrationNumber: optionalText(
        'Registration number',
        PROFILE_LIMITS.businessRegistrationNumber,
      ),
      businessTaxNumber: optionalText('VAT number', PROFILE_LIMITS.businessTaxNumber),
      businessAddress: z.unknown().optional(),
      serviceReminder: flag,
      acceptTerms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
    })
    .transform((step, zctx) => {
      if (ctx.isGuest && step.confirmEmail && !emailsMatch(step.confirmEmail, step.email))
        zctx.issues.push({
          code: 'custom',
          message: CONFIRM_EMAIL_MESSAGE,
          path: ['confirmEmail'],
          input: '',
        });
      const business = { businessName: null, businessRegistrationNumber: null, businessTaxNumber: null };
      // spec: "Non-business users have business fields nulled"; organisation users are their organisation.
      if (!step.isForBusiness || ctx.isOrganisation)
        return {
          ...step,
          ...business,
          isForBusiness: false,
          businessAddress: null,
          serviceReminder: ctx.isOrganisation ? false : step.serviceReminder,
        };
      if (!step.businessName)
        zctx.issues.push({ code: 'custom', message: messages.required(), path: ['businessName'], input: '' });
      const address = AddressInputSchema.safeParse(step.businessAddress);
      if (!address.success)
        for (const issue of address.error.issues)
          zctx.issues.push({ ...issue, path: ['businessAddress', ...issue.path] } as never);
      return { ...step, businessAddress: address.success ? address.data : null };
    });

// ---------------------------------------------------------------- the whole request

/**
 * What the request is for: the quote type, the vehicle (a catalogue vehicle, a garage vehicle or a
 * hand-entered one) and the duplicate choice. Read first, because the steps depend on the vehicle.
 */
export const QuoteRequestEnvelopeSchema = z
  .object({
    quoteType: QuoteTypeSchema,
    vehicleId: z.string().trim().max(64).nullish(),
    vehicleMappingId: z.string().trim().max(64).nullish(),
    vehicle: z.unknown().optional(),
    isPolicyQuote: flag,
    cancelDuplicate: flag,
    forceDuplicate: flag,
  })
  // Whatever the quote type says: a request wrong in several places hears about each at once.
  .refine((v) => Boolean(v.vehicleId || v.vehicleMappingId || v.vehicle), {
    error: messages.vehicleRequired('Vehicle'),
    path: ['vehicleId'],
    when: whenValid('vehicleId', 'vehicleMappingId', 'vehicle'),
  })
  .refine((v) => !(v.cancelDuplicate && v.forceDuplicate), {
    error: 'Choose either to replace the earlier request or to keep both.',
    path: ['cancelDuplicate'],
    when: whenValid('cancelDuplicate', 'forceDuplicate'),
  });
export type QuoteRequestEnvelope = z.infer<typeof QuoteRequestEnvelopeSchema>;

/** A hand-entered vehicle on a request: the manual vehicle form's schema. */
export const quoteRequestManualVehicleSchema = (now?: () => Date) => createManualVehicleSchema(now);

const buildStepsSchema = (ctx: QuoteRequestContext) =>
  z
    .object({})
    .and(quoteRequestStep1Schema(ctx))
    .and(quoteRequestStep2Schema(ctx))
    .and(quoteRequestStep3Schema({ isOrganisation: ctx.isOrganisation, now: ctx.now }))
    .and(quoteRequestStep4Schema(ctx));
type StepsSchema = ReturnType<typeof buildStepsSchema>;

/**
 * Built schemas by context. Zod compiles a schema on its first parse, which costs a millisecond or two,
 * thirty times its parse: the API submits with the same few contexts over and over (catalogue brands, no
 * recorded mileage, the same clock). A schema holds no state between parses (the clock is read when
 * parsing), so sharing one is safe; the oldest is dropped past STEPS_SCHEMAS_MAX (hand-entered brands and
 * garage mileages are many).
 */
const STEPS_SCHEMAS_MAX = 200;
const stepsSchemas = new Map<string, StepsSchema>();
const clockIds = new WeakMap<() => Date, number>();
let clocks = 0;

/** Steps 1 to 4 together: what the API runs on submit once it knows the vehicle and the caller. */
export function quoteRequestStepsSchema(ctx: QuoteRequestContext): StepsSchema {
  let clock = 0;
  if (ctx.now) {
    clock = clockIds.get(ctx.now) ?? ++clocks;
    clockIds.set(ctx.now, clock);
  }
  const key = JSON.stringify([
    ctx.existingMileage ?? null,
    ctx.brand ?? null,
    ctx.isGuest,
    ctx.isOrganisation,
    clock,
  ]);
  let schema = stepsSchemas.get(key);
  if (!schema) {
    schema = buildStepsSchema(ctx);
    if (stepsSchemas.size >= STEPS_SCHEMAS_MAX) stepsSchemas.delete(stepsSchemas.keys().next().value!);
    stepsSchemas.set(key, schema);
  }
  return schema;
}
export type QuoteRequestSteps = z.infer<StepsSchema>;

/** The submit answer (spec: "201 with data reference, uniqueId, isFulfilled"). */
export const PostQuoteRequestAnswerSchema = z.object({
  status: z.number(),
  data: z.object({ reference: z.string(), uniqueId: z.string(), isFulfilled: z.boolean() }),
});
export type PostQuoteRequestAnswer = z.infer<typeof PostQuoteRequestAnswerSchema>;
