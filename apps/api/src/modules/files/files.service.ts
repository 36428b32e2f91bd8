import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import type * as FilesRepo from './files.repo';
import * as repo from './files.repo';
import { type CheckedUpload, storeBody } from './uploads';

/** The `files` row of an upload whose bytes the store keeps under `storageKey`. */
const rowValues = (storageKey: string, file: CheckedUpload, ownerUserId: string | null) => ({
  storageKey,
  originalName: file.name,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  sha256: file.sha256,
  ownerUserId,
});

/** What the files service is given (decision 058): what it uses of its repo and of the modules below it. */
export interface FilesServiceDeps {
  repo: Pick<typeof FilesRepo, 'deleteIfUnreferenced' | 'findByIds' | 'insert' | 'insertStatement'>;
}

/** Uploaded files: a row per upload (name, type, size, sha256, owner); the bytes live in the file store. */
export function createFilesService({ repo }: FilesServiceDeps) {
  const service = {
    findMany: repo.findByIds,

    /**
     * Writes the bytes to the store and records the `files` row in the caller's transaction. The bytes are
     * written first: if the transaction then fails, an unreferenced file is left in the store (harmless,
     * swept by key), never a row without bytes.
     */
    async store(
      tx: DbOrTx,
      store: FileStore,
      file: CheckedUpload,
      ownerUserId: string | null,
    ): Promise<{ id: string; storageKey: string }> {
      const storageKey = await service.putBytes(store, file);
      const id = await repo.insert(tx, rowValues(storageKey, file, ownerUserId));
      return { id, storageKey };
    },

    /**
     * The two halves of `store` for a caller that writes several rows in one statement: the bytes first
     * (`putBytes`, the key), then the row (`newRow`: its id and its insert, to run in the caller's
     * transaction). The same order: never a row without bytes.
     */
    putBytes: async (store: FileStore, file: CheckedUpload) =>
      store.put(await storeBody(file), { mimeType: file.mimeType, sizeBytes: file.sizeBytes }),

    newRow(tx: DbOrTx, storageKey: string, file: CheckedUpload, ownerUserId: string | null) {
      const id = randomUUID();
      return { id, insert: repo.insertStatement(tx, { id, ...rowValues(storageKey, file, ownerUserId) }) };
    },

    /** Deletes a file's row when nothing refers to it any more; its storage key, for the bytes, or null. */
    deleteIfUnreferenced: repo.deleteIfUnreferenced,
  };
  return service;
}

export type FilesService = ReturnType<typeof createFilesService>;

/**
 * POPIA: the files a person uploaded. Erasing removes the rows nothing refers to any more (the other
 * modules' steps run first) and hands their keys on: privacy deletes the bytes from the file store (the
 * local folder or the S3 bucket) once the erasure commits (decision 067).
 */
export const filesPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({ files: (await repo.listOwnedBy(db, owner.id)).map(exportRow) }),
  async erase(tx, context) {
    for (const file of await repo.listOwnedBy(tx, context.id)) {
      const key = await repo.deleteIfUnreferenced(tx, file.id);
      if (key) context.releasedStorageKeys.add(key);
    }
  },
};
