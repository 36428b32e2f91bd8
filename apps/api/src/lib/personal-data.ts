import type { DbOrTx, Tx } from '../db/client';

/**
 * POPIA (sections 23 and 24): a person may take away everything we hold about them and ask us to erase
 * it. Every module that owns personal data gives one hook; modules/privacy composes them (the export's
 * parts, and the erasure's steps in order, in one transaction). See docs/decisions/003 for what stays.
 */
export interface PersonalDataOwner {
  id: string;
  /** As stored (any case). */
  email: string;
}

export interface ErasureContext extends PersonalDataOwner {
  /** The lower-cased e-mail address, for rows matched by address (guest requests, invites, mail). */
  normalizedEmail: string;
  /** Stands in for the e-mail address where a row must keep one (erased-<tag>@erased.invalid). */
  erasedEmail: string;
  /** Addresses a step let go of; the places hook deletes those nothing refers to any more. */
  releasedAddressIds: Set<string>;
  /** The file-store keys of the files erased: their bytes are deleted from the store after the commit. */
  releasedStorageKeys: Set<string>;
}

export interface PersonalDataHook {
  /** This module's part of the export, as top-level keys of the file. */
  export?(db: DbOrTx, owner: PersonalDataOwner): Promise<Record<string, unknown>>;
  /** Erases (or anonymises) this module's personal data inside the erasure's transaction. */
  erase?(tx: Tx, context: ErasureContext): Promise<void>;
}

/** Never exported, even to the owner: hashes and secrets are ours to protect, not personal information. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'totpSecret',
  'totpPendingSecret',
  'totpLastTimeStep',
  'codeHash',
  'tokenHash',
]);

/** A row as the export shows it: without secrets, times as ISO strings. */
export function exportRow(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_FIELDS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
