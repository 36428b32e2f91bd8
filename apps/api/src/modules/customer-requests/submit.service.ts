import { randomUUID } from 'node:crypto';
import {
  addFieldError,
  DUPLICATE_QUOTE_MESSAGE,
  distanceKm,
  duplicateRequestMessage,
  type FieldErrors,
  formatStoredQuoteType,
  type GarageVehicle,
  isVehicleReportFile,
  messages,
  QUOTE_TYPES,
  type QuoteRequestEnvelope,
  QuoteRequestEnvelopeSchema,
  QuoteRequestStatus,
  QuoteRequestSubmitExtrasSchema,
  type QuoteType,
  quoteKind,
  quoteRequestManualVehicleSchema,
  quoteRequestStepsSchema,
  quoteTypeRefusal,
  requestTypeOf,
  vehicleTitle,
  zodErrorToFieldErrors,
} from '@motorwise/shared';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { SessionUser } from '../../lib/session';
import type { customers } from '../accounts/index';
import { BOT_CHECK_MESSAGES } from '../botcheck/index';
import {
  type CheckedUpload,
  checkAttachment,
  checkLicenceDiskPhoto,
  type files,
  type UploadedPart,
} from '../files/index';
import { engineCapacityCc, type garage } from '../garage/index';
import { addJobsCall } from '../jobs/index';
import { quoteRequestConfirmationMail, quoteRequestToWorkshopMail } from '../mail/index';
import type { organisations } from '../organisations/index';
import type { places } from '../places/index';
import {
  type Applicant,
  type QuoteRequestsService,
  requestLink,
  type SimilarQuery,
} from '../quote-requests/index';
import type { quotes, workshopFinder } from '../quotes/index';
import type { repairItems } from '../repair-items/index';
import type { VehicleRow, vehicles } from '../vehicles/index';
import { requestAddressValues, requestReference } from './request-values';

/**
 * Submitting a quote request (spec: POST /api/QuoteRequests/PostQuoteRequest; decision 015). Everything
 * the form checks is checked again with the shared schemas, every problem is collected into one 400, and
 * the request with its items, files, workshops and mails is written in one transaction.
 */

/** What the route read from the body: the request's fields and its files. */
export interface SubmitInput {
  fields: Record<string, unknown>;
  /** Attachment files, each with the row index it was sent for (null: the next row without a file). */
  attachments: { index: number | null; part: UploadedPart }[];
  licenseDiskPhoto: UploadedPart[];
}

export interface SubmitAnswer {
  reference: string;
  uniqueId: string;
  /** Whether the request already has quotes to show (never at submission today; decision 015). */
  isFulfilled: boolean;
}

/** Duplicates: an open request for the same vehicle and kind, with an item in common, this recent. */
export const DUPLICATE_WINDOW_DAYS = 30;
/** A request carries at most this many attachments (each up to 8000 KB). */
export const MAX_ATTACHMENTS = 5;
/** A workshop may sit this far past the travel distance (a pin moved while dragging the slider). */
const RADIUS_TOLERANCE_KM = 0.5;

export const SUBMIT_MESSAGES = {
  guestCannotReplace:
    'Only a signed-in customer can replace an earlier request. Sign in, or keep both requests.',
  noBranch: 'Please choose the branch you are working in first.',
  itemNotOffered: 'This service or repair is not offered for this request type.',
  workshopNotOffered: 'A chosen workshop does not take this type of request.',
  workshopTooFar: 'A chosen workshop is further away than your travel distance.',
  tooManyAttachments: `Please attach at most ${MAX_ATTACHMENTS} files.`,
  onePhoto: 'Please attach one photo of your license disk.',
} as const;

const present = (v: unknown) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored forms of every quote type of the same kind as this one ('Service - SMC_Service', ...). */
const storedTypesOfKind = (quoteType: QuoteType) =>
  QUOTE_TYPES.filter((t) => quoteKind(t) === quoteKind(quoteType)).map(formatStoredQuoteType);

export interface SubmitDeps {
  db: AppDeps['db'];
  config: AppDeps['config'];
  botCheck: AppDeps['botCheck'];
  fileStore: FileStore;
  now?: () => Date;
}

/** One clock function for every submission, so the steps schema built for it is reused (shared package). */
const systemClock = () => new Date();

/** What the submit uses of the modules below (decision 058: a factory given Pick<> of each). */
export interface RequestSubmitDeps {
  quoteRequests: Pick<QuoteRequestsService, 'findSimilarOpen' | 'lockApplicant' | 'insertSubmitted' | 'move'>;
  quotes: Pick<typeof quotes, 'bookedRequestIds'>;
  workshopFinder: Pick<typeof workshopFinder, 'activeFor'>;
  garage: Pick<typeof garage, 'find'>;
  vehicles: Pick<typeof vehicles, 'findByIds' | 'findForCaller' | 'insertManual'>;
  organisations: Pick<typeof organisations, 'programmesOf'>;
  repairItems: Pick<typeof repairItems, 'leavesFor'>;
  places: Pick<typeof places, 'existingRegionIds' | 'newAddress'>;
  files: Pick<typeof files, 'putBytes' | 'newRow'>;
  customers: Pick<typeof customers, 'contactsOf' | 'forGuest'>;
}

/** The submit, wired once in index.ts; `submit` takes the app's database, config, bot check and files. */
export function createRequestSubmit(modules: RequestSubmitDeps) {
  const {
    quoteRequests,
    workshopFinder,
    garage,
    vehicles,
    organisations,
    repairItems,
    places,
    files,
    customers,
  } = modules;
  const duplicatesToCancel = duplicatesRule(modules);

  async function submit(
    deps: SubmitDeps,
    user: SessionUser | null,
    input: SubmitInput,
  ): Promise<SubmitAnswer> {
    const { db } = deps;
    const now = deps.now ?? systemClock;
    const body = input.fields;
    const isGuest = !user;
    const org = user?.organisation ?? null;
    const isOrganisation = Boolean(org);
    let errors: FieldErrors = {};
    const add = (field: string, ...list: string[]) => {
      errors = addFieldError(errors, field, ...list);
    };

    // 1. What the request is for. The vehicle and quote-type checks depend on it; the steps are checked
    // whatever it holds, so a request wrong in several places hears about every field at once.
    const envelope = QuoteRequestEnvelopeSchema.safeParse(body);
    const extras = QuoteRequestSubmitExtrasSchema.safeParse(body);
    if (!envelope.success) errors = { ...errors, ...zodErrorToFieldErrors(envelope.error) };
    if (!extras.success) errors = { ...errors, ...zodErrorToFieldErrors(extras.error) };
    if (isGuest && !present(body.altcha)) add('altcha', BOT_CHECK_MESSAGES.missing);
    if (org && !org.currentBranchId) add('organizationBranchId', SUBMIT_MESSAGES.noBranch);
    const env = envelope.success ? envelope.data : null;
    const category = extras.success ? (extras.data.requestCategory ?? null) : null;
    if (isGuest && env?.cancelDuplicate) add('cancelDuplicate', SUBMIT_MESSAGES.guestCannotReplace);

    // 2. The vehicle: a garage vehicle (the caller's or their branch's: anyone else's is not found), a
    // catalogue vehicle (or the caller's own hand-entered one), or one described by hand.
    let garageVehicle: GarageVehicle | null = null;
    let vehicle: VehicleRow | null = null;
    let manual: ReturnType<ReturnType<typeof quoteRequestManualVehicleSchema>['parse']> | null = null;
    if (!env) {
      // Nothing to find: the envelope's own errors say what is missing.
    } else if (env.vehicleMappingId) {
      garageVehicle = user ? await garage.find(db, user, env.vehicleMappingId) : null;
      if (!garageVehicle) throw notFound('The vehicle');
      vehicle = (await vehicles.findByIds(db, [garageVehicle.vehicleId]))[0] ?? null;
      if (!vehicle) throw notFound('The vehicle');
    } else if (env.vehicleId) {
      vehicle = await vehicles.findForCaller(db, env.vehicleId, user?.id ?? null);
      if (!vehicle) add('vehicleId', messages.vehicleRequired('Vehicle'));
    } else {
      const parsed = quoteRequestManualVehicleSchema(now).safeParse(isRecord(env.vehicle) ? env.vehicle : {});
      if (parsed.success) manual = parsed.data;
      else
        for (const [key, list] of Object.entries(zodErrorToFieldErrors(parsed.error)))
          add(`vehicle.${key}`, ...list);
    }
    const brand = manual?.brand ?? vehicle?.brand ?? null;

    // 3. Who may ask for which quote type (packages/shared/src/quote-offers.ts).
    if (org && !category) add('requestCategory', messages.arrayRequired());
    const programmes = org ? await organisations.programmesOf(db, org.organizationId) : [];
    const refusal =
      env &&
      quoteTypeRefusal(env.quoteType, {
        isOrganisation,
        requestCategory: category,
        programmes,
        garageVehicle: garageVehicle
          ? {
              policyStatus: garageVehicle.innovationPolicy?.policyStatus ?? null,
              hasDekraReport: garageVehicle.vehicleAttachments.some((a) =>
                isVehicleReportFile(a.attachmentFileName),
              ),
            }
          : null,
      });
    if (refusal) add('quoteType', refusal);

    // 4. Items as the templates define them: the name and the question come from the template, so a
    // client cannot skip a question or rename an item.
    const rawItems = body.items;
    const templates =
      env && Array.isArray(rawItems)
        ? await repairItems.leavesFor(
            db,
            env.quoteType,
            rawItems.map((i) => (isRecord(i) && typeof i.id === 'string' ? i.id : '')).filter(Boolean),
          )
        : new Map();
    const items =
      env && Array.isArray(rawItems)
        ? rawItems.map((item, i) => {
            if (!isRecord(item)) return item;
            const template = typeof item.id === 'string' ? templates.get(item.id) : undefined;
            if (!template) {
              if (typeof item.id === 'string' && item.id.trim())
                add(`items.${i}.id`, SUBMIT_MESSAGES.itemNotOffered);
              return item;
            }
            return { ...item, name: template.name, hasQuery: template.hasQuery, query: template.query };
          })
        : rawItems;

    // 5. Steps 1 to 4 with their context.
    const photoParts = input.licenseDiskPhoto;
    const stepsResult = quoteRequestStepsSchema({
      existingMileage: garageVehicle?.vehicleMileage ?? null,
      brand,
      isGuest,
      isOrganisation,
      now,
    }).safeParse({ ...body, items, hasLicenseDiskPhoto: photoParts.length > 0 });
    if (!stepsResult.success)
      for (const [key, list] of Object.entries(zodErrorToFieldErrors(stepsResult.error))) add(key, ...list);

    // 6. Files, checked by content (files module). Rows are the spec's attachments (index, file).
    const photo = await checkPhoto(photoParts, add);
    const attachments = await checkAttachments(body.attachments, input.attachments, add);

    // 7. Workshops and regions as they are in the database.
    let workshopIds: string[] = [];
    let regionIds: string[] = [];
    // Names of the chosen workshops (for their mail) and who works there, read with the checks.
    const workshopNames = new Map<string, string>();
    let staff: { userId: string; workshopId: string }[] = [];
    if (stepsResult.success && env) {
      const steps = stepsResult.data;
      const wanted = steps.quoteRequestWorkshopMappings.map((w) => w.workshopId);
      const found = await workshopFinder.activeFor(db, wanted, env.quoteType);
      const byId = new Map(found.map((w) => [w.id, w]));
      for (const id of wanted) {
        const w = byId.get(id);
        if (w) workshopNames.set(w.id, w.name);
        if (!w) add('quoteRequestWorkshopMappings', SUBMIT_MESSAGES.workshopNotOffered);
        // An organisation's own workshops are chosen from a list, wherever they are; others from the map.
        else if (
          !(org && w.organizationId === org.organizationId) &&
          distanceKm(steps.address, w) > steps.travelDistance + RADIUS_TOLERANCE_KM
        )
          add('quoteRequestWorkshopMappings', SUBMIT_MESSAGES.workshopTooFar);
      }
      workshopIds = wanted;
      regionIds = [...new Set(steps.regionIds)];
      staff = found.flatMap((w) => w.staffUserIds.map((userId) => ({ userId, workshopId: w.id })));
      const existing = await places.existingRegionIds(db, regionIds);
      const known = new Set(existing);
      if (regionIds.some((id) => !known.has(id))) add('regionIds', messages.arrayRequired());
    }
    if (Object.keys(errors).length > 0 || !stepsResult.success || !env) throw badRequest(errors);
    const steps = stepsResult.data;

    // 8. Who the request is from.
    // The applicant's profile and the workshop staff's contacts in one read.
    const contacts = await customers.contactsOf(db, [
      ...(user ? [user.id] : []),
      ...staff.map((s) => s.userId),
    ]);
    const profile = user ? contacts.find((c) => c.id === user.id) : undefined;
    const email = user ? user.email : steps.email;
    const applicant: Applicant = org?.currentBranchId
      ? { branchId: org.currentBranchId }
      : user
        ? { userId: user.id }
        : { email };
    const target: SimilarQuery['target'] | null = garageVehicle
      ? { customerVehicleId: garageVehicle.id }
      : vehicle
        ? { vehicleId: Number(vehicle.id), applicant }
        : null;
    const similarQuery = (): SimilarQuery | null =>
      target && {
        target,
        storedQuoteTypes: storedTypesOfKind(env.quoteType),
        templateIds: steps.items.map((i) => i.id),
        names: steps.items.map((i) => i.name),
        since: new Date(now().getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000),
      };

    // 9. Duplicates before the bot check, so answering the duplicate dialog does not need a new solution.
    await duplicatesToCancel(db, similarQuery(), env, !isGuest);

    if (isGuest) {
      const problem = await deps.botCheck.check(extras.success ? extras.data.altcha : null);
      if (problem) throw badRequest({ altcha: [problem] }, problem);
    }

    const storedKeys: string[] = [];
    try {
      // The bytes first, before the transaction: never a row without its bytes (removed below when it fails).
      const put = async (file: CheckedUpload) => {
        const key = await files.putBytes(deps.fileStore, file);
        storedKeys.push(key);
        return { file, key };
      };
      const photoBytes = photo ? await put(photo) : null;
      const attachmentBytes: { index: number; file: CheckedUpload; key: string }[] = [];
      for (const row of attachments) attachmentBytes.push({ index: row.index, ...(await put(row.file)) });

      const created = await db.transaction(async (tx) => {
        // The duplicate check again, under a lock per vehicle and applicant: two submits racing see each other.
        await quoteRequests.lockApplicant(tx, JSON.stringify({ target, applicant }));
        const cancel = await duplicatesToCancel(tx, similarQuery(), env, !isGuest);
        const username = user?.email ?? email;
        // Replaced duplicates are cancelled through the one writer (decision 051); none has a booking.
        for (const similar of cancel)
          await quoteRequests.move(
            tx,
            { ...similar, quoteRequestStatus: QuoteRequestStatus.Submitted },
            'cancel',
            { actor: 'customer', username },
            { hasBookedQuote: false },
            'Replaced by a new request',
          );

        const userId =
          user?.id ??
          (await customers.forGuest(tx, {
            email,
            firstName: steps.firstName,
            lastName: steps.lastName,
            phone: steps.phone,
          }));
        let vehicleId = vehicle ? Number(vehicle.id) : null;
        let vehicleName = vehicle ? vehicleTitle(vehicle) : '';
        if (manual) {
          vehicleId = await vehicles.insertManual(tx, {
            year: manual.year,
            brand: manual.brand,
            range: manual.range,
            model: manual.model,
            capacity: engineCapacityCc(manual.capacity),
            transmissionType: manual.transmissionType,
            fuelType: manual.fuelType,
            driveType: manual.driveType,
            description: `${manual.brand} ${manual.range} ${manual.model}`,
            vehicleSummary: `${manual.year} ${manual.brand} ${manual.range} ${manual.model} ${manual.capacity}`,
            createdByUserId: userId,
            searchText: `${manual.brand} ${manual.range} ${manual.model} ${manual.year}`.toLowerCase(),
          });
          vehicleName = vehicleTitle(manual);
        }

        const a = steps.address;
        const address = places.newAddress(tx, requestAddressValues(a));
        const businessAddress =
          steps.isForBusiness && steps.businessAddress ? places.newAddress(tx, steps.businessAddress) : null;
        const photoRow = photoBytes ? files.newRow(tx, photoBytes.key, photoBytes.file, userId) : null;
        const attachmentFiles = attachmentBytes.map((b) => ({
          index: b.index,
          row: files.newRow(tx, b.key, b.file, userId),
        }));
        const together = [
          address.insert,
          ...(businessAddress ? [businessAddress.insert] : []),
          ...(photoRow ? [photoRow.insert] : []),
          ...attachmentFiles.map((f) => f.row.insert),
        ];
        const addressId = address.id;
        const businessAddressId = businessAddress?.id ?? null;
        const licenseDiskFileId = photoRow?.id ?? null;
        const attachmentRows = attachmentFiles.map((f) => ({ index: f.index, fileId: f.row.id }));

        // The request, its parts and its mails in one statement. Mail: recorded here, sent by the outbox after
        // commit (decision 005); each mail names the reference, so they are written for the one drawn.
        const uniqueId = randomUUID();
        const mailsFor = (reference: string) => {
          const mail = {
            reference,
            requestType: requestTypeOf(env.quoteType),
            vehicleName,
            items: steps.items.map((i) => i.name),
            datesRequested: steps.datesRequested,
            suburb: a.suburb ?? a.town ?? a.city ?? null,
          };
          const link = requestLink(deps.config.PUBLIC_URL, uniqueId, isGuest ? email : null);
          const workshopLink = `${deps.config.PUBLIC_URL}/workshop/requests/${uniqueId}`;
          const toWorkshops = staff.flatMap((s) => {
            const person = contacts.find((p) => p.id === s.userId);
            return person
              ? [
                  quoteRequestToWorkshopMail(person.email, {
                    ...mail,
                    name: person.firstName,
                    workshopName: workshopNames.get(s.workshopId) ?? 'your workshop',
                    link: workshopLink,
                  }),
                ]
              : [];
          });
          const confirmation = quoteRequestConfirmationMail(email, {
            ...mail,
            name: steps.firstName ?? profile?.firstName ?? null,
            workshopCount: workshopIds.length,
            link,
          });
          return addJobsCall(
            [...toWorkshops, confirmation].map((payload) => ({ name: 'send_mail' as const, payload })),
          );
        };
        // The addresses and the file rows in one statement, then the request with its parts and mails.
        const row = await quoteRequests.insertSubmitted(
          tx,
          together,
          {
            uniqueId,
            userId,
            madeAsGuest: isGuest,
            organizationBranchId: org?.currentBranchId ?? null,
            vehicleId,
            customerVehicleId: garageVehicle?.id ?? null,
            vehicleName,
            vehicleMileage: steps.vehicleMileage,
            existingVehicleMileage: garageVehicle?.vehicleMileage ?? null,
            vehicleVinNumber: steps.vehicleVinNumber ?? garageVehicle?.vehicleVinNumber ?? null,
            vehicleEngineNumber: garageVehicle?.vehicleEngineNumber ?? null,
            vehicleLicensePlate: garageVehicle?.vehicleLicensePlate ?? null,
            licenseDiskFileId,
            partsPreference: steps.partsPreference,
            serviceType: requestTypeOf(env.quoteType),
            quoteType: formatStoredQuoteType(env.quoteType),
            requestCategory: org ? category : null,
            addressId,
            travelDistance: steps.travelDistance,
            datesRequested: steps.datesRequested,
            notes: steps.notes,
            serviceReminder: steps.serviceReminder,
            isPolicyQuote: env.quoteType === 'IGS_Policy',
            isForBusiness: steps.isForBusiness,
            includeAdminFee: org ? steps.includeAdminFee : false,
            firstName: steps.firstName ?? profile?.firstName ?? null,
            lastName: steps.lastName ?? profile?.lastName ?? null,
            email,
            phone: steps.phone,
            businessName: steps.businessName,
            businessRegistrationNumber: steps.businessRegistrationNumber,
            businessTaxNumber: steps.businessTaxNumber,
            businessAddressId,
          },
          {
            items: steps.items.map((item, i) => ({
              repairItemTemplateId: item.id,
              name: item.name,
              hasQuery: item.hasQuery,
              query: item.query,
              queryAnswer: item.queryAnswer,
              keyword: templates.get(item.id)?.keywords[0] ?? null,
              sortOrder: i,
            })),
            attachments: attachmentRows,
            references: steps.quoteCustomerReferences,
            workshopIds,
            regionIds,
          },
          (attempt) => requestReference(now(), attempt),
          mailsFor,
        );
        return row;
      });
      return { reference: created.reference, uniqueId: created.uniqueId, isFulfilled: false };
    } catch (error) {
      // Bytes written for a transaction that did not commit belong to nothing.
      await Promise.all(storedKeys.map((key) => deps.fileStore.delete(key).catch(() => {})));
      throw error;
    }
  }
  return { submit };
}

export type RequestSubmit = ReturnType<typeof createRequestSubmit>;

/**
 * The duplicate rule (decision 015): with a similar open request, the answer is 400 Duplicate naming it;
 * DuplicateQuote when one has a booked quote. forceDuplicate keeps both; cancelDuplicate (signed in) gives
 * the ids to cancel, never past a booked quote.
 */
const duplicatesRule =
  ({ quoteRequests, quotes }: Pick<RequestSubmitDeps, 'quoteRequests' | 'quotes'>) =>
  async (
    db: DbOrTx,
    query: SimilarQuery | null,
    env: QuoteRequestEnvelope,
    canReplace: boolean,
  ): Promise<{ id: string; reference: string }[]> => {
    if (!query || env.forceDuplicate) return [];
    const similar = await quoteRequests.findSimilarOpen(db, query);
    if (similar.length === 0) return [];
    const booked = await quotes.bookedRequestIds(
      db,
      similar.map((s) => s.id),
    );
    if (similar.some((s) => booked.has(s.id)))
      throw badRequest({ DuplicateQuote: [DUPLICATE_QUOTE_MESSAGE] }, DUPLICATE_QUOTE_MESSAGE);
    if (env.cancelDuplicate) return similar.map((s) => ({ id: s.id, reference: s.reference }));
    const first = similar[0]!;
    const message = duplicateRequestMessage(first.reference, first.createdAt, canReplace);
    throw badRequest({ Duplicate: [message] }, message);
  };

async function checkPhoto(parts: UploadedPart[], add: (field: string, ...m: string[]) => void) {
  if (parts.length > 1) add('LicenseDiskPhoto', SUBMIT_MESSAGES.onePhoto);
  const part = parts[0];
  if (!part) return null;
  const result = await checkLicenceDiskPhoto(part);
  if (result.ok) return result.file;
  add('LicenseDiskPhoto', ...result.problems);
  return null;
}

/**
 * spec step 3: "Attachments required per row". Rows come as `attachments: [{ index }]`; a file sent as
 * `attachmentFiles[n]` belongs to row n, an unnumbered one to the next row without a file. Files sent
 * without any rows make one row each.
 */
async function checkAttachments(
  rowsField: unknown,
  sent: SubmitInput['attachments'],
  add: (field: string, ...m: string[]) => void,
): Promise<{ index: number; file: CheckedUpload }[]> {
  const rows = Array.isArray(rowsField)
    ? rowsField.map((r, i) => (isRecord(r) && Number.isInteger(r.index) ? Number(r.index) : i))
    : sent.map((s, i) => s.index ?? i);
  if (rows.length > MAX_ATTACHMENTS || sent.length > MAX_ATTACHMENTS) {
    add('attachments', SUBMIT_MESSAGES.tooManyAttachments);
    return [];
  }
  const byRow = new Map<number, UploadedPart>();
  for (const s of sent) if (s.index !== null && rows.includes(s.index)) byRow.set(s.index, s.part);
  const loose = sent.filter((s) => s.index === null || !rows.includes(s.index)).map((s) => s.part);
  for (const row of rows) if (!byRow.has(row) && loose.length) byRow.set(row, loose.shift()!);
  const checked: { index: number; file: CheckedUpload }[] = [];
  for (const [i, row] of rows.entries()) {
    const part = byRow.get(row);
    if (!part) {
      add(`attachments.${i}`, messages.required());
      continue;
    }
    const result = await checkAttachment(part);
    if (result.ok) checked.push({ index: row, file: result.file });
    else add(`attachments.${i}`, ...result.problems);
  }
  return checked;
}
