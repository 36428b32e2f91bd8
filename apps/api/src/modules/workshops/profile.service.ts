import {
  centsToRandNumber,
  randToCents,
  type UpdateWorkshopProfile,
  WORKSHOP_PROFILE_LIMITS,
  WORKSHOP_PROFILE_MESSAGES,
  WORKSHOP_PROFILE_PATHS,
  type WorkshopProfile,
} from '@motorwise/shared';
import { fileTypeFromBuffer } from 'file-type';
import { type Db, type DbOrTx, readsOf } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import { contentOf, type files, sanitizeFileName, type UploadedPart } from '../files/index';
import { addressView, type places } from '../places/index';
import type * as ProfileRepo from './profile.repo';
import type * as WorkshopsRepo from './workshops.repo';

/**
 * Logos are pictures a browser shows anywhere: PNG, JPEG or WebP by content (no SVG: it can carry script);
 * so the types its download is.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const isLogoType = new Set(LOGO_TYPES);
const LOGO_PREFIX = WORKSHOP_PROFILE_PATHS.publicLogo('');

/** What the workshop profile is given (decision 058): its repos, places and files below it, the file store. */
export interface WorkshopProfileServiceDeps {
  db: Db;
  fileStore: FileStore;
  repo: Pick<typeof WorkshopsRepo, 'findById'>;
  profileRepo: Pick<
    typeof ProfileRepo,
    | 'findBankAccount'
    | 'isLogoInUse'
    | 'listCertificationRows'
    | 'replaceCertifications'
    | 'setBankAccount'
    | 'setLogoUrl'
    | 'updateProfile'
  >;
  places: Pick<typeof places, 'find' | 'save'>;
  files: Pick<typeof files, 'deleteIfUnreferenced' | 'findMany' | 'store'>;
}

/** The workshop portal's own profile: read, save, logo, and the public logo file. */
export function createWorkshopProfileService(deps: WorkshopProfileServiceDeps) {
  const { fileStore, repo, profileRepo, places, files } = deps;

  async function get(workshopId: string, db: DbOrTx = deps.db): Promise<WorkshopProfile> {
    const w = await repo.findById(db, workshopId);
    if (!w) throw notFound('The workshop');
    const [address, certifications, bankAccount] = await readsOf(
      db,
      () => places.find(db, w.addressId),
      () => profileRepo.listCertificationRows(db, workshopId),
      () => profileRepo.findBankAccount(db, workshopId),
    );
    const view = addressView(address);
    if (!view) throw notFound('The workshop');
    return {
      id: w.id,
      name: w.name,
      logoUrl: w.logoUrl,
      description: w.description,
      openingHours: w.openingHours,
      rating: w.rating === null ? null : Number(w.rating),
      workshopContact: { name: w.contactName, email: w.contactEmail, phone: w.contactPhone },
      registrationNumber: w.registrationNumber,
      isVatRegistered: w.isVatRegistered,
      taxNumber: w.taxNumber,
      address: view,
      labourRateExcl: w.labourRateExclCents === null ? null : centsToRandNumber(w.labourRateExclCents),
      jobTurnaroundDays: w.jobTurnaroundDays,
      workshopCertifications: certifications,
      hasPayfastAccount: w.hasPayfastAccount,
      payfastMerchantId: w.payfastMerchantId,
      paystackSubaccountId: w.paystackSubaccountId,
      guarantee: w.guarantee,
      bankAccount,
    };
  }

  /**
   * Saves the whole profile in one transaction: the row, its address (moving its map point), certifications,
   * bank. `within`: a caller's transaction to run in (the admin's edit, audited with it).
   */
  async function update(
    workshopId: string,
    input: UpdateWorkshopProfile,
    within: DbOrTx = deps.db,
  ): Promise<WorkshopProfile> {
    return within.transaction(async (tx) => {
      const w = await repo.findById(tx, workshopId);
      if (!w) throw notFound('The workshop');
      await places.save(tx, w.addressId, input.address);
      await profileRepo.updateProfile(tx, workshopId, {
        name: input.name,
        description: input.description,
        openingHours: input.openingHours,
        contactName: input.workshopContact.name,
        contactEmail: input.workshopContact.email,
        contactPhone: input.workshopContact.phone,
        registrationNumber: input.registrationNumber,
        isVatRegistered: input.isVatRegistered,
        taxNumber: input.taxNumber,
        labourRateExclCents: input.labourRateExcl === null ? null : randToCents(input.labourRateExcl),
        jobTurnaroundDays: input.jobTurnaroundDays,
        hasPayfastAccount: input.hasPayfastAccount,
        payfastMerchantId: input.hasPayfastAccount ? input.payfastMerchantId : null,
        paystackSubaccountId: input.paystackSubaccountId,
        // A sent quote keeps its own copy: a change here never rewrites it (decision 076).
        ...(input.guarantee !== undefined ? { guarantee: input.guarantee } : {}),
        // The radius search reads the workshop's own point: it follows the address.
        lat: input.address.lat ?? w.lat,
        lng: input.address.lng ?? w.lng,
      });
      await profileRepo.replaceCertifications(tx, workshopId, input.workshopCertifications);
      await profileRepo.setBankAccount(tx, workshopId, input.bankAccount);
      return get(workshopId, tx);
    });
  }

  /** A new logo, checked by its content; the previous one's file goes once nothing refers to it. */
  async function setLogo(
    workshopId: string,
    part: UploadedPart | null,
    within: DbOrTx = deps.db,
  ): Promise<WorkshopProfile> {
    const label = 'Logo';
    const content = part ? contentOf(part) : null;
    if (!part || !content || (content.sizeBytes === 0 && !part.truncated))
      throw badRequest({ logo: ['Cannot be empty.'] });
    const maxBytes = WORKSHOP_PROFILE_LIMITS.logoMaxKb * 1000;
    if (part.truncated || content.sizeBytes > maxBytes)
      throw badRequest({
        logo: [`${label} must be less than ${WORKSHOP_PROFILE_LIMITS.logoMaxKb / 1000} MB.`],
      });
    const mimeType = (await fileTypeFromBuffer(content.head))?.mime;
    if (!mimeType || !isLogoType.has(mimeType)) throw badRequest({ logo: [WORKSHOP_PROFILE_MESSAGES.logo] });
    const checked = {
      name: sanitizeFileName(part.filename, mimeType.split('/')[1]),
      mimeType,
      content,
      sizeBytes: content.sizeBytes,
      sha256: content.sha256,
    };
    await within.transaction(async (tx) => {
      const w = await repo.findById(tx, workshopId);
      if (!w) throw notFound('The workshop');
      // The logo belongs to the workshop, not to the person who uploaded it (no owner: it outlives them).
      const { id } = await files.store(tx, fileStore, checked, null);
      await profileRepo.setLogoUrl(tx, workshopId, WORKSHOP_PROFILE_PATHS.publicLogo(id));
      const previous = logoFileId(w.logoUrl);
      if (previous) await files.deleteIfUnreferenced(tx, previous);
    });
    return get(workshopId, within);
  }

  /** The public logo: only a file some workshop shows as its logo; anything else is not found. */
  async function logoFile(fileId: string) {
    if (!isUuid(fileId)) throw notFound('The logo');
    if (!(await profileRepo.isLogoInUse(deps.db, WORKSHOP_PROFILE_PATHS.publicLogo(fileId))))
      throw notFound('The logo');
    const [row] = await files.findMany(deps.db, [fileId]);
    const bytes = row ? await fileStore.get(row.storageKey) : null;
    if (!row || !bytes) throw notFound('The logo');
    return { mimeType: row.mimeType, bytes };
  }

  return { get, update, setLogo, logoFile };
}

export type WorkshopProfileService = ReturnType<typeof createWorkshopProfileService>;

/** The file id inside a logo URL this service wrote; null for seeded or outside URLs. */
function logoFileId(logoUrl: string | null): string | null {
  if (!logoUrl?.startsWith(LOGO_PREFIX)) return null;
  const id = logoUrl.slice(LOGO_PREFIX.length);
  return isUuid(id) ? id : null;
}
